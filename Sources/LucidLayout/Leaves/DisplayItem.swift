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
    /// A rectangle filling the frame.
    case box(ShapeStyle)
    /// The ellipse inscribed in the frame.
    case ellipse(ShapeStyle)
    /// A closed shape through points in unit coordinates of the frame, the last joined to
    /// the first, filled and outlined by the style (`cornerRadius` is not used).
    case polygon([CGPoint], ShapeStyle)
    /// An open line through points in unit coordinates of the frame ((0, 0) top-left,
    /// (1, 1) bottom-right), with arrowheads at its ends; only the style's stroke is used.
    case polyline([CGPoint], Arrowheads, ShapeStyle)
    case text(String, TextStyle)
    case image(ImageSource)
    /// Draws nothing: where a layout node of `kind`, `depth` levels deep, was placed.
    /// Only trees built to record their nodes (for the `frames` format) contain these.
    case node(kind: String, depth: Int)
}

/// A PNG file to draw, with its pixel size, how it meets its frame, and how opaque it is.
public struct ImageSource: Hashable, Sendable {
    public var path: String
    public var pixelSize: CGSize
    public var contentMode: ContentMode
    /// 0 (invisible) … 1 (as the file is); multiplies the picture's own alpha.
    public var opacity: Double

    public init(path: String, pixelSize: CGSize, contentMode: ContentMode = .fit, opacity: Double = 1) {
        self.path = path
        self.pixelSize = pixelSize
        self.contentMode = contentMode
        self.opacity = opacity
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
