import Foundation

/// Block layout (`display: block` and `flow-root`): normal flow without floats or inline
/// content, as CSS 2.2 §9.4.1 and §10.3.3 describe it and Chromium lays it out.
///
/// In-flow children are stacked from the top, each as wide as the content box less its
/// margins unless its width says otherwise (`auto` horizontal margins share what is left).
/// Vertical margins collapse (§8.3.1): between siblings, through empty boxes, and with the
/// container's own margins where no padding, border or formatting-context boundary is between
/// them; a child's margins that escape its box reach its parent through `lastBlockMargins`.
/// Absolutely positioned children are placed against the padding box from their static
/// position (where they would have been in the flow).
extension CSSLayoutEngine {
    mutating func computeBlock(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize, mode: RunMode, sizing: SizingMode,
        wantsBaseline: Bool, indefinite: IndefiniteAxes, widthOnly: Bool = false
    ) -> NodeOutput {
        let style = styles.address(node)
        // Measured for its flex basis, the box's own min and max main sizes do not limit it,
        // as a flex container's do not: the hypothetical size applies them (css-flexbox §9.2
        // step 3; Chromium shrinks a `max-width: 45px` block over text 130 wide from a basis
        // of 130, and grows a `min-height: 58px` one over nothing from 0).
        // (A `let`, so the calls below read it where it is: a `var` was copied at each.)
        let sizes: BoxSizes
        let measuredWidth = node == contentWidthNode && known.width == nil
        let measuredHeight = node == contentHeightNode && known.height == nil
        if measuredWidth || measuredHeight {
            var adjusted = boxSizes(node, parent: parent)
            if measuredWidth {
                adjusted.min.width = nil
                adjusted.max.width = nil
            }
            if measuredHeight {
                adjusted.min.height = nil
                if style.pointee.aspectRatio == nil { adjusted.max.height = nil }
            }
            sizes = adjusted
        } else {
            sizes = boxSizes(node, parent: parent)
        }
        let pb = CGSize(width: sizes.paddingBorder.horizontal, height: sizes.paddingBorder.vertical)
        let inset = sizes.contentInset
        let inParentFlow = collapsesWithParentBlock[node]

        var nodeSize = known
        // The width the content is laid out at is within the box's own min and max widths,
        // even where its parent asks about the content (Chromium: a `width: 120px;
        // max-width: 75px` block in a column lays its text out 75 wide).
        // (Only by its own max-width, not one its max-height transfers through the
        // aspect-ratio: Chromium stretches an `aspect-ratio: 1; max-height: 26px` block over
        // text to 200 in a 200-wide column. A block parent has applied that max already.)
        // (Likewise its own min-width, not one its min-height transfers: Chromium stretches an
        // `aspect-ratio: 2; min-height: 90px` block over a child to 170 in a 170-wide column,
        // not to 180. A block or grid parent has applied that min already.)
        // (Read one by one, not through `BoxSizes.limitsOfItsOwn`: copying its four limits at
        // every block cost a block chain 4 % more instructions.)
        let hasRatio = style.pointee.aspectRatio != nil
        let maxWidth = hasRatio ? sizes.ownMaxWidth(style.pointee, parent: parent) : sizes.max.width
        let minWidth = hasRatio ? sizes.ownMinWidth(style.pointee, parent: parent) : sizes.min.width
        nodeSize.width = nodeSize.width?.clamped(min: minWidth, max: maxWidth)
        // (A height fixed only by a min at least the max is no height for the children's
        // percentages, CSS 2.2 §10.5: Chromium makes the `height: 75%` child of an auto-height
        // `min-height: 37px; max-height: 22px` block 0 high.)
        var heightIsMinMaxOnly = false
        var ratioHeightIsMinMaxOnly = false
        if sizing == .inherentSize {
            // A min at least the max fixes the size; else the styled size within both.
            if nodeSize.width == nil, let least = sizes.min.width, let most = sizes.max.width, most <= least { nodeSize.width = least }
            if nodeSize.height == nil, let least = sizes.min.height, let most = sizes.max.height, most <= least {
                nodeSize.height = least
                // (Not a ratio box's, whose height from its width is definite: Chromium
                // resolves a `height: 50%` child of a ratio block held between the limits its
                // max width and its padding transfer.)
                heightIsMinMaxOnly = sizes.size.height == nil && style.pointee.aspectRatio == nil
                ratioHeightIsMinMaxOnly = style.pointee.aspectRatio != nil && (style.pointee.height == .auto
                    || style.pointee.height.isPercent && parent.height == nil && available.width.definiteValue == nil)
            }
            nodeSize = nodeSize.or(sizes.size.clamped(min: sizes.min, max: sizes.max))
            // A width from a specified height through the aspect-ratio is at least the
            // content's min-content width (css-sizing-4 §5.2: Chromium makes a `height: 50px;
            // aspect-ratio: 1` block around a 100-wide box 100 × 50).
            // (A percentage width with nothing to resolve against is `auto` here too: Chromium
            // makes the `auto` column around a `width: 100%; height: 20px; aspect-ratio: 1.5`
            // block over a box 200 wide 200 wide, not 30.)
            let widthIsAuto = style.pointee.width == .auto || style.pointee.width.isPercent && parent.width == nil
            // (Not where only the min and max heights fix an auto height, or, measured for its
            // contribution, a percentage of an indefinite one, as in `computeFlex`: Chromium
            // makes a block around an `aspect-ratio: 1.5; min-height: 56px; max-height: 7px`
            // block over a 97-wide child 84 wide, with `height: 50%` too.)
            if known.width == nil, widthIsAuto, !ratioHeightIsMinMaxOnly, style.pointee.aspectRatio != nil, let w = nodeSize.width {
                nodeSize.width = flooredRatioWidth(node, width: w, parent: parent, height: nodeSize.height)
                    .clamped(min: nil, max: sizes.ownMaxWidth(style.pointee, parent: parent))
            }
        }
        if nodeSize.width == nil || nodeSize.height == nil, style.pointee.aspectRatio != nil {
            let derived = sizes.applyingAspectRatio(style.pointee.aspectRatio, to: nodeSize).clamped(min: sizes.min, max: sizes.max)
            nodeSize = nodeSize.or(derived)
        }
        // A height that follows the width through the aspect-ratio grows to the content's
        // (its automatic minimum, css-sizing-4 §5.2: Chromium makes a 20-wide `aspect-ratio: 1`
        // block over 70 of text 70 high), so it is not final yet.
        // (An intrinsic height keyword is the content's height, `auto` here: Chromium makes a
        // 100-wide `aspect-ratio: 2; height: fit-content` block over 80 of content 80 high.)
        let heightIsAutoLike = style.pointee.height.isAutoOrIntrinsicKeyword
        var heightFromRatio = known.height == nil && heightIsAutoLike && nodeSize.height != nil
            && Self.ratioHeightYieldsToContent(style.pointee)
        nodeSize.width = nodeSize.width.maxed(pb.width)
        nodeSize.height = nodeSize.height.maxed(pb.height)
        // (A block whose margins its parent reads computes them even when its size is known;
        // so does one asked for its baseline.)
        let sizeIsAll = mode == .computeSize && !inParentFlow && !wantsBaseline && !heightFromRatio
        if sizeIsAll, let width = nodeSize.width, let height = nodeSize.height {
            return NodeOutput(size: CGSize(width: width, height: height), baseline: nil)
        }

        let width: CGFloat
        if let known = nodeSize.width {
            width = known
        } else {
            // (The available space is for the margin box.)
            var space = available.width
            let marginX = (sizes.marginIsAuto.left ? 0 : sizes.margin.left) + (sizes.marginIsAuto.right ? 0 : sizes.margin.right)
            if case .definite(let v) = space { space = .definite(max(0, v - marginX - inset.horizontal)) }
            // (Not a height indefinite for the children's percentages: Chromium makes a block of
            // an indefinite column, not stretched, over a `height: 100%; aspect-ratio: 0.5` box
            // and a 64px one 0 wide.)
            let percentHeight = indefinite.height ? nil : nodeSize.height.map { max(0, $0 - inset.vertical) }
            let content: CGFloat
            if case .definite(let room) = space {
                // Shrink to fit (CSS 2.2 §10.3.7): the room, within the min-content and
                // max-content widths (Chromium: a block around text 120 wide at most and 40
                // at least, with `margin-right: 10px`, in a 100-wide column is 100 wide, its
                // text 90; laid out at 90 the text's lines would have made the block 80 + 10).
                let least = blockContentWidth(node, space: .minContent, percentHeight: percentHeight)
                let most = blockContentWidth(node, space: .maxContent, percentHeight: percentHeight)
                content = min(most, max(least, room))
            } else {
                content = blockContentWidth(node, space: space, percentHeight: percentHeight)
            }
            width = sizes.width(aroundContent: content)
            // A width from the content gives the height through the aspect-ratio (Chromium: an
            // `aspect-ratio: 1` block around a 101-wide box is 101 high, and as a column item
            // cannot shrink below that).
            if nodeSize.height == nil, !widthOnly, sizing == .contentSize, let ratio = style.pointee.aspectRatio, ratio > 0 {
                nodeSize.height = sizes.applyingAspectRatio(ratio, to: OptSize(width: width, height: nil)).height
                    .map { max($0.clamped(min: sizes.min.height, max: sizes.max.height), pb.height) }
                heightFromRatio = known.height == nil && heightIsAutoLike && Self.ratioHeightYieldsToContent(style.pointee)
            }
        }
        if widthOnly {
            // (Asked only for its width: no height, and no margins for a parent block to read.)
            lastBlockMargins = BlockMargins()
            return NodeOutput(size: CGSize(width: width, height: .nan), baseline: nil)
        }
        if sizeIsAll, let height = nodeSize.height {
            return NodeOutput(size: CGSize(width: width, height: height), baseline: nil)
        }
        let innerWidth = max(0, width - inset.horizontal)
        // Children's percentages resolve against the content box; its height only when definite.
        // (Not against a min-height alone: Chromium gives a `height: 50%` child of an auto-height
        // `min-height: 80px` block its content's height.)
        var percentHeight = heightIsMinMaxOnly ? nil : nodeSize.height.map { max(0, $0 - inset.vertical) }
        // Measured for the floor of its ratio height (`ratioContentHeight`), a block gives
        // its children's percentages that ratio height, as a flex container does (Chromium:
        // a `height: 100%; margin-bottom: 8px` child of a 25-wide `aspect-ratio: 0.5` block
        // flex item is 50 high, the item 58).
        // (Not a column item's, whose height is its flexed main size, indefinite while its
        // content is measured: Chromium gives the `height: 100%; margin-bottom: 8px` child of
        // such a block in a column 50, the block 50 high.)
        if node == ratioContentNode, percentHeight == nil, !isInFlowItemOfColumn(node) {
            percentHeight = max(0, sizes.ratioHeight(fromWidth: width, ratio: ratioContentRatio) - inset.vertical)
        }
        // (A box made taller than its ratio height by its content gives its children's
        // percentages the ratio height, as a flex container does: Chromium resolves a
        // `height: 75%` child of a 0-wide `aspect-ratio: 0.5` block against 0, not the 70
        // its other child made it.)
        if known.height != nil, style.pointee.aspectRatio != nil, let height = nodeSize.height,
           let base = ratioPercentBaseHeight(node, sizes: sizes, width: width, height: height, parent: parent, available: available) {
            percentHeight = base
        }
        let childParent = indefinite.applied(to: OptSize(width: innerWidth, height: percentHeight))

        // Whether the first (last) child's margins collapse with this box's own: in the
        // parent's formatting context, with nothing between (CSS 2.2 §8.3.1).
        let scrolls = style.pointee.overflowX.isScrollContainer || style.pointee.overflowY.isScrollContainer
        let collapsesStart = inParentFlow && !scrolls && sizes.paddingBorder.top == 0
        // (A height from the aspect-ratio is no computed height: the last margin may still
        // escape, CSS 2.2 §8.3.1; Chromium: a 60-wide `aspect-ratio: 2` block over a 34-high
        // child with `margin-bottom: 3px` is 34 high, the margin out of it.)
        let heightIsAuto = sizes.size.height == nil || (heightIsAutoLike && style.pointee.aspectRatio != nil)
        // (Whether the box has no padding or border at its bottom and starts no formatting
        // context: a child's bottom margin may meet its own there.)
        let opensAtEnd = inParentFlow && !scrolls && sizes.paddingBorder.bottom == 0
        var collapsesEnd = opensAtEnd && heightIsAuto

        var staticY = [Int: CGFloat]()
        let flow = placeBlockChildren(
            node, width: width, innerWidth: innerWidth, childParent: childParent, inset: inset,
            collapsesStart: collapsesStart, opensAtEnd: opensAtEnd, mode: mode, wantsBaseline: wantsBaseline, heightIsMeasured: indefinite.heightIsMeasured,
            staticY: &staticY)

        // The content's height, and the last child's bottom margin inside it unless it escapes.
        // A min-height that raises the box stops the margin escaping, and the box is as high
        // as that (Chromium: a `min-height: 40px` box around one 10 high whose margin-bottom is
        // 20 ends 40 high, its margin apart).
        // (Then the margin is neither inside nor escaping: Chromium makes a `min-height: 50px`
        // block around a 45-high child with `margin-bottom: 10px` 50 high.)
        // So does a max-height that lowers it, and a height from the aspect-ratio (Chromium: a
        // `max-height: 50px` block over 59 of content and a last margin of -10 is 50 high; an
        // `aspect-ratio` block of no width around a child with `margin-bottom: 1px` is 0
        // high, and so is its parent).
        var contentHeight = flow.committedY + inset.bottom
        var dropsLastMargin = false
        if collapsesEnd, nodeSize.height != nil || contentHeight.clamped(min: sizes.min.height, max: sizes.max.height) != contentHeight {
            collapsesEnd = false
            dropsLastMargin = true
        }
        // (Not margins that collapsed through every child and escaped through the top: they
        // are the box's own top margin already. Chromium makes a block with `border-bottom:
        // 6px` around an empty child with `margin-top: 10px` 6 high, 10 down.)
        let marginsEscapedAtTop = collapsesStart && flow.allCollapseThrough
        if !collapsesEnd && !dropsLastMargin && !marginsEscapedAtTop { contentHeight += flow.lastBottom.resolved }
        // A box that starts a formatting context holds its floats (CSS 2.2 §10.6.7); in
        // another block's flow they hang out of it.
        if !inParentFlow, let floatBottom = flow.floatBottom { contentHeight = max(contentHeight, floatBottom + inset.bottom) }
        contentHeight = max(0, contentHeight)
        var height = max(nodeSize.height ?? contentHeight.clamped(min: sizes.min.height, max: sizes.max.height), pb.height)
        // (Within its own max height only: one the max width transfers through the ratio does
        // not stop the content. Chromium: an `aspect-ratio: 1; max-width: 50%` block 50 wide
        // over six lines of text is 60 high.)
        if heightFromRatio, contentHeight > height {
            height = max(contentHeight.clamped(min: nil, max: sizes.ownMaxHeight(style.pointee, parent: parent)), height)
        }
        let size = CGSize(width: width, height: height)

        // `align-content` moves the children together, as one subject (a distribution keyword
        // falls back as for one item), never above the content box unless it says `unsafe`
        // (Chromium, as css-align-3 §4.4 asks of a UA without "smart" overflow alignment:
        // centred text 30 high in a 20-high block starts at its top). The content's extent
        // is at least 0 (a last margin of -10 in a block of no content moves nothing).
        var shift: CGFloat = 0
        if let align = style.pointee.alignContent {
            let free = (height - inset.vertical) - max(0, contentHeight - inset.vertical)
            let isUnsafe = align.isUnsafe && align.keyword != .spaceAround && align.keyword != .spaceEvenly
            if free >= 0 || isUnsafe {
                switch align.keyword {
                case .end, .flexEnd: shift = free
                case .center, .spaceAround, .spaceEvenly: shift = free / 2
                default: shift = 0
                }
            }
        }

        if inParentFlow {
            // (By its used height: Chromium collapses margins through an empty `height: 29px;
            // max-height: 0` block.)
            let preventsCollapseThrough = scrolls || pb.height > 0 || height > 0 || (sizes.min.height ?? 0) > 0
            lastBlockMargins = BlockMargins(
                top: collapsesStart ? flow.firstTop : .zero,
                bottom: collapsesEnd ? flow.lastBottom : .zero,
                collapsesThrough: !preventsCollapseThrough && flow.allCollapseThrough)
        }
        guard mode == .performLayout else {
            return NodeOutput(size: size, baseline: flow.baseline.map { $0 + shift })
        }
        if shift != 0 {
            for child in children[node] where styles[child].display != .none && styles[child].position != .absolute {
                frames[child].origin.y += shift
            }
            // (The static positions of absolutely positioned children move with the content:
            // Chromium puts one after a 20-high child of an `align-content: end` block 50 high
            // at 50, not 20.)
            staticY = staticY.mapValues { $0 + shift }
        }
        if hasOutOfFlowChildren[node] {
            placeOutOfFlowChildren(node, sizes: sizes, size: size, innerWidth: innerWidth, childParent: childParent, staticY: staticY)
        }
        return NodeOutput(size: size, baseline: flow.baseline.map { $0 + shift })
    }

