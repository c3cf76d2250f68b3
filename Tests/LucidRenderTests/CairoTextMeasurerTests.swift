import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

final class CairoTextMeasurerTests: XCTestCase {
    private let measurer = PangoTextMeasurer()
    private let style = TextStyle()
    private let texts = [
        "Hello", "Hello, Lucid!", CairoTestSupport.longText, "iiii llll WWWW", "Ünïcödé façade – naïve café",
        "漢字とかなの混ざった文", "Two\nparagraphs of text", "a", "",
        "Supercalifragilisticexpialidocious is a long word",
    ]

    func testSingleLineMetricsMatchTheFontSize() {
        let metrics = measurer.measure("Hello", style: style, maxWidth: nil)
        XCTAssertEqual(metrics.size.height, 16.3, accuracy: 1, "DejaVu Sans 14pt line height")
        XCTAssertGreaterThan(metrics.size.width, 30)
        XCTAssertLessThan(metrics.size.width, 45)
        XCTAssertEqual(metrics.firstBaseline, 13, accuracy: 1)
        XCTAssertEqual(metrics.size.width, (metrics.size.width * 64).rounded() / 64, "a multiple of 1/64 point")
    }

    func testBoldItalicAndSizeChangeTheMetrics() {
        let regular = measurer.measure("Hello", style: style, maxWidth: nil).size
        let bold = measurer.measure("Hello", style: TextStyle(font: Font(weight: .bold)), maxWidth: nil).size
        let large = measurer.measure("Hello", style: TextStyle(font: Font(size: 28)), maxWidth: nil).size
        XCTAssertGreaterThan(bold.width, regular.width)
        XCTAssertEqual(large.width, regular.width * 2, accuracy: 1)
        XCTAssertEqual(large.height, regular.height * 2, accuracy: 0.1)
    }

    func testNarrowWidthWrapsIntoWholeLines() {
        let line = measurer.measure("Hg", style: style, maxWidth: nil).size.height
        let wrapped = measurer.measure(CairoTestSupport.longText, style: style, maxWidth: 120).size
        let lines = wrapped.height / line
        XCTAssertGreaterThan(lines, 3)
        XCTAssertEqual(lines, lines.rounded(), accuracy: 0.01)
        XCTAssertLessThanOrEqual(wrapped.width, 120)
    }

    func testMeasuredSizeNeverExceedsTheOfferedWidthWhenTheTextFits() {
        for text in texts {
            let ideal = measurer.measure(text, style: style, maxWidth: nil).size.width
            for width in [ideal, ideal - 0.001, 200.3, 77.77] where width >= 0 {
                XCTAssertLessThanOrEqual(measurer.measure(text, style: style, maxWidth: width).size.width, width, text)
            }
        }
    }

    /// A layout as wide as the measured text wraps on the measured lines, for every alignment.
    func testMeasuredWidthLaysOutOnTheMeasuredLines() {
        let styles = [style, TextStyle(font: Font(size: 11.3, italic: true), alignment: .center),
                      TextStyle(font: Font(size: 17, weight: .bold), alignment: .trailing)]
        for style in styles {
            for text in texts {
                for maxWidth in [nil, 50, 97.3, 120, 333] as [CGFloat?] {
                    let measured = measurer.measure(text, style: style, maxWidth: maxWidth)
                    let context = "\(text) at \(String(describing: maxWidth))"
                    let lines = lineCount(text, style: style, width: maxWidth)
                    XCTAssertEqual(lineCount(text, style: style, width: measured.size.width), lines, context)
                    XCTAssertEqual(lineCount(text, style: style, width: measured.size.width - 1e-6), lines,
                                   "\(context), less floating-point noise")
                    XCTAssertEqual(measurer.measure(text, style: style, maxWidth: measured.size.width), measured, context)
                }
            }
        }
    }

    /// Labels framed at exactly their measured size draw all their ink within the frame's
    /// height at any scale: an extra wrapped line would overflow it (the block is centred
    /// vertically). Ink may overhang the frame's sides a little, as glyphs do.
    func testLabelsOfMeasuredSizeDrawWithinTheirFramesHeight() throws {
        for scale in [1.0, 2.0, 3.7] {
            for maxWidth in [nil, 60, 120] as [CGFloat?] {
                var y: CGFloat = 4
                let items = texts.map { text in
                    let item = CairoTestSupport.label(text, at: CGPoint(x: 4, y: y), maxWidth: maxWidth)
                    y = item.frame.maxY + 8
                    return item
                }
                let figure = Figure(size: CGSize(width: 400, height: y), background: .white, items: items)
                let raster = try CairoRenderer(scale: scale).rasterize(figure)
                for item in items {
                    let rows = CGRect(x: 0, y: item.frame.minY, width: 400, height: item.frame.height)
                    let band = rows.insetBy(dx: 0, dy: -4)
                    XCTAssertEqual(CairoTestSupport.darkPixelCount(in: raster, within: band, scale: scale),
                                   CairoTestSupport.darkPixelCount(in: raster, within: rows, scale: scale),
                                   "\(item.drawing) at \(String(describing: maxWidth)), scale \(scale)")
                }
            }
        }
    }

    func testMeasuringFromManyThreadsGivesTheSameResults() {
        let expected = texts.map { measurer.measure($0, style: style, maxWidth: 90) }
        let results = UnsafeMutableBufferPointer<TextMetrics?>.allocate(capacity: 64)
        defer { results.deallocate() }
        results.initialize(repeating: nil)
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let text = texts[index % texts.count]
            results[index] = PangoTextMeasurer().measure(text, style: style, maxWidth: 90)
        }
        for (index, result) in results.enumerated() {
            XCTAssertEqual(result, expected[index % texts.count])
        }
    }

    /// How many lines `text` is laid out on when wrapped at `width`.
    private func lineCount(_ text: String, style: TextStyle, width: CGFloat?) -> Int {
        PangoFontSession.shared.withContext { context in
            PangoTextLayout.with(context: context, text: text, style: style, width: width) { $0.lineCount }
        }
    }
}
