import Foundation

/// What the engine keeps for grid containers: their track lists (from `CSSNode.grid`), their
/// layout plans for the current layout (item placement and tracks, which depend only on
/// styles and, with automatic repetition, on how many repetitions fit, kept with them), and
/// after layout their used track sizes.
///
/// Plans sit in an array by the container's slot, each stamped with the layout it was made
/// in: looked up without hashing, and forgotten at the next layout without clearing anything.
struct GridEngineState {
    /// Each node's slot in the arrays below (-1: not a grid container).
    var slots: [Int32] = []
    /// Each grid container's track lists, read in place (a copy retains each of their arrays).
    var templates = InPlaceTable<CSSGridTemplate>()
    var plans: [CSSLayoutEngine.GridLayoutPlan?] = []
    /// The layout each plan was made in (`CSSLayoutEngine.layoutGeneration`).
    var planLayouts: [UInt32] = []
    var tracks: [Int: CSSGridTracks] = [:]

    /// Reads fields of a slot's plan in place (a copy of the plan retains each of its arrays).
    @inline(__always)
    func withPlan<T>(_ slot: Int, _ read: (borrowing CSSLayoutEngine.GridLayoutPlan) -> T) -> T {
        plans.withUnsafeBufferPointer { read($0[slot]!) }
    }

    /// Gives every grid container among `count` nodes a slot, with its track lists
    /// (`templates`, by node; none: an empty template).
    mutating func makeSlots(count: Int, templates byNode: [Int: CSSGridTemplate], isGrid: (Int) -> Bool) {
        slots = Array(repeating: -1, count: count)
        var list: [CSSGridTemplate] = []
        var next: Int32 = 0
        for node in 0..<count where isGrid(node) {
            slots[node] = next
            list.append(byNode[node] ?? CSSGridTemplate())
            next += 1
        }
        templates = InPlaceTable(list)
        plans = Array(repeating: nil, count: Int(next))
        planLayouts = Array(repeating: 0, count: Int(next))
    }
}

/// A grid container (`display: grid`): a small but real subset of CSS Grid Layout Level 1.
///
/// Supported:
/// - Track lists of fixed, percentage, `auto`, `min-content`, `max-content`, `fr`,
///   `minmax()` and `fit-content()` tracks, automatic repetition (`auto-fill`, `auto-fit`)
///   (`CSSGridTemplate`), with implicit tracks of `autoRows`/`autoColumns` size.
/// - Placement by line numbers (positive, or negative from the explicit grid's end), `span N`
///   and `auto`, with auto-placement by rows or columns, sparse or dense (§8.5); lines
///   outside the explicit grid add implicit tracks on either side.
/// - The track sizing algorithm of §11 (see `GridTrackSizing`): columns first, then rows with
///   the items' widths known; `auto` tracks stretched over definite free space under
///   `normal`/`stretch` content distribution; `fr` tracks sharing the leftover.
/// - `row-gap`/`column-gap`, padding, border and scrollbar gutters; `justify-content` and
///   `align-content` (start, end, center, space-between/around/evenly, stretch) for the tracks;
///   `justify-items`/`justify-self` and `align-items`/`align-self` (start, end, center,
///   stretch, `normal`) and auto margins for the items, `rtl` columns.
/// - A container whose width comes from its content: its min-content and max-content widths
///   are those of its columns sized under that constraint, and under a definite available
///   width it shrinks to fit between them; it is then laid out at that width.
/// - Items with an aspect ratio: `normal` does not stretch them in the block axis (their
///   height follows their width), nor in the inline axis when their height is definite.
///
/// - Absolutely positioned children in the grid areas their lines name
///   (`GridAbsoluteChildren.swift`).
///
/// - Line names in track lists and named areas (`grid-template-areas`), and placement by them
///   (`GridLineNames.swift`).
///
/// Not supported: `order`, subgrid, baseline
/// alignment of grid items (treated as `start`).
extension CSSLayoutEngine {
    /// An in-flow grid item: its node and its area in the implicit grid.
    struct GridItem {
        var node: Int
        var row: GridSpan
        var column: GridSpan
    }

