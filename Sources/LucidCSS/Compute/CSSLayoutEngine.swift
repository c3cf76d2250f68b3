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
struct CSSLayoutEngine {
    var styles: [CSSStyle] = []
    var measures: [CSSMeasureFunction?] = []
    var baselineFunctions: [CSSBaselineFunction?] = []
    var children: [[Int]] = []
    /// `children` flattened: node n's children are `childList[childStart[n]..<childStart[n + 1]]`
    /// (hot loops read them without retaining a per-node array).
    var childList: [Int] = []
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
    /// Whether each node's `fixedBoxSizes` were resolved with an aspect-ratio.
    var fixedBoxSizesUseRatio: [Bool] = []
    /// Whether a node is a leaf without measure or baseline functions: cheap and pure enough
    /// to recompute rather than cache.
    var isPlainLeaf: [Bool] = []
    /// Emptied item arrays kept for reuse: a container's computation takes one and gives it
    /// back when done, so nested computations (one per tree level) stop allocating.
    var itemBuffers: [[FlexItem]] = []
    /// Each item's state in `makeItems` (at its `childList` position), and, once made, the
    /// item itself, for the items made the same way in every pass (see `makeItems`).
    var itemTemplateStates: [ItemTemplateState] = []
    var itemTemplates = FactTable(repeating: FlexItem.blank, count: 0)
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
    var ignoresAvailableWidth: [Bool] = []
    /// Whether a node has children that are hidden or absolutely positioned (placed after
    /// the flex items; most containers have none, and skip looking).
    var hasOutOfFlowChildren: [Bool] = []
    /// Whether a node is a simple container, laid out by `computeSimpleFlex` (see
    /// `FlexSimpleContainerLayout.swift`); all false when the simple path is turned off.
    var isSimpleContainer: [Bool] = []
    /// Whether a simple container may be laid out from what its measuring pass recorded: its
    /// subtree is `sizeIsStable` and each of its items is a plain leaf or such a container.
    var replaysLayout: [Bool] = []
    /// Each simple container's record of its last measuring pass, and the items' frames it
    /// found (at the items' positions in `childList`).
    var layoutRecords: [SimpleLayoutRecord] = []
    /// The facts the simple pass reads: per simple container, and per item of one (at its
    /// `childList` position).
    var simpleContainers = FactTable(repeating: SimpleContainerFacts(), count: 0)
    var simpleItems = FactTable(repeating: SimpleItemFacts(), count: 0)
    var recordFrames: [CGRect] = []
    /// Buffers kept for `replaySimpleLayout`, so replaying allocates nothing.
    var replayWorklist: [Int] = []
    var replayOrder: [Int] = []
    var replayComputed: [(item: Int, container: Int)] = []
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
    /// Whether natural sizes are remembered (off, with the simple pass, to check both).
    var remembersNaturalSizes = true
    /// The stack address below which the current thread's stack is running out (`run` sets
    /// it; 0 when unknown).
    var stackLimit: UInt = 0

