import Foundation
import XCTest
import LucidLayout

/// `Label` with `CellTextMeasurer` (8 × 16 points per cell), `TextWrapper` and `CharacterWidth`.
final class TextLayoutTests: XCTestCase {
    // MARK: - Label and CellTextMeasurer

    func testLabelIdealSizeIsOneLine() {
        XCTAssertEqual(cellLabel("hello world").sizeThatFits(.unspecified), CGSize(88, 16))
        XCTAssertEqual(cellLabel("hello world").sizeThatFits(ProposedSize(width: 1000, height: 5)), CGSize(88, 16))
    }

    func testLabelWrapsToTheProposedWidth() {
        // 48 points is 6 cells: "hello" / "world" / "foo".
        let label = cellLabel("hello world foo")
        XCTAssertEqual(CellTextMeasurer().lines("hello world foo", maxWidth: 48), ["hello", "world", "foo"])
        XCTAssertEqual(label.sizeThatFits(ProposedSize(width: 48, height: nil)), CGSize(40, 48))
        // 95 points is 11 cells: "hello world" / "foo".
        XCTAssertEqual(CellTextMeasurer().lines("hello world foo", maxWidth: 95), ["hello world", "foo"])
        XCTAssertEqual(label.sizeThatFits(ProposedSize(width: 95, height: nil)), CGSize(88, 32))
    }

    func testCellWidthRoundsDownToWholeCells() {
        XCTAssertEqual(CellTextMeasurer().lines("abcde fgh", maxWidth: 47.9), ["abcde", "fgh"])
        XCTAssertEqual(CellTextMeasurer().lines("abcde f", maxWidth: 56), ["abcde f"])
        XCTAssertEqual(CellTextMeasurer().lines("abcde f", maxWidth: 55.9), ["abcde", "f"])
    }

    func testCellMetrics() {
        let metrics = CellTextMeasurer().measure("abc\nde", style: TextStyle(), maxWidth: nil)
        XCTAssertEqual(metrics, TextMetrics(size: CGSize(24, 32), firstBaseline: 16))
        let custom = CellTextMeasurer(cellSize: CGSize(10, 20)).measure("abc", style: TextStyle(), maxWidth: nil)
        XCTAssertEqual(custom, TextMetrics(size: CGSize(30, 20), firstBaseline: 20))
        XCTAssertEqual(CellTextMeasurer.defaultCellSize, CGSize(8, 16))
    }

    func testEastAsianWideCharactersCountTwoCells() {
        XCTAssertEqual(cellLabel("한국어").sizeThatFits(.unspecified), CGSize(48, 16))
        XCTAssertEqual(cellLabel("ab한").sizeThatFits(.unspecified), CGSize(32, 16))
        // 64 points is 8 cells: "日本語" (6) / "テキスト" (8).
        XCTAssertEqual(CellTextMeasurer().lines("日本語 テキスト", maxWidth: 64), ["日本語", "テキスト"])
        XCTAssertEqual(cellLabel("日本語 テキスト").sizeThatFits(ProposedSize(width: 64, height: nil)), CGSize(64, 32))
    }

    func testWideWordIsBrokenBetweenCharactersByCells() {
        // 56 points is 7 cells: "テキスト" (8) is broken after three characters (6 cells).
        XCTAssertEqual(CellTextMeasurer().lines("日本語 テキスト", maxWidth: 56), ["日本語", "テキス", "ト"])
        XCTAssertEqual(cellLabel("日本語 テキスト").sizeThatFits(ProposedSize(width: 56, height: nil)), CGSize(48, 48))
        XCTAssertEqual(CellTextMeasurer().lines("日本語テキスト", maxWidth: 64), ["日本語テ", "キスト"])
    }

    func testLabelPlacesATextItemAtItsFrame() {
        var label = Label("hi", style: TextStyle(font: Font(size: 20, weight: .bold), alignment: .center),
                          measurer: CellTextMeasurer(), name: "greeting")
        label.layout(in: CGRect(1, 2, 30, 40))
        XCTAssertEqual(label.frame, CGRect(1, 2, 30, 40))
        XCTAssertEqual(label.contents, [DisplayItem(
            frame: CGRect(1, 2, 30, 40), name: "greeting",
            drawing: .text("hi", TextStyle(font: Font(size: 20, weight: .bold), alignment: .center)))])
    }

    func testTextStyleDefaults() {
        let style = TextStyle()
        XCTAssertEqual(style.font, Font(family: "DejaVu Sans", size: 14, weight: .regular, italic: false))
        XCTAssertEqual(style.color, .black)
        XCTAssertEqual(style.alignment, .leading)
    }

    // MARK: - TextWrapper

