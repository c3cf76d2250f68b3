import Foundation

/// What a `sizeIsStable` container's natural-size pass found (see `naturalSizes`).
struct NaturalSize {
    /// The layout in which it was found.
    var generation: UInt32 = 0
    var size = CGSize.zero
    /// For a row that replays its layout: the sum of its items' outer hypothetical main sizes
    /// and gaps (not below zero), NaN if its width did not come from them.
    var hypotheticalMain = CGFloat.nan

    /// The width `computeFlex` gives the row when its width is left to it in `space`
    /// (definite, for its margin box), where that space holds its items' hypothetical sizes:
    /// those are the same there as in the natural pass (their widths ignore the heights and
    /// the available height), and so is the main size they decide
    /// (`determineContainerMainSize`); nil where they would not fit.
    @inline(__always)
    func widthFitting(_ space: CGFloat, _ facts: UnsafePointer<CSSLayoutEngine.ReplayFacts>) -> CGFloat? {
        let f = facts.pointee
        guard f.isRow, !hypotheticalMain.isNaN,
              hypotheticalMain <= max(0, (space - f.margin.horizontal).clamped(min: f.min.width, max: f.max.width) - f.contentInset.horizontal)
        else { return nil }
        return max((hypotheticalMain + f.contentInset.horizontal).clamped(min: f.min.width, max: f.max.width), f.paddingBorder.horizontal)
    }
}

/// A plain block's min-content and max-content widths (see `hasPlainIntrinsicWidths`), each
/// valid in the layout its generation names.
struct PlainIntrinsicWidths {
    var minContentGeneration: UInt32 = 0
    var maxContentGeneration: UInt32 = 0
    var minContent: CGFloat = 0
    var maxContent: CGFloat = 0
}

/// Axes in which a node's known size is its used size but not a definite size for resolving
/// its children's percentages (CSS Flexbox §9.8: a flex item's flexed main size is definite
/// only when its container's main size is), and whether its known height is the one it
/// measured (`heightIsMeasured`). Part of the layout cache's key.
struct IndefiniteAxes: Hashable {
    var width = false
    var height = false
    /// The known height is the one the box's content gave it when it was measured with its
    /// height indefinite, and nothing in it resolves a percentage against that height
    /// (`keepsMeasuredLayout`): Chromium then reuses the measured layout (Blink's layout cache
    /// misses on a new percentage base only for boxes with percentage-height children), so
    /// the children's `stretch` heights stay `auto`, as they were measured. (Chromium: an
    /// empty `height: stretch` box beside a line of text in a block stretched in a row of
    /// indefinite height is 0 high; with a sibling making the row 11 high, 11.)
    var heightIsMeasured = false
    /// The known height is the one an aspect-ratio grid of automatic row repetitions took
    /// from its content, taller than its ratio gives its width, in a parent that does not
    /// stretch it: its preferred height is still the ratio's, which Chromium counts the
    /// repetitions in (`repeat(auto-fill, 35px)` rows of a 72-wide `aspect-ratio: 2` grid
    /// over 99 of content, not stretched, repeat once; stretched to 99, twice).
    var heightIsRatioGrown = false
    /// The box's parent is a flex container whose height was definite in every layout Blink
    /// gives it (its own height, unless it is an item of a column, which Blink measures with
    /// its height indefinite first; or the height of a single-line row of such a height that
    /// stretches it): the box was never laid out with that height indefinite, so no earlier
    /// layout of it is reused (see `ratioPercentBaseHeight`).
    var parentHeightSteady = false
    /// The box's parent is a flex container whose height Blink first laid it out with was
    /// indefinite: an `auto` height without aspect-ratio, or a column's item measured with its
    /// height indefinite, not made definite as `parentHeightSteady` says.
    var parentHeightFirstIndefinite = false
    static let none = IndefiniteAxes()
    /// How near a given height must be to the measured one to be that height (half a layout
    /// unit: the two come from the same arithmetic, up to rounding).
    static let measuredHeightTolerance: CGFloat = 1.0 / 128

    func applied(to size: OptSize) -> OptSize {
        OptSize(width: width ? nil : size.width, height: height ? nil : size.height)
    }
}

/// Whether a computation only sizes the node or also places its children.
enum RunMode { case computeSize, performLayout }

/// Whether the node's own size styles apply (`inherentSize`) or only its content counts.
enum SizingMode: Hashable { case inherentSize, contentSize }

/// What computing a node yields: its border-box size and its first baseline from the top of
/// its border box (nil when it has none; parents then synthesise one from the bottom edge).
struct NodeOutput {
    var size: CGSize
    var baseline: CGFloat?
}
