import Yams

/// The entries of one YAML mapping, taken out key by key as a node is parsed, so that
/// what is left at the end is exactly the keys nobody understood.
///
/// (Taken entries are marked, not removed: removing shifted the rest and a set of taken
/// keys hashed each one, a tenth of the time a large description takes to parse.)
struct MappingEntries {
    struct Entry {
        var key: String
        var keyNode: Yams.Node
        var value: Yams.Node
    }

    /// Every entry, in the file's order, and whether it has been taken.
    private var entries: [Entry]
    private var isTaken: [Bool]
    /// How many entries have not been taken: a reader of many optional keys stops asking
    /// once it is 0 (a node's `flex` mapping holds a few of its thirty keys).
    private(set) var untakenCount: Int

    init(_ entries: [Entry]) {
        self.entries = entries
        isTaken = Array(repeating: false, count: entries.count)
        untakenCount = entries.count
    }

    /// The entries not taken yet, in the file's order.
    var remaining: some Sequence<Entry> {
        entries.indices.lazy.filter { !isTaken[$0] }.map { entries[$0] }
    }

    /// Removes and returns the value of `key`, if present.
    mutating func take(_ key: String) -> Yams.Node? {
        for index in entries.indices where !isTaken[index] && entries[index].key == key {
            isTaken[index] = true
            untakenCount -= 1
            return entries[index].value
        }
        return nil
    }

    /// Whether `key` is present and not yet taken.
    func contains(_ key: String) -> Bool {
        entries.indices.contains { !isTaken[$0] && entries[$0].key == key }
    }

    /// Adds an entry unless the mapping already has (or had) that key: how a style's
    /// keys fill in what a node does not say itself.
    mutating func addIfAbsent(_ entry: Entry) {
        guard !entries.contains(where: { $0.key == entry.key }) else { return }
        entries.append(entry)
        isTaken.append(false)
        untakenCount += 1
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
        // (A node's handful of keys are compared one by one; a set, hashing each key, is kept
        // only for a mapping large enough to need it.)
        let hashesKeys = mapping.count > 16
        var seen: Set<String> = []
        var result: [MappingEntries.Entry] = []
        result.reserveCapacity(mapping.count)
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                report("expected a string key in \(what), found \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            let isNew = hashesKeys ? seen.insert(key).inserted : !result.contains { $0.key == key }
            guard isNew else {
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
