import Foundation
import HeapModule

/// Finds a path of horizontal and vertical runs between two points on the sides of
/// two frames that keeps clear of the shapes in between, with as few bends as it can and
/// then as short as it can: the orthogonal routing of connectors.
///
/// The path leaves its start straight out of the start's side and enters its end straight
/// in, running a `clearance` from each frame first. In between it runs along a sparse
/// grid of lines: those through the two ends, those a `clearance` outside each shape's
/// edges and those halfway between neighbouring edges (so it can pass through a narrow
/// gap), on cells each at a cell centre, searched with Dijkstra's algorithm (each bend costs as much as `bendCost`
/// points of length). Written here because no library on this machine routes
/// orthogonal connectors; the heap is swift-collections'.
public struct OrthogonalRouter: Sendable {
    /// The shapes to go around, in page points.
    public var obstacles: [CGRect]
    /// Where paths may run (the page).
    public var bounds: CGRect
    /// Points or cells: how far from shapes paths run, and where their lines may be.
    public var grid: ConnectorGrid
    /// How many points of length one bend is worth.
    public var bendCost: CGFloat
    /// The most grid points searched; beyond it the shapes are not avoided (a figure of
    /// thousands of shapes would take seconds per connector).
    public static let maximumGridPoints = 160_000
    /// The runs of connectors routed before: a path pays to run along one (which would
    /// make two connectors read as one) and, a little, to cross one.
    public var routed: [(CGPoint, CGPoint)] = []

    public init(obstacles: [CGRect], bounds: CGRect, grid: ConnectorGrid = .points) {
        self.obstacles = obstacles
        self.bounds = bounds
        self.grid = grid
        self.bendCost = 3 * grid.clearance
    }

    private var clearance: CGFloat { grid.clearance }

    /// What running from `from` to `to` costs beyond its length for the runs routed
    /// before: four bends' worth for running along one, half a bend's for crossing one.
    private func sharing(from: CGPoint, to: CGPoint) -> CGFloat {
        var cost: CGFloat = 0
        let horizontal = from.y == to.y
        for (a, b) in routed {
            let runHorizontal = a.y == b.y
            if horizontal == runHorizontal {
                let alongSame = horizontal ? a.y == from.y : a.x == from.x
                let (low, high) = horizontal ? (max(min(a.x, b.x), min(from.x, to.x)), min(max(a.x, b.x), max(from.x, to.x)))
                    : (max(min(a.y, b.y), min(from.y, to.y)), min(max(a.y, b.y), max(from.y, to.y)))
                if alongSame && low < high { cost += 4 * bendCost }
            } else {
                let (point, runLow, runHigh, low, high) = horizontal
                    ? (CGPoint(x: a.x, y: from.y), min(a.y, b.y), max(a.y, b.y), min(from.x, to.x), max(from.x, to.x))
                    : (CGPoint(x: from.x, y: a.y), min(a.x, b.x), max(a.x, b.x), min(from.y, to.y), max(from.y, to.y))
                let across = horizontal ? point.x : point.y, on = horizontal ? point.y : point.x
                if across > low && across < high && on > runLow && on < runHigh { cost += bendCost / 2 }
            }
        }
        return cost
    }

    /// The path's corners from `start` (on `startSide` of its frame) to `end` (on
    /// `endSide`), both ends included, with no two consecutive runs in one line.
    public func route(
        from start: CGPoint, side startSide: ConnectorSide, of startFrame: CGRect,
        to end: CGPoint, side endSide: ConnectorSide, of endFrame: CGRect
    ) -> [CGPoint] {
        let startStub = startSide.moving(start, by: grid.stub(leaving: startSide))
        let endStub = endSide.moving(end, by: grid.stub(leaving: endSide))
        // Ends facing each other in line are joined straight when nothing is between.
        let inLine = startSide.isHorizontal ? start.x == end.x : start.y == end.y
        if inLine, startSide == endSide.opposite, (end.x - start.x) * startSide.outward.x + (end.y - start.y) * startSide.outward.y >= 0,
           !obstacles.contains(where: { $0.insetBy(dx: -grid.inflation, dy: -grid.inflation).isCrossed(from: start, to: end) }) {
            return [start, end]
        }
        // Facing ends too close for two stubs meet halfway, whatever is about.
        let gap = (end.x - start.x) * startSide.outward.x + (end.y - start.y) * startSide.outward.y
        let stubs = grid.stub(leaving: startSide) + grid.stub(leaving: endSide)
        if startSide == endSide.opposite, gap >= 0, gap < stubs {
            let middle = startSide.isHorizontal
                ? grid.line((start.y + end.y) / 2, horizontal: true) : grid.line((start.x + end.x) / 2, horizontal: false)
            return Self.simplified(startSide.isHorizontal
                ? [start, CGPoint(x: start.x, y: middle), CGPoint(x: end.x, y: middle), end]
                : [start, CGPoint(x: middle, y: start.y), CGPoint(x: middle, y: end.y), end])
        }
        // The two nodes are kept clear up to the stubs, so the path cannot come back
        // along its own stub or run round an end against its outline.
        let ends = [startFrame, endFrame].map { $0.insetBy(dx: -grid.keepOut(horizontal: false), dy: -grid.keepOut(horizontal: true)) }
        let middle = search(from: startStub, leaving: Direction(startSide), to: endStub, arriving: Direction(endSide.opposite), ends: ends)
            ?? Self.elbow(from: startStub, leaving: startSide, to: endStub, arriving: endSide)
        return Self.simplified([start] + middle + [end])
    }

