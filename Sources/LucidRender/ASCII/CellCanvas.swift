import Foundation

/// A grid of character cells that the ASCII renderer paints on, back to front.
///
/// Box outlines and straight lines are kept as direction bits until the end, so
/// borders drawn by different boxes and lines merge into junctions; text is kept as
/// characters, diagonals and arrowheads as what they show, and all of these get
/// their characters from the charset only when the picture is finished. A wide
/// character takes two cells: its own and a continuation cell that prints
/// nothing. The canvas keeps those pairs whole: overwriting either half of a
/// wide character blanks the other half, so no column ever shifts.
///
/// Each cell also remembers the colour its content was drawn in (the `ink` in use
/// when it was written), and, beneath its content, the shade of the last fill that
/// covered it. A cell whose content is blank shows that shade; any other content
/// (a border, a line, a character of text, even a space within a label) hides it.
/// Keeping shades in their own layer lets a later unfilled box, which clears the
/// lines inside it, still show a fill beneath it, as Cairo would. Text is never
/// overwritten by a stroke (see `writeStroke`).
struct CellCanvas: Sendable {
    /// What one cell shows.
    enum Cell: Equatable, Sendable {
        case blank
        /// Box-drawing lines leaving the cell in these directions.
        case edges(BoxEdges)
        /// A box that shrank to this one cell.
        case singleBox
        /// A cell of a diagonal line (drawn ╲ or ╱).
        case diagonal(CellDiagonal)
        /// The end of an arrow, pointing this way (drawn ▶ ◀ ▲ ▼).
        case arrowhead(CellDirection)
        /// A character of text (the first cell of it, when it is wide).
        case character(Character)
        /// The second cell of the wide character to its left.
        case continuation
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]
    /// The colour each cell's content was drawn in.
    private var inks: [CellColor?]
    /// The fill shade beneath each cell's content, shown where the content is blank.
    private var shades: [CellShade?]
    /// Which text block wrote each cell's character (-1: none), so that the next one
    /// keeps a blank cell from it (see `CellTextBlock.write(on:owner:)`).
    private var textOwners: [Int32]
    /// The frame (in points) of each text block that wrote on the canvas, by owner.
    private var textFrames: [Int32: CGRect] = [:]

