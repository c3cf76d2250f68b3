import CCairo
import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// `PNGEncoder`: valid PNG that libpng (through Cairo's reader) decodes to exactly the
/// pixels drawn, RGB for opaque pictures and RGBA otherwise.
final class PNGEncoderTests: XCTestCase {
    /// The pixels Cairo's own PNG reader (libpng) gets from `png`, premultiplied ARGB32.
    private func decode(_ png: Data) throws -> CairoRaster {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-png-\(UUID().uuidString).png")
        try png.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let surface = cairo_image_surface_create_from_png(url.path)!
        defer { cairo_surface_destroy(surface) }
        XCTAssertEqual(cairo_surface_status(surface), CAIRO_STATUS_SUCCESS)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels: [UInt32] = []
        for row in 0..<height {
            let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels.append(contentsOf: UnsafeBufferPointer(start: start, count: width))
        }
        return CairoRaster(width: width, height: height, pixels: pixels)
    }

    /// The colour type byte of the IHDR chunk: 2 RGB, 6 RGBA.
    private func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    func testAnOpaqueFigureIsRGBAndDecodesToTheDrawnPixels() throws {
        let figure = Figure(size: CGSize(width: 37, height: 23), background: .white, items: [
            DisplayItem(frame: CGRect(x: 3.5, y: 2, width: 20, height: 15), drawing: .ellipse(ShapeStyle(fill: Color("#1f5fbf"), stroke: .black))),
            CairoTestSupport.label("Ag", at: CGPoint(x: 10, y: 4)),
        ])
        let png = try CairoRenderer().png(figure)
        XCTAssertEqual(png.prefix(8), PNGEncoder.signature)
        XCTAssertEqual(colorType(png), 2)
        XCTAssertEqual(try decode(png), try CairoRenderer().rasterize(figure))
    }

    func testTranslucentPixelsKeepTheirAlpha() throws {
        let figure = Figure(size: CGSize(width: 300, height: 260), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 300, height: 200), drawing: .box(ShapeStyle(fill: Color("#ff000080")))),
            DisplayItem(frame: CGRect(x: 20, y: 20, width: 250, height: 230), drawing: .ellipse(ShapeStyle(fill: Color("#00ff0033"), opacity: 0.7))),
        ])
        let png = try CairoRenderer().png(figure)
        XCTAssertEqual(colorType(png), 6)
        // 300 × 260 RGBA rows are more than one 64 KiB block before compression.
        XCTAssertEqual(try decode(png), try CairoRenderer().rasterize(figure))
        XCTAssertEqual(try CairoRenderer(scale: 2).png(figure), try CairoRenderer(scale: 2).png(figure))
    }
}
