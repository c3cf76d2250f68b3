import Foundation

/// One end of a grid item's placement in an axis (`grid-row-start`, `grid-row-end`,
/// `grid-column-start`, `grid-column-end`).
///
/// Lines are numbered from 1 at the start edge of the explicit grid; negative numbers count
/// back from its end edge (`-1` is the last explicit line). Lines beyond the explicit grid on
/// either side add implicit tracks. Lines may also be found by name: the names a track list
/// gives them (`[name]`) and those of the named areas' edges (`name-start`, `name-end`).
public enum CSSGridLine: Hashable, Sendable {
    /// Auto-placement (a span of one unless the other end says otherwise).
    case auto
    /// A line number; `0` is invalid in CSS and treated as `auto`.
    case line(Int)
    /// `span N`: the item covers N tracks from its other end.
    case span(Int)
    /// A name alone (`main`): the edge of the named area (the line `main-start` for a start,
    /// `main-end` for an end), else the first line called `main`.
    case area(String)
    /// `N name`: the Nth line called `name`, counting back from the end when N is negative.
    case named(String, Int)
    /// `span N name`: the item reaches the Nth line called `name` from its other end.
    case namedSpan(String, Int)
}

extension CSSStyle {
    /// Where a grid item's area starts in the block axis (`grid-row-start`).
    public var gridRowStart: CSSGridLine {
        get { gridLines.line(.rowStart) }
        set { gridLines.set(.rowStart, newValue) }
    }
    /// Where a grid item's area ends in the block axis (`grid-row-end`).
    public var gridRowEnd: CSSGridLine {
        get { gridLines.line(.rowEnd) }
        set { gridLines.set(.rowEnd, newValue) }
    }
    /// Where a grid item's area starts in the inline axis (`grid-column-start`).
    public var gridColumnStart: CSSGridLine {
        get { gridLines.line(.columnStart) }
        set { gridLines.set(.columnStart, newValue) }
    }
    /// Where a grid item's area ends in the inline axis (`grid-column-end`).
    public var gridColumnEnd: CSSGridLine {
        get { gridLines.line(.columnEnd) }
        set { gridLines.set(.columnEnd, newValue) }
    }
}

/// The four grid-placement properties of a style in 20 bytes, so that `CSSStyle`, which the
/// engine copies often, grows as little as possible. Line numbers are clamped to ±`limit`
/// and spans to [1, `limit`] (`CSSGridPlacementParser.maximumLine`). Lines given by name,
/// which few styles have, are kept in a shared box beside the numbers.
struct PackedGridLines: Hashable, Sendable {
    static let limit = Int32(CSSGridPlacementParser.maximumLine)

    /// 0 is `auto`, ±1…limit a line, below -limit a span of 1…limit, `named` one in `names`.
    struct Value: Hashable, Sendable {
        var raw: Int32 = 0
        static let namedRaw = Int32.min

        init() {}

        init(_ line: CSSGridLine) {
            let limit = PackedGridLines.limit
            switch line {
            case .auto: raw = 0
            case .line(let n): raw = Int32(max(-Int(limit), min(Int(limit), n)))
            case .span(let n): raw = -limit - Int32(max(1, min(Int(limit), n)))
            case .area, .named, .namedSpan: raw = Self.namedRaw
            }
        }

        var line: CSSGridLine {
            if raw == 0 || raw == Self.namedRaw { return .auto }
            if raw < -PackedGridLines.limit { return .span(Int(-PackedGridLines.limit - raw)) }
            return .line(Int(raw))
        }
    }

    var rowStart = Value()
    var rowEnd = Value()
    var columnStart = Value()
    var columnEnd = Value()
    /// The ends given by name, as an entry of `GridNamedEnds` (0: none).
    var namesID: Int32 = 0

    /// One of the four ends, in the order of `GridNamedEnds`' entries. (A switch, not a key
    /// path: placing items reads every end of every item, and a key path read costs a call
    /// into the runtime.)
    enum End: Int {
        case rowStart, rowEnd, columnStart, columnEnd
    }

    private subscript(end: End) -> Value {
        get {
            switch end {
            case .rowStart: rowStart
            case .rowEnd: rowEnd
            case .columnStart: columnStart
            case .columnEnd: columnEnd
            }
        }
        set {
            switch end {
            case .rowStart: rowStart = newValue
            case .rowEnd: rowEnd = newValue
            case .columnStart: columnStart = newValue
            case .columnEnd: columnEnd = newValue
            }
        }
    }

