import Foundation

/// What one `lucid check` run found, as JSON (`lucid-check.json` beside its report.html):
/// the summary and, per description, its state and its parts of the text, HTML and JUnit
/// reports, so the runs of several shards can be merged into one report
/// (`lucid report merge`) on a machine that has none of the descriptions.
public struct CheckResultFile: Codable, Equatable, Sendable {
    public static let fileName = "lucid-check.json"

    /// One description's result.
    public struct Entry: Codable, Equatable, Sendable {
        public var name: String
        public var description: String
        /// passed, failed, recorded, unreadable or definitions.
        public var state: String
        /// Its block of the text report ("" when it passed).
        public var text: String
        /// Its section of report.html ("" when it passed), image links relative to the
        /// folder the file is in.
        public var html: String
        /// Its JUnit `<testcase>`.
        public var junit: String
        /// For a failure: the goldens accepting it writes, each from the new output written
        /// as an artifact (paths as the check was given them).
        public var accepts: [Acceptance] = []
    }

    /// A golden that accepting a failure writes, and the new output it is written from.
    public struct Acceptance: Codable, Equatable, Sendable {
        public var golden: String
        public var actual: String
        /// The format's file extension (`png`, `frames`…), for the manifest.
        public var format: String
    }

    public var goldenDirectory: String
    /// The shard the run checked ("2/3"), nil for a whole suite.
    public var shard: String?
    public var environmentChanges: [String]
    public var summary: CheckSummary
    public var descriptions: [Entry]

    /// The result of a run with `outcomes`, its report written to `reportDirectory`.
    public init(outcomes: [CheckOutcome], summary: CheckSummary, goldenDirectory: String, shard: CheckShard?,
                environmentChanges: [String], reportDirectory: String) {
        let html = HTMLReport(directory: reportDirectory)
        self.goldenDirectory = goldenDirectory
        self.shard = shard?.description
        self.environmentChanges = environmentChanges
        self.summary = summary
        descriptions = outcomes.map { outcome in
            let state = outcome.isDefinitions ? "definitions" : outcome.isInputError ? "unreadable"
                : outcome.failed ? "failed" : outcome.recorded ? "recorded" : "passed"
            let accepts = outcome.formats.filter(\.failed).compactMap { format -> Acceptance? in
                let suffix = "actual.\(format.format.fileExtension)"
                return format.artifacts.first { $0.suffix == suffix }.map {
                    Acceptance(golden: format.goldenPath, actual: $0.path, format: format.format.fileExtension)
                }
            }
            return Entry(name: outcome.target.name, description: outcome.target.description, state: state,
                         text: TextReport().block(for: outcome), html: html.section(for: outcome), junit: JUnitReport.testCase(outcome),
                         accepts: accepts)
        }
    }

    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The result in `directory`.
    /// - Throws: `CheckResultFileError` when there is none or it cannot be read.
    public static func load(from directory: String) throws -> CheckResultFile {
        let path = directory + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckResultFileError(description: "\(path): no check result (run 'lucid check --artifacts \(directory)' first)")
        }
        do {
            return try JSONDecoder().decode(CheckResultFile.self, from: data)
        } catch {
            throw CheckResultFileError(description: "\(path): not a check result (\(error))")
        }
    }
}

/// A check result that cannot be read.
public struct CheckResultFileError: Error, CustomStringConvertible {
    public var description: String
}