    /// The colour cells are drawn in from now on, like a pen: the renderer sets it
    /// for each item. Nil draws in the terminal's default colour.
    var ink: CellColor?

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
        inks = Array(repeating: nil, count: cells.count)
        shades = Array(repeating: nil, count: cells.count)
        textOwners = Array(repeating: -1, count: cells.count)
    }

    /// The whole canvas as a cell rect, for clipping.
    var bounds: CellRect { CellRect(left: 0, top: 0, right: columns - 1, bottom: rows - 1) }

    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    subscript(column: Int, row: Int) -> Cell {
        contains(column: column, row: row) ? cells[row * columns + column] : .blank
    }

    /// Puts `cell` at a position, ignoring positions off the canvas, and blanks the
    /// other half of any wide character it breaks.
    mutating func write(_ cell: Cell, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        let index = row * columns + column
        switch cells[index] {
        case .continuation where column > 0:
            cells[index - 1] = .blank
        case .character where column + 1 < columns && cells[index + 1] == .continuation:
            cells[index + 1] = .blank
        default:
            break
        }
        cells[index] = cell
        inks[index] = ink
        textOwners[index] = -1
    }

    /// Whether a cell holds text (a character or the second half of a wide one): lines,
    /// outlines and arrows drawn later leave it alone, so text always stays readable.
    func holdsText(column: Int, row: Int) -> Bool {
        switch self[column, row] {
        case .character, .continuation: return true
        default: return false
        }
    }

    /// Whether a cell holds a border that is not a plain horizontal line (a corner, a
    /// side, a junction): text is not written over it.
    func holdsUpright(column: Int, row: Int) -> Bool {
        switch self[column, row] {
        case .edges(let edges): return edges.contains(.up) || edges.contains(.down)
        case .singleBox: return true
        default: return false
        }
    }

    /// Whether a line of text moved aside may run on over this cell: a blank one, or a
    /// plain horizontal border.
    func takesRunOnText(column: Int, row: Int) -> Bool {
        switch self[column, row] {
        case .blank: return true
        case .edges(let edges): return !edges.contains(.up) && !edges.contains(.down)
        default: return false
        }
    }

    /// The text block that wrote a cell's character, or -1.
    func textOwner(column: Int, row: Int) -> Int32 {
        contains(column: column, row: row) ? textOwners[row * columns + column] : -1
    }

    /// The frame, in points, of the text block `owner`, when it wrote on the canvas.
    func textFrame(of owner: Int32) -> CGRect? { textFrames[owner] }

    /// Remembers the frame of the text block `owner`.
    mutating func setTextFrame(_ frame: CGRect, of owner: Int32) { textFrames[owner] = frame }

    /// Marks a cell's character as written by the text block `owner`.
    mutating func setTextOwner(_ owner: Int32, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        textOwners[row * columns + column] = owner
    }

    /// Writes a stroke's cell (a line, an arrowhead, a diagonal) unless text is there.
    mutating func writeStroke(_ cell: Cell, column: Int, row: Int) {
        guard !holdsText(column: column, row: row) else { return }
        write(cell, column: column, row: row)
    }

    /// Writes a character `width` cells wide (0, 1 or 2) with its first cell at `column`.
    ///
    /// A wide character that the canvas edge would cut in half is not drawn; the
    /// visible half becomes a blank, so the character is never split.
    mutating func put(_ character: Character, width: Int, column: Int, row: Int) {
        switch width {
        case ...0:
            return
        case 1:
            write(.character(character), column: column, row: row)
        default:
            if contains(column: column, row: row) && contains(column: column + 1, row: row) {
                write(.character(character), column: column, row: row)
                write(.continuation, column: column + 1, row: row)
            } else {
                write(.blank, column: column, row: row)
                write(.blank, column: column + 1, row: row)
            }
        }
    }

    /// Adds box lines to a cell, merging with lines already there.
    ///
    /// `covered` are earlier lines to drop first because they now lie under a box
    /// drawn on top (the directions pointing into that box's interior).
    mutating func addEdges(_ edges: BoxEdges, removing covered: BoxEdges = [], column: Int, row: Int) {
        guard contains(column: column, row: row), !holdsText(column: column, row: row) else { return }
        if case .edges(let existing) = self[column, row] {
            write(.edges(existing.subtracting(covered).union(edges)), column: column, row: row)
        } else {
            write(.edges(edges), column: column, row: row)
        }
    }

    /// Blanks the content of every cell of `rect` that lies on the canvas (but text,
    /// unless `text`); shades beneath the content stay.
    mutating func clear(_ rect: CellRect, text: Bool = true) {
        let visible = rect.clamped(to: bounds)
        guard !visible.isEmpty else { return }
        for row in visible.top...visible.bottom {
            for column in visible.left...visible.right where text || !holdsText(column: column, row: row) {
                write(.blank, column: column, row: row)
            }
        }
    }

    /// Blanks the text in `rect` (what a picture drawn there hides), leaving lines.
    mutating func clearText(_ rect: CellRect) {
        let visible = rect.clamped(to: bounds)
        guard !visible.isEmpty else { return }
        for row in visible.top...visible.bottom {
            for column in visible.left...visible.right where holdsText(column: column, row: row) {
                write(.blank, column: column, row: row)
            }
        }
    }

    /// Lays `shade` beneath the content of every cell of `rect` on the canvas, over
    /// any shade there; nil removes the shade (a fill too light to shade still hides
    /// the fills under it).
    mutating func shade(_ rect: CellRect, with shade: CellShade?) {
        let visible = rect.clamped(to: bounds)
        guard !visible.isEmpty else { return }
        for row in visible.top...visible.bottom {
            for column in visible.left...visible.right {
                shades[row * columns + column] = shade
            }
        }
    }

    /// The picture as text: one line per row, trailing spaces trimmed, each line
    /// ended by "\n"; box lines, shades and arrows are drawn with `charset`. With
    /// `colored`, characters carry 24-bit ANSI colours (see `CellRowWriter`).
    func text(using charset: BoxCharset, colored: Bool = false) -> String {
        var result = ""
        for row in 0..<rows {
            var line = CellRowWriter(colored: colored)
            for column in 0..<columns {
                if let (character, color) = printed(column: column, row: row, charset: charset) {
                    line.append(character, color: color)
                }
            }
            result += line.finished
            result += "\n"
        }
        return result
    }

    /// What a cell on the canvas prints, in which colour; nil for the second half of
    /// a wide character, which prints nothing.
    private func printed(column: Int, row: Int, charset: BoxCharset) -> (Character, CellColor?)? {
        let index = row * columns + column
        let ink = inks[index]
        switch cells[index] {
        case .blank:
            guard let shade = shades[index] else { return (" ", nil) }
            return (charset.shade(shade.density), shade.color)
        case .edges(let edges): return (charset.character(for: edges), ink)
        case .singleBox: return (charset.singleCell, ink)
        case .diagonal(let diagonal): return (charset.diagonal(diagonal), ink)
        case .arrowhead(let direction): return (charset.arrowhead(direction), ink)
        case .character(let character): return (character, ink)
        case .continuation: return nil
        }
    }
}
