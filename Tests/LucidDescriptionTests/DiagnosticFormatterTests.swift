import LucidDescription
import XCTest

/// The caret sits under the reported column, whatever precedes it on the line.
final class DiagnosticFormatterTests: XCTestCase {
    private func format(_ line: String, column: Int, severity: Diagnostic.Severity = .error) -> String {
        let formatter = DiagnosticFormatter { file, number in number == 3 && file == "f.yaml" ? line : nil }
        return formatter.format(Diagnostic("bad thing", at: SourceLocation(file: "f.yaml", line: 3, column: column), severity: severity))
    }

    func testCaretUnderTheColumn() {
        XCTAssertEqual(format("  kind: bx", column: 9), "f.yaml:3:9: error: bad thing\n  kind: bx\n        ^")
    }

    func testTabsAreKeptSoTheCaretLinesUpAtAnyTabWidth() {
        XCTAssertEqual(format("\tkind: bx", column: 8), "f.yaml:3:8: error: bad thing\n\tkind: bx\n\t      ^")
    }

    func testWideCharactersTakeTwoCells() {
        XCTAssertEqual(format("text: 日本, x: 1", column: 11), "f.yaml:3:11: error: bad thing\ntext: 日本, x: 1\n            ^")
    }

    func testWarningsAndMissingSourceLines() {
        XCTAssertEqual(format("a: 1", column: 1, severity: .warning), "f.yaml:3:1: warning: bad thing\na: 1\n^")
        let formatter = DiagnosticFormatter { _, _ in nil }
        XCTAssertEqual(formatter.format(Diagnostic("gone", at: SourceLocation(file: "g.yaml", line: 9, column: 2))), "g.yaml:9:2: error: gone")
        XCTAssertEqual(formatter.format(Diagnostic("cannot read file", file: "h.yaml")), "h.yaml: error: cannot read file")
    }

    func testStyleDecoratesEachPart() {
        let style = DiagnosticFormatter.Style(
            location: { "<\($0)>" }, error: { "[\($0)]" }, warning: { "{\($0)}" }, message: { "'\($0)'" }, caret: { "(\($0))" })
        let formatter = DiagnosticFormatter(style: style) { _, _ in "xy" }
        XCTAssertEqual(formatter.format(Diagnostic("m", at: SourceLocation(file: "f", line: 1, column: 2))), "<f:1:2:> [error:] 'm'\nxy\n (^)")
    }
}
