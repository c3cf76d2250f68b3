import Foundation
import LucidLayout
import LucidRender
import XCTest

/// `ASCIIRenderer.shading`: the inside of filled boxes and ellipses as ░ ▒ ▓ █ by how
/// dark the fill is, beneath borders, lines and labels, covered back to front.
final class ASCIIShadingTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let shaded = ASCIIRenderer(shading: true)

    /// The character inside a 3 × 3 box filled with `fill` at `opacity`.
    private func shade(_ fill: String, opacity: Double = 1) -> Character? {
        let figure = T.figure(3, 3, [T.box(T.cells(0, 0, 3, 3), fill: fill, opacity: opacity)])
        let middle = shaded.render(figure).split(separator: "\n", omittingEmptySubsequences: false)[1]
        XCTAssertEqual(middle.count, 3, "\(fill) row: \(middle)")
        return middle.count == 3 ? middle.dropFirst().first : nil
    }

    func testOffByDefaultSoFilledBoxesLookAsBefore() {
        let figure = T.figure(5, 3, [T.box(T.cells(0, 0, 5, 3), fill: "black")])
        XCTAssertEqual(ASCIIRenderer().render(figure), T.picture(
            "┌───┐",
            "│   │",
            "└───┘"))
        XCTAssertEqual(RenderOptions().shading, false)
    }

    func testTheDarkerTheFillTheDenserTheShade() {
        let figure = T.figure(25, 3, ["white", "#cccccc", "gray", "#404040", "black"].enumerated().map { index, fill in
            T.box(T.cells(CGFloat(index) * 5, 0, 5, 3), fill: fill)
        })
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌───┐┌───┐┌───┐┌───┐┌───┐",
            "│   ││░░░││▒▒▒││▓▓▓││███│",
            "└───┘└───┘└───┘└───┘└───┘"))
        XCTAssertEqual(ASCIIRenderer(charset: .ascii, shading: true).render(figure), T.picture(
            "+---++---++---++---++---+",
            "|   ||...||:::||%%%||###|",
            "+---++---++---++---++---+"))
    }

    func testBandsStartAtTheDocumentedGreys() {
        // Relative luminance 0.9, 0.5, 0.18 and 0.03 fall between these neighbouring greys.
        let expected: [(String, Character)] = [
            ("#f4f4f4", " "), ("#f3f3f3", "░"), ("#bcbcbc", "░"), ("#bbbbbb", "▒"),
            ("#767676", "▒"), ("#757575", "▓"), ("#313131", "▓"), ("#303030", "█"),
        ]
        for (fill, character) in expected {
            XCTAssertEqual(shade(fill), character, fill)
        }
    }

    func testNearWhiteFillsStayBlankButBrightColoursAreShaded() {
        for fill in ["white", "whitesmoke", "ivory", "#ffffe0", "transparent"] {
            XCTAssertEqual(shade(fill), " ", fill)
        }
        // As bright as white by luminance (yellow: 0.93) but plainly coloured.
        for fill in ["yellow", "#ffff99", "cyan", "lime", "#e8eef7"] {
            XCTAssertEqual(shade(fill), "░", fill)
        }
        XCTAssertEqual(shade("red"), "▒")
        XCTAssertEqual(shade("blue"), "▓")
        XCTAssertEqual(shade("navy"), "█")
    }

    func testAlphaAndOpacityLightenTheFillOverWhite() {
        XCTAssertEqual(shade("black", opacity: 0.5), "▒")  // #808080
        XCTAssertEqual(shade("#00000080"), "▒")  // alpha 0.5
        XCTAssertEqual(shade("#00000080", opacity: 0.5), "░")  // a quarter: #bfbfbf
        XCTAssertEqual(shade("black", opacity: 0.02), " ")
        XCTAssertEqual(shade("black", opacity: 0), " ")
    }

    func testEllipsesAreShadedInside() {
        let figure = T.figure(6, 4, [DisplayItem(frame: T.cells(0, 0, 6, 4), drawing: .ellipse(ShapeStyle(fill: .black)))])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "╭────╮",
            "│████│",
            "│████│",
            "╰────╯"))
    }

    func testLabelCharactersReplaceTheShadeAndTheCellsAroundThemStayShaded() {
        let figure = T.figure(11, 5, [
            T.box(T.cells(0, 0, 11, 5), fill: "gray"),
            T.label("a b", T.cells(1, 1, 9, 3), .center),
            T.label("日本", T.cells(1, 3, 9, 1), .trailing),
        ])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌─────────┐",
            "│▒▒▒▒▒▒▒▒▒│",
            "│▒▒▒a b▒▒▒│",
            "│▒▒▒▒▒日本│",
            "└─────────┘"))
    }

    func testBordersAndLinesAreDrawnOverTheShade() {
        let figure = T.figure(9, 5, [
            T.box(T.cells(0, 0, 9, 5), fill: "black"),
            T.box(T.cells(0, 0, 5, 5)),
            DisplayItem(frame: T.cells(4, 2, 5, 1), drawing: .polyline(
                [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)], .none, ShapeStyle(stroke: .black))),
        ])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌───┬───┐",
            "│███│███│",
            "│███├───┤",
            "│███│███│",
            "└───┴───┘"))
    }

    func testALaterFilledBoxReplacesTheShadeUnderIt() {
        let figure = T.figure(11, 5, [
            T.box(T.cells(0, 0, 11, 5), fill: "black"),
            T.box(T.cells(1, 1, 4, 3), fill: "white"),
            T.box(T.cells(6, 1, 4, 3), fill: "#cccccc"),
        ])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌─────────┐",
            "│┌──┐█┌──┐│",
            "││  │█│░░││",
            "│└──┘█└──┘│",
            "└─────────┘"))
    }

    func testALaterUnfilledBoxLetsTheShadeAndEarlierTextShow() {
        let figure = T.figure(9, 5, [
            T.box(T.cells(0, 0, 9, 5), fill: "gray"),
            T.label("shown", T.cells(2, 2, 5, 1)),
            T.box(T.cells(1, 1, 7, 3)),
        ])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌───────┐",
            "│┌─────┐│",
            "││shown││",
            "│└─────┘│",
            "└───────┘"))
    }

    func testALaterUnfilledBoxOverAnEarlierBorderShowsTheFillUnderIt() {
        // A fill runs under its own border, as in Cairo; an unfilled box drawn over that
        // border clears it (as it clears all earlier lines inside it) and shows the fill.
        let figure = T.figure(9, 5, [
            T.box(T.cells(0, 0, 5, 3), fill: "black"),
            T.box(T.cells(2, 1, 7, 4)),
        ])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌───┐",
            "│█┌─┴───┐",
            "└─┤██   │",
            "  │     │",
            "  └─────┘"))
    }

    func testAnImageHidesTheShadeUnderIt() {
        let figure = T.figure(12, 5, [
            T.box(T.cells(0, 0, 12, 5), fill: "black"),
            T.image("owl.png", T.cells(1, 1, 10, 3)),
        ])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "┌──────────┐",
            "│┌────────┐│",
            "││owl.png ││",
            "│└────────┘│",
            "└──────────┘"))
    }

    func testShadesAreClippedToThePage() {
        let figure = T.figure(4, 3, [T.box(T.cells(-2, 1, 8, 4), fill: "black")])
        XCTAssertEqual(shaded.render(figure), T.picture(
            "",
            "────",
            "████"))
    }

    func testOutputFormatPassesShadingThrough() throws {
        let figure = T.figure(3, 3, [T.box(T.cells(0, 0, 3, 3), fill: "black")])
        let data = try RenderTarget(.ascii, options: RenderOptions(shading: true)).render(figure)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), T.picture("┌─┐", "│█│", "└─┘"))
    }
}
