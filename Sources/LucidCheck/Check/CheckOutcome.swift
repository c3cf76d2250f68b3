import Foundation
import LucidDescription
import LucidRender
import LucidComparison

/// What became of one format's golden.
public enum GoldenStatus: Sendable {
    /// The new output equals the golden (or matches it within the tolerance).
    case matched
    /// There is no golden, and the record mode did not allow writing one: a failure.
    /// `lost`: the manifest lists the golden, so it was there and is gone.
    case missing(lost: Bool)
    /// The new output differs from the golden: a failure.
    case mismatched(SnapshotMismatch)
    /// The golden was written: it was missing, or rewritten (`mismatch` says how the old
    /// one differed, when it did).
    case recorded(mismatch: SnapshotMismatch?)
}

/// One format's result, with the files written for people to look at.
public struct FormatOutcome: Sendable {
    public var format: OutputFormat
    public var goldenPath: String
    public var status: GoldenStatus
    /// Artifacts written for a mismatch: what each is ("actual.png") and where.
    public var artifacts: [(suffix: String, path: String)]

    public var failed: Bool {
        switch status {
        case .missing, .mismatched: true
        case .matched, .recorded: false
        }
    }
}

/// Everything `lucid check` found for one description.
public struct CheckOutcome: Sendable {
    public var target: GoldenTarget
    /// The description's problems, when it could not be read or built (an input error).
    public var diagnostics: DiagnosticList?
    /// A render that failed after the description was read.
    public var renderError: String?
    /// The file only defines styles, components or themes for others (no `layout`): it
    /// was checked, and has no goldens.
    public var isDefinitions = false
    /// Nodes that moved or resized against the golden frames (`FramesDiff`).
    public var structuralChanges: [String] = []
    public var formats: [FormatOutcome] = []

    /// The formats that have a golden after the check (matched, differing or recorded).
    public var formatsWithGoldens: [OutputFormat] {
        formats.compactMap { if case .missing = $0.status { nil } else { $0.format } }
    }

    public init(target: GoldenTarget) {
        self.target = target
    }

    /// The description or its render was unusable.
    public var isInputError: Bool { diagnostics != nil || renderError != nil }
    /// A golden is missing or does not match.
    public var failed: Bool { formats.contains { $0.failed } }
    /// Some golden was written.
    public var recorded: Bool {
        formats.contains { if case .recorded = $0.status { true } else { false } }
    }
}
