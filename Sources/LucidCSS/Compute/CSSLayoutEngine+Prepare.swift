import Foundation

/// Preparing a tree: taking a flat tree (`CSSFlatTree`) into the engine's arrays, once, and
/// working out the facts about each node that let later layouts skip work (which answers are
/// stable, which questions are the same, which containers replay their layouts).
extension CSSLayoutEngine {
    init(tree: CSSFlatTree, fastPaths: Bool = true) {
        let count = tree.count
        let styles = tree.styles
        measures = tree.measures
        baselineFunctions = tree.baselines
        children = tree.children
        parents = tree.parents
        grids.makeSlots(count: count, templates: tree.grids) { styles[$0].display == .grid }
        cache = CSSLayoutCache(nodeCount: count)
        usesParentSize = styles.map(Self.usesParentSize)
        hasSizeStyles = styles.map(Self.hasSizeStyles)
        self.styles = StyleTable(styles)
        frames = Array(repeating: .zero, count: count)
        baselines = Array(repeating: nil, count: count)
        fixedBoxSizes = styles.map { BoxSizes(style: $0, parent: OptSize()) }
        fixedBoxSizesUseRatio = styles.map { $0.aspectRatio != nil }
        boxSizesParent = Array(repeating: OptSize(), count: count)
        hasKeywordSize = styles.map { s in
            func k(_ l: CSSLength) -> Bool { if case .auto = l { return false }; if case .points = l { return false }; if case .percent = l { return false }; return true }
            return k(s.width) || k(s.height)
        }
        // (A `stretch` height is a keyword size: nodes without such a child, nearly all, cost a
        // look at one flag per child, not a copy of each child's style.)
        keepsMeasuredLayout = (0..<count).map { node in
            guard styles[node].display == .block, children[node].contains(where: { hasKeywordSize[$0] }) else { return false }
            let s = styles[node]
            guard !s.minHeight.isPercent, !s.maxHeight.isPercent else { return false }
            let inFlow = children[node].lazy.map { styles[$0] }.filter { $0.position != .absolute && $0.display != .none }
            return inFlow.contains { $0.height == .stretch }
                && !inFlow.contains { $0.height.isPercent || $0.minHeight.isPercent || $0.maxHeight.isPercent || $0.inset.top.isPercent || $0.inset.bottom.isPercent }
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
            // (Floats side by side add up in a block's max-content width, not its min-content:
            // Chromium makes a block of 30- and 20-wide floats in a `min-content` column 30.)
            if agree, display == .block { for child in children[node] where styles[child].float != .none { agree = false; break } }
            intrinsicWidthsAgree[node] = agree
            ignoresAvailableWidth[node] = agree && styles[node].display == .flex && !styles[node].flexDirection.isRow
                && measures[node] == nil && !children[node].isEmpty
                && styles[node].minWidth == .auto && styles[node].maxWidth == .auto
            // A container without a width, height or aspect-ratio comes to the same answer
            // whether its own size styles apply or not (its min/max apply either way), except
            // for a flex container's min and max widths, which do not limit its content's width.
            if measures[node] == nil, !children[node].isEmpty, knownKind {
                let s = styles[node]
                hasSizeStyles[node] = s.width != .auto || s.height != .auto || s.aspectRatio != nil
                    || (display == .flex && (s.minWidth != .auto || s.maxWidth != .auto))
            }
        }
        widthFollowsHeight = Array(repeating: false, count: count)
        // (A child whose width follows the height it is given: through its aspect-ratio, or
        // its own content.)
        // (A percentage width counts as `auto` here: the width is being found, so it is
        // cyclic. Chromium makes a grid item holding a `width: 25%; aspect-ratio: 1.5` box
        // in a 10px row 15 wide.)
        func childWidthFollowsHeight(_ c: CSSStyle, _ child: Int) -> Bool {
            c.aspectRatio != nil && (c.width == .auto || c.width.isPercent) || widthFollowsHeight[child]
        }
        // (A `stretch` height follows its parent's height as a percentage does: Chromium makes
        // a grid item holding a `height: stretch; aspect-ratio: 3` box in a 50px row 131 wide.
        // So do percentage min and max heights: a grid item holding a `height: 44px;
        // max-height: 50%; aspect-ratio: 1.5` box in a 44px row is 33 wide, not 66.)
        func heightFollowsParent(_ c: CSSStyle) -> Bool {
            c.height.isPercent || c.height == .stretch || c.minHeight.isPercent || c.maxHeight.isPercent
        }
        for node in stride(from: count - 1, through: 0, by: -1) where measures[node] == nil && !children[node].isEmpty {
            let s = styles[node]
            switch s.display {
            case .flex where !s.flexDirection.isRow:
                // (A wrapping column, or one holding a box whose percentage height resolves
                // against it: Chromium makes a grid item holding a `height: 10%;
                // aspect-ratio: 1` box in a column, in a 60px row, 6 wide.)
                widthFollowsHeight[node] = s.flexWrap != .noWrap || children[node].contains { child in
                    let c = styles[child]
                    return c.position != .absolute && heightFollowsParent(c) && childWidthFollowsHeight(c, child)
                }
            case .flex:
                // (A child stretched to the row's height, or one whose percentage height
                // resolves against it: Chromium makes a grid item holding a `height: 10%;
                // aspect-ratio: 1` box in a 60px row 6 wide.)
                widthFollowsHeight[node] = children[node].contains { child in
                    let c = styles[child]
                    return childWidthFollowsHeight(c, child) && (isStretchedItemOfRow(child) || c.position != .absolute && heightFollowsParent(c))
                }
            case .grid:
                // (A grid whose rows share its height, `fr` rows, and hold an item stretched in
                // its row: Chromium makes the `auto` column of a 200px row holding such a grid,
                // of `1fr auto` rows around an `aspect-ratio: 0.75` box, 133.5 wide, the box's
                // width in its 178 row.)
                let template = grids.templates.address(Int(grids.slots[node]))
                // (Or `auto` rows that stretch over its height, `align-content` normal or
                // `stretch`: Chromium makes a grid item holding a grid around an `aspect-ratio:
                // 0.5` box in a 45px row 22.5 wide. Implicit rows too, beside explicit ones of
                // fixed size: a 150px row holding a grid of a `79px` row with the box in an
                // implicit second row is 142 wide, not 140.)
                func stretches(_ track: CSSGridTrack) -> Bool {
                    if case .auto = track { return true }
                    if case .minmax(_, .auto) = track { return true }
                    return false
                }
                let rows = template.pointee.rows, implicitRows = template.pointee.autoRowTracks
                let stretchesAutoRows = (s.alignContent == nil || s.alignContent?.keyword == .stretch)
                    && (rows.contains(where: stretches) || implicitRows.isEmpty || implicitRows.contains(where: stretches))
                // (Or percentage rows, which its height resolves: Chromium makes a grid item
                // holding a grid of `10% 39px` rows, whose first holds a wrapping column of texts
                // 110 and 60 wide, in an 88px row 170 wide, the column broken in 8.8.)
                let followsHeight: (CSSGridTrack) -> Bool = { $0.isFlexible || $0.usesPercentage }
                guard stretchesAutoRows || rows.contains(where: followsHeight) || implicitRows.contains(where: followsHeight)
                else { break }
                // (Stretched in its row, or sized by a percentage of it however it is aligned:
                // Chromium makes a grid item holding a grid around a `height: 10%; aspect-ratio:
                // 2` box in a 17px row 3.38 wide.)
                widthFollowsHeight[node] = children[node].contains { child in
                    let c = styles[child]
                    let align = c.alignSelf ?? s.alignItems
                    guard c.position != .absolute, childWidthFollowsHeight(c, child) else { return false }
                    return heightFollowsParent(c) || c.height == .auto && !c.margin.top.isAuto && !c.margin.bottom.isAuto
                        && (align == nil || align?.keyword == .stretch)
                }
            case .block:
                widthFollowsHeight[node] = children[node].contains { child in
                    let c = styles[child]
                    return c.position != .absolute && heightFollowsParent(c) && childWidthFollowsHeight(c, child)
                }
            default:
                break
            }
        }
        childStart.reserveCapacity(count + 1)
        childList.reserveCapacity(count)
        for list in children {
            childStart.append(childList.count)
            childList.append(contentsOf: list)
        }
        childStart.append(childList.count)
        collapsesWithParentBlock = (0..<count).map { node in
            let parent = parents[node], s = styles[node]
            guard parent >= 0, styles[parent].display == .block, measures[parent] == nil else { return false }
            return s.display == .block && !s.startsBlockFormattingContext && s.position != .absolute && s.float == .none
                && !s.overflowX.isScrollContainer && !s.overflowY.isScrollContainer
        }
        floatsEscape = Array(repeating: false, count: count)
        for node in stride(from: count - 1, through: 0, by: -1) where collapsesWithParentBlock[node] {
            floatsEscape[node] = children[node].contains { child in
                let s = styles[child]
                return s.display != .none && s.position != .absolute && s.float != .none || floatsEscape[child]
            }
        }
        hasOutOfFlowChildren = children.map { $0.contains { styles[$0].display == .none || styles[$0].position == .absolute } }
        isPlainLeaf = (0..<count).map { measures[$0] == nil && baselineFunctions[$0] == nil && children[$0].isEmpty && styles[$0].display != .grid }
        replaysLayout = Array(repeating: false, count: count)
        for node in stride(from: count - 1, through: 0, by: -1) where fastPaths && sizeIsStable[node]
            && Self.hasReplayableShape(node, styles: self.styles, children: children[node], hasMeasure: measures[node] != nil || baselineFunctions[node] != nil) {
            replaysLayout[node] = children[node].allSatisfy { isPlainLeaf[$0] || replaysLayout[$0] }
        }
        hasPlainIntrinsicWidths = (0..<count).map { node in
            let s = styles[node]
            guard fastPaths, s.display == .block, measures[node] == nil, baselineFunctions[node] == nil, !children[node].isEmpty,
                  s.aspectRatio == nil, !usesParentSize[node], !hasKeywordSize[node] else { return false }
            return children[node].allSatisfy { child in
                let c = styles[child]
                return c.display == .none || c.position == .absolute
                    || c.aspectRatio == nil && !usesParentSize[child] && !hasKeywordSize[child]
            }
        }
        plainIntrinsicWidths = Array(repeating: PlainIntrinsicWidths(), count: count)
        isPlainFlowBlock = Array(repeating: false, count: count)
        // (Children come after their parent in pre-order: from the end, each node's children
        // are known before it.)
        for node in stride(from: count - 1, through: 0, by: -1) where fastPaths && collapsesWithParentBlock[node] {
            let s = styles[node]
            guard measures[node] == nil, baselineFunctions[node] == nil, s.aspectRatio == nil, !usesParentSize[node],
                  !hasKeywordSize[node], !fixedBoxSizesUseRatio[node], s.clear == .none, s.inset == .auto,
                  s.justifySelf == nil, s.justifyItems == nil, s.alignContent == nil, s.textAlign == .auto, !floatsEscape[node], !hasOutOfFlowChildren[node],
                  !s.margin.left.isAuto, !s.margin.right.isAuto, !s.margin.top.isAuto, !s.margin.bottom.isAuto
            else { continue }
            isPlainFlowBlock[node] = children[node].allSatisfy { isPlainFlowBlock[$0] }
        }
        layoutRecords = Array(repeating: FlexLayoutRecord(), count: count)
        recordIndefinite = Array(repeating: .none, count: childList.count)
        var templateSlots = Array(repeating: 0, count: childList.count)
        for node in 0..<count where styles[node].display == .flex && measures[node] == nil {
            for k in childStart[node]..<childStart[node + 1] {
                let child = childList[k], style = styles[child]
                if style.display != .none, style.position != .absolute, !hasKeywordSize[child],
                   !fixedBoxSizesUseRatio[child], style.aspectRatio == nil {
                    templateSlots[k] = usesParentSize[child] ? FlexItemTemplates.keyedSlotCount : 1
                }
            }
        }
        itemTemplates = FlexItemTemplates(slotCounts: templateSlots)
        remembersNaturalSizes = fastPaths
        replayFacts = FactTable(repeating: ReplayFacts(), count: count)
        for node in 0..<count where replaysLayout[node] { replayFacts[node].pointee = replayFacts(node) }
        naturalSizes = Array(repeating: NaturalSize(), count: count)
        naturalSizeOrder = fastPaths ? (1..<count).reversed().filter { replaysLayout[$0] } : []
        recordFrames = Array(repeating: .zero, count: childList.count)
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
}
