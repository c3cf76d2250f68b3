import Foundation

/// The counts a check run ends with, and its exit status.
public struct CheckSummary: Codable, Equatable, Sendable {
    public var passed = 0
    public var failed = 0
    public var recorded = 0
    public var inputErrors = 0
    /// Goldens compared (or recorded), over all formats.
    public var goldens = 0
    /// Descriptions gone whose goldens are still listed, and whether that fails the run
    /// (`--strict`).
    public var obsolete = 0
    public var obsoleteFails = false
    /// Files of definitions only (no `layout`), checked and skipped.
    public var definitions = 0

    /// The sum of several summaries (shards of one suite).
    public init(adding summaries: [CheckSummary]) {
        for summary in summaries {
            passed += summary.passed
            failed += summary.failed
            recorded += summary.recorded
            inputErrors += summary.inputErrors
            goldens += summary.goldens
            obsolete += summary.obsolete
            obsoleteFails = obsoleteFails || summary.obsoleteFails
            definitions += summary.definitions
        }
    }

    public init(_ outcomes: [CheckOutcome]) {
        for outcome in outcomes {
            goldens += outcome.formats.count
            if outcome.isDefinitions { definitions += 1 }
            else if outcome.isInputError { inputErrors += 1 }
            else if outcome.failed { failed += 1 }
            else if outcome.recorded { recorded += 1 }
            else { passed += 1 }
        }
    }

    /// 2 when a description could not be read or rendered, else 1 when a golden is
    /// missing, lost or does not match (or obsolete, when that fails), else 0.
    public var exitStatus: Int32 { inputErrors > 0 ? 2 : failed > 0 || (obsoleteFails && obsolete > 0) ? 1 : 0 }

    /// "3 passed, 1 failed, 1 recorded, 1 unreadable (17 goldens in Output/)": zero
    /// counts other than passed and failed left out.
    public func line(goldenDirectory: String) -> String {
        var parts = ["\(passed) passed", "\(failed) failed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if inputErrors > 0 { parts.append("\(inputErrors) unreadable") }
        if obsolete > 0 { parts.append("\(obsolete) obsolete") }
        if definitions > 0 { parts.append("\(definitions) shared file\(definitions == 1 ? "" : "s") of definitions") }
        return parts.joined(separator: ", ") + " (\(goldens) golden\(goldens == 1 ? "" : "s") in \(goldenDirectory))"
    }
}