    /// Hides a block's `display: none` children and places its absolutely positioned ones
    /// from their static positions (`staticY`). (Apart from `computeBlock`, whose stack frame
    /// every level of a block tree pays for, as most blocks have none.)
    @inline(never)
    private mutating func placeOutOfFlowChildren(
        _ node: Int, sizes: BoxSizes, size: CGSize, innerWidth: CGFloat, childParent: OptSize, staticY: [Int: CGFloat]
    ) {
        let style = styles.address(node)
        let inset = sizes.contentInset
        let (width, height) = (size.width, size.height)
        for child in children[node] where styles[child].display == .none { hideSubtree(child) }
        if !staticY.isEmpty {
            let ctx = FlexContext(
                isRow: false, isWrap: false, isWrapReverse: false, isRTL: style.pointee.direction == .rtl,
                mainStart: .top, crossStart: style.pointee.direction == .rtl ? .right : .left, sizes: sizes, contentInset: inset,
                outer: OptSize(width: width, height: height),
                inner: OptSize(width: innerWidth, height: max(0, height - inset.vertical)),
                mainGap: 0, crossGap: 0, justify: nil, alignContent: nil,
                // (What aligns a child across whose `justify-self` is `auto`.)
                alignItems: style.pointee.justifyItems ?? .start,
                minSize: sizes.min, maxSize: sizes.max, percentBase: childParent, mainIsDefinite: true)
            // (Laying them out runs their own blocks, which note their margins where this
            // box's parent reads this box's: those are kept. Chromium collapses a 1px
            // margin through a block whose absolutely positioned child holds a block
            // with a percentage margin as it does without it.)
            // (Nor do the floats inside them hang out of this box in place of its own.)
            let margins = lastBlockMargins, escaping = lastEscapingFloats
            layoutAbsoluteChildren(node, ctx: ctx, containerSize: size, blockStaticY: staticY)
            lastBlockMargins = margins
            lastEscapingFloats = escaping
        }
    }

