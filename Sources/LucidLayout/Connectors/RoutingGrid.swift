import Foundation

/// The sparse grid an orthogonal path is searched on (`OrthogonalRouter`): its vertical
/// lines `xs` and horizontal lines `ys`, and for each edge between neighbouring grid
/// points whether a shape blocks it and what running along it costs beyond its length
/// (for connectors routed before). Both are worked out once per search by sweeping each
/// shape and each earlier run over the lines it meets, so the search itself reads a
/// table per step instead of testing every shape.
struct RoutingGrid {
    let xs: [CGFloat]
    let ys: [CGFloat]
    /// Edges from (i, j) to (i + 1, j), at `j * (xs.count - 1) + i`.
    private(set) var horizontalBlocked: [Bool]
    private(set) var horizontalPenalty: [CGFloat]
    /// Edges from (i, j) to (i, j + 1), at `i * (ys.count - 1) + j`.
    private(set) var verticalBlocked: [Bool]
    private(set) var verticalPenalty: [CGFloat]

    /// The grid on `xs` and `ys` (sorted, distinct), edges crossing the inside of a
    /// `blocking` rect blocked, and each run of `routed` costing `alongCost` to run along
    /// (an edge on its line that overlaps it) and `crossCost` to cross (an edge across it).
    init(xs: [CGFloat], ys: [CGFloat], blocking: [CGRect], routed: [(CGPoint, CGPoint)], alongCost: CGFloat, crossCost: CGFloat) {
        self.xs = xs
        self.ys = ys
        let columns = max(0, xs.count - 1), rows = max(0, ys.count - 1)
        horizontalBlocked = [Bool](repeating: false, count: columns * ys.count)
        horizontalPenalty = [CGFloat](repeating: 0, count: horizontalBlocked.count)
        verticalBlocked = [Bool](repeating: false, count: xs.count * rows)
        verticalPenalty = [CGFloat](repeating: 0, count: verticalBlocked.count)
        for rect in blocking {
            for j in Self.inside(ys, rect.minY, rect.maxY) {
                for i in Self.edges(xs, rect.minX, rect.maxX) { horizontalBlocked[j * columns + i] = true }
            }
            for i in Self.inside(xs, rect.minX, rect.maxX) {
                for j in Self.edges(ys, rect.minY, rect.maxY) { verticalBlocked[i * rows + j] = true }
            }
        }
        for (a, b) in routed {
            if a.y == b.y {
                let (low, high) = (min(a.x, b.x), max(a.x, b.x))
                if let j = Self.index(of: a.y, in: ys) {
                    for i in Self.edges(xs, low, high) { horizontalPenalty[j * columns + i] += alongCost }
                }
                for i in Self.inside(xs, low, high) {
                    if let j = Self.edgeAcross(a.y, in: ys) { verticalPenalty[i * rows + j] += crossCost }
                }
            } else {
                let (low, high) = (min(a.y, b.y), max(a.y, b.y))
                if let i = Self.index(of: a.x, in: xs) {
                    for j in Self.edges(ys, low, high) { verticalPenalty[i * rows + j] += alongCost }
                }
                for j in Self.inside(ys, low, high) {
                    if let i = Self.edgeAcross(a.x, in: xs) { horizontalPenalty[j * columns + i] += crossCost }
                }
            }
        }
    }

    /// The first index whose line is beyond `value` (`after`) or at least it.
    private static func firstIndex(in lines: [CGFloat], after value: CGFloat, orAt: Bool) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < value || (!orAt && lines[middle] == value) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The lines strictly between `low` and `high`.
    static func inside(_ lines: [CGFloat], _ low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let first = firstIndex(in: lines, after: low, orAt: false)
        let end = firstIndex(in: lines, after: high, orAt: true)
        return first..<max(first, end)
    }

    /// The edges (between line k and line k + 1) that overlap `low`…`high` by more than a point.
    static func edges(_ lines: [CGFloat], _ low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard lines.count >= 2 else { return 0..<0 }
        let first = max(0, firstIndex(in: lines, after: low, orAt: false) - 1)
        let end = min(lines.count - 1, firstIndex(in: lines, after: high, orAt: true))
        return first..<max(first, end)
    }

    /// The index of the line at exactly `value`, if there is one.
    static func index(of value: CGFloat, in lines: [CGFloat]) -> Int? {
        let found = firstIndex(in: lines, after: value, orAt: true)
        return found < lines.count && lines[found] == value ? found : nil
    }

    /// The edge whose span holds `value` strictly inside, if any.
    static func edgeAcross(_ value: CGFloat, in lines: [CGFloat]) -> Int? {
        let next = firstIndex(in: lines, after: value, orAt: true)
        guard next > 0, next < lines.count, lines[next] > value, lines[next - 1] < value else { return nil }
        return next - 1
    }
}
