import Foundation

/// CSS Flexible Box Layout §9.1: items.
extension CSSLayoutEngine {
    /// The container's in-flow items in order, their facts kept or pushed on
    /// `freshItemFacts` (which the caller pops when its pass ends).
    mutating func makeItems(_ node: Int, ctx: FlexContext, alignItems: CSSAlignment?) -> [FlexItem] {
        var items = takeItemBuffer(capacity: childStart[node + 1] - childStart[node])
        var count = 0
        let isRow = ctx.isRow
        // What the items' `stretch` sizes fill: a column's height only where it is definite, as
        // `stretch` is `auto` against an indefinite size (css-sizing-4 §3.1; Chromium makes the
        // empty `height: stretch` item of a column not stretched in its row 0 high). A wrapping
        // row's height likewise, where it is definite for percentages: else the item fills its
        // line (Chromium makes a `height: stretch` item of a wrapping row that is an item of an
        // auto-height column 0 high alone on its line, not the row's 60). (A single line is
        // the row.)
        let rowHeight = ctx.isWrap ? ctx.percentBase.height : ctx.inner.height
        let keywordContainer = OptSize(width: ctx.inner.width, height: isRow ? rowHeight : ctx.mainIsDefinite ? ctx.inner.height : nil)
        for k in childStart[node]..<childStart[node + 1] {
            // An item whose box has no keywords or aspect-ratio depends only on its own styles,
            // on its container's direction, wrapping and alignment, the same in every pass, and
            // on the percentage base: it is made once per base and copied after (making items
            // was about a third of the work in a deep tree of general containers).
            if let kept = itemTemplates.facts(k, base: ctx.percentBase) {
                let item = FlexItem(node: childList[k], facts: kept)
                if count < items.count { items[count] = item } else { items.append(item) }
                count += 1
                continue
            }
            let child = childList[k]
            if styles[child].display == .none || styles[child].position == .absolute { continue }
            // The parts of the child's box sizes used here, read where they are stored unless
            // keywords or an aspect-ratio need a resolved copy (copying them cost more).
            let sSize: OptSize, sMin: OptSize, sMax: OptSize, margin: ResolvedEdges, paddingBorder: ResolvedEdges
            let auto: (left: Bool, right: Bool, top: Bool, bottom: Bool), adjustment: CGSize
            // (A row item's intrinsic width keyword is measured at the height it will be
            // stretched to, when that is known now.)
            var stretchedHeight: CGFloat? = nil
            if hasKeywordSize[child] || fixedBoxSizesUseRatio[child] {
                var s = boxSizes(child, parent: ctx.percentBase)
                if hasKeywordSize[child] { stretchedHeight = keywordMeasureHeight(child, s, ctx: ctx, alignItems: alignItems) }
                resolveKeywordSizes(child, &s, container: keywordContainer, stretchedHeight: stretchedHeight, floorsRatioWidth: !ctx.isRow,
                    ratioKeepsKeywordWidth: isRow)
                // (A row item's intrinsic width keyword is at least the min width its min height
                // transfers through its aspect-ratio, as any box's is outside a flex row:
                // Chromium makes a `width: fit-content; aspect-ratio: 3; min-height: 100px` item
                // 300 × 100, not 0 × 100.)
                if isRow, styles[child].aspectRatio != nil, styles[child].width.isIntrinsicKeyword, styles[child].minWidth == .auto,
                   let width = s.size.width, let least = s.min.width, least > width {
                    s.size.width = least
                }
                (sSize, sMin, sMax, margin, paddingBorder) = (s.size, s.min, s.max, s.margin, s.paddingBorder)
                (auto, adjustment) = (s.marginIsAuto, s.boxSizingAdjustment)
            } else {
                if usesParentSize[child] { refreshBoxSizes(child, parent: ctx.percentBase) }
                (sSize, sMin, sMax, margin, paddingBorder, auto, adjustment) = readStoredBoxSizes(child) { s in
                    (s.pointee.size, s.pointee.min, s.pointee.max, s.pointee.margin, s.pointee.paddingBorder,
                     s.pointee.marginIsAuto, s.pointee.boxSizingAdjustment)
                }
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
                resolveKeywordSizes(child, &raw, container: keywordContainer, stretchedHeight: stretchedHeight, floorsRatioWidth: !ctx.isRow,
                    ratioKeepsKeywordWidth: isRow, transfersThroughRatio: isRow)
                (rawSize, rawMin, rawMax) = (raw.size, raw.min, raw.max)
                // (A row item's height that its intrinsic width keyword gives through the ratio
                // is floored by its content, as an `auto` width's is, so it is measured, not
                // taken as its own: Chromium makes a `width: min-content; aspect-ratio: 3` item
                // of an `align-items: flex-start` row over a 40 × 60 box 40 × 60, not 40 × 13.33.)
                // (Nor is the height a `stretch` width gives, which Chromium treats as it treats
                // `width: 100%`: the item flexes, and its height follows the width it ends with.
                // An `aspect-ratio: 3; width: stretch` item of a 30-wide row beside a 30px one
                // that does not shrink is 0 × 0, not 30 × 10.)
                if isRow, styles[child].height == .auto,
                   styles[child].width == .stretch || styles[child].width.isIntrinsicKeyword && Self.ratioHeightYieldsToContent(styles[child]) {
                    rawSize.height = nil
                }
                // (A column item's intrinsic width keyword is its flexed height's through the
                // ratio, as an `auto` width is: Chromium makes a `width: min-content;
                // aspect-ratio: 3` item of a column over a 40 × 60 box 180 × 60, not 40 × 60.)
                if !isRow, styles[child].width.isIntrinsicKeyword, styles[child].height == .auto {
                    rawSize.width = nil
                }
            }
            // (The style is read where it is stored: copying it per item was a good part of the
            // cost of making items.)
            do {
                let cs = styles.address(child)
                // A percentage min size against an indefinite size is zero, not auto (CSS 2.1 §10.7).
                // (With a min main size of its own too, the one transferred through the ratio still
                // floors the content-based flex basis and the item's contributions, though not its
                // flexing minimum: Chromium makes an `aspect-ratio: 2; min-width: 82px;
                // min-height: 98px` item 196 wide, and shrinks it to 82.)
                var transferredMin = rawSize.main(isRow) == nil && rawMin.main(isRow) == nil ? sMin.main(isRow) : nil
                if rawSize.main(isRow) == nil, rawMin.main(isRow) != nil, styles[child].aspectRatio != nil {
                    var plain = styles[child]
                    if isRow { plain.minWidth = .auto } else { plain.minHeight = .auto }
                    var t = BoxSizes(style: plain, parent: ctx.percentBase)
                    resolveKeywordSizes(child, &t, container: keywordContainer, stretchedHeight: stretchedHeight, floorsRatioWidth: !ctx.isRow,
                        ratioKeepsKeywordWidth: isRow)
                    transferredMin = t.min.main(isRow)
                }
                if case .percent = cs.pointee.minWidth, rawMin.width == nil { rawMin.width = 0 }
                if case .percent = cs.pointee.minHeight, rawMin.height == nil { rawMin.height = 0 }
                var (align, safe) = resolveItemAlign(cs.pointee.alignSelf ?? alignItems, itemDirection: cs.pointee.direction, ctx: ctx)
                // A `stretch` cross size the container could not resolve (its cross size is not
                // definite yet) fills the line as `align-self: stretch` does, whatever the item's
                // alignment (Chromium: a `height: stretch` item of an `align-items: flex-start`
                // row beside a 60-high one is 60 high, 53 with `margin-top: 7px`).
                // (A baseline-aligned text keeps its alignment: it takes part in its line's
                // baseline group with its first line's baseline and is then made the line's
                // cross size from its offset there, `stretchesAcrossLine`. Chromium makes a
                // `height: stretch` text of three lines in an `align-items: baseline` row beside
                // a `padding-bottom: 12px` box 34 high at 4: the line is 4 + 30. Not a box
                // without a baseline of its own: Chromium sizes the line without it and puts an
                // empty `height: stretch; align-self: baseline` one 80 high at -80, its
                // synthesized baseline, its bottom, on the line's.)
                let crossIsStretch = (isRow ? cs.pointee.height : cs.pointee.width) == .stretch && rawSize.cross(isRow) == nil
                if crossIsStretch, align != .baseline || measures[child] == nil { align = .stretch }
                let maxIgnoringRatio = OptSize(
                    width: cs.pointee.maxWidth.resolve(against: ctx.percentBase.width).plus(adjustment.width),
                    height: cs.pointee.maxHeight.resolve(against: ctx.percentBase.height).plus(adjustment.height))
                // (Against the sizes that are definite for percentages: a relative `top: 10%`
                // in a container of indefinite height is auto, as is a `max-height: 40%`.)
                let insetRef = ctx.percentBase
                let left = cs.pointee.inset.left.resolve(against: insetRef.width)
                let right = cs.pointee.inset.right.resolve(against: insetRef.width)
                let top = cs.pointee.inset.top.resolve(against: insetRef.height)
                let bottom = cs.pointee.inset.bottom.resolve(against: insetRef.height)
                let dx: CGFloat = ctx.isRTL ? (right.map { -$0 } ?? left ?? 0) : (left ?? right.map { -$0 } ?? 0)
                let dy: CGFloat = top ?? bottom.map { -$0 } ?? 0
                // A box that clips or scrolls in one axis is a scroll container in both (a
                // `visible` beside `hidden` computes to `auto`, css-overflow-3 §3), so it has no
                // automatic minimum in its main axis either (Chromium: an `aspect-ratio: 1;
                // overflow-x: hidden` item 20 wide holding content 40 tall is 20 tall in a column).
                let isScrollContainer = cs.pointee.overflowX.isScrollContainer || cs.pointee.overflowY.isScrollContainer
                let facts = FlexItemFacts(
                    sizeMain: OptLength(sSize.main(isRow)), sizeCross: OptLength(rawSize.cross(isRow)),
                    // (A row item's cross limits are its own: Chromium transfers min and max sizes
                    // through aspect-ratio into the inline axis, and into the block axis only
                    // where that is a column's main axis: `aspect-ratio: 2; max-width: 57px`
                    // with 88-tall content is 88 tall in a row.)
                    minMain: OptLength(rawMin.main(isRow)), minCross: OptLength(rawSize.cross(isRow) == nil && !isRow ? sMin.cross(isRow) : rawMin.cross(isRow)),
                    // (Chromium flexes an item within its own max main size only: a max cross
                    // size transferred through aspect-ratio limits the content size, not the flexing.)
                    maxMain: OptLength(rawMax.main(isRow)),
                    contentMaxMain: OptLength(rawSize.main(isRow) == nil ? sMax.main(isRow) : rawMax.main(isRow)),
                    maxCross: OptLength(rawSize.cross(isRow) == nil && !isRow ? sMax.cross(isRow) : rawMax.cross(isRow)),
                    transferredMinMain: OptLength(transferredMin),
                    maxCrossIgnoringRatio: OptLength(maxIgnoringRatio.cross(isRow)),
                    minCrossIgnoringRatio: OptLength(rawMin.cross(isRow)),
                    aspectRatio: OptLength(cs.pointee.aspectRatio),
                    marginMainStart: margin[ctx.mainStart], marginMainEnd: margin[ctx.mainStart.opposite],
                    marginCrossStart: margin[ctx.crossStart], marginCrossEnd: margin[ctx.crossStart.opposite],
                    paddingBorderMain: paddingBorder.sum(horizontal: isRow),
                    paddingBorderCross: paddingBorder.sum(horizontal: !isRow),
                    grow: cs.pointee.flexGrow, shrink: cs.pointee.flexShrink,
                    relativeOffset: CGPoint(x: dx, y: dy),
                    flexBasis: cs.pointee.flexBasis,
                    // A percentage of an indefinite size behaves as auto for sizing, but the
                    // property is not `auto`, so the item is not stretched (Chromium).
                    crossSizeIsAuto: (isRow ? cs.pointee.height : cs.pointee.width) == .auto || crossIsStretch,
                    autoMainStart: isAuto(ctx.mainStart), autoMainEnd: isAuto(ctx.mainStart.opposite),
                    autoCrossStart: isAuto(ctx.crossStart), autoCrossEnd: isAuto(ctx.crossStart.opposite),
                    crossIsStretchKeyword: crossIsStretch,
                    align: align, alignIsSafe: safe,
                    isScrollContainer: isScrollContainer,
                    isContentBox: cs.pointee.boxSizing == .contentBox,
                    // (So is a percentage of an indefinite main size, which gives no specified size
                    // suggestion: Chromium makes a max-content row around a `width: 55%; height:
                    // 10px; aspect-ratio: 1` item over text 40 wide 40 wide, not the ratio's 10.)
                    mainSizeIsAuto: { let main = isRow ? cs.pointee.width : cs.pointee.height
                        return main == .auto || main.isPercent && ctx.percentBase.main(isRow) == nil }(),
                    isEmptyLeaf: isPlainLeaf[child] && cs.pointee.aspectRatio == nil
                        && cs.pointee.overflowX != .scroll && cs.pointee.overflowY != .scroll)
                let item = FlexItem(node: child, facts: itemTemplates.keep(facts, at: k, base: ctx.percentBase) ?? freshItemFacts.push(facts))
                if count < items.count { items[count] = item } else { items.append(item) }
                count += 1
            }
        }
        if items.count > count { items.removeSubrange(count...) }
        return items
    }