    /// What stacking a block's in-flow children found.
    struct BlockFlow {
        /// The bottom of the last child that does not collapse through, from the border box's top.
        var committedY: CGFloat
        /// The margins that escape through the top (collapsing with the box's own top margin
        /// when `collapsesStart`), and those left at the bottom.
        var firstTop: CollapsibleMarginSet
        var lastBottom: CollapsibleMarginSet
        var allCollapseThrough: Bool
        var hasInFlowChildren: Bool
        var baseline: CGFloat?
        /// The bottom of the lowest float's margin box (nil without floats).
        var floatBottom: CGFloat?
    }

    /// Stacks the in-flow children of `node` (content box `innerWidth` wide, from `inset`),
    /// collapsing their vertical margins, and in `.performLayout` sets their frames.
    /// (`collapsesStart`: the first child's margins meet the box's own; `opensAtEnd`: the box
    /// has no padding or border at its bottom and starts no formatting context.)
    private mutating func placeBlockChildren(
        _ node: Int, width: CGFloat, innerWidth: CGFloat, childParent: OptSize, inset: ResolvedEdges,
        collapsesStart: Bool, opensAtEnd: Bool, mode: RunMode, wantsBaseline: Bool, heightIsMeasured: Bool, staticY: inout [Int: CGFloat]
    ) -> BlockFlow {
        // What the children's `stretch` sizes fill (not a height the box kept from its
        // measurement: `IndefiniteAxes.heightIsMeasured`).
        let keywordContainer = OptSize(width: innerWidth, height: heightIsMeasured ? nil : childParent.height)
        let style = styles.address(node)
        let isRTL = style.pointee.direction == .rtl
        var flow = BlockFlow(
            committedY: inset.top, firstTop: .zero, lastBottom: .zero, allCollapseThrough: true,
            hasInFlowChildren: false, baseline: nil, floatBottom: nil)
        var active = CollapsibleMarginSet.zero
        var collapsingWithFirst = true
        var yForAbsolute = inset.top
        var floats = FloatExclusions(left: inset.left, right: width - inset.right)
        // (A block in its parent's flow is laid out among the floats there, as one formatting
        // context; those it places itself are the ones that hang out of it.)
        let inheritedFloats = incomingFloats.node == node ? takeIncomingFloats(into: &floats) : 0

        for k in childStart[node]..<childStart[node + 1] {
            let child = childList[k]
            let cs = styles.address(child)
            if cs.pointee.display == .none { continue }
            if cs.pointee.position == .absolute {
                Self.note(yForAbsolute, of: child, in: &staticY)
                continue
            }
            if cs.pointee.float != .none {
                // (Floats stand beside the flow: no margins collapse with theirs.)
                let top = flow.committedY + (collapsingWithFirst && collapsesStart ? 0 : active.resolved)
                placeFloat(child, in: &floats, top: top, keywordContainer: keywordContainer, childParent: childParent, mode: mode)
                continue
            }
            flow.hasInFlowChildren = true
            var sizes = boxSizes(child, parent: childParent)
            if hasKeywordSize[child] {
                resolveFlowChildKeywordSizes(child, &sizes, container: keywordContainer, startMarginCounts: !collapsesStart, endMarginCounts: !opensAtEnd)
            }
            // (Immutable from here, so the calls below read it where it is, never a copy.)
            let s = sizes
            let autoLeft = s.marginIsAuto.left, autoRight = s.marginIsAuto.right
            let marginX = (autoLeft ? 0 : s.margin.left) + (autoRight ? 0 : s.margin.right)
            let stretch = innerWidth - marginX
            var known = s.size.clamped(min: s.min, max: s.max)
            // (A height that follows the width through the aspect-ratio is left to the child,
            // whose content may make it taller.)
            if Self.ratioHeightYieldsToContent(cs.pointee) { known.height = nil }
            if cs.pointee.width == .auto, cs.pointee.aspectRatio != nil, blockJustifySelf(child)?.keyword == .stretch, !autoLeft, !autoRight {
                // An explicit `stretch` fills the block over a width from the ratio, within the
                // box's own min and max widths (css-align-3 §6.1: Chromium makes a `height: 69px;
                // aspect-ratio: 0.5; justify-self: stretch` box in a 163-wide block 163 × 69).
                known.width = stretch.clamped(
                    min: s.ownMinWidth(cs.pointee, parent: childParent), max: s.ownMaxWidth(cs.pointee, parent: childParent))
            } else if let w = known.width, cs.pointee.width == .auto {
                // A width from the height through the aspect-ratio is at least the content's
                // min-content width (css-sizing-4 §5.2).
                known.width = flooredRatioWidth(child, width: w, parent: childParent, height: known.height)
            }
            // `justify-self` other than `stretch` (css-align-3 §6.1) places the box across the
            // block at its fit-content width (Chromium: `justify-self: center` around text 30
            // wide in a 200-wide block is 30 wide at 85).
            let justify = Self.blockJustify(blockJustifySelf(child), autoMargins: autoLeft || autoRight)
            // (With an `auto` inline margin too, the box is as wide as its content and the
            // margin takes the room: Chromium puts a `justify-self: end; margin-left: auto`
            // box around text 20 wide at 80 in a 100-wide block.)
            let fitsContent = Self.blockJustify(blockJustifySelf(child), autoMargins: false) != nil
            if known.width == nil, fitsContent {
                let least = intrinsicWidth(child, minContent: true, height: known.height, parent: childParent)
                let most = intrinsicWidth(child, minContent: false, height: known.height, parent: childParent)
                known.width = min(most, max(least, stretch)).clamped(min: s.min.width, max: s.max.width)
            }
            // (Whether its width fills the room it has, which beside floats is less.)
            let fillsWidth = known.width == nil
            if known.width == nil {
                // (A height through the aspect-ratio is left to the child, whose content may
                // make it taller.)
                known.width = stretch.clamped(min: s.min.width, max: s.max.width)
            }
            // A border box is never smaller than its padding and border (Chromium: a child
            // with `padding-left: 9px; padding-right: 4%` of a 9-wide block is 9.36 wide; a
            // `height: 12px` one with 13 of vertical padding, 13 high).
            known.width = known.width.maxed(s.paddingBorder.horizontal)
            known.height = known.height.maxed(s.paddingBorder.vertical)
            // A block in this flow is laid out among its floats (CSS 2.2 §9.5: the boxes inside
            // it that start formatting contexts avoid them, its floats go beside them), at
            // where it will stand: by its own top margin, and again below if the margins of
            // its first child that collapse with it put it lower (Chromium puts a flex box in a
            // plain block beside its parent's float, not under it).
            let amongFloats = !floats.isEmpty && collapsesWithParentBlock[child] && childStart[child] != childStart[child + 1]
            var origin = CGPoint.zero
            var out: NodeOutput
            if amongFloats {
                origin = flowOrigin(
                    of: child, s, width: known.width ?? stretch, flow: flow, active: active,
                    collapsesWithStart: collapsingWithFirst && collapsesStart, floats: floats,
                    containerWidth: width, inset: inset, justify: justify, isRTL: isRTL, textAlign: style.pointee.textAlign)
                out = computeAmongFloats(
                    child, floats: floats, origin: origin, known: known, parent: childParent, stretch: stretch,
                    mode: mode, wantsBaseline: wantsBaseline && flow.baseline == nil)
            } else if isPlainFlowBlock[child], floats.isEmpty, let width = known.width,
                      let height = layoutPlainFlowBlock(child, width: width, knownHeight: known.height, mode: mode) {
                out = NodeOutput(size: CGSize(width: width, height: height), baseline: nil)
            } else {
                out = compute(
                    child, known: known, parent: childParent,
                    available: CSSAvailableSize(width: .definite(stretch), height: .maxContent),
                    mode: mode, sizing: .inherentSize, wantsBaseline: wantsBaseline && flow.baseline == nil)
            }

            // The child's margins as this box sees them.
            let marginTop = s.marginIsAuto.top ? 0 : s.margin.top
            let marginBottom = s.marginIsAuto.bottom ? 0 : s.margin.bottom
            let margins: BlockMargins
            if childStart[child] == childStart[child + 1] || measures[child] != nil {
                margins = BlockMargins(collapsesThrough: leafCollapsesThrough(child, s, height: out.size.height))
            } else if collapsesWithParentBlock[child] {
                margins = lastBlockMargins
            } else {
                margins = BlockMargins()
            }
            let top = margins.top.collapsed(with: marginTop)
            let bottom = margins.bottom.collapsed(with: marginBottom)

            // `auto` horizontal margins share the room left.
            let free = max(0, stretch - out.size.width)
            let autoShare = autoLeft && autoRight ? free / 2 : free
            let left = autoLeft ? autoShare : s.margin.left
            let right = autoRight ? autoShare : s.margin.right

            // Relative positioning moves the box, not the flow.
            let (insetX, insetY) = cs.pointee.inset.left.isAuto && cs.pointee.inset.right.isAuto
                && cs.pointee.inset.top.isAuto && cs.pointee.inset.bottom.isAuto
                ? (0, 0) : Self.relativeOffset(cs.pointee.inset, innerWidth: innerWidth, height: childParent.height, isRTL: isRTL)

            var marginOffset = collapsingWithFirst && collapsesStart ? 0 : active.collapsed(with: top).resolved
            // (The left of a box placed beside floats, its relative offset apart.)
            var besideFloatsX: CGFloat?
            var hasClearance = false
            if !floats.isEmpty {
                (besideFloatsX, hasClearance) = placeAmongFloats(
                    child, s, out: &out, marginOffset: &marginOffset, collapsingWithFirst: &collapsingWithFirst,
                    floats: floats, flow: flow, top: top, collapsesStart: collapsesStart, known: known, fillsWidth: fillsWidth,
                    stretch: stretch, marginX: marginX, childParent: childParent, width: width, inset: inset,
                    justify: justify, isRTL: isRTL, textAlign: style.pointee.textAlign, mode: mode,
                    wantsBaseline: wantsBaseline && flow.baseline == nil)
            }
            if amongFloats, flow.committedY + marginOffset != origin.y {
                // (Its first child's margins put it lower than its own did: laid out again there.)
                out = computeAmongFloats(
                    child, floats: floats, origin: CGPoint(x: origin.x, y: flow.committedY + marginOffset), known: known,
                    parent: childParent, stretch: stretch, mode: mode, wantsBaseline: wantsBaseline && flow.baseline == nil)
            }
            var x = isRTL ? width - inset.right - out.size.width - right + insetX : inset.left + left + insetX
            let outerWidth = out.size.width + left + right
            if let besideFloatsX {
                x = besideFloatsX + insetX
            } else if outerWidth != innerWidth, !(autoLeft || autoRight) {
                x += alignmentShift(child, textAlign: style.pointee.textAlign, room: innerWidth - outerWidth, justify: justify, isRTL: isRTL)
            }
            let y = flow.committedY + marginOffset + insetY
            if mode == .performLayout { frames[child] = CGRect(x: x, y: y, width: out.size.width, height: out.size.height) }
            if floatsEscape[child] {
                // (The floats of a block in this flow are this flow's.)
                floats.adopt(lastEscapingFloats, offset: CGPoint(x: x - insetX, y: y - insetY))
            }
            // The first child with a baseline gives the block its own. A flex or grid
            // container with items always has one: without one of its own (nil), the bottom
            // of its box. (Absolutely positioned children are no items: Chromium gives no
            // baseline to a flex container holding only one.)
            // (Where the box stands in the flow: its relative offset moves it after the
            // baseline is found, as a paint-time shift. Chromium aligns a block whose text has
            // `top: 10px` by the text's unshifted baseline.)
            if flow.baseline == nil {
                if let b = out.baseline {
                    flow.baseline = y - insetY + b
                } else if cs.pointee.display == .flex || cs.pointee.display == .grid, measures[child] == nil,
                          children[child].contains(where: { styles[$0].position != .absolute && styles[$0].display != .none }) {
                    flow.baseline = y - insetY + out.size.height
                }
            }

            if collapsingWithFirst {
                if margins.collapsesThrough {
                    flow.firstTop = flow.firstTop.collapsed(with: top).collapsed(with: bottom)
                } else {
                    flow.firstTop = flow.firstTop.collapsed(with: top)
                    collapsingWithFirst = false
                }
            }
            if margins.collapsesThrough && hasClearance {
                // An empty box with clearance stands at the clearance, and what follows it as
                // if its margins collapsed there (CSS 2.2 §8.3.1: Chromium puts a block after
                // an empty `clear: left; margin: 5px 0 7px` one below a float ending at 20 at 22,
                // and a block holding only a float and such a box is as high as the float).
                flow.allCollapseThrough = false
                flow.committedY = y - insetY - top.resolved
                active = top.collapsed(with: bottom)
                yForAbsolute = flow.committedY + active.resolved
            } else if margins.collapsesThrough {
                active = active.collapsed(with: top).collapsed(with: bottom)
                // (Below the margins collapsed through it, where a box of no height after it
                // would be, unless they escape through this box's top: Chromium puts an
                // absolutely positioned box after a 5-high block and an empty one with margins
                // 8 and 14 at 19, one after an empty first child of a block whose own margins
                // it collapses with at 0.)
                yForAbsolute = flow.committedY + (collapsingWithFirst && collapsesStart ? 0 : active.resolved)
            } else {
                flow.allCollapseThrough = false
                flow.committedY = y - insetY + out.size.height
                active = bottom
                yForAbsolute = flow.committedY + active.resolved
            }
        }
        flow.lastBottom = active
        flow.floatBottom = floats.bottom
        if floatsEscape[node] { noteEscapingFloats(floats, inherited: inheritedFloats) }
        return flow
    }

