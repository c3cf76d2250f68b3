import Foundation

/// When goldens are written instead of only compared, as swift-snapshot-testing's and
/// Playwright's record modes: `all` rewrites every golden; `missing` writes those that do
/// not exist, lost ones included; `new` writes only the goldens the manifest
/// (`GoldenManifest`) does not list yet, so a listed golden that is gone fails instead of
/// coming back unnoticed; `changed` rewrites those that fail the comparison (and writes
/// missing ones), leaving a golden that differs only within the tolerance byte for byte as
/// it was; `failed` is its older name; `never` only compares.
public enum RecordMode: String, CaseIterable, Sendable {
    // (New modes go last: a build that did not recompile a dependent module read the
    // cases by position, and took `never` for the mode inserted before it.)
    case all, missing, failed, never, new, changed

    /// The mode `LUCID_RECORD` names, else `never` when `CI` is set (a CI run must not
    /// quietly create its own goldens), else `new`.
    /// - Throws: `RecordModeError` for a `LUCID_RECORD` that names no mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let value = environment["LUCID_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw RecordModeError(value: value) }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .new
    }

    /// Whether a golden in this state is (re)written: `exists` whether it is on disk,
    /// `matches` whether the new output passes the comparison with it (ignored when it does
    /// not exist), `listed` whether the manifest lists it.
    public func records(exists: Bool, matches: Bool, listed: Bool = false) -> Bool {
        switch self {
        case .all: true
        case .missing: !exists
        case .new: !exists && !listed
        case .changed, .failed: !exists || !matches
        case .never: false
        }
    }
}

/// `LUCID_RECORD` set to something that is not a record mode.
public struct RecordModeError: Error, CustomStringConvertible {
    public var value: String
    public var description: String {
        "LUCID_RECORD is '\(value)'; expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
