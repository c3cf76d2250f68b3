import Foundation

/// CSS Flexible Box Layout §9.4: cross sizes.
extension CSSLayoutEngine {
    mutating func hypotheticalCrossSize(_ item: inout FlexItem, ctx: FlexContext, availableCross: CSSAvailableSpace) {
        let isRow = ctx.isRow
        if let cross = item.sizeCross {
            item.hypotheticalInnerCross = max(cross.clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross)
        } else if let lineCross = ctx.stretchedCross, item.stretchesAcrossLine {
            // A stretched item of a single-line row whose height is taken as definite (see
            // `ratioContentHeight`) has the container's inner height (§9.8: the outer cross size
            // of a stretched item of a single-line container of definite cross size).
            item.hypotheticalInnerCross = max(
                (lineCross - item.marginCrossSum).clamped(min: item.minCrossIgnoringRatio, max: item.maxCrossIgnoringRatio),
                item.paddingBorderCross)
        } else {
            // An item's width in a column is fit to the space, wrapping or not (Chromium
            // shrinks to fit every column item it does not stretch to the container: a wrapping
            // row of items 90, 44, 74 and 20 wide in a wrapping column 219 wide is 219 wide, on
            // two lines). (A balanced column that shares out its width gives each item its share.)
            let crossSpace = availableCross.clamped(
                min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
            // (With the item's flexed height as indefinite for its children's percentages as in
            // its final layout: measured otherwise, a `height: 25%` inside counted here and not there.)
            // (A wrapping column with a height of its own whose content gave its flex basis, left
            // at that basis, is as wide as at its own height: its width was fit to lines broken
            // there when its content was measured, and Blink reuses that layout for the same
            // height rather than break the lines at the used one. Chromium makes a `height: 37px;
            // flex-basis: content` wrapping column over an empty `min-width: 37px` item and a
            // 41-tall one 48 wide at 41 tall in a column, the 11 of column gap and two lines;
            // grown to 100, it is 37 wide, on one line.)
            let keepsOwnHeight = !isRow && item.basisMeasuredWrappingColumnOverHeight && item.targetMain == item.flexBasis
            // (A column's item Blink first measured with its height indefinite, for a
            // content-based flex basis or its automatic minimum, keeps the intrinsic widths it
            // had then unless they follow its height (`widthFollowsHeight`, Blink's
            // `depends_on_block_constraints`): Chromium makes a `flex-grow: 1; align-self:
            // flex-start` row holding a `width: 106px; flex-basis: 9px; aspect-ratio: 3` box
            // over content 9 high 9 wide in a 43-high column, though the box, stretched to 43,
            // is 106 wide in it; with `width: auto` the box's width follows the row's height,
            // and the row is as wide as the box.)
            // (Nor where a child's aspect-ratio transfers a percentage min or max height to its
            // width: Chromium makes a row item flexed to 27 in such a column, holding a `width:
            // 59px; flex-basis: 0; aspect-ratio: 0.5; max-height: 40%` box, 21.25 wide, the box
            // at the 1.36 that 40% of the row's content height gives.)
            let measuredIndefinite = !isRow && item.aspectRatio == nil && item.sizeMain == nil && !widthFollowsHeight[item.node]
                && (!item.basisIsDefinite || styles[item.node].minHeight == .auto && !item.isScrollContainer)
                && !children[item.node].contains { child in
                    let c = styles.address(child)
                    return c.pointee.position != .absolute && c.pointee.aspectRatio != nil && (c.pointee.minHeight.isPercent || c.pointee.maxHeight.isPercent)
                }
            let out = compute(
                item.node, known: OptSize(main: keepsOwnHeight || measuredIndefinite ? nil : item.targetMain, cross: nil, isRow: isRow), parent: ctx.percentBase,
                available: CSSAvailableSize(main: .definite(ctx.outer.main(isRow) ?? item.targetMain), cross: crossSpace, isRow: isRow),
                mode: .computeSize, sizing: .contentSize, indefinite: flexedItemIndefinite(item, ctx: ctx))
            var measured = isRow ? out.size.height : out.size.width
            // A width that follows the flexed height through aspect-ratio is at least min-content
            // (unless a min-height of its own decides that height, below).
            var maxCross = item.maxCross
            if !isRow, item.aspectRatio != nil {
                let definite = styles[item.node].height.resolve(against: ctx.percentBase.height) != nil
                // With a height of its own, the width its ratio gives is limited by the max
                // width transferred from its max height, but the min-content floor is not
                // (Chromium: a `height: 19px; max-height: 7px; aspect-ratio: 0.5` item over
                // content 60 wide is 60 wide in a column; with a flexed height the transferred
                // max limits both: a `max-height: 40%` one over content 202 wide is 47 wide).
                if definite {
                    measured = measured.clamped(min: item.minCross, max: item.maxCross)
                    maxCross = item.maxCrossIgnoringRatio
                }
                // (A flexed height with a min-height of its own gives the width through the
                // ratio unfloored: Chromium makes an `aspect-ratio: 0.5; min-height: 0` item
                // flexed to 27 in a column 13.5 wide over content 17 wide. With `min-height:
                // auto` the height already holds the min-content width, transferred.)
                // (An intrinsic width keyword, left to follow the flexed height, is floored as an
                // `auto` width: Chromium makes a `height: 300px; aspect-ratio: 2; width:
                // max-content; min-height: 0` item over content 700 wide 700 × 250 in a column
                // that shrinks it to 250.)
                // (A percentage of an indefinite height is no `auto` for that floor, whose content
                // is then measured at the flexed height, as a definite one's: Chromium makes a
                // `height: 50%; aspect-ratio: 2; padding-left: 10px` item of such a column, flexed
                // to the 5 its 10 of content width gives, 15 wide over a box holding an
                // `aspect-ratio: 1` one, which is 5 wide at that height; with `height: auto`, 10.)
                let heightIsIndefinitePercent = styles[item.node].height.isPercent && !definite
                if definite || styles[item.node].minHeight == .auto {
                    measured = flooredRatioWidth(
                        item.node, width: measured, parent: ctx.percentBase,
                        height: definite || heightIsIndefinitePercent ? item.targetMain : nil,
                        treatingWidthAsAuto: styles[item.node].width.isIntrinsicKeyword)
                }
            }
            // Likewise a height that follows the flexed width is at least the content's height:
            // children's, or a text's lines where they do not stretch to its box (Chromium makes
            // a `display: block; width: 40px; aspect-ratio: 2` text of three lines 40 × 30 in a
            // row, centred or in a line of its own height, not 40 × 20; see
            // `textLineStretchesToBox`).
            if isRow, let ratio = item.aspectRatio, case let cs = styles[item.node], cs.height == .auto, cs.minHeight == .auto,
               !cs.overflowX.isScrollContainer, !cs.overflowY.isScrollContainer,
               hasRatioFloorContent(item.node) || measures[item.node] != nil && !Self.textLineStretchesToBox(cs) {
                let content = ratioContentHeight(
                    item.node, ratio: ratio, width: item.targetMain, parent: ctx.percentBase,
                    available: CSSAvailableSize(main: .definite(ctx.outer.main(isRow) ?? item.targetMain), cross: crossSpace, isRow: isRow))
                measured = max(measured, content)
            }
            item.hypotheticalInnerCross = max(measured.clamped(min: item.minCross, max: maxCross), item.paddingBorderCross)
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
            // (Never below 0: Chromium centres a 50-high item of a `max-height: 0;
            // padding-top: 2px` row at -23, in a line of 0, not of -2.)
            let minCross = ctx.minSize.cross(isRow).map { max(0, $0 - ctx.insetCrossSum) }
            let maxCross = ctx.maxSize.cross(isRow).map { max(0, $0 - ctx.insetCrossSum) }
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
        // (A cross size the container was given is not lowered again by its max, which may be
        // one its aspect-ratio transfers: Chromium stretches the line of a wrapping
        // `aspect-ratio: 2; max-width: 82px` row item stretched to 62 to 62, not 41. Nor raised
        // by its min: Chromium aligns the text 40 high at the end of an `aspect-ratio: 2;
        // padding-right: 100px` row stretched to 10 at -30, in a line of 10, not of the 50 its
        // padding transfers.)
        let given = ctx.outer.cross(isRow) != nil
        let innerCross = max(0, containerCross.clamped(min: given ? nil : minCross, max: given ? nil : ctx.maxSize.cross(isRow)) - ctx.insetCrossSum)
        let total = lines.reduce(0) { $0 + $1.crossSize } + ctx.crossGap * CGFloat(lines.count - 1)
        if total < innerCross {
            let extra = (innerCross - total) / CGFloat(lines.count)
            for l in lines.indices { lines[l].crossSize += extra }
        }
    }

    mutating func determineUsedCrossSize(_ item: inout FlexItem, lineCross: CGFloat, ctx: FlexContext) {
        if item.stretchesAcrossLine {
            item.targetCross = max(
                (lineCross - item.marginCrossSum).clamped(min: item.minCrossIgnoringRatio, max: item.maxCrossIgnoringRatio),
                item.paddingBorderCross)
        } else if !ctx.isRow, ctx.isWrap, item.crossSizeIsAuto, item.aspectRatio == nil,
                  lineCross - item.marginCrossSum > item.hypotheticalInnerCross + 1e-9 {
            // In a multi-line column, an item it does not stretch fits its width to its line,
            // its height kept (Chromium: text 100 wide in a 91-wide wrapping column whose line
            // another item makes 107 wide keeps the two lines it took at 91, 100 wide).
            let space = lineCross.clamped(min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
            let out = compute(
                item.node, known: OptSize(main: item.targetMain, cross: nil, isRow: false), parent: ctx.percentBase,
                available: CSSAvailableSize(main: .definite(ctx.outer.main(false) ?? item.targetMain), cross: .definite(space), isRow: false),
                mode: .computeSize, sizing: .contentSize, indefinite: flexedItemIndefinite(item, ctx: ctx))
            item.targetCross = max(max(out.size.width, item.hypotheticalInnerCross).clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross)
        } else {
            item.targetCross = item.hypotheticalInnerCross
        }
    }
}
