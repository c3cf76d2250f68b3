import Foundation

/// Lays out a `CSSNode` tree held in flat arrays indexed by pre-order node number.
///
/// Every box is computed by `compute(_:…)`, which dispatches on the box's kind (flex, grid or
/// block container, leaf) and caches size-only answers per (node, known sizes, parent size,
/// available space, sizing mode), so the repeated measurements the flex algorithm makes of
/// each child cost one computation each and layout stays linear in the tree size.
/// Frames are written as each container places its children; because a parent's final
/// placement of a child always comes after every measurement of that child's subtree, the
/// frames left at the end are those of the final pass.
///
/// (The engine's helpers that only read it are `@inline(__always)`: called from the mutating
/// computations, an outlined one is handed a copy of the whole engine, some 550 bytes, and in
/// block layout those copies took a quarter of the time. Where the compiler outlines one
/// all the same (`naturalAnswer`, `alignmentShift`, `placedItemIndefinite`, …) it is
/// `mutating`, which passes the engine by address: `objdump` found a 576-byte `memcpy` of
/// the engine before each call of those, three a level of a block chain.)
struct CSSLayoutEngine {
    var styles = StyleTable()
    var measures: [CSSMeasureFunction?] = []
    var baselineFunctions: [CSSBaselineFunction?] = []
    var children: [[Int]] = []
    /// `children` flattened: node n's children are `childList[childStart[n]..<childStart[n + 1]]`
    /// (hot loops read them without retaining a per-node array).
    var childList: [Int] = []
    /// Each node's parent (-1 for the root).
    var parents: [Int] = []
    var childStart: [Int] = []
    /// Unrounded frames, relative to the parent's border box.
    var frames: [CGRect] = []
    var baselines: [CGFloat?] = []
    var cache: CSSLayoutCache
    /// Whether a node's own box depends on its parent's size (it has percentages).
    var usesParentSize: [Bool] = []
    /// Whether a node's sizing mode can change its answers: a leaf with width/height/min/max
    /// styles or an aspect ratio, a container with a width, height or aspect ratio.
    var hasSizeStyles: [Bool] = []
    /// Each node's `BoxSizes`, resolved once for the nodes that do not use their parent's
    /// size; for the others, the last resolution, against `boxSizesParent` while
    /// `boxSizesResolved` (a node is resolved against the same parent size several times per
    /// layout; see `boxSizes(_:parent:)`).
    var fixedBoxSizes: [BoxSizes] = []
    var boxSizesParent: [OptSize] = []
    /// (Forgotten with the cache, so every layout resolves them anew.)
    var boxSizesResolved: [Bool] = []
    /// Whether a node's height, min-height or max-height is a percentage: the only box sizes
    /// resolved against the parent's height (edges resolve against its width), so the others
    /// are kept across parent sizes that differ only in height.
    var boxSizesUseParentHeight: [Bool] = []
    /// Whether a node's width or height is an intrinsic or `stretch` keyword (resolved per
    /// container by `resolveKeywordSizes`).
    var hasKeywordSize: [Bool] = []
    /// Whether a block would lay out as it was measured when its parent gives it the height it
    /// measured (see `IndefiniteAxes.heightIsMeasured`): it holds a child of `height:
    /// stretch`, the one thing that could differ, and no percentage resolves against its
    /// height (its own min and max heights, its in-flow children's heights and vertical
    /// offsets: Blink's `DependsOnPercentageBlockSize`).
    var keepsMeasuredLayout: [Bool] = []
    /// Whether each node's `fixedBoxSizes` were resolved with an aspect-ratio.
    var fixedBoxSizesUseRatio: [Bool] = []
    /// Whether a node is a leaf without measure or baseline functions: cheap and pure enough
    /// to recompute rather than cache.
    var isPlainLeaf: [Bool] = []
    /// Emptied item arrays kept for reuse: a container's computation takes one and gives it
    /// back when done, so nested computations (one per tree level) stop allocating.
    var itemBuffers: [[FlexItem]] = []
    /// The facts of the flex items made once (per percentage base) and read after, and of
    /// those made in every pass, while the pass lasts (see `makeItems`).
    var itemTemplates = FlexItemTemplates(slotCounts: [])
    var freshItemFacts = FlexItemFactStack()
    /// Line arrays kept for reuse by single-line containers (see `computeFlex`).
    var lineBuffers: [[FlexLine]] = []
    /// Whether a node's subtree is free of percentages, aspect ratios and measure or baseline
    /// functions: such a box, given as known size the size it arrived at without it, comes to
    /// the same answer, so the cache may reuse that (see `CSSLayoutCache.lookup`).
    var sizeIsStable: [Bool] = []
    /// The track lists of the grid containers and, after layout, their used track sizes.
    var grids = GridEngineState()
    /// Whether a node's answers do not depend on the available height (`compute` then asks
    /// with max-content, so questions differing only there share a cache entry). True for
    /// subtrees without measure or baseline functions: a flex container only passes the
    /// available height on to its items (a row as their cross space, a column as min- or
    /// max-content for their heights; a column's own height and its lines come from its
    /// items, whatever the space), a block asks its children at max-content height, and a
    /// plain leaf never reads it. A change that makes a box read its available height must
    /// clear this flag for it.
    var ignoresAvailableHeight: [Bool] = []
    /// Whether a node's min-content and max-content answers are the same (`compute` then asks
    /// a min-content width as max-content, so the two share a cache entry). True for subtrees
    /// without wrapping, aspect-ratios, measure or baseline functions: there every box's
    /// min-content width is the sum (row) or the largest (column, block) of its items'
    /// min-content contributions, which by the same argument equal their max-content ones,
    /// and a plain leaf's size ignores the available space. A change that lets a box treat
    /// a min-content constraint differently must clear this flag for it.
    var intrinsicWidthsAgree: [Bool] = []
    /// Whether a node is a flex column whose intrinsic widths agree: its width, when its
    /// styles and parent leave it open, is its items' widest contribution fit into the
    /// available width but not below their min-content one, which here is that contribution
    /// whatever the space; so it ignores its available width (see `columnContentWidth`).
    /// Not with a min or max width: asked as max-content, its content would be measured at a
    /// width those do not limit (Chromium: a `min-width: 30px` column's child with
    /// `margin-bottom: 10%` has a margin of 3).
    var ignoresAvailableWidth: [Bool] = []
    /// Whether a box's width may follow a definite height it is given (as a grid item
    /// stretched in its row is): a wrapping column, whose lines break at it, or a box holding
    /// one with an aspect-ratio (or such a box) stretched across a row's height, or at a
    /// percentage height in a block (see `stretchedHeightInRow`).
    var widthFollowsHeight: [Bool] = []
    /// Whether a node has children that are hidden or absolutely positioned (placed after
    /// the flex items; most containers have none, and skip looking).
    var hasOutOfFlowChildren: [Bool] = []
    /// Whether a flex container records its measuring passes and replays them when laid out
    /// at the size one found (see `FlexLayoutReplay.swift`); all false when the fast paths
    /// are turned off (`fastPaths: false`).
    var replaysLayout: [Bool] = []
    /// Each replaying container's record of its last measuring pass, and its items' frames
    /// and indefinite axes (at the items' positions in `childList`).
    var layoutRecords: [FlexLayoutRecord] = []
    var recordIndefinite: [IndefiniteAxes] = []
    /// What `naturalAnswer` reads of each replaying container.
    var replayFacts = FactTable(repeating: ReplayFacts(), count: 0)
    var recordFrames: [CGRect] = []
    /// Buffers kept for `replayLayout`, so replaying allocates nothing.
    var replayWorklist: [Int] = []
    var replayOrder: [Int] = []
    var replayComputed: [(item: Int, container: Int, index: Int)] = []
    /// The number of the current layout (records of earlier layouts are stale).
    var layoutGeneration: UInt32 = 1
    /// Each `sizeIsStable` container's natural size (its answer with no known size, max-content
    /// space, its content's size), valid in layout `generation`: such a box given its natural
    /// width or height as known size comes to the same answer, so the questions a parent asks
    /// about it again are answered here, ahead of the cache (see `compute`).
    var naturalSizes: [NaturalSize] = []
    /// The containers whose natural sizes are found ahead of the layout, deepest first (see
    /// `findNaturalSizesBottomUp`).
    var naturalSizeOrder: [Int] = []
    /// Whether a block's intrinsic widths depend on nothing but its subtree, so that a parent
    /// block measuring its content asks them directly (`plainIntrinsicWidth`) and keeps them
    /// for the layout, instead of asking through `compute`: an in-flow block with children,
    /// no measure or baseline function, no aspect-ratio, percentage or keyword size, whose
    /// in-flow children have no aspect-ratio, percentage or keyword size either (so nothing
    /// below reads the percentage height it would pass down). All false without the fast paths.
    var hasPlainIntrinsicWidths: [Bool] = []
    /// Whether a block in its parent's block flow is laid out by `layoutPlainFlowBlock`: it and
    /// every box below it are blocks with none of the features that path leaves out (see
    /// PlainBlockFlow.swift). All false without the fast paths.
    var isPlainFlowBlock: [Bool] = []
    var plainIntrinsicWidths: [PlainIntrinsicWidths] = []
    /// Whether natural sizes are remembered (off without the fast paths, to check them).
    var remembersNaturalSizes = true
    /// The box whose content `ratioContentHeight` is measuring (-1: none), and the
    /// aspect-ratio taken off its style meanwhile.
    var ratioContentNode = -1
    var ratioContentRatio: CGFloat = 0
    /// The column item whose content height is being measured for its flex basis, which its
    /// own min height and (unless it wraps its lines there) max height do not limit (-1: none;
    /// see `determineFlexBaseSize`).
    var contentHeightNode = -1
    /// The row item whose content width is being measured for its flex basis, which its own
    /// min and max widths do not limit (-1: none; a block box reads it, a flex container
    /// drops them for any content-width question).
    var contentWidthNode = -1
    /// The grid being laid out a second time with its items' column contributions measured
    /// in the rows the first time sized (§12.1 steps 3-4; see `computeGrid`): those
    /// contributions, and the width and height of the first time (where the rows made the
    /// height and the width stays, that height stays and the rows are sized in it).
    var gridColumnPass: (node: Int, contributions: [GridItemContribution], width: CGFloat, height: CGFloat)?
    /// The box being measured with its aspect-ratio taken off (-1: none; see
    /// `computeWithoutRatio`), and that ratio.
    var ratioOffNode = -1
    var ratioOffRatio: CGFloat = 0
    /// Whether a node is a block box in its parent's block formatting context (an in-flow
    /// `display: block` child of a block container that is neither a scroll container nor a
    /// flow root): its vertical margins may collapse with its parent's and its children's.
    var collapsesWithParentBlock: [Bool] = []
    /// What the last computation of a `collapsesWithParentBlock` node found about its margins
    /// (set by `computeBlock`, or from the cache on a hit); its parent reads it right after
    /// asking the node.
    var lastBlockMargins = BlockMargins()
    /// Whether floats inside a node hang out of it into its parent's flow: a
    /// `collapsesWithParentBlock` block with a float among its children, or such a block.
    /// Its whole answers are never cached (the floats they place are not kept there).
    var floatsEscape: [Bool] = []
    /// The floats the last computation of a `floatsEscape` node placed, in its border box;
    /// its parent reads them right after asking the node, and keeps later boxes clear of them.
    var lastEscapingFloats: [FloatExclusions.Placed] = []
    /// The floats of its parent's flow that a `collapsesWithParentBlock` block is laid out
    /// among, in its border box (its parent sets them right before asking it; -1: none).
    /// An answer found among floats is never cached.
    var incomingFloats: (node: Int, floats: [FloatExclusions.Placed]) = (-1, [])
    /// The stack address below which the current thread's stack is running out (`run` sets
    /// it; 0 when unknown).
    var stackLimit: UInt = 0

