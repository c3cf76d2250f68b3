import Foundation

/// Size-only answers per node.
///
/// The flex algorithm asks each child for its size several times (flex base size, min-content
/// size, max-content contribution, hypothetical cross size…), and a child's answers spawn its
/// own children's questions; without a cache the work would multiply at every level of
/// nesting. The inputs a node is asked with form a small set (about a dozen distinct ones per
/// node in practice), so each node keeps all its answers: nothing is evicted, which keeps
/// layout linear in the number of nodes even for deep trees.
struct FlexLayoutCache {
    struct Key: Hashable {
        var known: OptSize
        var parent: OptSize
        var available: FlexAvailableSize
        var sizing: SizingMode
        var indefinite: IndefiniteAxes
    }

    private struct Entry {
        var key: Key
        var output: NodeOutput
        var hasBaseline: Bool
    }

    private var entries: [[Entry]]

    init(nodeCount: Int) {
        entries = Array(repeating: [], count: nodeCount)
    }

    func lookup(_ node: Int, _ key: Key, needsBaseline: Bool) -> NodeOutput? {
        for entry in entries[node] where entry.key == key && (entry.hasBaseline || !needsBaseline) {
            return entry.output
        }
        return nil
    }

    mutating func store(_ node: Int, _ key: Key, _ output: NodeOutput, hasBaseline: Bool) {
        if let i = entries[node].firstIndex(where: { $0.key == key }) {
            entries[node][i] = Entry(key: key, output: output, hasBaseline: hasBaseline)
        } else {
            entries[node].append(Entry(key: key, output: output, hasBaseline: hasBaseline))
        }
    }

    /// Forgets every answer (keeping the storage for the next layout).
    mutating func clear() {
        for i in entries.indices { entries[i].removeAll(keepingCapacity: true) }
    }
}
