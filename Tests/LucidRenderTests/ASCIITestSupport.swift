import Foundation
import LucidLayout

/// Helpers for the ASCII renderer tests: frames and figures measured in character
/// cells of the default size (8 × 16 points), so expected pictures are easy to read.
enum ASCIITestSupport {
    static let cell = CellTextMeasurer.defaultCellSize

    /// A frame `columns` × `rows` cells with its top-left corner at cell (`column`, `row`).
    static func cells(_ column: CGFloat, _ row: CGFloat, _ columns: CGFloat, _ rows: CGFloat) -> CGRect {
        CGRect(x: column * cell.width, y: row * cell.height, width: columns * cell.width, height: rows * cell.height)
    }

    static func figure(_ columns: CGFloat, _ rows: CGFloat, _ items: [DisplayItem]) -> Figure {
        Figure(size: CGSize(width: columns * cell.width, height: rows * cell.height), items: items)
    }

    static func box(_ frame: CGRect) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .box(ShapeStyle()))
    }

    /// A box filled with `fill` (the named CSS colour or hex code), outlined with `stroke` if given.
    static func box(_ frame: CGRect, fill: String, stroke: String? = nil, opacity: Double = 1) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .box(ShapeStyle(fill: Color(fill)!, stroke: stroke.map { Color($0)! }, opacity: opacity)))
    }

    static func label(_ text: String, _ frame: CGRect, _ alignment: TextAlignment = .leading) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .text(text, TextStyle(alignment: alignment)))
    }

    static func image(_ path: String, _ frame: CGRect) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .image(ImageSource(path: path, pixelSize: CGSize(width: 10, height: 10))))
    }

    /// The expected picture: `lines` each ended by a newline.
    static func picture(_ lines: String...) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