    /// Lays out the whole tree in `available` space (the root at (0, 0)) and collects the result.
    ///
    /// The algorithm recurses once per tree level, on the caller's thread while its stack
    /// lasts; a deeper tree continues on a thread with a larger stack (see `compute`).
    mutating func run(available: CSSAvailableSize, rounding: Bool, rootSize: CGSize? = nil) -> CSSLayoutResult {
        stackLimit = ThreadStack.limit(reserve: Self.stackReserve)
        layoutRoot(available: available, size: rootSize)
        var result = CSSLayoutResult(frames: frames, baselines: baselines, children: children)
        result.gridTracks = grids.tracks
        if rounding { CSSRounding.round(&result) }
        return result
    }

    /// The stack kept free below the deepest computation: more than one tree level takes
    /// between two `compute` calls (a few kilobytes in a release build, some tens in a debug
    /// one) together with a leaf's measure function.
    static let stackReserve: UInt = 512 << 10

    /// Runs a `compute` call on a thread with a fresh, large stack and waits for it: the
    /// recursion of a tree deeper than the current thread's stack can hold goes on there.
    @inline(never)
    private mutating func computeOnFreshStack(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool
    ) -> NodeOutput {
        final class Job: @unchecked Sendable {
            let engine: UnsafeMutablePointer<CSSLayoutEngine>
            var output = NodeOutput(size: .zero, baseline: nil)
            init(_ engine: UnsafeMutablePointer<CSSLayoutEngine>) { self.engine = engine }
        }
        let callersLimit = stackLimit
        let output = withUnsafeMutablePointer(to: &self) { engine in
            // (This thread waits until the job is done, so the engine has one user at a time.)
            let job = Job(engine)
            DeepLayoutWorker.run(stackSize: 64 << 20) {
                job.engine.pointee.stackLimit = ThreadStack.limit(reserve: Self.stackReserve)
                job.output = job.engine.pointee.compute(
                    node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                    wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
            }
            return job.output
        }
        stackLimit = callersLimit
        return output
    }

    /// Lays out the root; used by `run` and by benchmarks, which clear the cache in between.
    /// `size`, when given, is the root's border box whatever its styles say.
    mutating func layoutRoot(available: CSSAvailableSize, size: CGSize? = nil) {
        grids.tracks.removeAll(keepingCapacity: true)
        // (Styles of its own, which the layout may change in place while it measures.)
        styles.makeUnique()
        let style = styles[0]
        let parent = OptSize(width: available.width.definiteValue, height: available.height.definiteValue)
        let output: NodeOutput
        if style.display == .none {
            output = NodeOutput(size: .zero, baseline: nil)
            hideSubtree(0)
        } else {
            // The root is sized like a box in a block of the available size: its own width and
            // height styles (resolved against the available space) are its known size.
            var sizes = BoxSizes(style: style, parent: parent)
            // (`min-content`, `max-content`, `fit-content` and `stretch` against the available
            // space, as for any box in a block of that size.)
            resolveKeywordSizes(0, &sizes, container: parent)
            var known = sizes.size.clamped(min: sizes.min, max: sizes.max)
            known.width = known.width.maxed(sizes.paddingBorder.horizontal)
            known.height = known.height.maxed(sizes.paddingBorder.vertical)
            if known.width == nil, let width = available.width.definiteValue, style.position != .absolute {
                // A block-level box fills the available inline size (less its margins), never
                // below its padding and border (Chromium makes a border-box `max-width: 12px`
                // root with borders of 7 and 60 67 wide, whatever space it fills).
                known.width = max((width - sizes.margin.horizontal).clamped(min: sizes.min.width, max: sizes.max.width),
                                  sizes.paddingBorder.horizontal)
                known = sizes.applyingAspectRatio(style.aspectRatio, to: known)
            }
            if let size { known = OptSize(width: size.width, height: size.height) }
            findNaturalSizesBottomUp()
            output = compute(0, known: known, parent: parent, available: available, mode: .performLayout, sizing: .inherentSize)
        }
        let margin = ResolvedEdges(style.margin, reference: parent.width)
        var x = margin.left
        if style.direction == .rtl, let width = parent.width { x = width - margin.right - output.size.width }
        frames[0] = CGRect(x: x, y: margin.top, width: output.size.width, height: output.size.height)
        baselines[0] = output.baseline
    }

    /// Finds the natural sizes of the containers that replay their layouts, deepest first, so
    /// that each one's pass finds its items' natural sizes already known.
    ///
    /// Why: the flex algorithm asks every item for its natural size, so in a deep tree the
    /// first question recurses to the bottom, and returning from a recursion deeper than the
    /// processor predicts costs more than the work at each level. Asked in this order, the
    /// same questions are answered one level at a time; the answers, and so the frames, are
    /// the same (a natural size depends on the subtree alone).
    private mutating func findNaturalSizesBottomUp() {
        for node in naturalSizeOrder {
            _ = compute(node, known: OptSize(), parent: OptSize(), available: .maxContent, mode: .computeSize, sizing: .contentSize)
        }
    }

    /// Clears every cached measurement, so the next layout recomputes everything (grid item
    /// placement included, as a browser, or Taffy, places the items at every layout: the
    /// plans holding them are stamped with the layout they belong to).
    mutating func clearCache() {
        cache.clear()
        layoutGeneration &+= 1
        if layoutGeneration == 0 {
            // (After 2^32 layouts: forget every record and natural size rather than let an old
            // one pass for current.)
            layoutGeneration = 1
            layoutRecords.withUnsafeMutableBufferPointer { $0.update(repeating: FlexLayoutRecord()) }
            grids.planLayouts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            naturalSizes.withUnsafeMutableBufferPointer { $0.update(repeating: NaturalSize()) }
        }
        boxSizesResolved.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
        // (A copy of this engine laid out on another thread must not write the same storage.)
        if !isKnownUniquelyReferenced(&itemTemplates) { itemTemplates = itemTemplates.emptyCopy() }
        if !isKnownUniquelyReferenced(&freshItemFacts) { freshItemFacts = FlexItemFactStack() }
    }

    /// Computes a node's border-box size (and first baseline), and in `.performLayout` mode
    /// also places its children.
    ///
    /// - Parameters:
    ///   - known: border-box sizes the parent has already decided.
    ///   - parent: the size percentages resolve against (the parent's content box).
    ///   - available: the space for the node's margin box.
    ///   - sizing: `.inherentSize` applies the node's own width/height styles; `.contentSize`
    ///     ignores them (the parent is asking about the content).
    ///   - widthOnly: the caller reads only the width of a size-only answer. A container
    ///     (flex, grid or block) then stops once its width is known, skipping the cross sizes (which ask its items
    ///     further questions), when the whole answer would not be used again: for a
    ///     min-content width, and for a node whose answers cannot serve a later question at
    ///     the width it found (not `sizeIsStable`; a stable one keeps computing the whole
    ///     size, which the cache then reuses for that question). Such an answer's height is
    ///     NaN, and it is cached apart from whole ones (which also answer it).
    ///
    /// The answers that need no computation (a plain leaf's, a remembered natural size, a
    /// replayed layout) are given here, inlined into the callers; the rest is `computeBox`.
    @inline(__always)
    mutating func compute(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool = false, indefinite: IndefiniteAxes = .none,
        widthOnly: Bool = false
    ) -> NodeOutput {
        if isPlainLeaf[node], !fixedBoxSizesUseRatio[node], styles[node].display != .none {
            // `computeLeaf` for what the flex and block algorithms ask most: the content box of
            // a plain leaf (no aspect-ratio) is empty, so it is as large as the known size, else
            // its styled size, else its padding, border and gutters; asked for its own size
            // (`.inherentSize`), within its min and max sizes. (Read from the stored box sizes:
            // copying them cost more than the rest. Ahead of the normalisations below, which it
            // does not need.)
            if usesParentSize[node] { refreshBoxSizes(node, parent: parent) }
            let ownSize = sizing == .inherentSize && hasSizeStyles[node]
            let size = readStoredBoxSizes(node) { s -> CGSize in
                let inset = s.pointee.contentInset, pb = s.pointee.paddingBorder
                guard ownSize else {
                    return CGSize(
                        width: max(known.width ?? (0 + inset.horizontal), pb.horizontal),
                        height: max(known.height ?? (0 + inset.vertical), pb.vertical))
                }
                let width = known.width ?? s.pointee.size.width ?? (0 + inset.horizontal)
                let height = known.height ?? s.pointee.size.height ?? (0 + inset.vertical)
                return CGSize(
                    width: max(width.clamped(min: s.pointee.min.width, max: s.pointee.max.width), pb.horizontal),
                    height: max(height.clamped(min: s.pointee.min.height, max: s.pointee.max.height), pb.vertical))
            }
            if mode == .performLayout { baselines[node] = nil }
            return NodeOutput(size: size, baseline: nil)
        }
        if mode == .computeSize {
            if !wantsBaseline, naturalSizes[node].generation == layoutGeneration, node != contentHeightNode, node != contentWidthNode,
               let size = naturalAnswer(node, known, available, sizing, indefinite) {
                return NodeOutput(size: size, baseline: nil)
            }
        } else if let width = known.width, let height = known.height, replays(node, at: CGSize(width: width, height: height)) {
            return replayLayout(node)
        }
        return computeBox(
            node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
            wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
    }

    /// Whether laying `node` out at `size` may replay its last measuring pass (see
    /// `replayLayout`).
    @inline(__always)
    func replays(_ node: Int, at size: CGSize) -> Bool {
        replaysLayout[node] && layoutRecords[node].generation == layoutGeneration && layoutRecords[node].size == size
    }

    /// `compute` for the questions that take a computation: normalised, looked up in the
    /// cache, else computed by the node's kind of layout (and cached).
    @inline(never)
    private mutating func computeBox(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool
    ) -> NodeOutput {
        if ThreadStack.currentAddress() < stackLimit {
            return computeOnFreshStack(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
        }
        // Inputs that cannot change the answer are normalised, so equal questions share a
        // cache entry: the parent size when the node has no percentages, the available space
        // in an axis whose size is known, the sizing mode when the node has no size styles.
        let parent = usesParentSize[node] ? parent : OptSize()
        let sizing = hasSizeStyles[node] ? sizing : .contentSize
        var available = available
        if known.width != nil { available.width = .maxContent }
        if known.height != nil || ignoresAvailableHeight[node] { available.height = .maxContent }
        if available.width == .minContent && intrinsicWidthsAgree[node] || ignoresAvailableWidth[node] { available.width = .maxContent }
        if isPlainLeaf[node] {
            let output = styles[node].display == .none
                ? NodeOutput(size: .zero, baseline: nil)
                : computeLeaf(node, known: known, parent: parent, available: available, mode: mode, sizing: sizing)
            if mode == .performLayout { baselines[node] = output.baseline }
            return output
        }
        let display = styles[node].display
        let widthOnly = widthOnly && mode == .computeSize && !wantsBaseline && display != .none && measures[node] == nil
            && (available.width == .minContent || !sizeIsStable[node] || collapsesWithParentBlock[node])
        // (Only size questions are cached: a layout is not, so it needs no key.)
        var key = CSSLayoutCache.Key()
        let collapses = collapsesWithParentBlock[node]
        var remembersNaturalSize = false
        let cacheable = widthOnly || !floatsEscape[node] && incomingFloats.node != node
        if mode == .computeSize {
            key = CSSLayoutCache.Key(
                known: known, parent: parent, available: available, sizing: sizing, indefinite: indefinite, widthOnly: widthOnly,
                withoutRatio: node == ratioOffNode, withoutMinMaxHeight: node == contentHeightNode, withoutMinMaxWidth: node == contentWidthNode)
            // (A natural size that is remembered is never in the cache: `compute` would have
            // answered it.)
            // (Nor is a block's whose margins its parent reads: the cache keeps them, a natural
            // size does not.)
            remembersNaturalSize = remembersNaturalSizes && sizeIsStable[node] && !collapses && key == CSSLayoutCache.Key.natural
            if !remembersNaturalSize, cacheable,
               let hit = cache.lookup(node, key, needsBaseline: wantsBaseline, sizeIsStable: sizeIsStable[node]) {
                if collapses { lastBlockMargins = hit.margins }
                return hit.output
            }
            // (A full answer serves a width-only question too.)
            if widthOnly, let hit = cache.lookup(node, key.full, needsBaseline: false, sizeIsStable: sizeIsStable[node]) {
                return hit.output
            }
        }
        var output: NodeOutput
        var complete = true
        if display == .none {
            output = NodeOutput(size: .zero, baseline: nil)
        } else if display == .grid && measures[node] == nil {
            (output, complete) = computeGrid(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing, wantsBaseline: wantsBaseline,
                indefinite: indefinite, widthOnly: widthOnly)
        } else if measures[node] != nil || childStart[node] == childStart[node + 1] {
            output = computeLeaf(node, known: known, parent: parent, available: available, mode: mode, sizing: sizing)
        } else if display == .block {
            output = computeBlock(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
            // (A block asked only for its size may skip its baseline.)
            complete = wantsBaseline
        } else {
            (output, complete) = computeFlex(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing, wantsBaseline: wantsBaseline,
                indefinite: indefinite, widthOnly: widthOnly)
        }
        // A scroll container's baseline from its content is within its border box (Chromium:
        // `max-height: 10px; overflow: hidden` around 56-tall content is baseline-aligned at 10;
        // a `height: 10px; overflow: hidden` row whose end-aligned content starts 6 above it
        // has its baseline at 0, not -5).
        if let baseline = output.baseline, baseline > output.size.height || baseline < 0,
           styles[node].overflowX.isScrollContainer || styles[node].overflowY.isScrollContainer {
            output = NodeOutput(size: output.size, baseline: min(max(baseline, 0), output.size.height))
        }
        if mode == .computeSize {
            // (A natural size is remembered apart, and `compute` answers what the cache
            // would have answered with it.)
            if remembersNaturalSize {
                naturalSizes[node].generation = layoutGeneration
                naturalSizes[node].size = output.size
            } else if cacheable {
                // (A width-only answer has no margins for a parent to read.)
                cache.store(node, key, output, hasBaseline: complete, margins: collapses && !widthOnly ? lastBlockMargins : nil)
            }
        } else {
            baselines[node] = output.baseline
        }
        return output
    }

    /// The answer to a size question about a node whose natural size is known, when the
    /// question is one the cache would answer with it: a stable box asked with no known size
    /// or its natural one, in space that normalises to max-content, about its content's size.
    ///
    /// A container that replays its layout answers more from its natural size: there a box's
    /// height never depends on its width nor its width on its height (see
    /// `replayLayout`), nor does anything depend on the indefinite axes (it has no
    /// percentages), so given its size in one axis it keeps its natural size in the other,
    /// as `computeFlex` would find (which clamps the known one by its min and max).
    @inline(__always)
    private mutating func naturalAnswer(_ node: Int, _ known: OptSize, _ available: CSSAvailableSize, _ sizing: SizingMode, _ indefinite: IndefiniteAxes) -> CGSize? {
        let size = naturalSizes[node].size
        guard sizing == .contentSize || !hasSizeStyles[node] else { return nil }
        if replaysLayout[node], known.width == nil || known.height == nil {
            let facts = replayFacts[node]
            let width: CGFloat
            if let known = known.width {
                width = known.clamped(min: facts.pointee.min.width, max: facts.pointee.max.width)
            } else if available.width == .maxContent || available.width == .minContent && intrinsicWidthsAgree[node] || ignoresAvailableWidth[node] {
                width = size.width
            } else if case .definite(let space) = available.width, let fitted = naturalSizes[node].widthFitting(space, facts) {
                width = fitted
            } else {
                return nil
            }
            let height = known.height?.clamped(min: facts.pointee.min.height, max: facts.pointee.max.height) ?? size.height
            return CGSize(width: width, height: height)
        }
        guard indefinite == .none else { return nil }
        if let width = known.width {
            if width != size.width { return nil }
        } else if available.width != .maxContent,
                  !(available.width == .minContent && intrinsicWidthsAgree[node]), !ignoresAvailableWidth[node] {
            return nil
        }
        if let height = known.height {
            if height != size.height { return nil }
        } else if available.height != .maxContent, !ignoresAvailableHeight[node] {
            return nil
        }
        return size
    }

    /// Sets the frames of a hidden subtree to zero.
    mutating func hideSubtree(_ node: Int) {
        var stack = [node]
        while let n = stack.popLast() {
            frames[n] = .zero
            baselines[n] = nil
            stack.append(contentsOf: children[n])
        }
    }
}
