import LucidLayout

/// Lines of vertical text placed inside a cell rect, as a vertical label draws them: each
/// line a column of characters read top to bottom, the columns stacked right to left
/// (`vertical-rl`) or left to right (`vertical-lr`) with `blankColumns` between them, the
/// block centred across the rect and each line placed down it by the style's alignment.
/// A line longer than the rect's rows ends with "…"; columns beyond the rect are dropped.
struct CellVerticalTextBlock: Sendable {
    /// A character and the cell it is printed in.
    struct PlacedCharacter: Equatable, Sendable {
        var character: Character
        var width: Int
        var column: Int
        var row: Int
    }

    let placedCharacters: [PlacedCharacter]

    /// Places `lines` (already wrapped to the rect's rows) in `rect`.
    init(lines: [String], in rect: CellRect, style: TextStyle, blankColumns: Int = 0) {
        guard !rect.isEmpty else {
            placedCharacters = []
            return
        }
        // Lines that fit across the rect, in reading order; the first always shows.
        var shown: [(characters: [Character], width: Int)] = []
        var used = 0
        for line in lines {
            let width = CellTextMeasurer.columnWidth(of: line)
            let needed = used + (shown.isEmpty ? 0 : max(blankColumns, 0)) + width
            guard shown.isEmpty || needed <= rect.columns else { break }
            shown.append((Array(line), width))
            used = needed
        }
        // A line too long for the rows, and the last one shown when some are dropped, end with "…".
        shown = shown.enumerated().map { index, line in
            (Self.fitted(line.characters, rows: rect.rows, truncated: index == shown.count - 1 && shown.count < lines.count), line.width)
        }
        let startsRight = style.writingMode == .verticalRightToLeft
        // The block is centred across the rect: its first column from the left edge.
        var column = rect.left + max(rect.columns - used, 0) / 2
        var placed: [PlacedCharacter] = []
        for line in startsRight ? shown.reversed() : shown {
            let slack = rect.rows - line.characters.count
            let offset = style.lineSide.cellOffset(slack: slack)
            for (index, character) in line.characters.enumerated() {
                placed.append(PlacedCharacter(character: character, width: CharacterWidth.cells(of: character), column: column, row: rect.top + offset + index))
            }
            column += line.width + max(blankColumns, 0)
        }
        placedCharacters = placed
    }

    /// The characters of `line` that fit in `rows` (control characters as spaces, zero-width
    /// ones left out, as `CellTextMeasurer.rows(of:)` counts them), ending with "…" when some
    /// are cut, or always with `truncated` (as `CellLine` does across).
    private static func fitted(_ line: [Character], rows: Int, truncated: Bool) -> [Character] {
        let characters = line.compactMap { character -> Character? in
            if character.unicodeScalars.first?.properties.generalCategory == .control { return " " }
            return CharacterWidth.cells(of: character) > 0 ? character : nil
        }
        guard truncated || characters.count > rows else { return characters }
        guard rows > 0 else { return [] }
        return Array(characters.prefix(rows - 1)) + [CellLine.ellipsis]
    }

    /// Paints the characters over whatever the canvas shows in their cells.
    func write(on canvas: inout CellCanvas) {
        for placed in placedCharacters {
            canvas.put(placed.character, width: placed.width, column: placed.column, row: placed.row)
        }
    }
}
