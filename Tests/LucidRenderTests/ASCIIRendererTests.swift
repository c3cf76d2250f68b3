import Foundation
import LucidLayout
import LucidRender
import XCTest

/// Boxes: outlines, junctions where borders meet, z-order, degenerate sizes.
final class ASCIIRendererTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let renderer = ASCIIRenderer()

    func testSingleBox() {
        let figure = T.figure(6, 3, [T.box(T.cells(0, 0, 6, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌────┐",
            "│    │",
            "└────┘"))
    }

    func testGridSizeAndTrailingSpacesTrimmed() {
        let figure = T.figure(8, 4, [T.box(T.cells(1, 1, 3, 2))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "",
            " ┌─┐",
            " └─┘",
            ""))
    }

    func testFramesSnapToNearestCellEdges() {
        // 0…47.5 pt wide and 0…46 pt high round to 6 columns and 3 rows.
        let figure = Figure(size: CGSize(width: 50, height: 47), items: [T.box(CGRect(x: 3, y: 1, width: 44.5, height: 45))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌────┐",
            "│    │",
            "└────┘"))
    }

    func testAdjacentBoxesStaySideBySide() {
        let figure = T.figure(8, 3, [T.box(T.cells(0, 0, 4, 3)), T.box(T.cells(4, 0, 4, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌──┐┌──┐",
            "│  ││  │",
            "└──┘└──┘"))
    }

    func testBoxesSharingAnEdgeMergeIntoJunctions() {
        let figure = T.figure(9, 3, [T.box(T.cells(0, 0, 5, 3)), T.box(T.cells(4, 0, 5, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌───┬───┐",
            "│   │   │",
            "└───┴───┘"))
    }

    func testBoxesSharingAHorizontalEdge() {
        let figure = T.figure(5, 5, [T.box(T.cells(0, 0, 5, 3)), T.box(T.cells(0, 2, 5, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌───┐",
            "│   │",
            "├───┤",
            "│   │",
            "└───┘"))
    }

    func testInnerBoxTouchingOuterEdgesMakesTeeJunctions() {
        let figure = T.figure(10, 5, [T.box(T.cells(0, 0, 10, 5)), T.box(T.cells(0, 0, 10, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌────────┐",
            "│        │",
            "├────────┤",
            "│        │",
            "└────────┘"))
    }

    func testInnerBoxTouchingOneOuterCorner() {
        let figure = T.figure(9, 5, [T.box(T.cells(0, 0, 9, 5)), T.box(T.cells(0, 0, 5, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌───┬───┐",
            "│   │   │",
            "├───┘   │",
            "│       │",
            "└───────┘"))
    }

    func testQuadrantsInsideABoxCrossInTheMiddle() {
        XCTAssertEqual(renderer.render(quadrants), T.picture(
            "┌───┬───┐",
            "│   │   │",
            "├───┼───┤",
            "│   │   │",
            "└───┴───┘"))
    }

    func testLaterBoxCoversEarlierBoxAndLinesEndAtItsOutline() {
        let figure = T.figure(10, 6, [T.box(T.cells(0, 0, 6, 4)), T.box(T.cells(3, 2, 6, 4))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌────┐",
            "│    │",
            "│  ┌─┴──┐",
            "└──┤    │",
            "   │    │",
            "   └────┘"))
    }

    func testEarlierBoxIsDrawnUnderLaterBox() {
        let figure = T.figure(10, 6, [T.box(T.cells(3, 2, 6, 4)), T.box(T.cells(0, 0, 6, 4))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌────┐",
            "│    │",
            "│    ├──┐",
            "└──┬─┘  │",
            "   │    │",
            "   └────┘"))
    }

    /// Text always stays readable: an outline drawn later is not drawn over its
    /// characters, and an unfilled box (see-through in Cairo) leaves the text inside it;
    /// a filled one hides it, as in Cairo, but still not under its border.
    func testLaterBoxesLeaveTextReadable() {
        let outline = T.figure(10, 3, [T.label("hello", T.cells(0, 1, 10, 1)), T.box(T.cells(2, 0, 5, 3))])
        XCTAssertEqual(renderer.render(outline), T.picture(
            "  ┌───┐",
            "hello │",
            "  └───┘"))
        let filled = T.figure(10, 3, [T.label("hello", T.cells(0, 1, 10, 1)), T.box(T.cells(2, 0, 5, 3), fill: "white")])
        XCTAssertEqual(renderer.render(filled), T.picture(
            "  ┌───┐",
            "hel   │",
            "  └───┘"))
    }

    func testOneColumnBoxIsAVerticalLine() {
        let figure = T.figure(3, 3, [T.box(T.cells(1, 0, 1, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(" │", " │", " │"))
    }

    func testOneRowBoxIsAHorizontalLine() {
        let figure = T.figure(5, 2, [T.box(T.cells(0, 1, 5, 1))])
        XCTAssertEqual(renderer.render(figure), T.picture("", "─────"))
    }

    func testLineAcrossABoxMergesWithItsBorders() {
        let figure = T.figure(5, 3, [T.box(T.cells(0, 0, 5, 3)), T.box(T.cells(2, 0, 1, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌─┬─┐",
            "│ │ │",
            "└─┴─┘"))
    }

    func testSingleCellBox() {
        let figure = T.figure(3, 1, [T.box(T.cells(1, 0, 1, 1))])
        XCTAssertEqual(renderer.render(figure), T.picture(" □"))
    }

    func testZeroSizedBoxDrawsNothing() {
        let figure = T.figure(3, 2, [T.box(T.cells(1, 1, 0, 0)), T.box(T.cells(0, 0, 3, 0))])
        XCTAssertEqual(renderer.render(figure), T.picture("", ""))
    }

    func testEmptyPageGivesEmptyText() {
        XCTAssertEqual(renderer.render(Figure(size: .zero, items: [T.box(T.cells(0, 0, 3, 3))])), "")
    }

    func testBoxPartlyOffThePageIsClipped() {
        let figure = T.figure(6, 3, [T.box(T.cells(-2, -1, 5, 3)), T.box(T.cells(4, 1, 4, 4))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "  │",
            "──┘ ┌─",
            "    │"))
    }

    func testNonFiniteAndHugeFramesDoNotCrash() {
        let items = [
            T.box(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
            T.box(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)),
            T.label("x", CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10)),
            T.image("a.png", CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.nan)),
            T.box(T.cells(0, 0, 3, 2)),
            T.box(CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)),
            T.label("far away", CGRect(x: -1e20, y: 0, width: 1e18, height: 16)),
        ]
        XCTAssertEqual(renderer.render(T.figure(4, 2, items)), T.picture("┌─┐", "└─┘"))
    }

    func testHugeBoxCoveringThePageClearsIt() {
        let items = [T.box(T.cells(0, 0, 3, 2)), T.box(CGRect(x: -1e300, y: -1e300, width: 1e301, height: 1e301))]
        XCTAssertEqual(renderer.render(T.figure(4, 2, items)), T.picture("", ""))
    }

    func testNonFinitePageOrCellSizeGivesEmptyText() {
        let page = Figure(size: CGSize(width: CGFloat.nan, height: 100), items: [T.box(T.cells(0, 0, 3, 3))])
        XCTAssertEqual(renderer.render(page), "")
        let figure = T.figure(4, 2, [T.box(T.cells(0, 0, 3, 2))])
        XCTAssertEqual(ASCIIRenderer(cellSize: .zero).render(figure), "")
        XCTAssertEqual(ASCIIRenderer(cellSize: CGSize(width: -8, height: 16)).render(figure), "")
    }

    func testCustomCellSize() {
        let figure = Figure(size: CGSize(width: 40, height: 30), items: [DisplayItem(frame: CGRect(x: 0, y: 0, width: 40, height: 30), drawing: .box(ShapeStyle()))])
        XCTAssertEqual(ASCIIRenderer(cellSize: CGSize(width: 10, height: 10)).render(figure), T.picture(
            "┌──┐",
            "│  │",
            "└──┘"))
    }

    func testRenderingIsDeterministic() {
        XCTAssertEqual(renderer.render(quadrants), renderer.render(quadrants))
    }

    func testLaidOutLayout() {
        let label = Label("Lucid", style: TextStyle(alignment: .center), measurer: CellTextMeasurer())
        let layout = label.withInsets(all: 8).withBackground(Box())
        let figure = Figure(laying: layout, size: CGSize(width: 80, height: 48))
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌────────┐",
            "│ Lucid  │",
            "└────────┘"))
    }

    /// A box split into four by boxes that share their inner edges.
    let quadrants = T.figure(9, 5, [
        T.box(T.cells(0, 0, 9, 5)),
        T.box(T.cells(0, 0, 5, 3)), T.box(T.cells(4, 0, 5, 3)),
        T.box(T.cells(0, 2, 5, 3)), T.box(T.cells(4, 2, 5, 3)),
    ])
}
