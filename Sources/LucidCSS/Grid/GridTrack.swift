import Foundation

/// The size of one grid track (a row or a column), as written in `grid-template-rows`,
/// `grid-template-columns`, `grid-auto-rows` and `grid-auto-columns`.
///
/// The CSS track sizes: a fixed length, a percentage of the grid container's content box
/// (treated as `auto` while that size is still being found from the content), `auto`, the
/// intrinsic keywords, a flexible `fr` share of the leftover space (`1fr` is
/// `minmax(auto, 1fr)`, as in CSS), `minmax()` and `fit-content()`. (`repeat()` with a count is
/// expanded when a list is read: `CSSGridTrackListParser`.)
public enum CSSGridTrack: Hashable, Sendable {
    /// A fixed length in points (CSS `px`).
    case points(CGFloat)
    /// A percentage of the grid container's content-box size in the track's axis: `percent(50)`.
    case percent(CGFloat)
    /// Sized to the items in it, then stretched to share leftover space (with the container's
    /// `justify-content`/`align-content` at `normal` or `stretch`).
    case auto
    /// A share of the space left over once the other tracks are sized: `fr(1)` is `1fr`.
    case fr(CGFloat)
    /// The largest min-content contribution of the items in it.
    case minContent
    /// The largest max-content contribution of the items in it.
    case maxContent
    /// `minmax(min, max)`: at least `min` (not a flex factor), at most `max`, floored by
    /// `min` when smaller.
    indirect case minmax(CSSGridTrack, CSSGridTrack)
    /// `fit-content(limit)` (`limit` in points or percent): sized as `max-content`, but no
    /// larger than `limit` unless its items' min-content needs more; `minmax(auto,
    /// max-content)` when a percentage cannot be resolved.
    indirect case fitContent(CSSGridTrack)
}

extension CSSGridTemplate {
    /// The size of implicit track `index` of an axis whose implicit sizes are `pattern`:
    /// counting from the explicit grid's end after it (`index` 0 the first one after), and
    /// back from its start before it (`index` -1 the last one before).
    static func implicitTrack(_ pattern: [CSSGridTrack], _ index: Int) -> CSSGridTrack {
        guard !pattern.isEmpty else { return .auto }
        let n = pattern.count
        return pattern[((index % n) + n) % n]
    }
}

extension CSSGridTrack {
    /// Whether the track takes a share of the free space (`fr`, alone or as a maximum).
    var isFlexible: Bool {
        switch self {
        case .fr: return true
        case .minmax(_, let maximum): return maximum.isFlexible
        default: return false
        }
    }

    /// Whether the track's size is (or is bounded by) a percentage of the container.
    var usesPercentage: Bool {
        switch self {
        case .percent: return true
        case .minmax(let a, let b): return a.usesPercentage || b.usesPercentage
        case .fitContent(let limit): return limit.usesPercentage
        default: return false
        }
    }
}

/// A grid container's track lists: the explicit grid (`grid-template-rows` and
/// `grid-template-columns`) and the size of the implicit tracks that auto-placement or
/// out-of-range lines add around it (`grid-auto-rows` and `grid-auto-columns`, one size each).
///
/// It belongs to the container's `CSSNode` (`CSSNode.grid`) rather than to `CSSStyle`,
/// so that `CSSStyle` stays a plain value the engine copies freely.
public struct CSSGridTemplate: Hashable, Sendable {
    public var rows: [CSSGridTrack]
    public var columns: [CSSGridTrack]
    /// `grid-auto-rows` and `grid-auto-columns`: the sizes implicit tracks take in turn,
    /// from the explicit grid outwards (backwards before it), as in CSS.
    public var autoRowTracks: [CSSGridTrack]
    public var autoColumnTracks: [CSSGridTrack]
    /// The first implicit row size (setting it makes it the only one).
    public var autoRows: CSSGridTrack {
        get { autoRowTracks.first ?? .auto }
        set { autoRowTracks = [newValue] }
    }
    /// The first implicit column size (setting it makes it the only one).
    public var autoColumns: CSSGridTrack {
        get { autoColumnTracks.first ?? .auto }
        set { autoColumnTracks = [newValue] }
    }
    /// `repeat(auto-fill | auto-fit, …)` in the rows or the columns, inserted among them as
    /// many times as fit the container (`GridAutoRepeat`).
    public var rowRepeat: CSSGridAutoRepeat?
    public var columnRepeat: CSSGridAutoRepeat?
    /// `grid-auto-flow`: how items without a position are placed.
    public var autoFlow: CSSGridAutoFlow
    /// The names of the lines between the rows and columns (`[name]` in a track list):
    /// `rowLineNames[i]` are those of line i (0 at the start; an automatic repetition's are
    /// kept with it). Shorter lists leave the lines after them unnamed.
    public var rowLineNames: [[String]]
    public var columnLineNames: [[String]]
    /// `grid-template-areas`, whose rows and columns add to the explicit grid.
    public var areas: CSSGridTemplateAreas?

    @inlinable
    public init(
        rows: [CSSGridTrack] = [], columns: [CSSGridTrack] = [], autoRows: CSSGridTrack = .auto, autoColumns: CSSGridTrack = .auto,
        rowRepeat: CSSGridAutoRepeat? = nil, columnRepeat: CSSGridAutoRepeat? = nil, autoFlow: CSSGridAutoFlow = .row,
        rowLineNames: [[String]] = [], columnLineNames: [[String]] = [], areas: CSSGridTemplateAreas? = nil
    ) {
        self.rows = rows
        self.columns = columns
        self.autoRowTracks = [autoRows]
        self.autoColumnTracks = [autoColumns]
        self.rowRepeat = rowRepeat
        self.columnRepeat = columnRepeat
        self.autoFlow = autoFlow
        self.rowLineNames = rowLineNames
        self.columnLineNames = columnLineNames
        self.areas = areas
    }
}

