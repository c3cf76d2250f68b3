import Foundation

/// An open line leaf through points given in unit coordinates of its frame — (0, 0)
/// is the top-left corner, (1, 1) the bottom-right — so the line stretches with the
/// rect it is offered (10×10 when offered nothing), and an arrow between two boxes
/// in a stack follows them when the stack resizes.
///
/// A straight line is a polyline of two points (`init(from:to:…)`).
public struct Polyline: Layout {
    /// The corners of the line, in unit coordinates of `frame`, first to last.
    public var points: [CGPoint]
    public var arrowheads: Arrowheads
    /// The line's colour (`stroke`), width, dash and opacity; `fill` and `cornerRadius` are not used.
    public var style: ShapeStyle
    public var name: String?
    /// The rect from the last `layout(in:)`.
    public var frame: CGRect = .zero

    public init(points: [CGPoint], arrowheads: Arrowheads = .none, style: ShapeStyle, name: String? = nil) {
        self.points = points
        self.arrowheads = arrowheads
        self.style = style
        self.name = name
    }

    /// A line in `stroke` (black unless told) through `points`.
    public init(
        points: [CGPoint], arrowheads: Arrowheads = .none, stroke: Color = .black, strokeWidth: CGFloat = 1,
        dash: [CGFloat] = [], opacity: Double = 1, name: String? = nil
    ) {
        self.init(
            points: points, arrowheads: arrowheads,
            style: ShapeStyle(stroke: stroke, strokeWidth: strokeWidth, dash: dash, opacity: opacity), name: name)
    }

    /// A straight line from `from` to `to` (unit coordinates; by default the frame's
    /// diagonal from top-left to bottom-right).
    public init(
        from: CGPoint = CGPoint(x: 0, y: 0), to: CGPoint = CGPoint(x: 1, y: 1), arrowheads: Arrowheads = .none,
        stroke: Color = .black, strokeWidth: CGFloat = 1, dash: [CGFloat] = [], opacity: Double = 1, name: String? = nil
    ) {
        self.init(
            points: [from, to], arrowheads: arrowheads, stroke: stroke, strokeWidth: strokeWidth,
            dash: dash, opacity: opacity, name: name)
    }

    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    /// The points in page coordinates, for the current frame.
    public var placedPoints: [CGPoint] { points.map { frame.point(atUnit: $0) } }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .polyline(points, arrowheads, style)) }
}
