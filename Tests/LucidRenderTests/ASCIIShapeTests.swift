import Foundation
import LucidLayout
import LucidRender
import XCTest

/// Ellipses, lines and arrows as text: rounded corners, lines merging with box
/// outlines into junctions, diagonals, arrowheads, in the light and ASCII charsets.
final class ASCIIShapeTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let light = ASCIIRenderer()
    private let ascii = ASCIIRenderer(charset: .ascii)

    private func ellipse(_ frame: CGRect) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .ellipse(ShapeStyle()))
    }

    private func line(_ frame: CGRect, _ points: [(CGFloat, CGFloat)], _ arrowheads: Arrowheads = .none) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .polyline(points.map { CGPoint(x: $0.0, y: $0.1) }, arrowheads, ShapeStyle(stroke: .black)))
    }

    func testEllipseIsAnOutlineWithRoundedCorners() {
        let figure = T.figure(8, 4, [ellipse(T.cells(0, 0, 8, 4))])
        XCTAssertEqual(light.render(figure), T.picture(
            "╭──────╮",
            "│      │",
            "│      │",
            "╰──────╯"))
        XCTAssertEqual(ASCIIRenderer(charset: .heavy).render(figure), T.picture(
            "╭━━━━━━╮",
            "┃      ┃",
            "┃      ┃",
            "╰━━━━━━╯"))
        XCTAssertEqual(ascii.render(figure), T.picture(
            "+------+",
            "|      |",
            "|      |",
            "+------+"))
    }

    func testEllipseCornersMergeIntoJunctionsAndTheLastCornerDecides() {
        let figure = T.figure(9, 3, [ellipse(T.cells(0, 0, 5, 3)), T.box(T.cells(4, 0, 5, 3))])
        XCTAssertEqual(light.render(figure), T.picture(
            "╭───┬───┐",
            "│   │   │",
            "╰───┴───┘"))
        let overBox = T.figure(5, 3, [T.box(T.cells(0, 0, 5, 3)), ellipse(T.cells(0, 0, 5, 3))])
        XCTAssertEqual(light.render(overBox), T.picture(
            "╭───╮",
            "│   │",
            "╰───╯"))
        let underBox = T.figure(5, 3, [ellipse(T.cells(0, 0, 5, 3)), T.box(T.cells(0, 0, 5, 3))])
        XCTAssertEqual(light.render(underBox), T.picture(
            "┌───┐",
            "│   │",
            "└───┘"))
    }

    func testHorizontalLineMergesWithABoxEdgeIntoAJunction() {
        let figure = T.figure(9, 3, [
            T.box(T.cells(0, 0, 5, 3)),
            line(T.cells(4, 1, 5, 1), [(0, 0.5), (1, 0.5)]),
        ])
        XCTAssertEqual(light.render(figure), T.picture(
            "┌───┐",
            "│   ├────",
            "└───┘"))
        XCTAssertEqual(ascii.render(figure), T.picture(
            "+---+",
            "|   +----",
            "+---+"))
    }

    func testLineAcrossABoxEdgeMakesACrossAndBetweenBoxesMakesTees() {
        let across = T.figure(7, 3, [T.box(T.cells(2, 0, 3, 3)), line(T.cells(0, 1, 7, 1), [(0, 0.5), (1, 0.5)])])
        XCTAssertEqual(light.render(across), T.picture(
            "  ┌─┐",
            "──┼─┼──",
            "  └─┘"))
        let between = T.figure(9, 3, [
            T.box(T.cells(0, 0, 3, 3)), T.box(T.cells(6, 0, 3, 3)),
            line(T.cells(2, 1, 5, 1), [(0, 0.5), (1, 0.5)], .end),
        ])
        XCTAssertEqual(light.render(between), T.picture(
            "┌─┐   ┌─┐",
            "│ ├───▶ │",
            "└─┘   └─┘"))
    }

    func testVerticalLineMergesWithHorizontalEdges() {
        let figure = T.figure(5, 6, [
            T.box(T.cells(0, 0, 5, 2)), T.box(T.cells(0, 4, 5, 2)),
            line(T.cells(2, 1, 1, 4), [(0.5, 0), (0.5, 1)]),
        ])
        XCTAssertEqual(light.render(figure), T.picture(
            "┌───┐",
            "└─┬─┘",
            "  │",
            "  │",
            "┌─┴─┐",
            "└───┘"))
    }

    func testDiagonalsFollowALineRaster() {
        let falling = T.figure(6, 3, [line(T.cells(0, 0, 6, 3), [(0, 0), (1, 1)])])
        XCTAssertEqual(light.render(falling), T.picture(
            "╲╲",
            "  ╲╲",
            "    ╲╲"))
        XCTAssertEqual(ascii.render(falling), T.picture(
            "\\\\",
            "  \\\\",
            "    \\\\"))
        let rising = T.figure(6, 3, [line(T.cells(0, 0, 6, 3), [(0, 1), (1, 0)])])
        XCTAssertEqual(light.render(rising), T.picture(
            "    ╱╱",
            "  ╱╱",
            "╱╱"))
        XCTAssertEqual(ascii.render(rising), T.picture(
            "    //",
            "  //",
            "//"))
        let steep = T.figure(3, 4, [line(T.cells(0, 0, 3, 4), [(0, 0), (1, 1)])])
        XCTAssertEqual(light.render(steep), T.picture(
            "╲",
            " ╲",
            " ╲",
            "  ╲"))
    }

    func testArrowheadsPointAlongTheEndSegments() {
        let both = T.figure(6, 1, [line(T.cells(0, 0, 6, 1), [(0, 0.5), (1, 0.5)], .both)])
        XCTAssertEqual(light.render(both), T.picture("◀────▶"))
        XCTAssertEqual(ascii.render(both), T.picture("<---->"))
        let down = T.figure(1, 3, [line(T.cells(0, 0, 1, 3), [(0.5, 0), (0.5, 1)], .end)])
        XCTAssertEqual(light.render(down), T.picture("│", "│", "▼"))
        XCTAssertEqual(ascii.render(down), T.picture("|", "|", "v"))
        let up = T.figure(1, 3, [line(T.cells(0, 0, 1, 3), [(0.5, 0), (0.5, 1)], .start)])
        XCTAssertEqual(light.render(up), T.picture("▲", "│", "│"))
        XCTAssertEqual(ascii.render(up), T.picture("^", "|", "|"))
        let leftward = T.figure(4, 1, [line(T.cells(0, 0, 4, 1), [(1, 0.5), (0, 0.5)], .end)])
        XCTAssertEqual(light.render(leftward), T.picture("◀───"))
    }

    func testArrowheadOnADiagonalFollowsItsDominantDirection() {
        let shallow = T.figure(6, 3, [line(T.cells(0, 0, 6, 3), [(0, 0), (1, 1)], .end)])
        XCTAssertEqual(light.render(shallow), T.picture(
            "╲╲",
            "  ╲╲",
            "    ╲▶"))
        let steep = T.figure(3, 4, [line(T.cells(0, 0, 3, 4), [(1, 0), (0, 1)], .end)])
        XCTAssertEqual(ascii.render(steep), T.picture(
            "  /",
            " /",
            " /",
            "v"))
    }

    func testElbowPolylineTurnsWithACorner() {
        let figure = T.figure(5, 3, [line(T.cells(0, 0, 5, 3), [(0, 0), (1, 0), (1, 1)], .end)])
        XCTAssertEqual(light.render(figure), T.picture(
            "────┐",
            "    │",
            "    ▼"))
        XCTAssertEqual(ascii.render(figure), T.picture(
            "----+",
            "    |",
            "    v"))
    }

    func testLineThinnerThanACellKeepsTheRowOfItsMiddle() {
        // 0 points high at y = 24: the middle of row 1.
        let figure = Figure(size: CGSize(width: 40, height: 48), items: [line(CGRect(x: 0, y: 24, width: 40, height: 0), [(0, 0.5), (1, 0.5)])])
        XCTAssertEqual(light.render(figure), T.picture("", "─────", ""))
        let short = T.figure(3, 1, [line(CGRect(x: 9, y: 0, width: 4, height: 16), [(0, 0.5), (1, 0.5)])])
        XCTAssertEqual(light.render(short), T.picture(" ─"), "a line within one cell is one stroke")
    }

    func testLinesRunningFarOffThePageAreClipped() {
        // Only the cells on the page are visited: these would take billions of steps.
        let figure = T.figure(4, 2, [
            line(CGRect(x: -1e12, y: 16, width: 2e12, height: 16), [(0, 0.5), (1, 0.5)]),
            line(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), [(0, 0), (1, 1)]),
        ])
        XCTAssertEqual(light.render(figure), T.picture("╲", "─╲──"))
    }

    func testDashAndOpacityAreNotDrawn() {
        let plain = T.figure(5, 3, [T.box(T.cells(0, 0, 5, 3)), line(T.cells(0, 1, 5, 1), [(0, 0.5), (1, 0.5)])])
        let styled = T.figure(5, 3, [
            DisplayItem(frame: T.cells(0, 0, 5, 3), drawing: .box(ShapeStyle(dash: [2, 2], opacity: 0.3))),
            DisplayItem(frame: T.cells(0, 1, 5, 1), drawing: .polyline(
                [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)], .none, ShapeStyle(stroke: .black, dash: [1, 1], opacity: 0.1))),
        ])
        XCTAssertEqual(light.render(styled), light.render(plain))
    }
}
