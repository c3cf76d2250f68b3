import Foundation

extension CSSLayoutEngine {
    /// A box's sizes with its keyword sizes resolved in `container`.
    @inline(never)
    mutating func keywordSizes(_ child: Int, parent: OptSize, container: OptSize) -> BoxSizes {
        var sizes = boxSizes(child, parent: parent)
        resolveKeywordSizes(child, &sizes, container: container)
        return sizes
    }

    /// Resolves the intrinsic and `stretch` keywords of a child's `width`/`height` into
    /// border-box lengths, given the space it sits in (`container`: the parent's content box
    /// or an absolute child's inset-reduced padding box).
    ///
    /// `stretch` fills the container less the margins; `min-content`/`max-content` are the
    /// content's intrinsic widths; `fit-content` is max-content limited to the space but not
    /// below min-content. Heights only take `stretch` (intrinsic heights are the content's).
    ///
    /// `stretchedHeight`: the height the parent will stretch the box to, definite before the
    /// box is laid out (a stretched item of a single-line row with a definite height,
    /// css-flexbox §9.8, or a grid item stretched in its area), at which an intrinsic width
    /// is measured when the box has no height of its own (Chromium makes a `width:
    /// fit-content` item of a 200-high row around an `aspect-ratio: 2` box 400 wide, as it
    /// does an auto-width one); a `stretch` height of the box's own in a definite container
    /// is one too.
    ///
    /// `floorsRatioWidth`: an intrinsic width keyword that a height of the box's own gives
    /// through its aspect-ratio is at least its content's min-content width (false for a
    /// row's flex item, whose automatic minimum the flex algorithm finds).
    ///
    /// `ratioKeepsKeywordWidth`: false for a column's flex item, whose intrinsic width keyword
    /// that a height of its own (`stretch` too) would give through its aspect-ratio is left
    /// unresolved: the width then follows the flexed height through the ratio, as an `auto`
    /// one does, only not stretched (Chromium makes a `height: 300px; aspect-ratio: 2; width:
    /// fit-content` item that a 300-high column shrinks to 250 high 500 × 250, as with
    /// `width: auto` and `align-self: flex-start`; in a stretched 100-wide column too).
    /// Without a height the keyword is the content's width, which gives the height (an empty
    /// such item is 0 × 0 there).
    ///
    /// `transfersThroughRatio`: false for sizes wanted without what the aspect-ratio
    /// transfers (a column item's own sizes, `makeItems`): a `stretch` height then gives no
    /// width (Chromium shrinks a `height: stretch; aspect-ratio: 2` column item, its width
    /// following the flexed height, as it does one of `height: 300px`). (A row item's keep
    /// the transfer: its intrinsic width keyword gives its height through the ratio.)
    ///
    /// `percentBase`: what the box's own percentage sizes resolve against, where that is not
    /// `container` (an absolutely positioned box's padding box, not the space its insets leave).
    @inline(__always)
    mutating func resolveKeywordSizes(
        _ child: Int, _ sizes: inout BoxSizes, container: OptSize, stretchedHeight: CGFloat? = nil, floorsRatioWidth: Bool = true,
        ratioKeepsKeywordWidth: Bool = true, transfersThroughRatio: Bool = true, percentBase: OptSize? = nil
    ) {
        // (Most boxes have none: checked inline, the rest of the work kept out of the
        // callers, whose stack frames it would otherwise enlarge at every tree level.)
        guard hasKeywordSize[child] else { return }
        resolveKeywordSizesOfBox(
            child, &sizes, container: container, stretchedHeight: stretchedHeight, floorsRatioWidth: floorsRatioWidth,
            ratioKeepsKeywordWidth: ratioKeepsKeywordWidth, transfersThroughRatio: transfersThroughRatio,
            percentBase: percentBase ?? container)
    }

