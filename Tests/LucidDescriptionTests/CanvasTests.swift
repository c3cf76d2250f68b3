import Foundation
import LucidDescription
import LucidLayout
import XCTest

/// The page: fixed or fitted to the layout, padding, background, scale.
final class CanvasTests: XCTestCase {
    private func figure(_ text: String) throws -> Figure {
        let description = try DescriptionParser.parse(text, file: "page.yaml")
        return try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
    }

    func testWithoutSizeThePageFitsTheLayoutPlusPadding() throws {
        let result = try figure("""
            canvas: { padding: 10, background: white }
            layout: { kind: label, name: hello, text: Hello, padding: 4 }
            """)
        // "Hello" is 5 cells × 8 = 40 by 16; padding 4 around it, canvas padding 10 around that.
        XCTAssertEqual(result.size, CGSize(width: 68, height: 44))
        XCTAssertEqual(result.items[0].frame, CGRect(x: 14, y: 14, width: 40, height: 16))
        XCTAssertEqual(result.background, .white)
    }

    func testWithoutCanvasThePageFitsTheLayout() throws {
        let result = try figure("layout: { kind: box, frame: { width: 30, height: 20 } }")
        XCTAssertEqual(result.size, CGSize(width: 30, height: 20))
        XCTAssertNil(result.background)
    }

    func testAGivenWidthWrapsTextAndTheHeightFits() throws {
        let result = try figure("""
            canvas: { width: 100, padding: { left: 10, right: 10 } }
            layout: { kind: label, name: text, text: "one two three four" }
            """)
        // 80 points = 10 cells: "one two" / "three four" → two lines of 16.
        XCTAssertEqual(result.size, CGSize(width: 100, height: 32))
        XCTAssertEqual(result.items[0].frame, CGRect(x: 10, y: 0, width: 80, height: 32))
    }

    func testAFittedPageTooLargeIsALocatedError() throws {
        let description = try DescriptionParser.parse("""
            canvas: { padding: 8 }
            layout: { kind: box, frame: { width: 40000, height: 10 } }
            """, file: "page.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.maximumPageSide = FigurePage.maximumSide
        XCTAssertThrowsError(try builder.figure(description)) { error in
            XCTAssertEqual("\(error)", "page.yaml:1:9: error: the page fitted to the layout is 40016 × 26 points; each side must be 1 to 32767: give 'width' and 'height'")
        }
        // By default a builder takes the longest page any format takes (frames, SVG).
        XCTAssertEqual(try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description).size,
                       CGSize(width: 40016, height: 26))
    }

    func testCanvasKeysAreChecked() {
        XCTAssertThrowsError(try DescriptionParser.parse("""
            canvas: { width: 10, backgroud: red, scale: 20 }
            layout: { kind: box }
            """, file: "page.yaml")) { error in
            XCTAssertEqual("\(error)", """
                page.yaml:1:22: error: unknown key 'backgroud' in 'canvas'; did you mean 'background'?
                page.yaml:1:45: error: 'scale' must be between 0.1 and 8, found 20
                """)
        }
    }

    func testScaleIsKept() throws {
        let description = try DescriptionParser.parse("canvas: { scale: 2 }\nlayout: { kind: box }", file: "page.yaml")
        XCTAssertEqual(description.canvas.scale, 2)
        XCTAssertNil(description.canvas.width)
    }
}

/// A page fitted to a stack lays the stack out as it was measured: nothing that fitted
/// on one line wraps because the fitted width is shared out again.
final class FittedStackTests: XCTestCase {
    func testAFittedStackKeepsItsChildrenAtTheirIdealSizes() throws {
        let description = try DescriptionParser.parse("""
            layout:
              kind: hstack
              spacing: 0
              children:
                - { kind: label, name: a, text: "aaaaa aaaaa", frame: { minWidth: 80 } }
                - { kind: label, name: b, text: bbbbbb }
            """, file: "fit.yaml")
        let figure = try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
        XCTAssertEqual(figure.size, CGSize(width: 136, height: 16))
        XCTAssertEqual(figure.items.map(\.frame), [CGRect(x: 0, y: 0, width: 88, height: 16), CGRect(x: 88, y: 0, width: 48, height: 16)])
    }
}
