import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// `TextStyle.lineSpacing`: points between lines, measured and drawn alike with Pango,
/// whole blank rows in ASCII.
final class LineSpacingTests: XCTestCase {
    private let pango = PangoTextMeasurer()
    private let threeLines = "one\ntwo\nthree"

    private func spaced(_ spacing: CGFloat, _ font: Font = Font()) -> TextStyle { TextStyle(font: font, lineSpacing: spacing) }

    // MARK: Pango

    func testThreeLinesGrowByExactlyTwiceTheSpacing() {
        let plain = pango.measure(threeLines, style: TextStyle(), maxWidth: nil)
        for spacing in [1.0, 6, 7.5, 40] as [CGFloat] {
            let measured = pango.measure(threeLines, style: spaced(spacing), maxWidth: nil)
            XCTAssertEqual(measured.size.height, plain.size.height + 2 * spacing, "spacing \(spacing)")
            XCTAssertEqual(measured.size.width, plain.size.width, "spacing changes no width")
            XCTAssertEqual(measured.firstBaseline, plain.firstBaseline, "nothing is added above the first line")
        }
        XCTAssertEqual(pango.measure("one line", style: spaced(30), maxWidth: nil).size.height,
                       pango.measure("one line", style: TextStyle(), maxWidth: nil).size.height, "one line has no gap")
    }

    func testWrappedLinesAreSpacedToo() {
        let text = CairoTestSupport.longText
        let plain = pango.measure(text, style: TextStyle(), maxWidth: 120)
        let lineHeight = pango.measure("Hg", style: TextStyle(), maxWidth: nil).size.height
        let lines = (plain.size.height / lineHeight).rounded()
        XCTAssertGreaterThan(lines, 3)
        XCTAssertEqual(pango.measure(text, style: spaced(5), maxWidth: 120).size.height, plain.size.height + 5 * (lines - 1))
    }

    func testOneCharacterPerLineAtTheNarrowestWidthIsSpaced() {
        let plain = pango.measure("abcd", style: TextStyle(), maxWidth: 0)
        XCTAssertEqual(pango.measure("abcd", style: spaced(3), maxWidth: 0).size.height, plain.size.height + 3 * 3)
    }

    /// The second line is drawn exactly `spacing` lower, the first does not move, and the
    /// measured frame holds all the ink.
    func testSecondLineIsDrawnLowerByTheSpacing() throws {
        func rows(_ style: TextStyle) throws -> (first: Range<Int>, second: Range<Int>, outside: Int, raster: CairoRaster) {
            let label = CairoTestSupport.label("HH\nHH", at: CGPoint(x: 10, y: 10), style: style)
            let figure = Figure(size: CGSize(width: 80, height: 100), background: .white, items: [label])
            let raster = try CairoRenderer().rasterize(figure)
            let inked = (0..<raster.height).filter { y in (0..<raster.width).contains { CairoTestSupport.isDark(raster[$0, y]) } }
            // Two runs of inked rows: the lines.
            let gapIndex = try XCTUnwrap(inked.indices.dropLast().first { inked[$0 + 1] > inked[$0] + 1 })
            let first = inked[0]..<inked[gapIndex] + 1, second = inked[gapIndex + 1]..<inked.last! + 1
            return (first, second, CairoTestSupport.darkPixels(in: raster, inside: label.frame).outside, raster)
        }
        let plain = try rows(TextStyle())
        let airy = try rows(spaced(20))
        XCTAssertEqual(airy.first, plain.first, "the first line stays at the top of the frame")
        XCTAssertEqual(airy.second.lowerBound - plain.second.lowerBound, 20, "the second line is 20 points lower")
        XCTAssertEqual(airy.second.count, plain.second.count)
        XCTAssertEqual(airy.outside, 0, "all ink inside the measured frame")
        // Whole-pixel spacing without hinting: the second line's pixels are the same, shifted.
        for y in plain.second {
            for x in 0..<plain.raster.width {
                XCTAssertEqual(airy.raster[x, y + 20], plain.raster[x, y], "pixel \(x), \(y)")
            }
        }
    }

    // MARK: Cells

    func testCellsAddWholeBlankRowsRoundedDown() {
        let cells = CellTextMeasurer()  // 8 × 16 points
        for (spacing, blank) in [(0, 0), (15.9, 0), (16, 1), (31.99, 1), (32, 2), (.infinity, 0), (.nan, 0), (-16, 0)] as [(CGFloat, Int)] {
            XCTAssertEqual(cells.blankRows(for: spaced(spacing)), blank, "spacing \(spacing)")
        }
        XCTAssertEqual(cells.measure(threeLines, style: spaced(16), maxWidth: nil).size, CGSize(width: 40, height: 5 * 16))
        XCTAssertEqual(cells.measure(threeLines, style: spaced(12), maxWidth: nil).size.height, 3 * 16)
        XCTAssertEqual(cells.measure("one", style: spaced(32), maxWidth: nil).size.height, 16)
        XCTAssertEqual(CellTextMeasurer(cellSize: CGSize(width: 4, height: 8)).blankRows(for: spaced(16)), 2)
    }

    func testASCIIDrawsBlankRowsBetweenLines() {
        let style = spaced(16)
        let size = CellTextMeasurer().measure("one two", style: style, maxWidth: 3 * 8).size
        XCTAssertEqual(size, CGSize(width: 24, height: 3 * 16))
        let figure = Figure(size: CGSize(width: 40, height: 5 * 16), items: [
            DisplayItem(frame: CGRect(x: 8, y: 16, width: size.width, height: size.height), drawing: .text("one two", style)),
        ])
        XCTAssertEqual(ASCIIRenderer().render(figure), "\n one\n\n two\n\n")
    }

    func testASCIISpacedTextTooTallForItsFrameEndsOnAShownLine() {
        // Three lines, one blank row apart, in four rows: two lines fit (rows 0 and 2).
        let figure = Figure(size: CGSize(width: 48, height: 4 * 16), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 48, height: 4 * 16), drawing: .text("one\ntwo\nthree", spaced(16))),
        ])
        XCTAssertEqual(ASCIIRenderer().render(figure), "one\n\ntwo…\n\n")
    }
}