    /// The keyword sizes of a child in this block's flow. Its `stretch` height fills the
    /// content box less its block margins, save a margin on a side where this box has no
    /// padding or border and starts no formatting context, which counts as 0 there
    /// (css-sizing-4 stretch-fit, as Chromium has it: a `height: stretch; margin-top: 20px`
    /// child of a 90-high block is 90 high; with `border-top: 1px` on the block, 69; with
    /// `overflow: hidden`, 70).
    @inline(never)
    private mutating func resolveFlowChildKeywordSizes(
        _ child: Int, _ sizes: inout BoxSizes, container: OptSize, startMarginCounts: Bool, endMarginCounts: Bool
    ) {
        var container = container
        if styles[child].height == .stretch, let height = container.height {
            container.height = height + (startMarginCounts ? 0 : sizes.margin.top) + (endMarginCounts ? 0 : sizes.margin.bottom)
        }
        resolveKeywordSizes(child, &sizes, container: container)
    }

    /// Where a block child goes among the floats of its flow (CSS 2.2 §9.5): below those it
    /// clears, and, if it starts a formatting context of its own, in the first room beside
    /// them that is tall and wide enough (Blink's layout opportunities), as wide as that room
    /// when its width fills what it has (`fillsWidth`). Updates its output, its offset below
    /// the committed flow and whether it still collapses with the first margins; returns the
    /// left of a box placed beside floats, and whether it had clearance. (Apart from
    /// `placeBlockChildren`, whose every child pays for the code it holds: most blocks have no
    /// floats.)
    @inline(never)
    private mutating func placeAmongFloats(
        _ child: Int, _ s: BoxSizes, out: inout NodeOutput, marginOffset: inout CGFloat, collapsingWithFirst: inout Bool,
        floats: FloatExclusions, flow: BlockFlow, top: CollapsibleMarginSet, collapsesStart: Bool, known: OptSize,
        fillsWidth: Bool, stretch: CGFloat, marginX: CGFloat, childParent: OptSize, width: CGFloat, inset: ResolvedEdges,
        justify: CGFloat?, isRTL: Bool, textAlign: CSSStyle.TextAlign, mode: RunMode, wantsBaseline: Bool
    ) -> (besideFloatsX: CGFloat?, hasClearance: Bool) {
        let cs = styles.address(child)
        let autoLeft = s.marginIsAuto.left, autoRight = s.marginIsAuto.right
        var besideFloatsX: CGFloat?
        var hasClearance = false
        // Clearance puts the box below the floats it clears (and its margins no longer
        // meet those above it); a box that starts a formatting context of its own goes
        // beside the floats, as wide as the room there when its width is automatic.
        if let clearance = floats.clearance(cs.pointee.clear), flow.committedY + marginOffset < clearance {
            marginOffset = clearance - flow.committedY
            collapsingWithFirst = false
            hasClearance = true
        }
        if establishesFormattingContext(child) {
            // (Not one whose width its aspect-ratio gives: Chromium puts a `height: 51px;
            // aspect-ratio: 1` box beside a float 51 wide.)
            let fillsRoom = fillsWidth
            // (Tried beside the floats, the box is measured; only the place taken is
            // laid out, so its descendants' frames are those of that place.)
            var triedBeside = false
            // Pushed down by the floats, the first box of a block whose top margin
            // would have joined the block's own is placed without it, searching from
            // the block's top (Blink separates the margin and lays out again: Chromium
            // keeps a block at 0 whose first child, a flex box with `margin-top: 4px`,
            // goes below a float, and the box at the float's bottom).
            let separatesMargin = collapsingWithFirst && collapsesStart && top.resolved != 0 && !hasClearance
            var searchFrom = flow.committedY + marginOffset
            search: while true {
                for place in floats.opportunities(from: searchFrom) {
                    guard place.floatsOnLeft || place.floatsOnRight else {
                        // (No float beside it: placed as in any flow, if it is not too tall.)
                        guard out.size.height <= place.height else { continue }
                        marginOffset = place.y - flow.committedY
                        if triedBeside, mode == .performLayout {
                            out = compute(
                                child, known: known, parent: childParent,
                                available: CSSAvailableSize(width: .definite(stretch), height: .maxContent),
                                mode: mode, sizing: .inherentSize, wantsBaseline: wantsBaseline && flow.baseline == nil)
                        }
                        break
                    }
                    // Its margins may lie over the floats (Chromium puts a flow root with
                    // `margin-left: 10px` beside a 30-wide float at 30, not 40).
                    let lineLeft = max(place.left, inset.left + max(0, autoLeft ? 0 : s.margin.left))
                    let lineRight = min(place.right, width - inset.right - max(0, autoRight ? 0 : s.margin.right))
                    let room = max(0, lineRight - lineLeft)
                    var beside = out
                    // (Its width is what its margins leave of the room, negative ones giving
                    // more: Chromium makes text with `margin-right: -8px` 8 wide in no room.)
                    let besideWidth = max(0, room + marginX) - marginX
                    let besideKnown = OptSize(
                        width: fillsRoom ? max(besideWidth.clamped(min: s.min.width, max: s.max.width), s.paddingBorder.horizontal) : known.width,
                        height: known.height)
                    if fillsRoom {
                        triedBeside = true
                        beside = compute(
                            child, known: besideKnown, parent: childParent,
                            available: CSSAvailableSize(width: .definite(besideWidth), height: .maxContent),
                            mode: .computeSize, sizing: .inherentSize, wantsBaseline: wantsBaseline && flow.baseline == nil)
                    }
                    guard beside.size.height <= place.height else { continue }
                    let boxWidth = beside.size.width
                    var boxX = isRTL ? lineRight - boxWidth : lineLeft
                    if autoLeft || autoRight {
                        let free = max(0, room - boxWidth)
                        let share = autoLeft && autoRight ? free / 2 : free
                        if isRTL { boxX -= autoRight ? share : 0 } else { boxX += autoLeft ? share : 0 }
                    } else {
                        boxX += alignmentShift(child, textAlign: textAlign, room: place.width - boxWidth - marginX, justify: justify, isRTL: isRTL)
                    }
                    if place.floatsOnLeft, boxX < place.left { continue }
                    if place.floatsOnRight, boxX + boxWidth > place.right { continue }
                    if boxWidth > place.width { continue }
                    if fillsRoom, mode == .performLayout {
                        beside = compute(
                            child, known: besideKnown, parent: childParent,
                            available: CSSAvailableSize(width: .definite(besideWidth), height: .maxContent),
                            mode: mode, sizing: .inherentSize, wantsBaseline: wantsBaseline && flow.baseline == nil)
                    }
                    out = beside
                    marginOffset = place.y - flow.committedY
                    besideFloatsX = boxX
                    break
                }
                if separatesMargin, collapsingWithFirst, flow.committedY + marginOffset > searchFrom {
                    collapsingWithFirst = false
                    searchFrom = flow.committedY
                    besideFloatsX = nil
                    continue search
                }
                break
            }
        }
        return (besideFloatsX, hasClearance)
    }

