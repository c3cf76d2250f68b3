import Foundation
import LucidCSS
import LucidDescription
import LucidLayout
import XCTest

/// `kind: grid` and `kind: block`, and the CSS keys every CSS box takes, from a file to
/// frames; bad values are located errors.
final class CSSBoxParseTests: XCTestCase {
    private func frames(_ text: String) throws -> [String: CGRect] {
        try namedFrames(text, file: "css.yaml")
    }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "css.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testAGridPlacesItemsInItsTracks() throws {
        let placed = try frames("""
            canvas: { width: 300, height: 100 }
            layout:
              kind: grid
              gridTemplateColumns: "100 1fr"
              gridTemplateRows: [40]
              gap: 10
              children:
                - { kind: box, name: a }
                - { kind: box, name: b }
                - { kind: box, name: c, flex: { gridColumn: "1 / span 2" } }
            """)
        XCTAssertEqual(placed["a"], CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(placed["b"], CGRect(x: 110, y: 0, width: 190, height: 40))
        XCTAssertEqual(placed["c"], CGRect(x: 0, y: 50, width: 300, height: 50))
    }

    func testABlockStacksItsChildren() throws {
        let placed = try frames("""
            canvas: { width: 200 }
            layout:
              kind: block
              padding: { top: 4, left: 8, bottom: 4, right: 8 }
              children:
                - { kind: box, name: first, flex: { height: 20 } }
                - { kind: box, name: second, flex: { height: 30, margin: { top: 6, left: -8 } } }
            """)
        XCTAssertEqual(placed["first"], CGRect(x: 8, y: 4, width: 184, height: 20))
        XCTAssertEqual(placed["second"], CGRect(x: 0, y: 30, width: 192, height: 30))
    }

    /// Percent padding, border and content-box sizing: a 100-point content box with 10 %
    /// padding (of the 400-point page) and a 2-point border is 144 points wide.
    func testPaddingBorderAndBoxSizing() throws {
        let placed = try frames("""
            canvas: { width: 400, height: 200 }
            layout:
              kind: flex
              alignItems: flex-start
              children:
                - kind: flex
                  boxSizing: content-box
                  padding: "5%"
                  border: 2
                  flex: { width: 100, height: 20 }
                  children: [{ kind: box, name: inner, flex: { grow: 1 } }]
            """)
        XCTAssertEqual(placed["inner"], CGRect(x: 22, y: 22, width: 100, height: 20))
    }

    func testIntrinsicKeywordsAndSafeAlignment() throws {
        let placed = try frames("""
            canvas: { width: 200, height: 50 }
            layout:
              kind: flex
              flexDirection: column
              alignItems: safe center
              children:
                - { kind: label, name: text, text: "wide text here", flex: { width: min-content } }
            """)
        // min-content: the longest word, 4 cells; centred in the column.
        XCTAssertEqual(placed["text"], CGRect(x: 80, y: 0, width: 40, height: 30))
    }

    func testBadCSSValuesAreLocatedErrors() {
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: \"100 1fx\", children: [] }\n"), [
            "css.yaml:1:44: error: invalid grid track '1fx' for 'gridTemplateColumns': expected points, a percentage like \"25%\", a fraction like \"1fr\", or one of auto, min-content, max-content",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, flexDirection: row, children: [] }\n").first?.hasPrefix("css.yaml:1:23: error: unknown key 'flexDirection' in 'grid'"), true)
        XCTAssertEqual(errors("layout: { kind: flex, boxSizing: border, children: [] }\n"), [
            "css.yaml:1:34: error: invalid value 'border' for 'boxSizing': expected one of border-box, content-box",
        ])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { width: -5 } }] }\n"), [
            "css.yaml:1:62: error: 'width' must be between 0 and 1e30, found -5",
        ])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { gridRow: \"0 / 2\" } }] }\n"), [
            "css.yaml:1:64: error: invalid grid line '0' for 'gridRow': expected a line number other than 0, \"span N\" or auto",
        ])
    }
}
