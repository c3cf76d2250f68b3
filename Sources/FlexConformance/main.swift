import Foundation
import LucidCSS
import LucidLayout

// flex-conformance: runs the flexbox conformance suite (see Tests/Fixtures/flex-conformance).
//
//   flex-conformance [--baseline FILE] [--write-baseline FILE] [--verbose] DIR_OR_FILE...
//   flex-conformance --bench [--runs N] FILE...
//   flex-conformance --check-fast-paths DIR_OR_FILE...
//   flex-conformance --via-description [--baseline FILE] DIR_OR_FILE...
//   flex-conformance --write-descriptions OUTDIR DIR_OR_FILE...
//
// `--via-description` lays every case out through a description file (DescriptionWriter,
// then the parse/build/layout code `lucid render` runs) instead of the engine's API;
// `--write-descriptions` writes those files (NAME.yaml) for timing or rendering with `lucid`.
//
// Positions and border-box sizes of every node are compared within 0.1, and so are the
// used track sizes of grid containers (resolved-rows/resolved-columns, unrounded); the
// expectations' scroll-width/scroll-height are not checked. The frames are compared as the
// browser reports them to the generators' script (`getBoundingClientRect()`, in single
// precision: `FrameComparison.reportedFrames`), which matters only past 2^20 px.

func usage() -> Never {
    FileHandle.standardError.write("usage: flex-conformance [--baseline FILE] [--write-baseline FILE] DIR_OR_FILE...\n       flex-conformance --bench [--runs N] FILE...\n".data(using: .utf8)!)
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var bench = false
var checkFastPaths = false
var viaDescription = false
var descriptionsFolder: String? = nil
var runs = 20
var baselinePath: String? = nil
var writeBaselinePath: String? = nil
var maxShown = Int.max
var paths: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--bench": bench = true
    case "--check-fast-paths": checkFastPaths = true
    case "--via-description": viaDescription = true
    case "--write-descriptions":
        guard let p = arguments.first else { usage() }
        descriptionsFolder = p; arguments.removeFirst()
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

let (files, missing) = ConformanceSuite.files(paths)
if let missing {
    FileHandle.standardError.write("no such file: \(missing)\n".data(using: .utf8)!)
    exit(2)
}

if bench {
    for file in files {
        guard let test = try? ConformanceCase(file: file) else { print("\(file.lastPathComponent) unreadable"); continue }
        let tree = CaseEngineTree.node(test.input)
        if ProcessInfo.processInfo.environment["FLEX_BENCH_DIGEST"] != nil {
            print("\(file.lastPathComponent) \(FlexBenchmark.digest(tree, available: test.viewport))")
            continue
        }
        let timings = FlexBenchmark.measure(tree, available: test.viewport, runs: runs)
        let nodes = tree.nodeCount
        let median = timings.sorted()[timings.count / 2]
        let perNode = { (ns: UInt64) in String(format: "%.1f", Double(ns) / Double(nodes)) }
        guard viaDescription else {
            print("\(test.name) nodes=\(nodes) median_ns_per_node=\(perNode(median))")
            continue
        }
        // The same tree through a description file, beside the engine API: laid out again
        // and again (as above), and prepared and laid out once, as one process does.
        do {
            let phases = try DescriptionBenchmark.measure(test, tree: tree, runs: runs)
            let first = phases.prepareAndLayout
            print("\(test.name) nodes=\(nodes) engine_ns_per_node=\(perNode(median)) prepare_and_layout=\(perNode(first)) description: parse=\(perNode(phases.parse)) build=\(perNode(phases.build)) layout=\(perNode(phases.layout)) ns/node, layout/prepare_and_layout=\(String(format: "%.2f", Double(phases.layout) / Double(first)))")
        } catch {
            print("\(test.name) nodes=\(nodes) engine_ns_per_node=\(perNode(median)) description: cannot be laid out (\(error))")
        }
    }
    exit(0)
}

if checkFastPaths {
    // Every file laid out twice, with the fast paths (remembered natural sizes, replayed
    // layouts) and without: the two must agree bit for bit (frames and baselines, unrounded).
    var agreeing = 0, differing = 0, replaying = 0
    for file in files {
        guard let test = try? ConformanceCase(file: file) else { continue }
        let tree = CaseEngineTree.node(test.input)
        var fast = CSSLayoutTree(tree)
        var plain = CSSLayoutTree(tree, fastPaths: false)
        replaying += fast.replayingContainerCount
        let a = fast.layout(in: test.viewport), b = plain.layout(in: test.viewport)
        let bits = { (r: CSSLayoutResult) in r.frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) } }
        let baselineBits = { (r: CSSLayoutResult) in r.baselines.map { $0?.bitPattern ?? 1 } }
        if bits(a) == bits(b) && baselineBits(a) == baselineBits(b) {
            agreeing += 1
        } else {
            differing += 1
            if differing <= maxShown {
                print("DIFFER \(test.name)")
                for (i, (x, y)) in zip(a.frames, b.frames).enumerated() where x != y || a.baselines[i] != b.baselines[i] {
                    print("  node \(i): fast paths \(x) baseline \(String(describing: a.baselines[i])), without \(y) baseline \(String(describing: b.baselines[i]))")
                    break
                }
            }
        }
    }
    print("fast paths: \(replaying) replaying containers in \(files.count) files")
    print("\(agreeing) passed, \(differing) failed")
    exit(differing == 0 ? 0 : 1)
}

if let folder = descriptionsFolder {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var written = 0, unwritable = 0
    for file in files {
        guard let test = try? ConformanceCase(file: file) else { continue }
        if test.unsupportedReason != nil || DescriptionWriter.unsupportedReason(test.input) != nil { unwritable += 1; continue }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(test.name + ".yaml")
        try DescriptionWriter.yaml(test).write(to: path, atomically: true, encoding: .utf8)
        written += 1
    }
    print("wrote \(written) descriptions to \(folder)\(unwritable > 0 ? " (\(unwritable) cases cannot be written)" : "")")
    exit(0)
}

let suite = ConformanceSuite.run(files, viaDescription: viaDescription)
for failure in suite.failed.prefix(maxShown) {
    print("FAIL \(failure.name)" + (failure.reason.map { ": \($0)" } ?? ""))
    for line in failure.lines { print("  \(line)") }
}

if let path = writeBaselinePath {
    try (suite.passed.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
}

var exitCode: Int32 = suite.failed.isEmpty ? 0 : 1
if let path = baselinePath {
    guard let expectedPassing = ConformanceSuite.baseline(path) else {
        FileHandle.standardError.write("cannot read baseline \(path)\n".data(using: .utf8)!)
        exit(2)
    }
    let regressions = suite.regressions(against: expectedPassing)
    if !regressions.isEmpty {
        print("regressions against the baseline (\(regressions.count)): " + regressions.prefix(20).joined(separator: ", "))
    }
    exitCode = regressions.isEmpty ? 0 : 1
}
print(suite.summary)
exit(exitCode)