/// `grid-auto-flow` (CSS Grid §7.7): auto-placement fills rows (`row`) or columns
/// (`column`), adding tracks in that direction as needed; `dense` goes back to fill holes
/// earlier items left.
public struct CSSGridAutoFlow: Hashable, Sendable {
    public var column: Bool
    public var dense: Bool

    public init(column: Bool = false, dense: Bool = false) {
        self.column = column
        self.dense = dense
    }

    public static let row = CSSGridAutoFlow()
    public static let column = CSSGridAutoFlow(column: true)

    /// The CSS value: `row`, `column`, `dense` (row dense), `row dense` or `column dense`
    /// (words in either order); nil for anything else.
    public init?(css text: String) {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= 2, Set(words).count == words.count else { return nil }
        var flow = CSSGridAutoFlow()
        for word in words {
            switch word {
            case "row": break
            case "column": flow.column = true
            case "dense": flow.dense = true
            default: return nil
            }
        }
        if words.count == 2, !flow.dense { return nil }
        self = flow
    }
}

/// `repeat(auto-fill, TRACKS)` or `repeat(auto-fit, TRACKS)`: `tracks` repeated, before the
/// track at `index` of the list, as many times as fit; with `fit`, repetitions left empty by
/// placement collapse to nothing (CSS Grid §7.2.3.2).
public struct CSSGridAutoRepeat: Hashable, Sendable {
    public var index: Int
    public var tracks: [CSSGridTrack]
    public var fit: Bool
    /// The names of the repeated lines (`lineNames[i]`: before track i, the last after the
    /// last track; repeated with them), and those written right after `repeat()`, which name
    /// the line after the last repetition.
    public var lineNames: [[String]]
    public var trailingNames: [String]

    public init(index: Int, tracks: [CSSGridTrack], fit: Bool, lineNames: [[String]] = [], trailingNames: [String] = []) {
        self.index = index
        self.tracks = tracks
        self.fit = fit
        self.lineNames = lineNames
        self.trailingNames = trailingNames
    }
}

/// A track list as written: its tracks, an automatic repetition among them, and the names
/// of its lines (`lineNames[i]` for line i; the automatic repetition's own are in it).
public struct CSSGridTrackList: Hashable, Sendable {
    public var tracks: [CSSGridTrack] = []
    public var autoRepeat: CSSGridAutoRepeat?
    public var lineNames: [[String]] = []

    public init(tracks: [CSSGridTrack] = [], autoRepeat: CSSGridAutoRepeat? = nil, lineNames: [[String]] = []) {
        self.tracks = tracks
        self.autoRepeat = autoRepeat
        self.lineNames = lineNames
    }
}

/// The used sizes of a grid container's tracks, implicit ones included, in line order (the
/// first column is the inline-start one, on the right in `rtl`): what CSS reports as the
/// resolved value of `grid-template-rows`/`grid-template-columns`.
public struct CSSGridTracks: Hashable, Sendable {
    public var rows: [CGFloat]
    public var columns: [CGFloat]

    public init(rows: [CGFloat], columns: [CGFloat]) {
        self.rows = rows
        self.columns = columns
    }
}

// MARK: - Track sizing (CSS Grid §11.3–11.8)

/// The space a track sizing run fills: a definite content-box length, or an intrinsic
/// constraint when the container's size in that axis comes from its tracks.
enum GridAxisSpace: Equatable {
    case definite(CGFloat)
    case minContent
    case maxContent
    /// The block axis of a container whose height comes from its rows: no limit to fill, as
    /// under max-content, but no intrinsic constraint either, so `auto` minimums take the
    /// items' minimum contributions (Chromium: a `0.5fr` row over a `min-height: 0` item
    /// 100 tall is 50, not 100).
    case indefinite
}

/// A min or max track sizing function.
enum GridSizingFunction: Equatable {
    case fixed(CGFloat)
    case auto
    case minContent
    case maxContent
    /// Only as a max sizing function.
    case flex(CGFloat)
    /// Only as a max sizing function: `max-content` up to this limit (§11.5: "treated as
    /// max-content until it reaches the limit…, after which it is treated as having a fixed
    /// sizing function of that argument").
    case fitContent(CGFloat)

    var isIntrinsic: Bool {
        switch self {
        case .auto, .minContent, .maxContent, .fitContent: return true
        default: return false
        }
    }

    /// `max-content`, `auto` and `fit-content()` maximums: the tracks that grow to their
    /// items' max-content contributions.
    var isMaxContentAlike: Bool {
        switch self {
        case .auto, .maxContent, .fitContent: return true
        default: return false
        }
    }

    /// The `fit-content()` limit, infinite for other functions.
    var fitContentLimit: CGFloat {
        if case .fitContent(let limit) = self { return limit }
        return .infinity
    }

    /// The function for one breadth (a track size that is not `minmax()` or `fit-content()`),
    /// a percentage resolved against `percentBase` (without one it behaves as `auto`).
    init(breadth: CSSGridTrack, percentBase: CGFloat?) {
        switch breadth {
        case .points(let v): self = .fixed(max(0, v))
        case .percent(let p): self = percentBase.map { .fixed(max(0, $0 * p / 100)) } ?? .auto
        case .auto: self = .auto
        case .fr(let f): self = .flex(max(0, f))
        case .minContent: self = .minContent
        case .maxContent: self = .maxContent
        case .minmax, .fitContent: self = .auto  // not a breadth: the reader never nests them
        }
    }
}

/// One track during sizing: its sizing functions, base size and growth limit.
struct GridTrackState {
    var minFunction: GridSizingFunction
    var maxFunction: GridSizingFunction
    var base: CGFloat = 0
    var limit: CGFloat = .infinity
    var infinitelyGrowable = false

