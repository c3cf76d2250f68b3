import Foundation
import LucidLayout

// flex-conformance: runs the flexbox conformance suite (see Tests/Fixtures/flex-conformance).
//
//   flex-conformance [--baseline FILE] [--write-baseline FILE] [--verbose] DIR_OR_FILE...
//   flex-conformance --bench [--runs N] FILE...
//
// Positions and border-box sizes of every node are compared within 0.1, and so are the
// used track sizes of grid containers (resolved-rows/resolved-columns, unrounded); the
// expectations' scroll-width/scroll-height are not checked.

func usage() -> Never {
    FileHandle.standardError.write("usage: flex-conformance [--baseline FILE] [--write-baseline FILE] DIR_OR_FILE...\n       flex-conformance --bench [--runs N] FILE...\n".data(using: .utf8)!)
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var bench = false
var runs = 20
var baselinePath: String? = nil
var writeBaselinePath: String? = nil
var maxShown = Int.max
var paths: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--bench": bench = true
    case "--runs":
        guard let n = arguments.first.flatMap(Int.init) else { usage() }
        runs = n; arguments.removeFirst()
    case "--baseline":
        guard let p = arguments.first else { usage() }
        baselinePath = p; arguments.removeFirst()
    case "--write-baseline":
        guard let p = arguments.first else { usage() }
        writeBaselinePath = p; arguments.removeFirst()
    case "--max-failures":
        guard let n = arguments.first.flatMap(Int.init) else { usage() }
        maxShown = n; arguments.removeFirst()
    case "-h", "--help": usage()
    default: paths.append(argument)
    }
}
if paths.isEmpty { usage() }

/// Every `.xml` file under the given paths, sorted by name.
func collectFiles(_ paths: [String]) -> [URL] {
    var files: [URL] = []
    let fm = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write("no such file: \(path)\n".data(using: .utf8)!)
            exit(2)
        }
        if isDirectory.boolValue {
            let names = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            files += names.filter { $0.hasSuffix(".xml") }.sorted().map { URL(fileURLWithPath: path).appendingPathComponent($0) }
        } else {
            files.append(URL(fileURLWithPath: path))
        }
    }
    return files
}

let files = collectFiles(paths)

if bench {
    for file in files {
        guard let test = try? ConformanceCase(file: file) else { print("\(file.lastPathComponent) unreadable"); continue }
        let tree = TreeBuilder.node(test.input)
        if ProcessInfo.processInfo.environment["FLEX_BENCH_DIGEST"] != nil {
            print("\(file.lastPathComponent) \(FlexBenchmark.digest(tree, available: test.viewport))")
            continue
        }
        let timings = FlexBenchmark.measure(tree, available: test.viewport, runs: runs)
        let nodes = tree.nodeCount
        let median = timings.sorted()[timings.count / 2]
        print("\(test.name) nodes=\(nodes) median_ns_per_node=\(String(format: "%.1f", Double(median) / Double(nodes)))")
    }
    exit(0)
}

var passed: [String] = []
var failed: [String] = []
var skipped: [String: Int] = [:]
var shown = 0
for file in files {
    guard let test = try? ConformanceCase(file: file) else {
        failed.append(file.lastPathComponent)
        print("FAIL \(file.lastPathComponent): unreadable test file")
        continue
    }
    if let reason = test.unsupportedReason {
        skipped[reason, default: 0] += 1
        continue
    }
    let tree = TreeBuilder.node(test.input)
    let result = tree.layout(in: test.viewport, rounding: test.useRounding)
    guard let expected = test.expectations else {
        skipped["no expectations", default: 0] += 1
        continue
    }
    let differences = FrameComparison.differences(expected: expected, result: result, tolerance: 0.1)
    if differences.isEmpty {
        passed.append(test.name)
    } else {
        failed.append(test.name)
        if shown < maxShown {
            shown += 1
            print("FAIL \(test.name)")
            for line in differences.prefix(3) { print("  \(line)") }
            if differences.count > 3 { print("  … \(differences.count - 3) more differing nodes") }
        }
    }
}

var summary = "\(passed.count) passed, \(failed.count) failed"
let skippedCount = skipped.values.reduce(0, +)
if skippedCount > 0 {
    let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    summary += ", \(skippedCount) skipped (\(reasons))"
}

if let path = writeBaselinePath {
    try (passed.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
}

var exitCode: Int32 = failed.isEmpty ? 0 : 1
if let path = baselinePath {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write("cannot read baseline \(path)\n".data(using: .utf8)!)
        exit(2)
    }
    let expectedPassing = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    let regressions = failed.filter { expectedPassing.contains($0) }
    if !regressions.isEmpty {
        print("regressions against the baseline (\(regressions.count)): " + regressions.sorted().prefix(20).joined(separator: ", "))
    }
    exitCode = regressions.isEmpty ? 0 : 1
}
print(summary)
exit(exitCode)
