import Foundation

/// The width of a flex column whose width comes from its content (Chromium's intrinsic
/// inline size of a column flexbox: its lines' largest item contributions).
extension CSSLayoutEngine {
    /// The border-box width of a column container whose width comes from its content.
    mutating func columnContentWidth(_ items: [FlexItem], lines: [FlexLine], ctx: FlexContext, innerHeight: CGFloat?, available: CSSAvailableSize) -> CGFloat {
        let sizes = ctx.sizes
        let inset = sizes.contentInset.horizontal
        // Percentage heights in the items resolve against the column's percentage base, which
        // is indefinite where its height is its content's or a flexed height in a column of
        // indefinite height (Chromium: a `height: 75%; aspect-ratio: 1.5` item of such a column
        // contributes no width), not against the height it is laid out at.
        let base = OptSize(width: nil, height: ctx.percentBase.height)
        // (Given the item's node and cross margins rather than the item, which was copied.)
        func contribution(_ node: Int, _ margins: CGFloat, _ space: CSSAvailableSpace) -> CGFloat {
            // (An aspect-ratio item's `stretch` height fills a definite column, and its width
            // follows: Chromium makes a 300-high column around a `height: stretch;
            // aspect-ratio: 2` item 600 wide, though the item then shrinks to 500 × 250 beside
            // a 50-high one.)
            var known = OptSize()
            if let innerHeight, styles[node].height == .stretch, styles[node].aspectRatio != nil {
                known.height = boxSizes(node, parent: base).stretchedHeight(in: innerHeight)
            }
            // An intrinsic width keyword is the item's width in that space, as its parent
            // resolves it (a `fit-content` one fits no space in a min-content width): Chromium
            // makes a column around a `width: min-content` block over text 60 wide at least
            // and 160 at most 60 wide, and a `min-content` column around a `max-content` one 160.
            // (Within its min and max widths, those its aspect-ratio transfers included:
            // Chromium makes a column around an empty `width: max-content; min-height: 100px;
            // aspect-ratio: 2` box 200 wide, not 0.)
            if hasKeywordSize[node], styles[node].width.isIntrinsicKeyword {
                let container = space == .minContent && styles[node].width == .fitContent ? OptSize(width: 0, height: base.height) : base
                let sizes = keywordSizes(node, parent: base, container: container)
                known.width = sizes.size.width?.clamped(min: sizes.min.width, max: sizes.max.width)
            }
            let out = compute(
                node, known: known, parent: base,
                available: CSSAvailableSize(width: space, height: innerHeight.map { .definite($0) } ?? .maxContent),
                mode: .computeSize, sizing: .inherentSize, widthOnly: true)
            return out.size.width + margins
        }
        func linesWidth(_ space: CSSAvailableSpace) -> CGFloat {
            var total = ctx.crossGap * CGFloat(max(0, lines.count - 1))
            for line in lines {
                var most: CGFloat = 0
                // In a wrapping column, baseline items of a line (two or more) line up their left
                // margin edges, as they are placed below: the line is as wide as the largest such
                // margin and the largest rest of them (Chromium sizes a wrapping column by its laid
                // out lines: a 9px left margin and a 114-wide item make 123; a single-line column
                // is as wide as its widest item's contribution).
                let baselineGroup = ctx.isWrap ? line.range.filter { items[$0].participatesInBaseline } : []
                var marginMost = -CGFloat.infinity, restMost = -CGFloat.infinity
                for i in line.range {
                    let width = contribution(items[i].node, items[i].marginCrossSum, space)
                    if baselineGroup.count >= 2, items[i].participatesInBaseline {
                        let start = ctx.crossStart == .left ? items[i].marginCrossStart : items[i].marginCrossEnd
                        marginMost = max(marginMost, start)
                        restMost = max(restMost, width - start)
                    } else {
                        most = max(most, width)
                    }
                }
                if baselineGroup.count >= 2 { most = max(most, marginMost + restMost) }
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
}
