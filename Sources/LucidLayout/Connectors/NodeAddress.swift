/// Which named node a connector end means: a name, or a path of names
/// (`card-1/title`) read as "the node named `title` inside the node named `card-1`",
/// so nodes named alike inside several uses of one component can be told apart.
/// Each name of a path is matched by some node enclosing the next (not necessarily
/// its parent), the last by the node itself.
public struct NodeAddress: Hashable, Sendable, CustomStringConvertible {
    /// The names, outermost first; never empty.
    public var names: [String]

    public init(names: [String]) {
        precondition(!names.isEmpty, "an address names at least one node")
        self.names = names
    }

    /// The address as written: `a/b`; nil when a part is empty (`a//b`, `/a`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        self.init(names: parts)
    }

    public var description: String { names.joined(separator: "/") }

    /// The indices of the nodes this address means in a tree given in pre-order as each
    /// node's name and depth (the root at 0, children one deeper than their parent), first
    /// to last. (To look up many addresses in one tree, make its `Index` once.)
    public func matches(in nodes: [(name: String?, depth: Int)]) -> [Int] {
        Index(nodes).matches(self)
    }

    /// A tree's named nodes by name, with each node's parent: an address is looked up
    /// among the nodes of its last name only, each checked by walking up its ancestors, so
    /// a figure's connectors cost what their names' nodes do, not the whole tree each.
    public struct Index {
        private let names: [String?]
        private let parents: [Int]
        private let byName: [String: [Int]]

        /// The index of a tree given in pre-order as each node's name and depth.
        public init(_ nodes: [(name: String?, depth: Int)]) {
            var parents = [Int](repeating: -1, count: nodes.count)
            var byName: [String: [Int]] = [:]
            // The nodes enclosing the current one, innermost last.
            var open: [Int] = []
            for (index, node) in nodes.enumerated() {
                while let last = open.last, nodes[last].depth >= node.depth { open.removeLast() }
                parents[index] = open.last ?? -1
                if let name = node.name { byName[name, default: []].append(index) }
                open.append(index)
            }
            self.names = nodes.map(\.name)
            self.parents = parents
            self.byName = byName
        }

        /// The nodes `address` means, first to last: those named its last name whose
        /// enclosing nodes hold its other names in order, outermost first.
        public func matches(_ address: NodeAddress) -> [Int] {
            let outer = address.names.dropLast()
            return (byName[address.names[address.names.count - 1]] ?? []).filter { node in
                guard !outer.isEmpty else { return true }
                // The names of the enclosing nodes, outermost first.
                var enclosing: [String?] = []
                var parent = parents[node]
                while parent >= 0 {
                    enclosing.append(names[parent])
                    parent = parents[parent]
                }
                var rest = outer[...]
                for name in enclosing.reversed() where name == rest.first {
                    rest = rest.dropFirst()
                    if rest.isEmpty { break }
                }
                return rest.isEmpty
            }
        }
    }

    /// Every address that means exactly one named node of the tree (its name alone when
    /// that is unique, else its path of enclosing names): what did-you-mean suggests.
    public static func unambiguousAddresses(in nodes: [(name: String?, depth: Int)]) -> [String] {
        var counts: [String: Int] = [:]
        for node in nodes { if let name = node.name { counts[name, default: 0] += 1 } }
        var addresses: [String] = []
        var enclosing: [(name: String?, depth: Int)] = []
        for node in nodes {
            while let last = enclosing.last, last.depth >= node.depth { enclosing.removeLast() }
            if let name = node.name {
                if counts[name] == 1 {
                    addresses.append(name)
                } else {
                    addresses.append((enclosing.compactMap(\.name) + [name]).joined(separator: "/"))
                }
            }
            enclosing.append(node)
        }
        return addresses
    }
}
