import Foundation

extension CSSLayoutEngine {
    /// Places the absolutely positioned children of a container against its padding box.
    ///
    /// An axis with an inset (`left`/`right`, `top`/`bottom`) is placed from it; with both
    /// insets and an `auto` size the box fills between them. An axis without insets uses the
    /// static position: where the box would sit as the container's only item, aligned by
    /// `justify-content` and `align-self`. In a block container (`blockStaticY` given) the
    /// static position is where the box would have been in the flow, the top given for it
    /// there: across, it is aligned in the content box by `justify-self`, down, about that
    /// top by `align-self` (`StaticPositionRectangle`).
    mutating func layoutAbsoluteChildren(_ node: Int, ctx: FlexContext, containerSize: CGSize, blockStaticY: [Int: CGFloat]? = nil) {
        let realBorder = ctx.sizes.border
        // (A gutter takes at most the room inside the border: Chromium starts the padding box
        // of a 2-wide rtl box with a 15 scrollbar at 2.)
        var gutter = ctx.sizes.scrollbarGutter
        gutter.width = min(gutter.width, max(0, containerSize.width - realBorder.horizontal))
        gutter.height = min(gutter.height, max(0, containerSize.height - realBorder.vertical))
        // The padding box, and the container's padding: where its content box, which the
        // static position and its space are taken from, lies in the padding box.
        let box = AbsoluteContainingBlock(
            origin: CGPoint(x: realBorder.left + (ctx.isRTL ? gutter.width : 0), y: realBorder.top),
            size: CGSize(
                width: max(0, containerSize.width - realBorder.horizontal - gutter.width),
                height: max(0, containerSize.height - realBorder.vertical - gutter.height)),
            padding: ctx.sizes.paddingBorder - realBorder,
            staticOrigin: .zero, staticContainer: containerSize,
            scrolls: styles[node].overflowX.isScrollContainer || styles[node].overflowY.isScrollContainer)
        for child in children[node] {
            let cs = styles[child]
            guard cs.position == .absolute, cs.display != .none else { continue }
            layoutAbsoluteChild(child, ctx: ctx, box: box, blockStaticY: blockStaticY.map { $0[child] ?? 0 })
        }
    }

    /// Where an absolutely positioned box is placed: its containing block (a padding box, or
    /// a grid area), and what its static position is taken from.
    struct AbsoluteContainingBlock {
        /// The containing block's origin and size, in the container's border box.
        var origin: CGPoint
        var size: CGSize
        /// Where the content box lies inside it (the container's padding; zero for a grid area).
        var padding: ResolvedEdges
        /// The origin and size of the box the static position is found in (`staticPosition`'s
        /// container), in the container's border box.
        var staticOrigin: CGPoint
        var staticContainer: CGSize
        /// Whether the container is a scroll container.
        var scrolls: Bool
        /// How far the box a self-aligned child overflowing its insets is kept inside reaches
        /// past the containing block on each logical side: zero for a padding box; for a grid
        /// area, to the grid's padding box, as Chromium keeps it (css-position-3 §4.4).
        var overflowRoom = LogicalRoom()

        struct LogicalRoom {
            var inlineStart: CGFloat = 0, inlineEnd: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        }
    }

