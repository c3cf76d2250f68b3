import Foundation
import FoundationXML
import LucidLayout
import XCTest
@testable import LucidRender

final class CairoRendererTests: XCTestCase {
    private let red = LucidLayout.Color(red: 1, green: 0, blue: 0)
    private let opaqueRed: UInt32 = 0xFFFF_0000
    private let opaqueWhite: UInt32 = 0xFFFF_FFFF

    private func redBoxFigure() -> Figure {
        Figure(size: CGSize(width: 100, height: 60), background: .white, items: [
            DisplayItem(frame: CGRect(x: 20, y: 10, width: 40, height: 30), drawing: .box(ShapeStyle(fill: red))),
        ])
    }

    func testPNGIsAValidImageOfTheScaledPixelSize() throws {
        for (scale, width, height) in [(1.0, 100, 60), (2.0, 200, 120), (1.5, 150, 90)] {
            let png = try CairoRenderer(scale: scale).png(redBoxFigure())
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            XCTAssertEqual(try PNGHeader.pixelSize(of: png), CGSize(width: width, height: height))
        }
    }

    func testFractionalPageSizeRoundsUpToWholePixels() throws {
        let figure = Figure(size: CGSize(width: 10.2, height: 3.5), items: [])
        let png = try CairoRenderer(scale: 2).png(figure)
        XCTAssertEqual(try PNGHeader.pixelSize(of: png), CGSize(width: 21, height: 7))
    }

    func testBoxIsFilledAndBackgroundIsPaintedOutside() throws {
        for scale in [1.0, 2.0] {
            let raster = try CairoRenderer(scale: scale).rasterize(redBoxFigure())
            let point = { (x: CGFloat, y: CGFloat) in raster[Int(x * scale), Int(y * scale)] }
            XCTAssertEqual(point(40, 25), opaqueRed)
            XCTAssertEqual(point(21, 11), opaqueRed)
            XCTAssertEqual(point(5, 5), opaqueWhite)
            XCTAssertEqual(point(70, 25), opaqueWhite)
            XCTAssertEqual(point(40, 50), opaqueWhite)
        }
    }

    func testNoBackgroundLeavesThePageTransparent() throws {
        var figure = redBoxFigure()
        figure.background = nil
        let raster = try CairoRenderer().rasterize(figure)
        XCTAssertEqual(raster[5, 5], 0)
        XCTAssertEqual(raster[40, 25], opaqueRed)
    }