    /// Lays out a grid container. Returns the output and whether it is complete (a size-only
    /// run that stopped early has no baseline).
    mutating func computeGrid(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize,
        mode: RunMode, sizing: SizingMode, wantsBaseline: Bool, indefinite: IndefiniteAxes = .none, widthOnly: Bool = false
    ) -> (NodeOutput, Bool) {
        let style = styles.address(node)
        let sizes = boxSizes(node, parent: parent)
        let inset = sizes.contentInset
        let pb = CGSize(width: sizes.paddingBorder.horizontal, height: sizes.paddingBorder.vertical)
        let minSize = sizing == .inherentSize ? sizes.min : OptSize()
        let maxSize = sizing == .inherentSize ? sizes.max : OptSize()

        // The container's size where its parent or its own styles decide it.
        var size = known
        if sizing == .inherentSize {
            let styled = sizes.size.clamped(min: minSize, max: maxSize)
            if size.width == nil { size.width = styled.width.maxed(pb.width) }
            if size.height == nil { size.height = styled.height.maxed(pb.height) }
        }
        // (A height the ratio gives the width it was given is within its min and max heights:
        // Chromium makes a stretched `aspect-ratio: 1.5; max-height: 10px` grid item of a 38px
        // column 38 × 10, not 38 × 25.33.)
        if sizing == .inherentSize, size.height == nil, size.width != nil, let ratio = style.pointee.aspectRatio, ratio > 0 {
            size = sizes.applyingAspectRatio(ratio, to: size)
            size.height = size.height.clamped(min: minSize.height, max: maxSize.height).maxed(pb.height)
        }
        size = sizes.applyingAspectRatio(style.pointee.aspectRatio, to: size)
        // A width that follows a height through the aspect-ratio is at least the content's
        // min-content width (css-sizing-4 §5.2: Chromium makes a `height: 20px;
        // aspect-ratio: 0.5` grid of columns 79, 79 and 2fr 158 wide, not 10).
        if known.width == nil, sizing == .inherentSize, style.pointee.aspectRatio != nil, style.pointee.width.resolve(against: parent.width) == nil,
           let w = size.width, let h = size.height {
            size.width = flooredRatioWidth(node, width: w, parent: parent, height: h).clamped(min: nil, max: sizes.ownMaxWidth(style.pointee, parent: parent))
        }
        // A height that follows the width through the aspect-ratio grows to the content's
        // (its automatic minimum, css-sizing-4 §5.2), so it is not final yet.
        var heightFromRatio = known.height == nil && style.pointee.height.isAutoOrIntrinsicKeyword && size.height != nil
            && Self.ratioHeightYieldsToContent(style.pointee)
        if mode == .computeSize, !wantsBaseline, !heightFromRatio, let w = size.width, let h = size.height {
            return (NodeOutput(size: CGSize(width: w, height: h), baseline: nil), false)
        }

        func gap(_ length: CSSLength, _ base: CGFloat?) -> CGFloat { max(0, length.resolve(against: base) ?? 0) }
        let template = grids.templates.address(Int(grids.slots[node]))
        let repeatsColumns = template.pointee.columnRepeat != nil
        // §7.2.3.2: automatic repetitions as many as fit the content box (its size, else its
        // max size, else its min size), then placement in the explicit grid they make.
        var repetitions = (columns: 0, rows: 0)
        if repeatsColumns || template.pointee.rowRepeat != nil {
            func inner(_ border: CGFloat?, _ inset: CGFloat) -> CGFloat? { border.map { max(0, $0 - inset) } }
            // (Its own max and min sizes count even where its parent asks about its content:
            // Chromium fits `repeat(auto-fill, 32px) 20px` rows into a flex item's max-height
            // of 99 twice.)
            let columnSpace = inner(size.width ?? sizes.max.width, inset.horizontal)
            // (A height its parent gave it but that is not definite, as a flex item's that is
            // not stretched, counts as none: Chromium fits `repeat(auto-fit, minmax(27px, 1fr))`
            // rows around items 0 and 34 high once in an `align-items: start` row, 27 + 34; its
            // own `height` too, the item's flexed height being indefinite: `repeat(auto-fill,
            // minmax(29px, 1fr))` rows of a `height: 38px` column item flexed to 59, once.)
            // (Nor does a height its content gave a ratio box its parent does not stretch: the
            // repetitions are counted in the ratio's height, `IndefiniteAxes.heightIsRatioGrown`.)
            // (So are they when the box's content is measured for the floor of its ratio height,
            // its ratio taken off meanwhile, `ratioContentHeight`: Chromium fits `repeat(auto-fill,
            // 23px)` rows into the 60 an `aspect-ratio: 2` grid 120 wide centred in a flex row
            // gets twice, making it 60 high around a 73-high second item, not 96.)
            let ratioHeight = indefinite.heightIsRatioGrown ? size.width.map { sizes.ratioHeight(fromWidth: $0, ratio: style.pointee.aspectRatio!) }
                : node == ratioContentNode && size.height == nil && !isInFlowItemOfColumn(node) ? size.width.map { sizes.ratioHeight(fromWidth: $0, ratio: ratioContentRatio) } : nil
            let rowSpace = inner(indefinite.height ? sizes.max.height : ratioHeight ?? size.height ?? sizes.max.height, inset.vertical)
            // (A percentage gap counts only against the box's own size: against its max or min
            // it is 0, as Chromium fits `repeat(auto-fill, minmax(35px, 1fr))` with a 5% gap
            // into a `max-width: 118px` grid three times.)
            let columnSpaceIsSize = size.width != nil
            // (Measured with its ratio off for the floor of a width its height gives through
            // the ratio (`flooredRatioWidth`), the minimum is still the min-width its min-height
            // transfers: Chromium makes a `height: 66px; min-height: 50px; aspect-ratio: 0.5`
            // grid of `repeat(auto-fill, 21px)` 42 wide, two repetitions filling 25, not 33;
            // with `min-height: 10px`, 33.)
            var leastWidth = sizes.min.width
            if node == ratioOffNode, style.pointee.minWidth == .auto, ratioOffRatio > 0 {
                var withRatio = style.pointee
                withRatio.aspectRatio = ratioOffRatio
                leastWidth = BoxSizes(style: withRatio, parent: parent).min.width
            }
            repetitions.columns = template.pointee.columnRepeat?.repetitions(
                others: template.pointee.columns, space: columnSpace, spaceIsSize: columnSpaceIsSize,
                minimum: inner(leastWidth, inset.horizontal),
                gap: gap(style.pointee.columnGap, columnSpaceIsSize ? columnSpace : nil)) ?? 0
            let rowSpaceIsSize = size.height != nil && !indefinite.height
            repetitions.rows = template.pointee.rowRepeat?.repetitions(
                others: template.pointee.rows, space: rowSpace, spaceIsSize: rowSpaceIsSize,
                minimum: inner(sizes.min.height, inset.vertical), gap: gap(style.pointee.rowGap, rowSpaceIsSize ? rowSpace : nil)) ?? 0
        }
        // (The plan's arrays are taken one by one: a copy of the whole plan retains each.)
        let slot = Int(grids.slots[node])
        gridLayoutPlan(node, repetitions: repetitions)
        let (items, columnTracks, rowTracks, rowDependentItems, keptContributions, columnSetSizes, rowSetSizes) = grids.withPlan(slot) {
            ($0.items, $0.columnTracks, $0.rowTracks, $0.rowDependentItems, $0.columnContributions, $0.columnSetSizes, $0.rowSetSizes)
        }
        let stretchColumns = Self.stretchesTracks(style.pointee.justifyContent)
        let stretchRows = Self.stretchesTracks(style.pointee.alignContent)

        // Columns: the items' width contributions, then the tracks. An item whose width would
        // follow its rows' height (through its aspect-ratio, or a percentage height)
        // contributes its content's widths, and is measured again in the rows once they are
        // sized (§12.1 step 3, below): Chromium makes an `aspect-ratio: 1.5` item in a 46-high
        // grid's auto column 69 wide, and an `aspect-ratio: 2` flex container over text 30 to
        // 70 wide in a 52.5-wide grid 52.5 × 26.25, not the 70 its natural height would give.
        // An item whose rows all have fixed maximums is measured in their height, as if the
        // other rows were infinite (§12.1 step 1: Chromium makes a min-content column 40 wide
        // for vertical text that wraps into four lines in a 40px row).
        // (A height its parent took from its content, a flex item's that is not stretched, is
        // indefinite here, as Blink's first pass has it: its percentage rows are auto for the
        // columns, which are sized before it is known.)
        let heightFromContent = known.height != nil && indefinite.height && sizes.size.height == nil && style.pointee.aspectRatio == nil
        let heightPercentBase = heightFromContent ? nil : size.height.map { max(0, $0 - inset.vertical) }
        let rowGapForFixed = gap(style.pointee.rowGap, heightPercentBase)
        func fixedRowsHeight(_ span: GridSpan) -> CGFloat? {
            var sum = rowGapForFixed * CGFloat(span.span - 1)
            for r in span.start..<span.end {
                guard case .fixed(let v) = GridTrackState(rowTracks[r], percentBase: heightPercentBase).maxFunction else { return nil }
                sum += v
            }
            return sum
        }
        // The items whose width may follow their rows' height: measured again in the rows once
        // sized (§12.1 steps 3-4).
        let isSecondPass = gridColumnPass?.node == node
        // (The same at every computation of the grid in a layout unless the rows' fixed heights
        // follow the grid's height: kept in the plan then, as a grid is computed several times
        // per layout and its items' answers do not change.)
        let columnContributions: [GridItemContribution]
        if isSecondPass {
            columnContributions = gridColumnPass!.contributions
        } else if let kept = keptContributions {
            columnContributions = kept
        } else {
            // (An item whose width follows its rows' height through its aspect-ratio is measured
            // stretched in rows that all have a fixed max: Chromium makes a 20-high grid of a
            // `minmax(min-content, 50px)` row around an `aspect-ratio: 1` item 50 wide, the
            // row then taking the item's height at that width.)
            let alignItems = style.pointee.alignItems
            columnContributions = items.indices.map { i in
                let rowsHeight = fixedRowsHeight(items[i].row)
                let stretchedRows = rowsHeight != nil && ratioWidthFollowsRow(items[i].node, alignItems: alignItems, percentWidthCounts: true)
                return gridColumnContribution(items[i], ratioAreaHeight: stretchedRows ? rowsHeight : nil, rowsHeight: rowsHeight)
            }
            if !style.pointee.rowGap.isPercent && !rowTracks.contains(where: { $0.usesPercentage }) {
                grids.plans[slot]!.columnContributions = columnContributions
            }
        }
        /// One axis's tracks sized for `space` from the items' contributions in that axis,
        /// auto tracks stretched when the content alignment is `stretch`.
        func sizeTracks(
            _ tracks: [CSSGridTrack], gap gapLength: CSSLength, contributions: [GridItemContribution], stretch: Bool,
            space: GridAxisSpace, percentBase: CGFloat?, setSizes: [Int] = []
        ) -> GridTrackSizing {
            var sizing = GridTrackSizing(
                tracks: tracks.map { GridTrackState($0, percentBase: percentBase) },
                gap: gap(gapLength, percentBase), space: space)
            if setSizes.count == tracks.count, setSizes.contains(where: { $0 > 1 }) { sizing.setSizes = setSizes }
            sizing.run(contributions)
            if stretch { sizing.stretchAutoTracks(items: contributions) }
            return sizing
        }
        func sizeColumns(_ space: GridAxisSpace, percentBase: CGFloat?) -> GridTrackSizing {
            sizeTracks(columnTracks, gap: style.pointee.columnGap, contributions: columnContributions, stretch: stretchColumns,
                       space: space, percentBase: percentBase, setSizes: columnSetSizes)
        }
        let widthFromContent = size.width == nil
        if size.width == nil {
            // The width from the content: the columns' total under an intrinsic constraint,
            // or under a definite one fit between the min-content and max-content totals.
            // (Within the box's own min and max widths even where its parent asks about its
            // content, as a block's, unless measured for a row's flex basis (`contentWidthNode`):
            // Chromium measures the flex basis of a `max-width: 25px` grid in a column at 25, its
            // text on one line, 10 high, not at the 98 its columns ask, two lines.)
            let limitsWidth = sizing == .inherentSize || node != contentWidthNode
            let (leastWidth, mostWidth) = limitsWidth ? (sizes.min.width, sizes.max.width) : (nil, nil)
            let content: CGFloat
            switch available.width {
            case .minContent: content = sizeColumns(.minContent, percentBase: nil).totalSize
            case .maxContent: content = sizeColumns(.maxContent, percentBase: nil).totalSize
            case .definite(let v):
                let space = max(0, (v - sizes.margin.horizontal).clamped(min: leastWidth, max: mostWidth) - inset.horizontal)
                let least = sizeColumns(.minContent, percentBase: nil).totalSize
                let most = sizeColumns(.maxContent, percentBase: nil).totalSize
                content = min(most, max(least, space))
            }
            size.width = max((content + inset.horizontal).clamped(min: leastWidth, max: mostWidth), pb.width)
            // Asked for its content width, a grid with a definite min-width still stretches its
            // auto columns over it (§11.8, as its rows over a min-height below: Chromium gives
            // an empty `min-width: 67px` grid of `min-content auto` columns a flex basis of 67).
            // (So do its flexible columns, §11.7: Chromium makes the `1fr` column of a
            // `min-width: 63px` grid in an `align-items: flex-start` column 63 wide, so a
            // `margin-top: 5%` of its item 3.14.)
            // (Not its flexible columns as a row's item, whose flex base size is its
            // max-content width: Chromium gives an empty `1fr` grid with `min-width: 26px`
            // a basis of 0, an `auto` one 26.)
            if sizing == .contentSize, let least = sizes.min.width, least > size.width!,
               stretchColumns && columnTracks.contains(where: { GridTrackState($0, percentBase: nil).maxFunction == .auto })
                || columnTracks.contains(where: { $0.isFlexible }) && isInFlowItemOfColumn(node) {
                size.width = least
            }
            // (Not while only its width is found: the ratio's height follows the width, so
            // its rows are sized there as for an indefinite height, as Blink's min/max sizes
            // are: Chromium makes an `aspect-ratio: 1` grid of `auto 28px` columns around an
            // `aspect-ratio: 1.5` item 28 × 28, not 70 × 70.)
            if size.height == nil, !widthOnly, let ratio = style.pointee.aspectRatio, ratio > 0 {
                size = sizes.applyingAspectRatio(ratio, to: size)
                size.height = size.height.clamped(min: minSize.height, max: maxSize.height).maxed(pb.height)
                heightFromRatio = Self.ratioHeightYieldsToContent(style.pointee)
            }
        }
        let width = size.width!
        // (Asked only for its width: the rows are not needed, unless an item's width may
        // follow them.)
        if widthOnly && (rowDependentItems.isEmpty || isSecondPass) { return (NodeOutput(size: CGSize(width: width, height: .nan), baseline: nil), false) }
        // A width from the content that items measured again in their rows may change (§12.1
        // step 3) is found first, as a content width (columns, rows, columns again), with
        // percentage columns auto throughout (§7.2.1); the grid is then laid out at it as at
        // any width, where they resolve, as Blink does (Chromium makes a grid of `max-content
        // 30%` columns around text 200 wide and an `aspect-ratio: 2` item in the second 200
        // wide, the item 60 × 30 overflowing it; a grid around a `height: 100%; aspect-ratio:
        // 1.5; border-top: 4px` item 6 × 8, the item 18 × 16).
        if widthFromContent, !widthOnly, !isSecondPass, !rowDependentItems.isEmpty {
            let found = computeGrid(
                node, known: known, parent: parent, available: available, mode: .computeSize, sizing: sizing,
                wantsBaseline: false, indefinite: indefinite, widthOnly: true).0.size.width
            return computeGrid(
                node, known: OptSize(width: found, height: known.height), parent: parent, available: available,
                mode: mode, sizing: sizing, wantsBaseline: wantsBaseline, indefinite: indefinite)
        }
        // Automatic repetitions counted before the width was known are counted again in the
        // width the content gave (Chromium: `repeat(auto-fill, minmax(34px, auto))` around
        // text 410 wide makes twelve columns, not one).
        // (Not while the width is being found: Blink finds it with the repetitions counted
        // for an indefinite width, `repeat(auto-fit, minmax(29px, auto))` around a wrapping
        // column of boxes 44 and 96 wide one column, so the grid 140 wide, not 96.)
        // (Asked for its height from its content, as a column's item is for its flex basis, the
        // grid is at that width within its own min and max widths, as Chromium lays the item
        // out at its inline size first: a `max-width: 72px` grid of `repeat(auto-fit, 44px)`
        // over content 150 wide counts one repetition, not three.)
        if known.width == nil, !widthOnly, sizes.size.width == nil || sizing == .contentSize, repeatsColumns {
            let width = sizing == .contentSize && isInFlowItemOfColumn(node)
                ? max(width.clamped(min: sizes.min.width, max: sizes.max.width), pb.width) : width
            return computeGrid(
                node, known: OptSize(width: width, height: known.height), parent: parent, available: available,
                mode: mode, sizing: sizing, wantsBaseline: wantsBaseline, indefinite: indefinite)
        }
        let innerWidth = max(0, width - inset.horizontal)
        // (Answering its content width, which its rows are sized for only to measure the items
        // whose width follows them, its percentage columns stay auto, §7.2.1: Chromium makes a
        // grid of `max-content 30%` columns around text 200 wide and an `aspect-ratio: 2` item
        // 200 wide, not 260.)
        let columns = sizeColumns(.definite(innerWidth), percentBase: widthOnly && widthFromContent ? nil : innerWidth)
        let columnSizes = columns.sizes
        let columnStarts = Self.trackPositions(columnSizes, gap: columns.gap, inner: innerWidth, alignment: style.pointee.justifyContent)
        func columnArea(_ span: GridSpan) -> (start: CGFloat, length: CGFloat) {
            let start = columnStarts[span.start]
            return (start, columnStarts[span.end - 1] + columnSizes[span.end - 1] - start)
        }

        // Rows: the items' heights at their widths (baseline-aligned ones with their shims),
        // then the tracks.
        // (Twice where percentage rows are `auto` until the grid's height is known, which
        // changes which items take part in baseline alignment: Chromium aligns an empty
        // `height: 75%` item of a `25%` row by its bottom once the row is 5, 16.25 down.)
        var rowContributionsByPercent: (unresolved: [GridItemContribution]?, resolved: [GridItemContribution]?) = (nil, nil)
        let percentRowsChangeBaselines = rowTracks.contains(where: \.usesPercentage)
            && items.contains(where: { alignsByBaseline($0.node, alignItems: style.pointee.alignItems) })
        func rowContributions(percentResolved: Bool) -> [GridItemContribution] {
            let resolved = percentResolved || !percentRowsChangeBaselines
            if let kept = resolved ? rowContributionsByPercent.resolved : rowContributionsByPercent.unresolved { return kept }
            let shims = gridBaselineShims(
                items, alignItems: style.pointee.alignItems, justifyItems: style.pointee.justifyItems, areaWidth: { columnArea($0.column).length },
                finalAreaHeight: nil, rowIsIntrinsicOrFlexible: { rowTracks[$0].isIntrinsicOrFlexible || !resolved && rowTracks[$0].usesPercentage })
            let contributions = items.indices.map {
                gridRowContribution(
                    items[$0], areaWidth: columnArea(items[$0].column).length, justifyItems: style.pointee.justifyItems, shim: shims.shim($0),
                    heightIsDefinite: heightPercentBase != nil)
            }
            if resolved { rowContributionsByPercent.resolved = contributions } else { rowContributionsByPercent.unresolved = contributions }
            return contributions
        }
        func sizeRows(_ space: GridAxisSpace, percentBase: CGFloat?) -> GridTrackSizing {
            sizeTracks(rowTracks, gap: style.pointee.rowGap, contributions: rowContributions(percentResolved: percentBase != nil), stretch: stretchRows,
                       space: space, percentBase: percentBase, setSizes: rowSetSizes)
        }
        var rows: GridTrackSizing
        // Laid out again (§12.1 step 3, below) at the width it had, a grid whose rows made its
        // height keeps that height, and its rows are sized again in it, definite for them:
        // Chromium keeps a grid 54.4 high around an `aspect-ratio: 1` item whose column grew to
        // 97.94 and puts the next row's item at 97.94. (Otherwise its rows are simply sized
        // again at the new column widths: Chromium makes the rows of a 71-high grid over text
        // and an `aspect-ratio: 1.5` item 12.625 and 58.375 once the item's column is 83.625,
        // and a grid around a `margin-right: 5%; aspect-ratio: 0.5` item over text 80 wide,
        // whose width the new contributions changed, 76 wide, the item 72.2 × 144.41 and its
        // row 144.41.)
        if size.height == nil, isSecondPass, let pass = gridColumnPass, pass.width == width { size.height = pass.height }
        // The rows the items' widths are measured in again (§12.1 step 3, below): those of
        // the first sizing where the height comes from the content, its percentages then
        // auto (Chromium keeps an `aspect-ratio: 1` item of a `20% 48px` grid 0 wide: its
        // first row is 0 there, 9.6 only at the grid's final height).
        var rowsForItemWidths: GridTrackSizing? = nil
        // Whether the rows were sized in an indefinite height first (below), and whether
        // the grid's max-height then held it below them.
        var heightFromRows = false
        var heightBelowRows = false
        // Whether item `i` is measured for the columns at this width, which is where Blink
        // learns that its width follows its rows (`is_sizing_dependent_on_block_size`), so
        // lays the grid out again once they are sized (§12.1 step 3): it spans a column of an
        // intrinsic sizing function. (While the width is found from the content, any item
        // may be: percentages are `auto` there, and `fr` shares follow the items.)
        // (Chromium keeps the second, `auto` row of a `max-height: 40px` grid under an
        // `aspect-ratio: 1` item at its `overflow: hidden` item's 25 when the ratio item's
        // column is `100px`, `100%` or `minmax(46px, 1fr)`, sizing no rows again in the 40;
        // in an `auto`, `1fr` or `minmax(46px, auto)` column the row is 0.)
        func measuredForColumns(_ i: Int) -> Bool {
            widthOnly || (items[i].column.start..<items[i].column.end).contains { columnTracks[$0].hasIntrinsicSizingFunction }
        }
        // Whether an item the rows are measured again for (`rowDependentItems`) and `follows`
        // is measured for the columns (in an intrinsic or flexible one while the width is found).
        func rowDependentItemInIntrinsicColumn(_ follows: (Int) -> Bool) -> Bool {
            rowDependentItems.contains { i in
                follows(items[i].node) && (widthOnly
                    ? (items[i].column.start..<items[i].column.end).contains { columnTracks[$0].isIntrinsicOrFlexible }
                    : measuredForColumns(i))
            }
        }
        // (An item whose rows give it its height, stretched or as a percentage, and whose
        // content's width follows that height, measured for its columns: in one whose maximum
        // is intrinsic. Chromium keeps the `minmax(0px, max-content)` row of a
        // `max-height: 37px` grid over a column-wrap item 50 high 50 when its column is 27px,
        // and squeezes it to 37 when the column is `auto`.)
        func measuredItemFollowsRows() -> Bool { rowDependentItemInIntrinsicColumn { contentWidthFollowsRows($0) } }
        // (An item whose own width follows its rows' height through its aspect-ratio, not
        // only its content's or its percentage height's: Blink's `depends_on_block_constraints`
        // of its min and max widths, noted while the items are measured for the columns, so in
        // an intrinsic column. Chromium sizes the auto row of a `max-height: 200px` grid over an
        // `overflow: hidden; aspect-ratio: 2` item in an `auto` column again in 200, 20 high, not
        // 50; it keeps the `minmax(10px, max-content)` row of a `max-height: 86px` grid at its
        // `height: 100%; min-height: 30px` item's 30, and does not count an `aspect-ratio: 2`
        // item of a `39px` column.)
        func ownSizeFollowsRows() -> Bool { rowDependentItemInIntrinsicColumn { styles[$0].aspectRatio != nil } }
        // (Laid out again (§12.1 step 3) at the width it had, it keeps the height its first
        // pass found, as a grid whose rows made its height does below: Chromium keeps a 113-wide
        // `aspect-ratio: 1` grid 113 high though its rows, sized again once an `aspect-ratio: 2`
        // item took its second column, add up to 122.)
        if heightFromRatio, isSecondPass, let pass = gridColumnPass, pass.width == width {
            size.height = pass.height
        } else if heightFromRatio, let ratioHeight = size.height {
            // (The rows are sized in the ratio height, definite for them: `fr` rows share it
            // and `minmax()` ones grow only into it; the grid then grows to what they need.
            // Chromium: a 100-wide `aspect-ratio: 2` grid of `minmax(10px, 100px)` is 50 high;
            // of `1fr 1fr` rows over an 80-high item, 80.)
            let ratioInner = max(0, ratioHeight - inset.vertical)
            let content = sizeRows(.definite(ratioInner), percentBase: ratioInner).totalSize + inset.vertical
            // (Within its own max height only, not one its max width transfers through the
            // ratio: Chromium makes a `max-width: 10px; aspect-ratio: 1.5` grid over a 25px row
            // 10 × 25.)
            let ownMax = sizing == .inherentSize ? sizes.ownMaxHeight(style.pointee, parent: parent) : nil
            if content > ratioHeight { size.height = max(content.clamped(min: nil, max: ownMax), ratioHeight) }
        }
        // A height its parent gave it from its content (a flex item that is not stretched:
        // `indefinite`) leaves the rows as the content sizes them, as Chromium does: a
        // `max-height: 45px` grid item of an `align-items: start` row over rows of 10 and 40
        // keeps them and overflows, where sizing them in 45 squeezed the first to 5. (Not
        // with percentage or flexible rows, which take their share of the height given.)
        // (Rows whose sizes follow the grid's height: percentages, of rows or of the row gap,
        // and flexible rows.)
        let rowsFollowHeight = style.pointee.rowGap.isPercent || rowTracks.contains(where: { $0.usesPercentage || $0.isFlexible })
        let heightIsContents = heightFromContent && !rowsFollowHeight
        if heightIsContents, let height = size.height {
            rows = sizeRows(.indefinite, percentBase: nil)
            heightFromRows = true
            heightBelowRows = height < rows.totalSize + inset.vertical - 1e-9
            // (Laid out again for an item whose content's width follows its rows, below, the
            // rows are sized in that height: Chromium puts the third-row item of a
            // `max-height: 74px` centred flex item over rows `minmax(0px, max-content) 35px`,
            // a 53px box and a column-wrap flex item at 74, not 88.)
            // (So are they where its max-height held it below them and an item's own width
            // follows them, as for a height from its rows below: Chromium makes the first row
            // of a `max-height: 200px` grid in an `align-items: flex-start` row, over an
            // `overflow: hidden; aspect-ratio: 2` item, 20, not 50.)
            if height > rows.totalSize + inset.vertical + 1e-9
                || isSecondPass && (measuredItemFollowsRows() || heightBelowRows && ownSizeFollowsRows()) {
                let inner = max(0, height - inset.vertical)
                rows = sizeRows(.definite(inner), percentBase: inner)
            } else if height < (rows.totalSize + inset.vertical).clamped(min: sizes.min.height, max: sizes.max.height) - 1e-9,
                      isInFlowItemOfColumn(node) {
                // (A column's item shrunk below its content is laid out at its flexed height,
                // fixed: its rows shrink into it, down to their minimums, percentages still
                // unresolved. Chromium makes the second auto row of a grid shrunk to 114 in a
                // `max-height: 114px` column, over a 66px box and a `min-height: 37px` item 60
                // high, 48, not 60. One its own max height holds below its content keeps its
                // rows, as laid out for its flex base size.)
                let inner = max(0, height - inset.vertical)
                rows = sizeRows(.definite(inner), percentBase: nil)
            }
        } else if let height = size.height {
            let inner = max(0, height - inset.vertical)
            // (Its items whose width follows their rows are measured again in the rows its
            // content made, percentages auto, as for a height from the content below:
            // Chromium centres an `aspect-ratio: 0.5` item of a `30%` row 5.69 wide in a 0-wide
            // column of a grid its flex parent makes 38 high, at -2.84.)
            if heightFromContent, rowsFollowHeight, !rowDependentItems.isEmpty { rowsForItemWidths = sizeRows(.indefinite, percentBase: nil) }
            rows = sizeRows(.definite(inner), percentBase: inner)
        } else {
            heightFromRows = true
            // A height from the content: the rows at their max-content sizes; sized again in
            // a definite height when min-height or max-height moves it (§11.7, §11.8), when
            // percentages (rows or gaps), taken as auto for the content's height, can now
            // resolve against it (Chromium: rows `30% 60%` of a grid 100 tall are 30 and 60),
            // or when flexible rows share it (a lone 0.5fr row over 5 of content is 2.5).
            // Measured for the floor of its ratio height (`ratioContentHeight`), its rows are
            // sized in that height, definite for them, as where the ratio height is its own
            // (above): percentage rows resolve against it (Chromium: a 0-wide `aspect-ratio: 1`
            // grid of a `20%` row over an item 4 high is 0 high), `fr` rows share it and no
            // free space grows the others (a 90-wide `aspect-ratio: 1` row flex item with
            // `1fr` rows over items 49 and 10 high has rows of 49 and 41, not 49 and 49).
            // (Not where its content size is asked, as a column item's automatic minimum
            // height is: Chromium makes a 66-wide `aspect-ratio: 0.5` grid column item over an
            // `overflow: hidden` item 138 high 143 high, its padding included, not 132.)
            // (Not a column item's, whose flexed height is indefinite while its content is
            // measured: Chromium keeps the `30%` row of a 39-wide `aspect-ratio: 1.5` grid
            // column item auto, the grid 52 high over its 52-high item, not 59.8.)
            let ratioBase = node == ratioContentNode && !isInFlowItemOfColumn(node)
                ? max(0, sizes.ratioHeight(fromWidth: width, ratio: ratioContentRatio) - inset.vertical) : nil
            let rowSpace: GridAxisSpace = sizing == .inherentSize ? ratioBase.map { .definite($0) } ?? .indefinite : .indefinite
            rows = sizeRows(rowSpace, percentBase: ratioBase)
            if ratioBase == nil { rowsForItemWidths = rows }
            // (Rows sized again in the height they make see it as Chromium keeps it, in 1/64 px,
            // truncated: `1fr 0.5fr` rows over an item 5.3 high make a grid 7.9375 high, whose
            // first row is then no longer flexible and whose free space `align-content` places.)
            let content = rowsFollowHeight ? CSSLength.layoutUnit(rows.totalSize + inset.vertical) : rows.totalSize + inset.vertical
            var height = max(content.clamped(min: minSize.height, max: maxSize.height), pb.height)
            // Asked for its content height, a grid with a definite min-height still stretches
            // its auto rows over it (§11.8: the free space of that step is the min size's when
            // the size is indefinite; Chromium gives a `min-height: 58px` grid column item over
            // a 0-high row a flex basis of 58).
            if sizing == .contentSize, stretchRows, let least = sizes.min.height, least > height,
               rows.tracks.contains(where: { $0.maxFunction == .auto }) {
                height = least
            }
            // (A max-height below the content does not shrink the rows: Chromium keeps a row
            // its content made 60 in a grid whose max-height leaves it 59.)
            heightBelowRows = height < content - 1e-9
            if height > content + 1e-9 || rowsFollowHeight {
                let inner = max(0, height - inset.vertical)
                rows = sizeRows(.definite(inner), percentBase: inner)
                // Rows stretched into a min-height are those the items whose widths follow
                // their rows are measured in, as Blink's `StretchAutoTracks` uses a definite
                // min size where the free space is indefinite (Chromium makes a `min-height:
                // 16px` grid around an `aspect-ratio: 1` item 16 wide, not 0). (Not rows that
                // percentages size: those stay auto there.)
                if ratioBase == nil, !rowsFollowHeight { rowsForItemWidths = rows }
            }
            size.height = height
        }
        // §12.1 step 3: where an item's width follows its rows' height and the rows now give
        // it another contribution than the one the columns were sized with, the grid is laid
        // out again with the new ones, once, as Chromium does
        // (`MayChangeOrthogonalItemContributions`; see above for its rows and height).
        // (Where the rows made the height, laid out again even with the same contributions
        // when an item's content's width follows the height its rows give it: Blink's
        // second pass runs whenever such an item's rows went from indefinite to definite, and
        // sizes the rows in the height the first made, within its max-height: Chromium makes
        // the `minmax(10px, max-content)` row of a `max-height: 30px` grid over a column-wrap
        // flex item 50 high 25 beside a 5px row, not 50; aligned at the end, the item keeps
        // its row 50.)
        // (Likewise where its max-height held the grid below the rows that made its height:
        // sized again in that height, the rows grow no further than it allows. Chromium
        // leaves the `auto` row of a `max-height: 100px` grid over an `overflow: hidden;
        // aspect-ratio: 2` item 50 high whose minimum is 20, beside a 60px row, 40; without
        // an item whose width follows its rows, there is no second pass and the rows keep
        // their sizes.)
        if !isSecondPass, !rowDependentItems.isEmpty, let height = size.height {
            let inner = max(0, height - inset.vertical)
            let measureRows = rowsForItemWidths ?? rows
            // (The first sizing's rows fill the content they made: no space to distribute.)
            let starts = rowPositions(
                node, measureRows.sizes, gap: measureRows.gap, inner: rowsForItemWidths?.totalSize ?? inner, sizedAgain: rowsFollowHeight)
            var contributions = columnContributions
            var changed = false
            for i in rowDependentItems where measuredForColumns(i) {
                let row = items[i].row
                let areaHeight = starts[row.end - 1] + measureRows.sizes[row.end - 1] - starts[row.start]
                let measured = gridColumnContribution(items[i], ratioAreaHeight: areaHeight, rowsHeight: fixedRowsHeight(row))
                if abs(measured.minContent - contributions[i].minContent) > 1e-9 || abs(measured.maxContent - contributions[i].maxContent) > 1e-9 {
                    contributions[i] = measured
                    changed = true
                }
            }
            if changed || heightFromRows && !widthOnly && (heightBelowRows && ownSizeFollowsRows() || measuredItemFollowsRows()) {
                let saved = gridColumnPass
                gridColumnPass = (node, contributions, width, height)
                defer { gridColumnPass = saved }
                return computeGrid(
                    node, known: known, parent: parent, available: available, mode: mode, sizing: sizing,
                    wantsBaseline: wantsBaseline, indefinite: indefinite, widthOnly: widthOnly)
            }
        }
        let height = size.height!
        let containerSize = CGSize(width: width, height: height)
        if mode == .computeSize && !wantsBaseline {
            return (NodeOutput(size: containerSize, baseline: nil), false)
        }
        let innerHeight = max(0, height - inset.vertical)
        let rowSizes = rows.sizes
        // (Rows are sized again, too, for an item in an intrinsic column whose own size, or
        // its content's width, follows them: Chromium distributes `space-evenly` once in an
        // `aspect-ratio: 0.5` grid whose `auto` column holds an `aspect-ratio: 2` item, or a
        // block over a `height: 100%; aspect-ratio: 1` child.)
        let rowsSizedAgain = rowsFollowHeight || style.pointee.aspectRatio != nil && (ownSizeFollowsRows() || measuredItemFollowsRows())
        let rowStarts = rowPositions(node, rowSizes, gap: rows.gap, inner: innerHeight, sizedAgain: rowsSizedAgain)

        // The baseline-aligned items' shims again, from their baselines in their final areas.
        let placementShims = gridBaselineShims(
            items, alignItems: style.pointee.alignItems, justifyItems: style.pointee.justifyItems,
            areaWidth: { columnArea($0.column).length },
            finalAreaHeight: { rowStarts[$0.row.end - 1] + rowSizes[$0.row.end - 1] - rowStarts[$0.row.start] },
            rowIsIntrinsicOrFlexible: { rowTracks[$0].isIntrinsicOrFlexible })

        // The item whose baseline is the container's: in the first occupied row, the first in
        // grid order among those aligned by baseline if any is, else among all (css-grid-2
        // §10.8: Chromium takes a grid's baseline from an empty `align-self: baseline` item
        // beside text that comes first). An item that falls back to `start` takes no part
        // (Chromium takes the baseline of a grid's 26-high item, not of the empty `height: 10%`
        // one before it in its auto row).
        // (One pass, no arrays: this runs at every layout of every grid.)
        var baselineItem: Int? = nil
        var baselineItemAligns = false
        if let firstRow = items.lazy.map(\.row.start).min() {
            for i in items.indices where items[i].row.start == firstRow {
                let aligns = placementShims.takesPart(i)
                if baselineItem == nil || aligns && !baselineItemAligns
                    || aligns == baselineItemAligns && items[i].column.start < items[baselineItem!].column.start {
                    baselineItem = i
                    baselineItemAligns = aligns
                }
            }
        }

        // Place the items in their areas.
        let isRTL = style.pointee.direction == .rtl
        var baseline: CGFloat? = nil
        for (i, item) in items.enumerated() {
            guard mode == .performLayout || i == baselineItem else { continue }
            let (areaX, areaWidth) = columnArea(item.column)
            let areaY = rowStarts[item.row.start]
            let areaHeight = rowStarts[item.row.end - 1] + rowSizes[item.row.end - 1] - areaY
            let area = OptSize(width: areaWidth, height: areaHeight)
            let child = item.node
            let cs = styles[child]
            let justify = cs.justifySelf ?? style.pointee.justifyItems
            let align = cs.alignSelf ?? style.pointee.alignItems
            // (Measured with its height indefinite for its rows' sizes when one is intrinsic.)
            let measuredForRows = keepsMeasuredLayout[child] && (item.row.start..<item.row.end).contains { rowTracks[$0].isIntrinsicOrFlexible }
            let fit = fitGridItem(child, areaWidth: areaWidth, areaHeight: areaHeight, justify: justify, align: align, measuredForRows: measuredForRows)
            let s = fit.sizes
            let childAvailable = CSSAvailableSize(width: .definite(areaWidth), height: .definite(areaHeight))
            let out = compute(
                child, known: fit.known, parent: area, available: childAvailable,
                mode: mode, sizing: .inherentSize, wantsBaseline: i == baselineItem, indefinite: fit.indefinite)
            let childSize = out.size

            // Inline axis: from the area's inline-start edge (the right in rtl).
            let marginStart = isRTL ? s.margin.right : s.margin.left
            let marginEnd = isRTL ? s.margin.left : s.margin.right
            let inlineOffset = Self.alignmentOffset(
                free: areaWidth - childSize.width - marginStart - marginEnd, alignment: justify,
                autoStart: isRTL ? s.marginIsAuto.right : s.marginIsAuto.left,
                autoEnd: isRTL ? s.marginIsAuto.left : s.marginIsAuto.right,
                flipsSelf: cs.direction != style.pointee.direction)
            let logicalX = areaX + marginStart + inlineOffset
            var x = isRTL ? width - inset.right - logicalX - childSize.width : inset.left + logicalX
            // Block axis: from the area's top.
            let blockOffset = align?.keyword == .baseline && !s.marginIsAuto.top && !s.marginIsAuto.bottom
                ? placementShims.shim(i)
                : Self.alignmentOffset(
                    free: areaHeight - childSize.height - s.margin.vertical, alignment: align,
                    autoStart: s.marginIsAuto.top, autoEnd: s.marginIsAuto.bottom, flipsSelf: false)
            let y = inset.top + areaY + s.margin.top + blockOffset
            if i == baselineItem { baseline = y + (out.baseline ?? childSize.height) }

            // Relative offsets, against the area.
            let left = cs.inset.left.resolve(against: areaWidth)
            let right = cs.inset.right.resolve(against: areaWidth)
            x += isRTL ? (right.map { -$0 } ?? left ?? 0) : (left ?? right.map { -$0 } ?? 0)
            let dy = cs.inset.top.resolve(against: areaHeight) ?? cs.inset.bottom.resolve(against: areaHeight).map { -$0 } ?? 0
            if mode == .performLayout {
                frames[child] = CGRect(x: x, y: y + dy, width: childSize.width, height: childSize.height)
            }
        }

        if mode == .performLayout {
            let plan = grids.plans[slot]!
            let (collapsedColumns, collapsedRows, placement) = (plan.collapsedColumns, plan.collapsedRows, plan.placement)
            grids.tracks[node] = CSSGridTracks(
                rows: Self.restore(collapsedRows, into: rowSizes), columns: Self.restore(collapsedColumns, into: columnSizes))
            for child in children[node] where styles[child].display == .none { hideSubtree(child) }
            if hasOutOfFlowChildren[node] {
                layoutGridAbsoluteChildren(node, GridAbsoluteGeometry(
                    size: containerSize, inset: inset, padding: sizes.paddingBorder - sizes.border, isRTL: isRTL,
                    columnStarts: columnStarts, columnSizes: columnSizes, rowStarts: rowStarts, rowSizes: rowSizes,
                    emptyColumnLine: Self.emptyAxisLine(inner: innerWidth, alignment: style.pointee.justifyContent),
                    emptyRowLine: Self.emptyAxisLine(inner: innerHeight, alignment: style.pointee.alignContent),
                    columnGutter: Self.trackGutter(columnStarts, columnSizes, gap: columns.gap, inner: innerWidth, alignment: style.pointee.justifyContent),
                    rowGutter: Self.trackGutter(rowStarts, rowSizes, gap: rows.gap, inner: innerHeight, alignment: style.pointee.alignContent),
                    explicitColumns: plan.explicitColumns, explicitRows: plan.explicitRows,
                    columnsBefore: placement.columnsBefore, rowsBefore: placement.rowsBefore,
                    columnCount: placement.columnCount, rowCount: placement.rowCount,
                    collapsedColumns: collapsedColumns, collapsedRows: collapsedRows, names: plan.names))
            }
        }
        return (NodeOutput(size: containerSize, baseline: baseline), true)
    }

