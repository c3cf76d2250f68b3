import Yams

/// The entries of one YAML mapping, taken out key by key as a node is parsed, so that
/// what is left at the end is exactly the keys nobody understood.
struct MappingEntries {
    struct Entry {
        var key: String
        var keyNode: Yams.Node
        var value: Yams.Node
    }

    private(set) var remaining: [Entry]
    private var taken: Set<String> = []

    init(_ entries: [Entry]) {
        remaining = entries
    }

    /// Removes and returns the value of `key`, if present.
    mutating func take(_ key: String) -> Yams.Node? {
        guard let index = remaining.firstIndex(where: { $0.key == key }) else { return nil }
        taken.insert(key)
        return remaining.remove(at: index).value
    }

    /// Whether `key` is present and not yet taken.
    func contains(_ key: String) -> Bool { remaining.contains { $0.key == key } }

    /// Adds an entry unless the mapping already has (or had) that key: how a style's
    /// keys fill in what a node does not say itself.
    mutating func addIfAbsent(_ entry: Entry) {
        guard !contains(entry.key), !taken.contains(entry.key) else { return }
        remaining.append(entry)
    }
}

extension DescriptionParser {
    /// The entries of a mapping node, or a type error if it is something else.
    /// Duplicate and non-string keys are reported here.
    mutating func entries(of node: Yams.Node, what: String) -> MappingEntries? {
        guard let mapping = node.mapping else {
            report("expected a mapping for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        var seen: Set<String> = []
        var result: [MappingEntries.Entry] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                report("expected a string key in \(what), found \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            guard seen.insert(key).inserted else {
                report("duplicate key '\(key.forDiagnostic)' in \(what)", at: keyNode)
                continue
            }
            result.append(.init(key: key, keyNode: keyNode, value: value))
        }
        return MappingEntries(result)
    }

    /// An error for every key left in `entries`, with a suggestion from `allowed`.
    mutating func reportUnknownKeys(_ entries: MappingEntries, allowed: [String], in what: String) {
        for entry in entries.remaining {
            report("unknown key '\(entry.key.forDiagnostic)' in \(what)\(Suggestion.hint(for: entry.key, in: allowed))", at: entry.keyNode)
        }
    }

    /// How a node reads in a type error: "a list", "a number", "the string 'x'"…
    static func describe(_ node: Yams.Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case let .scalar(scalar):
            if scalar.style == .plain {
                if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return "nothing (null)" }
                if Self.yamlNumber(scalar.string) != nil { return "the number \(scalar.string)" }
                if ["true", "false"].contains(scalar.string.lowercased()) { return "the boolean \(scalar.string)" }
            }
            return "the string '\(scalar.string.forDiagnostic)'"
        }
    }
}