    /// The height a row item with an intrinsic width keyword is measured at when it has none
    /// of its own: the line's, when it is stretched in a single-line row whose height is
    /// definite (css-flexbox §9.8 makes that size definite), within its own min and max
    /// heights; nil otherwise.
    @inline(never)
    mutating func keywordMeasureHeight(_ child: Int, _ s: BoxSizes, ctx: FlexContext, alignItems: CSSAlignment?) -> CGFloat? {
        let cs = styles.address(child)
        guard ctx.isRow, !ctx.isWrap, s.size.height == nil, cs.pointee.height == .auto,
              !s.marginIsAuto.top, !s.marginIsAuto.bottom, let line = ctx.percentBase.height,
              resolveItemAlign(cs.pointee.alignSelf ?? alignItems, itemDirection: cs.pointee.direction, ctx: ctx).0 == .stretch
        else { return nil }
        let container = OptSize(width: nil, height: line)
        return max(s.paddingBorder.vertical, (line - s.margin.vertical).clamped(
            min: s.ownMinHeight(cs.pointee, parent: container), max: s.ownMaxHeight(cs.pointee, parent: container)))
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
        let startIsCrossStart = crossStartIsWritingStart(ctx)
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
        // In a column too, in rtl as in ltr: the items line up their left border edges (see
        // `computeFlex`), the group against the line's cross-start side (Chromium puts text
        // 20 and 40 wide in a 100-wide rtl column both at x 50).
        case .baseline: return (.baseline, safe)
        case .stretch: return (.stretch, safe)
        case .spaceBetween, .spaceAround, .spaceEvenly: return (.flexStart, safe)
        }
    }
}
