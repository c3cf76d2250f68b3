import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import XCTest

/// The dream list's PNG, SVG and ASCII renders show the same picture: both text
/// measurers lead to the same display list (the cells' layout does not depend on
/// text size), and each renderer draws every item of it.
final class SamePictureTests: XCTestCase {
    private let dreamList = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/dream-list.yaml").path

    private func figure(measuredBy measurer: any TextMeasurer) throws -> Figure {
        let description = try DescriptionParser.parse(contentsOf: dreamList)
        return try TreeBuilder(measurer: measurer, for: description).figure(description)
    }

    func testCairoAndASCIIMeasurersGiveTheSameDisplayList() throws {
        let cairo = try figure(measuredBy: PangoTextMeasurer())
        let ascii = try figure(measuredBy: CellTextMeasurer())
        XCTAssertEqual(cairo, ascii)
        // 4 cards, 4 labels and 10 creature pictures, back to front.
        XCTAssertEqual(cairo.items.count, 18)
        XCTAssertEqual(cairo.items.prefix(4).map(\.name), [nil, "unicorn", "shark", "text"])
        // The first label: the right two thirds of the 448-point-wide card, inset 5.
        let label = cairo.items[3].frame
        XCTAssertEqual(label.minX, 16 + 448.0 / 3 + 5, accuracy: 1e-9)
        XCTAssertEqual(label.width, 448.0 * 2 / 3 - 10, accuracy: 1e-9)
        XCTAssertEqual(label.minY, 21)
        XCTAssertEqual(label.height, 70)
    }

    func testEveryLabelOfTheDreamListAppearsInTheASCIIRender() throws {
        let text = ASCIIRenderer().render(try figure(measuredBy: CellTextMeasurer()))
        for phrase in ["Riding a unicorn over a sea of", "friendly sharks", "A crab, a dragon and a yeti bake a",
                       "Flying over the city with a dragon", "Everyone is late for the tea party"] {
            XCTAssertTrue(text.contains(phrase), phrase)
        }
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 26)  // 25 rows + final newline
    }
}
