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
    /// to last.
    public func matches(in nodes: [(name: String?, depth: Int)]) -> [Int] {
        var found: [Int] = []
        // The names of the nodes enclosing the current one, outermost first.
        var enclosing: [(name: String?, depth: Int)] = []
        for (index, node) in nodes.enumerated() {
            while let last = enclosing.last, last.depth >= node.depth { enclosing.removeLast() }
            if node.name == names.last, Self.contains(names.dropLast(), in: enclosing) { found.append(index) }
            enclosing.append(node)
        }
        return found
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

    /// Whether `names` are the names of some of `enclosing`, in order.
    private static func contains(_ names: ArraySlice<String>, in enclosing: [(name: String?, depth: Int)]) -> Bool {
        var rest = names[...]
        for node in enclosing where node.name == rest.first {
            rest = rest.dropFirst()
            if rest.isEmpty { break }
        }
        return rest.isEmpty
    }
}
