import Foundation
import LucidLayout

/// Times repeated layouts of one tree (built once; every run clears the caches).
enum FlexBenchmark {
    /// Nanoseconds per run, after a few warm-up runs.
    static func measure(_ root: FlexNode, available: FlexAvailableSize, runs: Int, simplePath: Bool = true) -> [UInt64] {
        var tree = FlexLayoutTree(root, simplePath: simplePath)
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
    static func digest(_ root: FlexNode, available: FlexAvailableSize) -> String {
        var tree = FlexLayoutTree(root)
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
