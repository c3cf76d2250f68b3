import Foundation

/// Measures text in character cells for the ASCII renderer: each character is one cell
/// wide (two for East Asian wide characters and emoji), each line one cell high, with
/// `blankRows(for:)` empty rows between lines for the style's line spacing.
public struct CellTextMeasurer: TextMeasurer {
    /// The size of one character cell in points.
    public var cellSize: CGSize

    public init(cellSize: CGSize = CellTextMeasurer.defaultCellSize) {
        self.cellSize = cellSize
    }

    /// 8 points per column and 16 per row: a terminal cell's 1:2 shape.
    public static let defaultCellSize = CGSize(width: 8, height: 16)

    public func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
        var lines = self.lines(text, maxWidth: maxWidth)
        // (Past the line limit the text is cut: the renderer ends the last line with "…".)
        if let limit = style.lineLimit, lines.count > limit { lines = Array(lines.prefix(max(limit, 1))) }
        let columns = lines.map { CharacterWidth.cells(of: $0) }.max() ?? 0
        let rows = lines.count + blankRows(for: style) * max(lines.count - 1, 0)
        return TextMetrics(
            size: CGSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(rows) * cellSize.height),
            firstBaseline: cellSize.height)
    }

    /// The empty rows between two lines for `style.lineSpacing`: whole cells only,
    /// rounded down, so text in cells is never spaced wider than asked — spacing under
    /// one cell's height adds nothing (a terminal has no fraction of a row), and 16 points
    /// at the default 16-point cells is one blank row.
    public func blankRows(for style: TextStyle) -> Int {
        Self.wholeCells(style.lineSpacing, of: cellSize.height)
    }

    /// Vertical text in cells: each line is a column of characters, one per row, as wide as
    /// its widest character; `blankColumns(for:)` empty columns between lines.
    public func measureVertically(_ text: String, style: TextStyle, maxHeight: CGFloat?) -> TextMetrics {
        let lines = verticalLines(text, maxHeight: maxHeight)
        let rows = lines.map(Self.rows(of:)).max() ?? 0
        let columns = lines.reduce(0) { $0 + Self.columnWidth(of: $1) } + blankColumns(for: style) * max(lines.count - 1, 0)
        return TextMetrics(
            size: CGSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(rows) * cellSize.height),
            firstBaseline: cellSize.height)
    }

    /// The wrapped lines of vertical text, one character per row, as the ASCII renderer
    /// writes them.
    public func verticalLines(_ text: String, maxHeight: CGFloat?) -> [String] {
        let maxRows = maxHeight.map { ($0 / cellSize.height + 1e-9).rounded(.down) }
        return TextWrapper.lines(text, maxWidth: maxRows) { CGFloat(Self.rows(of: $0)) }
    }

    /// The rows a vertical line takes: one per character that shows (zero-width ones take none).
    public static func rows<S: StringProtocol>(of line: S) -> Int {
        line.reduce(0) { $0 + (CharacterWidth.cells(of: $1) > 0 ? 1 : 0) }
    }

    /// The empty columns between two vertical lines for `style.lineSpacing`, in whole
    /// cells rounded down (as `blankRows(for:)`).
    public func blankColumns(for style: TextStyle) -> Int {
        Self.wholeCells(style.lineSpacing, of: cellSize.width)
    }

    /// How many whole cells of `cell` points fit in `length` points, rounded down; 0 for a
    /// length that is not positive and finite.
    private static func wholeCells(_ length: CGFloat, of cell: CGFloat) -> Int {
        let cells = length / cell
        guard cells.isFinite, cells > 0 else { return 0 }
        return Int(min((cells + 1e-9).rounded(.down), CGFloat(Int32.max)))
    }

    /// The cells a vertical line takes across: 2 when it holds a wide character, else 1.
    public static func columnWidth(of line: String) -> Int {
        max(line.map { CharacterWidth.cells(of: $0) }.max() ?? 1, 1)
    }

    /// The wrapped lines, as the ASCII renderer writes them.
    public func lines(_ text: String, maxWidth: CGFloat?) -> [String] {
        let maxColumns = maxWidth.map { ($0 / cellSize.width + 1e-9).rounded(.down) }
        return TextWrapper.lines(text, maxWidth: maxColumns) { CGFloat(CharacterWidth.cells(of: $0)) }
    }
}