    func line(_ end: End) -> CSSGridLine {
        let value = self[end]
        guard value.raw == Value.namedRaw, namesID != 0, let line = GridNamedEnds.shared.ends(namesID)[end.rawValue] else { return value.line }
        return line
    }

    mutating func set(_ end: End, _ line: CSSGridLine) {
        self[end] = Value(line)
        let isNamed = self[end].raw == Value.namedRaw
        guard isNamed || namesID != 0 else { return }
        var ends = GridNamedEnds.shared.ends(namesID)
        ends[end.rawValue] = isNamed ? line : nil
        namesID = GridNamedEnds.shared.id(ends)
    }
}

/// The grid ends given by name, interned for the whole process, so that `CSSStyle` holds a
/// number for them and stays plain data: the engine copies styles all the time, and a
/// reference among their fields would make every copy retain and release it.
final class GridNamedEnds: @unchecked Sendable {
    static let shared = GridNamedEnds()
    private let lock = NSLock()
    /// Entry 0 is no names.
    private var entries: [[CSSGridLine?]] = [[nil, nil, nil, nil]]
    private var ids: [[CSSGridLine?]: Int32] = [[nil, nil, nil, nil]: 0]

    /// The four ends (row start, row end, column start, column end) of entry `id`.
    func ends(_ id: Int32) -> [CSSGridLine?] {
        lock.lock()
        defer { lock.unlock() }
        return entries[Int(id)]
    }

    /// The entry holding `ends`, made if new.
    func id(_ ends: [CSSGridLine?]) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let known = ids[ends] { return known }
        entries.append(ends)
        let id = Int32(entries.count - 1)
        ids[ends] = id
        return id
    }
}

/// A run of tracks: the 0-based index of the first track in the implicit grid, and how many.
struct GridSpan: Hashable {
    var start: Int
    var span: Int
    var end: Int { start + span }
}

/// Grid item placement (CSS Grid §8): line resolution and the auto-placement algorithm,
/// sparse or dense, by rows or by columns.
enum GridPlacement {
    /// One axis of an item's placement before auto-placement: a definite start line (0 at
    /// the explicit grid's start, negative before it) or none, and the number of tracks.
    struct Axis {
        var start: Int?
        var span: Int
    }

    /// The outcome: each item's area (0-based tracks of the implicit grid), the implicit
    /// grid's size, and how many implicit tracks precede the explicit ones in each axis.
    struct Result {
        var rows: [GridSpan]
        var columns: [GridSpan]
        var rowCount: Int
        var columnCount: Int
        var rowsBefore: Int
        var columnsBefore: Int
    }

    /// The line a start or end names in the explicit grid's numbering (0 its start edge;
    /// negative before it), nil for `auto` and spans.
    static func definiteLine(_ line: CSSGridLine, isStart: Bool, names: GridLineNameIndex, explicitTracks: Int) -> Int? {
        switch line {
        case .line(let n) where n != 0: return n > 0 ? n - 1 : explicitTracks + 1 + n
        case .area(let name):
            let edge = name + (isStart ? "-start" : "-end")
            if let first = names.lines[edge]?.first { return first }
            return names.line(name, 1, explicitTracks: explicitTracks)
        case .named(let name, let n) where n != 0: return names.line(name, n, explicitTracks: explicitTracks)
        default: return nil
        }
    }

    /// §8.3.1 Resolves a start/end pair against an explicit grid of `explicitTracks` tracks
    /// whose lines are named as `names` says.
    static func resolve(start: CSSGridLine, end: CSSGridLine, explicitTracks: Int, names: GridLineNameIndex = GridLineNameIndex()) -> Axis {
        let first = definiteLine(start, isStart: true, names: names, explicitTracks: explicitTracks)
        let last = definiteLine(end, isStart: false, names: names, explicitTracks: explicitTracks)
        func count(_ n: Int) -> Int { max(1, n) }
        switch (first, last) {
        case (let s?, let e?):
            if s == e { return Axis(start: s, span: 1) }
            return Axis(start: min(s, e), span: abs(e - s))
        case (let s?, nil):
            switch end {
            case .span(let n): return Axis(start: s, span: count(n))
            case .namedSpan(let name, let n):
                let e = names.span(name, count(n), from: s, forward: true, explicitTracks: explicitTracks)
                return Axis(start: s, span: max(1, e - s))
            default: return Axis(start: s, span: 1)
            }
        case (nil, let e?):
            switch start {
            case .span(let n): return Axis(start: e - count(n), span: count(n))
            case .namedSpan(let name, let n):
                let s = names.span(name, count(n), from: e, forward: false, explicitTracks: explicitTracks)
                return Axis(start: s, span: max(1, e - s))
            default: return Axis(start: e - 1, span: 1)
            }
        case (nil, nil):
            // Auto-placed: a numbered span from the start (a second one is ignored), else
            // the end; a span to a name alone counts as 1 (§8.3.1).
            if case .span(let n) = start { return Axis(start: nil, span: count(n)) }
            if case .span(let n) = end, !Self.isSpan(start) { return Axis(start: nil, span: count(n)) }
            return Axis(start: nil, span: 1)
        }
    }

