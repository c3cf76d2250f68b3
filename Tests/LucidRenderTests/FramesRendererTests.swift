import Foundation
import LucidDescription
import LucidLayout
@testable import LucidRender
import XCTest

/// The frames format: every node of the laid-out tree with its kind, name and frame.
final class FramesRendererTests: XCTestCase {
    private func frames(_ text: String) throws -> String {
        let description = try DescriptionParser.parse(text, file: "f.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        return FramesRenderer().render(try builder.figure(description))
    }

    func testEveryNodeIsListedIndentedByDepthWithItsFrame() throws {
        XCTAssertEqual(try frames("""
            canvas: { width: 100, height: 50 }
            layout:
              kind: hstack
              name: row
              spacing: 0
              children:
                - { kind: box, name: a, frame: { width: 30, height: 20 } }
                - { kind: label, text: Hi, padding: 2, background: { kind: box, name: back } }
                - { kind: spacer }
            """), """
            page (0, 0, 100, 50)
              hstack "row" (0, 15, 100, 20)
                box "a" (0, 15, 30, 20)
                label (30, 15, 20, 20)
                  box "back" (30, 15, 20, 20)
                spacer (50, 25, 50, 0)

            """)
    }

    func testNodesDrawNothing() throws {
        let description = try DescriptionParser.parse("canvas: { width: 20, height: 10 }\nlayout: { kind: zstack }", file: "z.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        let figure = try builder.figure(description)
        XCTAssertEqual(figure.items.map(\.drawing), [.node(kind: "zstack", depth: 0)])
        XCTAssertEqual(ASCIIRenderer().render(figure), "\n")
    }

    func testNumbersAreShortAndStable() {
        XCTAssertEqual(FramesRenderer.number(12), "12")
        XCTAssertEqual(FramesRenderer.number(12.5), "12.5")
        XCTAssertEqual(FramesRenderer.number(448.0 / 3), "149.333")
        XCTAssertEqual(FramesRenderer.number(-0.0004), "0")
    }
}
