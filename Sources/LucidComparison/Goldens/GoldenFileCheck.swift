import Foundation
import LucidRender

/// Compares one new output with its golden file and writes the golden when the record mode
/// says so: the one place where `lucid check` (`GoldenChecker`) and the snapshot
/// assertions (`verifyLayoutSnapshot`) compare or record. Each reports the result its own
/// way and writes the artifacts where it keeps them.
public enum GoldenFileCheck {
    public enum Result {
        /// The output equals the golden, or matches it within the tolerance.
        case matched
        /// There was no golden; `recorded`: one was written now.
        case missing(recorded: Bool)
        /// The golden was written over; `mismatch` says how the old one differed (nil when
        /// it matched within the tolerance and the mode rewrites anyway: `all`).
        case rewritten(mismatch: SnapshotMismatch?)
        /// The output differs and the golden was left alone.
        case mismatched(SnapshotMismatch)
    }

    /// Checks `actual` against the golden at `path` (`listed`: the manifest lists it;
    /// `layout` and `scale` let a PNG mismatch say where its pixels changed). A golden
    /// that cannot be compared (a PNG that does not decode) is a mismatch.
    /// - Throws: when a golden cannot be written.
    public static func run(
        actual: Data, golden path: String, format: OutputFormat, name: String, mode: RecordMode, listed: Bool = false,
        tolerance: ImageTolerance, layout: String? = nil, scale: Double = 1
    ) throws -> Result {
        guard let expected = FileManager.default.contents(atPath: path) else {
            guard mode.records(exists: false, matches: false, listed: listed) else { return .missing(recorded: false) }
            try write(actual, to: path)
            return .missing(recorded: true)
        }
        let mismatch: SnapshotMismatch?
        do {
            mismatch = try SnapshotComparison.compare(
                expected: expected, actual: actual, format: format, name: name, tolerance: tolerance, layout: layout, scale: scale)
        } catch {
            mismatch = SnapshotMismatch(
                format: format, summary: "cannot compare with the golden: \(error)",
                artifacts: [SnapshotArtifact(suffix: "actual.\(format.fileExtension)", data: actual)])
        }
        if mode.records(exists: true, matches: mismatch == nil, listed: listed), expected != actual {
            try write(actual, to: path)
            return .rewritten(mismatch: mismatch)
        }
        return mismatch.map { .mismatched($0) } ?? .matched
    }

    /// Writes a golden atomically (`AtomicFile` makes its folder).
    private static func write(_ data: Data, to path: String) throws {
        try AtomicFile.write(data, to: path)
    }
}