    // MARK: - The grid search

    /// The four ways a run goes.
    struct Direction: Hashable {
        var index: Int
        /// Right, left, down, up: the grid steps (x, y) of each.
        static let steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        static let all = steps.indices.map(Direction.init(index:))
        init(index: Int) { self.index = index }
        /// The way out through `side`.
        init(_ side: ConnectorSide) {
            index = switch side { case .right: 0; case .left: 1; case .bottom: 2; case .top: 3 }
        }
        var reversed: Direction { Direction(index: index ^ 1) }
        var step: (x: Int, y: Int) { Self.steps[index] }
    }

    private struct State: Comparable {
        var cost: CGFloat
        var order: Int
        var node: Int
        static func < (a: State, b: State) -> Bool { a.cost != b.cost ? a.cost < b.cost : a.order < b.order }
    }

    /// The corners of the cheapest grid path from `start` to `end`, or nil when there is
    /// none (or the grid would be too large).
    func search(from start: CGPoint, leaving: Direction, to end: CGPoint, arriving: Direction, ends: [CGRect]) -> [CGPoint]? {
        let blocking = ends + relevantObstacles(start: start, end: end).map { $0.insetBy(dx: -grid.inflation, dy: -grid.inflation) }
        guard !blocking.contains(where: { $0.strictlyContains(start) || $0.strictlyContains(end) }) else { return nil }
        // Lines beside earlier runs too, so a path can run next to one instead of on it.
        let besideX = routed.filter { $0.0.x == $0.1.x }.flatMap { [$0.0.x - grid.stub(leaving: .left), $0.0.x + grid.stub(leaving: .left)] }
        let besideY = routed.filter { $0.0.y == $0.1.y }.flatMap { [$0.0.y - grid.stub(leaving: .top), $0.0.y + grid.stub(leaving: .top)] }
        let xs = lines(through: [start.x, end.x], spans: blocking.map { ($0.minX, $0.maxX) }, extra: besideX, low: bounds.minX, high: bounds.maxX, horizontal: false)
        let ys = lines(through: [start.y, end.y], spans: blocking.map { ($0.minY, $0.maxY) }, extra: besideY, low: bounds.minY, high: bounds.maxY, horizontal: true)
        guard xs.count * ys.count <= Self.maximumGridPoints,
              let startX = xs.firstIndex(of: start.x), let startY = ys.firstIndex(of: start.y),
              let endX = xs.firstIndex(of: end.x), let endY = ys.firstIndex(of: end.y) else { return nil }
        let width = xs.count
        func point(_ cell: Int) -> CGPoint { CGPoint(x: xs[cell % width], y: ys[cell / width]) }
        // States are grid points with the direction of the run that reached them.
        func state(_ cell: Int, _ direction: Direction) -> Int { cell * 4 + direction.index }
        let goal = endY * width + endX
        var best = [CGFloat](repeating: .infinity, count: xs.count * ys.count * 4)
        var previous = [Int](repeating: -1, count: best.count)
        var queue = Heap<State>()
        var order = 0
        let first = state(startY * width + startX, leaving)
        best[first] = 0
        queue.insert(State(cost: 0, order: order, node: first))
        var reached: Int?
        while let current = queue.popMin() {
            guard current.cost <= best[current.node] else { continue }
            let cell = current.node / 4, direction = Direction(index: current.node % 4)
            if cell == goal {
                // Arriving any other way than straight in costs the bend still to make.
                guard direction != arriving.reversed else { continue }
                let extra = direction == arriving ? 0 : bendCost
                if extra == 0 { reached = current.node; break }
                let settled = state(cell, arriving)
                if current.cost + extra < best[settled] {
                    best[settled] = current.cost + extra
                    previous[settled] = current.node
                    order += 1
                    queue.insert(State(cost: current.cost + extra, order: order, node: settled))
                }
                continue
            }
            let (x, y) = (cell % width, cell / width)
            for next in Direction.all where next != direction.reversed {
                let (nx, ny) = (x + next.step.x, y + next.step.y)
                guard nx >= 0, nx < width, ny >= 0, ny < ys.count else { continue }
                let to = CGPoint(x: xs[nx], y: ys[ny]), from = point(cell)
                guard !blocking.contains(where: { $0.isCrossed(from: from, to: to) }) else { continue }
                let cost = current.cost + abs(to.x - from.x) + abs(to.y - from.y) + (next == direction ? 0 : bendCost)
                    + (routed.isEmpty ? 0 : sharing(from: from, to: to))
                let target = state(ny * width + nx, next)
                if cost < best[target] {
                    best[target] = cost
                    previous[target] = current.node
                    order += 1
                    queue.insert(State(cost: cost, order: order, node: target))
                }
            }
        }
        guard var node = reached else { return nil }
        var corners = [point(node / 4)]
        while previous[node] >= 0 {
            node = previous[node]
            corners.append(point(node / 4))
        }
        return corners.reversed()
    }