    /// What a grid's layout takes from its template and its items' placement alone: kept per
    /// container for the current layout while as many automatic repetitions fit, so that the
    /// many computations of one grid per layout do not rebuild them.
    struct GridLayoutPlan {
        /// The automatic repetitions the plan was made for.
        var repetitions: (columns: Int, rows: Int)
        var explicitRows: Int
        var explicitColumns: Int
        var placement: GridPlacement.Result
        var names: GridLineNames
        /// The in-flow items with their areas (collapsed auto-fit tracks removed).
        var items: [GridItem]
        var collapsedColumns: Set<Int>
        var collapsedRows: Set<Int>
        /// The implicit grid's tracks, collapsed ones left out.
        var columnTracks: [CSSGridTrack]
        var rowTracks: [CSSGridTrack]
        /// The indices in `items` of those whose width may follow their rows' height (through
        /// an aspect-ratio, a percentage height, or content whose width follows the height they
        /// are stretched to, `stretchedHeightInRow`).
        var rowDependentItems: [Int]
        /// For each column and row, how many tracks its Blink "set" holds (`implicitSetSizes`;
        /// empty where every set holds one, as in most grids).
        var columnSetSizes: [Int] = []
        var rowSetSizes: [Int] = []
        /// The items' width contributions, once made, when they do not depend on the grid's
        /// height (through percentage rows or row gaps).
        var columnContributions: [GridItemContribution]? = nil
    }

