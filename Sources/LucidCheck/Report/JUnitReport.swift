import Foundation
import LucidRender

/// A JUnit XML report (`lucid check --junit FILE`), which CI systems show as test
/// results: one test case per description, failing with its summary and details.
public enum JUnitReport {
    public static func xml(_ outcomes: [CheckOutcome], suiteName: String = "lucid check") -> String {
        let summary = CheckSummary(outcomes)
        return document(testCases: outcomes.map { testCase($0, suiteName: suiteName) }, failures: summary.failed, errors: summary.inputErrors, suiteName: suiteName)
    }

    /// The document holding `testCases` (each from `testCase`).
    public static func document(testCases: [String], failures: Int, errors: Int, suiteName: String = "lucid check") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites>\n<testsuite name=\"\(escape(suiteName))\" tests=\"\(testCases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
            + testCases.joined() + "</testsuite>\n</testsuites>\n"
    }

    /// One description's `<testcase>`. Shards keep these to merge them.
    public static func testCase(_ outcome: CheckOutcome, suiteName: String = "lucid check") -> String {
        let name = escape(outcome.target.name), file = escape(outcome.target.description)
        var xml = "<testcase classname=\"\(escape(suiteName))\" name=\"\(name)\" file=\"\(file)\">"
        if let diagnostics = outcome.diagnostics {
            let text = diagnostics.diagnostics.map(\.description).joined(separator: "\n")
            xml += "\n<error message=\"the description could not be read\">\(escape(text))</error>\n"
        } else if let error = outcome.renderError {
            xml += "\n<error message=\"the description could not be rendered\">\(escape(error))</error>\n"
        } else if outcome.failed {
            let report = TextReport().block(for: outcome)
            let first = outcome.formats.lazy.compactMap { format -> String? in
                switch format.status {
                case .missing(lost: false): "no golden \(format.goldenPath)"
                case .missing(lost: true): "lost golden \(format.goldenPath)"
                case let .mismatched(mismatch): mismatch.summary
                default: nil
                }
            }.first ?? "golden mismatch"
            xml += "\n<failure message=\"\(escape(first))\">\(escape(report))</failure>\n"
        }
        xml += "</testcase>\n"
        return xml
    }
}
