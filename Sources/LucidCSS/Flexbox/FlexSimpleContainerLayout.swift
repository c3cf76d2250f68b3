import Foundation

/// The flex algorithm for the common, plain kind of container, without the generality the
/// rest of CSS needs, and the replay of its measured layouts.
///
/// A *simple* container (`isSimpleContainer`) is a single-line (`nowrap`) row or column in
/// left-to-right direction, not reversed, whose own box and whose items' boxes are given in
/// points (no percentages, keywords or aspect-ratio), not a scroll container (whose baseline
/// `computeBox` keeps within its box), whose items are all in flow, with visible overflow, no
/// `auto` margins, no relative offsets and no baseline alignment. For
/// such a container most of `computeFlex` is settled in advance: no writing-mode mapping, one
/// line, no transfers through aspect-ratio, no cyclic percentages. `computeSimpleFlex` runs
/// the same steps with those branches left out, asking the items exactly the questions
/// `computeFlex` asks, so the answers (and the cache) are shared and every frame is the same,
/// bit for bit (`CSSLayoutTree(_:simplePath: false)` turns it off, and the tests compare the
/// two on every suite file).
///
/// Why it exists: every level of a deep tree pays for one container pass per question, so a
/// chain of nested one-child containers (wrappers, insets) cost about seven times as much per
/// node as one wide container. Besides running leaner, a simple container remembers where it
/// placed its items when it was measured (`SimpleLayoutRecord`); laying it out later at the
/// size it arrived at then only copies those frames down (`replaySimpleLayout`) instead of
/// running the algorithm a second time.
extension CSSLayoutEngine {
    /// What a simple container's last measuring pass decided, to place its items again
    /// without recomputing them: valid in the layout numbered `generation`, for a layout at
    /// `size`. Its items' frames are in `recordFrames`, at their positions in `childList`.
    struct SimpleLayoutRecord {
        var generation: UInt32 = 0
        var size = CGSize.zero
        /// Whether the container's inner main size was definite for its items' percentages
        /// (a column's items with no definite flex basis then have indefinite heights).
        var mainIsDefinite = false
    }

    /// What the simple pass reads of a simple container's own styles, resolved once per tree
    /// (reading the 456-byte styles and 200-byte box sizes in the pass copied them).
    struct SimpleContainerFacts {
        var isRow = true
        /// The main-axis gap.
        var gap: CGFloat = 0
        /// `align-content` is `normal` or `stretch`.
        var stretchesLine = true
        /// `justify-content` as a flex-relative keyword, and whether it is `safe`.
        var justify = CSSAlignment.Keyword.flexStart
        var justifyIsSafe = false
        var size = OptSize(), min = OptSize(), max = OptSize()
        var margin = ResolvedEdges(), paddingBorder = ResolvedEdges(), contentInset = ResolvedEdges()
    }

    /// What the simple pass reads of an item of a simple container, in its container's axes
    /// (main as `width`, cross as `height`), resolved once per tree.
    struct SimpleItemFacts {
        var size = OptSize(), min = OptSize(), max = OptSize()
        var marginMainStart: CGFloat = 0, marginMainEnd: CGFloat = 0, marginCrossStart: CGFloat = 0, marginCrossEnd: CGFloat = 0
        var paddingBorderMain: CGFloat = 0, paddingBorderCross: CGFloat = 0
        /// A definite flex basis (`flex-basis` in points, else the main size), NaN when it
        /// comes from the content.
        var basis: CGFloat = .nan
        var grow: CGFloat = 0, shrink: CGFloat = 1
        var align = ItemAlign.stretch
        var alignIsSafe = false
        var crossSizeIsAuto = true
    }

    /// Resolves the facts of a simple container and of its items (at their `childList`
    /// positions).
    mutating func prepareSimpleContainer(_ node: Int) {
        let style = styles[node], sizes = fixedBoxSizes[node]
        let isRow = style.flexDirection == .row
        simpleContainers[node].pointee = SimpleContainerFacts(
            isRow: isRow, gap: (isRow ? style.columnGap : style.rowGap).resolve(against: nil) ?? 0,
            stretchesLine: (style.alignContent?.keyword ?? .stretch) == .stretch,
            justify: Self.simpleContentKeyword(style.justifyContent), justifyIsSafe: style.justifyContent?.isSafe ?? false,
            size: sizes.size, min: sizes.min, max: sizes.max,
            margin: sizes.margin, paddingBorder: sizes.paddingBorder, contentInset: sizes.contentInset)
        for k in childStart[node]..<childStart[node + 1] {
            let child = childList[k]
            let c = styles[child], b = fixedBoxSizes[child]
            func axes(_ size: OptSize) -> OptSize { OptSize(width: size.main(isRow), height: size.cross(isRow)) }
            let pbMain = isRow ? b.paddingBorder.horizontal : b.paddingBorder.vertical
            var basis = b.size.main(isRow) ?? .nan
            if case .points(let v) = c.flexBasis { basis = v + (c.boxSizing == .contentBox ? pbMain : 0) }
            let alignment = c.alignSelf ?? style.alignItems
            simpleItems[k].pointee = SimpleItemFacts(
                size: axes(b.size), min: axes(b.min), max: axes(b.max),
                marginMainStart: isRow ? b.margin.left : b.margin.top, marginMainEnd: isRow ? b.margin.right : b.margin.bottom,
                marginCrossStart: isRow ? b.margin.top : b.margin.left, marginCrossEnd: isRow ? b.margin.bottom : b.margin.right,
                paddingBorderMain: pbMain, paddingBorderCross: isRow ? b.paddingBorder.vertical : b.paddingBorder.horizontal,
                basis: basis, grow: c.flexGrow, shrink: c.flexShrink,
                align: Self.simpleItemAlign(alignment), alignIsSafe: alignment?.isSafe ?? false,
                crossSizeIsAuto: (isRow ? c.height : c.width) == .auto)
        }
    }

