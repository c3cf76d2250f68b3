import Foundation
import LucidLayout

/// One output to make: a format and how it is drawn. It decides, in this one place, how
/// labels are measured for it and whether its layout must record every node.
public struct RenderTarget: Hashable, Sendable {
    public var format: OutputFormat
    public var options: RenderOptions

    public init(_ format: OutputFormat, options: RenderOptions = RenderOptions()) {
        self.format = format
        self.options = options
    }

    /// Pango for the Cairo formats and frames, cells of the options' size for ASCII.
    public var measurement: TextMeasurement {
        format == .ascii ? .cells(options.cellSize) : .pango
    }

    /// Whether the layout must note every node's frame: for the `frames` format, and for
    /// the debug overlay of the Cairo formats.
    public var recordsNodes: Bool { format == .frames || (options.debug && format.isCairo) }

    /// Throws the `RenderError` drawing `figure` would meet because of its size, before
    /// anything is drawn: more dashes than `DashBudget` allows (Cairo formats), or for PNG
    /// a page of more pixels at the options' scale than `CairoRenderer` draws. (`RenderPipeline` asks its source to place the problem.)
    public func checkLimits(_ figure: Figure) throws(RenderError) {
        if format.isCairo {
            // (A description's shapes are checked, and placed, when it is laid out; this
            // guards figures built in Swift.)
            let dashes = figure.items.reduce(0) { $0 + DashBudget.dashes(of: $1) }
            guard dashes <= DashBudget.maximumDashes else { throw .tooManyDashes(dashes) }
        }
        if format == .ascii { try ASCIIRenderer(cellSize: options.cellSize).checkCellCount(of: figure) }
        guard format == .png else { return }
        try CairoRenderer(scale: options.scale).checkPixelSize(of: figure)
    }

    /// The bytes of `figure` in this format, drawn with the options.
    public func render(_ figure: Figure) throws -> Data {
        switch format {
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
