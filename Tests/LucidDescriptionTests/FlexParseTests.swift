import Foundation
import LucidCSS
import LucidDescription
import LucidLayout
import XCTest

/// `kind: flex` and the `flex` item key in description files.
final class FlexParseTests: XCTestCase {
    private func errors(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "flex.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testContainerAndItemStylesAreRead() throws {
        let text = """
            layout:
              kind: flex
              flexDirection: column-reverse
              flexWrap: wrap-reverse
              justifyContent: space-evenly
              alignItems: baseline
              alignContent: stretch
              gap: 4
              columnGap: "10%"
              direction: rtl
              children:
                - { kind: box, flex: { grow: 2, shrink: 0, basis: "25%", alignSelf: center, margin: { left: auto, top: 3 }, width: 40, maxHeight: auto, aspectRatio: 1.5, position: absolute, top: 5, display: none } }
                - { kind: box, flex: { alignSelf: auto, margin: auto } }
            """
        let root = try DescriptionParser.parse(text, file: "flex.yaml").root
        guard case let .cssBox(style, _, children) = root.kind else { return XCTFail("not a flex node") }
        XCTAssertEqual(style.flexDirection, .columnReverse)
        XCTAssertEqual(style.flexWrap, .wrapReverse)
        XCTAssertEqual(style.justifyContent, CSSAlignment(.spaceEvenly))
        XCTAssertEqual(style.alignItems, .baseline)
        XCTAssertEqual(style.alignContent, .stretch)
        XCTAssertEqual(style.rowGap, .points(4))
        XCTAssertEqual(style.columnGap, .percent(10))
        XCTAssertEqual(style.direction, .rtl)
        let item = try XCTUnwrap(children[0].flexItem)
        XCTAssertEqual(item.flexGrow, 2)
        XCTAssertEqual(item.flexShrink, 0)
        XCTAssertEqual(item.flexBasis, .percent(25))
        XCTAssertEqual(item.alignSelf, .center)
        XCTAssertEqual(item.margin, CSSEdges(left: .auto, right: .zero, top: .points(3), bottom: .zero))
        XCTAssertEqual(item.width, .points(40))
        XCTAssertEqual(item.maxHeight, .auto)
        XCTAssertEqual(item.aspectRatio, 1.5)
        XCTAssertEqual(item.position, .absolute)
        XCTAssertEqual(item.inset.top, .points(5))
        XCTAssertEqual(item.display, CSSStyle.Display.none)
        XCTAssertNil(children[1].flexItem?.alignSelf)
        XCTAssertEqual(children[1].flexItem?.margin, .auto)
    }

    func testBalancedWrappingAndLineCountAreRead() throws {
        func style(_ keys: String) throws -> CSSStyle {
            let root = try DescriptionParser.parse("layout: { kind: flex, \(keys), children: [] }", file: "flex.yaml").root
            guard case let .cssBox(style, _, _) = root.kind else { throw XCTSkip("not a flex node") }
            return style
        }
        XCTAssertEqual(try style("flexWrap: balance, flexLineCount: 3").flexWrap, .balance)
        XCTAssertEqual(try style("flexWrap: balance, flexLineCount: 3").lineCount, 3)
        XCTAssertEqual(try style("flexWrap: wrap balance").flexWrap, .balance)
        XCTAssertEqual(try style("flexWrap: wrap-reverse balance").flexWrap, .balanceReverse)
        XCTAssertEqual(try style("flexWrap: wrap").lineCount, 1)
        XCTAssertEqual(errors("layout: { kind: flex, flexLineCount: 0, children: [] }"), [
            "flex.yaml:1:38: error: 'flexLineCount' must be between 1 and 1000000, found 0"])
        XCTAssertEqual(errors("layout: { kind: flex, flexLineCount: 2.5, children: [] }"), [
            "flex.yaml:1:38: error: expected a whole number for 'flexLineCount', found the number 2.5"])
    }

    func testBadValuesAreLocatedErrors() {
        XCTAssertEqual(errors("layout: { kind: flex, justifyContent: space-betwen, children: [] }"), [
            "flex.yaml:1:39: error: invalid value 'space-betwen' for 'justifyContent': expected one of center, end, flex-end, flex-start, normal, space-around, space-between, space-evenly, start; did you mean 'space-between'?"])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { grow: -1 } }] }"), [
            "flex.yaml:1:61: error: 'grow' must be between 0 and 1000000, found -1"])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { basis: big } }] }"), [
            "flex.yaml:1:62: error: expected a length for 'basis' (points, a percentage like \"50%\", or auto, content, fit-content, max-content, min-content, stretch), found the string 'big'"])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { gorw: 1 } }] }"), [
            "flex.yaml:1:55: error: unknown key 'gorw' in 'flex'; did you mean 'grow'?"])
    }

    func testAFlexDescriptionLaysOutLikeCSS() throws {
        let text = """
            canvas: { width: 200, height: 50 }
            layout:
              kind: flex
              justifyContent: space-between
              alignItems: flex-end
              children:
                - { kind: box, name: a, flex: { width: 40, height: 20 } }
                - { kind: box, name: b, flex: { grow: 1, height: 30, margin: { left: 10, right: 10 } } }
                - { kind: box, name: c, flex: { width: 40, height: 20 } }
            """
        let description = try DescriptionParser.parse(text, file: "flex.yaml")
        let figure = try TreeBuilder(measurer: CellTextMeasurer(), for: description).figure(description)
        let frames = Dictionary(uniqueKeysWithValues: figure.items.map { ($0.name ?? "?", $0.frame) })
        XCTAssertEqual(frames["a"], CGRect(x: 0, y: 30, width: 40, height: 20))
        XCTAssertEqual(frames["b"], CGRect(x: 50, y: 20, width: 100, height: 30))
        XCTAssertEqual(frames["c"], CGRect(x: 160, y: 30, width: 40, height: 20))
    }

    func testAFlexKeyOutsideAFlexContainerIsAWarning() throws {
        let text = "layout:\n  kind: vstack\n  children:\n    - { kind: box, flex: { grow: 1 } }\n    - kind: flex\n      children: [{ kind: box, flex: { grow: 1 } }]\n      overlay: { kind: box, flex: { grow: 2 } }\n"
        let description = try DescriptionParser.parse(text, file: "flex.yaml")
        XCTAssertEqual(description.warnings.map(\.description), [
            "flex.yaml:4:7: warning: 'flex' has no effect: this node is not a child of a CSS box",
            "flex.yaml:7:16: warning: 'flex' has no effect: this node is not a child of a CSS box",
        ])
    }
}
