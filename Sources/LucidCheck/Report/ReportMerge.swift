import Foundation

/// The check results of several shards (`CheckResultFile`) as one: the summed summary,
/// one report.html and one JUnit document, descriptions in name order.
public struct ReportMerge {
    public var summary: CheckSummary
    public var goldenDirectory: String
    public var html: String
    public var junit: String
    /// Each description's text block that is not empty, in name order.
    public var text: String

    /// Merges `results`, each read from the folder in `directories` (same order), into a
    /// report written to `outputDirectory` (image links are rewritten to reach the
    /// shards' folders from there).
    public init(_ results: [CheckResultFile], directories: [String], outputDirectory: String) {
        summary = CheckSummary(adding: results.map(\.summary))
        goldenDirectory = results.first?.goldenDirectory ?? ""
        var entries: [(entry: CheckResultFile.Entry, links: String)] = []
        for (result, directory) in zip(results, directories) {
            let prefix = GoldenManifest.relativePath(of: directory, from: outputDirectory)
            for entry in result.descriptions { entries.append((entry, prefix == "" ? "" : prefix + "/")) }
        }
        entries.sort { $0.entry.name < $1.entry.name }
        let changes = results.flatMap(\.environmentChanges).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        html = HTMLReport(directory: outputDirectory).page(
            sections: entries.map { Self.relinked($0.entry.html, prefix: $0.links) },
            summaryLine: summary.line(goldenDirectory: goldenDirectory), environmentChanges: changes)
        junit = JUnitReport.document(testCases: entries.map(\.entry.junit), failures: summary.failed, errors: summary.inputErrors)
        text = entries.map(\.entry.text).joined()
    }

    /// `html` with each relative image link (`src="…"`) starting with `prefix`.
    public static func relinked(_ html: String, prefix: String) -> String {
        guard !prefix.isEmpty else { return html }
        var result = ""
        var rest = Substring(html)
        while let range = rest.range(of: "src=\"") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            if !rest.hasPrefix("file://") && !rest.hasPrefix("/") { result += prefix }
        }
        return result + rest
    }
}