    init(root: CSSNode, simplePath: Bool = true) {
        let count = root.nodeCount
        styles.reserveCapacity(count)
        measures.reserveCapacity(count)
        baselineFunctions.reserveCapacity(count)
        children.reserveCapacity(count)
        cache = CSSLayoutCache(nodeCount: count)
        // Iterative pre-order flattening, so a very deep tree does not exhaust the stack here.
        var stack: [(node: CSSNode, parent: Int)] = [(root, -1)]
        while let (node, parent) = stack.popLast() {
            let index = styles.count
            styles.append(node.style)
            usesParentSize.append(Self.usesParentSize(node.style))
            hasSizeStyles.append(Self.hasSizeStyles(node.style))
            measures.append(node.measure)
            baselineFunctions.append(node.baseline)
            children.append([])
            if parent >= 0 { children[parent].append(index) }
            if node.style.display == .grid { grids.templates[index] = node.grid }
            if node.measure == nil {
                for child in node.children.reversed() { stack.append((child, index)) }
            }
        }
        frames = Array(repeating: .zero, count: count)
        baselines = Array(repeating: nil, count: count)
        fixedBoxSizes = styles.map { BoxSizes(style: $0, parent: OptSize()) }
        fixedBoxSizesUseRatio = styles.map { $0.aspectRatio != nil }
        boxSizesParent = Array(repeating: OptSize(), count: count)
        hasKeywordSize = styles.map { s in
            func k(_ l: CSSLength) -> Bool { if case .auto = l { return false }; if case .points = l { return false }; if case .percent = l { return false }; return true }
            return k(s.width) || k(s.height)
        }
        boxSizesUseParentHeight = styles.map { s in
            func p(_ l: CSSLength) -> Bool { if case .percent = l { return true }; return false }
            return p(s.height) || p(s.minHeight) || p(s.maxHeight)
        }
        boxSizesResolved = Array(repeating: false, count: count)
        sizeIsStable = Array(repeating: true, count: count)
        for node in stride(from: count - 1, through: 0, by: -1) {
            var stable = measures[node] == nil && baselineFunctions[node] == nil && !Self.hasPercentOrRatio(styles[node])
            if stable { for child in children[node] where !sizeIsStable[child] { stable = false; break } }
            sizeIsStable[node] = stable
        }
        ignoresAvailableHeight = Array(repeating: true, count: count)
        intrinsicWidthsAgree = Array(repeating: true, count: count)
        ignoresAvailableWidth = Array(repeating: false, count: count)
        for node in stride(from: count - 1, through: 0, by: -1) {
            // (The arguments below hold for flex and block containers and for leaves; a box
            // laid out another way keeps every question apart.)
            let display = styles[node].display
            let knownKind = display == .flex || display == .block || display == .none || (children[node].isEmpty && display != .grid)
            var ignores = measures[node] == nil && baselineFunctions[node] == nil && knownKind
            if ignores { for child in children[node] where !ignoresAvailableHeight[child] { ignores = false; break } }
            ignoresAvailableHeight[node] = ignores
            var agree = ignores && styles[node].flexWrap == .noWrap && styles[node].aspectRatio == nil
            if agree { for child in children[node] where !intrinsicWidthsAgree[child] { agree = false; break } }
            intrinsicWidthsAgree[node] = agree
            ignoresAvailableWidth[node] = agree && styles[node].display == .flex && !styles[node].flexDirection.isRow
                && measures[node] == nil && !children[node].isEmpty
            // A container without a width, height or aspect-ratio comes to the same answer
            // whether its own size styles apply or not (its min/max apply either way).
            if measures[node] == nil, !children[node].isEmpty, knownKind {
                let s = styles[node]
                hasSizeStyles[node] = s.width != .auto || s.height != .auto || s.aspectRatio != nil
            }
        }
        childStart.reserveCapacity(count + 1)
        childList.reserveCapacity(count)
        for list in children {
            childStart.append(childList.count)
            childList.append(contentsOf: list)
        }
        childStart.append(childList.count)
        hasOutOfFlowChildren = children.map { $0.contains { styles[$0].display == .none || styles[$0].position == .absolute } }
        isPlainLeaf = (0..<count).map { measures[$0] == nil && baselineFunctions[$0] == nil && children[$0].isEmpty && styles[$0].display != .grid }
        isSimpleContainer = (0..<count).map {
            simplePath && Self.isSimpleContainer($0, styles: styles, children: children[$0], hasMeasure: measures[$0] != nil || baselineFunctions[$0] != nil)
        }
        replaysLayout = Array(repeating: false, count: count)
        for node in stride(from: count - 1, through: 0, by: -1) where isSimpleContainer[node] && sizeIsStable[node] {
            replaysLayout[node] = children[node].allSatisfy { isPlainLeaf[$0] || replaysLayout[$0] }
        }
        layoutRecords = Array(repeating: SimpleLayoutRecord(), count: count)
        itemTemplateStates = Array(repeating: .none, count: childList.count)
        for node in 0..<count where styles[node].display == .flex && !isSimpleContainer[node] && measures[node] == nil {
            for k in childStart[node]..<childStart[node + 1] {
                let child = childList[k], style = styles[child]
                if style.display != .none, style.position != .absolute, !usesParentSize[child], !hasKeywordSize[child],
                   !fixedBoxSizesUseRatio[child], style.aspectRatio == nil {
                    itemTemplateStates[k] = .toMake
                }
            }
        }
        if itemTemplateStates.contains(.toMake) { itemTemplates = FactTable(repeating: FlexItem.blank, count: childList.count) }
        remembersNaturalSizes = simplePath
        simpleContainers = FactTable(repeating: SimpleContainerFacts(), count: count)
        simpleItems = FactTable(repeating: SimpleItemFacts(), count: childList.count)
        for node in 0..<count where isSimpleContainer[node] { prepareSimpleContainer(node) }
        naturalSizes = Array(repeating: NaturalSize(), count: count)
        naturalSizeOrder = simplePath ? (1..<count).reversed().filter { replaysLayout[$0] } : []
        recordFrames = Array(repeating: .zero, count: childList.count)
    }

