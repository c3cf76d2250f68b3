import Foundation

/// A connected region of CSS boxes as one `Layout`: the boxes are one engine tree, laid
/// out by one engine call, so the engine sees the whole region (intrinsic sizes of nested
/// containers, stretch, percentages, baselines) and its caches and fast paths work across
/// it. Layouts that are not CSS boxes enter as measured leaves; a region inside one of
/// them is a region of its own.
///
/// Sized like a block-level box: a proposed width is taken whole unless the root's style
/// fixes it (a nil width takes the max-content width), and the height is the content's
/// unless the style fixes it. `layout(in:)` fills the rect in each axis the root's style
/// leaves `auto`; a root smaller than the rect (its style fixes its size) is centred in it,
/// as every Lucid layout that sizes itself is.
public struct CSSRegion<Content>: Layout {
    /// The root box, with its leaves and layers as last placed.
    public private(set) var root: CSSBox<Content>
    /// The engine tree, built once and shared by copies (the region never changes it).
    private let engine: CSSRegionEngine

    public init(root: CSSBox<Content>) {
        self.root = root
        self.engine = CSSRegionEngine(root.engineNode)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        engine.size(for: proposal)
    }

    /// The root's min-content width, found by the engine, and its height at that width.
    public func minContentSize(height: CGFloat?) -> CGSize {
        engine.size(in: FlexAvailableSize(width: .minContent, height: height.map { .definite($0) } ?? .maxContent))
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        engine.layout(filling: size).rootBaseline
    }

    public mutating func layout(in rect: CGRect) {
        let result = engine.layout(filling: rect.size)
        let origin = rect.aligning(result.rootFrame.size, .center).origin
        var frames = result.frames
        frames[0].origin = origin
        // Pre-order: every parent's absolute origin is known before its children's.
        for parent in result.children.indices {
            for child in result.children[parent] {
                frames[child].origin.x += frames[parent].minX
                frames[child].origin.y += frames[parent].minY
            }
        }
        var next = 0
        root.place(frames: frames, next: &next)
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        root.collectContents(into: &result)
    }

    /// A region inside another CSS container joins that container's region.
    public var cssBox: CSSBox<Content>? { root }
}

/// The engine side of a `CSSRegion`: the region's `FlexNode` tree and what it has
/// measured. A reference so copies of a region share it; it is invisible (every answer is
/// a pure function of the tree), and a lock guards it for copies measured on other threads.
final class CSSRegionEngine: @unchecked Sendable {
    private let node: FlexNode
    private let lock = NSLock()
    /// The tree prepared once for measuring (the root keeps its own style).
    private var measuringTree: FlexLayoutTree?
    private var sizes = RecentMemo<FlexAvailableSize, CGSize>(capacity: 8)

    init(_ node: FlexNode) {
        self.node = node
    }

    /// The root's border-box size when offered `proposal` (nil: max-content).
    func size(for proposal: ProposedSize) -> CGSize {
        size(in: FlexAvailableSize(proposal))
    }

    /// The root's border-box size in `available` space.
    func size(in available: FlexAvailableSize) -> CGSize {
        if let known = sizes.value(for: available) { return known }
        lock.lock()
        if measuringTree == nil { measuringTree = FlexLayoutTree(node) }
        let size = measuringTree!.layout(in: available).rootFrame.size
        lock.unlock()
        sizes.store(size, for: available)
        return size
    }

    /// The layout of the tree in `size`, the root taking that size in each axis its style
    /// leaves `auto` (frames relative to each parent, the root's at (0, 0)).
    func layout(filling size: CGSize) -> FlexLayoutResult {
        var filled = node
        if filled.style.width == .auto { filled.style.width = .points(size.width) }
        if filled.style.height == .auto { filled.style.height = .points(size.height) }
        return filled.layout(in: FlexAvailableSize(size))
    }
}
