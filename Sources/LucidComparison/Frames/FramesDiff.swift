import Foundation
import LucidRender

/// How the layout of a new render differs from its golden's, node by node, in words:
///
///     page: height 400 → 420
///     dream-2/text: x 55 → 57, width 90 → 88
///     dream-4/crusty: removed (was at 10, 20, size 90 × 44)
///     card: fill #fdf0d5 → #fde2b0
///     title: text "Lucid" → "Lucent"
///
/// Nodes are matched by their `FramesTree` path. A node that only moved, by exactly as
/// much as its parent did, is not listed: its parent's line says how many moved with it.
/// This is reported before any pixel counts, since a moved node explains a changed
/// picture better than the pixels do.
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
        // Per golden node: how it moved (nil when unchanged or gone), and the line it is
        // reported on (its own, or the ancestor's it moved with).
        var moves: [(dx: Double, dy: Double)?] = Array(repeating: nil, count: old.nodes.count)
        var reportedOn: [Int?] = Array(repeating: nil, count: old.nodes.count)
        var carried: [Int: Int] = [:]  // line index → nodes that moved with it
        // An unnamed modifier (`frame`, `padding`…) that changed exactly as the node just
        // inside it is not reported: the node is, by its own name, and so are the nodes
        // that moved with it.
        var transparent = Array(repeating: false, count: old.nodes.count)
        for (index, node) in old.nodes.enumerated() where Self.isUnnamedModifier(node) {
            let inner = index + 1
            guard inner < old.nodes.count, old.nodes[inner].parent == index, old.nodes[inner].frame == node.frame,
                  let now = newByPath[node.path], let innerNow = newByPath[old.nodes[inner].path], innerNow.frame == now.frame,
                  now.kind == node.kind, now.paint == node.paint else { continue }
            transparent[index] = true
        }
        for (index, node) in old.nodes.enumerated() {
            if transparent[index] { continue }
            guard let moved = newByPath[node.path] else {
                lines.append("\(node.path): removed (was \(place(node.frame)))")
                continue
            }
            let paintChanges = describePaint(node.paint, moved.paint)
            guard moved.frame != node.frame || moved.kind != node.kind || !paintChanges.isEmpty else { continue }
            let move = (dx: moved.frame[0] - node.frame[0], dy: moved.frame[1] - node.frame[1])
            let onlyMoved = moved.kind == node.kind && moved.frame[2] == node.frame[2] && moved.frame[3] == node.frame[3]
                && paintChanges.isEmpty
            moves[index] = onlyMoved ? move : nil
            var reporting = node.parent
            while let parent = reporting, transparent[parent] { reporting = old.nodes[parent].parent }
            if onlyMoved, let parent = reporting, let parentMove = moves[parent], let line = reportedOn[parent],
               parentMove.dx == move.dx, parentMove.dy == move.dy {
                reportedOn[index] = line
                carried[line, default: 0] += 1
                continue
            }
            var parts: [String] = []
            if moved.kind != node.kind { parts.append("kind \(node.kind) → \(moved.kind)") }
            if moved.frame != node.frame {
                parts.append(describe(node.frame, moved.frame, names: ["x", "y", "width", "height"]))
            }
            parts += paintChanges
            reportedOn[index] = lines.count
            lines.append("\(node.path): " + parts.joined(separator: ", "))
        }
        for (line, count) in carried {
            lines[line] += " (\(count) node\(count == 1 ? "" : "s") inside moved with it)"
        }
        for node in new.nodes where !oldPaths.contains(node.path) {
            lines.append("\(node.path): added (\(node.kind) at \(place(node.frame)))")
        }
        return lines
    }

    /// The kinds the frames dump gives the modifiers around a node.
    static let modifierKinds: Set<String> = ["frame", "padding", "background", "overlay", "aspectRatio", "fixedSize"]

    /// Whether a node is a modifier without a name of its own (its path ends in its kind).
    private static func isUnnamedModifier(_ node: FramesTree.Node) -> Bool {
        modifierKinds.contains(node.kind) && (node.path == node.kind || node.path.hasSuffix("/" + node.kind))
    }

    /// "x 55 → 57, width 90 → 88": the components that changed.
    private static func describe(_ old: [Double], _ new: [Double], names: [String]) -> String {
        zip(names.indices, names).compactMap { index, name in
            old[index] == new[index] ? nil : "\(name) \(number(old[index])) → \(number(new[index]))"
        }.joined(separator: ", ")
    }

    /// "fill #fdf0d5 → #fde2b0", "stroke #000000 1 removed", "radius 6 added": the fields
    /// of each drawing that changed, matched by their key (the first word); a drawing of
    /// another kind, or another number of drawings, is shown whole.
    private static func describePaint(_ old: [[String]], _ new: [[String]]) -> [String] {
        guard old != new else { return [] }
        func whole(_ paint: [[String]]) -> String {
            paint.isEmpty ? "nothing" : "[" + paint.map { $0.joined(separator: ", ") }.joined(separator: "; ") + "]"
        }
        func key(_ field: String) -> String { String(field.prefix { $0 != " " }) }
        guard old.count == new.count, zip(old, new).allSatisfy({ key($0.first ?? "") == key($1.first ?? "") }) else {
            return ["paint \(whole(old)) → \(whole(new))"]
        }
        var changes: [String] = []
        for (before, after) in zip(old, new) where before != after {
            let afterByKey = Dictionary(after.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
            let beforeKeys = Set(before.map(key))
            for field in before {
                guard let now = afterByKey[key(field)] else { changes.append("\(field) removed"); continue }
                if now != field { changes.append("\(key(field)) \(field.dropFirst(key(field).count + 1)) → \(now.dropFirst(key(now).count + 1))") }
            }
            for field in after where !beforeKeys.contains(key(field)) { changes.append("\(field) added") }
        }
        return changes
    }

    private static func place(_ frame: [Double]) -> String {
        "\(number(frame[0])), \(number(frame[1])), size \(number(frame[2])) × \(number(frame[3]))"
    }

    private static func number(_ value: Double) -> String { FramesRenderer.number(CGFloat(value)) }
}