    /// §11.4: a track's sizing functions, a percentage resolved against `percentBase` (the
    /// content-box size when definite; without it a percentage behaves as `auto`).
    init(_ track: CSSGridTrack, percentBase: CGFloat?) {
        switch track {
        case .minmax(let minimum, let maximum):
            minFunction = GridSizingFunction(breadth: minimum, percentBase: percentBase)
            if case .flex = minFunction { minFunction = .auto }
            maxFunction = GridSizingFunction(breadth: maximum, percentBase: percentBase)
        case .fitContent(let argument):
            minFunction = .auto
            switch GridSizingFunction(breadth: argument, percentBase: percentBase) {
            case .fixed(let limit): maxFunction = .fitContent(limit)
            default: maxFunction = .maxContent  // a percentage of an unknown size
            }
        case .fr:
            minFunction = .auto
            maxFunction = GridSizingFunction(breadth: track, percentBase: percentBase)
        default:
            minFunction = GridSizingFunction(breadth: track, percentBase: percentBase)
            maxFunction = minFunction
        }
        if case .fixed(let v) = minFunction { base = v }
        if case .fixed(let v) = maxFunction { limit = max(v, base) }
    }

    var flexFactor: CGFloat? { if case .flex(let f) = maxFunction { return f }; return nil }

    /// The growth limit, no larger than a `fit-content()` limit (§11.6 and §11.5.1).
    var fitContentLimitedLimit: CGFloat { min(limit, maxFunction.fitContentLimit) }
}

/// What the track sizing algorithm knows of one item in one axis: the tracks it spans and its
/// outer (margin-box) contributions.
struct GridItemContribution {
    var span: GridSpan
    var minContent: CGFloat
    var maxContent: CGFloat
    /// The outer size for a minimum size that is not content-based (a `min-width`/`min-height`,
    /// or padding and border only for a scroll container or when no auto-minimum track is spanned).
    var fixedMinimum: CGFloat
    /// The outer content-based minimum (specified size, else min-content size, within the max
    /// size), when the item's minimum size is `auto` and it is not a scroll container.
    var contentBasedMinimum: CGFloat?
    /// Margins, padding and border in this axis: the least an outer size can be.
    var outerFloor: CGFloat
    /// A baseline shim included in the contributions, which a fixed maximum does not cap: it
    /// counts as margin there.
    var shim: CGFloat = 0
    /// Whether the item's preferred size in this axis does not behave as `auto` (a definite
    /// size, not a percentage of an unknown one, or `min-content`/`max-content`): then its
    /// minimum contribution is its min-content contribution, whatever tracks it spans (§6.6).
    var hasDefiniteSize = false
}

/// The track sizing algorithm of CSS Grid §11.3 for one axis, on the supported track sizes.
///
/// Implements: initial sizes (§11.4); intrinsic sizes (§11.5) for single-span items, spanning
/// items in increasing span order with the distribution of §11.5.1 (up to growth limits,
/// then beyond them), and items crossing flexible tracks (shared by flex factor); maximising
/// tracks (§11.6); expanding flexible tracks (§11.7, both the definite and the max-content
/// cases); and stretching `auto` tracks (§11.8). Baseline-aligned items are not shimmed.
struct GridTrackSizing {
    var tracks: [GridTrackState]
    let gap: CGFloat
    let space: GridAxisSpace
    /// For each track, how many tracks its Blink set holds, where some set holds more than
    /// one (`CSSLayoutEngine.implicitSetSizes`); nil otherwise (no array to retain in the
    /// sizing of most grids).
    var setSizes: [Int]? = nil

    init(tracks: [GridTrackState], gap: CGFloat, space: GridAxisSpace) {
        self.tracks = tracks
        self.gap = gap
        self.space = space
    }

    var totalGaps: CGFloat { gap * CGFloat(max(0, tracks.count - 1)) }

    func spansFlexibleTrack(_ span: GridSpan) -> Bool {
        (span.start..<span.end).contains { tracks[$0].flexFactor != nil }
    }

    /// The sum of fixed max sizing functions over the span plus its gaps, when every spanned
    /// track has one (the "limit" of limited contributions), else nil.
    func fixedMaximum(_ span: GridSpan, includingFitContent: Bool = false) -> CGFloat? {
        var sum = gap * CGFloat(span.span - 1)
        for t in span.start..<span.end {
            switch tracks[t].maxFunction {
            case .fixed(let v): sum += v
            case .fitContent(let v) where includingFitContent: sum += v
            default: return nil
            }
        }
        return sum
    }

    /// §6.6 / §11.5: the minimum contribution: the min-content contribution for an item with
    /// a definite size; else content-based only when the item spans a track with an `auto` min
    /// sizing function (and no flexible track if it spans several), limited by the spanned
    /// tracks' fixed maximums. (Chromium: a 100-point item spanning two `1fr` tracks of a
    /// grid 44 wide makes them 50 each.)
    func minimumContribution(_ item: GridItemContribution) -> CGFloat {
        if item.hasDefiniteSize { return item.minContent }
        guard var content = item.contentBasedMinimum else { return item.fixedMinimum }
        let range = item.span.start..<item.span.end
        let spansAutoMinimum = range.contains { tracks[$0].minFunction == .auto }
        if !spansAutoMinimum || (item.span.span > 1 && spansFlexibleTrack(item.span)) { return item.fixedMinimum }
        // (The baseline shim stays on top of a capped minimum, as a margin does: Chromium makes
        // a `minmax(auto, 49px)` row whose text is shimmed 72 down to the baseline of an
        // 80-high item's 72 high, not 49.)
        if let limit = fixedMaximum(item.span) { content = min(content, max(limit, item.outerFloor + item.shim)) }
        return max(content, item.fixedMinimum)
    }

    /// A min-content (or max-content) contribution limited by fixed max sizing functions and
    /// floored by the minimum contribution.
    func limited(_ contribution: CGFloat, _ item: GridItemContribution) -> CGFloat {
        var value = contribution
        // (A fit-content() argument limits it too, §11.5: an overflow: hidden item with
        // min-content 40 in a fit-content(30px) column makes it 30; a visible one, whose
        // minimum contribution is 40, still 40.)
        if let limit = fixedMaximum(item.span, includingFitContent: true) { value = min(value, limit) }
        return max(value, minimumContribution(item))
    }

