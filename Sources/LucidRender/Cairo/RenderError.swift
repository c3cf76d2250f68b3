import Foundation
import LucidLayout

/// Why a figure could not be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The page (times the scale) is empty, not finite, or too large for an image.
    case invalidSize(width: Double, height: Double)
    /// An image leaf's PNG file could not be loaded.
    case unreadableImage(path: String, reason: String)
    /// Cairo reported a failure while drawing or writing.
    case cairo(String)
    /// Cairo wrote a document of the named format without the structure Lucid edits
    /// (an `IEND` chunk, an `<svg>` root), so its source could not be embedded.
    case unexpectedOutput(String)
    /// The bundled fonts could not be found or loaded (see `BundledFonts`).
    case fonts(String)
    /// The figure's dashed lines would draw more than `DashBudget.maximumDashes` dashes.
    case tooManyDashes(Double)
    /// The page is more than `ASCIIRenderer.maximumCells` cells a side in text.
    case tooManyCells(columns: Double, rows: Double)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "cannot render a page of \(Self.format(width)) × \(Self.format(height)) pixels (each side must be 1 to 32767, and 100 million pixels at most)"
        case let .unreadableImage(path, reason):
            "cannot read image '\(path)': \(reason)"
        case let .cairo(message):
            "Cairo failed: \(message)"
        case let .unexpectedOutput(format):
            "cannot embed the source: Cairo's \(format) output has an unexpected structure"
        case let .fonts(message):
            "cannot load Lucid's bundled fonts: \(message)"
        case let .tooManyDashes(count):
            "the figure's dashed lines would draw \(Self.format(count)) dashes; a figure draws at most \(Self.format(DashBudget.maximumDashes))"
        case let .tooManyCells(columns, rows):
            "the page is \(Self.format(columns)) × \(Self.format(rows)) cells of text; text is at most \(ASCIIRenderer.maximumCells) cells a side: give larger cells ('--cell') or a smaller page"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