    /// Makes the container's plan for `repetitions` automatic repetitions in its columns and
    /// rows (`grids.plans[slot]`) unless the current layout has it.
    mutating func gridLayoutPlan(_ node: Int, repetitions: (columns: Int, rows: Int)) {
        let slot = Int(grids.slots[node])
        if grids.planLayouts[slot] == layoutGeneration, let plan = grids.plans[slot],
           plan.repetitions.columns == repetitions.columns, plan.repetitions.rows == repetitions.rows {
            return
        }
        var template = grids.templates[slot]
        var fitColumns: Range<Int>? = nil
        var fitRows: Range<Int>? = nil
        if template.columnRepeat != nil || template.rowRepeat != nil {
            (template, fitColumns, fitRows) = template.expanded(columns: repetitions.columns, rows: repetitions.rows)
        }
        template = template.withAreaTracks()
        let (placement, lineNames) = gridPlacement(node, template: template)
        var items: [GridItem] = []
        items.reserveCapacity(placement.rows.count)
        var index = 0
        for child in children[node] where isGridItem(child) {
            items.append(GridItem(node: child, row: placement.rows[index], column: placement.columns[index]))
            index += 1
        }
        // auto-fit: repeated tracks no item occupies collapse, with the gaps beside them; they
        // are left out of sizing and reported as 0.
        let collapsedColumns = fitColumns == nil ? [] : Self.emptyTracks(fitColumns, offset: placement.columnsBefore, spans: items.map { $0.column })
        let collapsedRows = fitRows == nil ? [] : Self.emptyTracks(fitRows, offset: placement.rowsBefore, spans: items.map { $0.row })
        if !collapsedColumns.isEmpty || !collapsedRows.isEmpty {
            for i in items.indices {
                items[i].column = Self.remove(collapsedColumns, from: items[i].column)
                items[i].row = Self.remove(collapsedRows, from: items[i].row)
            }
        }
        // (Made in one allocation: grown track by track, the lists cost two a grid.)
        func trackList(_ count: Int, before: Int, _ explicit: [CSSGridTrack], _ implicit: [CSSGridTrack], collapsed: Set<Int>) -> [CSSGridTrack] {
            var tracks: [CSSGridTrack] = []
            tracks.reserveCapacity(count - collapsed.count)
            for i in 0..<count where collapsed.isEmpty || !collapsed.contains(i) {
                let e = i - before
                tracks.append(e < 0 ? CSSGridTemplate.implicitTrack(implicit, e)
                    : e < explicit.count ? explicit[e] : CSSGridTemplate.implicitTrack(implicit, e - explicit.count))
            }
            return tracks
        }
        let alignItems = styles[node].alignItems
        let rowDependentItems = items.indices.filter { i in
            let cs = styles.address(items[i].node)
            return ratioWidthFollowsRow(items[i].node, alignItems: alignItems, percentWidthCounts: true) || cs.pointee.height.isPercent
                || widthFollowsHeight[items[i].node] && cs.pointee.aspectRatio == nil && cs.pointee.height == .auto
                // (A ratio width from a height in points that its percentage min or max height
                // limits in the rows, however the item is aligned: Chromium makes a grid around
                // a `height: 43px; max-height: 50%; aspect-ratio: 1` item 21.5 wide, not 43.
                // With an `auto` height, not stretched, its content's width is limited by the
                // widths those limits transfer once the rows resolve them: Chromium makes a
                // grid around a `max-height: 50%; aspect-ratio: 1; align-self: start` item over
                // text 130 wide, whose first measure made its row 130, 65 wide.)
                || Self.ratioWidthFollowsRowLimits(cs.pointee)
        }
        let plan = GridLayoutPlan(
            repetitions: repetitions, explicitRows: template.rows.count, explicitColumns: template.columns.count, placement: placement, names: lineNames,
            items: items, collapsedColumns: collapsedColumns, collapsedRows: collapsedRows,
            columnTracks: trackList(
                placement.columnCount, before: placement.columnsBefore, template.columns, template.autoColumnTracks, collapsed: collapsedColumns),
            rowTracks: trackList(placement.rowCount, before: placement.rowsBefore, template.rows, template.autoRowTracks, collapsed: collapsedRows),
            rowDependentItems: rowDependentItems,
            columnSetSizes: collapsedColumns.isEmpty ? Self.implicitSetSizes(
                placement.columnCount, before: placement.columnsBefore, explicit: template.columns.count,
                single: template.autoColumnTracks.count <= 1, items: items, columns: true) : [],
            rowSetSizes: collapsedRows.isEmpty ? Self.implicitSetSizes(
                placement.rowCount, before: placement.rowsBefore, explicit: template.rows.count,
                single: template.autoRowTracks.count <= 1, items: items, columns: false) : [])
        grids.plans[slot] = plan
        grids.planLayouts[slot] = layoutGeneration
    }

