import Foundation
import LucidLayout
import LucidRender
import XCTest

/// Each box charset, drawn on a box split into quadrants (corners, tees and a cross).
final class ASCIICharsetTests: XCTestCase {
    private typealias T = ASCIITestSupport

    private let quadrants = T.figure(10, 5, [
        T.box(T.cells(0, 0, 9, 5)),
        T.box(T.cells(0, 0, 5, 3)), T.box(T.cells(4, 0, 5, 3)),
        T.box(T.cells(0, 2, 5, 3)), T.box(T.cells(4, 2, 5, 3)),
        T.box(T.cells(9, 0, 1, 1)),
    ])

    private func render(_ charset: BoxCharset) -> String {
        ASCIIRenderer(charset: charset).render(quadrants)
    }

    func testLight() {
        XCTAssertEqual(render(.light), T.picture(
            "┌───┬───┐□",
            "│   │   │",
            "├───┼───┤",
            "│   │   │",
            "└───┴───┘"))
    }

    func testHeavy() {
        XCTAssertEqual(render(.heavy), T.picture(
            "┏━━━┳━━━┓■",
            "┃   ┃   ┃",
            "┣━━━╋━━━┫",
            "┃   ┃   ┃",
            "┗━━━┻━━━┛"))
    }

    func testDouble() {
        XCTAssertEqual(render(.double), T.picture(
            "╔═══╦═══╗□",
            "║   ║   ║",
            "╠═══╬═══╣",
            "║   ║   ║",
            "╚═══╩═══╝"))
    }

    func testRounded() {
        XCTAssertEqual(render(.rounded), T.picture(
            "╭───┬───╮□",
            "│   │   │",
            "├───┼───┤",
            "│   │   │",
            "╰───┴───╯"))
    }

    func testASCII() {
        XCTAssertEqual(render(.ascii), T.picture(
            "+---+---++",
            "|   |   |",
            "+---+---+",
            "|   |   |",
            "+---+---+"))
    }

    func testDefaultIsLight() {
        XCTAssertEqual(ASCIIRenderer().render(quadrants), render(.light))
    }

    func testCharsetsAreNamedByRawValue() {
        XCTAssertEqual(BoxCharset.allCases.map(\.rawValue), ["light", "heavy", "double", "rounded", "ascii"])
        XCTAssertEqual(BoxCharset(rawValue: "double"), .double)
    }
}
