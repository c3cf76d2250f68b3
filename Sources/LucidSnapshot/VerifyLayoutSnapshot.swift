import Foundation
import LucidLayout
import LucidComparison

/// Checks `figure`, rendered as `format`, against its golden and returns why it fails,
/// or nil when it matches: the work of `assertLayoutSnapshot`, for helpers built on top
/// of it and for tests of the check itself.
///
/// The golden is `__Snapshots__/<test file name>/<testName>.<name or number>.<ext>`
/// beside the test file (or in `snapshotDirectory`). When it is missing it is written,
/// unless the record mode is `never`, and the check fails saying so; when it differs the
/// failure carries `SnapshotComparison`'s summary and unified diff, and the actual output
/// and diff images are written to the artifacts folder (see `SnapshotLocation`); record
/// modes `failed` and `all` then rewrite the golden, and the check still fails.
///
/// - Parameters:
///   - name: Names the golden; nil numbers the test's unnamed snapshots 1, 2, 3….
///   - record: When to write goldens; nil reads `RecordMode.fromEnvironment()`
///     (`LUCID_RECORD`, else `never` on CI, else `new`, which without a manifest writes any missing golden).
///   - tolerance: How different a PNG may be and still match.
public func verifyLayoutSnapshot(
    of figure: Figure,
    as format: SnapshotFormat = .png,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: ImageTolerance = .default,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotFailure? {
    let testFile = "\(filePath)"
    let identifier: String
    if let name {
        identifier = name
    } else {
        // Goldens of one test file share a folder, so the file stands for it.
        let key = SnapshotCounter.key(folder: snapshotDirectory ?? testFile, testName: testName)
        identifier = String(SnapshotCounter.shared.next(for: key))
    }
    let location = SnapshotLocation(
        testFilePath: testFile, testName: testName, identifier: identifier, fileExtension: format.fileExtension,
        snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    let title = name.map { "Snapshot \"\($0)\"" } ?? "Snapshot \(identifier) of \(testName)"
    let mode: RecordMode
    let actual: Data
    do {
        mode = try record ?? RecordMode.fromEnvironment()
        actual = try format.render(figure)
    } catch {
        return SnapshotFailure(kind: .error, message: "\(title) could not be made: \(error)", golden: location.golden)
    }
    let check = GoldenCheck(
        location: location, format: format.outputFormat, mode: mode, tolerance: tolerance, title: title, testName: testName)
    return check.run(actual: actual)
}

/// Checks `layout`, laid out at `size` (nil: its ideal size) and rendered as `format`,
/// against its golden; see `verifyLayoutSnapshot(of:as:…)` for figures.
public func verifyLayoutSnapshot(
    of layout: some Layout<DisplayItem>,
    size: CGSize? = nil,
    as format: SnapshotFormat = .png,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: ImageTolerance = .default,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotFailure? {
    verifyLayoutSnapshot(
        of: Figure(snapshotting: layout, size: size), as: format, named: name, record: record, tolerance: tolerance,
        snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
