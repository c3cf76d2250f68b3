import Foundation

/// CSS Flexible Box Layout §9.2.4: container main size.
extension CSSLayoutEngine {
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
        case .definite(let available) where isRow && ctx.isWrap:
            // A wrapping row fit into definite space: its max-content size (its items' max-content
            // contributions on one line) limited by the space, but not below its min-content size
            // (its largest min-content contribution), as Chromium sizes it: a wrapping row in 124
            // of space holding an empty item with `flex-basis: 117px` and one 35 wide is 35 wide;
            // one in 44 of space whose items are 94 and 1 wide is 94 wide.
            var most = ctx.mainGap * CGFloat(max(0, items.count - 1))
            for i in items.indices {
                most += contentContribution(&items[i], ctx: ctx, availableMain: .maxContent, availableCross: availableCross)
            }
            size = max(min(available, most), largestMinContentContribution()) + ctx.insetMainSum
        case .definite(let available):
            // (A single-line row, or a column.)
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
                longest = singleLineMaxContent(&items, ctx: ctx, availableCross: availableCross)
            }
            if !isRow {
                // The block size of a column container is its content's.
                size = longest + ctx.insetMainSum
            } else {
                // Fit-content: the content, limited by the space, but not below min-content.
                // When the content overflows the space, the min-content size is the items'
                // min-content contributions summed (CSS Flexbox §9.9.1). A contribution
                // includes the item's own width, not only its automatic minimum: Chromium does
                // not narrow an item of width 83 to fit 76.
                if longest > available {
                    var contributions = ctx.mainGap * CGFloat(max(0, items.count - 1))
                    for i in items.indices {
                        contributions += contentContribution(&items[i], ctx: ctx, availableMain: .minContent, availableCross: availableCross)
                    }
                    minContent = max(minContent, contributions)
                }
                size = max(min(longest, available), min(minContent, longest)) + ctx.insetMainSum
            }
        case .minContent where ctx.isWrap:
            size = largestMinContentContribution() + ctx.insetMainSum
        case .minContent, .maxContent:
            var longest: CGFloat = 0
            // The max-content size of a wrapping row is all its items on one line, whatever
            // lines its max width broke them into (css-sizing-3: Chromium makes a
            // `max-width: 94px` wrapping row of items 32 and 70 wide 94 wide, not 70). Balanced
            // lines keep theirs: their count is the style's.
            let oneLine = isRow && ctx.isWrap && ctx.balanceLineCount == nil && availableMain == .maxContent && lines.count > 1
                ? [FlexLine(range: 0..<items.count)] : lines
            for line in oneLine {
                var sum = ctx.mainGap * CGFloat(max(0, line.range.count - 1))
                for i in line.range {
                    sum += contentContribution(&items[i], ctx: ctx, availableMain: availableMain, availableCross: availableCross)
                }
                longest = max(longest, sum)
            }
            // A wrapping row is at least as wide as its widest item's min-content contribution
            // (which ignores the flex basis), however its max-content contributions add up.
            // (Every item's where a negative margin can pull the sum below one of them, as Blink
            // floors the max-content size by the min-content one: Chromium makes a wrapping row
            // of an item with `margin-right: -8px` and one with `padding-left: 10px` 10 wide, not 2.)
            if ctx.isWrap {
                let sumMayFallShort = items.contains { $0.marginMainStart < 0 || $0.marginMainEnd < 0 }
                longest = max(longest, largestMinContentContribution(withDefiniteBasis: !sumMayFallShort))
            }
            size = longest + ctx.insetMainSum
        }
        let clamped = size.clamped(min: ctx.minSize.main(isRow), max: ctx.maxSize.main(isRow))
        return max(clamped, ctx.paddingBorderMainSum)
    }

    /// The max-content size of a single-line row's line: its items' hypothetical sizes, or
    /// their max-content contributions where their flex bases are not their sizes.
    mutating func singleLineMaxContent(_ items: inout [FlexItem], ctx: FlexContext, availableCross: CSSAvailableSpace) -> CGFloat {
        var total = ctx.mainGap * CGFloat(max(0, items.count - 1))
        for i in items.indices {
            total += items[i].basisDiffersFromSize
                ? contentContribution(&items[i], ctx: ctx, availableMain: .maxContent, availableCross: availableCross)
                : items[i].hypotheticalOuterMain
        }
        return total
    }

    /// An item's outer min- or max-content contribution to its container's main size.
    /// (`clampsToBasis`: an item that cannot grow or shrink contributes no more or less than
    /// its hypothetical main size: as in Chromium, except for the min-content size of a
    /// wrapping container, and for a min-content contribution where the basis is the content's.)
    mutating func contentContribution(
        _ item: inout FlexItem, ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace, clampsToBasis: Bool = true
    ) -> CGFloat {
        let isRow = ctx.isRow
        // (An own min main size replaces the one transferred through aspect-ratio, which only
        // floors the content's measure: Blink ignores transferred sizes for flex items' main
        // min and max. Chromium makes a row around an `aspect-ratio: 3; flex-basis: 54px;
        // min-width: 39px; min-height: 58px` item 54 wide, not 174; with `flex-grow: 1`, 174.)
        let styleMin = item.minMain ?? item.transferredMinMain
        // (A `fit-content` width fits no space in a min-content width: the item's min-content
        // width is its contribution there. Chromium makes a `width: min-content` row around a
        // `width: fit-content` text of words 40 and 50 wide 50 wide, not 90.)
        let fitsNoSpace = isRow && availableMain == .minContent && styles[item.node].width == .fitContent
        let stylePreferred = fitsNoSpace ? nil : item.sizeMain
        let styleMax = item.maxMain
        // (The flex basis within the item's min and max sizes: Chromium gives an item of
        // `width: 113px; max-width: 9px; flex-shrink: 0` a contribution of 9.)
        let limit = item.hypotheticalInnerMain
        // A flex basis from the content is no limit on the min-content contribution (Chromium:
        // an item of `flex-shrink: 0` holding a wrapping row of items 62 and 18 wide contributes
        // 62 to its row's min-content width, not its basis of 80; with `flex-basis: 80px`, 80).
        // Nor is a basis of a keyword (`content`, `min-content`, `max-content`, `fit-content`,
        // `stretch`): the preferred size still counts (Chromium: a `width: 68px; flex-basis:
        // content` item over no content makes its container 68 wide, and so does one of
        // `flex-basis: fit-content` or `min-content`; a `width: 40px; flex-basis: stretch`
        // one, 40).
        let basisIsKeyword: Bool
        switch item.flexBasisStyle {
        case .minContent, .maxContent, .fitContent, .stretch: basisIsKeyword = true
        default: basisIsKeyword = false
        }
        // (Nor a basis a `fit-content` width gave where it fits no space: Chromium makes a
        // `width: min-content` row around a `width: fit-content; flex-shrink: 0` text of
        // words 50, 50 and 20 wide 50 wide, not its 120 on one line; a `flex-basis: 150px`
        // still counts.)
        let basisIsFitContentWidth = fitsNoSpace && item.flexBasisStyle == .auto
        let clampsToBasis = clampsToBasis && (item.basisIsDefinite || availableMain != .minContent) && !basisIsKeyword && !basisIsFitContentWidth
        let basisMin: CGFloat? = clampsToBasis && item.shrink == 0 ? limit : nil
        let basisMax: CGFloat? = clampsToBasis && item.grow == 0 ? limit : nil
        let minMain = max(styleMin.maxed(basisMin) ?? basisMin ?? item.resolvedMinMain, item.resolvedMinMain)
        let maxMain = styleMax.mined(basisMax) ?? basisMax ?? .infinity
        // (Never below the item's padding and border, which a max size below them does not
        // cut: Chromium makes a row around a `width: 25px; max-width: 12px; padding-right:
        // 16px; min-width: 0` item and a 72px one 88 wide in a `min-content` column, not 84.)
        if let pref = stylePreferred, maxMain <= minMain || maxMain <= pref {
            return max(min(pref, maxMain), minMain, item.paddingBorderMain) + item.marginMainSum
        }
        if maxMain <= minMain { return max(minMain, item.paddingBorderMain) + item.marginMainSum }
        // Unlimited by the basis, a width from the styles is the contribution (what `compute`
        // would find, without asking).
        if !clampsToBasis, isRow, let pref = stylePreferred {
            return max(pref.clamped(min: minMain, max: maxMain), item.paddingBorderMain) + item.marginMainSum
        }
        // A `min-content` or `max-content` width, which no space changes, is the item's width
        // as one in points is, whatever it may grow to (Chromium makes a max-content row around
        // a `width: min-content; flex-grow: 0.4; padding-left: 8px` block over text 60 wide at
        // least and 160 at most 68 wide, not 168).
        if isRow, let pref = stylePreferred, styles[item.node].width == .minContent || styles[item.node].width == .maxContent {
            return max(pref.clamped(min: minMain, max: maxMain), item.paddingBorderMain) + item.marginMainSum
        }
        let crossAvailable = availableCross.replacing(with: ctx.inner.cross(isRow)).clamped(
            min: item.minCross.plus(item.marginCrossSum), max: item.maxCross.plus(item.marginCrossSum))
        // (Its cross size within its min and max cross sizes, as its flex basis is measured:
        // Chromium makes a max-content row around a `height: 100%; max-height: 87px` block of a
        // 365-high row, holding a wrapping column of boxes 66 and 42 high, 67 wide, its column
        // broken at 87.)
        var knownCross = item.sizeCross.map { max($0.clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross) }
        if knownCross == nil, item.stretchesAcrossLine, !ctx.isWrap,
           let containerCross = ctx.percentBase.cross(isRow) {
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
}
