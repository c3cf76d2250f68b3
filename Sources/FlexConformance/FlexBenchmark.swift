import Foundation
import LucidCSS
import LucidDescription
import LucidLayout

/// Times repeated layouts of one tree (built once; every run clears the caches).
enum FlexBenchmark {
    /// Nanoseconds per run, after a few warm-up runs.
    static func measure(_ root: CSSNode, available: CSSAvailableSize, runs: Int, fastPaths: Bool = true) -> [UInt64] {
        var tree = CSSLayoutTree(root, fastPaths: fastPaths)
        for _ in 0..<3 { _ = tree.layout(in: available) }
        var timings: [UInt64] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = tree.layout(in: available)
            let end = DispatchTime.now().uptimeNanoseconds
            precondition(!result.frames.isEmpty)
            timings.append(end - start)
        }
        return timings
    }

    /// A digest of the exact (unrounded) frames and baselines of one layout, to check that an
    /// optimisation leaves every bit of the output unchanged (`FLEX_BENCH_DIGEST=1`).
    static func digest(_ root: CSSNode, available: CSSAvailableSize) -> String {
        var tree = CSSLayoutTree(root)
        let result = tree.layout(in: available)
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: Double) { h = (h ^ v.bitPattern) &* 0x100_0000_01b3 }
        for f in result.frames { mix(f.minX); mix(f.minY); mix(f.width); mix(f.height) }
        for b in result.baselines { mix(b ?? -12345.678) }
        if ProcessInfo.processInfo.environment["FLEX_BENCH_DIGEST"] == "full" {
            return zip(result.frames, result.baselines).enumerated().map { "\($0) \($1.0) \(String(describing: $1.1))" }.joined(separator: "\n")
        }
        return String(h, radix: 16)
    }
}

/// Times a test through a description file, phase by phase, as `lucid render` runs them:
/// parsing the YAML, building the layout tree, and laying it out on its canvas (each run
/// lays out a freshly built tree, so nothing measured by an earlier run is reused; a CSS
/// region prepares its engine tree at its first question, so that is in the layout).
/// Beside that layout it times what one process pays through the engine API: preparing the
/// same tree and laying it out once.
enum DescriptionBenchmark {
    struct Phases {
        var parse: UInt64
        var build: UInt64
        var layout: UInt64
        /// Preparing the engine tree and laying it out once, through the engine API.
        var prepareAndLayout: UInt64
    }

    static func measure(_ test: ConformanceCase, tree: CSSNode, runs: Int) throws -> Phases {
        let yaml = DescriptionWriter.yaml(test)
        let file = test.name + ".yaml"
        let builder = TreeBuilder(measurer: AhemMeasurer(), baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let description = try DescriptionParser.parse(yaml, file: file)
        let parse = try median(runs: runs) { _ = try DescriptionParser.parse(yaml, file: file) }
        let build = try median(runs: runs) { _ = try builder.build(description.root) }
        // Trees built ahead and every result kept until the end, so neither building nor
        // freeing is counted. The two ways take turns, so both meet the same state of memory
        // (each run's arrays are fresh pages, as in a process that lays out once).
        var layouts = try (0..<(runs + 1)).map { _ in try builder.build(description.root) }
        var laidOut: [(AnyLayout<DisplayItem>, Figure)] = []
        var prepared: [(CSSLayoutTree, CSSLayoutResult)] = []
        var layoutTimings: [UInt64] = [], engineTimings: [UInt64] = []
        for run in 0...max(1, runs) {
            var start = DispatchTime.now().uptimeNanoseconds
            var engineTree = CSSLayoutTree(tree)
            let result = engineTree.layout(in: test.viewport)
            let engine = DispatchTime.now().uptimeNanoseconds - start
            prepared.append((engineTree, result))
            let built = layouts.removeLast()
            start = DispatchTime.now().uptimeNanoseconds
            let figure = try builder.figure(description, laying: built)
            let layout = DispatchTime.now().uptimeNanoseconds - start
            laidOut.append((built, figure))
            if run > 0 { engineTimings.append(engine); layoutTimings.append(layout) }   // the first run warms up
        }
        return Phases(parse: parse, build: build, layout: layoutTimings.sorted()[layoutTimings.count / 2],
                      prepareAndLayout: engineTimings.sorted()[engineTimings.count / 2])
    }

    /// The median time of `runs` calls of `body`, after one untimed call.
    private static func median(runs: Int, _ body: () throws -> Void) throws -> UInt64 {
        try body()
        var timings: [UInt64] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            timings.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        return timings.sorted()[timings.count / 2]
    }
}