    /// Whether `node` is a simple container (see above): checked once per tree.
    static func isSimpleContainer(_ node: Int, styles: [CSSStyle], children: [Int], hasMeasure: Bool) -> Bool {
        let s = styles[node]
        guard !hasMeasure, !children.isEmpty, s.display == .flex, s.flexWrap == .noWrap, s.direction == .ltr,
              s.flexDirection == .row || s.flexDirection == .column, s.aspectRatio == nil, !usesParentSize(s),
              !hasKeyword(s), isPoints(s.rowGap), isPoints(s.columnGap), !isBaseline(s.alignItems),
              !s.overflowX.isScrollContainer, !s.overflowY.isScrollContainer
        else { return false }
        for child in children {
            let c = styles[child]
            guard c.display != .none, c.position == .relative, c.inset == .auto, c.direction == .ltr, c.aspectRatio == nil,
                  !usesParentSize(c), !hasKeyword(c), c.flexBasis == .auto || isPoints(c.flexBasis),
                  !c.margin.left.isAuto, !c.margin.right.isAuto, !c.margin.top.isAuto, !c.margin.bottom.isAuto,
                  !c.overflowX.isScrollContainer, !c.overflowY.isScrollContainer, !isBaseline(c.alignSelf)
            else { return false }
        }
        return true
    }

    private static func isPoints(_ length: CSSLength) -> Bool {
        if case .points = length { return true }
        return false
    }

    private static func hasKeyword(_ s: CSSStyle) -> Bool {
        func k(_ l: CSSLength) -> Bool {
            switch l {
            case .auto, .points, .percent: return false
            default: return true
            }
        }
        return k(s.width) || k(s.height) || k(s.minWidth) || k(s.minHeight) || k(s.maxWidth) || k(s.maxHeight) || k(s.flexBasis)
    }

    private static func isBaseline(_ alignment: CSSAlignment?) -> Bool { alignment?.keyword == .baseline }

    /// An item's `align-self` (or its container's `align-items`) in a simple container, where
    /// the cross-start side is the writing-mode start side (`resolveItemAlign` for that case).
    static func simpleItemAlign(_ alignment: CSSAlignment?) -> ItemAlign {
        switch alignment?.keyword {
        case nil, .stretch: return .stretch
        case .start, .selfStart, .flexStart, .baseline, .spaceBetween, .spaceAround, .spaceEvenly: return .flexStart
        case .end, .selfEnd, .flexEnd: return .flexEnd
        case .center: return .center
        }
    }

