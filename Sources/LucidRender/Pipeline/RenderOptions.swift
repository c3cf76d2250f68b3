import Foundation
import LucidLayout

/// How an output is drawn, beyond its format: PNG pixels per point, and for text the
/// character set, the size of a character cell (which also decides how labels wrap),
/// whether fills are shaded and whether characters carry terminal colours.
public struct RenderOptions: Hashable, Sendable {
    /// PNG pixels per point; SVG and PDF are always in points.
    public var scale: CGFloat
    /// Box-drawing characters for ASCII output.
    public var charset: BoxCharset
    /// Points per ASCII column and row.
    public var cellSize: CGSize
    /// ASCII output shades the inside of filled boxes and ellipses (`ASCIIRenderer.shading`).
    public var shading: Bool
    /// ASCII output carries 24-bit ANSI colour sequences (`ASCIIRenderer.ansiColor`);
    /// meant for a terminal, so off unless asked for.
    public var ansiColor: Bool
    /// Whether PNG, SVG and PDF show every node's outline, name and size on top (the
    /// figure must be built with `TreeBuilder.recordsNodes`; see `OutputFormat.recordsNodes`).
    public var debug: Bool
    /// The description to carry inside PNG, SVG and PDF output, nil for none.
    public var source: EmbeddedSource?

    public init(
        scale: CGFloat = 1, charset: BoxCharset = .light, cellSize: CGSize = CellTextMeasurer.defaultCellSize,
        shading: Bool = false, ansiColor: Bool = false, debug: Bool = false, source: EmbeddedSource? = nil
    ) {
        self.scale = scale
        self.charset = charset
        self.cellSize = cellSize
        self.shading = shading
        self.ansiColor = ansiColor
        self.debug = debug
        self.source = source
    }
}