    @inline(never)
    private mutating func resolveKeywordSizesOfBox(
        _ child: Int, _ sizes: inout BoxSizes, container: OptSize, stretchedHeight: CGFloat?, floorsRatioWidth: Bool,
        ratioKeepsKeywordWidth: Bool, transfersThroughRatio: Bool, percentBase: OptSize
    ) {
        var style = styles[child]
        if !ratioKeepsKeywordWidth, style.aspectRatio != nil, style.width.isIntrinsicKeyword,
           sizes.usedHeight != nil || style.height == .stretch && container.height != nil {
            style.width = .auto
        }
        if !transfersThroughRatio { style.aspectRatio = nil }
        // (The height the box has before its width is found, which may give the width.)
        let ownHeight = sizes.usedHeight
        // (An intrinsic width first, measured at the box's own `stretch` height where the
        // container has a definite one: Chromium makes an empty `width: min-content; height:
        // stretch; aspect-ratio: 3` box 150 × 50 in a 50-high block, and 0 × 0 in a block
        // whose height came from its content, its width giving the height.)
        // (A `stretch` width also over one the aspect-ratio gave from the height: it is
        // definite, and beats the ratio, Chromium making an absolutely positioned `width:
        // stretch; height: 1px; aspect-ratio: 1; right: 10px` box in a 200-wide block 190 wide.)
        if sizes.size.width == nil || style.width == .stretch && container.width != nil {
            // (Measured at the box's used height, its min and max heights applied.)
            let ownStretch = style.height == .stretch ? container.height.map { sizes.stretchedHeight(in: $0) } : nil
            let height = sizes.usedHeight ?? stretchedHeight ?? ownStretch
            // (An intrinsic width is the content's, the box's own min and max widths aside,
            // which apply to it after: Chromium makes a `width: min-content; min-width: 60px;
            // padding-left: 10%` box over a 30-wide one 60 wide in a 100-wide block, not the
            // 60 measured plus its padding.) (Not an aspect-ratio box's, whose width from its
            // height is measured as before.)
            // (Its own percentage heights resolve as they will in its layout: Chromium breaks
            // the lines of a `width: max-content; max-height: 50%` wrapping column in a
            // 200-high block at 100, making it 150 wide over boxes 100 × 80 and 50 × 30, not
            // 100. Its percentage widths and padding are the measurement's to leave out.)
            let heightBase = OptSize(width: nil, height: percentBase.height)
            let saved = contentWidthNode
            if style.aspectRatio == nil, style.width.isIntrinsicKeyword { contentWidthNode = child }
            defer { contentWidthNode = saved }
            switch style.width {
            case .stretch:
                sizes.size.width = container.width.map { max(0, $0 - sizes.margin.horizontal) }
                // (A definite width, not the ratio-dependent axis: its min and max widths are
                // its own, none transferred from its min and max heights. Chromium makes a
                // `width: stretch; max-height: 20px; aspect-ratio: 0.5` box in a 40-wide block
                // 40 × 20, not 10 × 20.)
                if sizes.size.width != nil, style.aspectRatio != nil {
                    sizes.min.width = sizes.ownMinWidth(style, parent: percentBase)
                    sizes.max.width = sizes.ownMaxWidth(style, parent: percentBase)
                }
            case .minContent:
                sizes.size.width = intrinsicWidth(child, minContent: true, height: height, parent: heightBase)
            case .maxContent:
                sizes.size.width = intrinsicWidth(child, minContent: false, height: height, parent: heightBase)
            case .fitContent:
                // (Each with the box's percentage padding before the space is weighed: Chromium
                // makes a `width: fit-content; padding-right: 10%` box over text 250 wide in a
                // 200-wide column 200 wide, its text 180, not 220.)
                // (Measured first, then adjusted: a non-mutating call around a mutating one copies
                // the engine for its receiver, and the measurement's changes to the styles then
                // free the table the callers read in place.)
                let pb = sizes.paddingBorder.horizontal
                let measuredLeast = intrinsicWidth(child, minContent: true, height: height, parent: heightBase)
                let measuredMost = intrinsicWidth(child, minContent: false, height: height, parent: heightBase)
                let least = withResolvedPadding(measuredLeast, of: child, paddingBorder: pb)
                let most = withResolvedPadding(measuredMost, of: child, paddingBorder: pb)
                if let space = container.width.map({ $0 - sizes.margin.horizontal }) {
                    sizes.size.width = min(most, max(least, space))
                } else {
                    sizes.size.width = most
                }
            default: break
            }
            // (With the box's percentage padding, which its measurement counted as 0.)
            if style.width != .stretch, style.width != .fitContent, let width = sizes.size.width {
                sizes.size.width = withResolvedPadding(width, of: child, paddingBorder: sizes.paddingBorder.horizontal)
            }
            // (The height follows the width within the box's min and max widths, as for a width
            // of its own: Chromium makes a `width: stretch; max-width: 12px; aspect-ratio: 0.5`
            // item of a 100-wide column 12 × 24, not 12 × 200.)
            if let width = sizes.size.width, sizes.size.height == nil {
                let within = OptSize(width: width.clamped(min: sizes.min.width, max: sizes.max.width), height: nil)
                sizes.size.height = sizes.applyingAspectRatio(style.aspectRatio, to: within).height
            }
        }
        // (A width an intrinsic keyword takes from a height of the box's own through the
        // aspect-ratio is at least the content's min-content width, as an auto one is,
        // css-sizing-4 §5.2: Chromium makes a `width: max-content; height: 5px;
        // aspect-ratio: 1` block over a 20-wide box 20 wide. Not a row's flex item, whose
        // automatic minimum width is the flex algorithm's: 5 wide there; 20 in a column.)
        // (A `stretch` height of its own too: Chromium makes a `width: min-content; height:
        // stretch; aspect-ratio: 3` grid over a box 80 wide in a 20-high block 80 wide, not 60.)
        let ownStretchHeight = style.height == .stretch ? container.height.map { sizes.stretchedHeight(in: $0) } : nil
        if floorsRatioWidth, style.width.isIntrinsicKeyword, style.aspectRatio != nil, let height = ownHeight ?? ownStretchHeight, let width = sizes.size.width {
            sizes.size.width = flooredRatioWidth(child, width: width, parent: OptSize(), height: height, treatingWidthAsAuto: true)
        }
        // (Also over a height the aspect-ratio gave from the width: a `stretch` height is
        // definite, and beats the ratio, Chromium making a `width: 40%; height: stretch;
        // aspect-ratio: 3` child of a block stretched in a 20px row 20 × 20, not 20 × 6.67.)
        if style.height == .stretch, sizes.size.height == nil || container.height != nil {
            sizes.size.height = container.height.map { max(0, $0 - sizes.margin.vertical) }
            // (A definite height, not the ratio-dependent axis, as for a `stretch` width above:
            // Chromium makes a `height: stretch; width: 50px; max-width: 100px; aspect-ratio: 3`
            // grid item of a 40px row 50 × 40, not the 33.33 the max width transfers, and one
            // with 17 of inline padding and border in a 0-high block 0 high, not 5.67.)
            if sizes.size.height != nil, style.aspectRatio != nil {
                sizes.min.height = sizes.ownMinHeight(style, parent: percentBase)
                sizes.max.height = sizes.ownMaxHeight(style, parent: percentBase)
            }
            // (A height so found gives an `auto` width through the aspect-ratio, as a height in
            // points does: Chromium makes a `height: stretch; aspect-ratio: 3` grid item of a
            // 20px row 60 wide.)
            if sizes.size.height != nil, sizes.size.width == nil, style.width == .auto {
                sizes.size = sizes.applyingAspectRatio(style.aspectRatio, to: sizes.size)
            }
        }
    }