    private func wrap(_ text: String, _ maxWidth: CGFloat?) -> [String] {
        TextWrapper.lines(text, maxWidth: maxWidth) { CGFloat($0.count) }
    }

    func testWrapperBreaksALongWordBetweenCharacters() {
        XCTAssertEqual(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(wrap("ab cdefghij kl", 4), ["ab", "cdef", "ghij", "kl"])
    }

    func testWrapperPutsWordsOnALineWhileTheyFit() {
        XCTAssertEqual(wrap("one two three", 7), ["one two", "three"])
        XCTAssertEqual(wrap("one two three", 13), ["one two three"])
        XCTAssertEqual(wrap("one two three", 6), ["one", "two", "three"])
    }

    func testWrapperKeepsExplicitNewlinesAndEmptyLines() {
        XCTAssertEqual(wrap("a b\nc", nil), ["a b", "c"])
        XCTAssertEqual(wrap("a\n\nb", 10), ["a", "", "b"])
        XCTAssertEqual(wrap("abc def\nghi", 3), ["abc", "def", "ghi"])
    }

    /// Spaces inside a line are kept as written (a label reading `$0 / month` must not
    /// become `$0/ month` or lose a run of spaces); those where a line breaks go.
    func testWrapperKeepsSpacesInsideALine() {
        XCTAssertEqual(wrap("North   $0 / month", 20), ["North   $0 / month"])
        XCTAssertEqual(wrap("ab  cd  ef  gh", 10), ["ab  cd  ef", "gh"])
        XCTAssertEqual(wrap("ab    cd", 4), ["ab", "cd"])
        XCTAssertEqual(wrap("  ab", 10), ["ab"])
    }

    func testWrapperWithoutWidthNeverWraps() {
        XCTAssertEqual(wrap("a very long line of text", nil), ["a very long line of text"])
    }

    func testWrapperWithZeroWidthPutsOneCharacterPerLine() {
        XCTAssertEqual(wrap("ab c", 0), ["a", "b", "c"])
    }

    // MARK: - CharacterWidth

    func testASCIIIsOneCell() {
        for character in "aZ0 ~!" { XCTAssertEqual(CharacterWidth.cells(of: character), 1, "\(character)") }
        XCTAssertEqual(CharacterWidth.cells(of: "hello"), 5)
    }

    func testHangulIsTwoCells() {
        XCTAssertEqual(CharacterWidth.cells(of: Character("한")), 2)
        XCTAssertEqual(CharacterWidth.cells(of: Character("\u{1100}")), 2)  // Hangul choseong kiyeok
        XCTAssertEqual(CharacterWidth.cells(of: "한국어"), 6)
    }

    func testCJKIsTwoCells() {
        for character in "中日本語あアＡ　" { XCTAssertEqual(CharacterWidth.cells(of: character), 2, "\(character)") }
        XCTAssertEqual(CharacterWidth.cells(of: "ab中"), 4)
    }

    func testEmojiInTheListedBlocksAreTwoCells() {
        for emoji in ["😀", "🚀", "🦀", "🌍", "❤️", "👍🏽", "👨‍👩‍👧"] {
            XCTAssertEqual(CharacterWidth.cells(of: Character(emoji)), 2, emoji)
        }
        XCTAssertEqual(CharacterWidth.cells(of: "ab中😀"), 6)
    }

    /// BUG (reported): these emoji have East_Asian_Width = W (terminals draw them two cells
    /// wide, `wcwidth` returns 2), but they lie outside the blocks `CharacterWidth` lists
    /// (U+2705, U+2B50, U+231B in Miscellaneous Symbols/Technical/Dingbats; U+1F7E9 in
    /// Geometric Shapes Extended; U+1FAE0 in Symbols and Pictographs Extended-A), so it
    /// counts them one cell and the ASCII renderer misaligns the rest of the line.
    func testWideEmojiOutsideTheListedBlocksAreTwoCells() {
        for emoji in ["✅", "⭐", "⌛", "🟩", "🫠"] {
            XCTAssertEqual(CharacterWidth.cells(of: Character(emoji)), 2, "\(emoji) U+\(String(emoji.unicodeScalars.first!.value, radix: 16, uppercase: true))")
        }
    }

    func testCombiningAndZeroWidthScalarsTakeNoCells() {
        XCTAssertEqual(CharacterWidth.cells(of: Unicode.Scalar(0x0301)!), 0)
        XCTAssertEqual(CharacterWidth.cells(of: Unicode.Scalar(0x200B)!), 0)
        XCTAssertEqual(CharacterWidth.cells(of: Unicode.Scalar(0xFEFF)!), 0)
        XCTAssertEqual(CharacterWidth.cells(of: Character("e\u{301}")), 1)
        XCTAssertEqual(CharacterWidth.cells(of: "cafe\u{301}"), 4)
    }
}
