import Foundation
import LucidDescription
import LucidLayout
import XCTest

/// The text style of the first label a description draws (in ASCII cells).
private func firstTextStyle(_ text: String, file: String) throws -> TextStyle? {
    let description = try DescriptionParser.parse(text, file: file)
    let figure = try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
    for item in figure.items { if case let .text(_, style) = item.drawing { return style } }
    return nil
}

/// `lineSpacing` on labels and in style classes: read into the text style, checked like
/// every other number.
final class LineSpacingParseTests: XCTestCase {
    private func label(_ text: String) throws -> TextStyle? { try firstTextStyle(text, file: "spacing.yaml") }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "spacing.yaml")
            XCTFail("expected diagnostics")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testLineSpacingIsReadAndDefaultsToZero() throws {
        XCTAssertEqual(try label("layout: { kind: label, text: A }")?.lineSpacing, 0)
        XCTAssertEqual(try label("layout: { kind: label, text: A, lineSpacing: 6.5 }")?.lineSpacing, 6.5)
        XCTAssertEqual(try label(#"{"layout": {"kind": "label", "text": "A", "lineSpacing": 0}}"#)?.lineSpacing, 0)
    }

    func testStyleClassesCarryLineSpacing() throws {
        let text = """
            styles:
              airy: { lineSpacing: 12, size: 10 }
            layout: { kind: label, text: A, class: airy }
            """
        XCTAssertEqual(try label(text)?.lineSpacing, 12)
        XCTAssertEqual(try label(text.replacingOccurrences(of: "class: airy", with: "class: airy, lineSpacing: 2"))?.lineSpacing, 2,
                       "the node's own key wins over its class")
    }

    func testNegativeNonFiniteAndNonNumericSpacingAreLocatedErrors() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: label, text: A, lineSpacing: -2 }
                - { kind: label, text: B, lineSpacing: .nan }
                - { kind: label, text: C, lineSpacing: 1001 }
                - { kind: label, text: D, lineSpacing: wide }
            """), [
                "spacing.yaml:4:44: error: 'lineSpacing' must be between 0 and 1000, found -2",
                "spacing.yaml:5:44: error: 'lineSpacing' must be between 0 and 1000, found .nan",
                "spacing.yaml:6:44: error: 'lineSpacing' must be between 0 and 1000, found 1001",
                "spacing.yaml:7:44: error: expected a number for 'lineSpacing', found the string 'wide'",
            ])
    }

    func testLineSpacingIsAKeyOfLabelsOnly() {
        XCTAssertEqual(errors("layout: { kind: box, lineSpacing: 4 }"), ["spacing.yaml:1:22: error: unknown key 'lineSpacing' in 'box'"])
    }
}

/// `writingMode` on labels: read into the text style; an unknown value is a located error
/// with the choices and a did-you-mean.
final class WritingModeParseTests: XCTestCase {
    private func style(_ text: String) throws -> TextStyle? { try firstTextStyle(text, file: "vertical.yaml") }

    func testWritingModeIsReadAndDefaultsToHorizontal() throws {
        XCTAssertEqual(try style("layout: { kind: label, text: A }")?.writingMode, .horizontalTopToBottom)
        XCTAssertEqual(try style("layout: { kind: label, text: A, writingMode: vertical-rl }")?.writingMode, .verticalRightToLeft)
        XCTAssertEqual(try style("layout: { kind: label, text: A, writingMode: vertical-lr }")?.writingMode, .verticalLeftToRight)
    }

    func testAVerticalLabelInAFlexRowTakesItsTextsLengthAsItsHeight() throws {
        let description = try DescriptionParser.parse("""
            layout:
              kind: flex
              children:
                - { kind: label, text: "ab cd", writingMode: vertical-rl }
                - { kind: label, text: "ab cd" }
            """, file: "vertical.yaml")
        let figure = try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
        let frames = figure.items.compactMap { item -> CGRect? in
            if case .text = item.drawing { return item.frame }
            return nil
        }
        // One column of five rows; the horizontal label beside it is stretched to the row's height.
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 8, height: 80), CGRect(x: 8, y: 0, width: 40, height: 80)])
    }

    func testAnUnknownWritingModeIsALocatedError() {
        do {
            _ = try DescriptionParser.parse("layout: { kind: label, text: A, writingMode: vertical-tb }", file: "vertical.yaml")
            XCTFail("expected diagnostics")
        } catch {
            XCTAssertEqual(error.diagnostics.map(\.description), [
                "vertical.yaml:1:46: error: invalid value 'vertical-tb' for 'writingMode': expected one of horizontal-tb, vertical-rl, vertical-lr; did you mean 'vertical-rl'?",
            ])
        }
    }
    func testVerticalAlignmentIsReadAndDefaultsToCenter() throws {
        XCTAssertEqual(try style("layout: { kind: label, text: A }")?.verticalAlignment, .center)
        XCTAssertEqual(try style("layout: { kind: label, text: A, verticalAlignment: top }")?.verticalAlignment, .top)
        XCTAssertEqual(try style("layout: { kind: label, text: A, verticalAlignment: bottom }")?.verticalAlignment, .bottom)
        do {
            _ = try DescriptionParser.parse("layout: { kind: label, text: A, verticalAlignment: middle }", file: "align.yaml")
            XCTFail("expected diagnostics")
        } catch {
            XCTAssertEqual(error.diagnostics.map(\.description), [
                "align.yaml:1:52: error: invalid value 'middle' for 'verticalAlignment': expected one of top, center, bottom",
            ])
        }
    }
}
