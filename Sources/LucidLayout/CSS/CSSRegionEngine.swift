import Foundation
import LucidCSS

/// The engine side of a `CSSRegion`: the region's engine tree (written flat, see
/// `CSSFlatTree`), prepared once when it is first asked a question, and what it has
/// measured. (Not when the region is made: a region spliced into a parent's is never asked,
/// and a chain of `FlexLayout`s would otherwise prepare every subtree again at each level.)
/// A reference so copies of a region share it; it is invisible (every answer is a pure
/// function of the tree), and a lock guards it for copies measured on other threads.
final class CSSRegionEngine: @unchecked Sendable {
    /// The region's engine tree, made when first needed.
    private let makeTree: () -> CSSFlatTree
    private let lock = NSLock()
    /// The facts about the tree, once prepared.
    private var facts: Facts?
    /// The prepared tree (apart from `facts`, so a run lays it out in place rather than
    /// copying its arrays).
    private var tree: CSSLayoutTree?
    private var sizes = RecentMemo<CSSAvailableSize, CGSize>(capacity: 8)
    /// The last run's space and frames: a parent that asked for the region's size usually
    /// lays it out at that size next, and that layout is this run's.
    private var lastRun: Run?

    /// The facts about the tree that decide how a fill is laid out.
    private struct Facts {
        var root: CSSStyle
        /// Whether the layout can depend on the root's height being definite rather than
        /// its content's: a percentage resolved against a height (height, min-height,
        /// max-height, top, bottom, row-gap, or flex-basis in a column), a `stretch` height
        /// (which fills a definite height only, and not one Chromium kept from measuring the
        /// box's parent), an aspect-ratio (a
        /// stretched item's definite height sets its width through it), or a minimum or
        /// maximum on the root, which decide whether it fills the space at all.
        var dependsOnDefiniteHeight: Bool
    }

    /// One run of the engine: the space it was given and the frames it found.
    private struct Run {
        var available: CSSAvailableSize
        var result: CSSLayoutResult
    }

    init(_ makeTree: @escaping () -> CSSFlatTree) {
        self.makeTree = makeTree
    }

    /// Prepares the tree if not yet done, and returns its facts (the caller holds the lock).
    @discardableResult
    private func prepare() -> Facts {
        if let facts { return facts }
        let prepared = CSSLayoutTree(makeTree())
        let style = prepared.rootStyle
        let limits = style.minWidth != .auto || style.maxWidth != .auto || style.minHeight != .auto || style.maxHeight != .auto
        let found = Facts(root: style, dependsOnDefiniteHeight: limits || prepared.containsNode(where: Self.resolvesAgainstHeight))
        tree = prepared
        facts = found
        return found
    }

    /// Whether a box's layout depends on a definite height above it: a percentage resolved
    /// against a height, a `stretch` height, or an aspect-ratio.
    private static func resolvesAgainstHeight(_ style: CSSStyle, parent: CSSStyle?) -> Bool {
        func percent(_ length: CSSLength) -> Bool {
            if case .percent = length { return true }
            return false
        }
        let inColumn = parent.map { $0.display == .flex && !$0.flexDirection.isRow } ?? false
        return percent(style.height) || percent(style.minHeight) || percent(style.maxHeight) || percent(style.inset.top)
            || percent(style.inset.bottom) || percent(style.rowGap) || inColumn && percent(style.flexBasis)
            || style.height == .stretch || style.aspectRatio != nil
    }

    /// The root's border-box size when offered `proposal` (nil: max-content).
    func size(for proposal: ProposedSize) -> CGSize {
        size(in: CSSAvailableSize(proposal))
    }

    /// The root's border-box size in `available` space.
    func size(in available: CSSAvailableSize) -> CGSize {
        if let known = sizes.value(for: available) { return known }
        lock.lock()
        defer { lock.unlock() }
        return run(available).rootFrame.size
    }

