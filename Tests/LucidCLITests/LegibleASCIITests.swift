import Foundation
import XCTest

/// Text output people can read, through `lucid render` as a user runs it: outlines drawn
/// over text never erase it, a label never covers a border's corner, neighbouring labels
/// keep a blank cell between them, and spaces inside a label stay.
final class LegibleASCIITests: XCTestCase {
    private func render(_ description: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-legible-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("figure.yaml")
        try description.write(to: file, atomically: true, encoding: .utf8)
        let result = try Lucid.run(["render", file.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.text
    }

    /// A table of 11 rows, each a label with an outline box drawn over it (a zstack puts
    /// the box last): every row's text shows, its spaces too.
    func testATableOfOutlinedRowsShowsAllItsText() throws {
        let rows = (1...11).map { "Row \($0)   $\($0 * 10) / month" }
        let children = rows.map { text in
            """
                - kind: zstack
                  children:
                    - { kind: label, text: "\(text)" }
                    - { kind: box, stroke: black }
            """
        }.joined(separator: "\n")
        let picture = try render("""
            canvas: { width: 240 }
            layout:
              kind: vstack
              spacing: 0
              children:
            \(children)
            """)
        for row in rows {
            XCTAssertTrue(picture.contains(row), "missing '\(row)' in\n\(picture)")
        }
    }

    func testLabelsKeepBordersAndTheirDistance() throws {
        let picture = try render("""
            canvas: { width: 160 }
            layout:
              kind: vstack
              spacing: 0
              children:
                - kind: hstack
                  spacing: 4
                  children:
                    - { kind: label, text: "web-01" }
                    - { kind: label, text: "42%" }
                - kind: zstack
                  children:
                    - { kind: box, stroke: black, frame: { width: 80, height: 32 } }
                    - { kind: label, text: "Cancel" }
            """)
        XCTAssertTrue(picture.contains("web-01 42%"), picture)
        // The button is two rows of border: the label sits on the top one between its corners.
        XCTAssertTrue(picture.contains("┌Cancel──┐"), picture)
        XCTAssertTrue(picture.contains("└────────┘"), picture)
    }
}
