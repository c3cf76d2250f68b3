import CCairo
import Foundation
import LucidLayout

/// Renders a figure through Cairo to PNG, SVG or PDF bytes.
///
/// Output is deterministic: the same figure gives byte-identical files in every run and
/// process. Text is laid out by Pango as `PangoTextMeasurer` measured it.
public struct CairoRenderer: Sendable {
    /// Pixels per point in PNG output (2 for a high-resolution image). SVG and PDF are always in points.
    public var scale: CGFloat

    /// The most pixels a PNG may have (400 MiB of ARGB): a large page at a large scale
    /// is refused rather than exhausting memory.
    public static let maximumPixels: CGFloat = 100_000_000

    /// Whether to draw the debug overlay (every node's outline, name and size) on top;
    /// it needs a figure built with `TreeBuilder.recordsNodes`.
    public var debug: Bool

    /// The description to carry inside the output (PNG text chunks, SVG metadata, PDF
    /// document information), nil for none.
    public var source: EmbeddedSource?

    public init(scale: CGFloat = 1, debug: Bool = false, source: EmbeddedSource? = nil) {
        self.scale = scale
        self.debug = debug
        self.source = source
    }

    /// The figure as a PNG image of `ceil(figure.size * scale)` pixels (see `PNGEncoder`).
    public func png(_ figure: Figure) throws -> Data {
        try withImageSurface(figure) { surface in
            cairo_surface_flush(surface)
            let chunks = source.map { source in [
                PNGTextChunks.chunk(keyword: EmbeddedSource.pngFileKeyword, text: source.file),
                PNGTextChunks.chunk(keyword: EmbeddedSource.pngTextKeyword, text: source.text),
            ] } ?? []
            return try PNGEncoder.encode(
                pixels: cairo_image_surface_get_data(surface)!,
                width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                stride: Int(cairo_image_surface_get_stride(surface)), extraChunks: chunks)
        }
    }

    /// The figure as an SVG document in points, with element ids numbered in document order.
    public func svg(_ figure: Figure) throws -> Data {
        let document = try vectorDocument(figure) { write, closure, size in
            let surface = cairo_svg_surface_create_for_stream(write, closure, size.width, size.height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            return surface
        }
        let svg = SVGIdentifierNormalizer.normalize(String(decoding: document, as: UTF8.self))
        guard let source else { return Data(svg.utf8) }
        guard let withSource = SVGSourceMetadata.inserting(source, into: svg) else { throw RenderError.unexpectedOutput("SVG") }
        return Data(withSource.utf8)
    }

    /// The figure as a one-page PDF document whose page is `figure.size` in points.
    ///
    /// Cairo stamps a PDF's `/Info` dictionary with `/CreationDate (D:…)` from the clock, so
    /// two renders a second apart would differ. Setting the creation date to the empty string
    /// removes it: Cairo turns a date string it cannot read (under four characters) into no
    /// date, and then writes no `/CreationDate` at all (nor `/ModDate`, which it never sets
    /// itself), so no bytes need rewriting afterwards and the xref table is Cairo's own.
    /// (Checked with Cairo 1.16.0, which also writes a real date given here without its `D:`
    /// prefix, one more reason to leave it out; `CairoPDFTests` fail if a Cairo writes one.)
    /// Everything else Cairo writes follows from the drawing: object numbers and resource
    /// names count from 1 in each document, and the six-letter tag of an embedded font subset
    /// (`JBPIXP+DejaVuSans`) is a hash of the subset's glyphs. So the same figure gives
    /// byte-identical PDFs in any run and process.
    public func pdf(_ figure: Figure) throws -> Data {
        try vectorDocument(figure) { write, closure, size in
            let surface = cairo_pdf_surface_create_for_stream(write, closure, size.width, size.height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            if let source { PDFSourceMetadata.set(source, on: surface) }
            return surface
        }
    }

    /// Draws `figure` on the vector surface `makeSurface` creates for a page of the
    /// figure's size in points (writing to the given stream), and returns what it wrote.
    private func vectorDocument(
        _ figure: Figure,
        makeSurface: (cairo_write_func_t, UnsafeMutableRawPointer, CGSize) -> OpaquePointer
    ) throws -> Data {
        let size = figure.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw RenderError.invalidSize(width: size.width, height: size.height)
        }
        let sink = CairoByteSink()
        try sink.withStream { write, closure in
            let surface = makeSurface(write, closure, size)
            defer { cairo_surface_destroy(surface) }
            try CairoStatus.check(cairo_surface_status(surface))
            try draw(figure, on: surface)
            cairo_surface_finish(surface)
            try CairoStatus.check(cairo_surface_status(surface))
        }
        return sink.data
    }

    /// The figure's pixels, as `png` encodes them.
    func rasterize(_ figure: Figure) throws -> CairoRaster {
        try withImageSurface(figure) { surface in
            cairo_surface_flush(surface)
            let width = Int(cairo_image_surface_get_width(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            var pixels = [UInt32]()
            pixels.reserveCapacity(width * height)
            for row in 0..<height {
                let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                pixels.append(contentsOf: UnsafeBufferPointer(start: start, count: width))
            }
            return CairoRaster(width: width, height: height, pixels: pixels)
        }
    }

    /// The pixel size of `figure`'s page at `scale`, if Cairo can draw it: each side 1 to
    /// 32767 pixels, `maximumPixels` in all.
    @discardableResult
    func checkPixelSize(of figure: Figure) throws(RenderError) -> (width: CGFloat, height: CGFloat) {
        let width = (figure.size.width * scale).rounded(.up)
        let height = (figure.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, (1...32767).contains(width), (1...32767).contains(height),
              width * height <= Self.maximumPixels else {
            throw RenderError.invalidSize(width: width, height: height)
        }
        return (width, height)
    }

    /// Draws `figure` on a new ARGB32 surface at `scale` and hands it to `body`.
    private func withImageSurface<T>(_ figure: Figure, _ body: (OpaquePointer) throws -> T) throws -> T {
        let (width, height) = try checkPixelSize(of: figure)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try CairoStatus.check(cairo_surface_status(surface))
        try draw(figure, on: surface, scale: scale)
        return try body(surface)
    }

    /// Paints `figure` on `surface` through a new Cairo context scaled by `scale`.
    private func draw(_ figure: Figure, on surface: OpaquePointer, scale: CGFloat = 1) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        try CairoPainter(debug: debug).paint(figure, on: cr)
        try CairoStatus.check(cairo_status(cr))
    }
}