    private static func isSpan(_ line: CSSGridLine) -> Bool {
        switch line {
        case .span, .namedSpan: return true
        default: return false
        }
    }

    /// §8.5 Places items (in document order) whose rows and columns are given by `rows` and
    /// `columns`, in a grid of `explicitRows` × `explicitColumns` explicit tracks, by `flow`.
    /// Column flow is row flow with the axes swapped: the algorithm is the same, read across.
    static func place(rows: [Axis], columns: [Axis], explicitRows: Int, explicitColumns: Int, flow: CSSGridAutoFlow = .row) -> Result {
        guard flow.column else {
            return placeByRows(rows: rows, columns: columns, explicitRows: explicitRows, explicitColumns: explicitColumns, dense: flow.dense)
        }
        let across = placeByRows(rows: columns, columns: rows, explicitRows: explicitColumns, explicitColumns: explicitRows, dense: flow.dense)
        return Result(
            rows: across.columns, columns: across.rows, rowCount: across.columnCount, columnCount: across.rowCount,
            rowsBefore: across.columnsBefore, columnsBefore: across.rowsBefore)
    }

    /// §8.5 with `grid-auto-flow: row` (`dense` or sparse).
    private static func placeByRows(rows: [Axis], columns: [Axis], explicitRows: Int, explicitColumns: Int, dense: Bool) -> Result {
        let count = rows.count
        // Implicit tracks before the explicit grid, for lines before its start.
        let rowsBefore = max(0, -(rows.lazy.compactMap(\.start).min() ?? 0))
        let columnsBefore = max(0, -(columns.lazy.compactMap(\.start).min() ?? 0))
        var rowStart = rows.map { $0.start.map { $0 + rowsBefore } }
        var columnStart = columns.map { $0.start.map { $0 + columnsBefore } }
        var rowCount = explicitRows + rowsBefore
        var columnCount = explicitColumns + columnsBefore

        var occupied = Occupancy()
        // Where a search may go on from when item i at (row, column) is blocked: past the
        // blocking area's far edge (every position before it overlaps the same area), so an
        // item spanning thousands of tracks costs one step, not one per cell. Nil: not blocked.
        func nextColumn(_ row: Int, _ column: Int, _ i: Int) -> Int? {
            occupied.blocker(Area(rows: row..<(row + rows[i].span), columns: column..<(column + columns[i].span)))
                .map { max(column + 1, $0.columns.upperBound) }
        }
        func nextRow(_ row: Int, _ column: Int, _ i: Int) -> Int? {
            occupied.blocker(Area(rows: row..<(row + rows[i].span), columns: column..<(column + columns[i].span)))
                .map { max(row + 1, $0.rows.upperBound) }
        }
        // A dense search starts below the rows that are full (no item fits in them), rather
        // than at the top for every item, which made placing n items cost n².
        var firstOpenRow = 0
        func occupy(_ i: Int) {
            let r0 = rowStart[i]!, c0 = columnStart[i]!
            occupied.insert(Area(rows: r0..<(r0 + rows[i].span), columns: c0..<(c0 + columns[i].span)))
            rowCount = max(rowCount, r0 + rows[i].span)
            columnCount = max(columnCount, c0 + columns[i].span)
        }

        // 1. Items with a definite position in both axes (which may overlap each other).
        for i in 0..<count where rowStart[i] != nil && columnStart[i] != nil {
            occupy(i)
        }

        // 2. Items locked to a row: the first free columns past earlier ones of that row
        //    (dense: from the row's start).
        var rowCursors: [Int: Int] = [:]
        for i in 0..<count where rowStart[i] != nil && columnStart[i] == nil {
            let row = rowStart[i]!
            var column = dense ? 0 : rowCursors[row] ?? 0
            while let next = nextColumn(row, column, i) { column = next }
            columnStart[i] = column
            rowCursors[row] = column + columns[i].span
            occupy(i)
        }

        // 3. The implicit grid's columns: wide enough for every column span, and reaching
        //    the columns of the items given one but no row yet.
        for i in 0..<count {
            if let start = columnStart[i] {
                columnCount = max(columnCount, start + columns[i].span)
            } else {
                columnCount = max(columnCount, columns[i].span)
            }
        }

        // 4. The remaining items, with the auto-placement cursor. Sparse, where an item spans
        //    rows, as Blink moves it (`GridAutoPlacementCursor`, whose jumps past such items
        //    differ from the next row); otherwise it goes on from the last item (dense: back
        //    at the start for each item, below the rows already full). (The two agree where
        //    no item spans rows; the simple cursor allocates nothing, which is a tenth of
        //    placing a small grid.)
        if !dense, rows.contains(where: { $0.span > 1 }) {
            placeWithBlinkCursor(rows: rows, columns: columns, rowStart: &rowStart, columnStart: &columnStart, rowCount: &rowCount, columnCount: &columnCount)
        } else {
            var cursorRow = 0
            var cursorColumn = 0
            for i in 0..<count where rowStart[i] == nil {
                if dense {
                    while occupied.isFull(row: firstOpenRow, columns: columnCount) { firstOpenRow += 1 }
                    cursorRow = firstOpenRow
                    cursorColumn = columnStart[i] ?? 0
                }
                if let column = columnStart[i] {
                    if column < cursorColumn { cursorRow += 1 }
                    cursorColumn = column
                    while let next = nextRow(cursorRow, column, i) { cursorRow = next }
                } else {
                    search: while true {
                        while cursorColumn + columns[i].span <= columnCount {
                            guard let next = nextColumn(cursorRow, cursorColumn, i) else { break search }
                            cursorColumn = next
                        }
                        cursorRow += 1
                        cursorColumn = 0
                    }
                    columnStart[i] = cursorColumn
                }
                rowStart[i] = cursorRow
                occupy(i)
            }
        }

        // An axis without explicit tracks keeps the tracks its items reach and no more: the
        // explicit grid's one line, which auto-placement searched up to, does not hold the
        // empty tracks after the last item (Chromium gives a grid of no columns one track for
        // a `grid-column: -5` item, two with an auto-placed item beside it, and four when
        // five auto-placed items fill its row up to line 1 and wrap).
        if explicitRows == 0 { rowCount = (0..<count).lazy.map { rowStart[$0]! + rows[$0].span }.max() ?? 0 }
        if explicitColumns == 0 { columnCount = (0..<count).lazy.map { columnStart[$0]! + columns[$0].span }.max() ?? 0 }
        return Result(
            rows: (0..<count).map { GridSpan(start: rowStart[$0]!, span: rows[$0].span) },
            columns: (0..<count).map { GridSpan(start: columnStart[$0]!, span: columns[$0].span) },
            rowCount: rowCount, columnCount: columnCount, rowsBefore: rowsBefore, columnsBefore: columnsBefore)
    }

