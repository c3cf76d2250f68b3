import Foundation
import LucidRender
import LucidComparison

/// One rendered output checked against its golden file (`GoldenFileCheck`, as `lucid
/// check` does it) and the result told as a test failure: the file-level half of
/// `verifyLayoutSnapshot`, apart from rendering and from working out where files go.
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
            switch try GoldenFileCheck.run(
                actual: actual, golden: golden.path, format: format, name: location.baseName, mode: mode, tolerance: tolerance) {
            case .matched, .rewritten(mismatch: nil):
                guard mode == .all else { return nil }
                return SnapshotFailure(
                    kind: .recordedAll, message: """
                        \(title) matches its golden, and record mode is all: recorded it again at
                        \(golden.path)
                        Turn record mode off (unset LUCID_RECORD) and re-run "\(testName)" to compare.
                        """, golden: golden, recorded: true)
            case let .missing(recorded):
                return try missing(actual, recorded: recorded)
            case let .rewritten(mismatch?):
                return try differs(mismatch, recorded: true)
            case let .mismatched(mismatch):
                return try differs(mismatch, recorded: false)
            }
        } catch {
            return SnapshotFailure(kind: .error, message: "\(title) could not be checked against \(golden.path): \(error)", golden: golden)
        }
    }

    private func missing(_ actual: Data, recorded: Bool) throws -> SnapshotFailure {
        let golden = location.golden
        guard recorded else {
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
        return SnapshotFailure(
            kind: .missing, message: """
                \(title) had no golden: recorded one at
                \(golden.path)
                Check it, commit it, and re-run "\(testName)" to compare against it.
                """, golden: golden, recorded: true)
    }

    private func differs(_ mismatch: SnapshotMismatch, recorded records: Bool) throws -> SnapshotFailure {
        let golden = location.golden
        var artifacts: [URL] = []
        for artifact in mismatch.artifacts {
            let url = location.artifact(artifact.suffix)
            try AtomicFile.write(artifact.data, to: url.path)
            artifacts.append(url)
        }
        var message = "\(title) does not match its golden \(golden.path)\n\(mismatch.summary)"
        if records { message += "\nRecord mode is \(mode.rawValue): recorded the new output over the golden. Check it before committing." }
        if let diff = mismatch.diff { message += "\n\n" + diff.trimmingCharacters(in: .newlines) }
        if !artifacts.isEmpty { message += "\n\nArtifacts:\n" + artifacts.map { "  " + $0.path }.joined(separator: "\n") }
        return SnapshotFailure(kind: .mismatch, message: message, golden: golden, recorded: records, mismatch: mismatch, artifacts: artifacts)
    }
}
