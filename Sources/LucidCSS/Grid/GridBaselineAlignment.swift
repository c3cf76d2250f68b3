import Foundation

/// Baseline alignment of grid items in the block axis (CSS Grid §10.6, css-align-3 §9.3).
///
/// The items whose `align-self` (or the container's `align-items`) is `baseline` and that
/// start in the same row share a baseline: each is moved down by a shim, the distance from
/// its own baseline (from the top of its margin box) to the group's lowest one, and the row
/// is sized with the shims added to their heights (Chromium: a 50-high box beside a 20-high
/// grid whose content's baseline is at 10 puts the grid at 40 and makes the row 60). An item
/// without a baseline of its own aligns the bottom of its border box.
extension CSSLayoutEngine {
    /// Whether an item aligns by baseline in the block axis (not with an `auto` margin there,
    /// which aligns it instead: css-align-3 §9.2).
    func alignsByBaseline(_ child: Int, alignItems: CSSAlignment?) -> Bool {
        let style = styles[child]
        return (style.alignSelf ?? alignItems)?.keyword == .baseline && !style.margin.top.isAuto && !style.margin.bottom.isAuto
    }

    /// Each baseline-aligned item's shim (by item index; zero for the others, and an empty
    /// array when no item is baseline-aligned), the items laid out at the widths their
    /// column areas give them.
    ///
    /// Found twice, as Blink does (css-grid-2 §11.5 and §10.6; `ComputeGridItemBaselines`):
    /// - to size the rows (`finalAreaHeight` nil), each item is measured with its height,
    ///   and the base of its percentages, indefinite, even in fixed rows (Chromium sizes a
    ///   `40px auto` grid whose `height: 75%` flex item holds text at its content's height:
    ///   40 high, not 42);
    /// - to place the items, each is laid out as it is placed, in its final area (its
    ///   percentages resolved against the rows), and the shims are found again from those
    ///   baselines; the rows are not sized again, so an item may overflow them (Chromium puts
    ///   text beside a `height: 75%` flex item of an auto row whose end-aligned text rises
    ///   2.5 at 5.5, not at the 8 the rows were sized with).
    ///
    /// A lone item sets its group's baseline, so it is never moved (Chromium: a
    /// `margin-top: -4px` item stays 4 above its row).
    ///
    /// An item whose height depends on its rows takes no part and falls back to `start`
    /// (as Blink's `SetAlignmentFallback` decides it at each of the two): one with no
    /// baseline of its own (its baseline would be synthesized), a percentage in its height,
    /// min-height or max-height, and a row it spans that is intrinsic or flexible
    /// (`rowIsIntrinsicOrFlexible`: a percentage row counts as `auto` while the grid's height
    /// is indefinite). Chromium leaves an empty `height: 10%` item beside text at the top of
    /// its auto row; one holding text, or in a fixed row, is aligned.
    mutating func gridBaselineShims(
        _ items: [GridItem], alignItems: CSSAlignment?, justifyItems: CSSAlignment?, areaWidth: (GridItem) -> CGFloat,
        finalAreaHeight: ((GridItem) -> CGFloat)?, rowIsIntrinsicOrFlexible: (Int) -> Bool
    ) -> GridBaselineShims {
        // (None, and no array, without baseline-aligned items: most grids.)
        guard items.contains(where: { alignsByBaseline($0.node, alignItems: alignItems) }) else { return GridBaselineShims() }
        var shims = [CGFloat](repeating: 0, count: items.count)
        var ownBaseline = [CGFloat?](repeating: nil, count: items.count)
        var shared: [Int: CGFloat] = [:]
        for (i, item) in items.enumerated() where alignsByBaseline(item.node, alignItems: alignItems) {
            let child = item.node
            let width = areaWidth(item)
            let out: NodeOutput
            let marginTop: CGFloat
            if let finalAreaHeight {
                let areaHeight = finalAreaHeight(item)
                let fit = fitGridItem(
                    child, areaWidth: width, areaHeight: areaHeight,
                    justify: styles[child].justifySelf ?? justifyItems, align: styles[child].alignSelf ?? alignItems)
                out = compute(
                    child, known: fit.known, parent: OptSize(width: width, height: areaHeight),
                    available: CSSAvailableSize(width: .definite(width), height: .definite(areaHeight)),
                    mode: .computeSize, sizing: .inherentSize, wantsBaseline: true, indefinite: fit.indefinite)
                marginTop = fit.sizes.margin.top
            } else {
                let area = OptSize(width: width, height: nil)
                var s = boxSizes(child, parent: area)
                resolveKeywordSizes(child, &s, container: area)
                let childWidth = gridItemWidth(child, s, areaWidth: width, justify: styles[child].justifySelf ?? justifyItems)
                // (Its height within its min and max heights: Chromium aligns text beside an
                // empty `height: 12px; min-height: 73px` grid item at its 73-high box's bottom.)
                // (A height its aspect-ratio gives is left to the child, whose content may make it
                // taller, as in the layout.)
                let ownHeight = Self.ratioHeightYieldsToContent(styles[child]) ? nil : s.size.height?.clamped(min: s.min.height, max: s.max.height)
                out = compute(
                    child, known: OptSize(width: childWidth, height: ownHeight), parent: area,
                    available: CSSAvailableSize(width: .definite(width), height: .maxContent),
                    mode: .computeSize, sizing: .inherentSize, wantsBaseline: true)
                marginTop = s.margin.top
            }
            if out.baseline == nil, Self.heightHasPercentage(styles[child]),
               (item.row.start..<item.row.end).contains(where: rowIsIntrinsicOrFlexible) {
                continue
            }
            let baseline = marginTop + (out.baseline ?? out.size.height)
            ownBaseline[i] = baseline
            shared[item.row.start] = max(shared[item.row.start] ?? -.infinity, baseline)
        }
        for (i, item) in items.enumerated() {
            if let own = ownBaseline[i], let group = shared[item.row.start] { shims[i] = group - own }
        }
        return GridBaselineShims(shims: shims, takesPart: ownBaseline.map { $0 != nil })
    }