    mutating func run(_ items: [GridItemContribution]) {
        resolveIntrinsicSizes(items)
        maximize()
        expandFlexibleTracks(items)
    }

    // MARK: §11.5

    mutating func resolveIntrinsicSizes(_ items: [GridItemContribution]) {
        // 2. Items spanning one non-flexible track.
        // (Scratch on the stack: the sizing runs several times per grid, and small arrays
        // allocated for each step cost more than the step.)
        withUnsafeTemporaryAllocation(of: CGFloat?.self, capacity: 2 * tracks.count) { scratch in
            scratch.initialize(repeating: nil)
            let count = tracks.count
            for item in items where item.span.span == 1 {
                let t = item.span.start
                if tracks[t].flexFactor != nil { continue }
                var base: CGFloat? = nil
                switch tracks[t].minFunction {
                case .minContent: base = item.minContent
                case .maxContent: base = item.maxContent
                // (Under a min-content constraint the minimum contribution, as Chromium does: a
                // grid offered 30 around text 50 wide with `min-width: 10px` is 30 wide, not 50.)
                // (Under a max-content constraint too where the minimum is not content-based, a
                // `min-width` or a scroll container's: Chromium makes a grid of a `min-width:
                // 33px` item over 220 of content and a 59-wide item spanning both columns
                // 233 wide, the spanning item's space going to the second column.)
                case .auto:
                    base = space == .maxContent && item.contentBasedMinimum != nil ? limited(item.minContent, item) : minimumContribution(item)
                default: break
                }
                if let base { scratch[t] = max(scratch[t] ?? 0, base) }
                var limit: CGFloat? = nil
                switch tracks[t].maxFunction {
                case .minContent: limit = item.minContent
                case .maxContent, .auto: limit = item.maxContent
                case .fitContent(let cap): limit = min(item.maxContent, cap)
                default: break
                }
                if let limit { scratch[count + t] = max(scratch[count + t] ?? 0, limit) }
            }
            for t in 0..<count {
                if let v = scratch[t] { tracks[t].base = max(tracks[t].base, v) }
                if let v = scratch[count + t] { tracks[t].limit = v }
                if tracks[t].limit < tracks[t].base { tracks[t].limit = tracks[t].base }
            }
        }

        // 3. Items spanning several tracks, none flexible, by increasing span.
        var done = 1
        while true {
            var next = Int.max
            for item in items where item.span.span > done && item.span.span < next && !spansFlexibleTrack(item.span) { next = item.span.span }
            if next == .max { break }
            increaseSizes(for: items, .spanning(next))
            done = next
        }

        // 4. Items crossing flexible tracks, all together, growing only the flexible tracks.
        increaseSizes(for: items, .crossingFlexibleTracks)

        // 5. A growth limit still infinite becomes the base size.
        for t in tracks.indices where tracks[t].limit == .infinity { tracks[t].limit = tracks[t].base }
    }

    /// The items §11.5 steps 3 and 4 take together.
    private enum ItemGroup {
        /// Those spanning this many tracks, none flexible (step 3).
        case spanning(Int)
        /// Those crossing a flexible track (step 4).
        case crossingFlexibleTracks
    }

    /// The sub-steps of §11.5 step 3 or 4 for the items of one group, copied to scratch on the
    /// stack: a filtered array per group, grown item by item, was the sizing's commonest
    /// allocation (every grid of `fr` columns makes one).
    private mutating func increaseSizes(for items: [GridItemContribution], _ group: ItemGroup) {
        func belongs(_ item: GridItemContribution) -> Bool {
            switch group {
            case .spanning(let n): return item.span.span == n && !spansFlexibleTrack(item.span)
            case .crossingFlexibleTracks: return spansFlexibleTrack(item.span)
            }
        }
        var count = 0
        for item in items where belongs(item) { count += 1 }
        guard count > 0 else { return }
        let flexible: Bool
        if case .crossingFlexibleTracks = group { flexible = true } else { flexible = false }
        withUnsafeTemporaryAllocation(of: GridItemContribution.self, capacity: count) { scratch in
            var k = 0
            for item in items where belongs(item) {
                scratch.initializeElement(at: k, to: item)
                k += 1
            }
            increaseSizes(for: UnsafeBufferPointer(scratch), flexible: flexible)
            _ = scratch.deinitialize()
        }
    }