    /// Step 4 with sparse packing where items span rows: the items not placed yet, moved
    /// to as Blink's cursor moves (`GridAutoPlacementCursor`). (A function of its own: inlined
    /// into `placeByRows`, it made the compiler box the variables the simple cursor's
    /// closures share, an allocation and access checks for every grid placed.)
    @inline(never)
    private static func placeWithBlinkCursor(
        rows: [Axis], columns: [Axis], rowStart: inout [Int?], columnStart: inout [Int?], rowCount: inout Int, columnCount: inout Int
    ) {
        var placed: [(start: GridAutoPlacementCursor.Position, end: GridAutoPlacementCursor.Position)] = []
        for i in rows.indices {
            guard let row = rowStart[i], let column = columnStart[i] else { continue }
            placed.append((start: .init(major: row, minor: column), end: .init(major: row + rows[i].span, minor: column + columns[i].span)))
        }
        var cursor = GridAutoPlacementCursor(placed: placed)
        for i in rows.indices where rowStart[i] == nil {
            if let column = columnStart[i] {
                cursor.move(toMinor: column)
                cursor.moveToFit(majorSpan: rows[i].span, minorSpan: columns[i].span, minorEnd: columnCount, .forceMinorLine)
            } else {
                cursor.moveToFit(majorSpan: rows[i].span, minorSpan: columns[i].span, minorEnd: columnCount, .auto)
                columnStart[i] = cursor.position.minor
            }
            rowStart[i] = cursor.position.major
            cursor.place(majorSpan: rows[i].span, minorSpan: columns[i].span)
            rowCount = max(rowCount, rowStart[i]! + rows[i].span)
            columnCount = max(columnCount, columnStart[i]! + columns[i].span)
        }
    }