    /// The shapes near the two ends: those meeting the box around both, grown by half its
    /// size and a few clearances (a path seldom goes further round).
    private func relevantObstacles(start: CGPoint, end: CGPoint) -> [CGRect] {
        let span = CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
        let reach = max(span.width, span.height) / 2 + 4 * clearance
        let region = span.insetBy(dx: -reach, dy: -reach)
        return obstacles.filter { $0.intersects(region) }
    }

    /// The sorted, distinct grid lines on one axis: `through` the ends, a clearance from
    /// each shape (just outside its blocked span) and halfway between neighbouring span
    /// edges, within `low`…`high` (the ends always kept); on cells, each at a cell centre.
    private func lines(
        through ends: [CGFloat], spans: [(low: CGFloat, high: CGFloat)], extra: [CGFloat], low: CGFloat, high: CGFloat, horizontal: Bool
    ) -> [CGFloat] {
        let sortedEdges = Set(spans.flatMap { [$0.low, $0.high] }).sorted()
        let offset = clearance - grid.inflation
        var values = spans.flatMap { [$0.low - offset, $0.high + offset] } + extra
        values += zip(sortedEdges, sortedEdges.dropFirst()).map { ($0 + $1) / 2 }
        values.append((ends[0] + ends[1]) / 2)
        let kept = values.filter { (low...high).contains($0) }.map { grid.line($0, horizontal: horizontal) }
        return Set(kept + ends).sorted()
    }

    // MARK: - Without the search

    /// The path with at most two bends between the stubs, ignoring shapes: what is
    /// drawn when no clear path exists.
    static func elbow(from start: CGPoint, leaving: ConnectorSide, to end: CGPoint, arriving: ConnectorSide) -> [CGPoint] {
        switch (leaving.isHorizontal, arriving.isHorizontal) {
        case (true, true):
            let middle = (start.y + end.y) / 2
            return [start, CGPoint(x: start.x, y: middle), CGPoint(x: end.x, y: middle), end]
        case (false, false):
            let middle = (start.x + end.x) / 2
            return [start, CGPoint(x: middle, y: start.y), CGPoint(x: middle, y: end.y), end]
        case (true, false):
            return [start, CGPoint(x: start.x, y: end.y), end]
        case (false, true):
            return [start, CGPoint(x: end.x, y: start.y), end]
        }
    }

    /// `points` without repeats and without corners that lie on a straight run.
    static func simplified(_ points: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        for point in points {
            if let last = result.last, last == point { continue }
            if result.count >= 2 {
                let a = result[result.count - 2], b = result[result.count - 1]
                if (a.x == b.x && b.x == point.x) || (a.y == b.y && b.y == point.y) {
                    result[result.count - 1] = point
                    continue
                }
            }
            result.append(point)
        }
        return result
    }
}

extension CGRect {
    /// Whether `point` is inside the rect, not on its edge.
    func strictlyContains(_ point: CGPoint) -> Bool {
        point.x > minX && point.x < maxX && point.y > minY && point.y < maxY
    }

    /// Whether the horizontal or vertical run `from`–`to` passes through the rect's
    /// inside (running along an edge does not).
    func isCrossed(from: CGPoint, to: CGPoint) -> Bool {
        if from.y == to.y {
            return from.y > minY && from.y < maxY && max(min(from.x, to.x), minX) < min(max(from.x, to.x), maxX)
        }
        return from.x > minX && from.x < maxX && max(min(from.y, to.y), minY) < min(max(from.y, to.y), maxY)
    }
}
