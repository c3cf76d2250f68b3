import Foundation
import LucidLayout
import LucidSnapshot
import XCTest

/// The snapshot-test example in README.md, verbatim (the lines between the markers,
/// unindented, are a block of the README), so the documentation keeps compiling and
/// passing against its committed goldens.
final class ReadmeSnapshotExampleTests: XCTestCase {
    // --- README snapshot example ---
    func testToolbar() {
        let toolbar = HStack(spacing: 8) {
            Label("Lucid", measurer: SnapshotFormat.png.measurer)
            Spacer<DisplayItem>()
            Label("Share", measurer: SnapshotFormat.png.measurer)
        }.padding(8)
        let size = CGSize(width: 240, height: 40)
        assertLayoutSnapshot(of: toolbar, size: size)                  // __Snapshots__/…/testToolbar.1.png
        assertLayoutSnapshot(of: toolbar, size: size, as: .frames)     // …/testToolbar.2.frames
    }
    // --- end ---

    func testTheExampleIsInTheReadme() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "    // --- README snapshot example ---\n"))
        let end = try XCTUnwrap(source.range(of: "    // --- end ---"))
        let example = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains(example), "README.md lacks the snapshot example:\n\(example)")
    }
}