    /// How far a relatively positioned child's insets move it (CSS 2.2 §9.4.3): `left` over
    /// `right` (the reverse in rtl), `top` over `bottom`, percentages of the content box.
    @inline(never)
    private static func relativeOffset(_ insets: CSSEdges<CSSLength>, innerWidth: CGFloat, height: CGFloat?, isRTL: Bool) -> (CGFloat, CGFloat) {
        let left = insets.left.resolve(against: innerWidth), right = insets.right.resolve(against: innerWidth)
        let x = isRTL ? right.map { -$0 } ?? left ?? 0 : left ?? right.map { -$0 } ?? 0
        let y = insets.top.resolve(against: height) ?? insets.bottom.resolve(against: height).map { -$0 } ?? 0
        return (x, y)
    }

    /// Takes the floats handed to this block (`incomingFloats`) into `floats`; returns how many.
    @inline(never)
    private mutating func takeIncomingFloats(into floats: inout FloatExclusions) -> Int {
        floats.adopt(incomingFloats.floats, offset: .zero)
        defer { incomingFloats = (-1, []) }
        return incomingFloats.floats.count
    }

    /// Keeps the floats this block placed itself (after the `inherited` ones handed to it) for
    /// its parent, out of which they hang.
    @inline(never)
    private mutating func noteEscapingFloats(_ floats: FloatExclusions, inherited: Int) {
        lastEscapingFloats = Array(floats.placed.dropFirst(inherited))
    }

