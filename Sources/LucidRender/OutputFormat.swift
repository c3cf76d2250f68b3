import Foundation
import LucidLayout

/// The files Lucid writes, each with the text measurer its layout must use.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, ascii, frames

    /// The file extension, without the dot (ASCII pictures are `.txt`).
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        case .pdf: "pdf"
        case .ascii: "txt"
        case .frames: "frames"
        }
    }

    /// The format a file name's extension asks for, if any.
    public init?(fileExtension: String) {
        guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension.lowercased() }) else { return nil }
        self = format
    }

    /// How labels are measured for this format: Pango for Cairo, character cells for text.
    public var measurer: any TextMeasurer { measurer(for: RenderOptions()) }

    /// Whether the layout must note every node's frame (`TreeBuilder.recordsNodes`).
    public var recordsNodes: Bool { self == .frames }

    /// Whether the layout must note every node's frame to be drawn with `options`: for the
    /// `frames` format, and for the debug overlay.
    public func recordsNodes(with options: RenderOptions) -> Bool { recordsNodes || (options.debug && isCairo) }

    /// Whether this is one of the Cairo formats, which alone draw `RenderOptions.debug`'s
    /// overlay and carry `RenderOptions.source`.
    public var isCairo: Bool { self == .png || self == .svg || self == .pdf }

    /// The measurer for this format drawn with `options` (the cell size matters for text).
    public func measurer(for options: RenderOptions) -> any TextMeasurer {
        switch self {
        case .png, .svg, .pdf, .frames: PangoTextMeasurer()
        case .ascii: CellTextMeasurer(cellSize: options.cellSize)
        }
    }

    /// Loads what laying out and drawing in this format needs (the bundled fonts for every
    /// format measured with Pango), so that a broken installation is an error up front
    /// rather than a stop in the middle of a layout.
    public func checkResources() throws {
        guard measurer(for: RenderOptions()) is PangoTextMeasurer else { return }
        _ = try PangoFontSession.loaded.get()
    }

    /// The bytes of `figure` in this format; `scale` is PNG pixels per point.
    public func render(_ figure: Figure, scale: CGFloat = 1) throws -> Data {
        try render(figure, options: RenderOptions(scale: scale))
    }

    /// The bytes of `figure` in this format, drawn with `options`.
    public func render(_ figure: Figure, options: RenderOptions) throws -> Data {
        switch self {
        case .png: try CairoRenderer(scale: options.scale, debug: options.debug, source: options.source).png(figure)
        case .svg: try CairoRenderer(debug: options.debug, source: options.source).svg(figure)
        case .pdf: try CairoRenderer(debug: options.debug, source: options.source).pdf(figure)
        case .ascii:
            Data(
                ASCIIRenderer(
                    cellSize: options.cellSize, charset: options.charset,
                    shading: options.shading, ansiColor: options.ansiColor
                ).render(figure).utf8)
        case .frames: Data(FramesRenderer().render(figure).utf8)
        }
    }
}
