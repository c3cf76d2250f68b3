import XCTest
import LucidCSS
import LucidLayout

/// Grid containers (`display: grid`) and vertical text leaves, with exact frames worked out
/// from CSS Grid §8 (placement) and §11 (track sizing).
final class FlexGridTests: XCTestCase {
    private func grid(_ template: CSSGridTemplate, _ configure: (inout CSSStyle) -> Void, _ children: [CSSNode]) -> CSSNode {
        CSSNode(style: box { $0.display = .grid; configure(&$0) }, grid: template, children: children)
    }

    func testSpansNegativeLinesGapsAndAutoPlacement() {
        // Three 40-wide columns, two 30-high rows, gaps 5 (rows) and 10 (columns), padding 8.
        let root = grid(
            CSSGridTemplate(rows: [.points(30), .points(30)], columns: [.points(40), .points(40), .points(40)]),
            { $0.rowGap = .points(5); $0.columnGap = .points(10); $0.padding = CSSEdges(all: .points(8)) },
            [
                // Auto-placed after the item locked to rows 1–2: the first free cell of row 1.
                CSSNode(),
                // The last column (lines -2 to -1), in the cursor's row.
                CSSNode(style: box { $0.gridColumnStart = .line(-2); $0.gridColumnEnd = .line(-1) }),
                // Columns 1–2: before the cursor, so a later row; rows 1–2 are taken in
                // column 1, so row 3, an implicit auto row (empty, so zero high).
                CSSNode(style: box { $0.gridColumnStart = .line(1); $0.gridColumnEnd = .span(2) }),
                // Locked to rows 1–2 (placed before the auto-positioned rows): column 1.
                CSSNode(style: box { $0.gridRowStart = .line(1); $0.gridRowEnd = .span(2) }),
            ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.rootFrame, CGRect(x: 0, y: 0, width: 156, height: 86))
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 58, y: 8, width: 40, height: 30))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 108, y: 8, width: 40, height: 30))
        XCTAssertEqual(result.frame(at: [2]), CGRect(x: 8, y: 78, width: 90, height: 0))
        XCTAssertEqual(result.frame(at: [3]), CGRect(x: 8, y: 8, width: 40, height: 65))
        XCTAssertEqual(result.gridTracks[0], CSSGridTracks(rows: [30, 30, 0], columns: [40, 40, 40]))
    }

    func testLineBeforeTheExplicitGridAddsAnImplicitColumnInRightToLeft() {
        // Line -4 of a two-column grid is one line before its start: an implicit auto column,
        // as wide as the item in it. In rtl the first column is on the right.
        let root = grid(
            CSSGridTemplate(columns: [.points(40), .points(40)]),
            { $0.direction = .rtl; $0.height = .points(20) },
            [
                CSSNode(style: box { $0.gridColumnStart = .line(-4); $0.width = .points(30) }),
                CSSNode(),
            ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.rootFrame, CGRect(x: 0, y: 0, width: 110, height: 20))
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 80, y: 0, width: 30, height: 20))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 40, y: 0, width: 40, height: 20))
        XCTAssertEqual(result.gridTracks[0]?.columns, [30, 40, 40])
    }

    func testAutoTracksShareTheLeftoverSpace() {
        // 300 wide: a fixed 50 column, then two auto columns sized to their items (30 and 0)
        // and stretched by an equal share of the remaining 220; the auto row fills the height.
        let root = grid(
            CSSGridTemplate(rows: [.auto], columns: [.points(50), .auto, .auto]),
            { $0.width = .points(300); $0.height = .points(100) },
            [
                CSSNode(style: box { $0.gridColumnStart = .line(2); $0.width = .points(30) }),
                CSSNode(style: box { $0.gridColumnStart = .line(3) }),
            ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.gridTracks[0], CSSGridTracks(rows: [100], columns: [50, 140, 110]))
        // A width of its own is kept (at the area's start); no width stretches to the area.
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 50, y: 0, width: 30, height: 100))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 190, y: 0, width: 110, height: 100))
    }

    func testFlexibleTracksShareWhatFixedAndAutoTracksLeave() {
        // 1fr and 2fr share 295 - 60 - 10 (an auto column with a 10-wide item) - 3 gaps of 5.
        let root = grid(
            CSSGridTemplate(columns: [.fr(1), .points(60), .fr(2), .auto]),
            { $0.width = .points(295); $0.columnGap = .points(5) },
            [CSSNode(), CSSNode(), CSSNode(), CSSNode(style: box { $0.width = .points(10); $0.height = .points(10) })])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.gridTracks[0]?.columns, [70, 60, 140, 10])
        XCTAssertEqual(result.frame(at: [2]), CGRect(x: 140, y: 0, width: 140, height: 10))
        XCTAssertEqual(result.frame(at: [3]), CGRect(x: 285, y: 0, width: 10, height: 10))
    }

    func testItemsAlignInTheirAreas() {
        let root = grid(
            CSSGridTemplate(),
            { $0.width = .points(100); $0.height = .points(100); $0.justifyItems = .center },
            [CSSNode(style: box { $0.width = .points(20); $0.height = .points(20); $0.alignSelf = .end })])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 40, y: 80, width: 20, height: 20))
    }

    func testGridAsAShrinkingFlexItemHasNoContentMinimum() {
        // A 200-wide grid in a 100-wide row shrinks to 90 (its empty item has no min-content
        // width), and its implicit auto column and row stretch the item over it.
        let grid = CSSNode(style: box {
            $0.display = .grid; $0.width = .points(200); $0.height = .points(200); $0.margin = CSSEdges(all: .points(5))
        }, grid: CSSGridTemplate(), children: [CSSNode()])
        let root = CSSNode(style: box { $0.width = .points(100) }, children: [grid])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 5, y: 5, width: 90, height: 200))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 90, height: 200))
    }

    // MARK: - Vertical text

    /// "Text" of two 20-point words, 10 high per line, set horizontally.
    private let twoWords: CSSMeasureFunction = { input in
        let width = input.knownWidth ?? {
            switch input.available.width {
            case .minContent: return 20
            case .maxContent: return 40
            case .definite(let v): return min(40, max(20, v))
            }
        }()
        return CGSize(width: width, height: input.knownHeight ?? (width >= 40 ? 10 : 20))
    }

    func testVerticalMeasureSwapsTheAxes() {
        let vertical = CSSWritingMode.verticalLeftToRight.measure(twoWords)
        XCTAssertEqual(vertical(CSSMeasureInput(knownWidth: nil, knownHeight: nil, available: .maxContent)), CGSize(width: 10, height: 40))
        XCTAssertEqual(vertical(CSSMeasureInput(knownWidth: nil, knownHeight: nil, available: .minContent)), CGSize(width: 20, height: 20))
        XCTAssertEqual(
            vertical(CSSMeasureInput(knownWidth: nil, knownHeight: 30, available: CSSAvailableSize(width: .maxContent, height: .definite(30)))),
            CGSize(width: 20, height: 30))
    }

    func testVerticalTextInAColumnIsTallAndNarrow() {
        let text = CSSNode(style: CSSStyle(), measure: CSSWritingMode.verticalLeftToRight.measure(twoWords))
        let root = CSSNode(style: box { $0.flexDirection = .column }, children: [text, text])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.rootFrame, CGRect(x: 0, y: 0, width: 10, height: 80))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 0, y: 40, width: 10, height: 40))
    }
}
