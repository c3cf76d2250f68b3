import Foundation
import LucidLayout

/// Renders a `Figure` as text: boxes as box-drawing outlines, ellipses as outlines
/// with rounded corners, lines as box-drawing lines (╲ ╱ where diagonal) with
/// ▶ ◀ ▲ ▼ arrowheads, labels as their wrapped lines, images as outlined boxes
/// showing the node's (or file's) name.
///
/// Two things are optional, both off by default so plain output stays plain:
/// - `shading` fills the inside of a filled box or ellipse with ░ ▒ ▓ █ (. : % # in
///   `.ascii`) as dense as the fill is dark; near-white fills stay blank (see
///   `CellShade` for the thresholds). Shades lie beneath everything else: borders,
///   lines and the characters of labels (spaces between words included) are drawn
///   over them, while the cells around a label stay shaded. A later filled box
///   replaces the shade under it; a later unfilled box, transparent in Cairo, clears
///   the lines inside it but leaves the shade and the text visible. An image hides the
///   shade and the text under it, as its picture would.
///
/// Text stays readable whatever is drawn after it: outlines, lines and arrows are not
/// drawn over its characters (a filled box hides the text inside it, not under its
/// border), a label is not written over a border's corners and sides (it moves aside,
/// over plain horizontal border or blank cells, or is cut with "…"), neighbouring labels
/// whose frames do not touch keep a blank cell between them, and spaces inside a label
/// are kept.
/// - `ansiColor` colours each character for a terminal with 24-bit ANSI sequences:
///   outlines and lines in their stroke colour, text in its colour, shades in their
///   fill colour, each flattened over white at the item's opacity (see
///   `Drawing.cellInk`); black, the default ink, is left in the terminal's default
///   colour. Cell backgrounds are not painted, so the output sits on the terminal's
///   own background. The sequences take no columns: removing them gives exactly the
///   uncoloured text (see `CellRowWriter`).
///
/// Dash patterns are not drawn (a dashed shape looks solid), and without colour
/// opacity is not shown (a half-transparent shape looks opaque).
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
    /// The characters box outlines (and shades) are drawn with.
    public var charset: BoxCharset
    /// Whether filled boxes and ellipses are shaded inside by how dark their fill is.
    public var shading: Bool
    /// Whether characters carry 24-bit ANSI colour sequences, for a terminal.
    public var ansiColor: Bool

    /// The largest number of columns or rows drawn, so a mistyped page size cannot exhaust
    /// memory: `checkCellCount` refuses a bigger page (the render pipeline checks before
    /// drawing), and `render` cuts one off here.
    public static let maximumCells = 4096

    public init(
        cellSize: CGSize = CellTextMeasurer.defaultCellSize, charset: BoxCharset = .light,
        shading: Bool = false, ansiColor: Bool = false
    ) {
        self.cellSize = cellSize
        self.charset = charset
        self.shading = shading
        self.ansiColor = ansiColor
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
        for (index, item) in figure.items.enumerated() {
            canvas.ink = item.drawing.cellInk
            draw(item, owner: Int32(truncatingIfNeeded: index), on: &canvas)
        }
        return canvas.text(using: charset, colored: ansiColor)
    }

    /// Refuses a page of more than `maximumCells` columns or rows at this cell size, rather
    /// than draw it cut off.
    public func checkCellCount(of figure: Figure) throws(RenderError) {
        let columns = (figure.size.width / cellSize.width).rounded(), rows = (figure.size.height / cellSize.height).rounded()
        let most = CGFloat(Self.maximumCells)
        if columns.isFinite && columns > most || rows.isFinite && rows > most {
            throw RenderError.tooManyCells(columns: columns, rows: rows)
        }
    }

    /// A page dimension in cells, rounded and kept within 0...maximumCells.
    private func cellCount(_ cells: CGFloat) -> Int {
        guard cells.isFinite else { return 0 }
        return Int(min(max(cells.rounded(), 0), CGFloat(Self.maximumCells)))
    }

    private func draw(_ item: DisplayItem, owner: Int32, on canvas: inout CellCanvas) {
        if case .polyline(let points, let arrowheads, _) = item.drawing {
            // A line's frame may be thinner than a cell, so it is placed on its own terms.
            if let path = CellPath(unitPoints: points, in: item.frame, cellSize: cellSize) {
                canvas.strokePath(path, arrowheads: arrowheads)
            }
            return
        }
        if case .polygon(let points, _) = item.drawing {
            // Its outline, closed, as lines of cells (its fill is not shaded in text).
            if let first = points.first, points.count >= 3,
               let path = CellPath(unitPoints: points + [first], in: item.frame, cellSize: cellSize) {
                canvas.strokePath(path, arrowheads: .none)
            }
            return
        }
        guard let rect = CellRect(snapping: item.frame, cellSize: cellSize), !rect.isEmpty else { return }
        switch item.drawing {
        case .box(let style):
            shade(rect, filledAs: style, on: &canvas)
            canvas.strokeOutline(rect, hidesText: Self.isOpaque(style))
        case .ellipse(let style):
            shade(rect, filledAs: style, on: &canvas)
            canvas.strokeOutline(rect, roundedCorners: true, hidesText: Self.isOpaque(style))
        case .polyline, .polygon:
            break  // drawn above
        case .node:
            break  // a recorded node position: nothing to draw
        case .text(let text, let style) where style.writingMode.isVertical:
            let measurer = CellTextMeasurer(cellSize: cellSize)
            let lines = measurer.verticalLines(text, maxHeight: item.frame.standardized.height)
            CellVerticalTextBlock(lines: lines, in: rect, style: style, blankColumns: measurer.blankColumns(for: style))
                .write(on: &canvas)
        case .text(let text, let style):
            let measurer = CellTextMeasurer(cellSize: cellSize)
            let lines = measurer.lines(text, maxWidth: item.frame.standardized.width)
            CellTextBlock(
                lines: lines, in: rect, side: style.lineSide, verticalAlignment: style.verticalAlignment,
                blankRows: measurer.blankRows(for: style))
                .write(on: &canvas, owner: owner, frame: item.frame)
        case .image(let source):
            if shading { canvas.shade(rect, with: nil) }
            // (A picture hides everything under it, text and all; its border still joins
            // the lines there.)
            canvas.clearText(rect)
            canvas.strokeOutline(rect)
            // The node's name (else the file's) goes inside the outline; a box too thin
            // to have an inside shows it over its outline instead.
            let area = rect.interior.isEmpty ? rect : rect.interior
            let title = item.name ?? Self.baseName(of: source.path)
            CellTextBlock(lines: [title], in: area, side: .middle).write(on: &canvas, keepsBorders: !rect.interior.isEmpty)
        }
    }

    /// Whether a shape's fill hides what is under it (an outline alone, or a fill that
    /// is fully transparent, does not, so the text under it stays).
    private static func isOpaque(_ style: ShapeStyle) -> Bool {
        guard let fill = style.fill else { return false }
        return fill.alpha > 0 && style.opacity > 0
    }

    /// With `shading`, lays the shade of a filled shape under all of `rect` (border
    /// included, as Cairo fills under the stroke); an unfilled shape changes nothing.
    private func shade(_ rect: CellRect, filledAs style: ShapeStyle, on canvas: inout CellCanvas) {
        guard shading, let fill = style.fill else { return }
        canvas.shade(rect, with: CellShade(fill: fill, opacity: style.opacity))
    }

    /// The last component of `path` ("creatures/owl.png" → "owl.png").
    static func baseName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
