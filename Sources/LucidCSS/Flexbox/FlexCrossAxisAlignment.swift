import Foundation

/// CSS Flexible Box Layout §9.6: cross-axis alignment.
extension CSSLayoutEngine {
    mutating func alignCrossAxis(_ items: inout [FlexItem], line: FlexLine, ctx: FlexContext) {
        var maxBaseline: CGFloat = -.infinity
        // (The most an item reaches past the shared baseline on the side away from it, at
        // the width it was first laid out at: Chromium fixes the line's largest ascent
        // before a wrapping column fits its items' widths to the line, and reads each item's
        // own from its final width. A wrap-reverse column 100 wide puts text 120 wide, fitted
        // to a line 120 wide, at 0, not at 100 - 120.)
        var maxBeyond: CGFloat = -.infinity
        for i in line.range where items[i].participatesInBaseline {
            maxBaseline = max(maxBaseline, items[i].baseline)
            maxBeyond = max(maxBeyond, items[i].hypotheticalOuterCross - items[i].baseline)
        }
        let startIsWritingStart = crossStartIsWritingStart(ctx)
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
                } else if !startIsWritingStart {
                    // Overflowing: the block- or inline-start margin is zero, the other absorbs
                    // the overflow (§9.6 step 13), so the item keeps to the writing mode's start
                    // edge: Chromium puts a 91-wide `margin-left: auto` item of a 65-wide rtl
                    // column at -26.
                    items[i].offsetCross = free
                }
                continue
            }
            var offset: CGFloat
            var align = item.align, isSafe = item.alignIsSafe
            if item.crossIsStretchKeyword {
                // A `stretch` cross size that fills the line (see `makeItems`) is placed by the
                // item's own alignment where its max size leaves it short of the line
                // (Chromium puts a `height: stretch; max-height: 20px; align-self: flex-end`
                // item beside a 100-high one at 80).
                (align, isSafe) = resolveItemAlign(
                    styles[item.node].alignSelf ?? ctx.alignItems, itemDirection: styles[item.node].direction, ctx: ctx)
            }
            switch align {
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
            if isSafe && free < 0 {
                // Safe alignment never overflows the start side (the writing-mode start: an rtl
                // column's right).
                offset = startIsWritingStart ? 0 : free
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
            keyword = crossStartIsWritingStart(ctx) ? .flexStart : .flexEnd
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
