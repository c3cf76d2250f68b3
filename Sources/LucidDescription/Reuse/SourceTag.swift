import Yams

/// Marks the nodes of an included file with that file's path, so a diagnostic inside
/// an included component names the right file.
///
/// Yams marks carry only a line and a column; the YAML tag is the one per-node field
/// that survives copying and that the format does not otherwise use (values are read
/// from their text, never from their tags).
enum SourceTag {
    private static let prefix = "tag:lucid,2026:file:"

    /// A copy of `node` with every node in it tagged as coming from `file`; nil when
    /// that would visit more than `budget` nodes (aliases count at each use), which
    /// is decreased by the nodes visited.
    static func tagging(_ node: Yams.Node, file: String, budget: inout Int) -> Yams.Node? {
        let tag = Tag(Tag.Name(rawValue: prefix + file))
        var remaining = budget
        func copy(_ node: Yams.Node) -> Yams.Node {
            remaining -= 1
            guard remaining >= 0 else { return node }
            switch node {
            case let .scalar(scalar):
                return .scalar(.init(scalar.string, tag, scalar.style, scalar.mark))
            case let .mapping(mapping):
                return .mapping(.init(mapping.map { (copy($0.key), copy($0.value)) }, tag, mapping.style, mapping.mark))
            case let .sequence(sequence):
                return .sequence(.init(sequence.map(copy), tag, sequence.style, sequence.mark))
            case .alias:
                return node
            }
        }
        let result = copy(node)
        budget = remaining
        return remaining >= 0 ? result : nil
    }

    /// The file a node was tagged with, if it came from an included file.
    static func file(of node: Yams.Node) -> String? {
        let name = node.tag.rawValue
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
    }
}
