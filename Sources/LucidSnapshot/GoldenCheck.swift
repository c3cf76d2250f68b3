import Foundation
import LucidRender
import LucidComparison

/// Compares one rendered output with its golden file and records the golden when the
/// record mode says so: the file-level half of `verifyLayoutSnapshot`, apart from
/// rendering and from working out where files go.
///
/// Goldens are written with `AtomicFile`, so a golden is either the old file or the
/// whole new one. Only a matching output passes: a recorded golden fails the check,
/// with a message saying so, as swift-snapshot-testing does.
struct GoldenCheck {
    var location: SnapshotLocation
    var format: OutputFormat
    var mode: RecordMode
    var tolerance: ImageTolerance
    /// How the snapshot is named in messages: `Snapshot "dark"` or `Snapshot 1 of testCard()`.
    var title: String
    var testName: String

    func run(actual: Data) -> SnapshotFailure? {
        let golden = location.golden
        do {
            guard FileManager.default.fileExists(atPath: golden.path) else { return try missing(actual) }
            let expected = try Data(contentsOf: golden)
            let mismatch: SnapshotMismatch?
            do {
                mismatch = try SnapshotComparison.compare(
                    expected: expected, actual: actual, format: format, name: location.baseName, tolerance: tolerance)
            } catch {
                // An unreadable golden (a PNG that does not decode) is a difference too.
                mismatch = SnapshotMismatch(
                    format: format, summary: "cannot compare with the golden: \(error)",
                    artifacts: [SnapshotArtifact(suffix: "actual.\(format.fileExtension)", data: actual)])
            }
            guard let mismatch else {
                guard mode == .all else { return nil }
                if expected != actual { try AtomicFile.write(actual, to: golden.path) }
                return SnapshotFailure(
                    kind: .recordedAll, message: """
                        \(title) matches its golden, and record mode is all: recorded it again at
                        \(golden.path)
                        Turn record mode off (unset LUCID_RECORD) and re-run "\(testName)" to compare.
                        """, golden: golden, recorded: true)
            }
            return try differs(mismatch, actual: actual)
        } catch {
            return SnapshotFailure(kind: .error, message: "\(title) could not be checked against \(golden.path): \(error)", golden: golden)
        }
    }

    private func missing(_ actual: Data) throws -> SnapshotFailure {
        let golden = location.golden
        guard mode != .never else {
            let artifact = location.artifact("actual.\(format.fileExtension)")
            try AtomicFile.write(actual, to: artifact.path)
            return SnapshotFailure(
                kind: .missing, message: """
                    \(title) has no golden at
                    \(golden.path)
                    and record mode is never (CI is set, or LUCID_RECORD=never), so none was recorded. \
                    The output is at
                    \(artifact.path)
                    Record the golden locally (run the test with LUCID_RECORD=missing) and commit it.
                    """, golden: golden, artifacts: [artifact])
        }
        try AtomicFile.write(actual, to: golden.path)
        return SnapshotFailure(
            kind: .missing, message: """
                \(title) had no golden: recorded one at
                \(golden.path)
                Check it, commit it, and re-run "\(testName)" to compare against it.
                """, golden: golden, recorded: true)
    }

    private func differs(_ mismatch: SnapshotMismatch, actual: Data) throws -> SnapshotFailure {
        let golden = location.golden
        var artifacts: [URL] = []
        for artifact in mismatch.artifacts {
            let url = location.artifact(artifact.suffix)
            try AtomicFile.write(artifact.data, to: url.path)
            artifacts.append(url)
        }
        let records = mode.records(exists: true, matches: false)
        if records { try AtomicFile.write(actual, to: golden.path) }
        var message = "\(title) does not match its golden \(golden.path)\n\(mismatch.summary)"
        if records { message += "\nRecord mode is \(mode.rawValue): recorded the new output over the golden. Check it before committing." }
        if let diff = mismatch.diff { message += "\n\n" + diff.trimmingCharacters(in: .newlines) }
        if !artifacts.isEmpty { message += "\n\nArtifacts:\n" + artifacts.map { "  " + $0.path }.joined(separator: "\n") }
        return SnapshotFailure(kind: .mismatch, message: message, golden: golden, recorded: records, mismatch: mismatch, artifacts: artifacts)
    }
}