    /// The sub-steps of §11.5 steps 3 and 4 for one group of items.
    private mutating func increaseSizes(for group: UnsafeBufferPointer<GridItemContribution>, flexible: Bool) {
        if flexible, group.allSatisfy({ $0.span.span == 1 }) {
            increaseSingleFlexibleTracks(for: group)
            return
        }
        func eligible(_ t: GridTrackState) -> Bool { flexible ? t.flexFactor != nil : true }
        // (The contributions depend only on the tracks' sizing functions, which do not change.)
        // (Items crossing flexible tracks bring their minimum contributions even under an
        // intrinsic constraint: the flex fraction then sizes the tracks from their max-content
        // ones. Chromium: a 52-wide item spanning a 0.5fr track and an auto one makes them 26
        // and 0, not 52 and 0.)
        // (Under a max-content constraint the limited min-content contribution stands in for a
        // content-based minimum, not for a fixed one: Chromium sizes `min-content
        // fit-content(10px)` columns under an `overflow: hidden` text 80 wide spanning both
        // 40 and 10, the 40 coming from the content-based step, the 10 from the max-content one.)
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: group.count) { contributions in
            func fill(_ value: (GridItemContribution) -> CGFloat) -> UnsafeBufferPointer<CGFloat> {
                for (k, item) in group.enumerated() { contributions.initializeElement(at: k, to: value(item)) }
                return UnsafeBufferPointer(contributions)
            }
            let limitsMaxContent = space == .maxContent && !flexible
            // 3.1 Intrinsic minimums.
            let minimums = fill { limitsMaxContent && $0.contentBasedMinimum != nil ? limited($0.minContent, $0) : minimumContribution($0) }
            distribute(group, minimums, to: { eligible($0) && $0.minFunction.isIntrinsic }, growsLimits: false,
                       flexible: flexible, beyond: { $0.maxFunction.isIntrinsic })
            // 3.2 Content-based minimums.
            distribute(group, fill { $0.minContent }, to: { eligible($0) && ($0.minFunction == .minContent || $0.minFunction == .maxContent) },
                       growsLimits: false, flexible: flexible, beyond: { $0.maxFunction.isIntrinsic })
            // 3.3 Max-content minimums: tracks whose min sizing function is `max-content` only,
            // also under a max-content constraint, where the spec counts `auto` minimums too and
            // Chromium does not (its IsContributionAppliedToSet leaves them to the growth limits:
            // `fit-content(30%) minmax(0px, 92px) minmax(28px, 54px)` columns under text 90 wide
            // spanning the first two are 196 wide in all, not 236). (Under that constraint the
            // contributions are limited; items crossing flexible tracks bring their max-content
            // ones, which the flex fraction takes care of.)
            let maxContents = limitsMaxContent ? fill { limited($0.maxContent, $0) } : fill { $0.maxContent }
            distribute(group, maxContents, to: { eligible($0) && $0.minFunction == .maxContent }, growsLimits: false,
                       flexible: flexible, beyond: { $0.maxFunction.isMaxContentAlike }, capsFitContent: true)
            // 3.4
            for t in tracks.indices where tracks[t].limit < tracks[t].base { tracks[t].limit = tracks[t].base }
            if flexible { return }  // flexible tracks have no intrinsic max sizing function
            // 3.5 Intrinsic maximums.
            distribute(group, fill { $0.minContent }, to: { $0.maxFunction.isIntrinsic }, growsLimits: true, flexible: false,
                       beyond: { _ in true }, capsFitContent: true, marksInfinitelyGrowable: true)
            // 3.6 Max-content maximums.
            distribute(group, fill { $0.maxContent }, to: { $0.maxFunction.isMaxContentAlike }, growsLimits: true,
                       flexible: false, beyond: { _ in true }, capsFitContent: true)
        }
        if flexible { return }
        for t in tracks.indices { tracks[t].infinitelyGrowable = false }
    }

    /// The sub-steps below for items that each span one flexible track, as they work out
    /// there, without their arrays (what most grids of `fr` columns ask): the track's base
    /// size grows to the items' minimum contributions when its minimum is intrinsic, to their
    /// min-content ones when it is `min-content` or `max-content`, to their max-content ones
    /// when it is `max-content`; then no growth limit is below its base size.
    private mutating func increaseSingleFlexibleTracks(for group: UnsafeBufferPointer<GridItemContribution>) {
        for item in group {
            let t = item.span.start
            guard tracks[t].flexFactor != nil else { continue }
            let minimum = tracks[t].minFunction
            var base = tracks[t].base
            if minimum.isIntrinsic { base = max(base, minimumContribution(item)) }
            if minimum == .minContent || minimum == .maxContent { base = max(base, item.minContent) }
            if minimum == .maxContent { base = max(base, item.maxContent) }
            tracks[t].base = base
        }
        for t in tracks.indices where tracks[t].limit < tracks[t].base { tracks[t].limit = tracks[t].base }
    }

    /// §11.5.1 Distribute extra space across spanned tracks: each item's contribution beyond
    /// the current sizes of its tracks goes to the affected tracks equally (by flex factor
    /// for flexible tracks), first up to their limits, then beyond them to the `beyond`
    /// tracks (or all affected ones); each track takes the largest increase any item asks.
    /// With `capsFitContent` (max-content contributions and growth limits) a `fit-content()`
    /// track grows as a max-content one up to its limit, then as a fixed one.
    private mutating func distribute(
        _ items: UnsafeBufferPointer<GridItemContribution>, _ contributions: UnsafeBufferPointer<CGFloat>, to affected: (GridTrackState) -> Bool,
        growsLimits: Bool, flexible: Bool, beyond: (GridTrackState) -> Bool, capsFitContent: Bool = false,
        marksInfinitelyGrowable: Bool = false
    ) {
        let count = tracks.count
        // (Scratch on the stack, per track: the increase planned and whether any item touched
        // it; per spanned track of one item, below: its track, increase, headroom beyond it and
        // weight, and flags for `share`.)
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 5 * count) { numbers in
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: 3 * count) { flags in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { targets in
            numbers.initialize(repeating: 0)
            flags.initialize(repeating: false)
            let planned = UnsafeMutableBufferPointer(rebasing: numbers[0..<count])
            let touched = UnsafeMutableBufferPointer(rebasing: flags[0..<count])
            let increase = UnsafeMutableBufferPointer(rebasing: numbers[count..<2 * count])
            let headroom = UnsafeMutableBufferPointer(rebasing: numbers[2 * count..<3 * count])
            let beyondHeadroom = UnsafeMutableBufferPointer(rebasing: numbers[3 * count..<4 * count])
            let weights = UnsafeMutableBufferPointer(rebasing: numbers[4 * count..<5 * count])
            let chosen = UnsafeMutableBufferPointer(rebasing: flags[count..<2 * count])
            let active = UnsafeMutableBufferPointer(rebasing: flags[2 * count..<3 * count])
            let cap = { (track: GridTrackState) in capsFitContent ? track.maxFunction.fitContentLimit : .infinity }
            for (item, contribution) in zip(items, contributions) {
                if item.span.span == 1 {
                    // (One track takes all the extra space, as the general sharing below would
                    // give it, without its scratch: most items span one track.)
                    let t = item.span.start
                    let track = tracks[t]
                    guard affected(track) else { continue }
                    touched[t] = true
                    let current = growsLimits ? (track.limit == .infinity ? track.base : track.limit) : track.base
                    let extra = contribution - current
                    if extra <= 0 { continue }
                    let room: CGFloat
                    if growsLimits {
                        room = track.infinitelyGrowable ? max(0, cap(track) - track.limit)
                            : track.limit == .infinity ? max(0, cap(track) - track.base) : 0
                    } else {
                        room = max(0, min(track.limit, cap(track)) - track.base)
                    }
                    var grows = room > 1e-9 ? min(extra, room) : 0
                    if extra - grows > 1e-9 {
                        let beyondCurrent = growsLimits && track.limit != .infinity ? track.limit : track.base
                        grows = max(grows, min(extra, cap(track) - beyondCurrent))
                    }
                    planned[t] = max(planned[t], grows)
                    continue
                }
                let range = item.span.start..<item.span.end
                var n = 0
                for t in range where affected(tracks[t]) {
                    targets[n] = t
                    n += 1
                }
                if n == 0 { continue }
                var current = gap * CGFloat(item.span.span - 1)
                for t in range {
                    let track = tracks[t]
                    current += growsLimits ? (track.limit == .infinity ? track.base : track.limit) : track.base
                }
                var extra = max(0, contribution - current)
                for k in 0..<n { touched[targets[k]] = true }
                if extra <= 0 { continue }
                // Up to the limits.
                for k in 0..<n {
                    let track = tracks[targets[k]]
                    increase[k] = 0
                    weights[k] = flexible ? (track.flexFactor ?? 0) : 1
                    if growsLimits {
                        // (Infinitely growable, a `fit-content()` track still stops at its
                        // argument: Chromium gives the room past it to the other spanned tracks,
                        // not to an `auto` one stretched later.)
                        if track.infinitelyGrowable {
                            headroom[k] = max(0, cap(track) - track.limit)
                        } else if track.limit == .infinity {
                            headroom[k] = max(0, cap(track) - track.base)
                        } else {
                            headroom[k] = 0
                        }
                    } else {
                        headroom[k] = max(0, min(track.limit, cap(track)) - track.base)
                    }
                    chosen[k] = true
                }
                extra = Self.share(extra, count: n, among: chosen, weights: weights, headroom: headroom, into: increase, active: active)
                // Beyond the limits.
                if extra > 1e-9 {
                    var anyChosen = false
                    for k in 0..<n {
                        chosen[k] = beyond(tracks[targets[k]])
                        anyChosen = anyChosen || chosen[k]
                    }
                    for k in 0..<n {
                        if !anyChosen { chosen[k] = true }
                        let track = tracks[targets[k]]
                        let current = growsLimits && track.limit != .infinity ? track.limit : track.base
                        beyondHeadroom[k] = max(increase[k], cap(track) - current)
                    }
                    _ = Self.share(extra, count: n, among: chosen, weights: weights, headroom: beyondHeadroom, into: increase, active: active)
                }
                for k in 0..<n { planned[targets[k]] = max(planned[targets[k]], increase[k]) }
            }
            for t in 0..<count where touched[t] {
                if growsLimits {
                    if tracks[t].limit == .infinity {
                        tracks[t].limit = tracks[t].base + planned[t]
                        if marksInfinitelyGrowable { tracks[t].infinitelyGrowable = true }
                    } else {
                        tracks[t].limit += planned[t]
                    }
                } else {
                    tracks[t].base += planned[t]
                }
            }
        }
        }
        }
    }

    /// Shares `amount` among the first `count` entries marked `among`, in proportion to
    /// `weights` (equally when they are all zero; Chromium shares 60 between `0.2fr` and
    /// `0.3fr` as 24 and 36, factors summing to less than one included), never past
    /// `headroom`, adding to `increase`; `active` is scratch. Returns what could not be placed.
    /// (Entries are visited in index order, so the sums come out the same bits every time.)
    private static func share(
        _ amount: CGFloat, count: Int, among: UnsafeMutableBufferPointer<Bool>, weights: UnsafeMutableBufferPointer<CGFloat>,
        headroom: UnsafeMutableBufferPointer<CGFloat>, into increase: UnsafeMutableBufferPointer<CGFloat>,
        active: UnsafeMutableBufferPointer<Bool>
    ) -> CGFloat {
        var remaining = amount
        var activeCount = 0
        var weightSum: CGFloat = 0
        for i in 0..<count {
            active[i] = among[i] && headroom[i] - increase[i] > 1e-9
            if among[i] { weightSum += weights[i] }
            if active[i] { activeCount += 1 }
        }
        let useWeights = weightSum > 0
        while remaining > 1e-9, activeCount > 0 {
            var total: CGFloat = 0
            if useWeights {
                for i in 0..<count where active[i] { total += weights[i] }
            } else {
                total = CGFloat(activeCount)
            }
            if total <= 0 { break }
            var stillActive = 0
            var placed: CGFloat = 0
            for i in 0..<count where active[i] {
                let want = remaining * (useWeights ? weights[i] : 1) / total
                let room = headroom[i] - increase[i]
                if want >= room {
                    increase[i] += room
                    placed += room
                    active[i] = false
                } else {
                    increase[i] += want
                    placed += want
                    stillActive += 1
                }
            }
            remaining -= placed
            if stillActive == activeCount { break }  // nothing froze: everything was placed
            activeCount = stillActive
        }
        return max(0, remaining)
    }

    // MARK: §11.6–11.8

    /// §11.6: free space goes equally to all tracks up to their growth limits; under a
    /// max-content constraint every track reaches its limit, under min-content none grows.
    mutating func maximize() {
        switch space {
        case .minContent: return
        case .maxContent, .indefinite:
            for t in tracks.indices { tracks[t].base = tracks[t].limit }
        case .definite(let size):
            let free = size - totalGaps - tracks.reduce(0) { $0 + $1.base }
            guard free > 0 else { return }
            if let setSizes { return maximizeBySets(free, setSizes: setSizes) }
            let count = tracks.count
            withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 3 * count) { numbers in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: 2 * count) { flags in
                flags.initialize(repeating: true)
                let increase = UnsafeMutableBufferPointer(rebasing: numbers[0..<count])
                let weights = UnsafeMutableBufferPointer(rebasing: numbers[count..<2 * count])
                let headroom = UnsafeMutableBufferPointer(rebasing: numbers[2 * count..<3 * count])
                for t in 0..<count {
                    increase[t] = 0
                    weights[t] = 1
                    headroom[t] = max(0, tracks[t].fitContentLimitedLimit - tracks[t].base)
                }
                _ = Self.share(
                    free, count: count, among: UnsafeMutableBufferPointer(rebasing: flags[0..<count]), weights: weights,
                    headroom: headroom, into: increase, active: UnsafeMutableBufferPointer(rebasing: flags[count..<2 * count]))
                for t in 0..<count { tracks[t].base += increase[t] }
            }
            }
        }
    }

    /// `maximize` for definite free space where a run of implicit tracks forms one set, as
    /// Blink distributes it: set by set in order of the set's whole room (not the room of
    /// each of its tracks), each given its tracks' equal share of what is left, up to its
    /// room. Chromium makes the `fit-content(65px)` column (text 50 to 100 wide) of a 196px
    /// grid beside three implicit `minmax(17px, auto)` columns under an item 69 wide 60, not
    /// 65: its room of 15 is less than the set's 18, so it goes first and takes a quarter of
    /// the 40 free; the set, 3 × 6 of room, is then full, its tracks stretched to 27. With
    /// the three columns listed explicitly, each a set of room 6, it is 65.
    private mutating func maximizeBySets(_ free: CGFloat, setSizes: [Int]) {
        var groups: [(first: Int, count: Int, room: CGFloat)] = []
        var t = 0
        while t < tracks.count {
            let count = max(1, min(setSizes[t], tracks.count - t))
            let room = (t..<t + count).reduce(CGFloat(0)) { $0 + max(0, tracks[$1].fitContentLimitedLimit - tracks[$1].base) }
            groups.append((t, count, room))
            t += count
        }
        var remainingCount = groups.reduce(0) { $0 + ($1.room > 1e-9 ? $1.count : 0) }
        var extra = free
        for g in groups.enumerated().sorted(by: { $0.element.room < $1.element.room || $0.element.room == $1.element.room && $0.offset < $1.offset })
            .map(\.element) where g.room > 1e-9 && remainingCount > 0 {
            let given = min(g.room, extra * CGFloat(g.count) / CGFloat(remainingCount))
            for i in g.first..<g.first + g.count {
                let trackRoom = max(0, tracks[i].fitContentLimitedLimit - tracks[i].base)
                tracks[i].base += g.room > 0 ? given * trackRoom / g.room : 0
            }
            extra -= given
            remainingCount -= g.count
        }
    }

    /// §11.7: the size of one `fr`, then each flexible track at least its share.
    mutating func expandFlexibleTracks(_ items: [GridItemContribution]) {
        guard tracks.contains(where: { $0.flexFactor != nil }) else { return }
        let fr: CGFloat
        switch space {
        case .minContent: return
        case .definite(let size):
            fr = frSize(tracks.indices, spaceToFill: size - totalGaps)
        case .maxContent, .indefinite:
            var most: CGFloat = 0
            for track in tracks {
                guard let f = track.flexFactor else { continue }
                most = max(most, f > 1 ? track.base / f : track.base)
            }
            for item in items where spansFlexibleTrack(item.span) {
                most = max(most, frSize(item.span.start..<item.span.end, spaceToFill: item.maxContent - gap * CGFloat(item.span.span - 1)))
            }
            fr = most
        }
        for t in tracks.indices {
            guard let f = tracks[t].flexFactor else { continue }
            tracks[t].base = max(tracks[t].base, fr * f)
        }
    }

    /// §11.7.1 Find the size of an fr over `indices`, treating flexible tracks whose base size
    /// exceeds their share as inflexible until the share settles.
    ///
    /// A track of `0fr` counts as inflexible from the start, and without a flexible track
    /// left the size is 0, as in Blink (Chromium sizes `grid-template-columns: 0fr 0fr 1fr`
    /// around text 230 wide at most and 60 at least in its first column 120 wide: the text
    /// asks nothing of the `fr`, and the `1fr` column is as wide as the first's base).
    func frSize(_ indices: Range<Int>, spaceToFill: CGFloat) -> CGFloat {
        // (Summed in track order: a set's order changes from process to process, and with it
        // the last bits of the sum.)
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: indices.count) { inflexible in
            var anyFlexible = false
            for t in indices {
                let isFlexible = (tracks[t].flexFactor ?? 0) != 0
                inflexible[t - indices.lowerBound] = !isFlexible
                anyFlexible = anyFlexible || isFlexible
            }
            guard anyFlexible else { return 0 }
            while true {
                var leftover = spaceToFill
                var flexSum: CGFloat = 0
                var flexibleLeft = false
                for t in indices {
                    if inflexible[t - indices.lowerBound] { leftover -= tracks[t].base } else {
                        flexSum += tracks[t].flexFactor ?? 0
                        flexibleLeft = true
                    }
                }
                // (Nor once every flexible track has been taken as inflexible: Chromium makes a
                // max-content grid of `0.2fr 0.3fr` around text 10 to 30 wide 13 wide, columns 10
                // and 3, not 16.)
                guard flexibleLeft else { return 0 }
                let hypothetical = leftover / max(1, flexSum)
                var grew = false
                for t in indices where !inflexible[t - indices.lowerBound] && hypothetical * (tracks[t].flexFactor ?? 0) < tracks[t].base {
                    inflexible[t - indices.lowerBound] = true
                    grew = true
                }
                if !grew { return max(0, hypothetical) }
            }
        }
    }

    /// §11.8: with `normal`/`stretch` content distribution, definite free space is shared
    /// equally by the tracks with an `auto` max sizing function.
    ///
    /// Shared as Blink shares it, which shows where thousands of tracks share millions of
    /// pixels: by sets (runs of tracks with the same sizing functions that no item's edge
    /// divides), in order, each set taking the free space left times its track count over the
    /// tracks left, in 1/64 px multiplied in 32-bit unsigned arithmetic (which wraps past
    /// 2³² and then gives the set far less), the last set all that remains
    /// (`DistributeExtraSpaceToSets`). (Chromium makes the 9,997 empty `auto` columns before
    /// an item at `grid-column: 10001` of a 10,000,036-wide grid about 7,000 wide in all, the
    /// item's column the rest.) `items`: the items, whose edges divide sets.
    mutating func stretchAutoTracks(items: [GridItemContribution]) {
        guard case .definite(let size) = space else { return }
        let free = size - totalGaps - tracks.reduce(0) { $0 + $1.base }
        var tracksLeft: UInt32 = 0
        for track in tracks where track.maxFunction == .auto { tracksLeft &+= 1 }
        guard free > 0, tracksLeft > 0 else { return }
        var remaining = Int32(clamping: Int64((free * 64).rounded()))
        let count = tracks.count
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: count + 1) { isEdge in
            isEdge.initialize(repeating: false)
            for item in items {
                if item.span.start <= count { isEdge[max(0, item.span.start)] = true }
                if item.span.end <= count { isEdge[max(0, item.span.end)] = true }
            }
            remaining = fillAutoSetsToLimits(remaining, isEdge: isEdge)
            var start = 0
            while start < count, tracksLeft > 0 {
                let end = setEnd(start, isEdge: isEdge)
                defer { start = end }
                guard tracks[start].maxFunction == .auto else { continue }
                let share = Self.setShare(of: remaining, setCount: UInt32(clamping: end - start), tracksLeft: &tracksLeft)
                // (Saturating, as a `LayoutUnit` is.)
                let (left, overflow) = remaining.subtractingReportingOverflow(share)
                remaining = overflow ? (share > 0 ? .min : .max) : left
                grow(start..<end, by: share)
            }
        }
    }

    /// A set's share of `remaining` (1/64 px) as Blink's `DistributeExtraSpaceToSets` works
    /// it out: its tracks over the tracks left, in 32-bit unsigned arithmetic (which wraps past
    /// 2³²), or all of it for the last set; `tracksLeft` loses the set's tracks.
    private static func setShare(of remaining: Int32, setCount: UInt32, tracksLeft: inout UInt32) -> Int32 {
        if setCount == tracksLeft {
            tracksLeft = 0
            return remaining
        }
        tracksLeft -= setCount
        return Int32(truncatingIfNeeded: (UInt32(bitPattern: remaining) &* setCount) / (tracksLeft + setCount))
    }

    /// Adds `share` (1/64 px) to the base sizes of `set`'s tracks, equally.
    private mutating func grow(_ set: Range<Int>, by share: Int32) {
        let perTrack = CGFloat(share) / 64 / CGFloat(set.count)
        for t in set { tracks[t].base += perTrack }
    }

    /// The end of the set from `start`: the tracks with its sizing functions up to an item's
    /// edge (`isEdge`, by line).
    private func setEnd(_ start: Int, isEdge: UnsafeMutableBufferPointer<Bool>) -> Int {
        var end = start + 1
        while end < tracks.count, !isEdge[end],
              tracks[end].minFunction == tracks[start].minFunction, tracks[end].maxFunction == tracks[start].maxFunction {
            end += 1
        }
        return end
    }

    /// The first half of Blink's stretch (`DistributeExtraSpaceToSets` up to limits): the free
    /// space `remaining` (in 1/64 px) goes first to the `auto` sets still below their growth
    /// limits, in order of their room (the set's whole room), each its tracks' share of what
    /// is left up to that room; what is left is returned, for all of them to share beyond
    /// their limits. Where maximizing the tracks by sets (`maximizeBySets`) left room in some,
    /// they fill first: Chromium stretches the two `auto` columns of an item spanning them
    /// from 19 to 20 in a 110-wide grid, beside an empty column and a set of three implicit
    /// columns at their limits, rather than share the 2 left among all six.
    private mutating func fillAutoSetsToLimits(_ free: Int32, isEdge: UnsafeMutableBufferPointer<Bool>) -> Int32 {
        // (Nothing to do, and nothing allocated, unless a set has room: the usual case once
        // the tracks are maximized.)
        func room(_ start: Int, _ end: Int) -> Int32 {
            var room: CGFloat = 0
            for t in start..<end { room += max(0, tracks[t].limit - tracks[t].base) }
            return Int32(clamping: Int64((room * 64).rounded(.down)))
        }
        var growable: UInt32 = 0
        var start = 0
        while start < tracks.count {
            let end = setEnd(start, isEdge: isEdge)
            if tracks[start].maxFunction == .auto, room(start, end) > 0 { growable &+= UInt32(clamping: end - start) }
            start = end
        }
        guard growable > 0 else { return free }
        var sets: [(start: Int, end: Int, room: Int32)] = []
        start = 0
        while start < tracks.count {
            let end = setEnd(start, isEdge: isEdge)
            if tracks[start].maxFunction == .auto { sets.append((start, end, room(start, end))) }
            start = end
        }
        // (By room, ties in track order, as Blink's sort leaves a few sets.)
        let order = sets.indices.sorted { sets[$0].room < sets[$1].room || sets[$0].room == sets[$1].room && $0 < $1 }
        var remaining = free
        for i in order where growable > 0 && sets[i].room > 0 {
            let share = min(Self.setShare(of: remaining, setCount: UInt32(clamping: sets[i].end - sets[i].start), tracksLeft: &growable), sets[i].room)
            remaining -= share
            grow(sets[i].start..<sets[i].end, by: share)
        }
        return remaining
    }

    var sizes: [CGFloat] { tracks.map(\.base) }
    var totalSize: CGFloat { tracks.reduce(0) { $0 + $1.base } + totalGaps }
}
