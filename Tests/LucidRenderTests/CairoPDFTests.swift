import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// PDF output: one page of the figure's size in points, the same drawing as PNG and SVG,
/// and the same bytes for the same figure every time (no clock date, no process counters).
final class CairoPDFTests: XCTestCase {
    private let red = LucidLayout.Color(red: 1, green: 0, blue: 0)

    func testPDFIsOnePageOfTheFigureSizeInPoints() throws {
        for (width, height, mediaBox) in [(240.0, 120.0, "[ 0 0 240 120 ]"), (100.5, 60.25, "[ 0 0 100.5 60.25 ]")] {
            let figure = Figure(size: CGSize(width: width, height: height), background: .white, items: [
                DisplayItem(frame: CGRect(x: 10, y: 10, width: 40, height: 30), drawing: .box(ShapeStyle(fill: red))),
            ])
            let pdf = String(decoding: try CairoRenderer().pdf(figure), as: UTF8.self)
            XCTAssertTrue(pdf.hasPrefix("%PDF-1.5\n"), String(pdf.prefix(20)))
            XCTAssertTrue(pdf.hasSuffix("%%EOF\n"))
            XCTAssertEqual(matches(of: #/\/Type /Page\b/#, in: pdf), ["/Type /Page"], "exactly one page")
            XCTAssertEqual(matches(of: #/\/Count \d+/#, in: pdf), ["/Count 1"])
            XCTAssertEqual(matches(of: #/\/MediaBox \[[^\]]*\]/#, in: pdf), ["/MediaBox " + mediaBox])
        }
    }

    func testPDFCarriesNoDatesAndOnlyCairosProducer() throws {
        let pdf = String(decoding: try CairoRenderer().pdf(sampleFigure()), as: UTF8.self)
        XCTAssertFalse(pdf.contains("/CreationDate"))
        XCTAssertFalse(pdf.contains("/ModDate"))
        XCTAssertFalse(pdf.contains("(D:"), "no PDF date string anywhere")
        // The document information is Cairo's name and version, and nothing else.
        XCTAssertEqual(matches(of: #/<< /Producer[^>]*>>/#, in: pdf).count, 1)
        XCTAssertNotNil(pdf.firstMatch(of: #/\n<< /Producer \(cairo \d+\.\d+\.\d+ \(https://cairographics\.org\)\)\n>>\nendobj\n/#))
    }

    func testFontSubsetIsEmbeddedUnderAStableTag() throws {
        let pdf = String(decoding: try CairoRenderer().pdf(sampleFigure()), as: UTF8.self)
        let names = Set(matches(of: #/\/BaseFont /[A-Z]{6}\+[A-Za-z-]+/#, in: pdf))
        XCTAssertEqual(names.count, 1, "\(names)")
        XCTAssertTrue(names.first?.hasSuffix("+DejaVuSans") ?? false, "\(names)")
        XCTAssertTrue(pdf.contains("/FontFile"), "the font is embedded")
    }

    func testXrefOffsetsPointAtTheirObjects() throws {
        let data = try CairoRenderer().pdf(sampleFigure())
        let pdf = String(decoding: data, as: UTF8.self)
        let startxref = try XCTUnwrap(Int(XCTUnwrap(pdf.firstMatch(of: #/startxref\n(\d+)\n%%EOF/#)).output.1))
        let xref = String(decoding: data[startxref...], as: UTF8.self)
        XCTAssertTrue(xref.hasPrefix("xref\n0 "))
        let offsets = xref.matches(of: #/(\d{10}) 00000 n /#).map { Int($0.output.1)! }
        XCTAssertGreaterThan(offsets.count, 5)
        for (index, offset) in offsets.enumerated() {
            let object = String(decoding: data[offset...].prefix(20), as: UTF8.self)
            XCTAssertTrue(object.hasPrefix("\(index + 1) 0 obj"), "object \(index + 1) at \(offset): \(object)")
        }
    }

    func testRendersAreByteIdenticalEvenAfterOtherFigures() throws {
        let renderer = CairoRenderer()
        let figure = try sampleFigure()
        let first = try renderer.pdf(figure)
        XCTAssertEqual(try renderer.pdf(figure), first)
        var other = try sampleFigure(text: "Something else entirely, in other glyphs: xyzzy QJK")
        other.items.append(DisplayItem(frame: CGRect(x: 5, y: 5, width: 30, height: 30),
                                       drawing: .box(ShapeStyle(fill: red, cornerRadius: 6, opacity: 0.5))))
        _ = try renderer.pdf(other)
        _ = try renderer.svg(other)
        _ = try renderer.png(other)
        XCTAssertEqual(try renderer.pdf(figure), first)
        XCTAssertEqual(try RenderTarget(.pdf, options: RenderOptions(scale: 3)).render(figure), first, "the PNG scale does not touch a PDF")
    }

    func testPDFShowsTheSameDrawingAsTheOtherFormats() throws {
        // The text is drawn as text (an embedded font), the image as the one image XObject
        // (no fallback raster of the page), and the half-transparent box as a transparency
        // group (a form XObject) painted at half opacity.
        var figure = try sampleFigure()
        figure.items.append(DisplayItem(frame: CGRect(x: 5, y: 5, width: 30, height: 30),
                                        drawing: .box(ShapeStyle(fill: red, opacity: 0.5))))
        let pdf = String(decoding: try CairoRenderer().pdf(figure), as: UTF8.self)
        XCTAssertEqual(matches(of: #/\/Subtype /Image/#, in: pdf).count, 1, "one image, for the one picture")
        XCTAssertEqual(matches(of: #/\/Subtype /Form/#, in: pdf).count, 1, "one group, for the translucent box")
        XCTAssertTrue(pdf.contains("/CA 0.5 /ca 0.5"))
        XCTAssertTrue(pdf.contains("/FontFile"))
    }

    func testEmptyPageAndMissingImageThrowLikeTheOtherFormats() {
        XCTAssertThrowsError(try CairoRenderer().pdf(Figure(size: .zero, items: []))) {
            XCTAssertEqual($0 as? RenderError, .invalidSize(width: 0, height: 0))
        }
        let source = ImageSource(path: "/nonexistent/x.png", pixelSize: CGSize(width: 4, height: 4))
        let figure = Figure(size: CGSize(width: 10, height: 10), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), drawing: .image(source)),
        ])
        XCTAssertThrowsError(try CairoRenderer().pdf(figure)) {
            XCTAssertEqual($0 as? RenderError, .unreadableImage(path: "/nonexistent/x.png", reason: "file not found"))
        }
    }

    func testPDFFormatIsChosenByItsExtensionAndMeasuresWithPango() {
        XCTAssertEqual(OutputFormat(fileExtension: "pdf"), .pdf)
        XCTAssertEqual(OutputFormat(fileExtension: "PDF"), .pdf)
        XCTAssertEqual(OutputFormat.pdf.fileExtension, "pdf")
        XCTAssertEqual(RenderTarget(.pdf).measurement, .pango)
        XCTAssertTrue(RenderTarget(.pdf).measurement.measurer is PangoTextMeasurer)
        XCTAssertEqual(OutputFormat.allCases, [.png, .svg, .pdf, .ascii, .frames])
    }

    private func matches(of regex: Regex<Substring>, in text: String) -> [String] {
        text.matches(of: regex).map { String($0.output) }
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
