import Foundation
import LucidLayout
import LucidRender

/// What a snapshot is rendered as, and how: one of Lucid's output formats with its
/// drawing options.
///
/// PDF is left out on purpose: its bytes follow the Cairo version and it can only be
/// compared byte for byte, so it makes a brittle golden; PNG compares perceptually.
public struct SnapshotFormat: Hashable, Sendable {
    /// The output and how it is drawn, as `lucid render` makes it.
    public var target: RenderTarget

    public var outputFormat: OutputFormat { target.format }
    public var options: RenderOptions { target.options }

    private init(_ outputFormat: OutputFormat, _ options: RenderOptions = RenderOptions()) {
        target = RenderTarget(outputFormat, options: options)
    }

    /// A PNG at one pixel per point.
    public static let png = SnapshotFormat(.png)
    /// A PNG at `scale` pixels per point.
    public static func png(scale: CGFloat) -> SnapshotFormat { SnapshotFormat(.png, RenderOptions(scale: scale)) }
    /// SVG text (compared as text, with a unified diff).
    public static let svg = SnapshotFormat(.svg)
    /// An ASCII picture in light box-drawing characters, 8 × 16 points per cell.
    public static let ascii = SnapshotFormat(.ascii)
    /// An ASCII picture in `charset`, `cellSize` points per character cell, filled
    /// shapes shaded or not. Labels must be measured with the same cell size (`measurer`).
    public static func ascii(
        charset: BoxCharset = .light, cellSize: CGSize = CellTextMeasurer.defaultCellSize, shading: Bool = false
    ) -> SnapshotFormat {
        SnapshotFormat(.ascii, RenderOptions(charset: charset, cellSize: cellSize, shading: shading))
    }
    /// Every item's kind, name and frame, one per line: the most precise text golden.
    public static let frames = SnapshotFormat(.frames)

    /// The extension of the golden file: png, svg, txt or frames.
    public var fileExtension: String { outputFormat.fileExtension }

    /// How labels must be measured for this format: a layout's `Label`s keep the measurer
    /// they were built with, so build them with this one (Pango points for PNG, SVG and
    /// frames; character cells of the chosen size for ASCII).
    public var measurer: any TextMeasurer { target.measurement.measurer }

    /// The bytes of `figure` in this format.
    public func render(_ figure: Figure) throws -> Data {
        try target.render(figure)
    }
}
