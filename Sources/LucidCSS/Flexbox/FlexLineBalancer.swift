import Foundation

/// Breaks a balanced flex container's items into lines (`flex-wrap: balance`, CSS Flexible
/// Box Layout Level 2), with the choices Chromium makes.
///
/// Of the ways to break the items into lines no longer than the line length (an item too
/// long for any line sits alone), it picks the one whose lines leave the least free space
/// squared, summed over all the lines, the last one included. Between equally good breaks it
/// keeps the earlier lines fuller. Items are measured by their hypothetical outer main sizes,
/// negative ones (from negative margins) counted as zero.
///
/// `flex-line-count` asks for at least that many lines (at most one per item). The line
/// length is then narrowed to the shortest at which greedy filling still needs no more lines
/// than asked; where no length gives enough lines (four equal items, three lines), the items
/// that end exactly at a line's end are lengthened by one unit, from the last one back,
/// until greedy filling needs them.
///
/// Lengths are counted in 1/64 of a point, the unit of Chromium's layout, so that ties,
/// which decide between equally balanced breaks, fall the same way as in the browser.
struct FlexLineBalancer {
    /// Where each item ends, counted from the start of the first in units, with a gap after
    /// every item (so the length of items `i...j` is `ends[j] - ends[i - 1] - gap`).
    private var ends: [UInt64]
    private let gap: UInt64
    /// The line length, in units.
    private var limit: UInt64

    /// Units per point.
    static let scale: CGFloat = 64

    /// - Parameters:
    ///   - sizes: the items' hypothetical outer main sizes, in order.
    ///   - gap: the main-axis gap between items.
    ///   - limit: the line length; `nil` when the main size is unbounded (a max-content size,
    ///     or a column of indefinite height), where only `flex-line-count` breaks lines.
    init<Sizes: Collection>(sizes: Sizes, gap: CGFloat, limit: CGFloat?) where Sizes.Element == CGFloat {
        let gapUnits = Self.units(gap)
        var ends: [UInt64] = []
        ends.reserveCapacity(sizes.count)
        var end: UInt64 = 0
        for size in sizes {
            end += Self.units(size) + gapUnits
            ends.append(end)
        }
        let total = ends.last.map { $0 - gapUnits } ?? 0
        self.ends = ends
        self.gap = gapUnits
        // Unbounded: Chromium's largest layout length, and never less than all the items.
        self.limit = limit.map(Self.units) ?? max(UInt64(Int32.max), total)
    }

    /// A length in units, at least zero. (Each is capped at about 10^9 points, so that the
    /// sums of any plausible number of items cannot overflow.)
    private static func units(_ value: CGFloat) -> UInt64 {
        guard value > 0 else { return 0 }
        return UInt64(min((value * scale).rounded(), CGFloat(UInt64(1) << 36)))
    }

    /// The items of each line, as index ranges into the sizes given, in order.
    mutating func lines(minimumCount: Int) -> [Range<Int>] {
        let count = ends.count
        if count == 0 { return [] }
        let minimum = min(max(1, minimumCount), count)
        if greedyLineCount(limit) < minimum { applyMinimumLineCount(minimum) }

        // For each last item of a line, the earliest first item that still fits with it.
        var earliestStart = [Int](repeating: 0, count: count)
        var start = 0
        for end in 0..<count {
            while start < end && length(start, end) > limit { start += 1 }
            earliestStart[end] = start
            // An item longer than a line stands alone: later lines begin after it.
            if start == end && length(start, end) > limit { start += 1 }
        }

        // best[j]: the least total score of the items up to j, broken into lines; breakBefore[j]:
        // the first item of the last of those lines.
        var best = [UInt64](repeating: 0, count: count)
        var breakBefore = [Int](repeating: 0, count: count)
        for end in 0..<count {
            var bestScore = UInt64.max
            var bestStart = end
            for first in earliestStart[end]...end {
                let line = length(first, end)
                let slack = line > limit ? 0 : limit - line
                let lineScore = Self.multiply(slack, slack)
                // Line scores only grow as the line loses items: nothing later can win.
                if lineScore > bestScore { break }
                let score = Self.add(lineScore, first == 0 ? 0 : best[first - 1])
                // (On a tie the later start wins: fewer items on this line, more on earlier ones.)
                if score <= bestScore {
                    bestScore = score
                    bestStart = first
                }
            }
            best[end] = bestScore
            breakBefore[end] = bestStart
        }

        var lines: [Range<Int>] = []
        var end = count - 1
        while end >= 0 {
            let first = breakBefore[end]
            lines.append(first..<(end + 1))
            end = first - 1
        }
        return lines.reversed()
    }

    /// The length of items `first...last`, gaps between them included.
    private func length(_ first: Int, _ last: Int) -> UInt64 {
        ends[last] - (first == 0 ? 0 : ends[first - 1]) - gap
    }

    /// How many lines greedy filling makes at a line length of `limit` (an item too long
    /// for a line takes one to itself).
    private func greedyLineCount(_ limit: UInt64) -> Int {
        var lines = 1
        var lineStart = 0
        for i in ends.indices where i > lineStart && length(lineStart, i) > limit {
            lines += 1
            lineStart = i
        }
        return lines
    }

    /// Narrows the line length, and if need be lengthens perfectly fitting items, so that
    /// greedy filling makes at least `minimum` lines.
    private mutating func applyMinimumLineCount(_ minimum: Int) {
        // The shortest line length that greedy filling fits into at most `minimum` lines
        // (the line count only falls as the length grows).
        var low: UInt64 = 0
        var high = min(limit, ends[ends.count - 1] - gap)
        while low < high {
            let middle = low + (high - low) / 2
            if greedyLineCount(middle) > minimum { low = middle + 1 } else { high = middle }
        }
        limit = high
        if greedyLineCount(limit) >= minimum { return }

        // No length gives enough lines: push items that end a line exactly onto the next
        // line by making them one unit longer, the last first, until there are enough.
        // (The scan follows Chromium's: a line begun by an item that did not fit on the one
        // before counts as empty, so if the next item does not fit either, both are passed
        // over and the next line begins after them.)
        var perfectFits: [Int] = []
        var previous: UInt64 = 0
        var lineHasContent = false
        for i in ends.indices {
            let line = ends[i] - previous - gap
            if line == limit { perfectFits.append(i) }
            if line > limit {
                previous = lineHasContent ? ends[i - 1] : ends[i]
                lineHasContent = false
                continue
            }
            lineHasContent = true
        }
        for index in perfectFits.reversed() {
            for i in index..<ends.count { ends[i] += 1 }
            if greedyLineCount(limit) >= minimum { break }
        }
    }

    private static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    private static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}

extension FlexLineBalancer {
    /// The cross space offered to each item of a container: for a balanced container asked
    /// for several lines, a definite space is shared out among them, less the gaps between
    /// them (as Chromium does), so that items whose size depends on it fit their line.
    static func itemCrossSpace(_ space: CSSAvailableSpace, ctx: CSSLayoutEngine.FlexContext) -> CSSAvailableSpace {
        guard let count = ctx.balanceLineCount, count > 1, case .definite(let v) = space else { return space }
        let lines = CGFloat(count)
        return .definite(max(0, (v - ctx.crossGap * (lines - 1)) / lines))
    }
}