    /// An item array with room for `capacity` items (a reused one when available). It may
    /// still hold another container's items: the caller overwrites them and trims the rest
    /// (emptying it on return cost more than the items themselves in small containers).
    mutating func takeItemBuffer(capacity: Int) -> [FlexItem] {
        var items = itemBuffers.popLast() ?? []
        items.reserveCapacity(capacity)
        return items
    }

    /// A line array holding the one line `0..<count` (none when `count` is 0), reusing a
    /// kept array when there is one.
    mutating func singleLine(count: Int) -> [FlexLine] {
        var lines = lineBuffers.popLast() ?? []
        if count == 0 {
            if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
        } else if lines.isEmpty {
            lines.append(FlexLine(range: 0..<count))
        } else {
            lines[0] = FlexLine(range: 0..<count)
            if lines.count > 1 { lines.removeSubrange(1...) }
        }
        return lines
    }

    /// Returns a line array to the pool.
    mutating func recycleLineBuffer(_ lines: inout [FlexLine]) {
        lineBuffers.append(lines)
        lines = []
    }

    /// Returns an item array to the pool (its storage and stale items kept for reuse).
    mutating func recycleItemBuffer(_ items: inout [FlexItem]) {
        itemBuffers.append(items)
        items = []
    }

    /// `BoxSizes(style: styles[node], parent: parent)`, without recomputing it for nodes whose
    /// box does not depend on the parent's size, nor for the others against the same parent
    /// size within a layout.
    @inline(__always)
    mutating func boxSizes(_ node: Int, parent: OptSize) -> BoxSizes {
        if !usesParentSize[node] && !fixedBoxSizesUseRatio[node] { return fixedBoxSizes[node] }
        return resolvedBoxSizes(node, parent: parent)
    }

    /// `boxSizes` for nodes with percentages or an aspect-ratio.
    @inline(never)
    private mutating func resolvedBoxSizes(_ node: Int, parent: OptSize) -> BoxSizes {
        // Fresh while the layout measures a node's content without its aspect-ratio (it
        // clears `styles[node].aspectRatio` for that): the stored sizes include what the ratio
        // transfers.
        if styles[node].aspectRatio == nil && fixedBoxSizesUseRatio[node] { return BoxSizes(style: styles[node], parent: parent) }
        if usesParentSize[node] { refreshBoxSizes(node, parent: parent) }
        return fixedBoxSizes[node]
    }

    /// Makes `fixedBoxSizes[node]` the sizes of a node with percentages against `parent`.
    @inline(never)
    mutating func refreshBoxSizes(_ node: Int, parent: OptSize) {
        let parent = boxSizesUseParentHeight[node] ? parent : OptSize(width: parent.width, height: nil)
        if boxSizesResolved[node] && boxSizesParent[node] == parent { return }
        fixedBoxSizes[node] = BoxSizes(style: styles[node], parent: parent)
        boxSizesParent[node] = parent
        boxSizesResolved[node] = true
    }

    static func usesParentSize(_ s: CSSStyle) -> Bool {
        func p(_ l: CSSLength) -> Bool { if case .percent = l { return true }; return false }
        func e(_ edges: CSSEdges<CSSLength>) -> Bool { p(edges.left) || p(edges.right) || p(edges.top) || p(edges.bottom) }
        return p(s.width) || p(s.height) || p(s.minWidth) || p(s.minHeight) || p(s.maxWidth) || p(s.maxHeight)
            || e(s.margin) || e(s.padding) || e(s.border) || e(s.inset)
    }

