import Foundation
import LucidLayout
import LucidComparison

/// Asserts that `layout`, laid out at `size` (nil: its ideal size) and rendered as
/// `format`, matches its golden beside the test file:
/// `__Snapshots__/<test file name>/<testName>.<name or number>.<ext>`.
///
/// A missing golden is recorded (unless the record mode is `never`, as it is on CI) and
/// the assertion fails saying so; a different output fails with the comparison's summary,
/// a unified diff for text formats, and the paths of the actual output and diff images.
/// Failures are reported to Swift Testing inside a `@Test`, else to XCTest.
///
/// Labels keep the measurer they were built with: build them with `format.measurer`
/// (cells for ASCII, Pango for the rest) so the picture looks as it will be drawn.
///
/// - Parameters:
///   - name: Names the golden; nil numbers the test's unnamed snapshots 1, 2, 3….
///   - record: When to write goldens; nil reads `RecordMode.fromEnvironment()`.
///   - tolerance: How different a PNG may be and still match.
public func assertLayoutSnapshot(
    of layout: some Layout<DisplayItem>,
    size: CGSize? = nil,
    as format: SnapshotFormat = .png,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: ImageTolerance = .default,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertLayoutSnapshot(
        of: Figure(snapshotting: layout, size: size), as: format, named: name, record: record, tolerance: tolerance,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that `figure`, rendered as `format`, matches its golden; see
/// `assertLayoutSnapshot(of:size:as:…)` for layouts.
public func assertLayoutSnapshot(
    of figure: Figure,
    as format: SnapshotFormat = .png,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: ImageTolerance = .default,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure = verifyLayoutSnapshot(
        of: figure, as: format, named: name, record: record, tolerance: tolerance,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    SnapshotIssue.record(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
}