    /// An intrinsic border-box `width` measured from `node`'s content, whose percentage padding
    /// counted 0 there (no width to resolve it against yet), with its padding and border as
    /// resolved (`paddingBorder`, horizontal) instead. (Chromium makes a `width: min-content;
    /// padding-right: 2%` box around text 60 wide in a 60-wide block 61.19 wide.)
    func withResolvedPadding(_ width: CGFloat, of node: Int, paddingBorder: CGFloat) -> CGFloat {
        let measured = BoxSizes(style: styles[node], parent: OptSize()).paddingBorder.horizontal
        return measured == paddingBorder ? width : width - measured + paddingBorder
    }

    /// A box's min- or max-content border-box width.
    mutating func intrinsicWidth(_ node: Int, minContent: Bool, height: CGFloat?, parent: OptSize = OptSize()) -> CGFloat {
        compute(
            node, known: OptSize(width: nil, height: height), parent: parent,
            available: CSSAvailableSize(width: minContent ? .minContent : .maxContent, height: .maxContent),
            mode: .computeSize, sizing: .contentSize, widthOnly: true
        ).size.width
    }

    /// css-sizing-4 §5.2: a box with an aspect-ratio whose width comes from its height
    /// through the ratio is at least as wide as its min-content width (its automatic minimum
    /// width) unless it is a scroll container or has a min-width.
    /// (A percentage width counts as auto where `parent` has no width to resolve it against, as
    /// a cyclic one for a grid item's contribution; `treatingWidthAsAuto`: any width of its own does, the
    /// content then measured without the box's own sizes, which the caller applies.)
    @inline(never)
    mutating func flooredRatioWidth(
        _ node: Int, width: CGFloat, parent: OptSize, height: CGFloat? = nil, treatingWidthAsAuto ownWidthIsAuto: Bool = false
    ) -> CGFloat {
        let style = styles.address(node)
        // (A percentage width with nothing to resolve against is `auto`: Chromium makes the
        // `auto` column around a `width: 50%; height: 60px; aspect-ratio: 3` item over a box 250
        // wide 250 wide, the item 125, not 180.)
        let widthIsAuto = ownWidthIsAuto || style.pointee.width == .auto
            || style.pointee.width.isPercent && parent.width == nil
        guard let ratio = style.pointee.aspectRatio, widthIsAuto, style.pointee.minWidth == .auto,
              !style.pointee.overflowX.isScrollContainer, !style.pointee.overflowY.isScrollContainer,
              childStart[node] != childStart[node + 1] || measures[node] != nil || style.pointee.display == .grid
        else { return width }
        // (An empty grid has content too: its tracks and gaps. Chromium makes an empty
        // `height: 0; aspect-ratio: 1` grid of `min-content auto` columns 12px apart 12 wide.)
        // With its height definite (`height`), the content is measured at that height with the
        // ratio off, so stretched children and percentages take it (Chromium: a `height: 14px;
        // aspect-ratio: 1.5` box holding one 53 wide and an `aspect-ratio: 1` one is 67 wide).
        guard let height, measures[node] == nil else { return max(width, intrinsicWidth(node, minContent: true, height: nil, parent: parent)) }
        // (A width of its own taken as auto: the content's, measured without the box's sizes.)
        let content = computeWithoutRatio(
            node, ratio: ratio, known: OptSize(width: nil, height: height), parent: parent,
            available: CSSAvailableSize(width: .minContent, height: .maxContent),
            sizing: ownWidthIsAuto && style.pointee.width != .auto ? .contentSize : .inherentSize, widthOnly: true)
        return max(width, content.size.width)
    }

