import Foundation

/// CSS Flexible Box Layout §9.2.3: flex base size.
extension CSSLayoutEngine {
    mutating func determineFlexBaseSizes(_ items: inout [FlexItem], ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace) {
        for i in items.indices {
            determineFlexBaseSize(&items[i], ctx: ctx, availableMain: availableMain, availableCross: availableCross)
        }
    }

    /// Whether a box is a flex container of wrapping columns, whose width follows the height
    /// its lines are broken at.
    @inline(__always)
    static func isWrappingColumn(_ style: CSSStyle) -> Bool {
        style.display == .flex && !style.flexDirection.isRow && style.flexWrap != .noWrap
    }

    /// A row item's min- or max-content width for a keyword `flex-basis`: its content's, its own
    /// min and max widths aside (the hypothetical size applies them), with its percentage
    /// padding, which the measurement took as 0 (Chromium gives a `flex-basis: fit-content;
    /// padding-left: 10%` item over a 30-wide box in a 100-wide row a base size of 40, and with
    /// `min-width: 60px` 60). (An aspect-ratio item's is measured as before: a width its ratio
    /// gives from its height holds its padding already.)
    /// (The item's facts are read before it is measured, which lays out its subtree.)
    private mutating func keywordBasis(_ item: FlexItem, minContent: Bool, height: CGFloat?) -> CGFloat {
        let node = item.node, paddingBorder = item.paddingBorderMain
        guard item.aspectRatio == nil else { return intrinsicWidth(node, minContent: minContent, height: height) }
        let saved = contentWidthNode
        contentWidthNode = node
        defer { contentWidthNode = saved }
        let measured = intrinsicWidth(node, minContent: minContent, height: height)
        return withResolvedPadding(measured, of: node, paddingBorder: paddingBorder)
    }

