import Foundation

/// Measures text in character cells for the ASCII renderer: each character is one cell
/// wide (two for East Asian wide characters and emoji), each line one cell high.
public struct CellTextMeasurer: TextMeasurer {
    /// The size of one character cell in points.
    public var cellSize: CGSize

    public init(cellSize: CGSize = CellTextMeasurer.defaultCellSize) {
        self.cellSize = cellSize
    }

    /// 8 points per column and 16 per row: a terminal cell's 1:2 shape.
    public static let defaultCellSize = CGSize(width: 8, height: 16)

    public func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
        let lines = self.lines(text, maxWidth: maxWidth)
        let columns = lines.map { CharacterWidth.cells(of: $0) }.max() ?? 0
        return TextMetrics(
            size: CGSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(lines.count) * cellSize.height),
            firstBaseline: cellSize.height)
    }

    /// The wrapped lines, as the ASCII renderer writes them.
    public func lines(_ text: String, maxWidth: CGFloat?) -> [String] {
        let maxColumns = maxWidth.map { ($0 / cellSize.width + 1e-9).rounded(.down) }
        return TextWrapper.lines(text, maxWidth: maxColumns) { CGFloat(CharacterWidth.cells(of: $0)) }
    }
}