    /// Notes the static position of an absolutely positioned child. (A call, not inlined: a
    /// dictionary insertion in `placeBlockChildren` made it too large for the compiler to
    /// inline the array reads of every child.)
    @inline(never)
    private static func note(_ y: CGFloat, of child: Int, in staticY: inout [Int: CGFloat]) {
        staticY[child] = y
    }

    /// Lays out `child`, a block of this flow, among the flow's floats, handed to it in its
    /// border box as it stands at `origin` (see `incomingFloats`).
    @inline(never)
    private mutating func computeAmongFloats(
        _ child: Int, floats: FloatExclusions, origin: CGPoint, known: OptSize, parent: OptSize, stretch: CGFloat,
        mode: RunMode, wantsBaseline: Bool
    ) -> NodeOutput {
        incomingFloats = (child, floats.placed.map { float in
            FloatExclusions.Placed(rect: float.rect.offsetBy(dx: -origin.x, dy: -origin.y), side: float.side)
        })
        let out = compute(
            child, known: known, parent: parent, available: CSSAvailableSize(width: .definite(stretch), height: .maxContent),
            mode: mode, sizing: .inherentSize, wantsBaseline: wantsBaseline)
        incomingFloats = (-1, [])
        return out
    }

    /// Where a block in the flow will stand (its border box's origin, before any relative
    /// offset), found before it is laid out from its own margins: below the margins
    /// collapsing above it (`active`) and the floats it clears, at its inline start or
    /// where its auto margins, `justify-self` or its parent's legacy `text-align` put it.
    @inline(never)
    private mutating func flowOrigin(
        of child: Int, _ s: BoxSizes, width: CGFloat, flow: BlockFlow, active: CollapsibleMarginSet, collapsesWithStart: Bool,
        floats: FloatExclusions, containerWidth: CGFloat, inset: ResolvedEdges, justify: CGFloat?, isRTL: Bool, textAlign: CSSStyle.TextAlign
    ) -> CGPoint {
        let cs = styles.address(child)
        let marginTop = s.marginIsAuto.top ? 0 : s.margin.top
        var offset = collapsesWithStart ? 0 : active.collapsed(with: marginTop).resolved
        if let clearance = floats.clearance(cs.pointee.clear), flow.committedY + offset < clearance { offset = clearance - flow.committedY }
        let innerWidth = containerWidth - inset.horizontal
        let autoLeft = s.marginIsAuto.left, autoRight = s.marginIsAuto.right
        let marginX = (autoLeft ? 0 : s.margin.left) + (autoRight ? 0 : s.margin.right)
        let free = max(0, innerWidth - marginX - width)
        let autoShare = autoLeft && autoRight ? free / 2 : free
        let left = autoLeft ? autoShare : s.margin.left, right = autoRight ? autoShare : s.margin.right
        var x = isRTL ? containerWidth - inset.right - width - right : inset.left + left
        if !(autoLeft || autoRight) {
            x += alignmentShift(child, textAlign: textAlign, room: innerWidth - (width + left + right), justify: justify, isRTL: isRTL)
        }
        return CGPoint(x: x, y: flow.committedY + offset)
    }

