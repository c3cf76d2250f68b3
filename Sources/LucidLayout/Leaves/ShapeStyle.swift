import Foundation

/// How a drawn shape (box, ellipse, line) looks: fill, outline, dashes and opacity.
///
/// One style for every shape, so a figure's boxes, ellipses and arrows can share a
/// look; each shape uses the parts that apply to it (a line has no fill, only a box
/// has corners).
public struct ShapeStyle: Hashable, Sendable {
    /// The inside colour; nil leaves the inside unpainted. Lines ignore it.
    public var fill: Color?
    /// The outline (or line) colour; nil draws no outline.
    public var stroke: Color?
    /// The outline's width in points.
    public var strokeWidth: CGFloat
    /// The radius of a box's rounded corners, in points; other shapes ignore it.
    public var cornerRadius: CGFloat
    /// The outline's dash pattern: alternating on and off lengths in points, starting
    /// with "on". Empty draws a solid outline.
    public var dash: [CGFloat]
    /// 0 (invisible) … 1 (opaque): the whole shape is composited at this opacity, so
    /// where its fill and outline overlap it is no darker than elsewhere.
    public var opacity: Double

    public init(
        fill: Color? = nil, stroke: Color? = nil, strokeWidth: CGFloat = 1, cornerRadius: CGFloat = 0,
        dash: [CGFloat] = [], opacity: Double = 1
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.dash = dash
        self.opacity = opacity
    }

    /// Whether `dash` is a pattern a renderer can draw: finite, non-negative lengths,
    /// not all zero. Renderers draw a solid outline for any other pattern.
    public var hasDrawableDash: Bool {
        !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
    }
}
