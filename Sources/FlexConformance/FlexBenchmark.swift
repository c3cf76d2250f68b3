import Foundation
import LucidLayout

/// Times repeated layouts of one tree (built once; every run clears the caches).
enum FlexBenchmark {
    /// Nanoseconds per run, after a few warm-up runs.
    static func measure(_ root: FlexNode, available: FlexAvailableSize, runs: Int) -> [UInt64] {
        var tree = FlexLayoutTree(root)
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
}