    /// `computeFlex` for a simple container (same parameters, same results).
    mutating func computeSimpleFlex(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool = false
    ) -> (NodeOutput, Bool) {
        var known = known
        var widthOnly = widthOnly
        // (Run twice for a column whose width comes from its content: first to find the
        // width, then at that width.)
        while true {
            let facts = UnsafePointer(simpleContainers[node])
            let isRow = facts.pointee.isRow
            let minSize = facts.pointee.min
            let maxSize = facts.pointee.max
            let paddingBorder = facts.pointee.paddingBorder

            // The container's own size where its styles or its parent decide it.
            var styleSize = OptSize()
            if sizing == .inherentSize { styleSize = facts.pointee.size.clamped(min: minSize, max: maxSize) }
            var minMaxDefinite = OptSize()
            if let mn = minSize.width, let mx = maxSize.width, mx <= mn { minMaxDefinite.width = mn }
            if let mn = minSize.height, let mx = maxSize.height, mx <= mn { minMaxDefinite.height = mn }
            let styled = minMaxDefinite.or(styleSize)
            var knownSize = known.or(OptSize(
                width: styled.width.maxed(paddingBorder.horizontal), height: styled.height.maxed(paddingBorder.vertical)))
            if known.width == nil || known.height == nil { knownSize = knownSize.clamped(min: minSize, max: maxSize) }

            if mode == .computeSize, !wantsBaseline, let w = knownSize.width, let h = knownSize.height {
                return (NodeOutput(size: CGSize(width: w, height: h), baseline: nil), false)
            }
            if widthOnly, let w = knownSize.width {
                return (NodeOutput(size: CGSize(width: w, height: .nan), baseline: nil), false)
            }
            // A width from the content is found first; layout then happens at that width (and so
            // does a measurement of a box whose subtree has percentages or aspect ratios).
            if mode == .performLayout || (!widthOnly && !sizeIsStable[node]), knownSize.width == nil {
                return computeAtContentWidth(
                    .simple, node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                    wantsBaseline: wantsBaseline, indefinite: indefinite)
            }

            let inset = facts.pointee.contentInset
            let inner = OptSize(
                width: knownSize.width.map { max(0, $0 - inset.horizontal) },
                height: knownSize.height.map { max(0, $0 - inset.vertical) })
            let margin = facts.pointee.margin

            // A column's width from its content: the largest inline-size contribution of its items
            // (found before the items are made: it needs only their nodes and margins).
            if !isRow, inner.width == nil {
                var most: CGFloat
                switch available.width {
                case .maxContent: most = widestItem(node, .maxContent, innerHeight: inner.height)
                case .minContent: most = widestItem(node, .minContent, innerHeight: inner.height)
                case .definite(let v):
                    let space = max(0, (v - margin.horizontal).clamped(min: minSize.width, max: maxSize.width) - inset.horizontal)
                    most = min(widestItem(node, .maxContent, innerHeight: inner.height), max(widestItem(node, .minContent, innerHeight: inner.height), space))
                }
                var fixed = known
                fixed.width = max((most + inset.horizontal).clamped(min: minSize.width, max: maxSize.width), paddingBorder.horizontal)
                if widthOnly { return (NodeOutput(size: CGSize(width: fixed.width!, height: .nan), baseline: nil), false) }
                known = fixed
                widthOnly = false
                continue
            }

            // The rest runs on the items, through a buffer pointer (no copy-on-write checks, and
            // each item updated in place): a one-item container's (a wrapper's) is a local, the
            // others' an array from the pool.
            let first = childStart[node]
            if childStart[node + 1] - first == 1 {
                var item = makeSimpleItem(at: first)
                return withUnsafeMutablePointer(to: &item) { item in
                    simplePass(
                        node, UnsafeMutableBufferPointer(start: item, count: 1), facts: facts, known: known, knownSize: knownSize, inner: inner,
                        available: available, mode: mode, wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
                }
            }
            var items = makeSimpleItems(node)
            defer { recycleItemBuffer(&items) }
            return items.withUnsafeMutableBufferPointer { items in
                simplePass(
                    node, items, facts: facts, known: known, knownSize: knownSize, inner: inner,
                    available: available, mode: mode, wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
            }
        }
    }

    /// The flex algorithm proper of `computeSimpleFlex`, on its container's `items` once its
    /// own size is known as far as its styles and parent decide it (`knownSize`, with the
    /// content box `inner`).
    private mutating func simplePass(
        _ node: Int, _ items: UnsafeMutableBufferPointer<FlexItem>, facts: UnsafePointer<SimpleContainerFacts>, known: OptSize, knownSize: OptSize, inner: OptSize,
        available: CSSAvailableSize, mode: RunMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool
    ) -> (NodeOutput, Bool) {
        var items = items
        let isRow = facts.pointee.isRow
        let minSize = facts.pointee.min
        let maxSize = facts.pointee.max
        let paddingBorder = facts.pointee.paddingBorder
        let inset = facts.pointee.contentInset
        var inner = inner
        var outer = knownSize
        let insetMain = isRow ? inset.horizontal : inset.vertical
        let insetCross = isRow ? inset.vertical : inset.horizontal
        let gap = facts.pointee.gap
        let margin = facts.pointee.margin

        let percentBase = indefinite.applied(to: inner)
        let mainIsDefinite = percentBase.main(isRow) != nil

        // The available main and cross space for the items (content box).
        func availableInner(_ knownOuter: CGFloat?, _ space: CSSAvailableSpace, margin: CGFloat, inset: CGFloat, min: CGFloat?, max: CGFloat?) -> CSSAvailableSpace {
            if let knownOuter { return .definite(knownOuter - inset) }
            if case .definite(let v) = space { return .definite(Swift.max(0, (v - margin).clamped(min: min, max: max) - inset)) }
            return space
        }
        let availableWidth = availableInner(knownSize.width, available.width, margin: margin.horizontal, inset: inset.horizontal, min: minSize.width, max: maxSize.width)
        let availableHeight = availableInner(knownSize.height, available.height, margin: margin.vertical, inset: inset.vertical, min: minSize.height, max: maxSize.height)
        let availableMain = isRow ? availableWidth : availableHeight
        let availableCross = isRow ? availableHeight : availableWidth

        // Flex base sizes.
        for i in items.indices {
            simpleFlexBaseSize(items.baseAddress! + i, isRow: isRow, innerCross: percentBase.cross(isRow), availableMain: availableMain, availableCross: availableCross)
        }

        // The container's main size.
        if inner.main(isRow) == nil {
            let outerMain = simpleContainerMainSize(
                items, isRow: isRow, gap: gap, insetMain: insetMain, minMain: minSize.main(isRow), maxMain: maxSize.main(isRow),
                paddingBorderMain: isRow ? paddingBorder.horizontal : paddingBorder.vertical,
                availableMain: availableMain, availableCross: availableCross, innerCross: inner.cross(isRow))
            if widthOnly && isRow {
                return (NodeOutput(size: CGSize(width: outerMain, height: .nan), baseline: nil), false)
            }
            if isRow {
                outer.width = outerMain
                inner.width = max(0, outerMain - insetMain)
            } else {
                outer.height = outerMain
                inner.height = max(0, outerMain - insetMain)
            }
        }
        if replaysLayout[node], known.width == nil, known.height == nil, available.width == .maxContent {
            // (The natural pass: what lets `naturalAnswer` size the row in definite space.)
            var hypotheticalMain = CGFloat.nan
            if isRow && knownSize.width == nil {
                hypotheticalMain = max(0, simpleRowMaxContent(items, gap: gap, availableCross: availableCross, innerCross: inner.cross(isRow)))
            }
            naturalSizes[node].hypotheticalMain = hypotheticalMain
        }
        let innerMain = inner.main(isRow)!
        let outerMain = outer.main(isRow)!
        let line = FlexLine(range: 0..<items.count)

        // Flexible lengths, then hypothetical cross sizes.
        resolveFlexibleLengths(&items, line: line, gap: gap, innerMain: innerMain)
        var linesCross: CGFloat = 0
        for i in items.indices {
            simpleHypotheticalCrossSize(&items[i], isRow: isRow, inner: inner, outerMain: outerMain, availableCross: availableCross, mainIsDefinite: mainIsDefinite)
            linesCross = max(linesCross, items[i].hypotheticalOuterCross)
        }

        // The line's cross size (the container's, when known), stretched by align-content.
        var lineCross: CGFloat
        if let cross = inner.cross(isRow) {
            lineCross = stretchedLineCross(facts, cross, outerCross: outer.cross(isRow)!)
        } else {
            lineCross = linesCross.clamped(min: minSize.cross(isRow).map { $0 - insetCross }, max: maxSize.cross(isRow).map { $0 - insetCross })
            lineCross = stretchedLineCross(facts, lineCross, outerCross: nil)
        }

        // Used cross sizes; main-axis and cross-axis alignment.
        var used = gap * CGFloat(items.count - 1)
        for i in items.indices {
            // (Through a pointer: reading `items[i]` whole copied all of it.)
            let item = items.baseAddress! + i
            item.pointee.targetCross = item.pointee.align == .stretch && item.pointee.crossSizeIsAuto
                ? max((lineCross - item.pointee.marginCrossSum).clamped(min: item.pointee.minCrossIgnoringRatio, max: item.pointee.maxCrossIgnoringRatio), item.pointee.paddingBorderCross)
                : item.pointee.hypotheticalInnerCross
            used += item.pointee.outerTargetMain
        }
        var keyword = facts.pointee.justify
        var isSafe = facts.pointee.justifyIsSafe
        let free = innerMain - used
        if free < 0, isSafe || keyword == .spaceAround || keyword == .spaceEvenly {
            keyword = .flexStart
            isSafe = false
        }
        let (leading, between) = FlexDistribution.offsets(keyword: keyword, isSafe: isSafe, free: free, count: items.count, gap: gap)
        for i in items.indices {
            items[i].offsetMain = i == 0 ? leading : between
            let free = lineCross - items[i].outerTargetCross
            var offset: CGFloat
            switch items[i].align {
            case .flexStart, .stretch, .baseline: offset = 0
            case .flexEnd: offset = free
            case .center: offset = free / 2
            }
            if items[i].alignIsSafe && free < 0 { offset = 0 }
            items[i].offsetCross = offset
        }

        // The container's cross size.
        let outerCross = outer.cross(isRow)
            ?? max((lineCross + insetCross).clamped(min: minSize.cross(isRow), max: maxSize.cross(isRow)), isRow ? paddingBorder.vertical : paddingBorder.horizontal)
        let containerSize = CGSize(main: outerMain, cross: outerCross, isRow: isRow)
        if isRow { inner.height = max(0, outerCross - insetCross) } else { inner.width = max(0, outerCross - insetCross) }

        if mode == .computeSize && !wantsBaseline {
            if replaysLayout[node] {
                recordSimpleLayout(node, items, facts, size: containerSize, innerMain: innerMain, lineCross: lineCross, mainIsDefinite: mainIsDefinite)
            }
            return (NodeOutput(size: containerSize, baseline: nil), true)
        }

        // Place the items; the first one gives the container's first baseline.
        let childAvailable = CSSAvailableSize(width: .definite(containerSize.width), height: .definite(containerSize.height))
        var baseline: CGFloat? = nil
        var mainCursor = isRow ? inset.left : inset.top
        let crossStart = isRow ? inset.top : inset.left
        for i in items.indices {
            let item = items.baseAddress! + i
            let indefiniteAxes = Self.simpleItemIndefinite(
                isRow: isRow, mainIsDefinite: mainIsDefinite, basisIsDefinite: item.pointee.basisIsDefinite,
                hasCrossSize: item.pointee.sizeCross != nil, stretches: item.pointee.align == .stretch && item.pointee.crossSizeIsAuto)
            var childSize = CGSize(main: item.pointee.targetMain, cross: item.pointee.targetCross, isRow: isRow)
            var childBaseline: CGFloat? = nil
            let knownChild = OptSize(width: childSize.width, height: childSize.height)
            if mode == .performLayout || i == 0 {
                let out = compute(
                    item.pointee.node, known: knownChild, parent: inner, available: childAvailable, mode: mode, sizing: .contentSize,
                    wantsBaseline: mode == .computeSize, indefinite: indefiniteAxes)
                childSize = out.size
                childBaseline = out.baseline
            }
            let mainPos = mainCursor + item.pointee.offsetMain + item.pointee.marginMainStart
            let crossPos = crossStart + item.pointee.offsetCross + item.pointee.marginCrossStart
            mainCursor = mainPos + (isRow ? childSize.width : childSize.height) + item.pointee.marginMainEnd
            let frame = isRow
                ? CGRect(x: mainPos, y: crossPos, width: childSize.width, height: childSize.height)
                : CGRect(x: crossPos, y: mainPos, width: childSize.width, height: childSize.height)
            if mode == .performLayout { frames[item.pointee.node] = frame }
            if i == 0 { baseline = frame.minY + (childBaseline ?? childSize.height) }
        }
        return (NodeOutput(size: containerSize, baseline: baseline), true)
    }

    /// Which sizes of an item of a simple container count as indefinite for its children's
    /// percentages: in a column of indefinite main size, a height from flexing an indefinite
    /// basis; in a row, a height that neither its styles nor stretching decide (§9.8).
    static func simpleItemIndefinite(isRow: Bool, mainIsDefinite: Bool, basisIsDefinite: Bool, hasCrossSize: Bool, stretches: Bool) -> IndefiniteAxes {
        var axes = IndefiniteAxes(width: false, height: !isRow && !mainIsDefinite && !basisIsDefinite)
        if isRow, !hasCrossSize, !stretches { axes.height = true }
        return axes
    }

    /// `simpleItemIndefinite` for the item at `childList` position `k` of a replayed container.
    private func replayedItemIndefinite(at k: Int, of node: Int, _ record: SimpleLayoutRecord) -> IndefiniteAxes {
        let item = simpleItems[k].pointee
        return Self.simpleItemIndefinite(
            isRow: simpleContainers[node].pointee.isRow, mainIsDefinite: record.mainIsDefinite, basisIsDefinite: !item.basis.isNaN,
            hasCrossSize: item.size.height != nil, stretches: item.align == .stretch && item.crossSizeIsAuto)
    }

    /// The widest border-box width of the items of a column whose width comes from its
    /// content, with their cross margins (`columnContentWidth` for one line).
    private mutating func widestItem(_ node: Int, _ space: CSSAvailableSpace, innerHeight: CGFloat?) -> CGFloat {
        var most: CGFloat = 0
        for k in childStart[node]..<childStart[node + 1] {
            let out = compute(
                childList[k], known: OptSize(), parent: OptSize(width: nil, height: innerHeight),
                available: CSSAvailableSize(width: space, height: innerHeight.map { .definite($0) } ?? .maxContent),
                mode: .computeSize, sizing: .inherentSize, widthOnly: true)
            most = max(most, out.size.width + (simpleItems[k].pointee.marginCrossStart + simpleItems[k].pointee.marginCrossEnd))
        }
        return most
    }

    /// The items of a simple container, made from their facts. (An item's `flexBasis` starts
    /// as its definite basis, NaN when it comes from the content.)
    private mutating func makeSimpleItems(_ node: Int) -> [FlexItem] {
        let first = childStart[node], end = childStart[node + 1]
        var items = takeItemBuffer(capacity: end - first)
        var count = 0
        for k in first..<end {
            let item = makeSimpleItem(at: k)
            if count < items.count { items[count] = item } else { items.append(item) }
            count += 1
        }
        if items.count > count { items.removeSubrange(count...) }
        return items
    }

    /// The item at `childList` position `k` of a simple container, made from its facts.
    @inline(__always)
    private func makeSimpleItem(at k: Int) -> FlexItem {
            let f = simpleItems[k]
            var item = FlexItem(
                node: childList[k],
                sizeMain: f.pointee.size.width, sizeCross: f.pointee.size.height, minMain: f.pointee.min.width, minCross: f.pointee.min.height,
                maxMain: f.pointee.max.width, contentMaxMain: f.pointee.max.width, maxCross: f.pointee.max.height, transferredMinMain: nil,
                maxCrossIgnoringRatio: f.pointee.max.height, minCrossIgnoringRatio: f.pointee.min.height, crossSizeIsAuto: f.pointee.crossSizeIsAuto,
                marginMainStart: f.pointee.marginMainStart, marginMainEnd: f.pointee.marginMainEnd,
                marginCrossStart: f.pointee.marginCrossStart, marginCrossEnd: f.pointee.marginCrossEnd,
                autoMainStart: false, autoMainEnd: false, autoCrossStart: false, autoCrossEnd: false,
                paddingBorderMain: f.pointee.paddingBorderMain, paddingBorderCross: f.pointee.paddingBorderCross,
                align: f.pointee.align, alignIsSafe: f.pointee.alignIsSafe, mainIsScrollContainer: false, isScrollContainer: false,
                grow: f.pointee.grow, shrink: f.pointee.shrink, relativeOffset: .zero)
            item.flexBasis = f.pointee.basis
            return item
    }

    /// `determineFlexBaseSize` for an item of a simple container.
    private mutating func simpleFlexBaseSize(_ item: UnsafeMutablePointer<FlexItem>, isRow: Bool, innerCross: CGFloat?, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace) {
        let node = item.pointee.node
        let crossAvailable = item.pointee.crossSpace(in: availableCross)
        var knownCross = item.pointee.sizeCross
        if knownCross == nil, item.pointee.align == .stretch, let containerCross = innerCross {
            knownCross = item.pointee.stretchedCross(containerCross)
        }
        let childKnown = OptSize(main: nil, cross: knownCross, isRow: isRow)
        let childParent = OptSize(main: nil, cross: innerCross, isRow: isRow)

        // A definite flex basis, else the main size, else the content size.
        var basis: CGFloat? = item.pointee.flexBasis.isNaN ? nil : item.pointee.flexBasis
        item.pointee.basisIsDefinite = basis != nil
        var sameMinContent: NodeOutput? = nil
        if basis == nil {
            let mainSpace: CSSAvailableSpace = availableMain == .minContent ? .minContent : .maxContent
            let out = compute(
                node, known: childKnown, parent: childParent,
                available: CSSAvailableSize(main: mainSpace, cross: crossAvailable, isRow: isRow),
                mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
            basis = isRow ? out.size.width : out.size.height
            if mainSpace == .minContent || isPlainLeaf[node] || (isRow ? intrinsicWidthsAgree[node] : ignoresAvailableHeight[node]) {
                sameMinContent = out
            }
        }
        // (A size from the content is limited by the max main size.)
        if !item.pointee.basisIsDefinite, let most = item.pointee.contentMaxMain { basis = min(basis!, most) }
        let flexBasis = max(basis!, item.pointee.paddingBorderMain)
        item.pointee.flexBasis = flexBasis
        item.pointee.innerFlexBasis = flexBasis - item.pointee.paddingBorderMain

        let resolvedMin = simpleMinMain(
            node, minMain: item.pointee.minMain, sizeMain: item.pointee.sizeMain, maxMain: item.pointee.contentMaxMain,
            paddingBorderMain: item.pointee.paddingBorderMain, isRow: isRow,
            known: childKnown, parent: childParent, crossAvailable: crossAvailable, sameMinContent: sameMinContent)
        item.pointee.resolvedMinMain = resolvedMin
        let hypothetical = max(flexBasis.clamped(min: max(resolvedMin, item.pointee.paddingBorderMain), max: item.pointee.maxMain), item.pointee.paddingBorderMain)
        item.pointee.hypotheticalInnerMain = hypothetical
        item.pointee.hypotheticalOuterMain = hypothetical + item.pointee.marginMainSum
    }

    /// The min main size of an item of a simple container (or a wrapper): its own min size,
    /// else the automatic minimum, its content's min-content size capped by its specified
    /// and max sizes. `sameMinContent` is the content's size already measured for the flex
    /// basis when it answers the min-content question too.
    @inline(__always)
    mutating func simpleMinMain(
        _ node: Int, minMain: CGFloat?, sizeMain: CGFloat?, maxMain: CGFloat?, paddingBorderMain: CGFloat, isRow: Bool,
        known: OptSize, parent: OptSize, crossAvailable: CSSAvailableSpace, sameMinContent: NodeOutput?
    ) -> CGFloat {
        if let minMain { return max(minMain, 0) }
        let out = sameMinContent ?? compute(
            node, known: known, parent: parent,
            available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow),
            mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
        var contentMin = isRow ? out.size.width : out.size.height
        if let sizeMain { contentMin = min(contentMin, sizeMain) }
        if let maxMain { contentMin = min(contentMin, maxMain) }
        return max(contentMin, paddingBorderMain, 0)
    }

    /// `determineContainerMainSize` (with `contentContribution`) for a simple container.
    private mutating func simpleContainerMainSize(
        _ items: UnsafeMutableBufferPointer<FlexItem>, isRow: Bool, gap: CGFloat, insetMain: CGFloat, minMain: CGFloat?, maxMain: CGFloat?,
        paddingBorderMain: CGFloat, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace, innerCross: CGFloat?
    ) -> CGFloat {
        // (Lengths below zero, from negative margins, count as zero, as for the longest line.)
        let gaps = gap * CGFloat(items.count - 1)
        var size: CGFloat
        // A column's block size is its items' hypothetical sizes, whatever the space.
        if !isRow || availableMain.definiteValue != nil {
            var total = gaps
            var least = gaps
            for item in items {
                total += item.hypotheticalOuterMain
                least += max(item.resolvedMinMain, item.paddingBorderMain) + item.marginMainSum
            }
            // (A row's max-content size, as in `determineContainerMainSize`.)
            if isRow, items.contains(where: { $0.basisDiffersFromSize }) {
                total = simpleRowMaxContent(items, gap: gap, availableCross: availableCross, innerCross: innerCross)
            }
            size = max(0, total)
            if isRow, let available = availableMain.definiteValue {
                // Overflowing the space, the content's min-content size also counts the items'
                // min-content contributions (their own widths), as in `determineContainerMainSize`.
                var minContent = max(0, least)
                if size > available {
                    var contributions = gaps
                    for item in items {
                        contributions += simpleContentContribution(item, isRow: isRow, availableMain: .minContent, availableCross: availableCross, innerCross: innerCross)
                    }
                    minContent = max(minContent, contributions)
                }
                size = max(min(size, available), min(minContent, size))
            }
        } else {
            var sum = gaps
            for item in items {
                sum += simpleContentContribution(item, isRow: isRow, availableMain: availableMain, availableCross: availableCross, innerCross: innerCross)
            }
            size = max(0, sum)
        }
        return max((size + insetMain).clamped(min: minMain, max: maxMain), paddingBorderMain)
    }

    /// The max-content size of a simple row's line in definite space (`determineContainerMainSize`):
    /// its items' hypothetical sizes, or their max-content contributions where their flex bases
    /// are not their sizes.
    mutating func simpleRowMaxContent(
        _ items: UnsafeMutableBufferPointer<FlexItem>, gap: CGFloat, availableCross: CSSAvailableSpace, innerCross: CGFloat?
    ) -> CGFloat {
        var total = gap * CGFloat(items.count - 1)
        for item in items {
            total += item.basisDiffersFromSize
                ? simpleContentContribution(item, isRow: true, availableMain: .maxContent, availableCross: availableCross, innerCross: innerCross)
                : item.hypotheticalOuterMain
        }
        return total
    }

    /// `contentContribution` for an item of a simple container (an intrinsic row's main size).
    private mutating func simpleContentContribution(
        _ item: FlexItem, isRow: Bool, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace, innerCross: CGFloat?
    ) -> CGFloat {
        let basisMin: CGFloat? = item.shrink == 0 ? item.hypotheticalInnerMain : nil
        let basisMax: CGFloat? = item.grow == 0 ? item.hypotheticalInnerMain : nil
        let minMain = max(item.minMain.maxed(basisMin) ?? basisMin ?? item.resolvedMinMain, item.resolvedMinMain)
        let maxMain = item.maxMain.mined(basisMax) ?? basisMax ?? .infinity
        if let preferred = item.sizeMain, maxMain <= minMain || maxMain <= preferred {
            return max(min(preferred, maxMain), minMain) + item.marginMainSum
        }
        if maxMain <= minMain { return minMain + item.marginMainSum }
        let crossAvailable = availableCross.replacing(with: innerCross).clamped(
            min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
        var knownCross = item.sizeCross
        if knownCross == nil, item.align == .stretch, let containerCross = innerCross {
            knownCross = item.stretchedCross(containerCross)
        }
        let out = compute(
            item.node, known: OptSize(main: nil, cross: knownCross, isRow: isRow), parent: OptSize(main: nil, cross: innerCross, isRow: isRow),
            available: CSSAvailableSize(main: availableMain, cross: crossAvailable, isRow: isRow),
            mode: .computeSize, sizing: .inherentSize, widthOnly: isRow)
        let content = isRow ? out.size.width : max(out.size.height, item.flexBasis)
        return max(content.clamped(min: minMain, max: maxMain), item.paddingBorderMain) + item.marginMainSum
    }

    /// `hypotheticalCrossSize` for an item of a simple container.
    private mutating func simpleHypotheticalCrossSize(
        _ item: inout FlexItem, isRow: Bool, inner: OptSize, outerMain: CGFloat, availableCross: CSSAvailableSpace, mainIsDefinite: Bool
    ) {
        var cross: CGFloat
        if let size = item.sizeCross {
            cross = size
        } else {
            let crossSpace = availableCross.clamped(min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
            let out = compute(
                item.node, known: OptSize(main: item.targetMain, cross: nil, isRow: isRow), parent: inner,
                available: CSSAvailableSize(main: .definite(outerMain), cross: crossSpace, isRow: isRow),
                mode: .computeSize, sizing: .contentSize,
                indefinite: IndefiniteAxes(width: false, height: !isRow && !mainIsDefinite && !item.basisIsDefinite))
            cross = isRow ? out.size.height : out.size.width
        }
        item.hypotheticalInnerCross = max(cross.clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross)
        item.hypotheticalOuterCross = item.hypotheticalInnerCross + item.marginCrossSum
    }

    /// `stretchLines` for the one line of a simple container.
    func stretchedLineCross(_ facts: UnsafePointer<SimpleContainerFacts>, _ lineCross: CGFloat, outerCross: CGFloat?) -> CGFloat {
        guard facts.pointee.stretchesLine else { return lineCross }
        let isRow = facts.pointee.isRow
        let minCross = facts.pointee.min.cross(isRow)
        guard let containerCross = outerCross ?? minCross else { return lineCross }
        let inset = facts.pointee.contentInset
        let innerCross = max(0, containerCross.clamped(min: minCross, max: facts.pointee.max.cross(isRow)) - (isRow ? inset.vertical : inset.horizontal))
        return lineCross < innerCross ? lineCross + (innerCross - lineCross) : lineCross
    }

    /// `resolvedContentKeyword` for the main axis of a simple container (main-start is the
    /// writing-mode start).
    static func simpleContentKeyword(_ alignment: CSSAlignment?) -> CSSAlignment.Keyword {
        switch alignment?.keyword {
        case nil, .start, .selfStart, .baseline, .stretch: return .flexStart
        case .end, .selfEnd: return .flexEnd
        case let keyword?: return keyword
        }
    }

    /// Remembers where a measuring pass placed a simple container's items, for
    /// `replaySimpleLayout`, when a layout at the size it found would decide the same inner
    /// main size and line cross size (it would not where clamping made them differ).
    private mutating func recordSimpleLayout(
        _ node: Int, _ items: UnsafeMutableBufferPointer<FlexItem>, _ facts: UnsafePointer<SimpleContainerFacts>, size: CGSize,
        innerMain: CGFloat, lineCross: CGFloat, mainIsDefinite: Bool
    ) {
        let isRow = facts.pointee.isRow
        let inset = facts.pointee.contentInset
        let outerMain = isRow ? size.width : size.height, outerCross = isRow ? size.height : size.width
        let insetMain = isRow ? inset.horizontal : inset.vertical, insetCross = isRow ? inset.vertical : inset.horizontal
        guard max(0, outerMain - insetMain) == innerMain,
              stretchedLineCross(facts, max(0, outerCross - insetCross), outerCross: outerCross) == lineCross
        else { return }
        var mainCursor = isRow ? inset.left : inset.top
        let crossStart = isRow ? inset.top : inset.left
        var k = childStart[node]
        for item in items {
            let mainPos = mainCursor + item.offsetMain + item.marginMainStart
            let crossPos = crossStart + item.offsetCross + item.marginCrossStart
            mainCursor = mainPos + item.targetMain + item.marginMainEnd
            recordFrames[k] = isRow
                ? CGRect(x: mainPos, y: crossPos, width: item.targetMain, height: item.targetCross)
                : CGRect(x: crossPos, y: mainPos, width: item.targetCross, height: item.targetMain)
            k += 1
        }
        layoutRecords[node] = SimpleLayoutRecord(generation: layoutGeneration, size: size, mainIsDefinite: mainIsDefinite)
    }

    /// Lays a simple container out at its recorded size (`compute` checks the record, and sets
    /// the container's baseline): the items go where the measuring pass put them, and each is
    /// laid out at its recorded size, replaying in turn where it can.
    ///
    /// Valid because the container's subtree is `sizeIsStable` and every item is a plain leaf
    /// or another such container: there a box's width never depends on its height nor its
    /// height on its width, so everything the pass decides follows from its inner main size
    /// and its line's cross size, which `recordSimpleLayout` checked a layout at this size
    /// would decide the same.
    ///
    /// The replayed containers below `root` are walked with a worklist rather than by
    /// recursion (a chain of wrappers is replayed in one loop); their baselines, which come
    /// from their first items', are set afterwards, deepest first.
    mutating func replaySimpleLayout(_ root: Int) -> NodeOutput {
        var pending = replayWorklist
        var replayed = replayOrder
        var computed = replayComputed
        replayWorklist = []
        replayOrder = []
        replayComputed = []
        pending.append(root)
        // The frames are written through a pointer (each write to the array checked that it
        // was not shared); the items that cannot replay are computed after the walk.
        let childStart = childStart, childList = childList, recordFrames = recordFrames
        let isPlainLeaf = isPlainLeaf, replaysLayout = replaysLayout, layoutRecords = layoutRecords
        let generation = layoutGeneration
        frames.withUnsafeMutableBufferPointer { frames in
            baselines.withUnsafeMutableBufferPointer { baselines in
                while let node = pending.popLast() {
                    replayed.append(node)
                    for k in childStart[node]..<childStart[node + 1] {
                        let child = childList[k]
                        let frame = recordFrames[k]
                        frames[child] = frame
                        if isPlainLeaf[child] {
                            baselines[child] = nil
                        } else if replaysLayout[child], layoutRecords[child].generation == generation, layoutRecords[child].size == frame.size {
                            pending.append(child)
                        } else {
                            computed.append((child, node, k))
                        }
                    }
                }
            }
        }
        for (child, node, k) in computed {
            // (The items' own percentages, and so their parent size, do not matter here; which
            // of their sizes count as definite for their children's percentages does, as in
            // `simplePass`.)
            let record = layoutRecords[node]
            let frame = frames[child]
            _ = compute(
                child, known: OptSize(width: frame.width, height: frame.height), parent: OptSize(),
                available: CSSAvailableSize(width: .definite(record.size.width), height: .definite(record.size.height)),
                mode: .performLayout, sizing: .contentSize, indefinite: replayedItemIndefinite(at: k, of: node, record))
        }
        baselines.withUnsafeMutableBufferPointer { baselines in
            for node in replayed.reversed() {
                let first = childStart[node]
                let frame = recordFrames[first]
                baselines[node] = frame.minY + (baselines[childList[first]] ?? frame.height)
            }
        }
        replayed.removeAll(keepingCapacity: true)
        computed.removeAll(keepingCapacity: true)
        replayWorklist = pending
        replayOrder = replayed
        replayComputed = computed
        return NodeOutput(size: layoutRecords[root].size, baseline: baselines[root])
    }
}
