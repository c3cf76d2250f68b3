import Foundation
import LucidLayout

// flex-conformance: runs the flexbox conformance suite (see Tests/Fixtures/flex-conformance).
//
//   flex-conformance [--baseline FILE] [--write-baseline FILE] [--verbose] DIR_OR_FILE...
//   flex-conformance --bench [--runs N] FILE...
//   flex-conformance --check-simple-path DIR_OR_FILE...
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
var checkSimplePath = false
var runs = 20
var baselinePath: String? = nil
var writeBaselinePath: String? = nil
var maxShown = Int.max
var paths: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--bench": bench = true
    case "--check-simple-path": checkSimplePath = true
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

if checkSimplePath {
    // Every file laid out twice, with the simple-container pass and with the general algorithm
    // only: the two must agree bit for bit (frames and baselines, unrounded).
    var agreeing = 0, differing = 0, simpleContainers = 0
    for file in files {
        guard let test = try? ConformanceCase(file: file) else { continue }
        let tree = TreeBuilder.node(test.input)
        var simple = FlexLayoutTree(tree)
        var general = FlexLayoutTree(tree, simplePath: false)
        simpleContainers += simple.simpleContainerCount
        let a = simple.layout(in: test.viewport), b = general.layout(in: test.viewport)
        let bits = { (r: FlexLayoutResult) in r.frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) } }
        let baselineBits = { (r: FlexLayoutResult) in r.baselines.map { $0?.bitPattern ?? 1 } }
        if bits(a) == bits(b) && baselineBits(a) == baselineBits(b) {
            agreeing += 1
        } else {
            differing += 1
            if differing <= maxShown {
                print("DIFFER \(test.name)")
                for (i, (x, y)) in zip(a.frames, b.frames).enumerated() where x != y || a.baselines[i] != b.baselines[i] {
                    print("  node \(i): simple \(x) baseline \(String(describing: a.baselines[i])), general \(y) baseline \(String(describing: b.baselines[i]))")
                    break
                }
            }
        }
    }
    print("simple path: \(simpleContainers) simple containers in \(files.count) files")
    print("\(agreeing) passed, \(differing) failed")
    exit(differing == 0 ? 0 : 1)
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