    /// Whether a box is an aspect-ratio grid of automatic row repetitions with no height of its
    /// own, whose repetitions its ratio height counts (`IndefiniteAxes.heightIsRatioGrown`).
    @inline(__always)
    func repeatsRowsInRatioHeight(_ node: Int) -> Bool {
        let style = styles.address(node)
        guard style.pointee.display == .grid, style.pointee.aspectRatio != nil, style.pointee.height.isAutoOrIntrinsicKeyword,
              measures[node] == nil else { return false }
        return grids.templates[Int(grids.slots[node])].rowRepeat != nil
    }

    /// Whether a box's height from its width through its aspect-ratio yields to its content
    /// where that is taller: with `height` and `min-height` auto (an intrinsic height keyword
    /// counting as auto), and not a scroll container.
    @inline(__always)
    static func ratioHeightYieldsToContent(_ style: CSSStyle) -> Bool {
        style.aspectRatio != nil && style.height.isAutoOrIntrinsicKeyword && style.minHeight == .auto
            && !style.overflowX.isScrollContainer && !style.overflowY.isScrollContainer
    }

    /// Whether a child is placed in the grid (in flow and displayed).
    @inline(__always)
    func isGridItem(_ child: Int) -> Bool {
        styles[child].display != .none && styles[child].position != .absolute
    }

    /// The items' areas in the explicit grid of `template` (its automatic repetitions
    /// made), and its line names.
    func gridPlacement(_ node: Int, template: CSSGridTemplate) -> (GridPlacement.Result, GridLineNames) {
        var names = GridLineNames()
        if !template.rowLineNames.isEmpty || !template.columnLineNames.isEmpty || template.areas != nil {
            let areas = template.areas?.areas ?? []
            names.rows = GridLineNameIndex(names: template.rowLineNames, areas: areas.map { ($0.name, $0.rows) })
            names.columns = GridLineNameIndex(names: template.columnLineNames, areas: areas.map { ($0.name, $0.columns) })
        }
        var rows: [GridPlacement.Axis] = []
        var columns: [GridPlacement.Axis] = []
        rows.reserveCapacity(children[node].count)
        columns.reserveCapacity(children[node].count)
        for child in children[node] where isGridItem(child) {
            let cs = styles.address(child)
            rows.append(GridPlacement.resolve(
                start: cs.pointee.gridRowStart, end: cs.pointee.gridRowEnd, explicitTracks: template.rows.count, names: names.rows))
            columns.append(GridPlacement.resolve(
                start: cs.pointee.gridColumnStart, end: cs.pointee.gridColumnEnd, explicitTracks: template.columns.count, names: names.columns))
        }
        let result = GridPlacement.place(
            rows: rows, columns: columns, explicitRows: template.rows.count, explicitColumns: template.columns.count, flow: template.autoFlow)
        return (result, names)
    }

    /// The tracks of `range` (explicit indices, shifted by `offset` implicit tracks before
    /// them) that no span covers.
    static func emptyTracks(_ range: Range<Int>?, offset: Int, spans: [GridSpan]) -> Set<Int> {
        guard let range, !range.isEmpty else { return [] }
        var empty = Set((range.lowerBound + offset)..<(range.upperBound + offset))
        for span in spans { empty.subtract(span.start..<span.end) }
        return empty
    }

    /// `span` in the track list without the `removed` tracks (which it does not cover).
    static func remove(_ removed: Set<Int>, from span: GridSpan) -> GridSpan {
        guard !removed.isEmpty else { return span }
        let before = removed.filter { $0 < span.start }.count
        return GridSpan(start: span.start - before, span: span.span)
    }

    /// Sizes of the kept tracks with 0 put back at the `removed` indices.
    static func restore(_ removed: Set<Int>, into sizes: [CGFloat]) -> [CGFloat] {
        guard !removed.isEmpty else { return sizes }
        var result: [CGFloat] = []
        var kept = sizes.makeIterator()
        for i in 0..<(sizes.count + removed.count) {
            result.append(removed.contains(i) ? 0 : kept.next() ?? 0)
        }
        return result
    }

    /// For each of `count` tracks, the number of tracks in its set as Blink sizes them: a run
    /// of implicit tracks of one `grid-auto-*` size (`single`), on one side of the explicit
    /// grid, that no item's edge crosses, is one set; any other track is a set of its own.
    /// Blink hands free space out set by set in order of the set's whole room
    /// (`GridTrackSizing.maximize`).
    /// (Not a run an item spans together with tracks outside it: Chromium makes the first
    /// `auto` column of a 200px grid around text 30 to 70 wide, beside text spanning it and 49
    /// implicit columns, 60, as if each were a set of its own.)
    /// (In time linear in tracks and items: a run lies between consecutive item edges, so an
    /// item covering it spans beyond it unless it starts and ends with it.)
    /// Empty where every set holds one track (nothing allocated for most grids).
    static func implicitSetSizes(
        _ count: Int, before: Int, explicit: Int, single: Bool, items: [GridItem], columns: Bool
    ) -> [Int] {
        // (A run of two implicit tracks or more on one side, or nothing to do.)
        guard single, before >= 2 || count - before - explicit >= 2 else { return [] }
        // (One scratch array of four parts, each `count + 2` long: whether each line is an item
        // edge, how many items cover each track (a difference array, summed below), the edges
        // before each line (to tell in one step whether one lies inside an item), and how many
        // items start and end exactly with each run, by its start. Five arrays cost five
        // allocations a grid.)
        let stride = count + 2
        var scratch = [Int](repeating: 0, count: 4 * stride)
        let isEdge = 0, coverChange = stride, edgesBefore = 2 * stride, exact = 3 * stride
        func span(_ item: GridItem) -> GridSpan { columns ? item.column : item.row }
        for item in items {
            let span = span(item)
            guard span.start >= 0, span.end <= count, span.start < span.end else { continue }
            scratch[isEdge + span.start] = 1
            scratch[isEdge + span.end] = 1
            scratch[coverChange + span.start] += 1
            scratch[coverChange + span.end] -= 1
        }
        if (0...count).contains(before) { scratch[isEdge + before] = 1 }
        if (0...count).contains(before + explicit) { scratch[isEdge + before + explicit] = 1 }
        for line in 0...count { scratch[edgesBefore + line + 1] = scratch[edgesBefore + line] + scratch[isEdge + line] }
        for item in items {
            let span = span(item)
            guard span.start >= 0, span.end <= count, span.start < span.end,
                  scratch[edgesBefore + span.end] == scratch[edgesBefore + span.start + 1] else { continue }
            scratch[exact + span.start] += 1
        }
        var sizes: [Int] = []
        var covering = 0
        var start = 0
        for line in 1...count {
            covering += scratch[coverChange + line - 1]
            if line == count || scratch[isEdge + line] != 0 {
                let isImplicit = start < before || start >= before + explicit
                // (`covering` is the run's: every track of a run is covered by the same items.)
                let spannedBeyond = covering > scratch[exact + start]
                if isImplicit, !spannedBeyond, line - start > 1 {
                    if sizes.isEmpty { sizes = [Int](repeating: 1, count: count) }
                    for t in start..<line { sizes[t] = line - start }
                }
                start = line
            }
        }
        return sizes
    }

    /// `normal` and `stretch` content distribution stretch `auto` tracks (§11.8).
    static func stretchesTracks(_ alignment: CSSAlignment?) -> Bool {
        alignment == nil || alignment?.keyword == .stretch
    }

    // MARK: - Contributions