    /// How far a block child moves across its parent from its inline-start place, with `room`
    /// left beside its margin box: by its `justify-self` (`justify`, the share from the inline
    /// start; unsafe unless `safe` is written: Chromium centres a 60-wide box in a 40-wide
    /// block at -10), else by its parent's legacy `text-align` (never past the start).
    @inline(never)
    private mutating func alignmentShift(_ child: Int, textAlign: CSSStyle.TextAlign, room: CGFloat, justify: CGFloat?, isRTL: Bool) -> CGFloat {
        let sign: CGFloat = isRTL ? -1 : 1
        if let share = justify {
            guard room != 0, !(blockJustifySelf(child)?.isSafe == true && room < 0) else { return 0 }
            return sign * room * share
        }
        guard room > 0 else { return 0 }
        switch (textAlign, isRTL) {
        case (.legacyLeft, true): return -room
        case (.legacyRight, false): return room
        case (.legacyCenter, _): return sign * room / 2
        default: return 0
        }
    }

    /// Lays a float out at its fit-content width (or its own) and places its margin box on
    /// its side, at `top` or below (CSS 2.2 §9.5.1), below the floats it clears.
    private mutating func placeFloat(
        _ child: Int, in floats: inout FloatExclusions, top: CGFloat, keywordContainer: OptSize, childParent: OptSize, mode: RunMode
    ) {
        let cs = styles.address(child)
        let innerWidth = keywordContainer.width ?? 0
        var s = boxSizes(child, parent: childParent)
        resolveKeywordSizes(child, &s, container: keywordContainer)
        var margin = s.margin
        if s.marginIsAuto.left { margin.left = 0 }
        if s.marginIsAuto.right { margin.right = 0 }
        if s.marginIsAuto.top { margin.top = 0 }
        if s.marginIsAuto.bottom { margin.bottom = 0 }
        let stretch = max(0, innerWidth - margin.horizontal)
        var known = s.size.clamped(min: s.min, max: s.max)
        // (Sizes through the aspect-ratio keep the content's automatic minimum, as for a box
        // in the flow: Chromium makes a 37-wide `aspect-ratio: 1` float over 50 of content
        // 50 high, and a `height: 35px; aspect-ratio: 0.5` one around a 60-wide box 60 wide.)
        if Self.ratioHeightYieldsToContent(cs.pointee) { known.height = nil }
        if let w = known.width, cs.pointee.width == .auto {
            known.width = flooredRatioWidth(child, width: w, parent: childParent, height: known.height)
        }
        if known.width == nil {
            let least = intrinsicWidth(child, minContent: true, height: known.height, parent: childParent)
            let most = intrinsicWidth(child, minContent: false, height: known.height, parent: childParent)
            known.width = min(most, max(least, stretch)).clamped(min: s.min.width, max: s.max.width)
        }
        known.width = known.width.maxed(s.paddingBorder.horizontal)
        known.height = known.height.maxed(s.paddingBorder.vertical)
        let out = compute(
            child, known: known, parent: childParent,
            available: CSSAvailableSize(width: .definite(stretch), height: .maxContent), mode: mode, sizing: .inherentSize)
        let start = max(top, floats.clearance(cs.pointee.clear) ?? top)
        let origin = floats.place(
            CGSize(width: out.size.width + margin.horizontal, height: out.size.height + margin.vertical),
            side: cs.pointee.float, top: start)
        if mode == .performLayout {
            frames[child] = CGRect(x: origin.x + margin.left, y: origin.y + margin.top, width: out.size.width, height: out.size.height)
        }
    }

    /// Whether a child of a block starts a formatting context of its own, and so is kept
    /// beside floats rather than under them: a flow root, a flex or grid container, a scroll
    /// container, and a measured leaf (text, whose lines would run beside the floats).
    @inline(__always)
    private func establishesFormattingContext(_ child: Int) -> Bool {
        let style = styles.address(child)
        return style.pointee.startsBlockFormattingContext || style.pointee.display != .block || measures[child] != nil
            || style.pointee.overflowX.isScrollContainer || style.pointee.overflowY.isScrollContainer
    }

    /// A block child's `justify-self`: its own, or where that is `auto` (nil) its parent's
    /// `justify-items` (Chromium puts a 20-wide child of a 100-wide `justify-items: center`
    /// block at 40, and one of `justify-items: end` that says `justify-self: start` at 0).
    @inline(__always)
    func blockJustifySelf(_ child: Int) -> CSSAlignment? {
        styles.address(child).pointee.justifySelf ?? styles.address(parents[child]).pointee.justifyItems
    }

    /// Where `justify-self` puts a block child across its parent, as the share of the room
    /// left before it from the inline start (0, ½ or 1); nil for `auto`, `normal` and
    /// `stretch` (and with an `auto` inline margin, which places it instead).
    static func blockJustify(_ alignment: CSSAlignment?, autoMargins: Bool) -> CGFloat? {
        guard let keyword = alignment?.keyword, !autoMargins else { return nil }
        switch keyword {
        case .end, .flexEnd, .selfEnd: return 1
        case .center: return 0.5
        case .start, .flexStart, .selfStart, .baseline: return 0
        default: return nil
        }
    }

    /// Whether a childless box's top and bottom margins meet through it: a block box with no
    /// used height (`height`; a `max-height: 0` makes one), padding, border or min-height that
    /// is not a scroll container (CSS 2.2 §8.3.1), and holds no text (a line box keeps them
    /// apart even at `height: 0`).
    @inline(__always)
    private func leafCollapsesThrough(_ node: Int, _ s: BoxSizes, height: CGFloat) -> Bool {
        let style = styles.address(node)
        return style.pointee.display == .block && measures[node] == nil && !style.pointee.startsBlockFormattingContext && height == 0
            && !style.pointee.overflowX.isScrollContainer && !style.pointee.overflowY.isScrollContainer
            && s.paddingBorder.top == 0 && s.paddingBorder.bottom == 0 && (s.min.height ?? 0) <= 0
    }

