import Foundation

/// CSS Flexible Box Layout §9.3.5: lines.
extension CSSLayoutEngine {
    /// (`breakAt`: an inner main size to break at whatever the container's size.)
    func collectLines(_ items: [FlexItem], ctx: FlexContext, availableMain: CSSAvailableSpace, breakAt: CGFloat? = nil) -> [FlexLine] {
        if items.isEmpty { return [] }
        guard ctx.isWrap else { return [FlexLine(range: 0..<items.count)] }
        let limit: CGFloat
        // Without a definite main size, lines break at the available space limited by the
        // container's max main size (and at least its min main size).
        var space = breakAt.map(CSSAvailableSpace.definite) ?? ctx.inner.main(ctx.isRow).map(CSSAvailableSpace.definite) ?? availableMain
        if breakAt == nil, ctx.inner.main(ctx.isRow) == nil {
            // A column's block size does not wrap at the space offered by its parent.
            if !ctx.isRow { space = .maxContent }
            let maxInner = ctx.maxSize.main(ctx.isRow).map { max(0, $0 - ctx.insetMainSum) }
            let minInner = ctx.minSize.main(ctx.isRow).map { max(0, $0 - ctx.insetMainSum) }
            if case .definite(let v) = space { space = .definite(v.clamped(min: minInner, max: maxInner)) }
            else if let maxInner { space = .definite(max(maxInner, minInner ?? 0)) }
        }
        // A balanced container picks the most even breaks (at min-content, as when wrapping,
        // every item has a line of its own).
        if let minimumCount = ctx.balanceLineCount, space != .minContent {
            var balancer = FlexLineBalancer(sizes: items.lazy.map(\.hypotheticalOuterMain), gap: ctx.mainGap, limit: space.definiteValue)
            return balancer.lines(minimumCount: minimumCount).map { FlexLine(range: $0) }
        }
        switch space {
        case .maxContent: return [FlexLine(range: 0..<items.count)]
        case .minContent: return items.indices.map { FlexLine(range: $0..<($0 + 1)) }
        case .definite(let v): limit = v
        }
        var lines: [FlexLine] = []
        var start = 0
        var length: CGFloat = 0
        for i in items.indices {
            let add = items[i].hypotheticalOuterMain + (i == start ? 0 : ctx.mainGap)
            if i > start && length + add > limit + 1e-9 {
                lines.append(FlexLine(range: start..<i))
                start = i
                length = items[i].hypotheticalOuterMain
            } else {
                length += add
            }
        }
        lines.append(FlexLine(range: start..<items.count))
        return lines
    }
}
