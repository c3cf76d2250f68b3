import Foundation
import LucidCSS

/// Runs conformance cases and sorts them into passed, failed and skipped: what the
/// `flex-conformance` runner prints and `swift test` (ConformanceTests) asserts, from one
/// loop.
struct ConformanceSuite {
    /// One failed case: why, when it could not be laid out at all, and the first lines
    /// of what differs or what was reported.
    struct Failure {
        var name: String
        var reason: String?
        var lines: [String] = []
    }

    var passed: [String] = []
    var failed: [Failure] = []
    /// Skipped cases by reason.
    var skipped: [String: Int] = [:]

    /// Every `.xml` file under the given paths (folders are not searched recursively),
    /// sorted by name; nil names a path that does not exist.
    static func files(_ paths: [String]) -> (files: [URL], missing: String?) {
        var files: [URL] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { return (files, path) }
            if isDirectory.boolValue {
                let names = (try? fm.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".xml") }.sorted().map { URL(fileURLWithPath: path).appendingPathComponent($0) }
            } else {
                files.append(URL(fileURLWithPath: path))
            }
        }
        return (files, nil)
    }

    /// Lays every case out, through the engine's API or (`viaDescription`) through a
    /// description file as `lucid render` reads it, and compares the frames with the
    /// browser's within 0.1 (and grid tracks, through the engine).
    static func run(_ files: [URL], viaDescription: Bool) -> ConformanceSuite {
        var suite = ConformanceSuite()
        for file in files {
            guard let test = try? ConformanceCase(file: file) else {
                suite.failed.append(Failure(name: file.lastPathComponent, reason: "unreadable test file"))
                continue
            }
            if let reason = test.unsupportedReason {
                suite.skipped[reason, default: 0] += 1
                continue
            }
            let result: CSSLayoutResult
            if viaDescription {
                if let reason = DescriptionWriter.unsupportedReason(test.input) {
                    suite.skipped[reason, default: 0] += 1
                    continue
                }
                switch DescriptionRun.run(test) {
                case let .laidOut(laidOut):
                    result = laidOut
                case let .rejected(problems):
                    suite.failed.append(Failure(name: test.name, reason: "the description was rejected", lines: Array(problems.prefix(3))))
                    continue
                }
            } else {
                result = CaseEngineTree.root(test).layout(in: test.viewport, rounding: test.useRounding)
            }
            guard let expected = test.expectations else {
                suite.skipped["no expectations", default: 0] += 1
                continue
            }
            let differences = FrameComparison.differences(expected: expected, result: result, tolerance: 0.1, checksTracks: !viaDescription)
            if differences.isEmpty {
                suite.passed.append(test.name)
            } else {
                var lines = Array(differences.prefix(3))
                if differences.count > 3 { lines.append("… \(differences.count - 3) more differing nodes") }
                suite.failed.append(Failure(name: test.name, reason: nil, lines: lines))
            }
        }
        return suite
    }

    /// The names a baseline file lists (one per line), or nil when it cannot be read.
    static func baseline(_ path: String) -> Set<String>? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    /// The failed cases a baseline lists as passing.
    func regressions(against baseline: Set<String>) -> [String] {
        failed.map(\.name).filter { baseline.contains($0) }.sorted()
    }

    /// "N passed, N failed[, N skipped (reason: n, …)]".
    var summary: String {
        var summary = "\(passed.count) passed, \(failed.count) failed"
        let skippedCount = skipped.values.reduce(0, +)
        if skippedCount > 0 {
            let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            summary += ", \(skippedCount) skipped (\(reasons))"
        }
        return summary
    }
}
