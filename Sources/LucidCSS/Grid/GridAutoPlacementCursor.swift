import Foundation

/// Step 4 of §8.5 with sparse packing, as Blink runs it: its cursor does not simply move to
/// the next row when an item does not fit in the current one. Where no item the cursor has
/// passed in this row ends in it, it jumps to the end row of the earliest-ending item it has
/// passed that still spans the row, skipping rows where the item would have fitted beside an
/// item that starts further along them. (Chromium puts an auto-placed `grid-column: 3 / 6`
/// item of a six-column grid at row 4, not row 3, when a `grid-row: 1 / span 3` item sits in
/// column 1 and items in column 5 block rows 1 and 2; at row 3 beside a `span 2` one, and
/// at row 5 beside a `span 4` one.)
///
/// The placed items are kept in a list ordered by their start (row, then column); the cursor
/// walks it forward, keeping the items it has passed that still span its row in a heap by
/// their end. Rows are "major", columns "minor" (column flow swaps them before this).
/// (Sparse packing only: the cursor never moves back, so placing n items walks the list
/// once. Dense packing starts over at the top for every item, which the cursor would make
/// cost n², and keeps the specified search.)
struct GridAutoPlacementCursor {
    struct Position: Comparable {
        var major: Int
        var minor: Int
        static func < (a: Position, b: Position) -> Bool { a.major != b.major ? a.major < b.major : a.minor < b.minor }
    }

    /// How an item may move: both ways (`auto` in both axes), only across rows (a definite
    /// column: `forceMinorLine`).
    enum Movement { case auto, forceMinorLine }

    // The placed items, a list ordered by start: parallel arrays, -1 for none.
    private var start: [Position] = []
    private var end: [Position] = []
    private var next: [Int] = []
    private var previous: [Int] = []
    private var tail = -1

    /// The cursor: its position, the first placed item it has not passed, and the passed
    /// items that still span its row (a min-heap by end).
    private(set) var position = Position(major: 0, minor: 0)
    private var nextItem = -1
    private var overlapping: [Int] = []
    private var jumpsToOverlappingEnd = true

    /// A cursor at the grid's start over the items placed so far (steps 1 and 2), as
    /// (start, end) pairs in any order.
    init(placed: [(start: Position, end: Position)]) {
        for item in placed.sorted(by: { $0.start < $1.start }) {
            let i = start.count
            start.append(item.start)
            end.append(item.end)
            next.append(-1)
            previous.append(tail)
            if tail >= 0 { next[tail] = i } else { nextItem = i }
            tail = i
        }
    }

    /// Moves to `minor`, on the next row if that is behind the cursor.
    mutating func move(toMinor minor: Int) {
        if minor < position.minor { position.major += 1 }
        position.minor = minor
    }

    /// Moves to the first position from the cursor on where an item `majorSpan` rows by
    /// `minorSpan` columns overlaps no placed item, within `minorEnd` columns.
    mutating func moveToFit(majorSpan: Int, minorSpan: Int, minorEnd: Int, _ movement: Movement) {
        let movesMinor = movement != .forceMinorLine
        let minorMaxStart = minorEnd - minorSpan
        var nextMinor = position.minor
        func mustMoveMajor(_ at: Position) -> Bool { nextMinor > minorMaxStart || !movesMinor && nextMinor != at.minor }
        if position.minor > minorMaxStart { moveToNextMajor(resettingMinor: movesMinor) }
        while true {
            updateOverlapping()
            nextMinor = position.minor
            for item in overlapping where nextMinor < end[item].minor && start[item].minor < nextMinor + minorSpan {
                nextMinor = end[item].minor
                if mustMoveMajor(position) { break }
            }
            if !fits(at: nextMinor, mustMoveMajor(position), resettingMinor: movesMinor) { continue }
            // (The list is ordered by start: items starting past the span's rows cannot
            // overlap it, nor can any after them.)
            var upcoming = nextItem
            while upcoming >= 0, start[upcoming].major < position.major + majorSpan {
                if nextMinor < end[upcoming].minor && position.major < end[upcoming].major
                    && start[upcoming].minor < nextMinor + minorSpan {
                    nextMinor = end[upcoming].minor
                    if mustMoveMajor(position) { break }
                }
                upcoming = next[upcoming]
            }
            if fits(at: nextMinor, mustMoveMajor(position), resettingMinor: movesMinor) { return }
        }
    }

    /// Whether the cursor fits where no item overlaps (`nextMinor` is its column); else
    /// moves it to `nextMinor`, or to the next row when it must.
    private mutating func fits(at nextMinor: Int, _ mustMoveMajor: Bool, resettingMinor: Bool) -> Bool {
        if mustMoveMajor {
            moveToNextMajor(resettingMinor: resettingMinor)
            return false
        }
        if position.minor == nextMinor { return true }
        move(toMinor: nextMinor)
        return false
    }

    /// Places an item `majorSpan` by `minorSpan` at the cursor, which moves past it.
    mutating func place(majorSpan: Int, minorSpan: Int) {
        let i = start.count
        start.append(position)
        end.append(Position(major: position.major + majorSpan, minor: position.minor + minorSpan))
        // Into the list just before the cursor's next item: it becomes the next item.
        let before = nextItem >= 0 ? previous[nextItem] : tail
        next.append(nextItem)
        previous.append(before)
        if before >= 0 { next[before] = i }
        if nextItem >= 0 { previous[nextItem] = i } else { tail = i }
        nextItem = i
        move(toMinor: end[i].minor)
        updateOverlapping()
    }

    /// The next row, or the end row of the earliest-ending passed item that spans this one
    /// unless an item passed in this row ends in it.
    private mutating func moveToNextMajor(resettingMinor: Bool) {
        position.major += 1
        if jumpsToOverlappingEnd, let first = overlapping.first { position.major = end[first].major }
        if resettingMinor { position.minor = 0 }
        jumpsToOverlappingEnd = true
    }

    /// The position past which an item no longer overlaps anything after the cursor: its
    /// last row, at its end column.
    private func lastOverlap(_ item: Int) -> Position { Position(major: end[item].major - 1, minor: end[item].minor) }

    /// Drops the passed items the cursor is past; takes in the items it has now passed.
    private mutating func updateOverlapping() {
        while let first = overlapping.first {
            let last = lastOverlap(first)
            if position < last { break }
            if position.major == last.major { jumpsToOverlappingEnd = false }
            popOverlapping()
        }
        while nextItem >= 0, !(position < start[nextItem]) {
            let last = lastOverlap(nextItem)
            if position.major <= last.major { jumpsToOverlappingEnd = false }
            if position < last { pushOverlapping(nextItem) }
            nextItem = next[nextItem]
        }
    }

    // The heap of passed items, the earliest-ending first.
    private mutating func pushOverlapping(_ item: Int) {
        overlapping.append(item)
        var child = overlapping.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard end[overlapping[child]] < end[overlapping[parent]] else { break }
            overlapping.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popOverlapping() {
        overlapping.swapAt(0, overlapping.count - 1)
        overlapping.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < overlapping.count, end[overlapping[left]] < end[overlapping[least]] { least = left }
            if right < overlapping.count, end[overlapping[right]] < end[overlapping[least]] { least = right }
            if least == parent { return }
            overlapping.swapAt(parent, least)
            parent = least
        }
    }
}
