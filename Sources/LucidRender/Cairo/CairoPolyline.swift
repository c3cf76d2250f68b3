import CCairo
import Foundation
import LucidLayout

/// A polyline ready for Cairo: the stroked path, and the arrowheads as filled
/// triangles in the stroke colour.
///
/// An arrowhead is `4 × strokeWidth + 4` points long (shorter when its segment is,
/// so it never overshoots the previous corner) and 0.8 times as wide at its base.
/// The stroked path stops halfway into the arrowhead, so the line's square end is
/// hidden under the triangle instead of poking through the tip. The geometry is
/// computed without Cairo, so it can be checked on its own.
struct CairoPolyline {
    /// The line's corners in page coordinates (points), first to last.
    var points: [CGPoint]
    var arrowheads: Arrowheads
    var style: ShapeStyle

    /// The arrowhead length for a line of `strokeWidth`, before capping by the segment.
    static func arrowLength(strokeWidth: CGFloat) -> CGFloat { 4 * strokeWidth + 4 }

    /// Base width over length of an arrowhead.
    static let arrowAspect: CGFloat = 0.8

    /// Whether anything can be drawn: a colour, a width, two points, all finite.
    private var isDrawable: Bool {
        style.stroke != nil && style.strokeWidth > 0 && style.strokeWidth.isFinite && points.count >= 2
            && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// The path to stroke: `points` with each end that carries an arrowhead pulled back
    /// halfway into it. Empty when nothing can be drawn.
    var strokedPath: [CGPoint] {
        guard isDrawable else { return [] }
        var path = points
        if arrowheads.atStart, let head = head(atStart: true) {
            path[0] = head.tip.moved(by: -head.length / 2, along: head.direction)
        }
        if arrowheads.atEnd, let head = head(atStart: false) {
            path[path.count - 1] = head.tip.moved(by: -head.length / 2, along: head.direction)
        }
        return path
    }

    /// The arrowhead triangles (tip, then the two base corners), start first.
    var arrowheadTriangles: [[CGPoint]] {
        guard isDrawable else { return [] }
        var triangles: [[CGPoint]] = []
        for atStart in [true, false] where atStart ? arrowheads.atStart : arrowheads.atEnd {
            guard let head = head(atStart: atStart) else { continue }
            let base = head.tip.moved(by: -head.length, along: head.direction)
            let normal = CGPoint(x: -head.direction.y, y: head.direction.x)
            let halfWidth = head.length * Self.arrowAspect / 2
            triangles.append([head.tip, base.moved(by: halfWidth, along: normal), base.moved(by: -halfWidth, along: normal)])
        }
        return triangles
    }

    /// Strokes the path and fills the arrowheads on `cr`.
    func draw(on cr: OpaquePointer) {
        guard let color = style.stroke else { return }
        let path = strokedPath
        guard let first = path.first else { return }
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, first.x, first.y)
        for point in path.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        CairoStroke(style: style).stroke(color, on: cr)
        for triangle in arrowheadTriangles {
            cairo_move_to(cr, triangle[0].x, triangle[0].y)
            cairo_line_to(cr, triangle[1].x, triangle[1].y)
            cairo_line_to(cr, triangle[2].x, triangle[2].y)
            cairo_close_path(cr)
        }
        cairo_fill(cr)
    }

    /// An arrowhead at one end: its tip, the unit direction it points in (away from the
    /// line), and its length. Nil when every point coincides with the tip.
    private func head(atStart: Bool) -> (tip: CGPoint, direction: CGPoint, length: CGFloat)? {
        let ordered = atStart ? points : points.reversed()
        let tip = ordered[0]
        guard let from = ordered.dropFirst().first(where: { $0 != tip }) else { return nil }
        let dx = tip.x - from.x, dy = tip.y - from.y
        let segment = (dx * dx + dy * dy).squareRoot()
        guard segment > 0, segment.isFinite else { return nil }
        // Two arrowheads on one straight segment share it.
        let distinct = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.count
        let available = arrowheads == .both && distinct == 2 ? segment / 2 : segment
        let length = min(Self.arrowLength(strokeWidth: style.strokeWidth), available)
        return (tip, CGPoint(x: dx / segment, y: dy / segment), length)
    }
}

extension CGPoint {
    /// The point `distance` along the unit vector `direction` from `self`.
    fileprivate func moved(by distance: CGFloat, along direction: CGPoint) -> CGPoint {
        CGPoint(x: x + direction.x * distance, y: y + direction.y * distance)
    }
}
