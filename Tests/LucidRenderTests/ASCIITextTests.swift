import Foundation
import LucidLayout
import LucidRender
import XCTest

/// Labels and images: alignment, vertical centring, clipping with "…", wide characters.
final class ASCIITextTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let renderer = ASCIIRenderer()

    private func labelInBox(_ text: String, _ alignment: TextAlignment) -> String {
        renderer.render(T.figure(12, 3, [T.box(T.cells(0, 0, 12, 3)), T.label(text, T.cells(1, 1, 10, 1), alignment)]))
    }

    func testLabelLeadingInBox() {
        XCTAssertEqual(labelInBox("Hi", .leading), T.picture(
            "┌──────────┐",
            "│Hi        │",
            "└──────────┘"))
    }

    func testLabelCentredInBox() {
        XCTAssertEqual(labelInBox("Hi", .center), T.picture(
            "┌──────────┐",
            "│    Hi    │",
            "└──────────┘"))
    }

    func testLabelTrailingInBox() {
        XCTAssertEqual(labelInBox("Hi", .trailing), T.picture(
            "┌──────────┐",
            "│        Hi│",
            "└──────────┘"))
    }

    func testWrappedLinesAreAlignedEachAndCentredVertically() {
        let figure = T.figure(5, 4, [T.label("one to", T.cells(0, 0, 5, 4), .trailing)])
        XCTAssertEqual(renderer.render(figure), T.picture("", "  one", "   to", ""))
    }

    func testSingleLineInTallFrameSitsInTheMiddleRow() {
        let figure = T.figure(3, 4, [T.label("abc", T.cells(0, 0, 3, 4))])
        XCTAssertEqual(renderer.render(figure), T.picture("", "abc", "", ""))
    }

    func testLinesBeyondTheFrameAreDroppedWithEllipsis() {
        let figure = T.figure(3, 2, [T.label("one two six ten", T.cells(0, 0, 3, 2))])
        XCTAssertEqual(renderer.render(figure), T.picture("one", "tw…"))
    }

    func testShortLastVisibleLineGetsEllipsis() {
        let figure = T.figure(3, 1, [T.label("ab cd", T.cells(0, 0, 3, 1))])
        XCTAssertEqual(renderer.render(figure), T.picture("ab…"))
    }

    func testTextOverwritesBorders() {
        let figure = T.figure(6, 3, [T.box(T.cells(0, 0, 6, 3)), T.label("ab", T.cells(1, 0, 4, 1), .center)])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌─ab─┐",
            "│    │",
            "└────┘"))
    }

    func testControlCharactersPrintAsSpaces() {
        let figure = T.figure(3, 1, [T.label("a\tb", T.cells(0, 0, 3, 1))])
        XCTAssertEqual(renderer.render(figure), T.picture("a b"))
    }

    // MARK: Wide characters

    func testWideCharactersTakeTwoCells() {
        let figure = T.figure(8, 2, [T.label("한국어", T.cells(0, 0, 8, 1), .trailing), T.label("日本x", T.cells(0, 1, 8, 1))])
        let text = renderer.render(figure)
        XCTAssertEqual(text, T.picture("  한국어", "日本x"))
        XCTAssertEqual(text.split(separator: "\n").map { CharacterWidth.cells(of: $0) }, [8, 5])
    }

    func testWideCharactersCentredInBox() {
        let figure = T.figure(8, 3, [T.box(T.cells(0, 0, 8, 3)), T.label("日本", T.cells(1, 1, 6, 1), .center)])
        let text = renderer.render(figure)
        XCTAssertEqual(text, T.picture(
            "┌──────┐",
            "│ 日本 │",
            "└──────┘"))
        XCTAssertEqual(text.split(separator: "\n").map { CharacterWidth.cells(of: $0) }, [8, 8, 8])
    }

    func testClippingNeverSplitsAWideCharacter() {
        // "日本語" wraps to "日本" / "語"; one row shows "日", "本" would need the "…" cell.
        let figure = T.figure(4, 1, [T.label("日本語", T.cells(0, 0, 4, 1))])
        XCTAssertEqual(renderer.render(figure), T.picture("日…"))
    }

    func testWideCharacterTooWideForItsFrameBecomesEllipsis() {
        let figure = T.figure(3, 1, [T.label("語", T.cells(1, 0, 1, 1))])
        XCTAssertEqual(renderer.render(figure), T.picture(" …"))
    }

    func testWideCharacterCutByThePageEdgeIsNotDrawn() {
        XCTAssertEqual(renderer.render(T.figure(4, 1, [T.label("日本", T.cells(-1, 0, 4, 1))])), T.picture(" 本"))
        XCTAssertEqual(renderer.render(T.figure(4, 1, [T.label("日本", T.cells(1, 0, 4, 1))])), T.picture(" 日"))
    }

    func testCoveringHalfAWideCharacterBlanksTheOtherHalf() {
        // (A later label covers text; outlines never do.)
        let items = [T.label("日本", T.cells(0, 0, 4, 1)), T.label("x", T.cells(1, 0, 1, 1))]
        XCTAssertEqual(renderer.render(T.figure(4, 1, items)), T.picture(" x本"))
        let heads = [T.label("日本", T.cells(0, 0, 4, 1)), T.label("x", T.cells(2, 0, 1, 1))]
        XCTAssertEqual(renderer.render(T.figure(4, 1, heads)), T.picture("日x"))
        let outline = [T.label("日本", T.cells(0, 0, 4, 1)), T.box(T.cells(1, 0, 1, 1))]
        XCTAssertEqual(renderer.render(T.figure(4, 1, outline)), T.picture("日本"))
    }

    func testEmojiTakeTwoCells() {
        let figure = T.figure(5, 1, [T.label("🙂ok", T.cells(0, 0, 5, 1), .trailing)])
        XCTAssertEqual(renderer.render(figure), T.picture(" 🙂ok"))
    }

    // MARK: Images

    func testImageShowsItsBaseName() {
        let figure = T.figure(12, 3, [T.image("images/owl.png", T.cells(0, 0, 12, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌──────────┐",
            "│ owl.png  │",
            "└──────────┘"))
    }

    func testNamedImageShowsItsNodeName() {
        var item = T.image("images/owl.png", T.cells(0, 0, 12, 3))
        item.name = "barn owl"
        XCTAssertEqual(renderer.render(T.figure(12, 3, [item])), T.picture(
            "┌──────────┐",
            "│ barn owl │",
            "└──────────┘"))
    }

    func testImageNameIsClippedWithEllipsis() {
        let figure = T.figure(8, 3, [T.image("path/to/creature.png", T.cells(0, 0, 8, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌──────┐",
            "│creat…│",
            "└──────┘"))
    }

    func testImageNameClipNeverSplitsAWideCharacter() {
        let figure = T.figure(8, 3, [T.image("/pictures/日本語.png", T.cells(0, 0, 8, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌──────┐",
            "│日本… │",
            "└──────┘"))
    }

    func testImageWithoutInsideShowsNameOverOutline() {
        let figure = T.figure(7, 2, [T.image("a/b.png", T.cells(0, 0, 7, 2))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            "┌b.png┐",
            "└─────┘"))
    }

    func testImageCoversEarlierContent() {
        let figure = T.figure(9, 3, [T.label("xxxxxxxxx", T.cells(0, 1, 9, 1)), T.image("c.png", T.cells(1, 0, 7, 3))])
        XCTAssertEqual(renderer.render(figure), T.picture(
            " ┌─────┐",
            "x│c.png│x",
            " └─────┘"))
    }
}