    /// Places one absolutely positioned child in `box` (see `layoutAbsoluteChildren`). In a
    /// block container (`blockStaticY` given) the static position is where the box would have
    /// been in the flow: aligned by `justify-self` across and about that top by `align-self`.
    mutating func layoutAbsoluteChild(_ child: Int, ctx: FlexContext, box: AbsoluteContainingBlock, blockStaticY: CGFloat? = nil) {
        let cs = styles[child]
        let pbLeft = box.origin.x, pbTop = box.origin.y
        let paddingBoxWidth = box.size.width, paddingBoxHeight = box.size.height
        let reference = OptSize(width: paddingBoxWidth, height: paddingBoxHeight)
        let scrolls = box.scrolls
        let padding = box.padding
        let containerSize = box.staticContainer
        // In a block, the static position's alignment: across, by `justify-self` (or the
        // block's `justify-items`, `ctx.alignItems`) in the content box, as a flex column
        // aligns an item; down, by `align-self` about the static position (`blockAxis`).
        let inlineStaticStyle = blockStaticY == nil ? cs : Self.blockInlineStaticStyle(cs)
        let blockAxis = blockStaticY.map { staticY in
            (rectangle: StaticPositionRectangle(
                boxStart: 0, boxEnd: paddingBoxHeight, contentStart: staticY - pbTop, contentEnd: staticY - pbTop),
             alignment: Self.blockAxisStaticAlignment(cs.alignSelf))
        }
        var s = BoxSizes(style: cs, parent: reference)
        let left = cs.inset.left.resolve(against: paddingBoxWidth)
        let right = cs.inset.right.resolve(against: paddingBoxWidth)
        let top = cs.inset.top.resolve(against: paddingBoxHeight)
        let bottom = cs.inset.bottom.resolve(against: paddingBoxHeight)
        // A `stretch` size fills the space between the insets; with both insets of its axis
        // auto, the space from the static position to the padding box's far edge (Chromium
        // makes a `height: stretch` box after 30 of flow in an 80-high block 50 high, and a
        // `width: stretch` one in a block with `padding-left: 10px` 90 wide).
        if hasKeywordSize[child] {
            let stretchWidth = left == nil && right == nil
                ? staticAvailableSpace(horizontal: true, childStyle: inlineStaticStyle, ctx: ctx, paddingBoxLength: paddingBoxWidth, padding: padding)
                : max(0, paddingBoxWidth - (left ?? 0) - (right ?? 0))
            let stretchHeight = top == nil && bottom == nil
                ? blockAxis.map { $0.rectangle.span(share: $0.alignment.share).length }
                    ?? staticAvailableSpace(horizontal: false, childStyle: cs, ctx: ctx, paddingBoxLength: paddingBoxHeight, padding: padding)
                : max(0, paddingBoxHeight - (top ?? 0) - (bottom ?? 0))
            resolveKeywordSizes(child, &s, container: OptSize(width: stretchWidth, height: stretchHeight), percentBase: reference)
        }
        let pb = CGSize(width: s.paddingBorder.horizontal, height: s.paddingBorder.vertical)
        let minSize = OptSize(width: s.min.width.maxed(pb.width) ?? pb.width, height: s.min.height.maxed(pb.height) ?? pb.height)
        var known = s.size.clamped(min: minSize, max: s.max)
        let margin = s.margin
        let inlineAlign = cs.justifySelf
        let blockAlign = cs.alignSelf
        // A `stretch` written for an auto size between both insets of its axis fills the
        // space between them, within the box's own min and max sizes, whatever its
        // aspect-ratio would give (Blink's `kStretchExplicit` comes before the ratio: Chromium
        // makes a `width: 30px; aspect-ratio: 1.5; top: 10px; bottom: 10px; align-self:
        // stretch` box in a 200-high block 30 × 180, not 30 × 20, and `justify-self: stretch`
        // does the same across).
        if cs.aspectRatio != nil {
            // (The space between the insets, never negative, less the margins, within the own
            // limits, never below the padding and border.)
            func filled(_ space: CGFloat, margins: CGFloat, min: CGFloat?, max most: CGFloat?, floor: CGFloat) -> CGFloat {
                max(max(0, max(0, space) - margins).clamped(min: min, max: most), floor)
            }
            if inlineAlign?.keyword == .stretch, cs.width == .auto, let left, let right {
                known.width = filled(
                    paddingBoxWidth - left - right, margins: margin.horizontal,
                    min: s.ownMinWidth(cs, parent: reference), max: s.ownMaxWidth(cs, parent: reference), floor: pb.width)
            }
            if blockAlign?.keyword == .stretch, cs.height == .auto, let top, let bottom {
                known.height = filled(
                    paddingBoxHeight - top - bottom, margins: margin.vertical,
                    min: s.ownMinHeight(cs, parent: reference), max: s.ownMaxHeight(cs, parent: reference), floor: pb.height)
            }
        }
        // In the inline axis `justify-self` aligns the box between its insets as
        // `align-self` does in the block axis (css-align-3 §6.1, css-position-3 §5.1):
        // other than `normal` or `stretch`, an auto width is the content's (fit-content in
        // the space between the insets, at least its min-content width when that space is
        // narrower or negative), not that space.
        let fillsWidth = inlineAlign == nil || inlineAlign?.keyword == .stretch
        if known.width == nil, fillsWidth, let left, let right {
            // (The space between the insets is never negative, then the margins come off:
            // Chromium makes a box with `right: 19px; margin-left: -4px` in a box 10 wide 4 wide.)
            known.width = max(0, max(0, paddingBoxWidth - left - right) - margin.horizontal)
            known = s.applyingAspectRatio(cs.aspectRatio, to: known).clamped(min: minSize, max: s.max)
        }
        // In the block axis `align-self` aligns the box between its insets (css-align-3
        // §6.1; `auto` is `normal` there): other than `normal` or `stretch`, an auto height
        // is the content's (fit-content), not the space between the insets.
        let fillsHeight = blockAlign == nil || blockAlign?.keyword == .stretch
        if known.height == nil, fillsHeight, let top, let bottom {
            known.height = max(0, max(0, paddingBoxHeight - top - bottom) - margin.vertical)
            known = s.applyingAspectRatio(cs.aspectRatio, to: known).clamped(min: minSize, max: s.max)
        }
        // A width from the ratio is at least the content's min-content width; one between
        // both horizontal insets is not (Chromium: `left: 12px; right: 17px` in a box 40 wide
        // over content 39 wide is 11 wide; with `height: 20px` too, the width comes from the
        // ratio and is 39). Nor is that floor limited by the max width transferred from the
        // max height, as the ratio's width is (Chromium: a `height: 46px; max-height: 13px;
        // aspect-ratio: 2` box over content 92 wide is 92 × 13, not 26 × 13).
        // (A width of its own too, wherever the height resolves: its own, or auto between both
        // block insets, as Blink's `ComputeOofInlineDimensions` applies the automatic minimum
        // whenever the ratio may apply. Chromium makes a `width: 43px; aspect-ratio: 0.5; top:
        // 10px; bottom: 11px` box over content 50 wide 50 × 100, and a `width: 50px; height:
        // 50px; aspect-ratio: 3` one over content 28 wide with 36 of padding 64 × 50.)
        // (Not where `align-self` makes the auto height the content's rather than the space
        // between the insets: Chromium makes that box with `align-self: start`, `center` or
        // `end` 43 × 86, and a `width: 40px; aspect-ratio: 0.5` one over content 80 wide with
        // `align-self: baseline` in a flex container 40 × 80; with `stretch`, 80 wide.)
        var widthMax = s.max.width
        let heightResolves = cs.height.resolve(against: reference.height) != nil || cs.height == .auto && top != nil && bottom != nil && fillsHeight
        let ownWidthFloored = cs.width != .auto && heightResolves
        if s.size.width != nil || left == nil || right == nil, cs.width == .auto || ownWidthFloored, let w = known.width, let h = known.height {
            known.width = flooredRatioWidth(child, width: w, parent: reference, height: h, treatingWidthAsAuto: true)
                .clamped(min: nil, max: s.ownMaxWidth(cs, parent: reference))
            if let most = widthMax, let floored = known.width, floored > most { widthMax = floored }
            // A width raised to its content carries the height between the insets along
            // through the ratio (Chromium: an `aspect-ratio: 0.5` box 4 high between its
            // insets, holding content 9 wide, is 9 × 18), unless `align-self: stretch` is
            // written, which keeps the space between the insets (Chromium: such an
            // `aspect-ratio: 2` box in no space over text 40 wide is 40 × 0).
            if let ratio = cs.aspectRatio, ratio > 0, cs.height == .auto, top != nil, bottom != nil, blockAlign?.keyword != .stretch,
               let floored = known.width, floored > w {
                known.height = max(h, s.ratioHeight(fromWidth: floored, ratio: ratio))
            }
        }
        // With both insets of an axis auto, the space is the one from the static position
        // (`staticAvailableSpace`), else the one the insets leave.
        let availableWidth = left == nil && right == nil
            ? staticAvailableSpace(horizontal: true, childStyle: inlineStaticStyle, ctx: ctx, paddingBoxLength: paddingBoxWidth, padding: padding)
            : max(0, paddingBoxWidth - (left ?? 0) - (right ?? 0))
        let availableHeight = top == nil && bottom == nil
            ? blockAxis.map { $0.rectangle.span(share: $0.alignment.share).length }
                ?? staticAvailableSpace(horizontal: false, childStyle: cs, ctx: ctx, paddingBoxLength: paddingBoxHeight, padding: padding)
            : max(0, paddingBoxHeight - (top ?? 0) - (bottom ?? 0))
        // A height that follows the width through the ratio, or fills the space between the
        // insets, is at least the content's (Chromium: an `aspect-ratio: 1` box with
        // `padding-bottom: 2px` between insets that leave it no height, holding a box 34
        // high, is 36 high).
        // (With an auto height and a ratio, only its own max height: the ratio's height from a
        // width within the max width is within the max height that transfers, and the content
        // may raise it beyond, as `computeFlex` lets it.)
        let ownMaxHeight = s.ownMaxHeight(cs, parent: reference)
        var heightMax = cs.aspectRatio != nil && cs.height == .auto ? ownMaxHeight : s.max.height
        let keepsInsetHeight = cs.aspectRatio != nil && blockAlign?.keyword == .stretch && top != nil && bottom != nil
        if cs.height == .auto, !keepsInsetHeight, let w = known.width, let h = known.height {
            // (Capped by its own max height, not one transferred from its max width, and then
            // not limited by that one either: Chromium makes a `width: 41px; aspect-ratio: 1.5;
            // max-width: 37px` box over content 88 tall 37 × 88.)
            let floored = flooredRatioHeight(
                child, width: w, height: h, parent: reference,
                available: CSSAvailableSize(width: .definite(availableWidth), height: .definite(availableHeight))
            ).clamped(min: nil, max: ownMaxHeight)
            known.height = floored
            if let most = heightMax, floored > most { heightMax = floored }
            // (A text's height from the ratio is left to `computeLeaf`, which measures the text
            // at the width and takes the taller: Chromium makes an absolutely positioned
            // `display: block; aspect-ratio: 2` text 72 wide of four lines 72 × 40, not 72 × 36;
            // not one whose line of flex items stretches to its height, see above.)
            if measures[child] != nil, top == nil || bottom == nil, Self.ratioHeightYieldsToContent(cs), !Self.textLineStretchesToBox(cs) {
                known.height = nil
            }
        }
        let out = compute(
            child, known: known, parent: reference,
            available: CSSAvailableSize(width: .definite(availableWidth), height: .definite(availableHeight)),
            mode: .performLayout, sizing: .inherentSize)
        var size = out.size
        // A width from the content (fit-content, css-position-3 §5.1) gives the height through
        // the ratio, the content's height its floor (css-sizing-4 §5.1-5.2): a block answers
        // its content's height when asked for its own size (Chromium makes an `aspect-ratio: 1`
        // block with `left: 25px` over text 67 wide 67 × 67, not 67 × 10).
        // (Only where its automatic minimum applies: a scroll container, or a box with a min
        // height of its own, keeps the ratio's height: Chromium makes an `aspect-ratio: 2;
        // overflow-y: hidden` box 4 wide over a 34px child 4 × 2.)
        // (The content measured with the ratio height definite for its percentages, as for a
        // known width: Chromium makes a fit-content `aspect-ratio: 0.5` box 30 wide over a
        // `height: 50%` child and 50 more of content 30 × 80, the child 30 high.)
        // (Laid out again at its size when that came from the content through the ratio: the
        // ratio height is then definite for its children's percentages, see
        // `ratioPercentBaseHeight`, which the first layout did not know. Chromium puts a `top:
        // 4%` child of a 54-wide `aspect-ratio: 2` box its content makes 67 high 1.08 down.)
        var sizedThroughRatio = false
        if known.width == nil, known.height == nil, cs.height == .auto, let ratio = cs.aspectRatio, ratio > 0 {
            sizedThroughRatio = true
            let fromRatio = s.ratioHeight(fromWidth: size.width, ratio: ratio)
            // (Nor text whose one line of flex items stretches to its height: Chromium makes an
            // absolutely positioned `aspect-ratio: 2` text of two lines 30 × 15, see
            // `textLineStretchesToBox`.)
            let contentFloors = cs.minHeight == .auto && !cs.overflowX.isScrollContainer && !cs.overflowY.isScrollContainer
                && !(measures[child] != nil && Self.textLineStretchesToBox(cs))
            if !contentFloors {
                size.height = fromRatio
            } else if measures[child] != nil {
                size.height = max(size.height, fromRatio)
            } else {
                size.height = flooredRatioHeight(
                    child, width: size.width, height: fromRatio, parent: reference,
                    available: CSSAvailableSize(width: .definite(availableWidth), height: .definite(availableHeight)))
            }
        }
        // (A height `align-self: stretch` keeps between the insets is floored by the box's own
        // min height only, not one its min width transfers through the ratio: Chromium makes a
        // `width: 17px; min-width: 16px; aspect-ratio: 2` box stretched between insets 4.33
        // apart 17 × 4.33, not 17 × 8, and one between insets that leave no room 17 × 0.)
        let heightMin = keepsInsetHeight ? s.ownMinHeight(cs, parent: reference).maxed(pb.height) ?? pb.height : minSize.height
        size.width = max((known.width ?? size.width).clamped(min: minSize.width, max: widthMax), 0)
        size.height = max((known.height ?? size.height).clamped(min: heightMin, max: heightMax), 0)
        if size != out.size || sizedThroughRatio {
            _ = compute(child, known: OptSize(width: size.width, height: size.height), parent: reference,
                        available: CSSAvailableSize(width: .definite(availableWidth), height: .definite(availableHeight)),
                        mode: .performLayout, sizing: .inherentSize)
        }

        // Horizontal.
        var x: CGFloat
        let autoL = s.marginIsAuto.left, autoR = s.marginIsAuto.right
        if let left, let right {
            var ml = margin.left, mr = margin.right
            // The space between the insets is never negative: its end edge moves to its
            // start edge (css-position-3 §4.1; the start edge is the right one in rtl).
            let between = max(0, paddingBoxWidth - left - right)
            let free = between - size.width - (autoL ? 0 : ml) - (autoR ? 0 : mr)
            if autoL && autoR { ml = free >= 0 ? free / 2 : (ctx.isRTL ? free : 0); mr = free - ml }
            else if autoL { ml = free } else if autoR { mr = free }
            // (`stretch` with a width of its own aligns as `start`, and like every alignment
            // but `normal` is kept inside the containing block where it overflows the insets:
            // Chromium puts a 100-wide `justify-self: stretch; left: 28px; right: 10%` box in
            // a 100-wide block at 0, not 28.)
            if inlineAlign != nil, !autoL, !autoR {
                // Aligned between the insets from the inline-start side (the right one in rtl).
                let (startInset, startMargin, endMargin) = ctx.isRTL ? (right, mr, ml) : (left, ml, mr)
                let room = box.overflowRoom
                let aligned = alignedBetweenInsets(
                    inlineAlign, top: startInset + room.inlineStart, bottom: paddingBoxWidth - startInset - between + room.inlineEnd,
                    scrolls: scrolls, free: between - startMargin - size.width - endMargin) - room.inlineStart + startMargin
                x = ctx.isRTL ? pbLeft + paddingBoxWidth - aligned - size.width : pbLeft + aligned
            } else {
                x = ctx.isRTL ? pbLeft + paddingBoxWidth - right - mr - size.width : pbLeft + left + ml
            }
        } else if let left {
            x = pbLeft + left + margin.left
        } else if let right {
            x = pbLeft + paddingBoxWidth - right - margin.right - size.width
        } else {
            x = box.staticOrigin.x + staticPosition(
                horizontal: true, size: size, margin: margin, childStyle: inlineStaticStyle, ctx: ctx, container: containerSize)
        }
        // Vertical.
        var y: CGFloat
        let autoT = s.marginIsAuto.top, autoB = s.marginIsAuto.bottom
        if let top, let bottom {
            // The space between the insets, its bottom edge moved up to its top one when
            // they cross (css-position-3 §4.1).
            let between = max(0, paddingBoxHeight - top - bottom)
            let bottomInset = paddingBoxHeight - top - between
            if autoT || autoB {
                var mt = margin.top
                let free = between - size.height - (autoT ? 0 : mt) - (autoB ? 0 : margin.bottom)
                if autoT && autoB { mt = free / 2 } else if autoT { mt = free }
                y = pbTop + top + mt
            } else {
                let room = box.overflowRoom
                y = pbTop + alignedBetweenInsets(
                    blockAlign, top: top + room.top, bottom: bottomInset + room.bottom, scrolls: scrolls,
                    free: between - margin.top - size.height - margin.bottom) - room.top + margin.top
            }
        } else if let top {
            y = pbTop + top + margin.top
        } else if let bottom {
            y = pbTop + paddingBoxHeight - bottom - margin.bottom - size.height
        } else {
            y = blockAxis.map { axis in
                pbTop + margin.top + axis.rectangle.marginBoxStart(
                    outerLength: size.height + margin.vertical, share: axis.alignment.share, safe: axis.alignment.safe)
            } ?? box.staticOrigin.y + staticPosition(horizontal: false, size: size, margin: margin, childStyle: cs, ctx: ctx, container: containerSize)
        }
        frames[child] = CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The style a block's absolutely positioned child is aligned by across, at its static
    /// position: its `justify-self` as a flex column's item's `align-self` (`auto`, nil, the
    /// block's `justify-items`, `ctx.alignItems`). Chromium puts a 20-wide `justify-self: end`
    /// child of a 100-wide block with 6 of padding on the right at 74, a `center` one 200
    /// wide in it with 10 on the left at -48.
    static func blockInlineStaticStyle(_ style: CSSStyle) -> CSSStyle {
        var inline = CSSStyle()
        inline.alignSelf = style.justifySelf
        inline.direction = style.direction
        return inline
    }

    /// How a block's absolutely positioned child is aligned down about its static position
    /// (`StaticPositionRectangle`): by its `align-self` (`auto` is the start: the block's
    /// `align-items` does not reach it), the end above it, centred across it. Chromium puts a
    /// 20-high `align-self: end` child after 30 of flow in a block with `padding-top: 4px` at
    /// 14, a `center` one at 24.
    static func blockAxisStaticAlignment(_ alignment: CSSAlignment?) -> (share: CGFloat, safe: Bool) {
        guard let alignment else { return (0, false) }
        switch alignment.keyword {
        case .end, .flexEnd, .selfEnd: return (1, alignment.isSafe)
        case .center: return (0.5, alignment.isSafe)
        default: return (0, alignment.isSafe)
        }
    }

    /// The top of the margin box of an absolutely positioned box between a `top` and a
    /// `bottom` inset (the distances of the space between them from the padding box's edges),
    /// `free` being what its margin box leaves of that space: aligned there by `align-self`
    /// (css-align-3 §6.1), as Chromium does. An alignment other than `normal` (and not `safe`)
    /// then shifts the box back inside the padding box where it overflows it but the space
    /// between the insets did not, the bottom edge first (not in a scroll container, which
    /// scrolls to what overflows there), then the top.
    @inline(__always)
    func alignedBetweenInsets(_ alignment: CSSAlignment?, top: CGFloat, bottom: CGFloat, scrolls: Bool, free: CGFloat) -> CGFloat {
        guard let alignment else { return top }
        if alignment.isSafe && free < 0 { return top }
        let offset: CGFloat
        switch alignment.keyword {
        case .end, .flexEnd, .selfEnd: offset = free
        case .center: offset = free / 2
        default: offset = 0
        }
        var start = top + offset
        var end = bottom + free - offset
        let safeEnd = min(bottom, 0)
        if !scrolls && end < safeEnd {
            start += end - safeEnd
            end = safeEnd
        }
        return max(start, min(top, 0))
    }

    /// How an absolutely positioned child without insets in an axis is aligned there, as if it
    /// were the sole flex item (by `justify-content` in the main axis, by `align-self` in the
    /// cross axis): the share of the free space before it from the start side of that axis
    /// (0, ½ or 1), that side, and whether the alignment is `safe`.
    func staticAlignment(horizontal: Bool, childStyle: CSSStyle, ctx: FlexContext) -> (share: CGFloat, startSide: PhysicalSide, safe: Bool) {
        let isMain = horizontal == ctx.isRow
        let startSide: PhysicalSide = isMain ? ctx.mainStart : ctx.crossStart
        if isMain {
            // (`safe` only in a grid area: `FlexContext.staticJustifyIsSafe`.)
            switch resolvedContentKeyword(ctx.justify, mainAxis: true, ctx: ctx) {
            case .flexEnd: return (1, startSide, ctx.staticJustifyIsSafe)
            case .center, .spaceAround, .spaceEvenly: return (0.5, startSide, ctx.staticJustifyIsSafe)
            default: return (0, startSide, false)
            }
        }
        let (align, safe) = resolveItemAlign(childStyle.alignSelf ?? ctx.alignItems, itemStyle: childStyle, ctx: ctx)
        switch align {
        case .flexEnd: return (1, startSide, safe)
        case .center: return (0.5, startSide, safe)
        // A baseline-aligned box sits at the writing mode's start edge, even under
        // wrap-reverse: a row's top, a column's left in ltr and right in rtl (Chromium puts
        // one 50 wide in a 200-wide rtl column at 150).
        case .baseline: return (crossStartIsWritingStart(ctx) ? 0 : 1, startSide, safe)
        default: return (0, startSide, safe)
        }
    }

    /// The space an absolutely positioned child without insets in an axis has there, from
    /// its static position to the padding box's edge it grows towards: from the content box's
    /// start edge to the far end when it is aligned to the start, from the near end to the
    /// content box's end edge when aligned to the end, and twice the nearer distance from the
    /// content box's centre when centred (css-position-3 §4.1, as Chromium sizes it: a
    /// centred box in a container 154 wide with `padding-right: 7px` has 154, not 161; in a
    /// 100-wide row-reverse with `padding-left: 20px; padding-right: 5px`, 95).
    func staticAvailableSpace(horizontal: Bool, childStyle: CSSStyle, ctx: FlexContext, paddingBoxLength: CGFloat, padding: ResolvedEdges) -> CGFloat {
        let (share, startSide, _) = staticAlignment(horizontal: horizontal, childStyle: childStyle, ctx: ctx)
        let contentStart = horizontal ? padding.left : padding.top
        let contentEnd = max(contentStart, paddingBoxLength - (horizontal ? padding.right : padding.bottom))
        // The share measured from the physical left or top.
        let physicalShare = startSide == .left || startSide == .top ? share : 1 - share
        let rectangle = StaticPositionRectangle(boxStart: 0, boxEnd: paddingBoxLength, contentStart: contentStart, contentEnd: contentEnd)
        return rectangle.span(share: physicalShare).length
    }

    /// Where an absolutely positioned child without insets in an axis sits in that axis: as
    /// if it were the sole flex item (`staticAlignment`).
    func staticPosition(horizontal: Bool, size: CGSize, margin: ResolvedEdges, childStyle: CSSStyle, ctx: FlexContext, container: CGSize) -> CGFloat {
        var (share, startSide, safe) = staticAlignment(horizontal: horizontal, childStyle: childStyle, ctx: ctx)
        let outerSize = (horizontal ? size.width : size.height) + margin.sum(horizontal: horizontal)
        let containerLength = horizontal ? container.width : container.height
        // (Overflowing in the cross axis of a `wrap-reverse` container, whose cross start is
        // not the writing mode's, `safe` falls back to the writing mode's start: Chromium puts
        // a 100-high `align-self: safe end` child of a 62-high `wrap-reverse` row at its top, 0,
        // not at -38.)
        if safe, horizontal != ctx.isRow, !crossStartIsWritingStart(ctx),
           containerLength - ctx.contentInset[startSide] - ctx.contentInset[startSide.opposite] - outerSize < 0 {
            startSide = startSide.opposite
            share = 0
        }
        // Aligned in the static-position rectangle, from the start side: a safe alignment
        // overflowing it puts the box at its start (Chromium puts a 50-high `align-self: safe
        // end` child of a 10-high flex container with `padding-top: 20px` at 0, a `safe
        // center` one at 20).
        let insetStart = ctx.contentInset[startSide]
        let rectangle = StaticPositionRectangle(
            boxStart: ctx.sizes.border[startSide], boxEnd: containerLength - ctx.sizes.border[startSide.opposite],
            contentStart: insetStart, contentEnd: containerLength - ctx.contentInset[startSide.opposite])
        let logical = rectangle.marginBoxStart(outerLength: outerSize, share: share, safe: safe) + margin[startSide]
        let itemLength = horizontal ? size.width : size.height
        let startIsPhysical = startSide == .left || startSide == .top
        return startIsPhysical ? logical : containerLength - logical - itemLength
    }
}
