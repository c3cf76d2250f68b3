import CCairo
import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// `RGBAImage`: PNG bytes to straight RGBA pixels through libpng (Cairo's reader) and back
/// through `PNGEncoder`, with a reason for anything that is not a PNG.
final class RGBAImageTests: XCTestCase {
    /// The colour type byte of the IHDR chunk: 2 RGB, 6 RGBA.
    private func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    /// A PNG file made by hand: `IHDR` with `bitDepth` and `colorType`, then `rows`
    /// (each with its filter byte) deflated into one `IDAT`.
    private func handMadePNG(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [UInt8]) -> Data {
        var header = PNGChunk.bigEndian(UInt32(width))
        header.append(PNGChunk.bigEndian(UInt32(height)))
        header.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        var compressed = [UInt8](repeating: 0, count: rows.count + 64)
        var length = uLongf(compressed.count)
        XCTAssertEqual(compress(&compressed, &length, rows, uLong(rows.count)), Z_OK)
        var png = PNGEncoder.signature
        png.append(PNGChunk.make("IHDR", header))
        png.append(PNGChunk.make("IDAT", Data(compressed[0..<Int(length)])))
        png.append(PNGChunk.make("IEND", Data()))
        return png
    }

    func testALucidRenderDecodesToItsPixelsUnpremultiplied() throws {
        let figure = Figure(size: CGSize(width: 37, height: 23), background: .white, items: [
            DisplayItem(frame: CGRect(x: 3.5, y: 2, width: 20, height: 15), drawing: .ellipse(ShapeStyle(fill: Color("#1f5fbf"), stroke: .black))),
            CairoTestSupport.label("Ag", at: CGPoint(x: 10, y: 4)),
        ])
        let image = try RGBAImage(png: try CairoRenderer().png(figure))
        let raster = try CairoRenderer().rasterize(figure)
        XCTAssertEqual(image.width, 37)
        XCTAssertEqual(image.height, 23)
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let (red, green, blue, alpha) = CairoTestSupport.components(raster[x, y])
                XCTAssertEqual(alpha, 255)
                XCTAssertEqual(image[x, y], RGBAPixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)), "(\(x), \(y))")
            }
        }
        XCTAssertEqual(image[0, 0], .white)
        XCTAssertEqual(image[6, 9], RGBAPixel(red: 0x1f, green: 0x5f, blue: 0xbf))
    }

    func testOpaquePixelsRoundTripExactlyAsRGB() throws {
        var image = RGBAImage(width: 256, height: 3, filledWith: .white)
        for x in 0..<256 {
            image[x, 0] = RGBAPixel(red: UInt8(x), green: UInt8(255 - x), blue: UInt8(x / 2))
            image[x, 2] = RGBAPixel(red: 31, green: 95, blue: UInt8(x))
        }
        let png = try image.pngData()
        XCTAssertEqual(colorType(png), 2)
        XCTAssertEqual(try RGBAImage(png: png), image)
        XCTAssertEqual(try image.pngData(), png)
    }

    /// Alpha is exact; colour goes through Cairo's premultiplied pixels, so it is exact when
    /// opaque, zero when fully transparent, and within the premultiplying's rounding else.
    func testTranslucentPixelsKeepAlphaAndColourWithinRounding() throws {
        var image = RGBAImage(width: 256, height: 4, filledWith: .clear)
        for x in 0..<256 {
            image[x, 0] = RGBAPixel(red: UInt8(x), green: 10, blue: 200, alpha: 128)
            image[x, 1] = RGBAPixel(red: 200, green: UInt8(x), blue: 10, alpha: 255)
            image[x, 2] = RGBAPixel(red: 31, green: 95, blue: 191, alpha: UInt8(x))
        }
        let png = try image.pngData()
        XCTAssertEqual(colorType(png), 6)
        let decoded = try RGBAImage(png: png)
        for x in 0..<256 {
            XCTAssertEqual(decoded[x, 0].alpha, 128)
            XCTAssertLessThanOrEqual(abs(Int(decoded[x, 0].red) - x), 1, "red \(x) at alpha 128")
            XCTAssertEqual(decoded[x, 1], image[x, 1])
            XCTAssertEqual(decoded[x, 2].alpha, UInt8(x))
            XCTAssertEqual(decoded[x, 3], .clear)
        }
        XCTAssertEqual(decoded[0, 2], .clear, "no colour survives alpha 0")
        XCTAssertEqual(decoded[255, 2], RGBAPixel(red: 31, green: 95, blue: 191))
    }

    func testOtherPNGKindsDecodeThroughLibpng() throws {
        // 8-bit grey: black, mid grey, white.
        let grey = handMadePNG(width: 3, height: 1, bitDepth: 8, colorType: 0, rows: [0, 0x00, 0x80, 0xFF])
        XCTAssertEqual(try RGBAImage(png: grey).bytes, [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
        // 16-bit RGBA, two rows with the Sub filter on the second: (0x1234, 0x8000, 0xFFFF, 0xFFFF) twice.
        let pixel: [UInt8] = [0x12, 0x34, 0x80, 0x00, 0xFF, 0xFF, 0xFF, 0xFF]
        let deep = handMadePNG(width: 1, height: 2, bitDepth: 16, colorType: 6, rows: [0] + pixel + [1] + pixel)
        XCTAssertEqual(try RGBAImage(png: deep).bytes, [0x12, 0x80, 0xFF, 0xFF, 0x12, 0x80, 0xFF, 0xFF])
    }

    func testBytesThatAreNotAWholePNGSayWhy() throws {
        let png = try RGBAImage(width: 40, height: 30, filledWith: RGBAPixel(red: 9, green: 8, blue: 7)).pngData()
        func reason(_ data: Data) -> String? {
            do {
                _ = try RGBAImage(png: data)
                return nil
            } catch {
                return (error as? RGBAImage.DecodingError)?.reason
            }
        }
        XCTAssertEqual(reason(Data()), "no bytes")
        XCTAssertEqual(reason(Data("GIF89a".utf8)), "not a PNG (no PNG signature)")
        XCTAssertEqual(reason(png.prefix(60)), "the PNG data ends early")
        var corrupt = png
        corrupt[corrupt.startIndex + 30] ^= 0xFF  // inside IHDR: its CRC no longer matches
        // Cairo 1.16 reports libpng's errors as "out of memory", newer ones as a libpng error.
        XCTAssertTrue(reason(corrupt)?.contains("libpng") == true, "\(reason(corrupt) ?? "decoded")")
    }
}
