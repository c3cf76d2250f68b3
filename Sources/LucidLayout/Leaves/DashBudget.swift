import Foundation

/// How many dashes a dashed outline or line draws, and how many a figure may draw.
///
/// A renderer draws each dash as a piece of path of its own, so a pattern of tiny
/// dashes along a long line costs time and memory by the dash, not by the line: a dashed
/// polyline of 1,000 points took 26 s and 3.3 GB. Descriptions are checked against
/// `maximumDashes` after layout, when lengths are known (`TreeBuilder`).
public enum DashBudget {
    /// The most dashes one figure draws (about 0.5 s and 200 MB through Cairo, measured).
    public static let maximumDashes: Double = 200_000

    /// The dashes `item` draws: its path's length over the pattern's length, times the
    /// dashes in one pattern; 0 when it is solid or draws no line.
    public static func dashes(of item: DisplayItem) -> Double {
        let style: ShapeStyle, length: Double
        let frame = item.frame
        switch item.drawing {
        case let .box(shape):
            style = shape
            length = 2 * Double(frame.width + frame.height)
        case let .ellipse(shape):
            style = shape
            // Ramanujan's approximation of the perimeter.
            let a = Double(frame.width) / 2, b = Double(frame.height) / 2
            length = Double.pi * (3 * (a + b) - ((3 * a + b) * (a + 3 * b)).squareRoot())
        case let .polyline(points, _, shape), let .polygon(points, shape):
            style = shape
            // A polygon's outline goes back to its first point.
            let closing = if case .polygon = item.drawing, let first = points.first { [first] } else { [CGPoint]() }
            let placed = (points + closing).map { CGPoint(x: frame.minX + $0.x * frame.width, y: frame.minY + $0.y * frame.height) }
            length = zip(placed, placed.dropFirst()).reduce(0) { total, segment in
                total + Double(hypot(segment.1.x - segment.0.x, segment.1.y - segment.0.y))
            }
        case .text, .image, .node:
            return 0
        }
        guard !style.dash.isEmpty, style.stroke != nil, style.strokeWidth > 0, length.isFinite else { return 0 }
        // An odd pattern is drawn twice over before it comes back to "on" ([3] is 3 on, 3
        // off): its period is twice its sum, with as many dashes as it has lengths.
        let sum = style.dash.reduce(0) { $0 + Double($1) }
        let odd = style.dash.count % 2 == 1
        let period = odd ? 2 * sum : sum
        let perPeriod = Double(odd ? style.dash.count : style.dash.count / 2)
        guard period > 0 else { return 0 }
        return (length / period * perPeriod).rounded(.up)
    }
}
