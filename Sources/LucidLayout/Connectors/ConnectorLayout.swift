import Foundation

/// Places connectors on a laid-out figure: finds the nodes their ends name among the
/// figure's recorded nodes, picks the sides and the points on them, routes each path
/// around the shapes in between and sets its label, and appends the lines (and labels)
/// to the display list, over everything else.
///
/// The figure must have been built recording its nodes (`RecordedNode`): those carry the
/// names and final frames the ends are found by.
public struct ConnectorLayout {
    public var connectors: [Connector]
    /// Measures labels the way the render target draws them.
    public var measurer: any TextMeasurer

    /// The kind of recorded node that notes the rect of a named node's background or
    /// overlay (the box drawn around it, padding included): where its connectors meet it.
    /// Such nodes come just before the node's modifiers, carry its name and are left out
    /// of the figure placed.
    public static let anchorKind = "connector-anchor"

    public init(connectors: [Connector], measurer: any TextMeasurer) {
        self.connectors = connectors
        self.measurer = measurer
    }

    /// An end naming no node, or several.
    public struct Problem: Error, Equatable {
        /// Which connector, counted from 0 in the order given.
        public var connector: Int
        /// Whether the problem is the connector's `from` end (else its `to`).
        public var isFrom: Bool
        /// How many nodes the end's address means (0: none).
        public var matches: Int
        /// Addresses that mean exactly one node, for did-you-mean.
        public var candidates: [String]
    }

    /// `figure` with the connectors drawn; with `keepingRecordedNodes`, each is also
    /// recorded (a `connector` node, its label a `label` inside it) after the root's nodes.
    public func place(on figure: Figure, keepingRecordedNodes: Bool) throws(Problem) -> Figure {
        let recorded = figure.recordedNodes
        let nodes = recorded.filter { $0.kind != Self.anchorKind }
        let tree = nodes.map { (name: $0.name, depth: $0.depth) }
        let index = NodeAddress.Index(tree)
        let outerFrames = Self.outerFrames(of: recorded)
        // Each end's node.
        var ends: [(from: Int, to: Int)] = []
        for (number, connector) in connectors.enumerated() {
            let from = index.matches(connector.from.node)
            let to = index.matches(connector.to.node)
            for (isFrom, found) in [(true, from), (false, to)] where found.count != 1 {
                throw Problem(connector: number, isFrom: isFrom, matches: found.count, candidates: NodeAddress.unambiguousAddresses(in: tree))
            }
            ends.append((from[0], to[0]))
        }
        let grid = ConnectorGrid(measuredBy: measurer)
        let frames = ends.map { (grid.snapped(outerFrames[$0.from]), grid.snapped(outerFrames[$0.to])) }
        let sides = zip(connectors, zip(ends, frames)).map { connector, end in
            // A node joined to itself loops from its right side round to its top.
            let facing = end.0.from == end.0.to ? (ConnectorSide.right, ConnectorSide.top) : ConnectorSide.facing(from: end.1.0, to: end.1.1)
            return (connector.from.side ?? facing.0, connector.to.side ?? facing.1)
        }
        let points = attachmentPoints(ends: ends, frames: frames, sides: sides, grid: grid)
        var items = keepingRecordedNodes
            ? figure.items.filter { if case .node(Self.anchorKind, _) = $0.drawing { false } else { true } }
            : figure.withoutRecordedNodes.items
        let page = CGRect(origin: .zero, size: figure.size)
        // What is drawn, on the grid, once: each connector leaves out its own ends' shapes.
        let drawn = Self.drawnFrames(in: figure.items, grid: grid)
        var routed: [(CGPoint, CGPoint)] = []
        for (index, connector) in connectors.enumerated() {
            let (start, end) = points[index]
            let path: [CGPoint]
            switch connector.routing {
            case .straight:
                path = [start, end]
            case .orthogonal:
                let obstacles = Self.obstacles(among: drawn, avoiding: [frames[index].0, frames[index].1])
                var router = OrthogonalRouter(obstacles: obstacles, bounds: page, grid: grid)
                router.routed = routed
                path = router.route(
                    from: start, side: sides[index].0, of: frames[index].0, to: end, side: sides[index].1, of: frames[index].1)
                routed += zip(path, path.dropFirst()).map { ($0, $1) }
            }
            items += drawing(of: connector, along: path, grid: grid, page: page, recorded: keepingRecordedNodes)
        }
        var placed = figure
        placed.items = items
        return placed
    }

    // MARK: - Where the ends meet their nodes

