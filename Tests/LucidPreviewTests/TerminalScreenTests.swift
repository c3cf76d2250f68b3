import LucidPreview
import XCTest

/// The terminal screen is a function of the model and the window size alone.
final class TerminalScreenTests: XCTestCase {
    private let picture = PreviewRender(picture: "┌──┐\n│ab│\n└──┘", width: 32, height: 48, milliseconds: 4.25)

    func testRenderedScreen() {
        var model = PreviewModel(file: "card.yaml")
        model.apply(.success(picture))
        let screen = TerminalScreen(columns: 40, rows: 8)
        XCTAssertEqual(screen.pictureRows, 6)
        XCTAssertEqual(screen.lines(for: model), [
            "lucid preview  card.yaml  ·  rendered in",
            "┌──┐",
            "│ab│",
            "└──┘",
            "",
            "",
            "",
            "q quit · saves re-render",
        ])
    }

    func testErrorShownInPlaceUnderTheLastGoodPicture() {
        var model = PreviewModel(file: "card.yaml")
        model.apply(.success(picture))
        model.apply(.failure(PreviewProblem(
            file: "card.yaml", line: 2, column: 3,
            text: "card.yaml:2:3: error: unknown key 'x'\n  x: 1\n  ^")))
        let lines = TerminalScreen(columns: 60, rows: 10).lines(for: model)
        XCTAssertEqual(lines, [
            "lucid preview  card.yaml  ·  error (showing the last good pictu",
            "┌──┐",
            "│ab│",
            "└──┘",
            "",
            "",
            "card.yaml:2:3: error: unknown key 'x'",
            "  x: 1",
            "  ^",
            "q quit · saves re-render",
        ].map { String($0.prefix(60)) })
    }

    func testTallPicturesAreCroppedAndWideCharactersCountTwoCells() {
        var model = PreviewModel(file: "f")
        model.apply(.success(PreviewRender(picture: (1...20).map { "row \($0) 한글" }.joined(separator: "\n"), width: 1, height: 1)))
        let lines = TerminalScreen(columns: 20, rows: 5).lines(for: model)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[1], "row 1 한글")
        XCTAssertEqual(lines[3], "row 3 한글")
        XCTAssertEqual(lines[4], "q quit · saves re-re")
        let narrow = TerminalScreen(columns: 20, rows: 5)
        var wide = PreviewModel(file: "f")
        wide.apply(.success(PreviewRender(picture: String(repeating: "한", count: 15), width: 1, height: 1)))
        XCTAssertEqual(narrow.lines(for: wide)[1], String(repeating: "한", count: 10))
    }
}