    /// The width a block's content asks for in `space` (its content box's available width):
    /// the widest in-flow child's margin box, each child sized in that space less its margins,
    /// with the floats beside it (CSS 2.2 §10.3.5, as Blink's block min/max sizes have it).
    ///
    /// Floats and the one box after them that starts a formatting context of its own stand on
    /// one "line": floats of a side add up (a float whose margin box is not wider than 0 adds
    /// nothing), and such a box stands beside them, its margin overlapping them (the larger of
    /// the floats and its margin on each side). Any other box starts a new line, and so
    /// does `clear` for the sides it clears. In a min-content width each box is alone.
    private mutating func blockContentWidth(_ node: Int, space: CSSAvailableSpace, percentHeight: CGFloat? = nil) -> CGFloat {
        var widest: CGFloat = 0
        // (Percentages of the width being found are no size yet: Chromium gives a block in a
        // 203-wide column that holds only a `width: 25%` box a width of 0, not 50.75. Those of
        // a definite height are: a `height: 50%; aspect-ratio: 2` child of a 100-high block
        // makes it 100 wide.)
        let reference = OptSize(width: nil, height: percentHeight)
        // The floats of each side on the current line.
        var floatsLeft: CGFloat = 0, floatsRight: CGFloat = 0
        let addsFloats: Bool
        if case .minContent = space { addsFloats = false } else { addsFloats = true }
        for k in childStart[node]..<childStart[node + 1] {
            let child = childList[k]
            let cs = styles.address(child)
            guard cs.pointee.display != .none, cs.pointee.position != .absolute else { continue }
            let isFloat = cs.pointee.float != .none
            // (Only beside floats does it matter whether a box starts a formatting context.)
            let startsContext = !isFloat && (floatsLeft != 0 || floatsRight != 0) && establishesFormattingContext(child)
            if isFloat || startsContext {
                let clear = cs.pointee.clear
                if clear == .left || clear == .both { floatsLeft = 0 }
                if clear == .right || clear == .both { floatsRight = 0 }
            }
            // (A `fit-content` width fits no space in a min-content width: it is the child's
            // min-content width there. Chromium makes a `width: min-content` block around a
            // `width: fit-content` text of words 40 and 50 wide 50 wide, not 90.)
            // (Resolved apart, in `keywordSizes`: inline, the keywords made every child of a
            // block chain copy its sizes twice more.)
            let s = hasKeywordSize[child]
                ? keywordSizes(child, parent: reference, container: space == .minContent && cs.pointee.width == .fitContent
                    ? OptSize(width: 0, height: percentHeight) : reference)
                : boxSizes(child, parent: reference)
            let marginLeft = s.marginIsAuto.left ? 0 : s.margin.left
            let marginRight = s.marginIsAuto.right ? 0 : s.margin.right
            let marginX = marginLeft + marginRight
            var known = s.size.clamped(min: s.min, max: s.max)
            // (A height that follows the width through the aspect-ratio is left to the child,
            // whose content may make it taller.)
            if Self.ratioHeightYieldsToContent(cs.pointee) { known.height = nil }
            // (Floored within its own max width: Chromium makes a block around an `aspect-ratio:
            // 1; height: 30px; max-width: 40px` text whose longest word is 60 wide 40 wide.)
            // (A percentage width, of the width being found, counts as `auto`: Chromium makes a
            // `width: max-content` block around a `width: 50%; height: 60px; aspect-ratio: 3`
            // box over one 250 wide 250 wide.)
            if let w = known.width, cs.pointee.width == .auto || cs.pointee.width.isPercent {
                known.width = flooredRatioWidth(child, width: w, parent: reference, height: known.height)
                    .clamped(min: s.ownMinWidth(cs.pointee, parent: reference), max: s.ownMaxWidth(cs.pointee, parent: reference))
            }
            var childSpace = space
            if case .definite(let v) = space { childSpace = .definite(max(0, v - marginX)) }
            let w: CGFloat
            if let width = known.width {
                w = width
            } else if hasPlainIntrinsicWidths[child], let width = plainIntrinsicWidth(child, space: childSpace) {
                w = width
            } else {
                w = compute(
                    child, known: known, parent: reference,
                    available: CSSAvailableSize(width: childSpace, height: .maxContent),
                    mode: .computeSize, sizing: .inherentSize, widthOnly: true
                ).size.width
            }
            let borderBox = max(w, s.paddingBorder.horizontal)
            guard addsFloats else {
                widest = max(widest, borderBox + marginX)
                continue
            }
            if isFloat {
                let marginBox = borderBox + marginX
                if marginBox > 0 {
                    if cs.pointee.float == .left { floatsLeft += marginBox } else { floatsRight += marginBox }
                }
                widest = max(widest, floatsLeft + floatsRight)
                continue
            }
            if startsContext {
                // (A positive margin may lie over the floats; a negative one takes from them.)
                let left = marginLeft > 0 ? max(floatsLeft, marginLeft) : floatsLeft + marginLeft
                let right = marginRight > 0 ? max(floatsRight, marginRight) : floatsRight + marginRight
                widest = max(widest, borderBox + left + right)
            } else {
                widest = max(widest, borderBox + marginX)
            }
            floatsLeft = 0
            floatsRight = 0
        }
        return widest
    }

    /// The min-content or max-content width (`space`) of a block with `hasPlainIntrinsicWidths`,
    /// as `computeBlock` finds it when asked only for its width: its content's, within its
    /// min and max widths and never below its padding and border. Kept for the layout, so a
    /// block asked again (its parent's shrink-to-fit asks both) answers at once; nil where the
    /// stack runs short, for `compute` to carry on on a fresh one.
    ///
    /// Why apart from `compute`: a chain of nested blocks whose width is its content's asks
    /// each block this once, and the question's way through `compute` (normalising it, a
    /// cache key, two lookups and a store, and `computeBlock`'s sizing of the box) cost twice
    /// what the answer does.
    private mutating func plainIntrinsicWidth(_ node: Int, space: CSSAvailableSpace) -> CGFloat? {
        let isMin = space == .minContent
        let memo = plainIntrinsicWidths[node]
        if isMin ? memo.minContentGeneration == layoutGeneration : memo.maxContentGeneration == layoutGeneration {
            return isMin ? memo.minContent : memo.maxContent
        }
        guard ThreadStack.currentAddress() >= stackLimit else { return nil }
        let content = blockContentWidth(node, space: space)
        let width = readStoredBoxSizes(node) { $0.pointee.width(aroundContent: content) }
        if isMin {
            plainIntrinsicWidths[node].minContent = width
            plainIntrinsicWidths[node].minContentGeneration = layoutGeneration
        } else {
            plainIntrinsicWidths[node].maxContent = width
            plainIntrinsicWidths[node].maxContentGeneration = layoutGeneration
        }
        // (No margins for the parent to read, as from a width-only answer.)
        lastBlockMargins = BlockMargins()
        return width
    }
}
