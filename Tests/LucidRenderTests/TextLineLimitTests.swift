import Foundation
import LucidDescription
import LucidLayout
import XCTest
@testable import LucidRender

/// A label's `lineLimit` and `truncation`: the text takes at most that many lines, measured
/// and drawn, and ends with "…" where it was cut.
final class TextLineLimitTests: XCTestCase {
    private typealias T = ASCIITestSupport

    func testCellsMeasureAtMostTheLimitAndASCIICutsTheLastLine() {
        let cells = CellTextMeasurer()
        let limited = TextStyle(lineLimit: 2)
        // "ab cd ef" two cells wide is three lines; limited to two, it is two rows high.
        XCTAssertEqual(cells.measure("ab cd ef", style: TextStyle(), maxWidth: 16).size, CGSize(width: 16, height: 48))
        XCTAssertEqual(cells.measure("ab cd ef", style: limited, maxWidth: 16).size, CGSize(width: 16, height: 32))
        let label = Label("ab cd ef", style: limited, measurer: cells)
        let size = label.sizeThatFits(ProposedSize(width: 16, height: nil))
        let picture = ASCIIRenderer().render(T.figure(2, 2, [DisplayItem(frame: CGRect(origin: .zero, size: size), drawing: .text("ab cd ef", limited))]))
        XCTAssertEqual(picture, T.picture("ab", "c…"))
    }

    func testPangoKeepsOneLineAndEllipsizesWhereAsked() {
        let pango = PangoTextMeasurer()
        let text = "A long description that goes on and on past one line"
        let free = pango.measure(text, style: TextStyle(), maxWidth: 200).size
        let oneLine = pango.measure("A", style: TextStyle(), maxWidth: 200).size.height
        XCTAssertGreaterThan(free.height, oneLine)
        for truncation in TextTruncation.allCases {
            let cut = pango.measure(text, style: TextStyle(lineLimit: 1, truncation: truncation), maxWidth: 200).size
            XCTAssertEqual(cut.height, oneLine, "\(truncation)")
            XCTAssertLessThanOrEqual(cut.width, 200)
        }
    }

    func testDescriptionsReadTheKeysAndTheFramesDumpShowsThem() throws {
        let description = try DescriptionParser.parse("""
            canvas: { width: 120, height: 40 }
            layout: { kind: label, text: "one two three four five six", lineLimit: 1, truncation: middle, frame: { width: 100 } }
            """, file: "limit.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        let frames = FramesRenderer().render(try builder.figure(description))
        XCTAssertTrue(frames.contains("lines 1 middle]"), frames)
        XCTAssertThrowsError(try DescriptionParser.parse("layout: { kind: label, text: a, lineLimit: 1.5 }", file: "bad.yaml")) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.description),
                           ["bad.yaml:1:44: error: expected a whole number for 'lineLimit', found the number 1.5"])
        }
    }
}
