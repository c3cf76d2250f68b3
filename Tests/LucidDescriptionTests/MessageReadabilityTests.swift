import Foundation
@testable import LucidDescription
import XCTest

/// Diagnostics stay readable whatever the input: long lines are cut around the caret,
/// every repeated key is shown where it is repeated, and a file that is not a description
/// is refused by its name without quoting it.
final class MessageReadabilityTests: XCTestCase {
    private func errors(_ text: String, file: String = "m.yaml") -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: file)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testALongLineIsCutToAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 100) + "X" + String(repeating: "b", count: 200)
        let (text, column) = DiagnosticFormatter.excerpt(of: line, around: 101)
        XCTAssertEqual(text, "…" + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59) + "…")
        XCTAssertEqual(Array(text)[column - 1], "X")
        XCTAssertEqual(text.count, DiagnosticFormatter.excerptLength + 2)
        // Near either end only one side is cut; a short line is whole.
        XCTAssertEqual(DiagnosticFormatter.excerpt(of: line, around: 1).text, String(line.prefix(120)) + "…")
        XCTAssertEqual(DiagnosticFormatter.excerpt(of: line, around: 301).text, "…" + String(line.suffix(120)))
        XCTAssertEqual(DiagnosticFormatter.excerpt(of: "short", around: 3).text, "short")
        // What is printed: header, the excerpt and a caret under the place.
        let formatter = DiagnosticFormatter(sourceLine: { _, _ in line })
        let printed = formatter.format(Diagnostic("bad", at: SourceLocation(file: "m.yaml", line: 1, column: 101)))
        let lines = printed.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[2].count, 62)
        XCTAssertTrue(lines[2].hasSuffix("^"))
    }

    func testEveryRepeatedKeyIsReportedWhereItIsRepeated() {
        XCTAssertEqual(errors("layout:\n  kind: box\n  stroke: red\n  fill: red\n  stroke: blue\n  fill: blue\n"), [
            "m.yaml:5:3: error: duplicate key 'stroke'",
            "m.yaml:6:3: error: duplicate key 'fill'",
        ])
        XCTAssertEqual(errors("layout: { kind: box, fill: red, \"fill\": blue }\n"), ["m.yaml:1:33: error: duplicate key 'fill'"])
        // A nested mapping's keys are its own, in flow style as in block style.
        XCTAssertEqual(errors("layout: { fill: { fill: 1, a: \"x, fill: 2\" }, kind: box, fill: red }\n"), ["m.yaml:1:58: error: duplicate key 'fill'"])
        // In a list item: the item's keys, not the next item's.
        XCTAssertEqual(errors("layout:\n  kind: vstack\n  children:\n    - kind: box\n      fill: red\n      fill: blue\n    - kind: box\n      fill: red\n"), [
            "m.yaml:6:7: error: duplicate key 'fill'",
        ])
    }

    func testAnIncludedFileThatIsNotADescriptionIsRefusedByItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "root:x:0:0:root:/root:/bin/bash\n".write(to: folder.appendingPathComponent("passwd"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("f.yaml").path
        XCTAssertEqual(errors("include: passwd\nlayout: { kind: box }\n", file: file), [
            "\(file):1:10: error: cannot include 'passwd': only description files (.yaml, .yml or .json) are included",
        ])
    }
}
