import Foundation
import LucidLayout

/// Lines of text placed inside a cell rect, as a label draws them: each line
/// on its side (`TextStyle.lineSide`), `blankRows` empty rows between lines (the line spacing), the
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
    /// The columns the lines may take (the rect's).
    private let columns: ClosedRange<Int>

    /// Places `lines` (already wrapped) in `rect`, `blankRows` apart.
    ///
    /// Lines beyond the rect's rows are dropped and the last one shown ends with "…".
    init(lines: [String], in rect: CellRect, side: TextLineSide, verticalAlignment: TextVerticalAlignment = .center, blankRows: Int = 0) {
        columns = rect.left...max(rect.left, rect.right)
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
            let offset = side.cellOffset(slack: slack)
            return PlacedLine(column: rect.left + offset, row: firstRow + index * step, line: line)
        }
    }

    /// Paints the lines over whatever the canvas shows in their cells.
    ///
    /// Text stays readable among what is already drawn: a line is not written over the
    /// corners and sides of borders (it moves within its columns to the widest stretch
    /// between them, cut with "…" where that is too narrow; plain horizontal border
    /// lines it may cover, as a title on a frame), and it keeps one blank cell from the
    /// text of another block just before it whose frame does not touch its own (`owner`
    /// and `frame`, in points, tell them apart), so that neighbouring labels never run
    /// together.
    ///
    /// `keepsBorders` false writes the lines where they were placed, over anything (an
    /// image's name over its own outline when the image has no inside).
    func write(on canvas: inout CellCanvas, owner: Int32 = -1, frame: CGRect? = nil, keepsBorders: Bool = true) {
        if owner >= 0, let frame { canvas.setTextFrame(frame, of: owner) }
        for placed in placedLines {
            let (start, line) = keepsBorders ? fitted(placed, on: canvas, owner: owner, frame: frame) : (placed.column, placed.line)
            var column = start
            for (character, width) in line.characters {
                canvas.put(character, width: width, column: column, row: placed.row)
                if owner >= 0 { canvas.setTextOwner(owner, column: column, row: placed.row) }
                column += width
            }
        }
    }

    /// Where a line goes on `canvas`, and how much of it fits there (see `write`).
    private func fitted(_ placed: PlacedLine, on canvas: CellCanvas, owner: Int32, frame: CGRect?) -> (Int, CellLine) {
        let width = placed.line.width
        guard width > 0 else { return (placed.column, placed.line) }
        var start = placed.column
        var room = columns
        let span = start..<(start + width)
        if span.contains(where: { canvas.holdsUpright(column: $0, row: placed.row) }) {
            // The stretches of the row between borders; the widest one nearest the line.
            var runs: [ClosedRange<Int>] = []
            var runStart: Int? = nil
            for column in columns {
                if canvas.holdsUpright(column: column, row: placed.row) {
                    if let first = runStart { runs.append(first...(column - 1)) }
                    runStart = nil
                } else if runStart == nil {
                    runStart = column
                }
            }
            if let first = runStart { runs.append(first...columns.upperBound) }
            guard let best = runs.max(by: { a, b in
                a.count != b.count ? a.count < b.count : abs(a.lowerBound - start) > abs(b.lowerBound - start)
            }) else { return (start, CellLine("", columns: 0)) }
            room = best
        }
        // One blank cell after another block's text, where there is room for it.
        let before = max(start, room.lowerBound) - 1
        let other = canvas.textOwner(column: before, row: placed.row)
        let apart = frame.flatMap { mine in canvas.textFrame(of: other).map { $0.maxX < mine.minX - 1e-9 } } ?? false
        if other >= 0, other != owner, apart, canvas[before, placed.row] != .character(" "), before + 2 <= room.upperBound {
            room = (before + 2)...room.upperBound
        }
        start = min(max(start, room.lowerBound), max(room.lowerBound, room.upperBound - width + 1))
        // (Moved, a line may run on into blank cells, or over a plain horizontal border,
        // rather than lose its end.)
        var end = room.upperBound
        while end - start + 1 < width, end + 1 < canvas.columns, canvas.takesRunOnText(column: end + 1, row: placed.row) { end += 1 }
        while end - start + 1 < width, start >= 2, canvas.takesRunOnText(column: start - 1, row: placed.row),
              !canvas.holdsText(column: start - 2, row: placed.row) { start -= 1 }
        let available = end - start + 1
        guard width > available else { return (start, placed.line) }
        let text = String(placed.line.characters.map(\.character))
        return (start, CellLine(text, columns: max(0, available)))
    }
}