    /// An item's width contributions (§11.5): min-content, max-content and minimum, outer.
    mutating func gridColumnContribution(_ item: GridItem, ratioAreaHeight: CGFloat? = nil, rowsHeight: CGFloat? = nil) -> GridItemContribution {
        let child = item.node
        let cs = styles.address(child)
        let s = boxSizes(child, parent: OptSize())
        let margins = s.margin.horizontal
        // (Only a measured leaf is offered the rows' height: the boxes the engine lays out
        // do not change their widths with the height offered but for a column-wrapping
        // flex container, and their answers for an indefinite height are shared. Such a
        // container, stretched in its rows, is given their height as its own, below.)
        let availableHeight = measures[child] == nil ? .maxContent : rowsHeight.map { CSSAvailableSpace.definite(max(0, $0 - s.margin.vertical)) } ?? .maxContent
        // (A percentage height resolves against the estimated area; so do the percentage
        // min and max heights of a box whose width follows its height, against its rows
        // where they are fixed: Chromium breaks the lines of a `max-height: 50%` wrapping
        // column in a 12px row at 6, so the column of boxes 8 and 66 wide is 74 wide, not 66.)
        let limitsFollowRows = Self.percentHeightLimitsFollowRows(cs.pointee, widthFollowsHeight: widthFollowsHeight[child])
        let parent = cs.pointee.height.isPercent ? OptSize(width: nil, height: ratioAreaHeight)
            : limitsFollowRows ? OptSize(width: nil, height: ratioAreaHeight ?? rowsHeight) : OptSize()
        let align = cs.pointee.alignSelf ?? styles[parents[child]].alignItems
        let stretchSizes = limitsFollowRows ? boxSizes(child, parent: parent) : s
        let known = OptSize(width: nil, height: stretchedHeightInRow(child, stretchSizes, areaHeight: ratioAreaHeight ?? rowsHeight, align: align))
        func width(_ space: CSSAvailableSpace) -> CGFloat {
            compute(child, known: known, parent: parent, available: CSSAvailableSize(width: space, height: availableHeight),
                    mode: .computeSize, sizing: .inherentSize, widthOnly: true).size.width
        }
        var minContent = width(.minContent)
        var maxContent = width(.maxContent)
        // An intrinsic width keyword is the item's width whatever the constraint (Chromium
        // makes a grid around a `width: min-content` item over text 60 wide at least and 140
        // at most 60 wide, and an absolutely positioned one around a `width: max-content`
        // item 140 wide).
        switch cs.pointee.width {
        case .minContent: maxContent = minContent
        case .maxContent: minContent = maxContent
        default: break
        }
        // (The content-based minimum of a ratio item whose width is its content's is capped by
        // its own max width, not by one its max height transfers, css-sizing-4 §5.2: Chromium
        // makes a `fit-content(30px)` column around an `aspect-ratio: 1; max-height: 32px` item
        // over text 50 wide at least 50 wide.)
        // (A percentage width, cyclic here, counts as `auto`: Chromium makes the `auto` column
        // around a `width: 100%; max-height: 20px; aspect-ratio: 1.5` item over a box 200 wide
        // 200 wide, not the 30 its max height transfers.)
        var contributionMax = cs.pointee.aspectRatio != nil && (cs.pointee.width == .auto || Self.widthIsCyclicInColumns(cs.pointee.width))
            ? s.ownMaxWidth(cs.pointee, parent: OptSize()) : s.max.width
        // (Not with a width of its own, which the ratio does not override: Chromium makes the
        // `auto` column of a 90px row around a `width: 25px; height: 100%; aspect-ratio: 2`
        // item 25 wide. A percentage width, cyclic here, counts as auto.)
        if let areaHeight = ratioAreaHeight, let ratio = cs.pointee.aspectRatio, ratio > 0,
           cs.pointee.width == .auto || Self.widthIsCyclicInColumns(cs.pointee.width)
            || cs.pointee.width.isIntrinsicKeyword && ratioWidthFollowsRow(child, alignItems: styles[parents[child]].alignItems) {
            // Stretched to its estimated rows, its width follows through the ratio, and is at
            // least its content's min-content width.
            // (A percentage height of its own resolves against the estimated area: Chromium
            // makes the column of a `height: 25%; aspect-ratio: 2` item in a 46-high grid 23.)
            // (A height in points is its own, not the area's: only its percentage min or max
            // height follows the rows.)
            let own = cs.pointee.height.isPercent ? cs.pointee.height.resolve(against: areaHeight).plus(s.boxSizingAdjustment.height)
                : cs.pointee.height == .auto ? nil : s.size.height
            // Not stretched, an `auto`-height item's width is its content's, within the min and
            // max widths its percentage min and max heights transfer through the ratio once its
            // rows resolve them (Chromium makes the `max-content` column of a 200-high grid
            // around a `max-height: 50%; aspect-ratio: 1; align-self: start` item over text
            // 130 wide 100 wide, and with `min-height: 50%` over text 20 wide, 100 too).
            if own == nil, !ratioWidthFollowsRow(child, alignItems: styles[parents[child]].alignItems, percentWidthCounts: true) {
                let limits = boxSizes(child, parent: OptSize(width: nil, height: areaHeight))
                minContent = minContent.clamped(min: limits.min.width, max: limits.max.width)
                maxContent = maxContent.clamped(min: limits.min.width, max: limits.max.width)
                contributionMax = limits.max.width
            } else {
                // (So do its percentage min and max heights, and the min and max widths they
                // transfer: Chromium makes the column of a `max-height: 25%; aspect-ratio: 1` item
                // in an 8-high row 2.)
                let s = cs.pointee.minHeight.isPercent || cs.pointee.maxHeight.isPercent
                    ? boxSizes(child, parent: OptSize(width: nil, height: areaHeight)) : s
                let height = (own ?? max(0, areaHeight - s.margin.vertical)).clamped(min: s.min.height, max: s.max.height)
                if let w = s.applyingAspectRatio(ratio, to: OptSize(width: nil, height: height)).width {
                    // (At least its content's min-content width, its cyclic percentage width auto:
                    // Chromium makes the column of a `width: 75%; aspect-ratio: 1.5` item over a box
                    // 3 wide 3, the item 2.25 wide.)
                    // (The max width its max height transfers caps the ratio's width, not the floor:
                    // css-sizing-4 §5.2.)
                    // (An intrinsic width keyword too, even under `normal`, which lays the item
                    // out unfloored: Chromium makes the `auto` column of a 40px row around a
                    // `width: min-content; aspect-ratio: 0.5` item over a box 30 wide 30, the
                    // item 20 × 40.)
                    let fitted = flooredRatioWidth(
                        child, width: w.clamped(min: nil, max: s.max.width), parent: OptSize(), height: height,
                        treatingWidthAsAuto: cs.pointee.width.isIntrinsicKeyword || cs.pointee.width == .stretch)
                        .clamped(min: s.min.width, max: s.ownMaxWidth(cs.pointee, parent: OptSize()))
                    minContent = fitted
                    maxContent = fitted
                }
            }
        }
        return Self.contribution(
            span: item.column, minContent: minContent + margins, maxContent: maxContent + margins, margins: margins,
            paddingBorder: s.paddingBorder.horizontal, minLength: cs.pointee.minWidth, adjustment: s.boxSizingAdjustment.width,
            // (A percentage width, cyclic here, behaves as auto: no specified size, even where
            // its height gives one through the ratio. Chromium makes the column of a `width:
            // 45%; min-width: 12px; height: 20px; aspect-ratio: 2` item at least 12, not 40.)
            specified: cs.pointee.width == .auto || Self.widthIsCyclicInColumns(cs.pointee.width) ? nil : s.size.width, max: contributionMax,
            isScrollContainer: cs.pointee.overflowX.isScrollContainer || cs.pointee.overflowY.isScrollContainer,
            preferredIsKeyword: cs.pointee.width == .minContent || cs.pointee.width == .maxContent)
    }

    /// Whether an item's width is one its columns' sizes resolve, cyclic while they are sized
    /// (so counted as `auto` in its contribution): a percentage, or `stretch`, which fills the
    /// area as `100%` does (Chromium makes the `auto` column of a 100px row around a `width:
    /// stretch; aspect-ratio: 2` item 200 wide, the item 200 × 100, as with `width: 100%`).
    @inline(__always)
    static func widthIsCyclicInColumns(_ width: CSSLength) -> Bool {
        width.isPercent || width == .stretch
    }

    /// Whether an item's width would follow its row's height through its aspect-ratio: it has
    /// one, no width or height of its own, and is stretched in the block axis (`normal`
    /// included, no `auto` block margin).
    @inline(__always)
    func ratioWidthFollowsRow(_ child: Int, alignItems: CSSAlignment?, percentWidthCounts: Bool = false) -> Bool {
        let style = styles[child]
        // (In a grid of definite height a percentage width counts as auto for the
        // contribution: Chromium makes the column of a `width: 50%; aspect-ratio: 1` item in
        // a 100-high grid 100 wide.)
        // (An intrinsic width keyword counts as auto: Chromium stretches an empty `width:
        // fit-content; aspect-ratio: 0.5` item in a 40px row to 20 × 40, as an auto one.)
        guard style.aspectRatio != nil, style.width.isAutoOrIntrinsicKeyword || percentWidthCounts && Self.widthIsCyclicInColumns(style.width),
              style.height == .auto,
              !style.margin.top.isAuto, !style.margin.bottom.isAuto else { return false }
        let align = style.alignSelf ?? alignItems
        return align == nil || align?.keyword == .stretch
    }

    /// Whether an item without an aspect-ratio or a width in points of its own, whose height
    /// its rows give it (stretched there, or a percentage of them), holds content whose width
    /// follows that height (a wrapping column). (A width in points is its contribution
    /// whatever its rows: Chromium keeps the rows of a `max-height: 56px` grid over a `width:
    /// 110px` column-wrap item as its content makes them. A percentage height follows the rows
    /// however the item is aligned: Chromium squeezes the row of a `max-height: 30px` grid
    /// over a `height: 100%; min-height: 10px` column-wrap item with a 105px child to 30.)
    @inline(__always)
    func contentWidthFollowsRows(_ child: Int) -> Bool {
        let style = styles[child]
        guard widthFollowsHeight[child], style.aspectRatio == nil, !style.width.isPoints else { return false }
        if style.height.isPercent { return true }
        guard style.height == .auto, !style.margin.top.isAuto, !style.margin.bottom.isAuto else { return false }
        let align = style.alignSelf ?? styles[parents[child]].alignItems
        return align == nil || align?.keyword == .stretch
    }

    /// Whether an item whose width follows its height (a wrapping column) has a percentage
    /// min or max height, which its rows resolve.
    @inline(__always)
    static func percentHeightLimitsFollowRows(_ style: CSSStyle, widthFollowsHeight: Bool) -> Bool {
        widthFollowsHeight && style.aspectRatio == nil && style.height == .auto && (style.minHeight.isPercent || style.maxHeight.isPercent)
    }

    /// Whether an item's width follows, through its aspect-ratio, a height in points that
    /// its percentage min or max height may limit in its rows, or is limited by the widths
    /// those transfer through the ratio (an `auto` height). (A percentage width, cyclic while
    /// the columns are sized, is `auto` there: Chromium sizes the one `auto` column around a
    /// `width: 75%; max-height: 50%; aspect-ratio: 2; align-self: end` item over a box 172
    /// wide 64.5 wide, the max width the row's 50 % transfers, as for an `auto` width.)
    @inline(__always)
    static func ratioWidthFollowsRowLimits(_ style: CSSStyle) -> Bool {
        guard style.aspectRatio != nil, style.width == .auto || widthIsCyclicInColumns(style.width) else { return false }
        switch style.height {
        case .points, .auto: return style.minHeight.isPercent || style.maxHeight.isPercent
        default: return false
        }
    }

    /// An item's height contributions at the width it takes in an area `areaWidth` wide
    /// (`heightIsDefinite`: the grid's height is, for its items' percentages).
    mutating func gridRowContribution(
        _ item: GridItem, areaWidth: CGFloat, justifyItems: CSSAlignment?, shim: CGFloat = 0, heightIsDefinite: Bool = false
    ) -> GridItemContribution {
        let child = item.node
        let cs = styles.address(child)
        let area = OptSize(width: areaWidth, height: nil)
        var sizes = boxSizes(child, parent: area)
        resolveKeywordSizes(child, &sizes, container: area)
        // (Immutable from here, so the calls below read it where it is, never a copy.)
        let s = sizes
        let justify = cs.pointee.justifySelf ?? justifyItems
        let width = gridItemWidth(child, s, areaWidth: areaWidth, justify: justify)
        let height = compute(
            child, known: OptSize(width: width, height: nil), parent: area,
            available: CSSAvailableSize(width: .definite(areaWidth), height: .maxContent),
            mode: .computeSize, sizing: .inherentSize).size.height
        // (A percentage height in a grid of definite height depends on the area, so it is no
        // size of the item's own for its minimum contribution, even where its aspect-ratio
        // gives one through its width: §11.5 takes its min height then. Chromium makes the
        // `1fr` row of a 50-high grid of `1fr auto` rows around a `width: 120px; height: 100%;
        // aspect-ratio: 0.5; min-height: 50px` item 50, not the ratio's 240, which stays its
        // max-content contribution. In a grid of indefinite height the percentage is `auto`,
        // and the ratio's height the item's own: a `max-height: 200px` grid makes the row of
        // a `width: 100px; height: 50%; aspect-ratio: 2` scroll container 50.)
        return Self.contribution(
            span: item.row, minContent: height + s.margin.vertical + shim, maxContent: height + s.margin.vertical + shim, margins: s.margin.vertical, shim: shim,
            paddingBorder: s.paddingBorder.vertical, minLength: cs.pointee.minHeight, adjustment: s.boxSizingAdjustment.height,
            specified: cs.pointee.height == .auto || cs.pointee.height.isPercent && heightIsDefinite ? nil : s.size.height,
            max: cs.pointee.height == .auto && cs.pointee.aspectRatio != nil ? s.ownMaxHeight(cs.pointee, parent: area) : s.max.height,
            isScrollContainer: cs.pointee.overflowX.isScrollContainer || cs.pointee.overflowY.isScrollContainer,
            preferredIsKeyword: cs.pointee.height == .minContent || cs.pointee.height == .maxContent)
    }

