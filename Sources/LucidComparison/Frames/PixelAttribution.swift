import Foundation

/// Which nodes the differing pixels of a PNG mismatch fall in, so a report can say where a
/// picture changed in the figure's own terms ("step: 2301 px") even when no frame moved.
///
/// Each differing pixel goes to the node drawn last (the deepest, or the topmost of
/// overlapping siblings) whose frame, in the `.frames` tree, holds the pixel's centre:
/// the last such node in the file's pre-order. Pixels that no node holds count for the
/// page.
public enum PixelAttribution {
    /// The nodes holding the pixels at `indices` (`y × width + x`) of an image `width`
    /// pixels wide drawn at `scale` pixels per point, most pixels first (then by path).
    public static func nodes(holding indices: [Int], width: Int, scale: Double, in frames: FramesTree) -> [(path: String, pixels: Int)] {
        guard width > 0, scale > 0 else { return [] }
        var counts: [String: Int] = [:]
        for index in indices {
            let x = (Double(index % width) + 0.5) / scale, y = (Double(index / width) + 0.5) / scale
            let node = frames.nodes.lastIndex { node in
                let f = node.frame
                return x >= f[0] && x < f[0] + f[2] && y >= f[1] && y < f[1] + f[3]
            }
            counts[node.map { frames.nodes[$0].path } ?? "page", default: 0] += 1
        }
        return counts.map { (path: $0.key, pixels: $0.value) }
            .sorted { $0.pixels != $1.pixels ? $0.pixels > $1.pixels : $0.path < $1.path }
    }

    /// "step 2301 px, title 12 px": the first `limit` nodes, and how many more there are.
    public static func summary(_ nodes: [(path: String, pixels: Int)], limit: Int = 5) -> String {
        var text = nodes.prefix(limit).map { "\($0.path) \($0.pixels) px" }.joined(separator: ", ")
        if nodes.count > limit { text += ", and \(nodes.count - limit) more node\(nodes.count - limit == 1 ? "" : "s")" }
        return text
    }
}
