import Foundation
import LucidComparison

/// Why a snapshot assertion fails, with the message it reports and what it wrote.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    public enum Kind: Hashable, Sendable {
        /// There was no golden. `recorded` says whether one was written (every record
        /// mode but `never`); the assertion fails either way, so a run that creates
        /// goldens never passes unnoticed.
        case missing
        /// The output differs from the golden (`mismatch` says how); with record mode
        /// `failed` or `all` the golden was rewritten.
        case mismatch
        /// Record mode `all` rewrote a golden the output matched.
        case recordedAll
        /// The snapshot could not be rendered, the golden read or written, or the record
        /// mode read from `LUCID_RECORD`.
        case error
    }

    public var kind: Kind
    /// What the assertion reports: what happened, the golden's path, the comparison's
    /// summary and unified diff, the artifacts' paths, and what to do next.
    public var message: String
    public var golden: URL
    /// Whether the golden was written (created or replaced, atomically).
    public var recorded: Bool
    /// How the output differs, for `.mismatch`.
    public var mismatch: SnapshotMismatch?
    /// The files written for people to look at: the actual output, diff images, the diff.
    public var artifacts: [URL]

    public init(
        kind: Kind, message: String, golden: URL, recorded: Bool = false,
        mismatch: SnapshotMismatch? = nil, artifacts: [URL] = []
    ) {
        self.kind = kind
        self.message = message
        self.golden = golden
        self.recorded = recorded
        self.mismatch = mismatch
        self.artifacts = artifacts
    }

    public var description: String { message }
}
