import Foundation
import LucidLayout

/// Renders a `Figure` as text: boxes as box-drawing outlines, ellipses as outlines
/// with rounded corners, lines as box-drawing lines (╲ ╱ where diagonal) with
/// ▶ ◀ ▲ ▼ arrowheads, labels as their wrapped lines, images as outlined boxes
/// showing the node's (or file's) name.
///
/// Text has no shades or dashes: fills, colours, dash patterns and opacity are not
/// drawn (a half-transparent or dashed shape looks like an opaque, solid one).
///
/// The page is cut into character cells of `cellSize` points, and every frame is
/// snapped to them edge by edge, so frames that touch stay adjacent and frames
/// that do not overlap never share a cell. Items are painted back to front, like
/// the Cairo renderer, so later items cover earlier ones. Text is wrapped by the
/// same `CellTextMeasurer` a layout for this target measures with, so the lines
/// match the frames they were laid out in. The output is deterministic.
public struct ASCIIRenderer: Sendable {
    /// The size of one character cell in points.
    public var cellSize: CGSize
    /// The characters box outlines are drawn with.
    public var charset: BoxCharset

    /// The largest number of columns or rows drawn; a bigger page is cut off here,
    /// so a mistyped page size cannot exhaust memory.
    public static let maximumCells = 4096

    public init(cellSize: CGSize = CellTextMeasurer.defaultCellSize, charset: BoxCharset = .light) {
        self.cellSize = cellSize
        self.charset = charset
    }

    /// The picture as lines joined by "\n", each with trailing spaces trimmed, and a
    /// final "\n". Empty when the page is less than a cell or the cell size is unusable.
    ///
    /// Items partly off the page are clipped; items with non-finite frames are skipped.
    public func render(_ figure: Figure) -> String {
        guard cellSize.width.isFinite, cellSize.height.isFinite, cellSize.width > 0, cellSize.height > 0
        else { return "" }
        var canvas = CellCanvas(
            columns: cellCount(figure.size.width / cellSize.width),
            rows: cellCount(figure.size.height / cellSize.height))
        guard canvas.columns > 0, canvas.rows > 0 else { return "" }
        for item in figure.items {
            draw(item, on: &canvas)
        }
        return canvas.text(using: charset)
    }

    /// A page dimension in cells, rounded and kept within 0...maximumCells.
    private func cellCount(_ cells: CGFloat) -> Int {
        guard cells.isFinite else { return 0 }
        return Int(min(max(cells.rounded(), 0), CGFloat(Self.maximumCells)))
    }

    private func draw(_ item: DisplayItem, on canvas: inout CellCanvas) {
        if case .polyline(let points, let arrowheads, _) = item.drawing {
            // A line's frame may be thinner than a cell, so it is placed on its own terms.
            if let path = CellPath(unitPoints: points, in: item.frame, cellSize: cellSize) {
                canvas.strokePath(path, arrowheads: arrowheads)
            }
            return
        }
        guard let rect = CellRect(snapping: item.frame, cellSize: cellSize), !rect.isEmpty else { return }
        switch item.drawing {
        case .box:
            canvas.strokeOutline(rect)
        case .ellipse:
            canvas.strokeOutline(rect, roundedCorners: true)
        case .polyline:
            break  // drawn above
        case .node:
            break  // a recorded node position: nothing to draw
        case .text(let text, let style):
            let measurer = CellTextMeasurer(cellSize: cellSize)
            let lines = measurer.lines(text, maxWidth: item.frame.standardized.width)
            CellTextBlock(lines: lines, in: rect, alignment: style.alignment, blankRows: measurer.blankRows(for: style))
                .write(on: &canvas)
        case .image(let source):
            canvas.strokeOutline(rect)
            // The node's name (else the file's) goes inside the outline; a box too thin
            // to have an inside shows it over its outline instead.
            let area = rect.interior.isEmpty ? rect : rect.interior
            let title = item.name ?? Self.baseName(of: source.path)
            CellTextBlock(lines: [title], in: area, alignment: .center).write(on: &canvas)
        }
    }

    /// The last component of `path` ("creatures/owl.png" → "owl.png").
    static func baseName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
