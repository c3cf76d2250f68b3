import Foundation

/// A rectangle leaf: fills whatever it is offered (10×10 when offered nothing), like a SwiftUI shape.
public struct Box: Layout {
    public var style: ShapeStyle
    public var name: String?
    /// The rect from the last `layout(in:)`.
    public var frame: CGRect = .zero

    public init(
        fill: Color? = nil, stroke: Color? = nil, strokeWidth: CGFloat = 1, cornerRadius: CGFloat = 0,
        dash: [CGFloat] = [], opacity: Double = 1, name: String? = nil
    ) {
        self.style = ShapeStyle(
            fill: fill, stroke: stroke, strokeWidth: strokeWidth, cornerRadius: cornerRadius, dash: dash, opacity: opacity)
        self.name = name
    }

    public init(style: ShapeStyle, name: String? = nil) {
        self.style = style
        self.name = name
    }

    @inlinable
    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .box(style)) }
}
