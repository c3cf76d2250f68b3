import Foundation

/// An ellipse leaf: the ellipse inscribed in whatever rect it is offered (10×10 when
/// offered nothing), filled and outlined by its style, like SwiftUI's `Ellipse`.
public struct Ellipse: Layout {
    /// Fill, outline, dash and opacity; `cornerRadius` is not used.
    public var style: ShapeStyle
    public var name: String?
    /// The rect from the last `layout(in:)`; the ellipse touches its four sides.
    public var frame: CGRect = .zero

    public init(
        fill: Color? = nil, stroke: Color? = nil, strokeWidth: CGFloat = 1,
        dash: [CGFloat] = [], opacity: Double = 1, name: String? = nil
    ) {
        self.style = ShapeStyle(fill: fill, stroke: stroke, strokeWidth: strokeWidth, dash: dash, opacity: opacity)
        self.name = name
    }

    public init(style: ShapeStyle, name: String? = nil) {
        self.style = style
        self.name = name
    }

    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .ellipse(style)) }
}