    /// For each recorded node but the anchors, in order, the rect a connector meets: its
    /// anchor's (the nearest earlier anchor of its name, less deep), else its own.
    static func outerFrames(of recorded: [RecordedNode]) -> [CGRect] {
        var frames: [CGRect] = []
        var anchors: [(name: String?, depth: Int, frame: CGRect)] = []
        for node in recorded {
            if node.kind == anchorKind {
                anchors.append((node.name, node.depth, node.frame))
                continue
            }
            // Anchors deeper than this node belong to nodes already passed. (An anchor is as
            // deep as its node's outermost modifier, which comes next.)
            while let last = anchors.last, last.depth > node.depth { anchors.removeLast() }
            if let name = node.name, let anchor = anchors.last(where: { $0.name == name && $0.depth <= node.depth }) {
                frames.append(anchor.frame)
                anchors.removeAll { $0.name == name && $0.depth == anchor.depth }
            } else {
                frames.append(node.frame)
            }
        }
        return frames
    }

    /// Each connector's start and end point. An end on a side no other end shares sits at
    /// the side's middle, or, where the two frames face each other across an overlap,
    /// in line with the other end (so the path is one straight run); ends sharing a side
    /// are spread evenly along it, in the order of the nodes at their other ends.
    func attachmentPoints(
        ends: [(from: Int, to: Int)], frames: [(CGRect, CGRect)], sides: [(ConnectorSide, ConnectorSide)], grid: ConnectorGrid
    ) -> [(CGPoint, CGPoint)] {
        struct Key: Hashable { var node: Int; var side: ConnectorSide }
        // The ends on each side of each node, as (connector, is its start).
        var sharing: [Key: [(connector: Int, isFrom: Bool)]] = [:]
        for (index, end) in ends.enumerated() {
            sharing[Key(node: end.from, side: sides[index].0), default: []].append((index, true))
            sharing[Key(node: end.to, side: sides[index].1), default: []].append((index, false))
        }
        // Positions along their sides of ends that share one.
        var spread: [Int: [Bool: CGFloat]] = [:]
        for (key, group) in sharing where group.count > 1 {
            let horizontal = key.side.isHorizontal
            let ordered = group.sorted { a, b in
                let otherA = a.isFrom ? frames[a.connector].1 : frames[a.connector].0
                let otherB = b.isFrom ? frames[b.connector].1 : frames[b.connector].0
                let positionA = horizontal ? otherA.midX : otherA.midY, positionB = horizontal ? otherB.midX : otherB.midY
                return positionA != positionB ? positionA < positionB : a.connector < b.connector
            }
            let own = ordered[0].isFrom ? frames[ordered[0].connector].0 : frames[ordered[0].connector].1
            let (low, length) = horizontal ? (own.minX, own.width) : (own.minY, own.height)
            for (rank, end) in ordered.enumerated() {
                spread[end.connector, default: [:]][end.isFrom] = low + length * CGFloat(rank + 1) / CGFloat(ordered.count + 1)
            }
        }
        return frames.indices.map { index in
            let (fromFrame, toFrame) = frames[index]
            let (fromSide, toSide) = sides[index]
            let spreadFrom = spread[index]?[true], spreadTo = spread[index]?[false]
            let facing = fromSide == toSide.opposite && Self.faces(fromFrame, side: fromSide, toFrame)
            func position(own: CGRect, side: ConnectorSide, spreadOwn: CGFloat?, spreadOther: CGFloat?, other: CGRect) -> CGFloat {
                if let spreadOwn { return spreadOwn }
                let (low, high) = side.isHorizontal ? (own.minX, own.maxX) : (own.minY, own.maxY)
                let middle = (low + high) / 2
                guard facing else { return middle }
                if let spreadOther { return (low...high).contains(spreadOther) ? spreadOther : middle }
                let (otherLow, otherHigh) = side.isHorizontal ? (other.minX, other.maxX) : (other.minY, other.maxY)
                let overlap = (max(low, otherLow), min(high, otherHigh))
                return overlap.0 < overlap.1 ? (overlap.0 + overlap.1) / 2 : middle
            }
            let start = grid.attachment(
                on: fromSide, of: fromFrame, at: position(own: fromFrame, side: fromSide, spreadOwn: spreadFrom, spreadOther: spreadTo, other: toFrame))
            let end = grid.attachment(
                on: toSide, of: toFrame, at: position(own: toFrame, side: toSide, spreadOwn: spreadTo, spreadOther: spreadFrom, other: fromFrame))
            return (start, end)
        }
    }

    /// Whether `other` lies beyond `side` of `frame` (a path leaving that side reaches it
    /// going straight on).
    static func faces(_ frame: CGRect, side: ConnectorSide, _ other: CGRect) -> Bool {
        switch side {
        case .top: other.maxY <= frame.minY
        case .bottom: other.minY >= frame.maxY
        case .left: other.maxX <= frame.minX
        case .right: other.minX >= frame.maxX
        }
    }

