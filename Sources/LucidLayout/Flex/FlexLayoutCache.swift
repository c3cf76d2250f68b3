import Foundation

/// Size-only answers per node, kept in a flat array with a fixed number of slots per node.
///
/// The flex algorithm asks each child for its size several times (flex base size, min-content
/// size, hypothetical cross size…); with nested containers, re-asking without a cache would
/// multiply at every level. A handful of slots per node is enough because a parent asks a
/// child with few distinct inputs; when the slots are full the oldest answer is replaced.
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

    static let slotsPerNode = 8
    private var entries: [Entry?]
    private var next: [UInt8]

    init(nodeCount: Int) {
        entries = Array(repeating: nil, count: nodeCount * Self.slotsPerNode)
        next = Array(repeating: 0, count: nodeCount)
    }

    func lookup(_ node: Int, _ key: Key, needsBaseline: Bool) -> NodeOutput? {
        let base = node * Self.slotsPerNode
        for slot in base..<(base + Self.slotsPerNode) {
            guard let entry = entries[slot] else { return nil }
            if entry.key == key && (entry.hasBaseline || !needsBaseline) { return entry.output }
        }
        return nil
    }

    mutating func store(_ node: Int, _ key: Key, _ output: NodeOutput, hasBaseline: Bool) {
        let base = node * Self.slotsPerNode
        for slot in base..<(base + Self.slotsPerNode) {
            if entries[slot] == nil || entries[slot]!.key == key {
                entries[slot] = Entry(key: key, output: output, hasBaseline: hasBaseline)
                return
            }
        }
        let slot = base + Int(next[node])
        entries[slot] = Entry(key: key, output: output, hasBaseline: hasBaseline)
        next[node] = UInt8((Int(next[node]) + 1) % Self.slotsPerNode)
    }

    mutating func clear() {
        for i in entries.indices { entries[i] = nil }
        for i in next.indices { next[i] = 0 }
    }
}
