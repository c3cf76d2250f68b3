import Foundation
import LucidLayout

/// Lines of text placed inside a cell rect, as a label draws them: each line
/// aligned horizontally, `blankRows` empty rows between lines (the line spacing), the
/// block placed vertically by its vertical alignment (centred by default), cut with "…"
/// where it does not fit.
///
/// Kept apart from the canvas so the placement rules can be read (and tested) on
/// their own; `write(on:)` then paints the result.
struct CellTextBlock: Sendable {
    /// A fitted line and the cell its first character starts in.
    struct PlacedLine: Equatable, Sendable {
        var column: Int
        var row: Int
        var line: CellLine
    }

    let placedLines: [PlacedLine]

    /// Places `lines` (already wrapped) in `rect`, `blankRows` apart.
    ///
    /// Lines beyond the rect's rows are dropped and the last one shown ends with "…".
    init(lines: [String], in rect: CellRect, alignment: TextAlignment, verticalAlignment: TextVerticalAlignment = .center, blankRows: Int = 0) {
        guard !rect.isEmpty else {
            placedLines = []
            return
        }
        let step = 1 + max(blankRows, 0)
        // n lines take n + (n - 1) × blankRows rows; at least one line is always shown.
        let shown = min(lines.count, max((rect.rows - 1) / step + 1, 1))
        let height = shown == 0 ? 0 : (shown - 1) * step + 1
        let firstRow = rect.top + Int((CGFloat(rect.rows - height) * verticalAlignment.fraction).rounded(.down))
        placedLines = lines.prefix(shown).enumerated().map { index, text in
            let isCut = index == shown - 1 && shown < lines.count
            let line = CellLine(text, columns: rect.columns, truncated: isCut)
            let slack = rect.columns - line.width
            let offset = alignment.cellOffset(slack: slack)
            return PlacedLine(column: rect.left + offset, row: firstRow + index * step, line: line)
        }
    }

    /// Paints the lines over whatever the canvas shows in their cells.
    func write(on canvas: inout CellCanvas) {
        for placed in placedLines {
            var column = placed.column
            for (character, width) in placed.line.characters {
                canvas.put(character, width: width, column: column, row: placed.row)
                column += width
            }
        }
    }
}