    /// The frames of what is drawn (shapes with a fill or an outline, text, pictures; not
    /// lines), as the grid draws them.
    static func drawnFrames(in items: [DisplayItem], grid: ConnectorGrid) -> [CGRect] {
        items.compactMap { item in
            guard isObstacle(item.drawing) else { return nil }
            let frame = grid.snapped(item.frame)
            return frame.width > 0 && frame.height > 0 ? frame : nil
        }
    }

    /// The frames a path between `ends` goes around: the `drawn` ones, less those inside an
    /// end (its label, its own box) or around one (a group it sits in); the router keeps
    /// clear of the ends themselves.
    static func obstacles(among drawn: [CGRect], avoiding ends: [CGRect]) -> [CGRect] {
        drawn.filter { frame in
            !ends.contains { end in
                end.insetBy(dx: -0.5, dy: -0.5).contains(frame) || frame.insetBy(dx: -0.5, dy: -0.5).contains(end)
            }
        }
    }

    /// Whether a path goes around what `drawing` draws.
    static func isObstacle(_ drawing: Drawing) -> Bool {
        switch drawing {
        case let .box(style), let .ellipse(style), let .polygon(_, style): style.fill != nil || style.stroke != nil
        case .text, .image: true
        case .polyline, .node: false
        }
    }

    // MARK: - Drawing

    /// The display items of `connector` along `path`: the line, then its label.
    func drawing(of connector: Connector, along path: [CGPoint], grid: ConnectorGrid, page: CGRect, recorded: Bool) -> [DisplayItem] {
        let (frame, units) = grid.drawing(of: path)
        var items: [DisplayItem] = []
        // (An unnamed connector is listed by its ends, so a golden check names what moved.)
        let listedName = connector.name ?? "\(connector.from.node) → \(connector.to.node)"
        if recorded { items.append(DisplayItem(frame: frame, name: listedName, drawing: .node(kind: "connector", depth: 0))) }
        items.append(DisplayItem(frame: frame, name: connector.name, drawing: .polyline(units, connector.arrowheads, connector.style)))
        if let label = connector.label, !label.isEmpty {
            var style = connector.labelStyle
            let size = measurer.measure(label, style: style, maxWidth: nil).size
            let (labelFrame, alignment) = Self.labelFrame(size: size, along: path, grid: grid, page: page)
            style.alignment = alignment
            if recorded { items.append(DisplayItem(frame: labelFrame, drawing: .node(kind: "label", depth: 1))) }
            items.append(DisplayItem(frame: labelFrame, drawing: .text(label, style)))
        }
        return items
    }

    /// Where a label of `size` goes: beside the middle of the path (half its length from
    /// either end): above a horizontal run, centred; right of a vertical one; and how its
    /// lines align.
    static func labelFrame(size: CGSize, along path: [CGPoint], grid: ConnectorGrid, page: CGRect) -> (CGRect, TextAlignment) {
        let runs = Array(zip(path, path.dropFirst()))
        let lengths = runs.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        var rest = lengths.reduce(0, +) / 2
        var run = runs.count - 1
        for (index, length) in lengths.enumerated() {
            if rest <= length { run = index; break }
            rest -= length
        }
        let (a, b) = runs[run]
        let fraction = lengths[run] > 0 ? min(1, rest / lengths[run]) : 0.5
        var middle = CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        middle = CGPoint(x: grid.line(middle.x, horizontal: false), y: grid.line(middle.y, horizontal: true))
        let frame: CGRect, alignment: TextAlignment
        if abs(b.x - a.x) >= abs(b.y - a.y) {
            // Above the run, or below it at the top of the page.
            let offset = grid.halfLine(horizontal: true) + grid.labelGap
            let above = middle.y - offset - size.height
            let y = above >= page.minY ? above : middle.y + offset
            frame = CGRect(origin: CGPoint(x: middle.x - size.width / 2, y: y), size: size)
            alignment = .center
        } else {
            // Right of the run, or left of it at the right of the page.
            let offset = grid.halfLine(horizontal: false) + grid.labelGap
            let right = middle.x + offset
            let x = right + size.width <= page.maxX ? right : middle.x - offset - size.width
            frame = CGRect(origin: CGPoint(x: x, y: middle.y - size.height / 2), size: size)
            alignment = .leading
        }
        // On cells a label fills whole cells, as every label there does; and it stays on the page.
        let snapped = grid.snapped(frame).origin
        let origin = CGPoint(x: min(max(snapped.x, page.minX), max(page.minX, page.maxX - size.width)),
                             y: min(max(snapped.y, page.minY), max(page.minY, page.maxY - size.height)))
        return (CGRect(origin: origin, size: size), alignment)
    }
}
