import Foundation

/// The flex layout algorithm (CSS Flexible Box Layout Level 1, §9), with the choices
/// Chromium makes where the specification leaves room.
extension CSSLayoutEngine {
    /// The container-level quantities shared by the steps of the algorithm.
    ///
    /// A class: passed to a dozen steps per container pass, a struct of this size (about 360
    /// bytes) was rebuilt field by field for every call. Only `computeFlex` changes its own
    /// context (the sizes it finds: `outer`, `inner`, `mainGap`); everything else is fixed.
    final class FlexContext {
        let isRow: Bool
        let isWrap: Bool
        let isWrapReverse: Bool
        let isRTL: Bool
        let mainStart: PhysicalSide
        let crossStart: PhysicalSide
        let sizes: BoxSizes
        let contentInset: ResolvedEdges
        /// Border-box size where known.
        var outer: OptSize
        /// Content-box size where known.
        var inner: OptSize
        var mainGap: CGFloat
        let crossGap: CGFloat
        let justify: CSSAlignment?
        let alignContent: CSSAlignment?
        let alignItems: CSSAlignment?
        let minSize: OptSize
        let maxSize: OptSize
        /// What the children's percentages resolve against: the content box in the axes
        /// where it is definite.
        let percentBase: OptSize
        /// Whether the main size was definite before the items were measured.
        let mainIsDefinite: Bool
        /// For a balanced container (`flex-wrap: balance`), its `flex-line-count`.
        var balanceLineCount: Int? = nil

        init(
            isRow: Bool, isWrap: Bool, isWrapReverse: Bool, isRTL: Bool, mainStart: PhysicalSide, crossStart: PhysicalSide,
            sizes: BoxSizes, contentInset: ResolvedEdges, outer: OptSize, inner: OptSize, mainGap: CGFloat, crossGap: CGFloat,
            justify: CSSAlignment?, alignContent: CSSAlignment?, alignItems: CSSAlignment?, minSize: OptSize, maxSize: OptSize,
            percentBase: OptSize, mainIsDefinite: Bool
        ) {
            self.isRow = isRow
            self.isWrap = isWrap
            self.isWrapReverse = isWrapReverse
            self.isRTL = isRTL
            self.mainStart = mainStart
            self.crossStart = crossStart
            self.sizes = sizes
            self.contentInset = contentInset
            self.outer = outer
            self.inner = inner
            self.mainGap = mainGap
            self.crossGap = crossGap
            self.justify = justify
            self.alignContent = alignContent
            self.alignItems = alignItems
            self.minSize = minSize
            self.maxSize = maxSize
            self.percentBase = percentBase
            self.mainIsDefinite = mainIsDefinite
        }

        var insetMainStart: CGFloat { contentInset[mainStart] }
        var insetMainEnd: CGFloat { contentInset[mainStart.opposite] }
        var insetCrossStart: CGFloat { contentInset[crossStart] }
        var insetCrossEnd: CGFloat { contentInset[crossStart.opposite] }
        var insetMainSum: CGFloat { contentInset.sum(horizontal: isRow) }
        var insetCrossSum: CGFloat { contentInset.sum(horizontal: !isRow) }
        var paddingBorderMainSum: CGFloat { sizes.paddingBorder.sum(horizontal: isRow) }
        var paddingBorderCrossSum: CGFloat { sizes.paddingBorder.sum(horizontal: !isRow) }
    }

    /// Which flex algorithm lays a container out: the general one (`computeFlex`) or the
    /// leaner one for simple containers (`computeSimpleFlex`).
    enum FlexPass { case general, simple }

