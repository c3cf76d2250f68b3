import Foundation
import LucidRender

/// How the layout of a new render differs from its golden's, node by node, in words:
///
///     page: height 400 → 420
///     dream-2/text: x 55 → 57, width 90 → 88
///     dream-4/crusty: removed (was at 10, 20, size 90 × 44)
///
/// Nodes are matched by their `FramesTree` path. This is reported before any pixel
/// counts, since a moved node explains a changed picture better than the pixels do.
public enum FramesDiff {
    /// One line per node that moved, resized, changed kind, appeared or disappeared, in
    /// the golden's order (new nodes where they appear); empty when the layouts agree.
    public static func changes(expected: String, actual: String) -> [String] {
        let old = FramesTree(expected), new = FramesTree(actual)
        var lines: [String] = []
        if old.page != new.page, old.page.count == 2, new.page.count == 2 {
            lines.append("page: " + describe(old.page, new.page, names: ["width", "height"]))
        }
        let newByPath = Dictionary(new.nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let oldPaths = Set(old.nodes.map(\.path))
        for node in old.nodes {
            guard let moved = newByPath[node.path] else {
                lines.append("\(node.path): removed (was \(place(node.frame)))")
                continue
            }
            var parts: [String] = []
            if moved.kind != node.kind { parts.append("kind \(node.kind) → \(moved.kind)") }
            if moved.frame != node.frame {
                parts.append(describe(node.frame, moved.frame, names: ["x", "y", "width", "height"]))
            }
            if !parts.isEmpty { lines.append("\(node.path): " + parts.joined(separator: ", ")) }
        }
        for node in new.nodes where !oldPaths.contains(node.path) {
            lines.append("\(node.path): added (\(node.kind) at \(place(node.frame)))")
        }
        return lines
    }

    /// "x 55 → 57, width 90 → 88": the components that changed.
    private static func describe(_ old: [Double], _ new: [Double], names: [String]) -> String {
        zip(names.indices, names).compactMap { index, name in
            old[index] == new[index] ? nil : "\(name) \(number(old[index])) → \(number(new[index]))"
        }.joined(separator: ", ")
    }

    private static func place(_ frame: [Double]) -> String {
        "\(number(frame[0])), \(number(frame[1])), size \(number(frame[2])) × \(number(frame[3]))"
    }

    private static func number(_ value: Double) -> String { FramesRenderer.number(CGFloat(value)) }
}