    /// The tree laid out in `available` by the root's own styles (the caller holds the lock).
    private func run(_ available: CSSAvailableSize) -> CSSLayoutResult {
        prepare()
        let result = tree!.layout(in: available)
        sizes.store(result.rootFrame.size, for: available)
        lastRun = Run(available: available, result: result)
        return result
    }

    /// The tree laid out in `available` with the root's border box of `size` (the caller
    /// holds the lock).
    private func run(_ available: CSSAvailableSize, rootSize size: CGSize) -> CSSLayoutResult {
        prepare()
        let result = tree!.layout(in: available, rootSize: size)
        lastRun = nil
        return result
    }

    /// Whether `run`, which found the root's size to be `size`, is also the layout in
    /// `size`: in each axis it had that space, or max-content space where the root's size
    /// is auto (such a root takes, in its max-content size as space, that same size).
    private func reuses(_ run: Run, for size: CGSize, root: CSSStyle) -> Bool {
        func same(_ space: CSSAvailableSpace, _ length: CGFloat, _ style: CSSLength) -> Bool {
            switch space {
            case let .definite(value): value == length
            case .maxContent: style == .auto
            case .minContent: false
            }
        }
        return run.result.rootFrame.size == size
            && same(run.available.width, size.width, root.width)
            && same(run.available.height, size.height, root.height)
    }

    /// The root's border-box length in an axis, filling `space` where its style leaves the
    /// axis free (auto, without a minimum or maximum). Elsewhere its own length: `natural`
    /// when known, else read from a points length with border-box sizing (never less than
    /// its padding and border, `paddingAndBorder`, nil where those have percentages).
    private static func filledLength(
        _ length: CSSLength, min: CSSLength, max: CSSLength, space: CGFloat, natural: CGFloat?,
        boxSizing: CSSStyle.BoxSizing, paddingAndBorder: CGFloat?
    ) -> CGFloat? {
        if length == .auto, min == .auto, max == .auto { return space }
        if let natural { return natural }
        guard case let .points(value) = length, boxSizing == .borderBox, let paddingAndBorder else { return nil }
        return Swift.max(value, paddingAndBorder)
    }

    /// The layout of the tree in `size`, the root taking that size in each axis its style
    /// leaves free (frames relative to each parent, the root's relative to the space).
    ///
    /// A root that takes `size` by its own styles in that space keeps them, so an auto
    /// height stays indefinite for its children's percentages, as in CSS. Its layout is
    /// then usually the last run's: the one that answered the parent's question. Where
    /// nothing reads whether the root's height is definite, filling the space gives the
    /// same frames as the root's own styles whenever they take that size, so one run
    /// serves; otherwise the root's own size is found first.
    func layout(filling size: CGSize) -> CSSLayoutResult {
        lock.lock()
        defer { lock.unlock() }
        let facts = prepare()
        let root = facts.root
        if let last = lastRun, reuses(last, for: size, root: root) { return last.result }
        let space = CSSAvailableSize(size)
        func exact(_ horizontal: Bool) -> CGFloat? {
            let paddingAndBorder = root.paddingAndBorderPoints(horizontal: horizontal)
            return paddingAndBorder.isExact ? paddingAndBorder.points : nil
        }
        func filled(_ natural: CGSize?) -> CGSize? {
            guard let width = Self.filledLength(root.width, min: root.minWidth, max: root.maxWidth, space: size.width,
                                                natural: natural?.width, boxSizing: root.boxSizing, paddingAndBorder: exact(true)),
                  let height = Self.filledLength(root.height, min: root.minHeight, max: root.maxHeight, space: size.height,
                                                 natural: natural?.height, boxSizing: root.boxSizing, paddingAndBorder: exact(false))
            else { return nil }
            return CGSize(width: width, height: height)
        }
        var natural: CGSize?
        // The root's own size, where the fill may differ from it, or where its style does
        // not say it.
        if facts.dependsOnDefiniteHeight || filled(nil) == nil {
            let result = run(space)
            if result.rootFrame.size == size { return result }
            natural = result.rootFrame.size
        }
        // (With the natural size known, every axis has a length.)
        return run(space, rootSize: filled(natural) ?? size)
    }
}
