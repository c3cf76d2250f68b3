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

    /// Nanoseconds of preparing a tree (flattening it into the engine's arrays) and laying it
    /// out once: what one `lucid render` pays, where `measure` times a tree laid out again and
    /// again, prepared once, its buffers and item templates already made.
    static func measureFirstLayouts(_ root: CSSNode, available: CSSAvailableSize, runs: Int) -> [UInt64] {
        var results: [(CSSLayoutTree, CSSLayoutResult)] = []
        var timings: [UInt64] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            var tree = CSSLayoutTree(root)
            let result = tree.layout(in: available)
            timings.append(DispatchTime.now().uptimeNanoseconds - start)
            results.append((tree, result))   // freed after the timing
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
enum DescriptionBenchmark {
    struct Phases {
        var parse: UInt64
        var build: UInt64
        var layout: UInt64
    }

    static func measure(_ test: ConformanceCase, runs: Int) throws -> Phases {
        let yaml = DescriptionWriter.yaml(test)
        let file = test.name + ".yaml"
        let builder = TreeBuilder(measurer: AhemMeasurer(), baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let description = try DescriptionParser.parse(yaml, file: file)
        let parse = try median(runs: runs) { _ = try DescriptionParser.parse(yaml, file: file) }
        let build = try median(runs: runs) { _ = try builder.build(description.root) }
        // Trees built ahead and freed after the timing, so neither is counted as layout.
        var layouts = try (0..<(runs + 1)).map { _ in try builder.build(description.root) }
        var laidOut: [(AnyLayout<DisplayItem>, Figure)] = []
        let layout = try median(runs: runs) {
            let built = layouts.removeLast()
            laidOut.append((built, try builder.figure(description, laying: built)))
        }
        return Phases(parse: parse, build: build, layout: layout)
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