    /// A rectangle of grid cells.
    private struct Area {
        var rows: Range<Int>
        var columns: Range<Int>

        var cellCount: Int { rows.count * columns.count }

        func overlaps(_ other: Area) -> Bool { rows.overlaps(other.rows) && columns.overlaps(other.columns) }
    }

    /// The cells placed items take: small areas near the start cell by cell, a bit per cell
    /// in rows of 64-bit words (a test is a load and a mask: a set of cells, hashed per lookup,
    /// made placing the 1,000 cards of a dense grid cost 18 ms), large or far ones as
    /// rectangles, so that an item spanning thousands of tracks each way costs one entry, not
    /// millions (a `span 10000` item took minutes).
    /// The rows' words lie in one array, `wordsPerRow` apiece (one for grids of up to 64
    /// columns): an array per row cost an allocation per row of every grid placed, a tenth of
    /// a nested grid's layout.
    private struct Occupancy {
        static let largeArea = 64
        /// Row r's cells at words r * wordsPerRow ..< (r + 1) * wordsPerRow, column c at bit
        /// c % 64 of the row's word c / 64 (rows are added, and rows widened, as needed).
        var words: [UInt64] = []
        var wordsPerRow = 1
        var rowCount = 0
        var large: [Area] = []

        /// Cells past this column are kept as rectangles too: a row's bits start at column 0,
        /// so one cell far out (lines reach ±100,000) would cost the row thousands of words.
        static let bitColumns = 4096
        /// The most words the rows may take (8 MB).
        static let wordBudget = 1 << 20

        mutating func insert(_ area: Area) {
            guard area.cellCount <= Self.largeArea, area.columns.upperBound <= Self.bitColumns else { return large.append(area) }
            let needed = (area.columns.upperBound + 63) / 64
            // (Far rows and wide ones together are kept as rectangles too, so the words stay
            // within `wordBudget`: a cell at row 99,999 and one at column 4,000 would cost 50 MB.)
            guard max(rowCount, area.rows.upperBound) * max(wordsPerRow, needed) <= Self.wordBudget else { return large.append(area) }
            if needed > wordsPerRow { widen(to: needed) }
            if rowCount < area.rows.upperBound {
                words.append(contentsOf: repeatElement(0, count: (area.rows.upperBound - rowCount) * wordsPerRow))
                rowCount = area.rows.upperBound
            }
            for r in area.rows {
                for c in area.columns { words[r * wordsPerRow + c / 64] |= 1 << UInt64(c % 64) }
            }
        }

        /// Lays the rows out again `count` words apiece (an area reached past the last word).
        private mutating func widen(to count: Int) {
            var wider = [UInt64](repeating: 0, count: rowCount * count)
            for r in 0..<rowCount {
                for w in 0..<wordsPerRow { wider[r * count + w] = words[r * wordsPerRow + w] }
            }
            words = wider
            wordsPerRow = count
        }

        /// Whether every one of a row's first `columns` cells is taken cell by cell.
        func isFull(row: Int, columns: Int) -> Bool {
            guard row < rowCount, columns > 0, wordsPerRow * 64 >= columns else { return false }
            let first = row * wordsPerRow
            for w in 0..<(columns / 64) where words[first + w] != ~0 { return false }
            let rest = columns % 64
            return rest == 0 || words[first + columns / 64] & ((1 << UInt64(rest)) - 1) == (1 << UInt64(rest)) - 1
        }

        /// A placed area (a large one, or one cell) that `area` overlaps, if any: a large one
        /// first, else the first taken cell in row order.
        func blocker(_ area: Area) -> Area? {
            if let found = large.first(where: { $0.overlaps(area) }) { return found }
            for r in area.rows.clamped(to: 0..<rowCount) {
                if let c = firstTaken(inRow: r, area.columns) { return Area(rows: r..<(r + 1), columns: c..<(c + 1)) }
            }
            return nil
        }

        /// The first taken column of `columns` in a row, a word at a time.
        private func firstTaken(inRow row: Int, _ columns: Range<Int>) -> Int? {
            let first = row * wordsPerRow
            var c = columns.lowerBound
            let end = min(columns.upperBound, wordsPerRow * 64)
            while c < end {
                let word = c / 64, bit = c % 64
                var taken = words[first + word] >> UInt64(bit)
                let width = min(64 - bit, end - c)
                if width < 64 { taken &= (1 << UInt64(width)) - 1 }
                if taken != 0 { return c + taken.trailingZeroBitCount }
                c += width
            }
            return nil
        }
    }
}