    private static func heightHasPercentage(_ style: CSSStyle) -> Bool {
        style.height.isPercent || style.minHeight.isPercent || style.maxHeight.isPercent
            || style.height == .stretch || style.minHeight == .stretch || style.maxHeight == .stretch
    }
}

/// What `gridBaselineShims` finds: each item's shim (empty without baseline-aligned items),
/// and whether it takes part in baseline alignment (an item that falls back to `start` does
/// not, nor gives the grid its baseline).
struct GridBaselineShims {
    var shims: [CGFloat] = []
    var takesPart: [Bool] = []

    func shim(_ i: Int) -> CGFloat { shims.isEmpty ? 0 : shims[i] }
    func takesPart(_ i: Int) -> Bool { !takesPart.isEmpty && takesPart[i] }
}

extension CSSGridTrack {
    /// Whether the track's size depends on its items (an intrinsic minimum or maximum) or
    /// on the space left (`fr`); a fixed or percentage track does not.
    var isIntrinsicOrFlexible: Bool {
        switch self {
        case .points, .percent: return false
        case .auto, .fr, .minContent, .maxContent, .fitContent: return true
        case let .minmax(least, most): return least.isIntrinsicOrFlexible || most.isIntrinsicOrFlexible
        }
    }

    /// Whether a column's size at a definite width needs its items measured: an intrinsic min
    /// or max sizing function (`1fr` is `minmax(auto, 1fr)`). A fixed or percentage track, or
    /// a `minmax(<fixed>, <flex>)` one sharing the definite free space, does not.
    var hasIntrinsicSizingFunction: Bool {
        switch self {
        case .points, .percent: return false
        case .auto, .fr, .minContent, .maxContent, .fitContent: return true
        case let .minmax(least, most): return least.hasIntrinsicSizingFunction || !most.isFlexible && most.hasIntrinsicSizingFunction
        }
    }
}
