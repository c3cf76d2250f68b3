import Foundation

/// One placed leaf of a display list: what to draw and where.
///
/// The display list (an array of these, back to front) is the hand-off between
/// layout and rendering: renderers see nothing else.
public struct DisplayItem: Equatable, Sendable {
    public var frame: CGRect
    public var name: String?
    public var drawing: Drawing

    public init(frame: CGRect, name: String? = nil, drawing: Drawing) {
        self.frame = frame
        self.name = name
        self.drawing = drawing
    }
}

/// What a display item draws.
public enum Drawing: Equatable, Sendable {
    case box(BoxStyle)
    case text(String, TextStyle)
    case image(ImageSource)
}

/// A rectangle's look: fill, outline and rounded corners.
public struct BoxStyle: Hashable, Sendable {
    public var fill: Color?
    public var stroke: Color?
    public var strokeWidth: CGFloat
    public var cornerRadius: CGFloat

    public init(fill: Color? = nil, stroke: Color? = nil, strokeWidth: CGFloat = 1, cornerRadius: CGFloat = 0) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
    }
}

/// A PNG file to draw, with its pixel size and how it meets its frame.
public struct ImageSource: Hashable, Sendable {
    public var path: String
    public var pixelSize: CGSize
    public var contentMode: ContentMode

    public init(path: String, pixelSize: CGSize, contentMode: ContentMode = .fit) {
        self.path = path
        self.pixelSize = pixelSize
        self.contentMode = contentMode
    }

    /// Where the picture lands inside `frame`: centred, scaled to fit or to fill
    /// (a filled picture is clipped to the frame by the renderer).
    public func drawnRect(in frame: CGRect) -> CGRect {
        guard pixelSize.width > 0, pixelSize.height > 0 else { return frame }
        let scaleX = frame.width / pixelSize.width
        let scaleY = frame.height / pixelSize.height
        let scale = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        let size = CGSize(width: pixelSize.width * scale, height: pixelSize.height * scale)
        return frame.aligning(size, .center)
    }
}