    /// The contributions of one item in one axis from its border-box content sizes: the
    /// minimum is its `min-width`/`min-height` when given, zero content for a scroll
    /// container (`preferredIsKeyword`: a `min-content` or `max-content` size, which neither
    /// behaves as `auto` nor depends on the area as `fit-content` does, makes the minimum
    /// contribution the min-content one, scroll container or not:
    /// Chromium makes the `auto` column of a 40-wide grid holding a `width: min-content;
    /// overflow: hidden` item over a 70-wide box 70 wide, and the row of a `height:
    /// min-content; overflow: hidden` item over a 50-high box 50 high), else content-based
    /// (§6.6: the specified size if definite, else the min-content size, within the max size).
    /// (`shim`, a baseline shim included in the content sizes, counts as margin where the
    /// max size caps the content, §11.5 step 1: Chromium makes the row of a `max-height:
    /// 25px` text shimmed 22 down 32, not 25.)
    static func contribution(
        span: GridSpan, minContent: CGFloat, maxContent: CGFloat, margins: CGFloat, shim: CGFloat = 0, paddingBorder: CGFloat,
        minLength: CSSLength, adjustment: CGFloat, specified: CGFloat?, max maxLength: CGFloat?, isScrollContainer: Bool,
        preferredIsKeyword: Bool = false
    ) -> GridItemContribution {
        let floor = paddingBorder + margins
        var fixedMinimum = floor
        var contentBased: CGFloat? = nil
        switch minLength {
        case .points(let v): fixedMinimum = Swift.max(v + adjustment + margins, floor)
        case .percent: fixedMinimum = floor  // of an indefinite area: zero
        default:
            if !isScrollContainer {
                var content = specified ?? (minContent - margins - shim)
                if let maxLength { content = Swift.min(content, maxLength) }
                contentBased = Swift.max(content + margins + (specified == nil ? shim : 0), floor)
            }
        }
        return GridItemContribution(
            span: span, minContent: Swift.max(minContent, floor), maxContent: Swift.max(maxContent, floor),
            fixedMinimum: fixedMinimum, contentBasedMinimum: contentBased, outerFloor: floor, shim: shim, hasDefiniteSize: specified != nil || preferredIsKeyword)
    }

    // MARK: - Item sizes

    /// A grid item's border-box width in an area `areaWidth` wide (§6.2): its own width, else
    /// the area less margins when stretched (`normal` too), else fit-content.
    ///
    /// An item with an aspect-ratio that is not stretched across its column but is in its
    /// row (`ratioAreaHeight`, the row area's height when known, against which a fit-content
    /// width's percentage heights resolve too, and `align`) takes its width
    /// from that height through the ratio (Chromium: a `justify-self: start; aspect-ratio: 2`
    /// item in a 100-high row is 200 × 100, not 0 × 0).
    mutating func gridItemWidth(
        _ child: Int, _ s: BoxSizes, areaWidth: CGFloat, justify: CSSAlignment?, ratioAreaHeight: CGFloat? = nil, align: CSSAlignment? = nil
    ) -> CGFloat {
        let pb = s.paddingBorder.horizontal
        // (An explicit `stretch` beats a width from the aspect-ratio; only `normal` lets the
        // ratio decide: Chromium stretches a `height: 59px; aspect-ratio: 2;
        // justify-self: stretch` item to its area.)
        let stretchesOverRatio = styles[child].width == .auto && justify?.keyword == .stretch
            && !s.marginIsAuto.left && !s.marginIsAuto.right
        if !stretchesOverRatio, var w = s.size.width {
            // A width from the height through the aspect-ratio is at least the content's
            // min-content width (css-sizing-4 §5.2), within its own max width only, not one
            // its max height transfers (Chromium makes a `height: 21px; max-height: 18px;
            // aspect-ratio: 0.5` item over a box 22 wide 22 × 18, not 9 × 18).
            var most = s.max.width
            if styles[child].width == .auto {
                let area = OptSize(width: areaWidth, height: nil)
                w = flooredRatioWidth(child, width: w.clamped(min: nil, max: most), parent: area, height: s.size.height)
                most = s.ownMaxWidth(styles[child], parent: area)
            }
            return max(w.clamped(min: s.min.width, max: most), pb)
        }
        let space = areaWidth - s.margin.horizontal
        let hasAutoMargin = s.marginIsAuto.left || s.marginIsAuto.right
        // `normal` across an item with an aspect-ratio that an explicit `stretch` fits to its
        // row is `start` (§6.2: each axis on its own): its width follows the row's height
        // (Chromium: an `align-self: stretch; aspect-ratio: 0.5` item in a 140 × 53 area is
        // 26.5 × 53).
        // (Not with an `auto` block margin, which keeps it from being stretched in its row:
        // Chromium stretches an `aspect-ratio: 0.5; align-self: stretch; margin-top: auto`
        // item across a 40px column, 40 × 80.)
        // (So does `normal` with an intrinsic width keyword, which is no `auto` width to stretch:
        // Chromium makes a `width: min-content; aspect-ratio: 0.5` item over a box 30 wide in a
        // 100 × 40 area 20 × 40, an `auto`-width one 100 × 200.)
        // (`justify-self` does not stretch a width of its own, a keyword one included: Chromium
        // makes that item 20 × 40 with `justify-self: stretch` too.)
        // (Only an `auto` height is stretched in the row: Chromium makes a `height: max-content;
        // aspect-ratio: 0.5; align-self: stretch` item of a 100-wide column 100 × 200, not 0 × 0.)
        let widthIsKeyword = styles[child].width.isIntrinsicKeyword
        let widthFollowsStretchedRow = (justify == nil || widthIsKeyword) && ratioAreaHeight != nil
            && (align?.keyword == .stretch || align == nil && widthIsKeyword)
            && styles[child].aspectRatio != nil && styles[child].height == .auto && !s.marginIsAuto.top && !s.marginIsAuto.bottom
        if !hasAutoMargin && (justify == nil || justify?.keyword == .stretch) && !widthFollowsStretchedRow {
            // (An explicit `stretch` fits an aspect-ratio item to its area within its own min and
            // max widths only, not those its min and max heights transfer: Chromium makes an
            // `aspect-ratio: 1; max-height: 40px; justify-self: stretch` item of a 95 column
            // 95 × 40.)
            if stretchesOverRatio, styles[child].aspectRatio != nil {
                let area = OptSize(width: areaWidth, height: nil)
                return max(space.clamped(min: s.ownMinWidth(styles[child], parent: area), max: s.ownMaxWidth(styles[child], parent: area)), pb)
            }
            return max(space.clamped(min: s.min.width, max: s.max.width), pb)
        }
        if let areaHeight = ratioAreaHeight, let ratio = styles[child].aspectRatio, ratio > 0,
           gridRatioItemStretchesInRow(child, s, align: align) {
            let height = s.stretchedHeight(in: areaHeight)
            if let w = s.applyingAspectRatio(ratio, to: OptSize(width: nil, height: height)).width {
                // (Floored by the content's min-content width where `stretch` is written, not
                // under `normal`: Chromium centres an `aspect-ratio: 1` item over a box 97 wide
                // in a 53px row 53 × 53, its content overflowing, and with `align-self:
                // stretch` makes it 97 wide.)
                // (Within its own max width, not the one its max height transfers, which the
                // floor passes: Chromium makes an `aspect-ratio: 1.5; max-height: 50%;
                // align-self: stretch` item of a 12px row over a box 118 wide 118 × 6.)
                // (An intrinsic width keyword is floored as `auto` is: Chromium makes a `width:
                // min-content; aspect-ratio: 0.5; align-self: stretch` item over a box 30 wide
                // in a 40px row 30 × 40.)
                let floored = align == nil
                    ? w : flooredRatioWidth(
                        child, width: w, parent: OptSize(width: areaWidth, height: areaHeight), height: height,
                        treatingWidthAsAuto: styles[child].width.isIntrinsicKeyword)
                return max(floored.clamped(min: s.min.width, max: s.ownMaxWidth(styles[child], parent: OptSize(width: areaWidth, height: nil))), pb)
            }
        }
        // (Its percentages, padding among them, against the area: Chromium makes a
        // `justify-self: start; padding-right: 10%` item over 50 of text 55 wide in a 50 column.)
        // (Its height's too, where the row is known: Chromium breaks the lines of a
        // `justify-self: start; max-height: 50%` wrapping column in a 200-high area at 100,
        // making it 150 wide over boxes 100 × 80 and 50 × 30, not 100.)
        let area = OptSize(width: areaWidth, height: ratioAreaHeight)
        // (At its used height, its min and max heights applied: Chromium makes a `justify-self:
        // start; height: 75%; max-height: 50%` item of a 71px row over an `aspect-ratio: 2` box
        // and a 50px one 121 wide, the box 71 at the item's 35.5, not 156.5.)
        let height = s.usedHeight ?? stretchedHeightInRow(child, s, areaHeight: ratioAreaHeight, align: align)
        let least = intrinsicWidth(child, minContent: true, height: height, parent: area)
        let most = intrinsicWidth(child, minContent: false, height: height, parent: area)
        return max(min(most, max(least, space)).clamped(min: s.min.width, max: s.max.width), pb)
    }

    /// A grid item's border-box height at `width` in `area`: its own height, else the area
    /// less margins when stretched (`normal` too, unless the item has an aspect ratio), else
    /// its content's height.
    mutating func gridItemHeight(_ child: Int, _ s: BoxSizes, width: CGFloat, area: OptSize, align: CSSAlignment?) -> CGFloat {
        let pb = s.paddingBorder.vertical
        // (An explicit `stretch` beats a height from the aspect-ratio: Chromium makes a
        // `width: 40px; aspect-ratio: 2; align-self: stretch` item of a 60-high row 40 × 60.)
        // (Within its own min and max heights, not those its min and max widths transfer:
        // Chromium makes a `min-width: 100px; aspect-ratio: 2; align-self: stretch` item of a
        // 20px row 100 × 20, not 100 × 50.)
        if styles[child].height == .auto, align?.keyword == .stretch, gridItemStretches(child, s, align: align), let areaHeight = area.height {
            return s.stretchedHeight(
                in: areaHeight, atLeast: s.ownMinHeight(styles[child], parent: area), within: s.ownMaxHeight(styles[child], parent: area))
        }
        if var h = s.size.height {
            // A height from the width through the aspect-ratio is at least the content's
            // height at that width (css-sizing-4 §5.2: Chromium makes a `width: 100px;
            // aspect-ratio: 2` item over content 80 tall 100 × 80).
            // (Its own max height caps that floor, not one its max width transfers, which caps
            // the ratio's height only: Chromium makes a `width: 34px; max-width: 26px;
            // aspect-ratio: 2` item over content 22 tall 26 × 22.)
            // (An intrinsic height keyword too, which is the content's height here: Chromium makes
            // a `height: fit-content; width: 20px; aspect-ratio: 3` item over text 20 high 20 high,
            // as for `auto`, not 6.67.)
            if styles[child].height.isAutoOrIntrinsicKeyword {
                let own = s.ownMaxHeight(styles[child], parent: area)
                let available = CSSAvailableSize(width: area.width.map { .definite($0) } ?? .maxContent, height: .maxContent)
                if measures[child] != nil, styles[child].height == .auto, !Self.textLineStretchesToBox(styles[child]) {
                    // (A text that is not a flex container holds its lines against its ratio,
                    // which `computeLeaf` weighs when asked with no height: Chromium makes a
                    // `width: 25px; aspect-ratio: 2; display: block` text of four lines 25 × 40,
                    // not 25 × 12.5. A flex one keeps the ratio height, see `computeLeaf`.)
                    h = compute(
                        child, known: OptSize(width: width, height: nil), parent: area, available: available,
                        mode: .computeSize, sizing: .inherentSize).size.height
                } else {
                    h = flooredRatioHeight(child, width: width, height: h.clamped(min: nil, max: s.max.height), parent: area, available: available)
                }
                return max(h.clamped(min: s.min.height, max: own), pb)
            }
            return max(h.clamped(min: s.min.height, max: s.max.height), pb)
        }
        if gridItemStretches(child, s, align: align), let areaHeight = area.height {
            return s.stretchedHeight(in: areaHeight)
        }
        return compute(
            child, known: OptSize(width: width, height: nil), parent: area,
            available: CSSAvailableSize(width: area.width.map { .definite($0) } ?? .maxContent, height: .maxContent),
            mode: .computeSize, sizing: .inherentSize).size.height
    }

