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
        /// The inner height a single-line row's stretched items take while its height is
        /// taken as definite but left to its content (see `ratioContentHeight`).
        var stretchedCross: CGFloat? = nil
        /// Whether `justify` is `safe` for an absolutely positioned child's static position: in
        /// a grid area standing in for the container, whose `justify-self: safe` keeps the
        /// child at the area's start where it overflows (Chromium puts a 20-wide `safe center`
        /// child of a 0-wide area at the area's start), not in a flex container, where Chromium
        /// ignores `safe` in `justify-content` there.
        var staticJustifyIsSafe = false
        /// Whether the container's height is definite in every layout Blink gives it
        /// (`IndefiniteAxes.parentHeightSteady`).
        var heightSteady = false
        /// Whether Blink first lays the container out with its height indefinite
        /// (`IndefiniteAxes.parentHeightFirstIndefinite`).
        var heightFirstIndefinite = false

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

        /// Records the border-box size the container found along its main or cross axis, and
        /// the content-box size that leaves.
        func setFound(_ outerSize: CGFloat, alongMain: Bool) {
            let innerSize = max(0, outerSize - (alongMain ? insetMainSum : insetCrossSum))
            if alongMain == isRow {
                outer.width = outerSize
                inner.width = innerSize
            } else {
                outer.height = outerSize
                inner.height = innerSize
            }
        }
    }

    /// A flex container whose width comes from its content: the width is found first (a
    /// width-only measurement), then the container is computed at that width (which, found
    /// for its content's width, its min and max widths do not limit: `widthIsContent`).
    mutating func computeAtContentWidth(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthIsContent: Bool
    ) -> (NodeOutput, Bool) {
        var fixed = known
        fixed.width = computeFlex(
            node, known: known, parent: parent, available: available, mode: .computeSize, sizing: sizing,
            wantsBaseline: false, indefinite: indefinite, widthOnly: true, widthIsContent: widthIsContent).0.size.width
        return computeFlex(
            node, known: fixed, parent: parent, available: available, mode: mode, sizing: sizing,
            wantsBaseline: wantsBaseline, indefinite: indefinite, widthIsContent: widthIsContent)
    }

    /// Which of an item's sizes count as indefinite for its children's percentages once its
    /// main size is flexed, when it is measured for its cross size and when it is laid out:
    /// in a column of indefinite height, a height flexed from an indefinite basis (only
    /// heights: widths are almost always definite in browsers, and percentages of margins and
    /// padding resolve against widths). A main size that follows a definite cross size through
    /// aspect-ratio is definite, and so is any flexed height of a column item with an
    /// aspect-ratio, where flexing leaves it (Chromium resolves a child's `min-height: 30%`
    /// against it) or changes it (Chromium: an `aspect-ratio: 1.5; overflow-y: hidden` item
    /// shrunk to 49 in a `max-height: 49px` column gives its `height: 25%` child 12.25, where
    /// the same item without the ratio gives 0).
    @inline(__always)
    func flexedItemIndefinite(_ item: FlexItem, ctx: FlexContext) -> IndefiniteAxes {
        let ratioDefinite = item.aspectRatio != nil && (item.sizeCross != nil || !ctx.isRow)
        if item.basisIsDefinite || ratioDefinite { return .none }
        return IndefiniteAxes(width: false, height: !ctx.isRow && !ctx.mainIsDefinite)
    }

    /// Which of a placed item's sizes count as indefinite for its children's percentages:
    /// those of `flexedItemIndefinite`, and in a row its height unless its styles or
    /// stretching decide it (§9.8) or it follows from its width through aspect-ratio.
    @inline(__always)
    mutating func placedItemIndefinite(_ item: FlexItem, ctx: FlexContext) -> IndefiniteAxes {
        var axes = flexedItemIndefinite(item, ctx: ctx)
        if ctx.isRow, item.sizeCross == nil, !item.stretchesAcrossLine {
            // (A ratio item's height from its width is definite; an aspect-ratio grid of
            // automatic row repetitions still counts them in that height.)
            if item.aspectRatio == nil {
                axes.height = true
            } else if repeatsRowsInRatioHeight(item.node) {
                axes.heightIsRatioGrown = true
            }
        }
        if keepsMeasuredLayout[item.node], itemKeepsMeasuredHeight(item, ctx: ctx) { axes.heightIsMeasured = true }
        axes.parentHeightSteady = ctx.heightSteady
        axes.parentHeightFirstIndefinite = ctx.heightFirstIndefinite
        return axes
    }

    /// Whether an item is given the height it measured with its height indefinite, so that
    /// Chromium lays it out as it measured it (`IndefiniteAxes.heightIsMeasured`): a row item
    /// stretched to a line its own content sized (in a wrapping row, or one without a definite
    /// height, where the item is measured before it is stretched), or a column item flexed to
    /// the height its content gave its basis, or to its own `height` in a column of
    /// indefinite height (no min height of its own: Chromium makes the `height: stretch`
    /// child of a `height: 20px` block item of such a column 0 high, with a `flex-basis:
    /// 20px` or a `max-height` of any size too; with `min-height: 0`, or a percentage-height
    /// sibling, 20).
    func itemKeepsMeasuredHeight(_ item: FlexItem, ctx: FlexContext) -> Bool {
        if ctx.isRow {
            guard item.stretchesAcrossLine,
                  ctx.isWrap || ctx.percentBase.height == nil
            else { return false }
            return abs(item.targetCross - item.hypotheticalInnerCross) < IndefiniteAxes.measuredHeightTolerance
        }
        let style = styles.address(item.node)
        // (Not a scroll container, whose automatic minimum is 0 as `min-height: 0` makes it:
        // Chromium makes the `height: stretch` child of a `height: 20px; overflow-y: hidden`
        // block item of such a column 20 high.)
        let ownHeightInIndefiniteColumn = !ctx.mainIsDefinite && style.pointee.height.isPoints
            && style.pointee.minHeight == .auto && !style.pointee.overflowX.isScrollContainer && !style.pointee.overflowY.isScrollContainer
        return (!item.basisIsDefinite || ownHeightInIndefiniteColumn)
            && abs(item.targetMain - item.hypotheticalInnerMain) < IndefiniteAxes.measuredHeightTolerance
    }

    /// Lays out a flex container. Returns the output and whether it is complete (a size-only
    /// run that stopped early has no baseline).
    mutating func computeFlex(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool = false,
        widthIsContent: Bool = false
    ) -> (NodeOutput, Bool) {
        let style = styles[node]
        var sizes = boxSizes(node, parent: parent)
        // The intrinsic width of a container's content is not limited by its own min and max
        // widths (its parent applies them to it as an item): Chromium gives an item with
        // `flex-grow: 0.5; min-width: 30px` and empty content a flex base size of 0, not 30.
        // (`widthIsContent`: the known width is the one such a question found, at which the
        // container is laid out again.)
        let asksContentWidth = widthIsContent || (sizing == .contentSize && known.width == nil && available.width.definiteValue == nil)
        if asksContentWidth {
            sizes.min.width = nil
            sizes.max.width = nil
            // (Nor by the max height its max width transfers through the aspect-ratio: Chromium
            // measures an `aspect-ratio: 1.5; max-width: 110px` wrapping column over items 0
            // and 100 wide on one line, 100 wide, not at the 73.33 that max height breaks.)
            if style.aspectRatio != nil { sizes.max.height = sizes.ownMaxHeight(style, parent: parent) }
        }
        if node == contentHeightNode, known.height == nil {
            sizes.min.height = nil
            // (A wrapping column keeps its max height: it breaks its lines there.)
            if style.aspectRatio == nil, style.flexDirection.isRow || style.flexWrap == .noWrap { sizes.max.height = nil }
        }
        let isRow = style.flexDirection.isRow
        let pbSize = CGSize(width: sizes.paddingBorder.horizontal, height: sizes.paddingBorder.vertical)

        // The container's own size where its styles or its parent decide it.
        var styleSize = OptSize()
        if sizing == .inherentSize { styleSize = sizes.size.clamped(min: sizes.min, max: sizes.max) }
        var minMaxDefinite = OptSize()
        // (Only by limits of its own, not those its aspect-ratio transfers from the other axis,
        // which leave its automatic minimum: Chromium makes an `aspect-ratio: 1; min-width:
        // 30px; max-width: 30px` flex container over a 42px child 30 × 42, not 30 × 30.)
        let own = sizes.limitsOfItsOwn(style, parent: parent)
        if let mn = own.min.width, let mx = own.max.width, mx <= mn { minMaxDefinite.width = mn }
        if let mn = own.min.height, let mx = own.max.height, mx <= mn { minMaxDefinite.height = mn }
        let styled = minMaxDefinite.or(styleSize)
        var knownSize = known.or(OptSize(width: styled.width.maxed(pbSize.width), height: styled.height.maxed(pbSize.height)))
        if known.width == nil || known.height == nil {
            let derivesWidth = known.width == nil && style.width.resolve(against: parent.width) == nil
                && minMaxDefinite.width == nil && knownSize.height != nil
            // (Also where the box sizes already hold the height the ratio gives a specified
            // width: Chromium makes a `width: 100px; aspect-ratio: 2` box over content 80 tall
            // 100 × 80.)
            let derivesHeight = known.height == nil && style.height.resolve(against: parent.height) == nil
                && minMaxDefinite.height == nil && knownSize.width != nil
                && (knownSize.height == nil || style.aspectRatio != nil && !derivesWidth)
            // (A border box is never smaller than its padding and border, whatever its max
            // size says: Chromium makes a `max-width: 50%; padding-right: 3px` box in a
            // 3-wide block 3 wide.)
            knownSize = sizes.applyingAspectRatio(style.aspectRatio, to: knownSize)
                .clamped(min: sizes.min, max: sizes.max)
            knownSize.width = knownSize.width.maxed(pbSize.width)
            knownSize.height = knownSize.height.maxed(pbSize.height)
            // (A width floored by its content is capped by the box's own max width, not by one
            // transferred through the ratio from its max height: Chromium makes a `height: 24px;
            // aspect-ratio: 0.5; max-height: 73px` box over content 93 wide 93 wide, not 36.5.
            // Likewise a height floored by its content and its own max height: an `aspect-ratio:
            // 0.5; max-width: 27px` box over content 66 tall is 27 × 66, not 27 × 54.)
            // (An intrinsic width keyword its parent left to it is such a width too: Chromium
            // makes a column 700 wide around a `height: 300px; aspect-ratio: 2; width:
            // min-content` item over content 700 wide.)
            // (Not a height that only its min and max heights fix, its own `auto`: Blink applies
            // the ratio's automatic minimum only to a box whose height is not auto, so such a box
            // is the ratio width within its min and max widths. Chromium makes a row around an
            // `aspect-ratio: 1.5; min-height: 56px; max-height: 7px` box over a 97-wide child 84
            // wide, though the box, stretched to 56 in it, is 97 wide. A percentage of an
            // indefinite height too, but only where the box is measured for its contribution:
            // with `height: 50%` Chromium makes a column around it 84 wide, and lays it out 97
            // wide there.)
            let heightIsMinMaxOnly = known.height == nil && minMaxDefinite.height != nil
                && (style.height == .auto || style.height.isPercent && parent.height == nil && available.width.definiteValue == nil)
            if derivesWidth, sizing == .inherentSize, !heightIsMinMaxOnly, let w = knownSize.width {
                knownSize.width = flooredRatioWidth(node, width: w, parent: parent, height: knownSize.height, treatingWidthAsAuto: style.width.isIntrinsicKeyword)
                    .clamped(min: nil, max: sizes.ownMaxWidth(style, parent: parent))
            }
            if derivesHeight, let w = knownSize.width, let h = knownSize.height {
                // (Never below its padding and border, whatever its max height: Chromium makes an
                // `aspect-ratio: 2; max-height: 12px; padding-top: 20px` box around a child 20 high.)
                knownSize.height = max(flooredRatioHeight(node, width: w, height: h, parent: parent, available: available, sizing: sizing)
                    .clamped(min: nil, max: sizes.ownMaxHeight(style, parent: parent)), pbSize.height)
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
        // item's block size is always measured at its inline size. So is a box with an
        // aspect-ratio and no height of its own, whose height is then the larger of the one
        // the ratio gives that width and its content's at it: Chromium makes an `aspect-ratio:
        // 3` item of a column, holding a child with `padding: 8px 5px 5%`, 8.25 tall and so
        // 24.75 wide, the 5% resolving against the content width, 5. Not one with a height of
        // its own, even asked for its content size: its width follows that height.)
        let ratioFollowsWidth = style.aspectRatio == nil || (knownSize.height == nil && sizes.size.height == nil)
        if mode == .performLayout || (!widthOnly && !sizeIsStable[node] && ratioFollowsWidth), knownSize.width == nil {
            return computeAtContentWidth(
                node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                wantsBaseline: wantsBaseline, indefinite: indefinite, widthIsContent: asksContentWidth)
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
        // Measuring the content of a box whose height follows its width through aspect-ratio
        // (`ratioContentHeight`): that height is taken as definite for the items.
        var percentBase = indefinite.applied(to: inner)
        // A height that only its min and max heights fix (the min at least the max) sizes the
        // box but is no height for its items' percentages: Chromium makes a `height: 50%` item
        // of a `min-height: 49px; max-height: 33px` row or column 0 high, not 24.5.
        // (Its own max height: one its max width transfers through the aspect-ratio leaves the
        // min height definite, Chromium resolving a `flex-basis: 30%` item of an `aspect-ratio:
        // 1.5; max-width: 37px; min-height: 35px` column against 35.)
        if known.height == nil, styleSize.height == nil, let least = minMaxDefinite.height,
           let most = sizes.ownMaxHeight(style, parent: parent), most <= least { percentBase.height = nil }
        var stretchedCross: CGFloat? = nil
        // (Not for an item of a column, whose height is indefinite for its children's
        // percentages while its content is measured: Chromium makes a `height: 75%;
        // padding-top: 7px` child of an `aspect-ratio: 2` item of a column 7 tall, and the
        // item 14 × 7, not 17.75 × 8.88.)
        if node == ratioContentNode, inner.height == nil, let width = knownSize.width, !isInFlowItemOfColumn(node) {
            percentBase.height = max(0, sizes.ratioHeight(fromWidth: width, ratio: ratioContentRatio) - inset.vertical)
            if isRow && style.flexWrap == .noWrap { stretchedCross = percentBase.height }
        }
        if style.aspectRatio != nil, percentBase.height != nil, let width = knownSize.width, let height = knownSize.height,
           let base = ratioPercentBaseHeight(
               node, sizes: sizes, width: width, height: height, parent: parent, available: available, parentHeightSteady: indefinite.parentHeightSteady,
               parentHeightFirstIndefinite: indefinite.parentHeightFirstIndefinite) {
            percentBase.height = base
        }
        let mainGapStyle = isRow ? style.columnGap : style.rowGap
        let crossGapStyle = isRow ? style.rowGap : style.columnGap
        let ctx = FlexContext(
            isRow: isRow, isWrap: style.flexWrap != .noWrap, isWrapReverse: wrapReverse, isRTL: isRTL,
            mainStart: mainStart, crossStart: crossStart, sizes: sizes, contentInset: inset,
            outer: knownSize, inner: inner,
            // (Gaps resolve against the sizes definite for percentages: a column item's height
            // flexed in a column of indefinite height gives its `row-gap: 10%` 0, as Chromium has it.)
            mainGap: mainGapStyle.resolve(against: percentBase.main(isRow) ?? 0) ?? 0,
            crossGap: crossGapStyle.resolve(against: percentBase.cross(isRow) ?? 0) ?? 0,
            justify: style.justifyContent, alignContent: style.alignContent, alignItems: style.alignItems,
            minSize: sizes.min, maxSize: sizes.max,
            percentBase: percentBase, mainIsDefinite: percentBase.main(isRow) != nil)
        ctx.balanceLineCount = style.flexWrap.isBalanced ? max(1, style.lineCount) : nil
        ctx.stretchedCross = stretchedCross
        // (Blink measures a column's item with its height indefinite for its automatic
        // minimum, whatever height it has of its own.)
        let ownHeightResolves = style.height.resolve(against: parent.height) != nil
        let measuredAsColumnItem = isInFlowItemOfColumn(node) && style.minHeight == .auto
            && !style.overflowX.isScrollContainer && !style.overflowY.isScrollContainer
        ctx.heightSteady = percentBase.height != nil && (
            ownHeightResolves && !measuredAsColumnItem
            || indefinite.parentHeightSteady && isStretchedItemOfRow(node) && styles[parents[node]].flexWrap == .noWrap)
        ctx.heightFirstIndefinite = !ctx.heightSteady && style.aspectRatio == nil && (!ownHeightResolves || measuredAsColumnItem)

        // §9.1 Generate the flex items (in-flow children).
        let factsMark = freshItemFacts.count
        var items = makeItems(node, ctx: ctx, alignItems: style.alignItems)
        defer {
            recycleItemBuffer(&items)
            freshItemFacts.pop(to: factsMark)
        }

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
        // A wrapping column whose height follows its width through aspect-ratio breaks its
        // lines at that height where its content (or stretching) makes it taller (Chromium:
        // the two items of a 0-wide `aspect-ratio: 2` column-wrap container, one 36 tall, go
        // on two lines in a box 36 tall); where flexing makes it shorter, at its own height.
        // As an item of a column, whose flexed height is definite, it breaks them at its own
        // height (Chromium: a 0-wide `aspect-ratio: 2` one made 13 tall by its content keeps
        // items 0 and 13 tall on one line).
        var breakAt: CGFloat? = nil
        // (So does one whose content height is being measured as its automatic minimum, the
        // ratio then off its style: Chromium gives a 0-wide `aspect-ratio: 2` wrapping column
        // holding items 23 and 53 tall a line each, so its content is 53 tall, not 76.)
        let wrapRatio = style.aspectRatio ?? (node == ratioContentNode ? ratioContentRatio : nil)
        if !isRow, ctx.isWrap, let ratio = wrapRatio, ratio > 0, style.height == .auto, let w = knownSize.width, ctx.inner.height == nil || !isInFlowItemOfColumn(node) {
            let h = sizes.ratioHeight(fromWidth: w, ratio: ratio)
            // (Stretched by a row's line past the height it would have on its own, it is laid
            // out again at that definite height, which breaks its lines: Chromium keeps items
            // 21 and 0 tall on one line in a 0-wide `aspect-ratio: 1.5` one stretched to 65
            // beside a 65-tall sibling, and breaks them where nothing stretches it.)
            if let height = known.height, style.aspectRatio != nil, isStretchedItemOfRow(node),
               height > flooredRatioHeight(node, width: w, height: h, parent: parent, available: available) + 1e-9 {
                breakAt = nil
            } else {
                breakAt = min(max(0, h - inset.vertical), ctx.inner.height ?? .infinity)
            }
        }
        // Asked for the height of its content, a wrapping column with a height of its own breaks
        // its lines at that height, and its content is its longest line (Chromium: the
        // automatic minimum of a `height: 74px` column-wrap item holding items 48 and 53 tall
        // is 53, so in a column 10 tall it shrinks to 53).
        if !isRow, ctx.isWrap, breakAt == nil, ctx.inner.height == nil, sizing == .contentSize, let h = sizes.size.height {
            breakAt = max(0, h.clamped(min: sizes.min.height, max: sizes.max.height) - inset.vertical)
        }
        // Laid out at a height that is not definite (its parent placed it at its content height,
        // unstretched, or flexed it in a column of indefinite height), a wrapping column whose
        // items fit that height on one line keeps them there, though a negative margin made the
        // running sum overflow on the way (Chromium: items 59, 0 and 0 with `margin-top: -9px`
        // stay on one line 50 high; stretched to 50, the same column breaks after the first).
        if !isRow, ctx.isWrap, breakAt == nil, let innerHeight = ctx.inner.height, percentBase.height == nil {
            var total = ctx.mainGap * CGFloat(max(0, items.count - 1))
            for item in items { total += item.hypotheticalOuterMain }
            if total <= innerHeight + 1e-9 { breakAt = .infinity }
        }
        var lines = ctx.isWrap ? collectLines(items, ctx: ctx, availableMain: availableMain, breakAt: breakAt) : singleLine(count: items.count)
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
                wantsBaseline: wantsBaseline, indefinite: indefinite, widthIsContent: asksContentWidth)
        }

        // §9.2.4 The container's main size.
        if ctx.inner.main(isRow) == nil {
            let outerMain = determineContainerMainSize(&items, lines: lines, ctx: ctx, availableMain: availableMain, availableCross: availableCross)
            if widthOnly && isRow { return (NodeOutput(size: CGSize(width: outerMain, height: .nan), baseline: nil), false) }
            ctx.setFound(outerMain, alongMain: true)
            // (A row's width found so is laid out at as a definite one, its percentage gap then
            // resolved; a column's height from its content leaves the gap 0: Chromium stacks
            // two 10-high items of a `row-gap: 10%` column of auto height at 0 and 10.)
            if isRow { ctx.mainGap = mainGapStyle.resolve(against: ctx.inner.main(isRow)!) ?? 0 }
        }
        // The natural pass of a container that replays remembers its row's max-content line
        // (what lets `naturalAnswer` size it in definite space).
        if replaysLayout[node], known.width == nil, known.height == nil, available.width == .maxContent {
            naturalSizes[node].hypotheticalMain = isRow && knownSize.width == nil
                ? max(0, singleLineMaxContent(&items, ctx: ctx, availableCross: availableCross)) : .nan
        }
        let innerMain = ctx.inner.main(isRow)!
        let outerMain = ctx.outer.main(isRow)!

        // §9.3.6 Resolve flexible lengths.
        for line in lines { resolveFlexibleLengths(&items, line: line, gap: ctx.mainGap, innerMain: innerMain) }

        // §9.4.7 Hypothetical cross sizes.
        for i in items.indices {
            hypotheticalCrossSize(&items[i], ctx: ctx, availableCross: itemCross)
        }

        // Baselines of items aligned by baseline (row containers only: the cross axis must be
        // the block axis for baselines to line up), measured with the same sizes indefinite for
        // their children's percentages as when they are laid out (an item aligned by baseline
        // is not stretched, so its height is not definite: Chromium puts a `height: 50%` box
        // inside one at its content height, 0, and the baseline there).
        if isRow {
            for i in items.indices where items.readItem(i, { $0.pointee.participatesInBaseline }) {
                let item = items[i]
                let knownChild = OptSize(main: item.targetMain, cross: item.hypotheticalInnerCross, isRow: true)
                let out = compute(
                    item.node, known: knownChild, parent: ctx.percentBase,
                    available: CSSAvailableSize(width: .definite(outerMain), height: availableCross),
                    mode: .computeSize, sizing: .contentSize, wantsBaseline: true,
                    indefinite: placedItemIndefinite(item, ctx: ctx))
                let fromTop = out.baseline ?? out.size.height
                items[i].baseline = crossStartIsPhysicalStart(ctx)
                    ? item.marginCrossStart + fromTop
                    : item.hypotheticalOuterCross - item.marginCrossEnd - fromTop
            }
        }

        // In an ltr column, Chromium aligns baseline items by their left border edges (a
        // baseline synthesised from the line-left edge in the writing mode across the items'
        // own, Blink's `DetermineBaselineWritingMode`), so an item's baseline is its left
        // margin; a lone one too (it differs from flex-start once a wrapping column fits its
        // width to the line).
        if !isRow {
            for i in items.indices where items[i].participatesInBaseline {
                items[i].baseline = ctx.crossStart == .left ? items[i].marginCrossStart : items[i].marginCrossEnd
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
            // as laying it out at that width makes it. Only with `min-height: auto`, no
            // clipping and a height that is not a percentage of an indefinite height (Chromium:
            // an `aspect-ratio: 0.5; min-height: 30%` box over content 84 tall is 0 × 0).
            if isRow, let ratio = style.aspectRatio, ratio > 0 {
                let adjustment = sizes.boxSizingAdjustment
                let fromRatio = AspectRatioTransfer.height(fromWidth: outerMain, ratio: ratio, adjustment: adjustment)
                let floors = style.minHeight == .auto && !style.overflowX.isScrollContainer && !style.overflowY.isScrollContainer
                    && (style.height.isAutoOrIntrinsicKeyword || style.height.resolve(against: parent.height) != nil)
                content = floors ? max(content, fromRatio) : fromRatio
            }
            outerCross = max(
                content.clamped(min: ctx.minSize.cross(isRow), max: ctx.maxSize.cross(isRow)),
                ctx.paddingBorderCrossSum)
        }
        ctx.setFound(outerCross, alongMain: false)
        let innerCross = ctx.inner.cross(isRow)!
        let containerSize = CGSize(main: outerMain, cross: outerCross, isRow: isRow)

        if mode == .computeSize && !wantsBaseline {
            if replaysLayout[node] {
                recordLayout(node, items, line: lines[0], innerMain: innerMain, ctx: ctx, size: containerSize)
            }
            // (No baseline was found: the answer cannot serve a question about it.)
            return (NodeOutput(size: containerSize, baseline: nil), false)
        }

        // §9.6.16 Align the lines (align-content).
        alignLines(&lines, ctx: ctx, innerCross: innerCross, totalLinesCross: totalLinesCross)

        // Place the items; find the container's first baseline.
        let baselineItem = baselineCandidate(items, lines: lines, ctx: ctx)
        var baseline: CGFloat? = nil
        for line in lines {
            var mainCursor = ctx.insetMainStart
            for i in line.range {
                // (The fields used, read in place: a copy of the whole item was a tenth of the
                // work in a wide row.)
                let item = items.readItem(i) { item in
                    (node: item.pointee.node, targetMain: item.pointee.targetMain, targetCross: item.pointee.targetCross,
                     offsetMain: item.pointee.offsetMain, marginMainStart: item.pointee.marginMainStart,
                     marginMainEnd: item.pointee.marginMainEnd, offsetCross: item.pointee.offsetCross,
                     marginCrossStart: item.pointee.marginCrossStart, relativeOffset: item.pointee.relativeOffset)
                }
                // (Outside that closure: an engine method called in a closure that captures the
                // engine is handed a copy of the whole engine, once per item. That copy and its
                // reference counts were more than half the work of laying out a wide row.)
                let indefiniteAxes = placedItemIndefinite(items[i], ctx: ctx)
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
}
