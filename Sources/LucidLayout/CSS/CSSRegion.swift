import Foundation
import LucidCSS

/// A connected region of CSS boxes as one `Layout`: the boxes are one engine tree, laid
/// out by one engine call, so the engine sees the whole region (intrinsic sizes of nested
/// containers, stretch, percentages, baselines) and its caches and fast paths work across
/// it. Layouts that are not CSS boxes enter as measured leaves; a region inside one of
/// them is a region of its own.
///
/// Sized like a block-level box: a proposed width is taken whole unless the root's style
/// fixes it (a nil width takes the max-content width), and the height is the content's
/// unless the style fixes it. `layout(in:)` fills the rect in each axis the root's style
/// leaves `auto`; a root smaller than the rect (its style fixes its size) is placed in it
/// by `alignment`: at the top leading corner as CSS places a box, or centred as a SwiftUI
/// frame is (a description's `frame` on the root asks for that).
public struct CSSRegion<Content>: Layout {
    /// The root box and its subtree, as given.
    public let root: CSSBox<Content>
    /// The leaves' contents and the layers, in drawing order, as last placed.
    private var pieces: [CSSRegionPiece<Content>] = []
    /// The engine tree, built once and shared by copies (the region never changes it).
    private let engine: CSSRegionEngine
    /// Where a root smaller than the rect it is laid out in sits.
    public var alignment: Alignment

    public init(root: CSSBox<Content>, alignment: Alignment = .topLeading) {
        self.root = root
        self.alignment = alignment
        self.engine = CSSRegionEngine(root.engineNode)
        var next = 0
        root.collectPieces(into: &pieces, next: &next)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        engine.size(for: proposal)
    }

    /// The root's min-content width, found by the engine, and its height at that width.
    public func minContentSize(height: CGFloat?) -> CGSize {
        engine.size(in: CSSAvailableSize(width: .minContent, height: height.map { .definite($0) } ?? .maxContent))
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        engine.layout(filling: size).rootBaseline
    }

    public mutating func layout(in rect: CGRect) {
        let result = engine.layout(filling: rect.size)
        let origin = rect.aligning(result.rootFrame.size, alignment).origin
        var frames = result.frames
        frames[0].origin = origin
        // Pre-order: every parent's absolute origin is known before its children's.
        for parent in result.children.indices {
            for child in result.children[parent] {
                frames[child].origin.x += frames[parent].minX
                frames[child].origin.y += frames[parent].minY
            }
        }
        for index in pieces.indices { pieces[index].place(on: frames[pieces[index].box]) }
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        for piece in pieces { piece.layout.collectContents(into: &result) }
    }

    /// A region inside another CSS container joins that container's region.
    public var cssBox: CSSBox<Content>? { root }
}

/// The engine side of a `CSSRegion`: the region's `CSSNode` tree, prepared once, and what
/// it has measured. A reference so copies of a region share it; it is invisible (every
/// answer is a pure function of the tree), and a lock guards it for copies measured on
/// other threads.
final class CSSRegionEngine: @unchecked Sendable {
    private let node: CSSNode
    private let lock = NSLock()
    /// The tree prepared once (the root keeps its own style).
    private var tree: CSSLayoutTree?
    private var sizes = RecentMemo<CSSAvailableSize, CGSize>(capacity: 8)
    /// The last run's space and frames: a parent that asked for the region's size usually
    /// lays it out at that size next, and that layout is this run's.
    private var lastRun: Run?

    /// One run of the engine: the space it was given and the frames it found.
    private struct Run {
        var available: CSSAvailableSize
        var result: CSSLayoutResult
    }

    /// Prepares `node` (flattened once, when the region is built).
    init(_ node: CSSNode) {
        self.node = node
        self.tree = CSSLayoutTree(node)
    }

    /// The root's border-box size when offered `proposal` (nil: max-content).
    func size(for proposal: ProposedSize) -> CGSize {
        size(in: CSSAvailableSize(proposal))
    }

    /// The root's border-box size in `available` space.
    func size(in available: CSSAvailableSize) -> CGSize {
        if let known = sizes.value(for: available) { return known }
        return run(available).rootFrame.size
    }

    /// The tree laid out in `available` by the root's own styles.
    private func run(_ available: CSSAvailableSize) -> CSSLayoutResult {
        lock.lock()
        defer { lock.unlock() }
        let result = tree!.layout(in: available)
        sizes.store(result.rootFrame.size, for: available)
        lastRun = Run(available: available, result: result)
        return result
    }

    /// Whether `run`, which found the root's size to be `size`, is also the layout in
    /// `size`: in each axis it had that space, or max-content space where the root's size
    /// is auto (such a root takes, in its max-content size as space, that same size).
    private func reuses(_ run: Run, for size: CGSize) -> Bool {
        func same(_ space: CSSAvailableSpace, _ length: CGFloat, _ style: CSSLength) -> Bool {
            switch space {
            case let .definite(value): value == length
            case .maxContent: style == .auto
            case .minContent: false
            }
        }
        return run.result.rootFrame.size == size
            && same(run.available.width, size.width, node.style.width)
            && same(run.available.height, size.height, node.style.height)
    }

    /// The layout of the tree in `size`, the root taking that size in each axis its style
    /// leaves `auto` (frames relative to each parent, the root's relative to the space).
    ///
    /// A root that takes `size` by its own styles in that space keeps them, so an auto
    /// height stays indefinite for its children's percentages, as in CSS. Its layout is
    /// then usually the last run's: the one that answered the parent's question.
    func layout(filling size: CGSize) -> CSSLayoutResult {
        let space = CSSAvailableSize(size)
        lock.lock()
        let last = lastRun
        lock.unlock()
        if let last, reuses(last, for: size) { return last.result }
        let natural = run(space)
        if natural.rootFrame.size == size { return natural }
        // The root fills the space in each axis its style leaves free (auto, without a
        // minimum or maximum), and keeps its own size in the others, on the tree prepared once.
        let style = node.style
        let filled = CGSize(
            width: style.width == .auto && style.minWidth == .auto && style.maxWidth == .auto ? size.width : natural.rootFrame.width,
            height: style.height == .auto && style.minHeight == .auto && style.maxHeight == .auto ? size.height : natural.rootFrame.height)
        lock.lock()
        defer { lock.unlock() }
        let result = tree!.layout(in: space, rootSize: filled)
        lastRun = nil
        return result
    }
}
