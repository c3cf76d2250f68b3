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
/// gap), on cells each at a cell centre, searched with A* (each bend costs as much as
/// `bendCost` points of length). Written here because no library on this machine routes
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

    /// A grid point reached, with the direction it was reached in (`node`), what reaching it
    /// cost, and that cost plus the least the rest can cost (its distance to the goal along
    /// the grid): the search's order (A*), earlier first on ties, so paths are the same in
    /// any run.
    private struct State: Comparable {
        var cost: CGFloat
        var estimate: CGFloat
        var order: Int
        var node: Int
        static func < (a: State, b: State) -> Bool { a.estimate != b.estimate ? a.estimate < b.estimate : a.order < b.order }
    }

    /// The corners of the cheapest grid path from `start` to `end`, or nil when there is
    /// none (or the grid would be too large).
    func search(from start: CGPoint, leaving: Direction, to end: CGPoint, arriving: Direction, ends: [CGRect]) -> [CGPoint]? {
        let region = searchRegion(start: start, end: end)
        let blocking = ends + Self.outermost(obstacles.filter { $0.intersects(region) }).map { $0.insetBy(dx: -grid.inflation, dy: -grid.inflation) }
        guard !blocking.contains(where: { $0.strictlyContains(start) || $0.strictlyContains(end) }) else { return nil }
        // Lines beside earlier runs too, so a path can run next to one instead of on it.
        let nearby = routed.filter { run in
            CGRect(x: min(run.0.x, run.1.x), y: min(run.0.y, run.1.y), width: abs(run.1.x - run.0.x), height: abs(run.1.y - run.0.y))
                .insetBy(dx: -0.5, dy: -0.5).intersects(region)
        }
        let besideX = nearby.filter { $0.0.x == $0.1.x }.flatMap { [$0.0.x - grid.stub(leaving: .left), $0.0.x + grid.stub(leaving: .left)] }
        let besideY = nearby.filter { $0.0.y == $0.1.y }.flatMap { [$0.0.y - grid.stub(leaving: .top), $0.0.y + grid.stub(leaving: .top)] }
        let area = region.intersection(bounds)
        guard !area.isNull else { return nil }
        let xs = lines(through: [start.x, end.x], spans: blocking.map { ($0.minX, $0.maxX) }, extra: besideX, low: area.minX, high: area.maxX, horizontal: false)
        let ys = lines(through: [start.y, end.y], spans: blocking.map { ($0.minY, $0.maxY) }, extra: besideY, low: area.minY, high: area.maxY, horizontal: true)
        guard xs.count * ys.count <= Self.maximumGridPoints,
              let startX = xs.firstIndex(of: start.x), let startY = ys.firstIndex(of: start.y),
              let endX = xs.firstIndex(of: end.x), let endY = ys.firstIndex(of: end.y) else { return nil }
        let table = RoutingGrid(xs: xs, ys: ys, blocking: blocking, routed: nearby, alongCost: 4 * bendCost, crossCost: bendCost / 2)
        let width = xs.count, height = ys.count
        func point(_ cell: Int) -> CGPoint { CGPoint(x: xs[cell % width], y: ys[cell / width]) }
        // States are grid points with the direction of the run that reached them.
        func state(_ cell: Int, _ direction: Direction) -> Int { cell * 4 + direction.index }
        let goal = endY * width + endX
        // The least a path from a grid point to the goal can cost: its length along the grid.
        func remaining(_ x: Int, _ y: Int) -> CGFloat { abs(xs[x] - end.x) + abs(ys[y] - end.y) }
        var best = [CGFloat](repeating: .infinity, count: width * height * 4)
        var previous = [Int32](repeating: -1, count: best.count)
        var queue = Heap<State>()
        var order = 0
        let first = state(startY * width + startX, leaving)
        best[first] = 0
        queue.insert(State(cost: 0, estimate: remaining(startX, startY), order: order, node: first))
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
                    previous[settled] = Int32(current.node)
                    order += 1
                    queue.insert(State(cost: current.cost + extra, estimate: current.cost + extra, order: order, node: settled))
                }
                continue
            }
            let (x, y) = (cell % width, cell / width)
            for next in Direction.all where next != direction.reversed {
                let (nx, ny) = (x + next.step.x, y + next.step.y)
                guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                // The edge's entry in the table: a horizontal edge by its left point, a
                // vertical one by its top point.
                let blocked: Bool, penalty: CGFloat
                if next.step.y == 0 {
                    let edge = y * (width - 1) + min(x, nx)
                    (blocked, penalty) = (table.horizontalBlocked[edge], table.horizontalPenalty[edge])
                } else {
                    let edge = x * (height - 1) + min(y, ny)
                    (blocked, penalty) = (table.verticalBlocked[edge], table.verticalPenalty[edge])
                }
                guard !blocked else { continue }
                let length = abs(xs[nx] - xs[x]) + abs(ys[ny] - ys[y])
                let cost = current.cost + length + (next == direction ? 0 : bendCost) + penalty
                let target = state(ny * width + nx, next)
                if cost < best[target] {
                    best[target] = cost
                    previous[target] = Int32(current.node)
                    order += 1
                    queue.insert(State(cost: cost, estimate: cost + remaining(nx, ny), order: order, node: target))
                }
            }
        }
        guard var node = reached else { return nil }
        var corners = [point(node / 4)]
        while previous[node] >= 0 {
            node = Int(previous[node])
            corners.append(point(node / 4))
        }
        return corners.reversed()
    }

    /// Where a path between the two stubs is searched: the box around both, grown by half
    /// its size and a few clearances (a path seldom goes further round).
    private func searchRegion(start: CGPoint, end: CGPoint) -> CGRect {
        let span = CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
        let reach = max(span.width, span.height) / 2 + 4 * clearance
        return span.insetBy(dx: -reach, dy: -reach)
    }

    /// `rects` without those inside another (a label inside its box adds nothing to go
    /// around), larger first.
    static func outermost(_ rects: [CGRect]) -> [CGRect] {
        let sorted = rects.enumerated().sorted { a, b in
            let (areaA, areaB) = (a.element.width * a.element.height, b.element.width * b.element.height)
            return areaA != areaB ? areaA > areaB : a.offset < b.offset
        }.map(\.element)
        var kept: [CGRect] = []
        for rect in sorted where !kept.contains(where: { $0.contains(rect) }) { kept.append(rect) }
        return kept
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