    /// `compute` for `node` with its aspect-ratio (`ratio`) taken off its style: the size of
    /// its content, which a box's automatic minimum is measured by. The answer is kept apart
    /// in the cache from questions asked of the box with its ratio.
    mutating func computeWithoutRatio(
        _ node: Int, ratio: CGFloat, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        sizing: SizingMode, widthOnly: Bool = false
    ) -> NodeOutput {
        let saved = (ratioOffNode, ratioOffRatio)
        (ratioOffNode, ratioOffRatio) = (node, ratio)
        // (In place: see `InPlaceTable.setInPlace`; the table was made unique for the layout.)
        styles.setInPlace(node) { $0.aspectRatio = nil }
        let out = compute(node, known: known, parent: parent, available: available, mode: .computeSize, sizing: sizing, widthOnly: widthOnly)
        styles.setInPlace(node) { $0.aspectRatio = ratio }
        (ratioOffNode, ratioOffRatio) = saved
        return out
    }

    /// css-sizing-4 §5.2, the other axis: a box with an aspect-ratio whose height comes from
    /// its width through the ratio is at least as tall as its content at that width (its
    /// automatic minimum height, capped by its max-height) unless it is a scroll container
    /// or has a min-height. The content is measured as the question asks (`sizing`): asked
    /// for its content size, the box's own size styles do not apply to the measure either.
    /// (A grid's tracks and gaps are content even without items: Chromium makes a 30-wide
    /// `aspect-ratio: 0.5` grid of rows 54 and 25 and no items 79 high, not 60.)
    mutating func flooredRatioHeight(
        _ node: Int, width: CGFloat, height: CGFloat, parent: OptSize, available: CSSAvailableSize, sizing: SizingMode = .inherentSize
    ) -> CGFloat {
        let style = styles[node]
        guard let ratio = style.aspectRatio, style.height.isAutoOrIntrinsicKeyword, style.minHeight == .auto,
              !style.overflowX.isScrollContainer, !style.overflowY.isScrollContainer,
              hasRatioFloorContent(node), measures[node] == nil else { return height }
        let content = ratioContentHeight(node, ratio: ratio, width: width, parent: parent, available: available, sizing: sizing)
        return max(height, content)
    }

    /// Whether a box has content that can make it larger than its aspect-ratio size (its
    /// automatic minimum): children, or a grid's tracks and gaps, which are content even
    /// without items.
    @inline(__always)
    func hasRatioFloorContent(_ node: Int) -> Bool {
        childStart[node] != childStart[node + 1] || styles[node].display == .grid
    }

    /// The height of the content of a box whose height follows its width through its
    /// aspect-ratio (its automatic minimum height), as Chromium measures it: laid out with
    /// that height taken as definite (its children's percentages resolve against it, and in
    /// a single-line row the stretched items take it as their cross size, as in a container
    /// of definite height), but its own height left to the content.
    ///
    /// (The ratio is taken off the style meanwhile and `computeFlex` told which box it is
    /// measuring, so it can take the ratio height as definite.)
    mutating func ratioContentHeight(
        _ node: Int, ratio: CGFloat, width: CGFloat, parent: OptSize, available: CSSAvailableSize, sizing: SizingMode = .inherentSize
    ) -> CGFloat {
        let saved = (ratioContentNode, ratioContentRatio)
        ratioContentNode = node
        ratioContentRatio = ratio
        let content = computeWithoutRatio(
            node, ratio: ratio, known: OptSize(width: width, height: nil), parent: parent, available: available, sizing: sizing)
        (ratioContentNode, ratioContentRatio) = saved
        return content.size.height
    }

