import Foundation

/// CSS Flexible Box Layout §9.5: main-axis alignment.
extension CSSLayoutEngine {
    func distributeMainAxis(_ items: inout [FlexItem], line: FlexLine, ctx: FlexContext, innerMain: CGFloat) {
        let count = line.range.count
        var used = ctx.mainGap * CGFloat(max(0, count - 1))
        var autoMargins = 0
        for i in line.range {
            used += items[i].outerTargetMain
            if items[i].autoMainStart { autoMargins += 1 }
            if items[i].autoMainEnd { autoMargins += 1 }
        }
        let free = innerMain - used
        if autoMargins > 0 {
            let share = max(0, free) / CGFloat(autoMargins)
            var first = true
            for i in line.range {
                if items[i].autoMainStart { items[i].marginMainStart = share }
                if items[i].autoMainEnd { items[i].marginMainEnd = share }
                items[i].offsetMain = first ? 0 : ctx.mainGap
                first = false
            }
            if free >= 0 { return }
        }
        // With negative free space the auto margins are zero and justify-content applies (§9.5.12).
        var keyword = resolvedContentKeyword(ctx.justify, mainAxis: true, ctx: ctx)
        var isSafe = ctx.justify?.isSafe ?? false
        // Overflowing space-around/-evenly fall back to safe center, i.e. `start` (as for lines).
        if free < 0, isSafe || keyword == .spaceAround || keyword == .spaceEvenly {
            let startIsMainStart = ctx.mainStart == (ctx.isRow ? (ctx.isRTL ? .right : .left) : .top)
            keyword = startIsMainStart ? .flexStart : .flexEnd
            isSafe = false
        }
        let (leading, between) = FlexDistribution.offsets(
            keyword: keyword, isSafe: isSafe, free: free, count: count, gap: ctx.mainGap)
        var first = true
        for i in line.range {
            items[i].offsetMain = first ? leading : between
            first = false
        }
    }

    /// `justify-content`/`align-content` as a flex-relative keyword (`start`/`end` become
    /// `flexStart`/`flexEnd` according to the writing mode and the reversed axes).
    func resolvedContentKeyword(_ alignment: CSSAlignment?, mainAxis: Bool, ctx: FlexContext) -> CSSAlignment.Keyword {
        guard let keyword = alignment?.keyword else { return mainAxis ? .flexStart : .stretch }
        let startIsFlexStart: Bool
        if mainAxis {
            // main-start is the writing-mode start unless the direction is reversed.
            startIsFlexStart = ctx.mainStart == (ctx.isRow ? (ctx.isRTL ? .right : .left) : .top)
        } else {
            startIsFlexStart = crossStartIsWritingStart(ctx)
        }
        switch keyword {
        case .start, .selfStart: return startIsFlexStart ? .flexStart : .flexEnd
        case .end, .selfEnd: return startIsFlexStart ? .flexEnd : .flexStart
        case .baseline: return .flexStart
        case .stretch: return mainAxis ? .flexStart : .stretch
        default: return keyword
        }
    }
}
