import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// `--embed-source`: the description travels inside PNG, SVG and PDF, and reads back.
final class EmbeddedSourceTests: XCTestCase {
    private let figure = Figure(size: CGSize(width: 20, height: 10), background: .white, items: [
        DisplayItem(frame: CGRect(x: 2, y: 2, width: 16, height: 6), drawing: .box(ShapeStyle(fill: .black))),
    ])
    /// Text with everything that needs care: XML and PDF specials, non-ASCII, CR, a tab.
    private let source = EmbeddedSource(
        file: "docs/a&b \"fig\".yaml",
        text: "# <draft> & (notes) \\ back\nlayout: { kind: label, text: \"naïve 한국어 🐙\" }\r\n\tend\n")

    func testThePNGChunkIsByteExact() {
        // Length 18, "iTXt", keyword, five zero bytes, "a", then the CRC-32 that Python's
        // zlib.crc32(b"iTXt" + body) gives, 0xff2bb925.
        var chunk = Data([0, 0, 0, 18]) + Data("iTXt".utf8) + Data("Lucid Source".utf8) + Data([0, 0, 0, 0, 0]) + Data("a".utf8)
        chunk += Data([0xFF, 0x2B, 0xB9, 0x25])
        XCTAssertEqual(PNGTextChunks.chunk(keyword: "Lucid Source", text: "a"), chunk)
        let png = PNGEncoder.signature + chunk
        XCTAssertEqual(PNGTextChunks.texts(for: "Lucid Source", in: png), ["a"])
        XCTAssertEqual(PNGTextChunks.texts(for: "Other", in: png), [])
    }

    func testTheSourceChunksComeJustBeforeIEND() throws {
        let png = try CairoRenderer(source: source).png(figure)
        let plain = try CairoRenderer().png(figure)
        let chunks = PNGTextChunks.chunk(keyword: "Lucid Source File", text: source.file)
            + PNGTextChunks.chunk(keyword: "Lucid Source", text: source.text)
        XCTAssertEqual(png, plain.prefix(plain.count - 12) + chunks + plain.suffix(12))
    }

    func testEveryFormatCarriesTheSourceAndReadsItBack() throws {
        let renderer = CairoRenderer(source: source)
        for (format, data) in [("png", try renderer.png(figure)), ("svg", try renderer.svg(figure)), ("pdf", try renderer.pdf(figure))] {
            XCTAssertEqual(EmbeddedSource.read(from: data), source, format)
        }
        for data in [try CairoRenderer().png(figure), try CairoRenderer().svg(figure), try CairoRenderer().pdf(figure)] {
            XCTAssertNil(EmbeddedSource.read(from: data))
        }
    }

    func testThePictureIsUnchangedByTheSource() throws {
        XCTAssertEqual(try CairoRenderer(source: source).rasterize(figure), try CairoRenderer().rasterize(figure))
    }

    func testSVGMetadataIsEscapedAndFirstInTheRoot() throws {
        let svg = String(decoding: try CairoRenderer(source: source).svg(figure), as: UTF8.self)
        let plain = String(decoding: try CairoRenderer().svg(figure), as: UTF8.self)
        let metadata = "\n<metadata><lucid:source xmlns:lucid=\"urn:x-lucid:source\" file=\"docs/a&amp;b &quot;fig&quot;.yaml\">"
            + "# &lt;draft&gt; &amp; (notes) \\ back\nlayout: { kind: label, text: &quot;naïve 한국어 🐙&quot; }&#13;\n\tend\n"
            + "</lucid:source></metadata>"
        let rootEnd = plain.range(of: "<svg")!.upperBound
        let insertAt = plain[rootEnd...].firstIndex(of: ">")!
        XCTAssertEqual(svg, String(plain[...insertAt]) + metadata + String(plain[plain.index(after: insertAt)...]))
        XCTAssertEqual(XMLText.escaped("a\u{1}b"), "a\u{FFFD}b")
    }

    func testPDFInformationCarriesTheSourceAndNoDate() throws {
        let pdf = try CairoRenderer(source: source).pdf(figure)
        let info = PDFSourceMetadata.information(in: [UInt8](pdf))
        XCTAssertEqual(info["Title"], source.file)
        XCTAssertEqual(info["Subject"], source.text)
        XCTAssertEqual(info["Creator"], "Lucid")
        XCTAssertNotNil(info["Producer"])
        XCTAssertNil(info["CreationDate"])
        XCTAssertEqual(try CairoRenderer(source: source).pdf(figure), pdf)
        // Cairo writes plain ASCII as a literal string (its /Producer has nested
        // parentheses) and anything with specials or non-ASCII as UTF-16 hex.
        let simple = EmbeddedSource(file: "f.yaml", text: "layout: box")
        let simplePDF = try CairoRenderer(source: simple).pdf(figure)
        XCTAssertTrue(String(decoding: simplePDF, as: UTF8.self).contains("/Subject (layout: box)"))
        XCTAssertEqual(EmbeddedSource.read(from: simplePDF), simple)
        XCTAssertTrue(try XCTUnwrap(PDFSourceMetadata.information(in: [UInt8](simplePDF))["Producer"]).hasPrefix("cairo "))
    }
}