    /// One item's flex base size, automatic minimum and hypothetical main size, set in place
    /// (a copy of the item per step cost more than the arithmetic).
    private mutating func determineFlexBaseSize(_ item: inout FlexItem, ctx: FlexContext, availableMain: CSSAvailableSpace, availableCross: CSSAvailableSpace) {
        let isRow = ctx.isRow
        // (The style fields read here are among the item's facts.)
        let flexBasisStyle = item.flexBasisStyle
        let aspectRatio = item.aspectRatio
        let isContentBox = item.isContentBox
        let mainSizeIsAuto = item.mainSizeIsAuto
        // A plain leaf without an aspect-ratio or scrollbars has an empty content box: its
        // content size in the main axis, for the basis and the automatic minimum alike, is its
        // padding and border, which the item holds (what `compute` answers for it, without
        // reading its stored sizes, most of the cost in a deep tree's leaves).
        let isEmptyLeaf = item.isEmptyLeaf
        // (Percentages of the width, padding and margins among them, resolve against the
        // container's width where it is known.)
        var childParent = OptSize(main: nil, cross: ctx.percentBase.cross(isRow), isRow: isRow)
        if isRow { childParent.width = ctx.percentBase.width }

        let crossAvailable = item.crossSpace(in: availableCross)

        // The item's cross size, when definite: its own, or the line's for a stretched
        // item of a single-line container with a definite cross size.
        // (Within its min and max cross sizes: Chromium measures the height of a `width: 100%;
        // max-width: 55px` text item of a wide column at 55.)
        var knownCross = item.sizeCross.map { max($0.clamped(min: item.minCross, max: item.maxCross), item.paddingBorderCross) }
        if knownCross == nil, item.stretchesAcrossLine, !ctx.isWrap,
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
        // (`stretch` in an indefinite main size behaves as `auto`, css-sizing-4 §3.1: Chromium
        // sizes a shrink-to-fit row around a `flex-basis: stretch; width: 30px` item 30 wide.)
        // (Against a main size definite for percentages only: a column its content sized, as an
        // `align-items: start` row's item, has none, and Chromium gives a `flex-basis: stretch`
        // item beside a 30px one there its content's basis, 0, not 30.)
        case .stretch: basis = ctx.percentBase.main(isRow).map { max(0, $0 - item.marginMainSum) } ?? (isRow ? item.sizeMain : nil)
        case .minContent where isRow: basis = keywordBasis(item, minContent: true, height: knownCross)
        case .fitContent where isRow:
            let least = keywordBasis(item, minContent: true, height: knownCross)
            let most = keywordBasis(item, minContent: false, height: knownCross)
            basis = availableMain.definiteValue.map { min(most, max(least, $0 - item.marginMainSum)) } ?? most
        default: basis = nil
        }
        if basis == nil, let cross = knownCross, let ratio = aspectRatio, ratio > 0, case .auto = flexBasisStyle {
            let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
            basis = AspectRatioTransfer.main(fromCross: cross, ratio: ratio, adjustment: adj, isRow: isRow)
        }
        item.basisIsDefinite = basis != nil
        item.basisIsContentBesideSize = flexBasisStyle == .maxContent && item.sizeMain != nil
        // The content size measured for the basis, when the automatic minimum below would ask
        // the very same question: `compute` asks a min-content main size as max-content for
        // this child (or the space is min-content already).
        var sameMinContent: NodeOutput? = nil
        if basis == nil, isEmptyLeaf {
            basis = item.paddingBorderMain
        } else if basis == nil {
            let mainSpace: CSSAvailableSpace = availableMain == .minContent ? .minContent : .maxContent
            // (A column item's content height, its own min and max heights aside: the flex base
            // size is not limited by the min and max main sizes, which the hypothetical size
            // applies. Chromium grows a `min-height: 36px` item over content 2 tall from a basis
            // of 2, not 36, and shrinks a `max-height: 14px` one over content 45 tall from 45.)
            let (savedContentHeightNode, savedContentWidthNode) = (contentHeightNode, contentWidthNode)
            if item.minMain != nil || item.maxMain != nil {
                if isRow { contentWidthNode = item.node } else { contentHeightNode = item.node }
            }
            defer { (contentHeightNode, contentWidthNode) = (savedContentHeightNode, savedContentWidthNode) }
            let out = compute(
                item.node, known: childKnown, parent: childParent,
                available: CSSAvailableSize(main: mainSpace, cross: crossAvailable, isRow: isRow),
                mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
            basis = isRow ? out.size.width : out.size.height
            item.basisMeasuredWrappingColumnOverHeight = !isRow && item.sizeMain != nil && Self.isWrappingColumn(styles[item.node])
            // An aspect-ratio item of a column measured so has the height its content width
            // gives through the ratio, not floored by its content: that floor is its automatic
            // minimum, below (Chromium: in a column-wrap of indefinite height, a `height: 34px;
            // aspect-ratio: 2; flex-basis: 20%` item over content 62 tall makes the column 34
            // tall, and with `min-height: 0` 0 tall). (Text too: Chromium makes an `aspect-ratio:
            // 3; align-self: flex-start` text 140 wide at most 46.66 tall in a 200-high column.)
            if !isRow, let ratio = aspectRatio, ratio > 0, hasRatioFloorContent(item.node) || measures[item.node] != nil {
                let sizes = BoxSizes(style: styles[item.node], parent: ctx.inner)
                basis = sizes.applyingAspectRatio(ratio, to: OptSize(width: out.size.width, height: nil)).height!
            }
            if mainSpace == .minContent || isPlainLeaf[item.node]
                || (isRow ? intrinsicWidthsAgree[item.node] : ignoresAvailableHeight[item.node]) {
                sameMinContent = out
            }
        }
        // A size from the content has the max main size transferred through aspect-ratio, but
        // not the item's own: the hypothetical size applies that (Chromium: in a row 40 wide, an
        // item of `max-width: 14px` over content 45 wide has a basis of 45, so beside a 28-wide
        // `flex-shrink: 0.5` item, which takes the 2 of overflow left after the first is frozen
        // at 14, its neighbour is 26; with the basis capped at 14 it was 27).
        if !item.basisIsDefinite, aspectRatio != nil, let most = item.contentMaxMain { basis = min(basis!, most) }
        // …and is at least the min transferred through it (Chromium clamps an item's content
        // contribution by its min and max sizes, transferred ones included: an empty
        // `aspect-ratio: 1.5; padding-top: 7px` item has a flex base size of 10.5).
        if !item.basisIsDefinite, let least = item.transferredMinMain { basis = max(basis!, least) }
        var flexBasis = basis!
        flexBasis = max(flexBasis, item.paddingBorderMain)
        item.flexBasis = flexBasis
        item.innerFlexBasis = flexBasis - item.paddingBorderMain

        // §4.5 The automatic minimum size: the content size suggestion, capped by the
        // specified size suggestion; zero for scroll containers.
        let resolvedMin: CGFloat
        if let minMain = item.minMain {
            resolvedMin = minMain
        } else if item.isScrollContainer {
            // (A min cross size transferred through aspect-ratio is part of the content size
            // suggestion, which a scroll container does not have.)
            resolvedMin = 0
        } else {
            var contentMin: CGFloat
            // The max main size that caps the suggestion: in a row, with a definite cross
            // size, not one transferred through the ratio from the max cross size (Chromium:
            // in a row 100 high, a stretched ratio-0.5 item with max-height 66 and 45-wide
            // content is 45 wide, not 66 × 0.5 = 33; with no definite cross size it is 33).
            // (A height, in a column, stays within the transferred one.)
            var contentMax = item.contentMaxMain
            if let cross = knownCross, let ratio = aspectRatio, ratio > 0 {
                if isRow { contentMax = item.maxMain }
                let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
                // (The cross size within the item's own min and max cross sizes.)
                let cross = cross.clamped(min: item.minCrossIgnoringRatio, max: item.maxCrossIgnoringRatio)
                contentMin = AspectRatioTransfer.main(fromCross: cross, ratio: ratio, adjustment: adj, isRow: isRow)
                // …but not below the content's min-content size (css-sizing-4 §5.2: the
                // automatic minimum of an aspect-ratio box), measured without the ratio.
                // (Not for a column item whose height is a percentage of an indefinite height,
                // auto for sizing but not here: Chromium keeps a `height: 50%; aspect-ratio: 1.5`
                // item 0 wide at 0 tall in a column, over content 15 tall.)
                var heightIsIndefinitePercent = false
                if !isRow, case .percent = styles[item.node].height, ctx.percentBase.height == nil { heightIsIndefinitePercent = true }
                // In a column that content is measured as the floor of a ratio height is
                // (`ratioContentHeight`): a wrapping column breaks its lines at the ratio height
                // (Chromium: a 3-wide `aspect-ratio: 0.5` wrapping column holding items 46 and 7
                // tall puts them on two lines, so its content, and it, is 46 tall, not 53).
                if !isRow, hasRatioFloorContent(item.node), !heightIsIndefinitePercent {
                    let content = ratioContentHeight(
                        item.node, ratio: ratio, width: cross, parent: childParent,
                        available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow), sizing: .contentSize)
                    contentMin = max(contentMin, content)
                } else if hasRatioFloorContent(item.node) || measures[item.node] != nil, !heightIsIndefinitePercent {
                    // (Text too: Chromium makes an `aspect-ratio: 0.5` text item stretched to
                    // 60 in a row 60 wide, its longest word, not 30.)
                    let out = computeWithoutRatio(
                        item.node, ratio: ratio, known: childKnown, parent: childParent,
                        available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow), sizing: .contentSize)
                    contentMin = max(contentMin, isRow ? out.size.width : out.size.height)
                }
                // (In a column, with its width known, within the max height the item's max
                // width transfers: Chromium
                // shrinks a stretched `height: 69px; aspect-ratio: 1; max-width: 29px` item over
                // content 40 tall to 29 in a 27-high column.)
                if !isRow, let maxCross = item.maxCrossIgnoringRatio {
                    let most = max(maxCross, item.minCrossIgnoringRatio ?? 0, item.paddingBorderCross)
                    contentMin = min(contentMin, AspectRatioTransfer.main(fromCross: most, ratio: ratio, adjustment: adj, isRow: isRow))
                }
            } else if isEmptyLeaf {
                contentMin = item.paddingBorderMain
            } else {
                let out = sameMinContent ?? compute(
                    item.node, known: childKnown, parent: childParent,
                    available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow),
                    mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
                contentMin = isRow ? out.size.width : out.size.height
                // A column item with an aspect-ratio is measured with its height taken as
                // indefinite (Blink's `IsInitialBlockSizeIndefinite`): it has the width its
                // content gives, and its suggestion is the taller of that width's ratio height
                // (the answer above) and its content's height at that width, measured with the
                // ratio off; a height of its own, in points or a percentage that resolves, only
                // caps it below, as the specified size suggestion. Chromium makes an
                // `aspect-ratio: 1` block over a box 12 wide and 73 tall, in a wrapping column 20
                // high, 73 × 73, not 12 × 12; a `height: 100%; aspect-ratio: 2` item over content
                // 85 tall in a column 31 high 62 × 31, not 31 × 15.5; and a `height: 82px;
                // aspect-ratio: 1; flex-basis: 0` one holding a `padding-bottom: 5%` box 0 × 0, the
                // padding of a 0 width, not of the 82 its height gives. (Not a percentage of an
                // indefinite height, which keeps the ratio's answer, as above.)
                let height = styles[item.node].height
                let heightIsIndefinitePercent = height.isPercent && ctx.percentBase.height == nil
                if !isRow, let ratio = aspectRatio, ratio > 0, !heightIsIndefinitePercent, hasRatioFloorContent(item.node),
                   height == .auto || height.isPoints || height.isPercent {
                    let content = computeWithoutRatio(
                        item.node, ratio: ratio, known: OptSize(width: out.size.width, height: nil), parent: childParent,
                        available: CSSAvailableSize(main: .minContent, cross: crossAvailable, isRow: isRow), sizing: .contentSize)
                    contentMin = max(contentMin, content.size.height)
                } else if !isRow, let ratio = aspectRatio, ratio > 0, measures[item.node] != nil,
                          styles[item.node].height == .auto || styles[item.node].height.isPoints {
                    // A text's suggestion is the height the width it takes in the column gives
                    // through the ratio, as for its flex basis (Chromium keeps an `aspect-ratio:
                    // 3; align-self: flex-start` text 140 wide 46.66 tall in a 20-high column).
                    // (A height in points too, which then caps it as the specified size
                    // suggestion: Chromium shrinks a `height: 45px; aspect-ratio: 2` text
                    // 80 wide at most to 80 × 40 in a 0-high `align-items: flex-end` column,
                    // not to its one line, 10.)
                    let width = compute(
                        item.node, known: childKnown, parent: childParent,
                        available: CSSAvailableSize(main: .maxContent, cross: crossAvailable, isRow: isRow),
                        mode: .computeSize, sizing: .contentSize).size.width
                    let sizes = BoxSizes(style: styles[item.node], parent: ctx.inner)
                    contentMin = max(contentMin, sizes.applyingAspectRatio(ratio, to: OptSize(width: width, height: nil)).height!)
                }
                // With an aspect-ratio and no definite cross size, the content size suggestion
                // is clamped by the min and max cross sizes transferred through the ratio
                // (css-flexbox-1 §4.5; Chromium: height 100, min-width 97, ratio 2 → at least 48.5).
                // (The min cross size is at least the padding and border, as Chromium resolves it:
                // `width: 76px; aspect-ratio: 1.5; flex-basis: 0; padding-bottom: 7px` is 10.5 wide.)
                let minCross = max(item.minCrossIgnoringRatio ?? 0, item.paddingBorderCross)
                if let ratio = aspectRatio, ratio > 0, minCross > 0 || item.maxCrossIgnoringRatio != nil {
                    let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
                    func transferred(_ cross: CGFloat?) -> CGFloat? {
                        cross.map { AspectRatioTransfer.main(fromCross: $0, ratio: ratio, adjustment: adj, isRow: isRow) }
                    }
                    contentMin = contentMin.clamped(min: transferred(minCross), max: transferred(item.maxCrossIgnoringRatio.map { max($0, minCross) }))
                }
            }
            // (Measured for a wrapping column's width from its content, an aspect-ratio item
            // of auto width whose height is in points has the width that height gives, and its
            // content size suggestion is that width's ratio height, its height: Chromium breaks
            // the lines of such a column (`height: 50px; aspect-ratio: 0.5; flex-basis: 0`
            // beside a 80-high box in a 100-high column) as if the item were 50 high, 65 wide,
            // though laid out at that width it keeps them on one line, the item 0 high.)
            if !isRow, ctx.isWrap, ctx.inner.width == nil, knownCross == nil, let ratio = aspectRatio, ratio > 0,
               styles[item.node].width == .auto, case .points = styles[item.node].height, let height = item.sizeMain {
                // (The width within the item's own min and max widths: with `max-width: 10px`
                // Chromium counts the same item 20 high.)
                let adj = BoxSizes(style: styles[item.node], parent: ctx.inner).boxSizingAdjustment
                let width = AspectRatioTransfer.width(fromHeight: height, ratio: ratio, adjustment: adj)
                    .clamped(min: item.minCrossIgnoringRatio, max: item.maxCrossIgnoringRatio)
                contentMin = max(contentMin, AspectRatioTransfer.main(fromCross: width, ratio: ratio, adjustment: adj, isRow: false))
            }
            // The specified size suggestion: a main size from the styles (not one
            // transferred through aspect-ratio).
            if let size = item.sizeMain, !mainSizeIsAuto { contentMin = min(contentMin, size) }
            if let maxMain = contentMax { contentMin = min(contentMin, maxMain) }
            resolvedMin = max(contentMin, item.paddingBorderMain, item.transferredMinMain ?? 0)
        }
        item.resolvedMinMain = resolvedMin
        let hypothetical = max(flexBasis.clamped(min: max(resolvedMin, item.paddingBorderMain), max: item.maxMain), item.paddingBorderMain)
        item.hypotheticalInnerMain = hypothetical
        item.hypotheticalOuterMain = hypothetical + item.marginMainSum

    }
}
