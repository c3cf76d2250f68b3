import Foundation

/// When goldens are written instead of only compared, as swift-snapshot-testing's
/// record modes: `all` rewrites every golden, `missing` writes those that do not exist
/// yet, `failed` rewrites those that do not match, `never` only compares.
public enum RecordMode: String, CaseIterable, Sendable {
    case all, missing, failed, never

    /// The mode `LUCID_RECORD` names, else `never` when `CI` is set (a CI run must not
    /// quietly create its own goldens), else `missing`.
    /// - Throws: `RecordModeError` for a `LUCID_RECORD` that names no mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let value = environment["LUCID_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw RecordModeError(value: value) }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }

    /// Whether a golden in this state is (re)written: `exists` whether it is on disk,
    /// `matches` whether the new output equals it (ignored when it does not exist).
    public func records(exists: Bool, matches: Bool) -> Bool {
        switch self {
        case .all: true
        case .missing: !exists
        case .failed: !exists || !matches
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
