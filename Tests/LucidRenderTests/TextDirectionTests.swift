import Foundation
import LucidDescription
import LucidLayout
import XCTest
@testable import LucidRender

/// A label's direction: in right-to-left text `leading` lines sit on the right, as CSS
/// text in a `direction: rtl` box does; a label in a description takes its box's direction.
final class TextDirectionTests: XCTestCase {
    private typealias T = ASCIITestSupport

    func testLeadingAndTrailingSwapSidesInRightToLeftText() {
        XCTAssertEqual(TextAlignment.allCases.map { $0.side(in: .leftToRight) }, [.start, .middle, .end])
        XCTAssertEqual(TextAlignment.allCases.map { $0.side(in: .rightToLeft) }, [.end, .middle, .start])
    }

    /// An rtl column's label, stretched across it, draws its lines from the right; the same
    /// label in an ltr column from the left, and `trailing` in rtl from the left.
    func testALabelInAnRTLBoxDrawsItsLinesFromTheRight() throws {
        func picture(_ direction: String, _ alignment: String) throws -> String {
            let description = try DescriptionParser.parse("""
                canvas: { width: 80, height: 32 }
                layout:
                  kind: flex
                  flexDirection: column
                  direction: \(direction)
                  frame: { width: 80 }
                  children:
                    - { kind: label, text: "ab cd", alignment: \(alignment) }
                    - { kind: flex, children: [{ kind: label, text: "ef" }] }
                """, file: "rtl.yaml")
            let builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
            return ASCIIRenderer().render(try builder.figure(description))
        }
        XCTAssertEqual(try picture("rtl", "leading"), T.picture("     ab cd", "        ef"))
        XCTAssertEqual(try picture("ltr", "leading"), T.picture("ab cd", "ef"))
        XCTAssertEqual(try picture("rtl", "trailing"), T.picture("ab cd", "        ef"))
    }

    func testTheFramesDumpShowsARightToLeftLabel() throws {
        let description = try DescriptionParser.parse("""
            canvas: { width: 80, height: 16 }
            layout: { kind: flex, direction: rtl, children: [{ kind: label, text: "ab" }] }
            """, file: "rtl.yaml")
        let builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        let frames = FramesRenderer().render(try builder.figure(description))
        XCTAssertTrue(frames.contains("color #000000, direction rtl"), frames)
    }

    /// Pango puts a leading line of rtl text against the right edge of its frame.
    func testPangoDrawsALeadingRightToLeftLineOnTheRight() throws {
        let ltr = try inkColumns("Lucid", .leftToRight), rtl = try inkColumns("Lucid", .rightToLeft)
        XCTAssertLessThan(ltr.lowerBound, 5)
        XCTAssertGreaterThan(rtl.upperBound, 295)
        // The same line, moved: as wide either way (to the pixel its antialiasing may add).
        XCTAssertEqual(ltr.count, rtl.count, accuracy: 1)
    }

    /// The label's direction, not its script, says where `leading` is: Arabic in an ltr
    /// label starts on the left, Latin in an rtl one on the right (Pango, guessing the
    /// paragraph's direction from its text, swapped the alignment of Arabic and Hebrew).
    func testTheDirectionNotTheScriptPlacesALeadingLine() throws {
        let arabic = "مرحبا بالعالم"
        let ltr = try inkColumns(arabic, .leftToRight), rtl = try inkColumns(arabic, .rightToLeft)
        XCTAssertLessThan(ltr.lowerBound, 5)
        XCTAssertGreaterThan(rtl.upperBound, 295)
        XCTAssertEqual(ltr.count, rtl.count, accuracy: 1)
    }

    /// The first and last pixel columns with ink of `text`, leading-aligned in `direction`
    /// in a 300 × 30 frame, drawn by Cairo and Pango.
    private func inkColumns(_ text: String, _ direction: TextDirection) throws -> ClosedRange<Int> {
        let raster = try CairoRenderer().rasterize(Figure(
            size: CGSize(width: 300, height: 30), background: .white,
            items: [DisplayItem(
                frame: CGRect(x: 0, y: 0, width: 300, height: 30),
                drawing: .text(text, TextStyle(font: Font(size: 20), direction: direction)))]))
        var columns: [Int] = []
        for x in 0..<raster.width where (0..<raster.height).contains(where: { raster[x, $0] != 0xFFFF_FFFF }) { columns.append(x) }
        return try XCTUnwrap(columns.first)...(try XCTUnwrap(columns.last))
    }
}
