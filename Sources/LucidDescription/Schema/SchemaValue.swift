/// A JSON value of the schema. Objects keep their keys in the order they were written,
/// so the printed schema reads in a deliberate, stable order (description first, kinds
/// in their table's order) and is the same text on every run.
///
/// Two objects are equal when they have the same keys with equal values, in any order,
/// as JSON objects are: the style schema merges keys whose schemas agree.
indirect enum SchemaValue: Equatable {
    case object([(key: String, value: SchemaValue)])
    case array([SchemaValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    static func == (left: SchemaValue, right: SchemaValue) -> Bool {
        switch (left, right) {
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { entry in b.contains { $0.key == entry.key && $0.value == entry.value } }
        case let (.array(a), .array(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        default: return false
        }
    }

    /// An object's entries (empty for any other value).
    var entries: [(key: String, value: SchemaValue)] {
        if case let .object(entries) = self { return entries }
        return []
    }

    /// An object's value for `key`; setting replaces it in place, or appends it.
    subscript(key: String) -> SchemaValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            guard case var .object(entries) = self else { return }
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
            self = .object(entries)
        }
    }

    /// This object with `other`'s entries added after its own (an entry of a key it
    /// already has replaces that one in place).
    func adding(_ other: SchemaValue) -> SchemaValue {
        var result = self
        for (key, value) in other.entries { result[key] = value }
        return result
    }

    /// This object without the entries of `keys`.
    func removing(_ keys: Set<String>) -> SchemaValue {
        .object(entries.filter { !keys.contains($0.key) })
    }

    /// A reference to the `$defs` entry `name`.
    static func reference(_ name: String) -> SchemaValue {
        ["$ref": .string("#/$defs/" + name)]
    }
}

extension SchemaValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    init(dictionaryLiteral elements: (String, SchemaValue)...) { self = .object(elements.map { ($0.0, $0.1) }) }
    init(arrayLiteral elements: SchemaValue...) { self = .array(elements) }
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension SchemaValue {
    /// A list of strings.
    static func strings(_ values: [String]) -> SchemaValue { .array(values.map(SchemaValue.string)) }
}