    /// Whether an item with an aspect-ratio and no width or height of its own is stretched
    /// to its row area when it is not stretched across its column: aligned by `normal` or
    /// `stretch`, with no `auto` block margin.
    @inline(__always)
    func gridRatioItemStretchesInRow(_ child: Int, _ s: BoxSizes, align: CSSAlignment?) -> Bool {
        let style = styles[child]
        return style.width.isAutoOrIntrinsicKeyword && style.height == .auto && !s.marginIsAuto.top && !s.marginIsAuto.bottom
            && (align == nil || align?.keyword == .stretch)
    }

    /// The height an item whose width follows its height (`widthFollowsHeight`: a wrapping
    /// column, whose lines break at it; a box holding an aspect-ratio one stretched across its
    /// height) takes stretched in its row, in an area `areaHeight` high; nil for other items
    /// and without an area height. Its width is measured at that height (Chromium: a wrapping
    /// column over boxes 70 and 40 high in a 75px row is two columns, 152 wide; a row flex
    /// item holding an `aspect-ratio: 2` block over content 25 high is 50 wide in a 25-high
    /// row).
    func stretchedHeightInRow(_ child: Int, _ s: BoxSizes, areaHeight: CGFloat?, align: CSSAlignment?) -> CGFloat? {
        let style = styles.address(child)
        guard let areaHeight, widthFollowsHeight[child], style.pointee.aspectRatio == nil, style.pointee.height == .auto,
              gridItemStretches(child, s, align: align)
        else { return nil }
        return s.stretchedHeight(in: areaHeight)
    }

    /// How a grid item is laid out in its area: its box sizes there, the border-box size it
    /// is given, and whether its height is indefinite for its children's percentages.
    struct GridItemFit {
        var sizes: BoxSizes
        var known: OptSize
        var indefinite: IndefiniteAxes
    }

    /// Sizes an item in its area as the grid places it (and finds its final baseline).
    /// (`measuredForRows`: the item was measured with its height indefinite to size its rows;
    /// stretched to the height it measured, it keeps that layout: `IndefiniteAxes.heightIsMeasured`.)
    mutating func fitGridItem(
        _ child: Int, areaWidth: CGFloat, areaHeight: CGFloat, justify: CSSAlignment?, align: CSSAlignment?, measuredForRows: Bool = false
    ) -> GridItemFit {
        let area = OptSize(width: areaWidth, height: areaHeight)
        var sizes = boxSizes(child, parent: area)
        // (An intrinsic width keyword is measured at the height the item is stretched to:
        // Chromium makes a `width: fit-content` item of a 200-high grid around an
        // `aspect-ratio: 2` box 400 wide, as its column.)
        let stretchedHeight = hasKeywordSize[child] && styles[child].height == .auto && gridItemStretches(child, sizes, align: align)
            ? sizes.stretchedHeight(in: areaHeight)
            : nil
        resolveGridItemKeywordSizes(child, &sizes, container: area, stretchedHeight: stretchedHeight, align: align)
        let s = sizes
        let childWidth = gridItemWidth(child, s, areaWidth: areaWidth, justify: justify, ratioAreaHeight: areaHeight, align: align)
        let childHeight = gridItemHeight(child, s, width: childWidth, area: area, align: align)
        // A height from the item's content is no definite size for its children's
        // percentages (Chromium: a `max-height: 50%` box inside a baseline-aligned item
        // keeps its 10), unlike a stretched or a specified one.
        // (One from the width through an aspect-ratio is definite: Chromium resolves a
        // `max-height: 50%` inside a 201-wide `aspect-ratio: 1.5` item against its 134.)
        let stretches = gridItemStretches(child, s, align: align)
        let heightIsDefinite = s.size.height != nil || styles[child].aspectRatio != nil || stretches
        var indefinite = IndefiniteAxes(width: false, height: !heightIsDefinite)
        indefinite.heightIsRatioGrown = !stretches && repeatsRowsInRatioHeight(child)
        if measuredForRows, stretches, s.size.height == nil {
            let measured = compute(
                child, known: OptSize(width: childWidth, height: nil), parent: OptSize(width: areaWidth, height: nil),
                available: CSSAvailableSize(width: .definite(areaWidth), height: .maxContent),
                mode: .computeSize, sizing: .inherentSize).size.height
            indefinite.heightIsMeasured = abs(measured - childHeight) < IndefiniteAxes.measuredHeightTolerance
        }
        return GridItemFit(sizes: s, known: OptSize(width: childWidth, height: childHeight), indefinite: indefinite)
    }

    /// `resolveKeywordSizes` for a grid item laid out in its area, whose intrinsic width
    /// keyword gives way where its aspect-ratio has its width follow the row it is stretched
    /// in (Chromium makes a `width: fit-content; aspect-ratio: 0.5` item of a 40px row 20 ×
    /// 40, its 30-wide content overflowing; in an `auto` row, sized by the keyword, 30 × 60).
    @inline(__always)
    mutating func resolveGridItemKeywordSizes(
        _ child: Int, _ sizes: inout BoxSizes, container: OptSize, stretchedHeight: CGFloat? = nil, align: CSSAlignment?
    ) {
        guard hasKeywordSize[child] else { return }
        let style = styles.address(child)
        if style.pointee.width.isIntrinsicKeyword, style.pointee.aspectRatio != nil, gridRatioItemStretchesInRow(child, sizes, align: align) {
            return
        }
        resolveKeywordSizes(child, &sizes, container: container, stretchedHeight: stretchedHeight)
    }

    /// Whether an item without a height of its own is stretched to its row area: aligned by
    /// `stretch` (or `normal`, without an aspect ratio), with no `auto` block margin, and no
    /// intrinsic height keyword (that height is the content's).
    @inline(__always)
    func gridItemStretches(_ child: Int, _ s: BoxSizes, align: CSSAlignment?) -> Bool {
        let style = styles[child]
        let intrinsicHeight = style.height == .minContent || style.height == .maxContent || style.height == .fitContent
        return !s.marginIsAuto.top && !s.marginIsAuto.bottom && !intrinsicHeight
            && (align?.keyword == .stretch || (align == nil && style.aspectRatio == nil))
    }

    // MARK: - Alignment

    /// The start of each track from the content box's start edge, with `justify-content` or
    /// `align-content` distributing the free space (§10.5). Without room, `space-between`
    /// falls back to start and `space-around`/`space-evenly` to center.
    /// Where the content alignment puts the one line of an axis without tracks: all the
    /// space is free, so `end` puts it at the end, `center` and `space-around` halfway,
    /// `space-evenly` (one gap before it and one after, of all the space) at the end.
    static func emptyAxisLine(inner: CGFloat, alignment: CSSAlignment?) -> CGFloat {
        let free = max(0, inner)
        switch alignment?.keyword {
        case .end?, .flexEnd?, .selfEnd?, .spaceEvenly?: return free
        case .center?, .spaceAround?: return free / 2
        default: return 0
        }
    }

    /// Where a grid's rows start in its content box `inner` high (`align-content`).
    ///
    /// In a grid with an aspect-ratio, Chromium distributes `space-around` and
    /// `space-evenly` twice: its first pass (the ratio gives it the height) keeps the
    /// gutters that distribution made, and the row geometry computed again at the resolved
    /// height distributes what those gutters leave (a 110-wide `aspect-ratio: 1.5;
    /// align-content: space-around` grid over rows 10 and 0 high starts them at 7.92 and
    /// 65.42, not 15.83 and 57.5; with a 6px row gap at 7.17 and 66.17). Not when the rows
    /// are sized again at that height (`sizedAgain`: percentages, `fr` rows), which makes
    /// their gutters anew: `1fr auto`, `25% auto` rows or a `5%` gap are distributed once.
    /// The other keywords come out the same either way.
    @inline(__always)
    func rowPositions(_ node: Int, _ sizes: [CGFloat], gap: CGFloat, inner: CGFloat, sizedAgain: Bool) -> [CGFloat] {
        let style = styles.address(node)
        let alignment = style.pointee.alignContent
        var gap = gap
        // (Not where a min-height of its own decides the height: Chromium distributes once in
        // an `aspect-ratio: 0.5; height: 50px; min-height: 60px` grid, rows 10 and 30 at 5 and
        // 25.)
        if style.pointee.aspectRatio != nil, style.pointee.minHeight == .auto, !sizedAgain, sizes.count > 1,
           alignment?.keyword == .spaceAround || alignment?.keyword == .spaceEvenly {
            let first = Self.trackPositions(sizes, gap: gap, inner: inner, alignment: alignment)
            gap = first[1] - first[0] - sizes[0]
        }
        return Self.trackPositions(sizes, gap: gap, inner: inner, alignment: alignment)
    }

    static func trackPositions(_ sizes: [CGFloat], gap: CGFloat, inner: CGFloat, alignment: CSSAlignment?) -> [CGFloat] {
        let (offset, between) = trackDistribution(sizes, gap: gap, inner: inner, alignment: alignment)
        var positions: [CGFloat] = []
        positions.reserveCapacity(sizes.count)
        var cursor = offset
        for size in sizes {
            positions.append(cursor)
            cursor += size + between
        }
        return positions
    }

    /// The space from the end of one track to the start of the next, as `starts` places
    /// them: the gap and what content distribution adds.
    static func trackGutter(_ starts: [CGFloat], _ sizes: [CGFloat], gap: CGFloat, inner: CGFloat, alignment: CSSAlignment?) -> CGFloat {
        if starts.count >= 2 { return starts[1] - starts[0] - sizes[0] }
        return trackDistribution(sizes, gap: gap, inner: inner, alignment: alignment).between
    }

    /// Where content distribution (`justify-content`, `align-content`) puts the first track,
    /// and the space it leaves between two tracks.
    static func trackDistribution(_ sizes: [CGFloat], gap: CGFloat, inner: CGFloat, alignment: CSSAlignment?) -> (offset: CGFloat, between: CGFloat) {
        let n = sizes.count
        let free = inner - sizes.reduce(0, +) - gap * CGFloat(max(0, n - 1))
        var offset: CGFloat = 0
        var between = gap
        // (A share is truncated to layout units as Blink's is, after a rounding error of the
        // floating-point track sizes is forgiven: Chromium's tracks are whole layout units, so
        // three `auto` columns of 94/3 beside four empty ones leave exactly 8 in a 102-wide
        // `space-evenly` grid, 1 a gap, where 7.99999 would truncate to 63/64 and move an
        // end-aligned item over them to 6.89, not 7.)
        func unitShare(_ value: CGFloat) -> CGFloat { CSSLength.layoutUnit(value + 1e-9) }
        switch alignment?.keyword {
        case .end?, .flexEnd?, .selfEnd?: offset = free
        case .center?: offset = free / 2
        // (Each gap's share is a whole number of layout units, truncated, as Chromium keeps it:
        // 40 of free space between 1,000 rows moves the last by 31.22, not 40, and between
        // 3,000 rows by 0.)
        case .spaceBetween?: if free > 0 && n > 1 { between += unitShare(free / CGFloat(n - 1)) }
        // Their fallback is *safe* center (css-align-3 §5.1): centred in positive space, at
        // the start when the tracks overflow (Chromium: three 40 columns with gaps of 10 in
        // 120 start at 0, not −10).
        case .spaceAround?:
            if free > 0 && n > 0 {
                let share = unitShare(free / CGFloat(n))
                between += share
                offset = share / 2
            } else {
                offset = max(0, free / 2)
            }
        case .spaceEvenly?:
            if free > 0 {
                let share = unitShare(free / CGFloat(n + 1))
                between += share
                offset = share
            } else {
                offset = max(0, free / 2)
            }
        default: break
        }
        if alignment?.isSafe == true && free < 0 { offset = 0 }
        return (offset, between)
    }

    /// An item's offset from its area's start edge (after its start margin) for `free` space
    /// (§10.3–10.4): auto margins take it first, then `justify-self`/`align-self`.
    /// `self-start`/`self-end` follow the item's own direction (`flipsSelf` when it differs).
    static func alignmentOffset(free: CGFloat, alignment: CSSAlignment?, autoStart: Bool, autoEnd: Bool, flipsSelf: Bool) -> CGFloat {
        if autoStart || autoEnd {
            let room = max(0, free)
            if autoStart && autoEnd { return room / 2 }
            return autoStart ? room : 0
        }
        guard let alignment else { return 0 }
        var offset: CGFloat
        switch alignment.keyword {
        case .end, .flexEnd: offset = free
        case .center: offset = free / 2
        case .selfStart: offset = flipsSelf ? free : 0
        case .selfEnd: offset = flipsSelf ? 0 : free
        default: offset = 0
        }
        if alignment.isSafe && free < 0 { offset = 0 }
        return offset
    }
}