    /// The content height a box whose height follows its width through aspect-ratio, made
    /// taller by its content (its automatic minimum), gives its children's percentages: the
    /// ratio height, as when that content was measured (Chromium lays an item out again only
    /// when stretching changes its height: a `width: 62px; aspect-ratio: 3` row item holding a
    /// `min-height: 50px` box and a `height: 100%` one is 50 tall, and the latter 20.66). Nil
    /// where the usual base holds, as where its height is a column's flexed main size, which is
    /// definite (an absolutely positioned box is no flex item: Chromium gives the `height: 25%`
    /// child of a 0-wide `aspect-ratio: 0.5` absolute box in a column, made 71 tall by its other
    /// child, a height of 0). (Apart from `computeFlex`, which every container runs, so that it
    /// stays small.)
    @inline(never)
    mutating func ratioPercentBaseHeight(
        _ node: Int, sizes: BoxSizes, width: CGFloat, height: CGFloat, parent: OptSize, available: CSSAvailableSize,
        parentHeightSteady: Bool = false, parentHeightFirstIndefinite: Bool = false
    ) -> CGFloat? {
        let style = styles.address(node)
        guard let ratio = style.pointee.aspectRatio, ratio > 0, style.pointee.height == .auto, style.pointee.minHeight == .auto,
              !style.pointee.overflowX.isScrollContainer, !style.pointee.overflowY.isScrollContainer,
              !isInFlowItemOfColumn(node)
        else { return nil }
        // A stretched item of a single-line row whose height is definite in every layout is
        // stretched from its first layout (Blink's `kStretchExplicit`), never laid out at its
        // ratio height: Chromium resolves the `height: 25%` child of a `width: 10px;
        // aspect-ratio: 0.5; max-height: 30px` item over 65 of content against 30 in a
        // `height: 80px` row, and against the ratio's 20 in a row of indefinite height.
        let stretched = isStretchedItemOfRow(node)
        if parentHeightSteady, stretched, styles[parents[node]].flexWrap == .noWrap { return nil }
        // (Else it was first laid out, and measured, while its parent's height was indefinite,
        // its own percentage max height with it: Chromium makes the `height: 25%` child of such
        // an item with `max-height: 40%`, stretched to 26 by a row stretched to its measured 65
        // in a wrapping row, 6.5 high, the item laid out again at the size it measured 65 at;
        // with `max-height: 26px`, the measured layout stands, and the child is 5 high.)
        // (Only a stretched item is laid out again at a height given it; one its content sizes
        // keeps the ratio's height for its children's percentages in its one layout: Chromium
        // makes the `height: 30%` child of a `width: 26px; aspect-ratio: 3; max-height: 40%`
        // item over 49 of content in an `align-items: flex-start` row 30% of 8.67.)
        let measuredParent = stretched && parentHeightFirstIndefinite ? OptSize(width: parent.width, height: nil) : parent
        let ratioHeight = sizes.ratioHeight(fromWidth: width, ratio: ratio)
        guard height > ratioHeight,
              height == flooredRatioHeight(node, width: width, height: ratioHeight, parent: measuredParent, available: available)
        else { return nil }
        return max(0, ratioHeight - sizes.contentInset.vertical)
    }

    /// Whether `node` is an in-flow item of a flex column, whose flexed height is definite
    /// (css-flexbox §9.8) where a box's height elsewhere may only be its content's.
    @inline(__always)
    func isInFlowItemOfColumn(_ node: Int) -> Bool {
        let parent = parents[node]
        return parent >= 0 && styles[node].position != .absolute
            && styles[parent].display == .flex && !styles[parent].flexDirection.isRow
    }

    /// Whether `node` is an in-flow item of a row flex container stretched across its line
    /// (auto height, `stretch` or `normal`, no auto block margin).
    @inline(__always)
    func isStretchedItemOfRow(_ node: Int) -> Bool {
        let parent = parents[node]
        guard parent >= 0, styles[node].position != .absolute, styles[parent].display == .flex, styles[parent].flexDirection.isRow
        else { return false }
        let style = styles.address(node)
        let align = style.pointee.alignSelf ?? styles[parent].alignItems
        return style.pointee.height == .auto && !style.pointee.margin.top.isAuto && !style.pointee.margin.bottom.isAuto
            && (align == nil || align?.keyword == .stretch)
    }
}
