import Foundation
import LucidCSS
import LucidDescription
import LucidLayout
import XCTest

/// `kind: grid` and `kind: block`, and the CSS keys every CSS box takes, from a file to
/// frames; bad values are located errors.
final class CSSBoxParseTests: XCTestCase {
    private func frames(_ text: String, recordsNodes: Bool = false) throws -> [String: CGRect] {
        try namedFrames(text, file: "css.yaml", recordsNodes: recordsNodes)
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

    /// The track functions of CSS, written as in CSS: `minmax()`, `fit-content()`, `repeat()`
    /// (lengths with or without `px`), in a string or in a list.
    func testGridTrackFunctions() throws {
        let placed = try frames("""
            canvas: { width: 400, height: 100 }
            layout:
              kind: grid
              gridTemplateColumns: "minmax(60px, 1fr) fit-content(50) repeat(2, 40)"
              gridTemplateRows: ["minmax(10, 30)", 1fr]
              children:
                - { kind: box, name: wide }
                - { kind: label, name: text, text: "a few words here" }
                - { kind: box, name: third }
                - { kind: box, name: fourth }
            """)
        // The label's column: its max-content, capped at 50 (its min-content, one word, is less).
        XCTAssertEqual(placed["text"]?.width, 50)
        // 400 - 50 - 40 - 40 left for the flexible column (at least 60).
        XCTAssertEqual(placed["wide"], CGRect(x: 0, y: 0, width: 270, height: 30))
        XCTAssertEqual(placed["third"], CGRect(x: 320, y: 0, width: 40, height: 30))
        XCTAssertEqual(placed["fourth"], CGRect(x: 360, y: 0, width: 40, height: 30))
    }

    /// `repeat(auto-fill, …)`: as many columns as fit the page, the rest of the items in
    /// the next rows.
    func testAutoFillColumnsFitThePage() throws {
        let placed = try frames("""
            canvas: { width: 340 }
            layout:
              kind: grid
              gridTemplateColumns: "repeat(auto-fill, minmax(100, 1fr))"
              gridAutoRows: 20
              gap: 10
              children:
                - { kind: box, name: first }
                - { kind: box, name: third, flex: { gridColumn: 3 } }
                - { kind: box, name: fourth }
            """)
        // (340 + 10) / (100 + 10): three columns, (340 − 2 × 10) / 3 wide each.
        let column = 320.0 / 3
        for (name, x, y) in [("first", 0.0, 0.0), ("third", 2 * (column + 10), 0.0), ("fourth", 0.0, 30.0)] {
            let frame = try XCTUnwrap(placed[name], name)
            XCTAssertEqual(frame.minX, x, accuracy: 1e-9, name)
            XCTAssertEqual(frame.minY, y, name)
            XCTAssertEqual(frame.width, column, accuracy: 1e-9, name)
            XCTAssertEqual(frame.height, 20, name)
        }
        XCTAssertEqual(errors("layout: { kind: grid, gridAutoRows: \"repeat(auto-fit, 10)\", children: [] }\n"), [
            "css.yaml:1:38: error: invalid grid track list for 'gridAutoRows': repeat(auto-fill, …) and repeat(auto-fit, …) belong in a template's track list only",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: [\"repeat(auto-fit, 10)\", \"repeat(auto-fill, 20)\"], children: [] }\n"), [
            "css.yaml:1:69: error: invalid grid track list for 'gridTemplateColumns': a track list may repeat automatically only once",
        ])
    }

    func testGridAutoFlowByColumns() throws {
        let placed = try frames("""
            canvas: { width: 100 }
            layout:
              kind: grid
              gridTemplateRows: 20 20
              gridAutoColumns: 30
              gridAutoFlow: column dense
              children:
                - { kind: box, name: a }
                - { kind: box, name: b }
                - { kind: box, name: c }
            """)
        XCTAssertEqual(placed["b"], CGRect(x: 0, y: 20, width: 30, height: 20))
        XCTAssertEqual(placed["c"], CGRect(x: 30, y: 0, width: 30, height: 20))
        XCTAssertEqual(errors("layout: { kind: grid, gridAutoFlow: colum, children: [] }\n"), [
            "css.yaml:1:37: error: invalid value 'colum' for 'gridAutoFlow': expected one of column, column dense, dense, row, row dense; did you mean 'column'?",
        ])
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
        // The caret points into the track list, at the track that is wrong.
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: \"100 1fx\", children: [] }\n"), [
            "css.yaml:1:49: error: invalid grid track list for 'gridTemplateColumns': invalid track size '1fx': expected a length, a percentage like 25%, a fraction like 1fr, auto, min-content or max-content",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: \"100 minmx(10, 1fr)\", children: [] }\n"), [
            "css.yaml:1:49: error: invalid grid track list for 'gridTemplateColumns': unknown function 'minmx()': expected minmax(), fit-content() or repeat(); did you mean 'minmax'?",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateRows: [40, \"minmax(1fr, 2fr)\"], children: [] }\n"), [
            "css.yaml:1:54: error: invalid grid track list for 'gridTemplateRows': the minimum of minmax() cannot be flexible (fr)",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridAutoRows: [], children: [] }\n"), [
            "css.yaml:1:37: error: expected at least one grid track for 'gridAutoRows'",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: \"repeat(60000, 1 2)\", children: [] }\n"), [
            "css.yaml:1:45: error: invalid grid track list for 'gridTemplateColumns': a track list has at most 100000 tracks",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, flexDirection: row, children: [] }\n").first?.hasPrefix("css.yaml:1:23: error: unknown key 'flexDirection' in 'grid'"), true)
        XCTAssertEqual(errors("layout: { kind: flex, boxSizing: border, children: [] }\n"), [
            "css.yaml:1:34: error: invalid value 'border' for 'boxSizing': expected one of border-box, content-box",
        ])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { width: -5 } }] }\n"), [
            "css.yaml:1:62: error: 'width' must be between 0 and 1e30, found -5",
        ])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { gridRow: \"0 / 2\" } }] }\n"), [
            "css.yaml:1:64: error: invalid grid line '0' for 'gridRow': expected a line number other than 0, a line or area name, \"span N\", \"span NAME\" or auto",
        ])
    }

    /// Named areas and line names: a 300 × 200 grid, gap 10, columns `[side] 80px [content]
    /// 1fr [end]`, rows 40px 1fr 30px (the same grid with more items is checked against
    /// Chromium in Tests/Fixtures/css-conformance/chromium-handwritten).
    func testItemsArePlacedByAreaAndLineNames() throws {
        let placed = try frames("""
            canvas: { width: 300 }
            layout:
              kind: grid
              gridTemplateAreas: ["head head", "nav main", "foot foot"]
              gridTemplateColumns: "[side] 80 [content] 1fr [end]"
              gridTemplateRows: "40 1fr 30"
              gap: 10
              flex: { height: 200 }
              children:
                - { kind: block, name: main, children: [], flex: { gridArea: main } }
                - { kind: block, name: head, children: [], flex: { gridArea: head } }
                - { kind: block, name: foot, children: [], flex: { gridArea: foot } }
                - { kind: block, name: tall, children: [], flex: { gridColumn: side, gridRow: "nav-start / foot-end" } }
                - { kind: block, name: beyond, children: [], flex: { gridColumn: "2 side / span content", gridRow: "span 1 / 2" } }
            """, recordsNodes: true)
        XCTAssertEqual(placed["main"], CGRect(x: 90, y: 50, width: 190, height: 110))
        XCTAssertEqual(placed["head"], CGRect(x: 0, y: 0, width: 280, height: 40))
        XCTAssertEqual(placed["foot"], CGRect(x: 0, y: 170, width: 280, height: 30))
        XCTAssertEqual(placed["tall"], CGRect(x: 0, y: 50, width: 80, height: 150))
        // No second line called side: the implicit lines past the grid count as named so,
        // and the span to `content` (none after it) reaches the next implicit one.
        XCTAssertEqual(placed["beyond"], CGRect(x: 300, y: 0, width: 0, height: 40))
    }

    /// Implicit tracks take the sizes of gridAutoRows in turn (Chromium: `grid-auto-columns:
    /// 10px 20px 30px` after one explicit column of 40 makes 10, 20, 30, 10…).
    func testImplicitTracksCycleThroughTheirSizes() throws {
        let placed = try frames("""
            canvas: { width: 100 }
            layout:
              kind: grid
              gridTemplateColumns: "100"
              gridTemplateRows: "5"
              gridAutoRows: "10 20 30"
              children:
                - { kind: block, name: a, children: [] }
                - { kind: block, name: b, children: [] }
                - { kind: block, name: c, children: [] }
                - { kind: block, name: d, children: [] }
                - { kind: block, name: e, children: [] }
            """, recordsNodes: true)
        XCTAssertEqual(["a", "b", "c", "d", "e"].map { placed[$0]?.height }, [5, 10, 20, 30, 10])
        XCTAssertEqual(placed["e"]?.minY, 65)
    }

    func testControlCharactersInEngineMessagesAreEscaped() {
        // (Found by the fuzz test: the track-list reader quotes the word it refuses.)
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: \"10 a\\u0001b\", children: [] }\n"), [
            "css.yaml:1:48: error: invalid grid track list for 'gridTemplateColumns': invalid track size 'a\\u{1}b': expected a length, a percentage like 25%, a fraction like 1fr, auto, min-content or max-content",
        ])
    }

    func testBadAreasAndNamesAreLocatedErrors() {
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateAreas: [\"a a\", \"a b c\"], children: [] }\n"), [
            "css.yaml:1:50: error: invalid 'gridTemplateAreas': row 2 of the areas has 3 cells, the first row 2; every row needs the same number",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateAreas: [\"a b\", \"b a\"], children: [] }\n"), [
            "css.yaml:1:43: error: invalid 'gridTemplateAreas': area 'a' is not a rectangle: row 1, column 2 is not 'a'",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridTemplateColumns: \"[a 100 [b]\", children: [] }\n"), [
            "css.yaml:1:48: error: invalid grid track list for 'gridTemplateColumns': expected a line name in '[…]', found '100'",
        ])
        XCTAssertEqual(errors("layout: { kind: grid, gridAutoRows: \"[a] 10\", children: [] }\n"), [
            "css.yaml:1:37: error: 'gridAutoRows' takes track sizes only; line names ('[…]') belong in gridTemplateColumns and gridTemplateRows",
        ])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { gridArea: \"a / b / c / d / e\" } }] }\n"), [
            "css.yaml:1:65: error: expected an area name or 'row-start / column-start / row-end / column-end' for 'gridArea', found the string 'a / b / c / d / e'",
        ])
    }

    /// A block's legacy text-align and flow-root keys, with margins collapsing between them.
    func testBlockKeys() throws {
        let placed = try frames("""
            canvas: { width: 100 }
            layout:
              kind: block
              textAlign: center
              children:
                - { kind: box, name: first, flex: { width: 40, height: 10, margin: { bottom: 10 } } }
                - kind: block
                  name: root
                  flowRoot: true
                  flex: { margin: { top: 6 } }
                  children:
                    - { kind: box, name: inner, flex: { height: 10, margin: { top: 8 } } }
            """, recordsNodes: true)
        XCTAssertEqual(placed["first"], CGRect(x: 30, y: 0, width: 40, height: 10))
        // 10 and 6 collapse to 10; the flow root keeps its child's 8 inside.
        XCTAssertEqual(placed["root"], CGRect(x: 0, y: 20, width: 100, height: 18))
        XCTAssertEqual(placed["inner"], CGRect(x: 0, y: 28, width: 100, height: 10))
        XCTAssertEqual(errors("layout: { kind: block, textAlign: middle, children: [] }\n").first?.hasPrefix(
            "css.yaml:1:35: error: invalid value 'middle' for 'textAlign': expected one of -webkit-center, -webkit-left, -webkit-right, auto, center, left, right"), true)
    }
    /// Floats from a file: a picture floated left and a note floated right beside a label
    /// (which keeps beside them), then a box that clears both. Chromium lays the same tree
    /// out alike (Tests/Fixtures/css-conformance/chromium-handwritten holds such cases).
    func testFloatsAndClear() throws {
        let placed = try frames("""
            canvas: { width: 200 }
            layout:
              kind: block
              children:
                - { kind: box, name: picture, flex: { float: left, width: 60, height: 40, margin: { right: 10 } } }
                - { kind: box, name: note, flex: { float: right, width: 50, height: 20 } }
                - { kind: flex, name: beside, flex: { height: 10 }, children: [] }
                - { kind: box, name: below, flex: { clear: both, height: 5 } }
            """, recordsNodes: true)
        XCTAssertEqual(placed["picture"], CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(placed["note"], CGRect(x: 150, y: 0, width: 50, height: 20))
        XCTAssertEqual(placed["beside"], CGRect(x: 70, y: 0, width: 80, height: 10))
        XCTAssertEqual(placed["below"], CGRect(x: 0, y: 40, width: 200, height: 5))
        XCTAssertEqual(errors("layout: { kind: block, children: [{ kind: box, flex: { float: lef } }] }\n"), [
            "css.yaml:1:63: error: invalid value 'lef' for 'float': expected one of left, none, right; did you mean 'left'?",
        ])
    }
}