    func testStrokeStaysInsideTheFrame() throws {
        let style = ShapeStyle(fill: .white, stroke: red, strokeWidth: 4)
        let figure = Figure(size: CGSize(width: 60, height: 60), background: .black, items: [
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 40, height: 40), drawing: .box(style)),
        ])
        let raster = try CairoRenderer().rasterize(figure)
        XCTAssertEqual(raster[9, 30], 0xFF00_0000, "outside the frame stays background")
        XCTAssertEqual(raster[10, 30], opaqueRed, "the stroke starts at the frame's edge")
        XCTAssertEqual(raster[13, 30], opaqueRed)
        XCTAssertEqual(raster[14, 30], opaqueWhite, "fill inside the stroke")
        XCTAssertEqual(raster[49, 30], opaqueRed)
        XCTAssertEqual(raster[50, 30], 0xFF00_0000)
    }

    func testCornerRadiusIsClampedToHalfTheShorterSide() throws {
        let style = ShapeStyle(fill: red, cornerRadius: 500)
        let figure = Figure(size: CGSize(width: 40, height: 20), background: .white, items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 40, height: 20), drawing: .box(style)),
        ])
        let raster = try CairoRenderer().rasterize(figure)
        XCTAssertEqual(raster[0, 0], opaqueWhite, "corner cut off")
        XCTAssertEqual(raster[20, 0], opaqueRed, "straight top edge between the half circles")
        XCTAssertEqual(raster[20, 10], opaqueRed)
        XCTAssertEqual(raster[1, 10], opaqueRed, "a half circle reaches the side at mid-height")
    }

    func testTextIsDrawnInsideItsFrame() throws {
        for scale in [1.0, 2.0] {
            let label = CairoTestSupport.label("Hello, Lucid!", at: CGPoint(x: 20, y: 15))
            let figure = Figure(size: CGSize(width: 200, height: 60), background: .white, items: [label])
            let raster = try CairoRenderer(scale: scale).rasterize(figure)
            let dark = CairoTestSupport.darkPixels(in: raster, inside: label.frame, scale: scale)
            XCTAssertGreaterThan(dark.inside, 20)
            XCTAssertEqual(dark.outside, 0)
        }
    }

    func testTextTallerThanItsFrameKeepsTheLinesThatFitAndEndsWithAnEllipsis() throws {
        let frame = CGRect(x: 10, y: 30, width: 120, height: 34)
        let text = "This label has far more text than its small frame can hold on two lines"
        let figure = Figure(size: CGSize(width: 200, height: 100), background: .white, items: [
            DisplayItem(frame: frame, drawing: .text(text, TextStyle())),
        ])
        let raster = try CairoRenderer().rasterize(figure)
        let dark = CairoTestSupport.darkPixels(in: raster, inside: frame)
        XCTAssertGreaterThan(dark.inside, 50)
        XCTAssertEqual(dark.outside, 0, "text drawn outside its frame")
        let height = PangoTextMeasurer().measure(text, style: TextStyle(), maxWidth: frame.width).size.height
        XCTAssertGreaterThan(height, frame.height * 1.5, "the text really is taller than its frame")
    }

    func testTextIsCentredVerticallyAndAlignedInALargerFrame() throws {
        let style = TextStyle(alignment: .trailing)
        let size = PangoTextMeasurer().measure("Hi", style: style, maxWidth: nil).size
        let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let figure = Figure(size: frame.size, background: .white, items: [
            DisplayItem(frame: frame, drawing: .text("Hi", style)),
        ])
        let raster = try CairoRenderer().rasterize(figure)
        let expected = CGRect(x: 200 - size.width, y: (100 - size.height) / 2, width: size.width, height: size.height)
        let dark = CairoTestSupport.darkPixels(in: raster, inside: expected)
        XCTAssertGreaterThan(dark.inside, 10)
        XCTAssertEqual(dark.outside, 0)
    }

    func testWrappedLabelRendersWithinItsMeasuredHeight() throws {
        let label = CairoTestSupport.label(CairoTestSupport.longText, at: CGPoint(x: 10, y: 10), maxWidth: 120)
        let figure = Figure(size: CGSize(width: 200, height: label.frame.maxY + 30), background: .white, items: [label])
        let raster = try CairoRenderer().rasterize(figure)
        let dark = CairoTestSupport.darkPixels(in: raster, inside: label.frame)
        XCTAssertEqual(dark.outside, 0)
        let lastLine = CGRect(x: 10, y: label.frame.maxY - 16, width: 120, height: 16)
        XCTAssertGreaterThan(CairoTestSupport.darkPixels(in: raster, inside: lastLine).inside, 0, "the last line is drawn")
    }

    func testImageIsScaledToFitItsFrame() throws {
        let path = try CairoTestSupport.temporaryPNG(size: CGSize(width: 10, height: 5), color: red, for: self)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = ImageSource(path: path, pixelSize: CGSize(width: 10, height: 5), contentMode: .fit)
        let figure = Figure(size: CGSize(width: 40, height: 40), background: .white, items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40), drawing: .image(source)),
        ])
        let raster = try CairoRenderer().rasterize(figure)
        XCTAssertEqual(raster[20, 20], opaqueRed)
        XCTAssertEqual(raster[20, 5], opaqueWhite, "letterboxed above")
        XCTAssertEqual(raster[20, 35], opaqueWhite, "letterboxed below")
    }

    func testFilledImageIsClippedToItsFrame() throws {
        let path = try CairoTestSupport.temporaryPNG(size: CGSize(width: 10, height: 5), color: red, for: self)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = ImageSource(path: path, pixelSize: CGSize(width: 10, height: 5), contentMode: .fill)
        let figure = Figure(size: CGSize(width: 60, height: 40), background: .white, items: [
            DisplayItem(frame: CGRect(x: 20, y: 10, width: 20, height: 20), drawing: .image(source)),
        ])
        let raster = try CairoRenderer().rasterize(figure)
        XCTAssertEqual(raster[21, 11], opaqueRed)
        XCTAssertEqual(raster[38, 28], opaqueRed)
        XCTAssertEqual(raster[15, 20], opaqueWhite, "clipped on the left")
        XCTAssertEqual(raster[45, 20], opaqueWhite, "clipped on the right")
    }

    func testMissingImageThrowsATypedError() {
        let source = ImageSource(path: "/nonexistent/x.png", pixelSize: CGSize(width: 4, height: 4))
        let figure = Figure(size: CGSize(width: 10, height: 10), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), drawing: .image(source)),
        ])
        for render in [CairoRenderer().png, CairoRenderer().svg] {
            XCTAssertThrowsError(try render(figure)) { error in
                XCTAssertEqual(error as? RenderError, .unreadableImage(path: "/nonexistent/x.png", reason: "file not found"))
                XCTAssertEqual("\(error)", "cannot read image '/nonexistent/x.png': file not found")
            }
        }
    }

    func testNonImageFileThrowsATypedError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-cairo-\(UUID().uuidString).png")
        try Data("not a png".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let source = ImageSource(path: url.path, pixelSize: CGSize(width: 4, height: 4))
        let figure = Figure(size: CGSize(width: 10, height: 10), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), drawing: .image(source)),
        ])
        XCTAssertThrowsError(try CairoRenderer().png(figure)) { error in
            guard case .unreadableImage(url.path, _)? = error as? RenderError else { return XCTFail("\(error)") }
        }
    }

    func testEmptyOrInvalidPageThrows() {
        let empty = Figure(size: .zero, items: [])
        XCTAssertThrowsError(try CairoRenderer().png(empty)) { XCTAssertEqual($0 as? RenderError, .invalidSize(width: 0, height: 0)) }
        XCTAssertThrowsError(try CairoRenderer().svg(empty))
        XCTAssertThrowsError(try CairoRenderer(scale: 0).png(redBoxFigure()))
        XCTAssertEqual("\(RenderError.invalidSize(width: 0, height: 3))",
                       "cannot render a page of 0 × 3 pixels (each side must be 1 to 32767, and 100 million pixels at most)")
        // A big page at a big scale is refused before any memory is taken.
        let huge = Figure(size: CGSize(width: 8192, height: 8192), items: [])
        XCTAssertThrowsError(try CairoRenderer(scale: 2).png(huge)) { XCTAssertEqual($0 as? RenderError, .invalidSize(width: 16384, height: 16384)) }
    }

    func testSVGIsWellFormedXMLSizedInPoints() throws {
        let svg = try CairoRenderer().svg(sampleFigure())
        let document = try XMLDocument(data: svg)
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "svg")
        // FoundationXML's `attribute(forName:)` misses attributes of a namespaced element.
        let attributes = Dictionary(uniqueKeysWithValues: (root.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") })
        XCTAssertEqual(attributes["width"], "240pt")
        XCTAssertEqual(attributes["height"], "120pt")
        XCTAssertEqual(attributes["viewBox"], "0 0 240 120")
    }

    func testRendersAreByteIdenticalEvenAfterOtherFigures() throws {
        let renderer = CairoRenderer()
        let figure = try sampleFigure()
        let firstPNG = try renderer.png(figure), firstSVG = try renderer.svg(figure)
        var other = try sampleFigure(text: "Something else entirely")
        other.items.append(DisplayItem(frame: CGRect(x: 5, y: 5, width: 30, height: 30),
                                       drawing: .box(ShapeStyle(fill: red, cornerRadius: 6))))
        _ = try renderer.svg(other)
        _ = try renderer.png(other)
        XCTAssertEqual(try renderer.png(figure), firstPNG)
        XCTAssertEqual(try renderer.svg(figure), firstSVG)
    }

    func testSVGReferencesOnlyDefinedIds() throws {
        let svg = String(decoding: try CairoRenderer().svg(sampleFigure()), as: UTF8.self)
        let defined = Set(svg.matches(of: #/\sid="([^"]+)"/#).map { String($0.output.1) })
        let referenced = Set(svg.matches(of: #/(?:href="#|url\(#)([^")]+)/#).map { String($0.output.1) })
        XCTAssertFalse(referenced.isEmpty)
        XCTAssertTrue(referenced.isSubset(of: defined), "undefined: \(referenced.subtracting(defined))")
    }

    /// A page with a box, a wrapped label and an image: every kind of item.
    private func sampleFigure(text: String = CairoTestSupport.longText) throws -> Figure {
        try CairoTestSupport.sampleFigure(text: text)
    }

    override class func tearDown() {
        CairoTestSupport.removeSampleImage()
        super.tearDown()
    }
}