    /// A flex container whose width comes from its content: the width is found first (a
    /// width-only measurement), then the container is computed at that width. Shared by both
    /// passes, which each decide when it applies.
    mutating func computeAtContentWidth(
        _ pass: FlexPass, _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes
    ) -> (NodeOutput, Bool) {
        func run(_ engine: inout CSSLayoutEngine, known: OptSize, mode: RunMode, wantsBaseline: Bool, widthOnly: Bool) -> (NodeOutput, Bool) {
            switch pass {
            case .general:
                return engine.computeFlex(
                    node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                    wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
            case .simple:
                return engine.computeSimpleFlex(
                    node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                    wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
            }
        }
        var fixed = known
        fixed.width = run(&self, known: known, mode: .computeSize, wantsBaseline: false, widthOnly: true).0.size.width
        return run(&self, known: fixed, mode: mode, wantsBaseline: wantsBaseline, widthOnly: false)
    }

    /// Lays out a flex container. Returns the output and whether it is complete (a size-only
    /// run that stopped early has no baseline).
    mutating func computeFlex(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool = false
    ) -> (NodeOutput, Bool) {
        let style = styles[node]
        let sizes = boxSizes(node, parent: parent)
        let isRow = style.flexDirection.isRow
        let pbSize = CGSize(width: sizes.paddingBorder.horizontal, height: sizes.paddingBorder.vertical)

        // The container's own size where its styles or its parent decide it.
        var styleSize = OptSize()
        if sizing == .inherentSize { styleSize = sizes.size.clamped(min: sizes.min, max: sizes.max) }
        var minMaxDefinite = OptSize()
        if let mn = sizes.min.width, let mx = sizes.max.width, mx <= mn { minMaxDefinite.width = mn }
        if let mn = sizes.min.height, let mx = sizes.max.height, mx <= mn { minMaxDefinite.height = mn }
        let styled = minMaxDefinite.or(styleSize)
        var knownSize = known.or(OptSize(width: styled.width.maxed(pbSize.width), height: styled.height.maxed(pbSize.height)))
        if known.width == nil || known.height == nil {
            let derivesWidth = known.width == nil && style.width.resolve(against: parent.width) == nil
                && minMaxDefinite.width == nil && knownSize.height != nil
            knownSize = knownSize.applyingAspectRatio(style.aspectRatio, adjustment: sizes.boxSizingAdjustment)
                .clamped(min: sizes.min, max: sizes.max)
            if derivesWidth, sizing == .inherentSize, let w = knownSize.width {
                knownSize.width = flooredRatioWidth(node, width: w, parent: parent).clamped(min: nil, max: sizes.max.width)
            }
        }

        if mode == .computeSize, !wantsBaseline, let w = knownSize.width, let h = knownSize.height {
            return (NodeOutput(size: CGSize(width: w, height: h), baseline: nil), false)
        }
        // A known width is the container's width (see `compute` for `widthOnly`).
        if widthOnly, let w = knownSize.width {
            return (NodeOutput(size: CGSize(width: w, height: .nan), baseline: nil), false)
        }

        // A width that comes from the content is found first, with percentages of it
        // (margins, padding, widths of the children) treated as cyclic; layout then happens
        // at that width, against which they resolve (css-sizing-3 §5.2.1, as browsers do).
        // (So is a size asked of a box whose subtree has percentages or aspect ratios: its
        // height is the one the layout at that width will have, as in Chromium, where an
        // item's block size is always measured at its inline size. Not for a box with an
        // aspect-ratio itself, whose height would then follow that width through the ratio.)
        if mode == .performLayout || (!widthOnly && !sizeIsStable[node] && style.aspectRatio == nil), knownSize.width == nil {
            return computeAtContentWidth(
                .general, node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                wantsBaseline: wantsBaseline, indefinite: indefinite)
        }

        let isRTL = style.direction == .rtl
        let isReverse = style.flexDirection.isReverse
        let wrapReverse = style.flexWrap.isReverse
        let mainStart: PhysicalSide = isRow ? ((isRTL != isReverse) ? .right : .left) : (isReverse ? .bottom : .top)
        let crossStart: PhysicalSide = isRow ? (wrapReverse ? .bottom : .top) : ((isRTL != wrapReverse) ? .right : .left)
        let inset = sizes.contentInset
        let inner = OptSize(
            width: knownSize.width.map { max(0, $0 - inset.horizontal) },
            height: knownSize.height.map { max(0, $0 - inset.vertical) })
        let mainGapStyle = isRow ? style.columnGap : style.rowGap
        let crossGapStyle = isRow ? style.rowGap : style.columnGap
        let ctx = FlexContext(
            isRow: isRow, isWrap: style.flexWrap != .noWrap, isWrapReverse: wrapReverse, isRTL: isRTL,
            mainStart: mainStart, crossStart: crossStart, sizes: sizes, contentInset: inset,
            outer: knownSize, inner: inner,
            mainGap: mainGapStyle.resolve(against: inner.main(isRow) ?? 0) ?? 0,
            crossGap: crossGapStyle.resolve(against: inner.cross(isRow) ?? 0) ?? 0,
            justify: style.justifyContent, alignContent: style.alignContent, alignItems: style.alignItems,
            minSize: sizes.min, maxSize: sizes.max,
            percentBase: indefinite.applied(to: inner), mainIsDefinite: indefinite.applied(to: inner).main(isRow) != nil)
        ctx.balanceLineCount = style.flexWrap.isBalanced ? max(1, style.lineCount) : nil

        // §9.1 Generate the flex items (in-flow children).
        var items = makeItems(node, ctx: ctx, alignItems: style.alignItems)
        defer { recycleItemBuffer(&items) }

        // §9.2.2 The available main and cross space for the items (content box).
        func availableInner(_ knownOuter: CGFloat?, _ space: CSSAvailableSpace, margin: CGFloat, inset: CGFloat, min: CGFloat?, max: CGFloat?) -> CSSAvailableSpace {
            if let knownOuter { return .definite(knownOuter - inset) }
            if case .definite(let v) = space { return .definite(Swift.max(0, (v - margin).clamped(min: min, max: max) - inset)) }
            return space
        }
        let availableWidth = availableInner(knownSize.width, available.width, margin: sizes.margin.horizontal, inset: inset.horizontal, min: sizes.min.width, max: sizes.max.width)
        let availableHeight = availableInner(knownSize.height, available.height, margin: sizes.margin.vertical, inset: inset.vertical, min: sizes.min.height, max: sizes.max.height)
        let availableMain = isRow ? availableWidth : availableHeight
        let availableCross = isRow ? availableHeight : availableWidth
        let itemCross = FlexLineBalancer.itemCrossSpace(availableCross, ctx: ctx)

        // §9.2.3 Flex base sizes and hypothetical main sizes. (A single-line column whose width
        // comes from its content is laid out again at that width just below; its one line and
        // that width need no base sizes, so they are found only in that second pass.)
        if isRow || ctx.inner.width != nil || ctx.isWrap {
            determineFlexBaseSizes(&items, ctx: ctx, availableMain: availableMain, availableCross: itemCross)
        }

        // §9.3.5 Collect items into lines. (The one line of a single-line container goes into a
        // reused array: allocating one per pass cost more than the rest of a small container.)
        var lines = ctx.isWrap ? collectLines(items, ctx: ctx, availableMain: availableMain) : singleLine(count: items.count)
        defer { recycleLineBuffer(&lines) }

        // A column container's width from its content is, as in Chromium, the sum over its
        // lines of the largest inline-size contribution of their items (the items' own
        // widths, not widths derived from their flexed heights), a single line fit into the
        // available width; layout then happens at that width.
        if !isRow, ctx.inner.width == nil {
            var fixed = known
            fixed.width = columnContentWidth(items, lines: lines, ctx: ctx, innerHeight: ctx.inner.height, available: available)
            if widthOnly { return (NodeOutput(size: CGSize(width: fixed.width!, height: .nan), baseline: nil), false) }
            return computeFlex(
                node, known: fixed, parent: parent, available: available, mode: mode, sizing: sizing,
                wantsBaseline: wantsBaseline, indefinite: indefinite)
        }

        // §9.2.4 The container's main size.
        if ctx.inner.main(isRow) == nil {
            let outerMain = determineContainerMainSize(&items, lines: lines, ctx: ctx, availableMain: availableMain, availableCross: availableCross)
            if widthOnly && isRow { return (NodeOutput(size: CGSize(width: outerMain, height: .nan), baseline: nil), false) }
            let innerMain = max(0, outerMain - ctx.insetMainSum)
            if isRow {
                ctx.outer.width = outerMain
                ctx.inner.width = innerMain
            } else {
                ctx.outer.height = outerMain
                ctx.inner.height = innerMain
            }
            ctx.mainGap = mainGapStyle.resolve(against: innerMain) ?? 0
        }
        // Items of an indefinite-size container have flexed main sizes that do not count as
        // definite for their own children's percentages.
        // (Only heights: widths are almost always definite in browsers, and percentages of
        // margins and padding resolve against widths.)
        let itemIndefinite = IndefiniteAxes(width: false, height: !isRow && !ctx.mainIsDefinite)
        let innerMain = ctx.inner.main(isRow)!
        let outerMain = ctx.outer.main(isRow)!

        // §9.3.6 Resolve flexible lengths.
        for line in lines { resolveFlexibleLengths(&items, line: line, gap: ctx.mainGap, innerMain: innerMain) }

        // §9.4.7 Hypothetical cross sizes.
        for i in items.indices {
            hypotheticalCrossSize(&items[i], ctx: ctx, availableCross: itemCross)
        }

        // Baselines of items aligned by baseline (row containers only: the cross axis must be
        // the block axis for baselines to line up).
        if isRow {
            for i in items.indices where items[i].participatesInBaseline {
                let item = items[i]
                let knownChild = OptSize(main: item.targetMain, cross: item.hypotheticalInnerCross, isRow: true)
                let out = compute(
                    item.node, known: knownChild, parent: ctx.percentBase,
                    available: CSSAvailableSize(width: .definite(outerMain), height: availableCross),
                    mode: .computeSize, sizing: .contentSize, wantsBaseline: true)
                let fromTop = out.baseline ?? out.size.height
                items[i].baseline = crossStartIsPhysicalStart(ctx)
                    ? item.marginCrossStart + fromTop
                    : item.hypotheticalOuterCross - item.marginCrossEnd - fromTop
            }
        }

        // In an ltr column, Chromium aligns baseline items by their left border edges (a
        // baseline synthesised from the line-left edge), so an item's baseline is its left margin.
        // A lone baseline item of a line takes the fallback alignment, flex-start.
        if !isRow, items.contains(where: { $0.participatesInBaseline }) {
            for line in lines {
                let group = line.range.filter { items[$0].participatesInBaseline }
                for i in group {
                    if group.count < 2 { items[i].align = .flexStart; continue }
                    items[i].baseline = ctx.crossStart == .left ? items[i].marginCrossStart : items[i].marginCrossEnd
                }
            }
        }

        // §9.4.8 Cross size of each line.
        calculateLineCrossSizes(items, &lines, ctx: ctx)

        // §9.4.9 align-content: stretch.
        stretchLines(&lines, ctx: ctx)

        // §9.4.11 Used cross sizes.
        for line in lines {
            for i in line.range { determineUsedCrossSize(&items[i], lineCross: line.crossSize, ctx: ctx) }
        }

        // §9.5.12 Main-axis alignment.
        for line in lines { distributeMainAxis(&items, line: line, ctx: ctx, innerMain: innerMain) }

        // §9.6.13–14 Cross-axis auto margins and alignment.
        for line in lines { alignCrossAxis(&items, line: line, ctx: ctx) }

        // §9.6.15 The container's cross size.
        let totalLinesCross = lines.reduce(0) { $0 + $1.crossSize } + ctx.crossGap * CGFloat(max(0, lines.count - 1))
        let outerCross: CGFloat
        if let known = ctx.outer.cross(isRow) {
            outerCross = known
        } else {
            var content = totalLinesCross + ctx.insetCrossSum
            // A row with an aspect-ratio whose width came from its content is as tall as that
            // width gives through the ratio, or its content if taller (the automatic minimum),
            // as laying it out at that width makes it.
            if isRow, let ratio = style.aspectRatio, ratio > 0 {
                let adjustment = sizes.boxSizingAdjustment
                content = max(content, (outerMain - adjustment.width) / ratio + adjustment.height)
            }
            outerCross = max(
                content.clamped(min: ctx.minSize.cross(isRow), max: ctx.maxSize.cross(isRow)),
                ctx.paddingBorderCrossSum)
        }
        let innerCross = max(0, outerCross - ctx.insetCrossSum)
        if isRow {
            ctx.outer.height = outerCross
            ctx.inner.height = innerCross
        } else {
            ctx.outer.width = outerCross
            ctx.inner.width = innerCross
        }
        let containerSize = CGSize(main: outerMain, cross: outerCross, isRow: isRow)

        if mode == .computeSize && !wantsBaseline {
            return (NodeOutput(size: containerSize, baseline: nil), true)
        }

        // §9.6.16 Align the lines (align-content).
        alignLines(&lines, ctx: ctx, innerCross: innerCross, totalLinesCross: totalLinesCross)

        // Place the items; find the container's first baseline.
        let baselineItem = baselineCandidate(items, lines: lines, ctx: ctx)
        var baseline: CGFloat? = nil
        for line in lines {
            var mainCursor = ctx.insetMainStart
            for i in line.range {
                let item = items[i]
                // In a row, an item's cross size (its height) is definite for its children's
                // percentages only when its styles or stretching decide it (§9.8), or it
                // follows from its width through aspect-ratio.
                // (A main size that follows a definite cross size through aspect-ratio is definite.)
                // (So is a column item's height that follows its width through aspect-ratio, when
                // flexing leaves it: Chromium resolves a child's min-height: 30% against it.)
                let ratioDefinite = styles[item.node].aspectRatio != nil
                    && (item.sizeCross != nil || (!isRow && item.targetMain == item.hypotheticalInnerMain))
                var indefiniteAxes = item.basisIsDefinite || ratioDefinite ? .none : itemIndefinite
                if isRow, item.sizeCross == nil, styles[item.node].aspectRatio == nil,
                   !(item.align == .stretch && item.crossSizeIsAuto && !item.autoCrossStart && !item.autoCrossEnd) {
                    indefiniteAxes.height = true
                }
                var childSize = CGSize(main: item.targetMain, cross: item.targetCross, isRow: isRow)
                var childBaseline: CGFloat? = nil
                let knownChild = OptSize(width: childSize.width, height: childSize.height)
                let childAvailable = CSSAvailableSize(width: .definite(containerSize.width), height: .definite(containerSize.height))
                if mode == .performLayout {
                    let out = compute(item.node, known: knownChild, parent: ctx.percentBase, available: childAvailable, mode: .performLayout, sizing: .contentSize,
                                      indefinite: indefiniteAxes)
                    childSize = out.size
                    childBaseline = out.baseline
                } else if i == baselineItem {
                    let out = compute(item.node, known: knownChild, parent: ctx.percentBase, available: childAvailable, mode: .computeSize, sizing: .contentSize, wantsBaseline: true,
                                      indefinite: indefiniteAxes)
                    childSize = out.size
                    childBaseline = out.baseline
                }
                let mainPos = mainCursor + item.offsetMain + item.marginMainStart
                let crossPos = ctx.insetCrossStart + line.offsetCross + item.offsetCross + item.marginCrossStart
                mainCursor = mainPos + (isRow ? childSize.width : childSize.height) + item.marginMainEnd
                let origin = physicalOrigin(main: mainPos, cross: crossPos, size: childSize, container: containerSize, ctx: ctx)
                let frame = CGRect(
                    x: origin.x + item.relativeOffset.x, y: origin.y + item.relativeOffset.y,
                    width: childSize.width, height: childSize.height)
                if mode == .performLayout { frames[item.node] = frame }
                if i == baselineItem {
                    baseline = frame.minY - item.relativeOffset.y + (childBaseline ?? childSize.height)
                }
            }
        }

        if mode == .performLayout, hasOutOfFlowChildren[node] {
            layoutAbsoluteChildren(node, ctx: ctx, containerSize: containerSize)
            for child in children[node] where styles[child].display == .none { hideSubtree(child) }
        }
        return (NodeOutput(size: containerSize, baseline: baseline), true)
    }

    /// The border-box width of a column container whose width comes from its content.
    mutating func columnContentWidth(_ items: [FlexItem], lines: [FlexLine], ctx: FlexContext, innerHeight: CGFloat?, available: CSSAvailableSize) -> CGFloat {
        let sizes = ctx.sizes
        let inset = sizes.contentInset.horizontal
        let base = OptSize(width: nil, height: innerHeight)
        // (Given the item's node and cross margins rather than the item, which was copied.)
        func contribution(_ node: Int, _ margins: CGFloat, _ space: CSSAvailableSpace) -> CGFloat {
            let out = compute(
                node, known: OptSize(), parent: base,
                available: CSSAvailableSize(width: space, height: innerHeight.map { .definite($0) } ?? .maxContent),
                mode: .computeSize, sizing: .inherentSize, widthOnly: true)
            return out.size.width + margins
        }
        func linesWidth(_ space: CSSAvailableSpace) -> CGFloat {
            var total = ctx.crossGap * CGFloat(max(0, lines.count - 1))
            for line in lines {
                var most: CGFloat = 0
                for i in line.range { most = max(most, contribution(items[i].node, items[i].marginCrossSum, space)) }
                total += most
            }
            return total
        }
        // The min-content width of a wrapping column is its items' largest min-content
        // contribution (Chromium: not the lines' widths added up, as for max-content: a column
        // of two lines 1 and 27 wide is 27 wide at min-content).
        func minContentWidth() -> CGFloat {
            guard ctx.isWrap else { return linesWidth(.minContent) }
            var most: CGFloat = 0
            for i in items.indices { most = max(most, contribution(items[i].node, items[i].marginCrossSum, .minContent)) }
            return most
        }
        var content: CGFloat
        switch available.width {
        case .maxContent: content = linesWidth(.maxContent)
        case .minContent: content = minContentWidth()
        case .definite(let v):
            let space = max(0, (v - sizes.margin.horizontal).clamped(min: sizes.min.width, max: sizes.max.width) - inset)
            // Fit-content, for several lines too (Chromium: a wrapping column of two lines 10
            // and 15 wide is 20 wide in 20 of space, 15 in 12).
            content = min(linesWidth(.maxContent), max(minContentWidth(), space))
        }
        return max((content + inset).clamped(min: sizes.min.width, max: sizes.max.width), sizes.paddingBorder.horizontal)
    }

    func crossStartIsPhysicalStart(_ ctx: FlexContext) -> Bool {
        ctx.crossStart == .top || ctx.crossStart == .left
    }

    /// Converts a flex-relative position (from the border box's main-start and cross-start
    /// edges to the child's) into a physical origin.
    func physicalOrigin(main: CGFloat, cross: CGFloat, size: CGSize, container: CGSize, ctx: FlexContext) -> CGPoint {
        if ctx.isRow {
            let x = ctx.mainStart == .left ? main : container.width - main - size.width
            let y = ctx.crossStart == .top ? cross : container.height - cross - size.height
            return CGPoint(x: x, y: y)
        } else {
            let y = ctx.mainStart == .top ? main : container.height - main - size.height
            let x = ctx.crossStart == .left ? cross : container.width - cross - size.width
            return CGPoint(x: x, y: y)
        }
    }

    /// The item whose baseline is the container's first baseline (CSS Flexbox §8.5): in the
    /// physically first line, the first item aligned by baseline, else the first item.
    func baselineCandidate(_ items: [FlexItem], lines: [FlexLine], ctx: FlexContext) -> Int? {
        guard !lines.isEmpty else { return nil }
        let line = ctx.isWrapReverse ? lines[lines.count - 1] : lines[0]
        if ctx.isRow, let i = line.range.first(where: { items[$0].participatesInBaseline }) { return i }
        // The physically first item: in column-reverse, the last one.
        return (!ctx.isRow && ctx.mainStart == .bottom) ? line.range.last : line.range.first
    }

    // MARK: - §9.1 Items

    mutating func makeItems(_ node: Int, ctx: FlexContext, alignItems: CSSAlignment?) -> [FlexItem] {
        var items = takeItemBuffer(capacity: childStart[node + 1] - childStart[node])
        var count = 0
        let isRow = ctx.isRow
        for k in childStart[node]..<childStart[node + 1] {
            // An item whose box has no percentages, keywords or aspect-ratio depends only on
            // its own styles and on its container's direction, wrapping and alignment, the same
            // in every pass: it is made once and copied after (making items was about a third
            // of the work in a deep tree of general containers).
            if itemTemplateStates[k] == .made {
                if count < items.count { items[count] = itemTemplates[k].pointee } else { items.append(itemTemplates[k].pointee) }
                count += 1
                continue
            }
            let child = childList[k]
            if styles[child].display == .none || styles[child].position == .absolute { continue }
            // The parts of the child's box sizes used here, read where they are stored unless
            // keywords or an aspect-ratio need a resolved copy (copying them cost more).
            let sSize: OptSize, sMin: OptSize, sMax: OptSize, margin: ResolvedEdges, paddingBorder: ResolvedEdges
            let auto: (left: Bool, right: Bool, top: Bool, bottom: Bool), adjustment: CGSize
            if hasKeywordSize[child] || fixedBoxSizesUseRatio[child] {
                var s = boxSizes(child, parent: ctx.percentBase)
                resolveKeywordSizes(child, &s, container: ctx.inner)
                (sSize, sMin, sMax, margin, paddingBorder) = (s.size, s.min, s.max, s.margin, s.paddingBorder)
                (auto, adjustment) = (s.marginIsAuto, s.boxSizingAdjustment)
            } else {
                if usesParentSize[child] { refreshBoxSizes(child, parent: ctx.percentBase) }
                (sSize, sMin, sMax) = (fixedBoxSizes[child].size, fixedBoxSizes[child].min, fixedBoxSizes[child].max)
                (margin, paddingBorder) = (fixedBoxSizes[child].margin, fixedBoxSizes[child].paddingBorder)
                (auto, adjustment) = (fixedBoxSizes[child].marginIsAuto, fixedBoxSizes[child].boxSizingAdjustment)
            }
            func isAuto(_ side: PhysicalSide) -> Bool {
                switch side {
                case .left: return auto.left
                case .right: return auto.right
                case .top: return auto.top
                case .bottom: return auto.bottom
                }
            }
            // The item's own min/max and cross size, without a transfer through aspect-ratio:
            // a transferred size applies only to the ratio-dependent axis (css-sizing-4 §5),
            // which for a flex item's cross axis is decided by the flexed main size, and a
            // transferred minimum does not replace the automatic minimum size of the main axis.
            // (Only these three of them: a second copy of the box sizes cost more than the rest.)
            var (rawSize, rawMin, rawMax) = (sSize, sMin, sMax)
            if styles[child].aspectRatio != nil {
                var plain = styles[child]
                plain.aspectRatio = nil
                var raw = BoxSizes(style: plain, parent: ctx.percentBase)
                resolveKeywordSizes(child, &raw, container: ctx.inner)
                (rawSize, rawMin, rawMax) = (raw.size, raw.min, raw.max)
            }
            // (The style is read where it is stored: copying it per item was a good part of the
            // cost of making items.)
            styles.withUnsafeBufferPointer { styleBuffer in
                let cs = styleBuffer.baseAddress! + child
                // A percentage min size against an indefinite size is zero, not auto (CSS 2.1 §10.7).
                let transferredMin = rawSize.main(isRow) == nil && rawMin.main(isRow) == nil ? sMin.main(isRow) : nil
                if case .percent = cs.pointee.minWidth, rawMin.width == nil { rawMin.width = 0 }
                if case .percent = cs.pointee.minHeight, rawMin.height == nil { rawMin.height = 0 }
                let (align, safe) = resolveItemAlign(cs.pointee.alignSelf ?? alignItems, itemDirection: cs.pointee.direction, ctx: ctx)
                let maxIgnoringRatio = OptSize(
                    width: cs.pointee.maxWidth.resolve(against: ctx.inner.width).plus(adjustment.width),
                    height: cs.pointee.maxHeight.resolve(against: ctx.inner.height).plus(adjustment.height))
                let insetRef = ctx.inner
                let left = cs.pointee.inset.left.resolve(against: insetRef.width)
                let right = cs.pointee.inset.right.resolve(against: insetRef.width)
                let top = cs.pointee.inset.top.resolve(against: insetRef.height)
                let bottom = cs.pointee.inset.bottom.resolve(against: insetRef.height)
                let dx: CGFloat = ctx.isRTL ? (right.map { -$0 } ?? left ?? 0) : (left ?? right.map { -$0 } ?? 0)
                let dy: CGFloat = top ?? bottom.map { -$0 } ?? 0
                let mainOverflow = isRow ? cs.pointee.overflowX : cs.pointee.overflowY
                let item = FlexItem(
                    node: child,
                    sizeMain: sSize.main(isRow), sizeCross: rawSize.cross(isRow),
                    minMain: rawMin.main(isRow), minCross: rawSize.cross(isRow) == nil ? sMin.cross(isRow) : rawMin.cross(isRow),
                    // (Chromium flexes an item within its own max main size only: a max cross
                    // size transferred through aspect-ratio limits the content size, not the flexing.)
                    maxMain: rawMax.main(isRow),
                    contentMaxMain: rawSize.main(isRow) == nil ? sMax.main(isRow) : rawMax.main(isRow),
                    maxCross: rawSize.cross(isRow) == nil ? sMax.cross(isRow) : rawMax.cross(isRow),
                    transferredMinMain: transferredMin,
                    maxCrossIgnoringRatio: maxIgnoringRatio.cross(isRow),
                    minCrossIgnoringRatio: rawMin.cross(isRow),
                    // A percentage of an indefinite size behaves as auto for sizing, but the
                    // property is not `auto`, so the item is not stretched (Chromium).
                    crossSizeIsAuto: (isRow ? cs.pointee.height : cs.pointee.width) == .auto,
                    marginMainStart: margin[ctx.mainStart], marginMainEnd: margin[ctx.mainStart.opposite],
                    marginCrossStart: margin[ctx.crossStart], marginCrossEnd: margin[ctx.crossStart.opposite],
                    autoMainStart: isAuto(ctx.mainStart), autoMainEnd: isAuto(ctx.mainStart.opposite),
                    autoCrossStart: isAuto(ctx.crossStart), autoCrossEnd: isAuto(ctx.crossStart.opposite),
                    paddingBorderMain: paddingBorder.sum(horizontal: isRow),
                    paddingBorderCross: paddingBorder.sum(horizontal: !isRow),
                    align: align, alignIsSafe: safe,
                    mainIsScrollContainer: mainOverflow.isScrollContainer,
                    isScrollContainer: cs.pointee.overflowX.isScrollContainer || cs.pointee.overflowY.isScrollContainer,
                    grow: cs.pointee.flexGrow, shrink: cs.pointee.flexShrink,
                    relativeOffset: CGPoint(x: dx, y: dy))
                if itemTemplateStates[k] == .toMake {
                    itemTemplates[k].pointee = item
                    itemTemplateStates[k] = .made
                }
                if count < items.count { items[count] = item } else { items.append(item) }
                count += 1
            }
        }
        if items.count > count { items.removeSubrange(count...) }
        return items
    }

    /// Resolves `align-self` (or the container's `align-items`) to a flex-relative alignment.
    func resolveItemAlign(_ alignment: CSSAlignment?, itemStyle: CSSStyle, ctx: FlexContext) -> (ItemAlign, Bool) {
        resolveItemAlign(alignment, itemDirection: itemStyle.direction, ctx: ctx)
    }

    /// `resolveItemAlign(_:itemStyle:ctx:)` given only the item's direction (what it reads of
    /// the style: passing the whole style copied it per item).
    func resolveItemAlign(_ alignment: CSSAlignment?, itemDirection: CSSStyle.Direction, ctx: FlexContext) -> (ItemAlign, Bool) {
        guard let alignment else { return (.stretch, false) }
        // `start`/`end` follow the writing mode; the cross-start side may be the other side
        // under wrap-reverse (or rtl for columns).
        let startIsCrossStart = crossStartIsPhysicalStart(ctx) != (ctx.isRow ? false : ctx.isRTL)
        let writingStart: ItemAlign = startIsCrossStart ? .flexStart : .flexEnd
        let writingEnd: ItemAlign = startIsCrossStart ? .flexEnd : .flexStart
        let safe = alignment.isSafe
        switch alignment.keyword {
        case .start: return (writingStart, safe)
        case .end: return (writingEnd, safe)
        case .selfStart, .selfEnd:
            var startIsFlexStart = startIsCrossStart
            if !ctx.isRow && (itemDirection == .rtl) != ctx.isRTL { startIsFlexStart.toggle() }
            let isStart = alignment.keyword == .selfStart
            return ((isStart == startIsFlexStart) ? .flexStart : .flexEnd, safe)
        case .flexStart: return (.flexStart, safe)
        case .flexEnd: return (.flexEnd, safe)
        case .center: return (.center, safe)
        // In a column the baselines are orthogonal to the cross axis and alignment falls back:
        // Chromium puts such items at the start of a single line, but at the line-left side
        // of the lines of a wrapping container (observed; the two differ only in rtl).
        case .baseline:
            if ctx.isRow || !ctx.isRTL { return (.baseline, safe) }
            if !ctx.isWrap { return (writingStart, safe) }
            // (Under wrap-reverse in ltr, the cross-start side: the right.)
            if !ctx.isRTL { return (.flexStart, safe) }
            return (ctx.crossStart == .left ? .flexStart : .flexEnd, safe)
        case .stretch: return (.stretch, safe)
        case .spaceBetween, .spaceAround, .spaceEvenly: return (.flexStart, safe)
        }
    }

    // MARK: - §9.2.3 Flex base size

    mutating func determineFlexBaseSizes(_ items: inout [FlexItem], ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace) {
        for i in items.indices {
            determineFlexBaseSize(&items[i], ctx: ctx, availableMain: availableMain, availableCross: availableCross)
        }
    }

    /// One item's flex base size, automatic minimum and hypothetical main size, set in place
    /// (a copy of the item per step cost more than the arithmetic).
    private mutating func determineFlexBaseSize(_ item: inout FlexItem, ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace) {
        let isRow = ctx.isRow
        // (The few style fields read here, rather than a copy of the whole style.)
        let flexBasisStyle = styles[item.node].flexBasis
        let aspectRatio = styles[item.node].aspectRatio
        let isContentBox = styles[item.node].boxSizing == .contentBox
        let mainSizeIsAuto = (isRow ? styles[item.node].width : styles[item.node].height) == .auto
        // (Percentages of the width, padding and margins among them, resolve against the
        // container's width where it is known.)
        var childParent = OptSize(main: nil, cross: ctx.inner.cross(isRow), isRow: isRow)
        if isRow { childParent.width = ctx.percentBase.width }

        let crossAvailable = item.crossSpace(in: availableCross)

        // The item's cross size, when definite: its own, or the line's for a stretched
        // item of a single-line container with a definite cross size.
        var knownCross = item.sizeCross
        if knownCross == nil, item.align == .stretch, !item.autoCrossStart, !item.autoCrossEnd, !ctx.isWrap,
           let containerCross = ctx.percentBase.cross(isRow) {
            knownCross = item.stretchedCross(containerCross)
        }
        let childKnown = OptSize(main: nil, cross: knownCross, isRow: isRow)

        // A definite flex basis, else the main size, else the content size.
        let adjustment = isContentBox ? item.paddingBorderMain : 0
        var basis: CGFloat? = nil
        switch flexBasisStyle {
        case .points: basis = flexBasisStyle.resolve(against: ctx.percentBase.main(isRow)).plus(adjustment)
        // A percentage of an indefinite main size behaves as `auto` (Chromium).
        case .percent: basis = flexBasisStyle.resolve(against: ctx.percentBase.main(isRow)).plus(adjustment) ?? (isRow ? item.sizeMain : nil)
        case .auto: basis = item.sizeMain
        case .stretch: basis = ctx.inner.main(isRow).map { max(0, $0 - item.marginMainSum) }
        case .minContent where isRow: basis = intrinsicWidth(item.node, minContent: true, height: knownCross)
        case .fitContent where isRow:
            let least = intrinsicWidth(item.node, minContent: true, height: knownCross)
            let most = intrinsicWidth(item.node, minContent: false, height: knownCross)
            basis = availableMain.definiteValue.map { min(most, max(least, $0 - item.marginMainSum)) } ?? most
        default: basis = nil
        }
        if basis == nil, let cross = knownCross, let ratio = aspectRatio, ratio > 0, case .auto = flexBasisStyle {
            let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
            let crossAdj = isRow ? adj.height : adj.width
            let mainAdj = isRow ? adj.width : adj.height
            basis = isRow ? (cross - crossAdj) * ratio + mainAdj : (cross - crossAdj) / ratio + mainAdj
        }
        item.basisIsDefinite = basis != nil
        // The content size measured for the basis, when the automatic minimum below would ask
        // the very same question: `compute` asks a min-content main size as max-content for
        // this child (or the space is min-content already).
        var sameMinContent: NodeOutput? = nil
        if basis == nil {
            let mainSpace: CSSAvailableSpace = availableMain == .minContent ? .minContent : .maxContent
            let out = compute(
                item.node, known: childKnown, parent: childParent,
                available: CSSAvailableSize(main: mainSpace, cross: crossAvailable, isRow: isRow),
                mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
            basis = isRow ? out.size.width : out.size.height
            if mainSpace == .minContent || isPlainLeaf[item.node]
                || (isRow ? intrinsicWidthsAgree[item.node] : ignoresAvailableHeight[item.node]) {
                sameMinContent = out
            }
        }
        // A size from the content has the max main size transferred through aspect-ratio.
        if !item.basisIsDefinite, let most = item.contentMaxMain { basis = min(basis!, most) }
        var flexBasis = basis!
        flexBasis = max(flexBasis, item.paddingBorderMain)
        item.flexBasis = flexBasis
        item.innerFlexBasis = flexBasis - item.paddingBorderMain

        // §4.5 The automatic minimum size: the content size suggestion, capped by the
        // specified size suggestion; zero for scroll containers.
        let resolvedMin: CGFloat
        if let minMain = item.minMain {
            resolvedMin = max(minMain, item.transferredMinMain ?? 0)
        } else if item.mainIsScrollContainer {
            // (A min cross size transferred through aspect-ratio is part of the content size
            // suggestion, which a scroll container does not have.)
            resolvedMin = 0
        } else {
            var contentMin: CGFloat
            if let cross = knownCross, let ratio = aspectRatio, ratio > 0 {
                let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
                let crossAdj = isRow ? adj.height : adj.width
                let mainAdj = isRow ? adj.width : adj.height
                contentMin = isRow ? (cross - crossAdj) * ratio + mainAdj : (cross - crossAdj) / ratio + mainAdj
                // …but not below the content's min-content size (css-sizing-4 §5.2: the
                // automatic minimum of an aspect-ratio box), measured without the ratio.
                if !children[item.node].isEmpty {
                    styles[item.node].aspectRatio = nil
                    let out = compute(
                        item.node, known: childKnown, parent: childParent,
                        available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow),
                        mode: .computeSize, sizing: .contentSize)
                    styles[item.node].aspectRatio = ratio
                    contentMin = max(contentMin, isRow ? out.size.width : out.size.height)
                }
            } else {
                let out = sameMinContent ?? compute(
                    item.node, known: childKnown, parent: childParent,
                    available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow),
                    mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
                contentMin = isRow ? out.size.width : out.size.height
                // With an aspect-ratio and no definite cross size, the content size suggestion
                // is clamped by the min and max cross sizes transferred through the ratio
                // (css-flexbox-1 §4.5; Chromium: height 100, min-width 97, ratio 2 → at least 48.5).
                if let ratio = aspectRatio, ratio > 0, item.minCrossIgnoringRatio != nil || item.maxCrossIgnoringRatio != nil {
                    let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
                    let (crossAdj, mainAdj) = isRow ? (adj.height, adj.width) : (adj.width, adj.height)
                    func transferred(_ cross: CGFloat?) -> CGFloat? {
                        cross.map { isRow ? ($0 - crossAdj) * ratio + mainAdj : ($0 - crossAdj) / ratio + mainAdj }
                    }
                    contentMin = contentMin.clamped(min: transferred(item.minCrossIgnoringRatio), max: transferred(item.maxCrossIgnoringRatio))
                }
            }
            // The specified size suggestion: a main size from the styles (not one
            // transferred through aspect-ratio).
            if let size = item.sizeMain, !mainSizeIsAuto { contentMin = min(contentMin, size) }
            if let maxMain = item.contentMaxMain { contentMin = min(contentMin, maxMain) }
            resolvedMin = max(contentMin, item.paddingBorderMain, item.transferredMinMain ?? 0)
        }
        item.resolvedMinMain = resolvedMin
        let hypothetical = max(flexBasis.clamped(min: max(resolvedMin, item.paddingBorderMain), max: item.maxMain), item.paddingBorderMain)
        item.hypotheticalInnerMain = hypothetical
        item.hypotheticalOuterMain = hypothetical + item.marginMainSum

    }

    // MARK: - §9.3.5 Lines

    func collectLines(_ items: [FlexItem], ctx: FlexContext, availableMain: CSSAvailableSpace) -> [FlexLine] {
        if items.isEmpty { return [] }
        guard ctx.isWrap else { return [FlexLine(range: 0..<items.count)] }
        let limit: CGFloat
        // Without a definite main size, lines break at the available space limited by the
        // container's max main size (and at least its min main size).
        var space = ctx.inner.main(ctx.isRow).map(CSSAvailableSpace.definite) ?? availableMain
        if ctx.inner.main(ctx.isRow) == nil {
            // A column's block size does not wrap at the space offered by its parent.
            if !ctx.isRow { space = .maxContent }
            let maxInner = ctx.maxSize.main(ctx.isRow).map { max(0, $0 - ctx.insetMainSum) }
            let minInner = ctx.minSize.main(ctx.isRow).map { max(0, $0 - ctx.insetMainSum) }
            if case .definite(let v) = space { space = .definite(v.clamped(min: minInner, max: maxInner)) }
            else if let maxInner { space = .definite(max(maxInner, minInner ?? 0)) }
        }
        // A balanced container picks the most even breaks (at min-content, as when wrapping,
        // every item has a line of its own).
        if let minimumCount = ctx.balanceLineCount, space != .minContent {
            var balancer = FlexLineBalancer(sizes: items.lazy.map(\.hypotheticalOuterMain), gap: ctx.mainGap, limit: space.definiteValue)
            return balancer.lines(minimumCount: minimumCount).map { FlexLine(range: $0) }
        }
        switch space {
        case .maxContent: return [FlexLine(range: 0..<items.count)]
        case .minContent: return items.indices.map { FlexLine(range: $0..<($0 + 1)) }
        case .definite(let v): limit = v
        }
        var lines: [FlexLine] = []
        var start = 0
        var length: CGFloat = 0
        for i in items.indices {
            let add = items[i].hypotheticalOuterMain + (i == start ? 0 : ctx.mainGap)
            if i > start && length + add > limit + 1e-9 {
                lines.append(FlexLine(range: start..<i))
                start = i
                length = items[i].hypotheticalOuterMain
            } else {
                length += add
            }
        }
        lines.append(FlexLine(range: start..<items.count))
        return lines
    }

    // MARK: - §9.2.4 Container main size

    /// The container's border-box main size when its styles leave it open: the intrinsic
    /// main size from the items' contributions (Chromium: each item's content contribution,
    /// limited by its flex basis when it cannot grow or shrink), or under a definite
    /// constraint the longest line.
    mutating func determineContainerMainSize(_ items: inout [FlexItem], lines: [FlexLine], ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace) -> CGFloat {
        let isRow = ctx.isRow
        var size: CGFloat
        // The min-content size of a wrapping container: its items' largest outer min-content
        // contribution, which (Chromium) is not limited by the flex basis: a wrapping row whose
        // item has `flex-basis: 33px` and no content is 0 wide, one whose item has `width:
        // 100px; flex-basis: 0` is 100 wide.
        // (`withDefiniteBasis`: only the items with a definite flex basis, where it is compared
        // with a max-content size: another item's max-content contribution is at least its
        // min-content one.)
        func largestMinContentContribution(withDefiniteBasis: Bool = false) -> CGFloat {
            var largest: CGFloat = 0
            for i in items.indices where !withDefiniteBasis || items[i].basisIsDefinite {
                largest = max(largest, contentContribution(&items[i], ctx: ctx, availableMain: .minContent, availableCross: availableCross, clampsToBasis: false))
            }
            return largest
        }
        // Chromium gives a column container the block size of its lines, laid out at their
        // hypothetical main sizes, whatever the space offered.
        var availableMain = availableMain
        if !isRow { availableMain = .definite(0) }
        switch availableMain {
        case .definite(let available):
            var longest: CGFloat = 0
            var minContent: CGFloat = 0
            for line in lines {
                var total = ctx.mainGap * CGFloat(max(0, line.range.count - 1))
                var least = total
                for i in line.range {
                    total += items[i].hypotheticalOuterMain
                    least += max(items[i].resolvedMinMain, items[i].paddingBorderMain) + items[i].marginMainSum
                }
                longest = max(longest, total)
                minContent = max(minContent, least)
            }
            // The content of a single line is its max-content size: the items' hypothetical
            // sizes, except that an item whose flex basis is not its size contributes its
            // max-content contribution where it may grow or shrink towards it (Chromium,
            // ComputeMinMaxSizeOfRowContainerV3: a row fit into 300 holding an item with
            // `width: 44px; flex-grow: 2; flex-basis: 0` is 44 wide, not 0).
            if isRow, lines.count == 1, items.contains(where: { $0.basisDiffersFromSize }) {
                var total = ctx.mainGap * CGFloat(max(0, items.count - 1))
                for i in items.indices {
                    total += items[i].basisDiffersFromSize
                        ? contentContribution(&items[i], ctx: ctx, availableMain: .maxContent, availableCross: availableCross)
                        : items[i].hypotheticalOuterMain
                }
                longest = total
            }
            // A wrapping row's max-content size is at least its largest min-content contribution,
            // which can exceed an item's hypothetical size only where that comes from a definite
            // flex basis (`width: 100px; flex-basis: 0` makes it 100 wide).
            if isRow, ctx.isWrap, lines.count == 1 {
                longest = max(longest, largestMinContentContribution(withDefiniteBasis: true))
            }
            if !isRow {
                // The block size of a column container is its content's.
                size = longest + ctx.insetMainSum
            } else if lines.count > 1 {
                // Fit-content: the space, or where a line overflows it the min-content size, the
                // largest min-content contribution (Chromium: a wrapping row in 44 of space whose
                // items are 94 and 1 wide is 94 wide, the 1 on a line of its own).
                size = (longest > available ? max(available, largestMinContentContribution()) : available) + ctx.insetMainSum
            } else {
                // Fit-content: the content, limited by the space, but not below min-content.
                // When the content overflows the space, the min-content size is the items'
                // min-content contributions (CSS Flexbox §9.9.1): summed on a single line, the
                // largest of them for a wrapping container (each could take a line). A
                // contribution includes the item's own width, not only its automatic minimum:
                // Chromium does not narrow an item of width 83 to fit 76.
                if longest > available {
                    var contributions: CGFloat
                    if ctx.isWrap {
                        contributions = largestMinContentContribution()
                    } else {
                        contributions = ctx.mainGap * CGFloat(max(0, items.count - 1))
                        for i in items.indices {
                            contributions += contentContribution(&items[i], ctx: ctx, availableMain: .minContent, availableCross: availableCross)
                        }
                    }
                    minContent = max(minContent, contributions)
                }
                size = max(min(longest, available), min(minContent, longest)) + ctx.insetMainSum
            }
        case .minContent where ctx.isWrap:
            size = largestMinContentContribution() + ctx.insetMainSum
        case .minContent, .maxContent:
            var longest: CGFloat = 0
            for line in lines {
                var sum = ctx.mainGap * CGFloat(max(0, line.range.count - 1))
                for i in line.range {
                    sum += contentContribution(&items[i], ctx: ctx, availableMain: availableMain, availableCross: availableCross)
                }
                longest = max(longest, sum)
            }
            // A wrapping row is at least as wide as its widest item's min-content contribution
            // (which ignores the flex basis), however its max-content contributions add up.
            if ctx.isWrap { longest = max(longest, largestMinContentContribution(withDefiniteBasis: true)) }
            size = longest + ctx.insetMainSum
        }
        let clamped = size.clamped(min: ctx.minSize.main(isRow), max: ctx.maxSize.main(isRow))
        return max(clamped, ctx.paddingBorderMainSum)
    }

    /// An item's outer min- or max-content contribution to its container's main size.
    /// (`clampsToBasis`: an item that cannot grow or shrink contributes no more or less than
    /// its flex basis: as in Chromium, except for the min-content size of a wrapping container.)
    mutating func contentContribution(
        _ item: inout FlexItem, ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace, clampsToBasis: Bool = true
    ) -> CGFloat {
        let isRow = ctx.isRow
        let styleMin = item.minMain ?? item.transferredMinMain
        let stylePreferred = item.sizeMain
        let styleMax = item.maxMain
        let basisMin: CGFloat? = clampsToBasis && item.shrink == 0 ? item.flexBasis : nil
        let basisMax: CGFloat? = clampsToBasis && item.grow == 0 ? item.flexBasis : nil
        let minMain = max(styleMin.maxed(basisMin) ?? basisMin ?? item.resolvedMinMain, item.resolvedMinMain)
        let maxMain = styleMax.mined(basisMax) ?? basisMax ?? .infinity
        if let pref = stylePreferred, maxMain <= minMain || maxMain <= pref {
            return max(min(pref, maxMain), minMain) + item.marginMainSum
        }
        if maxMain <= minMain { return minMain + item.marginMainSum }
        // Unlimited by the basis, a width from the styles is the contribution (what `compute`
        // would find, without asking).
        if !clampsToBasis, isRow, let pref = stylePreferred {
            return max(pref.clamped(min: minMain, max: maxMain), item.paddingBorderMain) + item.marginMainSum
        }
        if item.isScrollContainer && stylePreferred == nil {
            return item.flexBasis.clamped(min: minMain, max: maxMain) + item.marginMainSum
        }
        let crossAvailable = availableCross.replacing(with: ctx.inner.cross(isRow)).clamped(
            min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
        var knownCross = item.sizeCross
        if knownCross == nil, item.align == .stretch, !ctx.isWrap, let containerCross = ctx.inner.cross(isRow) {
            knownCross = item.stretchedCross(containerCross)
        }
        let out = compute(
            item.node, known: OptSize(main: nil, cross: knownCross, isRow: isRow), parent: ctx.percentBase,
            available: CSSAvailableSize(main: availableMain, cross: crossAvailable, isRow: isRow),
            mode: .computeSize, sizing: .inherentSize, widthOnly: isRow)
        var content = isRow ? out.size.width : out.size.height
        // Chromium sizes a column (block-axis) container by its items' max-content
        // contributions, in which the flex basis counts as the content's minimum.
        if !isRow { content = max(content, item.flexBasis) }
        return max(content.clamped(min: minMain, max: maxMain), item.paddingBorderMain) + item.marginMainSum
    }

    // MARK: - §9.7 Resolving flexible lengths

    /// Sets each item's target main size in one line (`gap`: the main-axis gap between items).
    func resolveFlexibleLengths<Items: MutableCollection & RandomAccessCollection>(
        _ items: inout Items, line: FlexLine, gap: CGFloat, innerMain: CGFloat
    ) where Items.Element == FlexItem, Items.Index == Int {
        let gaps = gap * CGFloat(max(0, line.range.count - 1))
        var hypotheticalSum = gaps
        for i in line.range { hypotheticalSum += items[i].hypotheticalOuterMain }
        let growing = hypotheticalSum < innerMain
        let shrinking = hypotheticalSum > innerMain

        for i in line.range {
            items[i].targetMain = items[i].hypotheticalInnerMain
            items[i].frozen = false
            let item = items[i]
            if (!growing && !shrinking)
                || (growing && (item.grow == 0 || item.flexBasis > item.hypotheticalInnerMain))
                || (shrinking && (item.shrink == 0 || item.flexBasis < item.hypotheticalInnerMain)) {
                items[i].frozen = true
            }
        }
        if !growing && !shrinking { return }

        func usedSpace() -> CGFloat {
            var used = gaps
            for i in line.range {
                let item = items[i]
                used += item.marginMainSum + (item.frozen ? item.targetMain : item.flexBasis)
            }
            return used
        }
        let initialFreeSpace = innerMain - usedSpace()

        while true {
            if line.range.allSatisfy({ items[$0].frozen }) { break }
            var freeSpace = innerMain - usedSpace()
            var sumGrow: CGFloat = 0, sumShrink: CGFloat = 0
            for i in line.range where !items[i].frozen {
                sumGrow += items[i].grow
                sumShrink += items[i].shrink
            }
            let factorSum = growing ? sumGrow : sumShrink
            if factorSum < 1 {
                let scaled = initialFreeSpace * factorSum
                if abs(scaled) < abs(freeSpace) { freeSpace = scaled }
            }
            if freeSpace != 0 {
                if growing && sumGrow > 0 {
                    for i in line.range where !items[i].frozen {
                        items[i].targetMain = items[i].flexBasis + freeSpace * (items[i].grow / sumGrow)
                    }
                } else if shrinking && sumShrink > 0 {
                    var sumScaled: CGFloat = 0
                    for i in line.range where !items[i].frozen { sumScaled += items[i].innerFlexBasis * items[i].shrink }
                    if sumScaled > 0 {
                        for i in line.range where !items[i].frozen {
                            let ratio = items[i].innerFlexBasis * items[i].shrink / sumScaled
                            items[i].targetMain = items[i].flexBasis + freeSpace * ratio
                        }
                    }
                }
            }
            var totalViolation: CGFloat = 0
            for i in line.range where !items[i].frozen {
                let item = items[i]
                let clamped = max(item.targetMain.clamped(min: item.resolvedMinMain, max: item.maxMain), item.paddingBorderMain)
                items[i].violation = clamped - item.targetMain
                items[i].targetMain = clamped
                totalViolation += items[i].violation
            }
            for i in line.range where !items[i].frozen {
                if totalViolation > 0 { items[i].frozen = items[i].violation > 0 }
                else if totalViolation < 0 { items[i].frozen = items[i].violation < 0 }
                else { items[i].frozen = true }
            }
        }
    }

    // MARK: - §9.4 Cross sizes

    mutating func hypotheticalCrossSize(_ item: inout FlexItem, ctx: FlexContext, availableCross: CSSAvailableSpace) {
        let isRow = ctx.isRow
        if let cross = item.sizeCross {
            item.hypotheticalInnerCross = max(cross.clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross)
        } else {
            // The lines of a wrapping column are as wide as their items: Chromium lays the
            // items out at their max-content width, not fit into the container's width.
            // (A balanced column that shares out its width gives each item its share.)
            let sharesCross = (ctx.balanceLineCount ?? 1) > 1 && availableCross.definiteValue != nil
            let crossSpace = (ctx.isWrap && !isRow && !sharesCross ? CSSAvailableSpace.maxContent : availableCross).clamped(
                min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
            let out = compute(
                item.node, known: OptSize(main: item.targetMain, cross: nil, isRow: isRow), parent: ctx.percentBase,
                available: CSSAvailableSize(main: .definite(ctx.outer.main(isRow) ?? item.targetMain), cross: crossSpace, isRow: isRow),
                mode: .computeSize, sizing: .contentSize)
            var measured = isRow ? out.size.height : out.size.width
            // A width that follows the flexed height through aspect-ratio is at least min-content.
            if !isRow, styles[item.node].aspectRatio != nil {
                measured = flooredRatioWidth(item.node, width: measured, parent: ctx.percentBase)
            }
            // Likewise a height that follows the flexed width is at least the content's height.
            if isRow, let ratio = styles[item.node].aspectRatio, case let cs = styles[item.node], cs.height == .auto, cs.minHeight == .auto,
               !cs.overflowX.isScrollContainer, !cs.overflowY.isScrollContainer, !children[item.node].isEmpty {
                styles[item.node].aspectRatio = nil
                let content = compute(
                    item.node, known: OptSize(main: item.targetMain, cross: nil, isRow: isRow), parent: ctx.percentBase,
                    available: CSSAvailableSize(main: .definite(ctx.outer.main(isRow) ?? item.targetMain), cross: crossSpace, isRow: isRow),
                    // (`inherentSize` keeps this question apart from the one above in the cache;
                    // the styles it adds are auto here.)
                    mode: .computeSize, sizing: .inherentSize)
                styles[item.node].aspectRatio = ratio
                measured = max(measured, content.size.height)
            }
            item.hypotheticalInnerCross = max(measured.clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross)
        }
        item.hypotheticalOuterCross = item.hypotheticalInnerCross + item.marginCrossSum
    }

    func calculateLineCrossSizes(_ items: [FlexItem], _ lines: inout [FlexLine], ctx: FlexContext) {
        let isRow = ctx.isRow
        if lines.count == 1, !ctx.isWrap, let cross = ctx.inner.cross(isRow) {
            lines[0].crossSize = cross
            return
        }
        for l in lines.indices {
            // (A negative baseline, from a negative margin, is not raised to zero.)
            var maxBaseline: CGFloat = -.infinity
            var maxBelow: CGFloat = -.infinity
            var maxOther: CGFloat = 0
            for i in lines[l].range {
                let item = items[i]
                if item.participatesInBaseline {
                    maxBaseline = max(maxBaseline, item.baseline)
                    maxBelow = max(maxBelow, item.hypotheticalOuterCross - item.baseline)
                } else {
                    maxOther = max(maxOther, item.hypotheticalOuterCross)
                }
            }
            lines[l].crossSize = maxBaseline.isFinite ? max(maxBaseline + maxBelow, maxOther) : maxOther
        }
        if !ctx.isWrap && !lines.isEmpty {
            let minCross = ctx.minSize.cross(isRow).map { $0 - ctx.insetCrossSum }
            let maxCross = ctx.maxSize.cross(isRow).map { $0 - ctx.insetCrossSum }
            lines[0].crossSize = lines[0].crossSize.clamped(min: minCross, max: maxCross)
        }
    }

    func stretchLines(_ lines: inout [FlexLine], ctx: FlexContext) {
        guard !lines.isEmpty else { return }
        let keyword = ctx.alignContent?.keyword ?? .stretch
        guard keyword == .stretch else { return }
        let isRow = ctx.isRow
        let minCross = ctx.minSize.cross(isRow)
        guard let containerCross = ctx.outer.cross(isRow) ?? minCross else { return }
        let innerCross = max(0, containerCross.clamped(min: minCross, max: ctx.maxSize.cross(isRow)) - ctx.insetCrossSum)
        let total = lines.reduce(0) { $0 + $1.crossSize } + ctx.crossGap * CGFloat(lines.count - 1)
        if total < innerCross {
            let extra = (innerCross - total) / CGFloat(lines.count)
            for l in lines.indices { lines[l].crossSize += extra }
        }
    }

    func determineUsedCrossSize(_ item: inout FlexItem, lineCross: CGFloat, ctx: FlexContext) {
        if item.align == .stretch && !item.autoCrossStart && !item.autoCrossEnd && item.crossSizeIsAuto {
            item.targetCross = max(
                (lineCross - item.marginCrossSum).clamped(min: item.minCrossIgnoringRatio, max: item.maxCrossIgnoringRatio),
                item.paddingBorderCross)
        } else {
            item.targetCross = item.hypotheticalInnerCross
        }
    }

    // MARK: - §9.5 Main-axis alignment

    func distributeMainAxis(_ items: inout [FlexItem], line: FlexLine, ctx: FlexContext, innerMain: CGFloat) {
        let count = line.range.count
        var used = ctx.mainGap * CGFloat(max(0, count - 1))
        var autoMargins = 0
        for i in line.range {
            used += items[i].outerTargetMain
            if items[i].autoMainStart { autoMargins += 1 }
            if items[i].autoMainEnd { autoMargins += 1 }
        }
        let free = innerMain - used
        if autoMargins > 0 {
            let share = max(0, free) / CGFloat(autoMargins)
            var first = true
            for i in line.range {
                if items[i].autoMainStart { items[i].marginMainStart = share }
                if items[i].autoMainEnd { items[i].marginMainEnd = share }
                items[i].offsetMain = first ? 0 : ctx.mainGap
                first = false
            }
            if free >= 0 { return }
        }
        // With negative free space the auto margins are zero and justify-content applies (§9.5.12).
        var keyword = resolvedContentKeyword(ctx.justify, mainAxis: true, ctx: ctx)
        var isSafe = ctx.justify?.isSafe ?? false
        // Overflowing space-around/-evenly fall back to safe center, i.e. `start` (as for lines).
        if free < 0, isSafe || keyword == .spaceAround || keyword == .spaceEvenly {
            let startIsMainStart = ctx.mainStart == (ctx.isRow ? (ctx.isRTL ? .right : .left) : .top)
            keyword = startIsMainStart ? .flexStart : .flexEnd
            isSafe = false
        }
        let (leading, between) = FlexDistribution.offsets(
            keyword: keyword, isSafe: isSafe, free: free, count: count, gap: ctx.mainGap)
        var first = true
        for i in line.range {
            items[i].offsetMain = first ? leading : between
            first = false
        }
    }

    /// `justify-content`/`align-content` as a flex-relative keyword (`start`/`end` become
    /// `flexStart`/`flexEnd` according to the writing mode and the reversed axes).
    func resolvedContentKeyword(_ alignment: CSSAlignment?, mainAxis: Bool, ctx: FlexContext) -> CSSAlignment.Keyword {
        guard let keyword = alignment?.keyword else { return mainAxis ? .flexStart : .stretch }
        let startIsFlexStart: Bool
        if mainAxis {
            // main-start is the writing-mode start unless the direction is reversed.
            startIsFlexStart = ctx.mainStart == (ctx.isRow ? (ctx.isRTL ? .right : .left) : .top)
        } else {
            startIsFlexStart = ctx.crossStart == (ctx.isRow ? .top : (ctx.isRTL ? .right : .left))
        }
        switch keyword {
        case .start, .selfStart: return startIsFlexStart ? .flexStart : .flexEnd
        case .end, .selfEnd: return startIsFlexStart ? .flexEnd : .flexStart
        case .baseline: return .flexStart
        case .stretch: return mainAxis ? .flexStart : .stretch
        default: return keyword
        }
    }

    // MARK: - §9.6 Cross-axis alignment

    func alignCrossAxis(_ items: inout [FlexItem], line: FlexLine, ctx: FlexContext) {
        var maxBaseline: CGFloat = -.infinity
        // (The most an item reaches past the shared baseline on the side away from it.)
        var maxBeyond: CGFloat = -.infinity
        for i in line.range where items[i].participatesInBaseline {
            maxBaseline = max(maxBaseline, items[i].baseline)
            maxBeyond = max(maxBeyond, items[i].outerTargetCross - items[i].baseline)
        }
        let startIsPhysicalStart = crossStartIsPhysicalStart(ctx)
        for i in line.range {
            let item = items[i]
            let free = line.crossSize - item.outerTargetCross
            if item.autoCrossStart || item.autoCrossEnd {
                if free > 0 {
                    if item.autoCrossStart && item.autoCrossEnd {
                        items[i].marginCrossStart = free / 2
                        items[i].marginCrossEnd = free / 2
                    } else if item.autoCrossStart {
                        items[i].marginCrossStart = free
                    } else {
                        items[i].marginCrossEnd = free
                    }
                } else if item.autoCrossStart && item.autoCrossEnd || (item.autoCrossStart == startIsPhysicalStart) {
                    // Overflowing: the block/inline-start margin is zero, the other absorbs.
                    if !startIsPhysicalStart { items[i].offsetCross = free }
                } else if item.autoCrossEnd && !startIsPhysicalStart {
                    items[i].offsetCross = free
                }
                continue
            }
            var offset: CGFloat
            switch item.align {
            case .flexStart, .stretch: offset = 0
            case .flexEnd: offset = free
            case .center: offset = free / 2
            case .baseline:
                if !ctx.isRow && ctx.crossStart != .left {
                    // Under wrap-reverse the baselines (the items' line-left edges) still line
                    // up, and Chromium puts the group against the line's cross-start (right) edge.
                    offset = maxBeyond - (item.outerTargetCross - item.baseline)
                } else {
                    offset = maxBaseline - item.baseline
                }
            }
            if item.alignIsSafe && free < 0 {
                // Safe alignment never overflows the start side (the writing-mode start).
                offset = startIsPhysicalStart ? 0 : free
            }
            items[i].offsetCross = offset
        }
    }

    func alignLines(_ lines: inout [FlexLine], ctx: FlexContext, innerCross: CGFloat, totalLinesCross: CGFloat) {
        guard !lines.isEmpty else { return }
        if !ctx.isWrap {
            lines[0].offsetCross = 0
            return
        }
        let free = innerCross - totalLinesCross
        var keyword = resolvedContentKeyword(ctx.alignContent, mainAxis: false, ctx: ctx)
        if keyword == .stretch { keyword = .flexStart }
        var isSafe = ctx.alignContent?.isSafe ?? false
        // Overflowing lines: space-around/-evenly fall back to safe center (space-between to
        // flex-start), and a safe alignment that overflows is `start`, the writing-mode start
        // (css-align-3 §4.3, §5.3), which under wrap-reverse is the cross-end side.
        if free < 0, isSafe || keyword == .spaceAround || keyword == .spaceEvenly {
            let startIsCrossStart = ctx.crossStart == (ctx.isRow ? .top : (ctx.isRTL ? .right : .left))
            keyword = startIsCrossStart ? .flexStart : .flexEnd
            isSafe = false
        }
        let (leading, between) = FlexDistribution.offsets(
            keyword: keyword, isSafe: isSafe, free: free, count: lines.count, gap: ctx.crossGap)
        var cursor = leading
        for l in lines.indices {
            if l > 0 { cursor += between }
            lines[l].offsetCross = cursor
            cursor += lines[l].crossSize
        }
    }
}
