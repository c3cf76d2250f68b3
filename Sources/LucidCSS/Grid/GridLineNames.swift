import Foundation

/// Named grid areas (`grid-template-areas`, CSS Grid §7.3): rows of cell tokens, each name
/// covering one rectangle of cells, `.` (one or more) an unnamed cell.
///
/// The areas add to the explicit grid as many rows and columns as they have, and name
/// their edges: area `main` makes lines `main-start` and `main-end` in each axis, which
/// placement by name finds (`grid-area: main`).
public struct CSSGridTemplateAreas: Hashable, Sendable {
    /// One named area: its rows and columns as 0-based track ranges.
    public struct Area: Hashable, Sendable {
        public var name: String
        public var rows: Range<Int>
        public var columns: Range<Int>
    }

    public var rowCount: Int
    public var columnCount: Int
    /// The areas in the order their names first appear.
    public var areas: [Area]

    /// Why a list of rows does not make areas; `row` is the 0-based row it was found in.
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        public var message: String
        public var row: Int
        public var description: String { message }
    }

    /// Reads the rows of `grid-template-areas` (each a string such as `"head head"`).
    public init(rows: [String]) throws(Error) {
        var grid: [[String?]] = []
        for (r, row) in rows.enumerated() {
            let tokens = row.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            guard !tokens.isEmpty else { throw Error(message: "row \(r + 1) of the areas is empty", row: r) }
            var cells: [String?] = []
            for token in tokens {
                if token.allSatisfy({ $0 == "." }) {
                    cells.append(nil)
                } else if token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                    cells.append(token)
                } else {
                    throw Error(message: "'\(token)' in row \(r + 1) is not an area name (letters, digits, '-' and '_') or '.'", row: r)
                }
            }
            if let first = grid.first, first.count != cells.count {
                throw Error(message: "row \(r + 1) of the areas has \(cells.count) cells, the first row \(first.count); every row needs the same number", row: r)
            }
            grid.append(cells)
        }
        rowCount = grid.count
        columnCount = grid.first?.count ?? 0
        var bounds: [String: (rows: Range<Int>, columns: Range<Int>, firstRow: Int)] = [:]
        var order: [String] = []
        for (r, cells) in grid.enumerated() {
            for (c, cell) in cells.enumerated() {
                guard let name = cell else { continue }
                if let b = bounds[name] {
                    bounds[name] = (min(b.rows.lowerBound, r)..<max(b.rows.upperBound, r + 1),
                                    min(b.columns.lowerBound, c)..<max(b.columns.upperBound, c + 1), b.firstRow)
                } else {
                    bounds[name] = (r..<(r + 1), c..<(c + 1), r)
                    order.append(name)
                }
            }
        }
        // Each name must fill exactly the rectangle its cells span.
        for name in order {
            let b = bounds[name]!
            for r in b.rows { for c in b.columns where grid[r][c] != name {
                throw Error(message: "area '\(name)' is not a rectangle: row \(r + 1), column \(c + 1) is not '\(name)'", row: r)
            } }
        }
        areas = order.map { Area(name: $0, rows: bounds[$0]!.rows, columns: bounds[$0]!.columns) }
    }
}

/// The names of one axis's grid lines, as placement looks them up: for each name, the
/// explicit lines (0 at the explicit grid's start) that carry it, in order.
struct GridLineNameIndex {
    var lines: [String: [Int]] = [:]

    /// The names written in the track list (`names[i]`: those of line i) and the edges of
    /// the named areas in this axis (`area-start`, `area-end`).
    init(names: [[String]], areas: [(name: String, range: Range<Int>)]) {
        for (line, list) in names.enumerated() {
            for name in list { lines[name, default: []].append(line) }
        }
        for area in areas {
            lines[area.name + "-start", default: []].append(area.range.lowerBound)
            lines[area.name + "-end", default: []].append(area.range.upperBound)
        }
        // (A line named twice, as `[e-start]` and by area `e`, is one line of that name:
        // Chromium places `grid-column: e-start 2` at the next line called so, not this one.)
        for key in lines.keys { lines[key] = Array(Set(lines[key]!)).sorted() }
    }

    init() {}

    var isEmpty: Bool { lines.isEmpty }

    /// §8.3.1 `<integer> && <custom-ident>`: the nth line called `name` (negative: counting
    /// back from the end), as a line of the explicit grid (0 its start; beyond its ends where
    /// too few lines have the name: every implicit line is taken to have it).
    func line(_ name: String, _ n: Int, explicitTracks: Int) -> Int {
        let named = lines[name] ?? []
        if n > 0 {
            return n <= named.count ? named[n - 1] : explicitTracks + (n - named.count)
        }
        let m = -n
        return m <= named.count ? named[named.count - m] : -(m - named.count)
    }

    /// §8.3.1 `span <custom-ident> n` from line `from`: the nth line called `name` after it
    /// (`forward`) or before it, implicit lines past the explicit grid all carrying the name.
    func span(_ name: String, _ n: Int, from: Int, forward: Bool, explicitTracks: Int) -> Int {
        let named = lines[name] ?? []
        if forward {
            let after = named.filter { $0 > from }
            return n <= after.count ? after[n - 1] : max(from, explicitTracks) + (n - after.count)
        }
        let before = named.filter { $0 < from }
        return n <= before.count ? before[before.count - n] : min(from, 0) - (n - before.count)
    }
}

/// The names of a grid's lines in both axes.
struct GridLineNames {
    var rows = GridLineNameIndex()
    var columns = GridLineNameIndex()
}
