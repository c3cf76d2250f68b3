import Foundation
import LucidCSS

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

    /// Whether the tree's layout can depend on the root's height being definite rather
    /// than its content's: a percentage resolved against a height (height, min-height,
    /// max-height, top, bottom, row-gap, or flex-basis in a column), an aspect-ratio (a
    /// stretched item's definite height sets its width through it), or a minimum or
    /// maximum on the root, which decide whether it fills the space at all.
    private let dependsOnDefiniteHeight: Bool

    /// Prepares `node` (flattened once, when the region is built).
    init(_ node: CSSNode) {
        self.node = node
        self.tree = CSSLayoutTree(node)
        let style = node.style
        let rootLimits = style.minWidth != .auto || style.maxWidth != .auto || style.minHeight != .auto || style.maxHeight != .auto
        self.dependsOnDefiniteHeight = rootLimits || Self.hasHeightPercentage(node, inColumn: false)
    }

    private static func hasHeightPercentage(_ node: CSSNode, inColumn: Bool) -> Bool {
        func percent(_ length: CSSLength) -> Bool {
            if case .percent = length { return true }
            return false
        }
        var pending = [(node, inColumn)]
        while let (box, inColumn) = pending.popLast() {
            let style = box.style
            if percent(style.height) || percent(style.minHeight) || percent(style.maxHeight) || percent(style.inset.top)
                || percent(style.inset.bottom) || percent(style.rowGap) || inColumn && percent(style.flexBasis)
                || style.aspectRatio != nil {
                return true
            }
            let column = style.display == .flex && !style.flexDirection.isRow
            pending += box.children.map { ($0, column) }
        }
        return false
    }

    /// The root's border-box length in an axis when its style gives it in points with
    /// border-box sizing (never less than its padding and border, `paddingAndBorder`, nil
    /// where those have percentages), or `fill` where the style leaves it auto; nil
    /// otherwise.
    private func filledLength(_ style: CSSLength, fill: CGFloat, paddingAndBorder: [CSSLength]) -> CGFloat? {
        switch style {
        case .auto:
            return fill
        case let .points(value) where node.style.boxSizing == .borderBox:
            var least: CGFloat = 0
            for edge in paddingAndBorder {
                guard case let .points(length) = edge else { return nil }
                least += length
            }
            return max(value, least)
        default:
            return nil
        }
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
        // Where nothing reads whether the root's height is definite, filling the space
        // gives the frames the root's own styles would when they take that size, and the
        // fill when they do not: one run instead of two.
        if !dependsOnDefiniteHeight,
           let width = filledLength(node.style.width, fill: size.width, paddingAndBorder: [
               node.style.padding.left, node.style.padding.right, node.style.border.left, node.style.border.right]),
           let height = filledLength(node.style.height, fill: size.height, paddingAndBorder: [
               node.style.padding.top, node.style.padding.bottom, node.style.border.top, node.style.border.bottom]) {
            lock.lock()
            defer { lock.unlock() }
            lastRun = nil
            return tree!.layout(in: space, rootSize: CGSize(width: width, height: height))
        }
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