    static func hasPercentOrRatio(_ s: CSSStyle) -> Bool {
        func p(_ l: CSSLength) -> Bool { if case .percent = l { return true }; return false }
        // (A grid sized by its content and one given that size may share out its tracks
        // differently: not assumed stable.)
        return usesParentSize(s) || p(s.flexBasis) || p(s.rowGap) || p(s.columnGap) || s.aspectRatio != nil || s.flexWrap != .noWrap
            || s.display == .grid
    }

    static func hasSizeStyles(_ s: CSSStyle) -> Bool {
        s.width != .auto || s.height != .auto || s.minWidth != .auto || s.minHeight != .auto
            || s.maxWidth != .auto || s.maxHeight != .auto || s.aspectRatio != nil
    }

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
        let style = styles[0]
        let parent = OptSize(width: available.width.definiteValue, height: available.height.definiteValue)
        let output: NodeOutput
        if style.display == .none {
            output = NodeOutput(size: .zero, baseline: nil)
            hideSubtree(0)
        } else {
            // The root is sized like a box in a block of the available size: its own width and
            // height styles (resolved against the available space) are its known size.
            let sizes = BoxSizes(style: style, parent: parent)
            var known = sizes.size.clamped(min: sizes.min, max: sizes.max)
            known.width = known.width.maxed(sizes.paddingBorder.horizontal)
            known.height = known.height.maxed(sizes.paddingBorder.vertical)
            if known.width == nil, let width = available.width.definiteValue, style.position != .absolute {
                // A block-level box fills the available inline size (less its margins).
                known.width = (width - sizes.margin.horizontal).clamped(min: sizes.min.width, max: sizes.max.width)
                known = known.applyingAspectRatio(style.aspectRatio, adjustment: sizes.boxSizingAdjustment)
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
    /// the same (a natural size depends on the subtree alone). A wrapper (one item) is sized
    /// by scalar code rather than the general simple pass (`findWrapperNaturalSize`).
    private mutating func findNaturalSizesBottomUp() {
        for node in naturalSizeOrder {
            if childStart[node + 1] - childStart[node] == 1, findWrapperNaturalSize(node) { continue }
            _ = compute(node, known: OptSize(), parent: OptSize(), available: .maxContent, mode: .computeSize, sizing: .contentSize)
        }
    }

    /// Clears every cached measurement, so the next layout recomputes everything.
    mutating func clearCache() {
        cache.clear()
        layoutGeneration &+= 1
        if layoutGeneration == 0 {
            // (After 2^32 layouts: forget every record and natural size rather than let an old
            // one pass for current.)
            layoutGeneration = 1
            layoutRecords.withUnsafeMutableBufferPointer { $0.update(repeating: SimpleLayoutRecord()) }
            naturalSizes.withUnsafeMutableBufferPointer { $0.update(repeating: NaturalSize()) }
        }
        boxSizesResolved.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
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
    ///   - widthOnly: the caller reads only the width of a size-only answer. A flex container
    ///     then stops once its width is known, skipping the cross sizes (which ask its items
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
        if isPlainLeaf[node], sizing == .contentSize || !hasSizeStyles[node], !fixedBoxSizesUseRatio[node],
           styles[node].display != .none {
            // `computeLeaf` for what the flex algorithm asks most: the content box of a plain
            // leaf is empty, so without its size styles (and any aspect-ratio) it is as large as
            // the known size, else its padding, border and gutters. (Read from the stored box
            // sizes: copying them cost more than the rest. Ahead of the normalisations below,
            // which it does not need.)
            if usesParentSize[node] { refreshBoxSizes(node, parent: parent) }
            let inset = fixedBoxSizes[node].contentInset
            let pb = fixedBoxSizes[node].paddingBorder
            let size = CGSize(
                width: max(known.width ?? (0 + inset.horizontal), pb.horizontal),
                height: max(known.height ?? (0 + inset.vertical), pb.vertical))
            if mode == .performLayout { baselines[node] = nil }
            return NodeOutput(size: size, baseline: nil)
        }
        if mode == .computeSize {
            if !wantsBaseline, naturalSizes[node].generation == layoutGeneration, let size = naturalAnswer(node, known, available, sizing, indefinite) {
                return NodeOutput(size: size, baseline: nil)
            }
        } else if let width = known.width, let height = known.height, replays(node, at: CGSize(width: width, height: height)) {
            return replaySimpleLayout(node)
        }
        return computeBox(
            node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
            wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
    }

    /// Whether laying `node` out at `size` may replay its last measuring pass (see
    /// `replaySimpleLayout`).
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
        let widthOnly = widthOnly && mode == .computeSize && !wantsBaseline && display == .flex && measures[node] == nil
            && (available.width == .minContent || !sizeIsStable[node])
        let key = CSSLayoutCache.Key(
            known: known, parent: parent, available: available, sizing: sizing, indefinite: indefinite, widthOnly: widthOnly)
        // (A natural size that is remembered is never in the cache: `compute` would have
        // answered it.)
        let remembersNaturalSize = remembersNaturalSizes && sizeIsStable[node] && key == CSSLayoutCache.Key.natural
        if mode == .computeSize, !remembersNaturalSize,
           let hit = cache.lookup(node, key, needsBaseline: wantsBaseline, sizeIsStable: sizeIsStable[node]) {
            return hit
        }
        // (A full answer serves a width-only question too.)
        if widthOnly, let hit = cache.lookup(node, key.full, needsBaseline: false, sizeIsStable: sizeIsStable[node]) {
            return hit
        }
        let output: NodeOutput
        var complete = true
        if display == .none {
            output = NodeOutput(size: .zero, baseline: nil)
        } else if display == .grid && measures[node] == nil {
            (output, complete) = computeGrid(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing, wantsBaseline: wantsBaseline)
        } else if measures[node] != nil || children[node].isEmpty {
            output = computeLeaf(node, known: known, parent: parent, available: available, mode: mode, sizing: sizing)
        } else if display == .block {
            output = computeBlock(node, known: known, parent: parent, available: available, mode: mode, sizing: sizing, indefinite: indefinite)
        } else if isSimpleContainer[node] {
            (output, complete) = computeSimpleFlex(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing, wantsBaseline: wantsBaseline,
                indefinite: indefinite, widthOnly: widthOnly)
        } else {
            (output, complete) = computeFlex(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing, wantsBaseline: wantsBaseline,
                indefinite: indefinite, widthOnly: widthOnly)
        }
        if mode == .computeSize {
            // (A natural size is remembered apart, and `compute` answers what the cache
            // would have answered with it.)
            if remembersNaturalSize {
                naturalSizes[node].generation = layoutGeneration
                naturalSizes[node].size = output.size
            } else {
                cache.store(node, key, output, hasBaseline: complete)
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
    /// `replaySimpleLayout`), nor does anything depend on the indefinite axes (it has no
    /// percentages), so given its size in one axis it keeps its natural size in the other,
    /// as `computeSimpleFlex` would find (which clamps the known one by its min and max).
    @inline(__always)
    private func naturalAnswer(_ node: Int, _ known: OptSize, _ available: CSSAvailableSize, _ sizing: SizingMode, _ indefinite: IndefiniteAxes) -> CGSize? {
        let size = naturalSizes[node].size
        guard sizing == .contentSize || !hasSizeStyles[node] else { return nil }
        if replaysLayout[node], known.width == nil || known.height == nil {
            let facts = simpleContainers[node]
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

    /// A leaf: its size comes from its styles, else from its measure function (or an empty
    /// content box), plus padding, border and scrollbar gutters.
    mutating func computeLeaf(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize, mode: RunMode, sizing: SizingMode
    ) -> NodeOutput {
        let sizes = boxSizes(node, parent: parent)
        let inset = sizes.contentInset
        var nodeSize = known
        var minSize = OptSize()
        var maxSize = OptSize()
        if sizing == .inherentSize {
            nodeSize = known.or(sizes.size)
            minSize = sizes.min
            maxSize = sizes.max
        }
        nodeSize = nodeSize.applyingAspectRatio(styles[node].aspectRatio, adjustment: sizes.boxSizingAdjustment)
        let pb = CGSize(width: sizes.paddingBorder.horizontal, height: sizes.paddingBorder.vertical)
        // An empty box with an aspect-ratio and neither size known is as wide as its padding and
        // border (within its min and max widths, which the browser applies to the inline size it
        // lays the box out at) and as tall as that width gives through the ratio. (Only border-box
        // sizing can make the height differ from the padding and border. Chromium: in a column,
        // `aspect-ratio: 1; padding-left: 3px` is 3×3.)
        if nodeSize.width == nil, nodeSize.height == nil, measures[node] == nil, let ratio = styles[node].aspectRatio, ratio > 0,
           styles[node].boxSizing == .borderBox {
            nodeSize.height = max(inset.horizontal, pb.width).clamped(min: sizes.min.width, max: sizes.max.width) / ratio
        }

        if let width = nodeSize.width, let height = nodeSize.height, measures[node] == nil || mode == .computeSize && baselineFunctions[node] == nil {
            let size = CGSize(
                width: max(width.clamped(min: minSize.width, max: maxSize.width), pb.width),
                height: max(height.clamped(min: minSize.height, max: maxSize.height), pb.height))
            return NodeOutput(size: size, baseline: baselineFunctions[node] == nil ? nil : baselineOfLeaf(node, size: size, inset: inset))
        }
        var contentSize = CGSize.zero
        if let measure = measures[node] {
            func availableContent(_ space: CSSAvailableSpace, margin: CGFloat, size: CGFloat?, min: CGFloat?, max: CGFloat?, inset: CGFloat) -> CSSAvailableSpace {
                var s = space.subtracting(margin).replacing(with: size)
                if size == nil, let max, case .definite(let v) = s { s = .definite(Swift.min(v, max)) }
                if case .definite(let v) = s { return .definite(Swift.max(0, v.clamped(min: min, max: max) - inset)) }
                return s
            }
            let avail = CSSAvailableSize(
                width: availableContent(available.width, margin: sizes.margin.horizontal, size: nodeSize.width, min: minSize.width, max: maxSize.width, inset: inset.horizontal),
                height: availableContent(available.height, margin: sizes.margin.vertical, size: nodeSize.height, min: minSize.height, max: maxSize.height, inset: inset.vertical))
            let input = CSSMeasureInput(
                knownWidth: nodeSize.width.map { max(0, $0 - inset.horizontal) },
                knownHeight: nodeSize.height.map { max(0, $0 - inset.vertical) },
                available: avail)
            contentSize = measure(input)
        }
        var width = nodeSize.width ?? (contentSize.width + inset.horizontal)
        var height = nodeSize.height ?? (contentSize.height + inset.vertical)
        width = max(width.clamped(min: minSize.width, max: maxSize.width), pb.width)
        height = max(height.clamped(min: minSize.height, max: maxSize.height), pb.height)
        let size = CGSize(width: width, height: height)
        return NodeOutput(size: size, baseline: baselineFunctions[node] == nil ? nil : baselineOfLeaf(node, size: size, inset: inset))
    }

    private func baselineOfLeaf(_ node: Int, size: CGSize, inset: ResolvedEdges) -> CGFloat? {
        guard let function = baselineFunctions[node] else { return nil }
        let content = CGSize(width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
        return function(content).map { $0 + inset.top }
    }
}

/// What a `sizeIsStable` container's natural-size pass found (see `naturalSizes`).
struct NaturalSize {
    /// The layout in which it was found.
    var generation: UInt32 = 0
    var size = CGSize.zero
    /// For a row that replays its layout: the sum of its items' outer hypothetical main sizes
    /// and gaps (not below zero), NaN if its width did not come from them.
    var hypotheticalMain = CGFloat.nan

    /// The width `computeSimpleFlex` gives the row when its width is left to it in `space`
    /// (definite, for its margin box), where that space holds its items' hypothetical sizes:
    /// those are the same there as in the natural pass (their widths ignore the heights and
    /// the available height), and so is the main size they decide
    /// (`simpleContainerMainSize`); nil where they would not fit.
    @inline(__always)
    func widthFitting(_ space: CGFloat, _ facts: UnsafePointer<CSSLayoutEngine.SimpleContainerFacts>) -> CGFloat? {
        let f = facts.pointee
        guard f.isRow, !hypotheticalMain.isNaN,
              hypotheticalMain <= max(0, (space - f.margin.horizontal).clamped(min: f.min.width, max: f.max.width) - f.contentInset.horizontal)
        else { return nil }
        return max((hypotheticalMain + f.contentInset.horizontal).clamped(min: f.min.width, max: f.max.width), f.paddingBorder.horizontal)
    }
}

/// Axes in which a node's known size is its used size but not a definite size for resolving
/// its children's percentages (CSS Flexbox §9.8: a flex item's flexed main size is definite
/// only when its container's main size is).
struct IndefiniteAxes: Hashable {
    var width = false
    var height = false
    static let none = IndefiniteAxes()

    func applied(to size: OptSize) -> OptSize {
        OptSize(width: width ? nil : size.width, height: height ? nil : size.height)
    }
}

/// Whether a computation only sizes the node or also places its children.
enum RunMode { case computeSize, performLayout }

/// Whether the node's own size styles apply (`inherentSize`) or only its content counts.
enum SizingMode: Hashable { case inherentSize, contentSize }

/// What computing a node yields: its border-box size and its first baseline from the top of
/// its border box (nil when it has none; parents then synthesise one from the bottom edge).
struct NodeOutput {
    var size: CGSize
    var baseline: CGFloat?
}

/// A size whose dimensions may be unknown.
struct OptSize: Hashable {
    // Stored unboxed (an unknown dimension is a NaN), which halves the size of this and of
    // every struct holding it; reads and writes go through optionals as before.
    private var storedWidth: CGFloat
    private var storedHeight: CGFloat

    @inline(__always) var width: CGFloat? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }
    @inline(__always) var height: CGFloat? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }

    @inline(__always) init(width: CGFloat? = nil, height: CGFloat? = nil) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
    }

    static func == (a: OptSize, b: OptSize) -> Bool { a.width == b.width && a.height == b.height }
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    init(main: CGFloat?, cross: CGFloat?, isRow: Bool) {
        self = isRow ? OptSize(width: main, height: cross) : OptSize(width: cross, height: main)
    }

    @inline(__always) func main(_ isRow: Bool) -> CGFloat? { isRow ? width : height }
    @inline(__always) func cross(_ isRow: Bool) -> CGFloat? { isRow ? height : width }

    @inline(__always) func or(_ other: OptSize) -> OptSize { OptSize(width: width ?? other.width, height: height ?? other.height) }

    func clamped(min: OptSize, max: OptSize) -> OptSize {
        OptSize(width: width.clamped(min: min.width, max: max.width), height: height.clamped(min: min.height, max: max.height))
    }

    /// Fills an unknown dimension from the other through `ratio` (width / height), applied to
    /// the box that `adjustment` (padding and border for content-box sizing) is removed from.
    func applyingAspectRatio(_ ratio: CGFloat?, adjustment: CGSize) -> OptSize {
        guard let ratio, ratio > 0 else { return self }
        switch (width, height) {
        case (nil, let h?): return OptSize(width: (h - adjustment.height) * ratio + adjustment.width, height: h)
        case (let w?, nil): return OptSize(width: w, height: (w - adjustment.width) / ratio + adjustment.height)
        default: return self
        }
    }
}

/// A node's own box properties resolved against its parent's content box: margins, padding,
/// border, scrollbar gutters, and the border-box sizes its styles ask for.
struct BoxSizes {
    var margin: ResolvedEdges
    var marginIsAuto: (left: Bool, right: Bool, top: Bool, bottom: Bool)
    var paddingBorder: ResolvedEdges
    var border: ResolvedEdges
    /// Padding, border and scrollbar gutters: from the border box to the content box.
    var contentInset: ResolvedEdges
    var scrollbarGutter: CGSize
    /// Padding and border for content-box sizing, zero for border-box.
    var boxSizingAdjustment: CGSize
    var size: OptSize
    var min: OptSize
    var max: OptSize

    init(style: CSSStyle, parent: OptSize) {
        let reference = parent.width
        margin = ResolvedEdges(style.margin, reference: reference)
        marginIsAuto = (style.margin.left.isAuto, style.margin.right.isAuto, style.margin.top.isAuto, style.margin.bottom.isAuto)
        border = ResolvedEdges(style.border, reference: reference)
        paddingBorder = ResolvedEdges(style.padding, reference: reference) + border
        contentInset = paddingBorder
        // A vertical scrollbar takes width at the inline end side… of the physical right in
        // ltr and the left in rtl (as browsers draw it); a horizontal one takes height at the bottom.
        let gutterX: CGFloat = style.overflowY == .scroll ? style.scrollbarWidth : 0
        let gutterY: CGFloat = style.overflowX == .scroll ? style.scrollbarWidth : 0
        scrollbarGutter = CGSize(width: gutterX, height: gutterY)
        if style.direction == .rtl { contentInset.left += gutterX } else { contentInset.right += gutterX }
        contentInset.bottom += gutterY
        boxSizingAdjustment = style.boxSizing == .contentBox
            ? CGSize(width: paddingBorder.horizontal, height: paddingBorder.vertical) : .zero
        let adjustment = boxSizingAdjustment
        func resolve(_ w: CSSLength, _ h: CSSLength) -> OptSize {
            OptSize(
                width: w.resolve(against: parent.width).plus(adjustment.width),
                height: h.resolve(against: parent.height).plus(adjustment.height)
            ).applyingAspectRatio(style.aspectRatio, adjustment: adjustment)
        }
        let preferred = OptSize(
            width: style.width.resolve(against: parent.width).plus(adjustment.width),
            height: style.height.resolve(against: parent.height).plus(adjustment.height))
        // Min/max transfer through the ratio only into an axis whose preferred size is auto.
        func transferred(_ w: CSSLength, _ h: CSSLength) -> OptSize {
            var r = resolve(w, h)
            if preferred.width != nil { r.width = w.resolve(against: parent.width).plus(adjustment.width) }
            if preferred.height != nil { r.height = h.resolve(against: parent.height).plus(adjustment.height) }
            return r
        }
        min = transferred(style.minWidth, style.minHeight)
        max = transferred(style.maxWidth, style.maxHeight)
        // A transferred min applies before the axis's own max (Chromium clamps by the
        // transferred limits first, then by the box's own), so the own max wins over it.
        if style.aspectRatio != nil {
            let ownMin = OptSize(width: style.minWidth.resolve(against: parent.width), height: style.minHeight.resolve(against: parent.height))
            let ownMax = OptSize(
                width: style.maxWidth.resolve(against: parent.width).plus(adjustment.width),
                height: style.maxHeight.resolve(against: parent.height).plus(adjustment.height))
            if ownMin.width == nil, let m = min.width, let most = ownMax.width, m > most { min.width = most }
            if ownMin.height == nil, let m = min.height, let most = ownMax.height, m > most { min.height = most }
            // With border-box sizing the ratio applies to the border box, whose height is at
            // least its padding and border: that minimum height transfers to a minimum width
            // (below the max width), as a min-height does. Chromium: `aspect-ratio: 0.5;
            // padding-bottom: 7px` is 3.5×7. (An own min-width replaces it, as it replaces a
            // transferred min-height: Chromium shrinks `aspect-ratio: 2; padding-top: 20px;
            // min-width: 1px` to 1×20 in a container 1 wide.)
            if style.boxSizing == .borderBox, preferred.width == nil, ownMin.width == nil, let ratio = style.aspectRatio, ratio > 0 {
                let minHeight = Swift.max(ownMin.height ?? 0, paddingBorder.vertical)
                let transferred = Swift.max(paddingBorder.horizontal, minHeight * ratio)
                let floor = Swift.min(transferred, max.width ?? .infinity)
                if floor > (min.width ?? 0) { min.width = floor }
            }
        }
        // The transfer starts from the ratio-determining size clamped by its own min/max.
        size = preferred.clamped(min: min, max: max).applyingAspectRatio(style.aspectRatio, adjustment: adjustment)
        size.width = preferred.width ?? size.width
        size.height = preferred.height ?? size.height
    }
}
