/// Inside a component's layout any value may be a `$parameter`. These make the template
/// version of a schema: its references go to the `…Template` versions of their `$defs`
/// entries, and its values get a parameter alternative.
enum SchemaTemplates {
    /// Values that are any text already, so a parameter needs no alternative of its own.
    static let anyText: Set<String> = [ValueDefinition.text.rawValue, ValueDefinition.parameter.rawValue]

    private static let prefix = "#/$defs/"

    /// `schema` with parameters allowed inside: references to template entries, and each
    /// property's and item's value a parameter or what it was.
    static func template(_ schema: SchemaValue) -> SchemaValue {
        guard case let .object(entries) = schema else { return schema }
        return .object(entries.map { key, value in
            switch key {
            case "$ref":
                guard case let .string(reference) = value else { return (key, value) }
                let name = String(reference.dropFirst(prefix.count))
                return (key, anyText.contains(name) ? value : .string(reference + "Template"))
            case "properties":
                return (key, .object(value.entries.map { ($0.key, templateValue($0.value)) }))
            case "items":
                return (key, templateValue(value))
            case "anyOf", "allOf":
                guard case let .array(branches) = value else { return (key, value) }
                return (key, .array(branches.map(template)))
            case "then", "else":
                return (key, template(value))
            default:
                // if, not, type, enum, const, pattern, description…: as they are.
                return (key, value)
            }
        })
    }

    /// A value inside a component's layout: what `schema` allows, or a parameter. A
    /// reference needs nothing more: each template entry allows a parameter itself.
    static func templateValue(_ schema: SchemaValue) -> SchemaValue {
        guard case .object = schema, schema["$ref"] == nil else { return template(schema) }
        return wrapped(template(schema), keeping: ["description", "default"])
    }

    /// The template version of a `$defs` entry: the entry with parameters inside, or a parameter.
    static func definition(_ schema: SchemaValue) -> SchemaValue {
        wrapped(template(schema), keeping: ["title", "description"])
    }

    /// `{kept keys of inner…, anyOf: [inner without them, $ref parameter]}`.
    private static func wrapped(_ inner: SchemaValue, keeping keys: [String]) -> SchemaValue {
        let kept = SchemaValue.object(keys.compactMap { key in inner[key].map { (key, $0) } })
        return kept.adding(["anyOf": [inner.removing(Set(keys)), .reference(ValueDefinition.parameter.rawValue)]])
    }

    /// The `$defs` entries `name` refers to, directly or not, with itself.
    static func referenced(from name: String, in definitions: [(key: String, value: SchemaValue)]) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard found.insert(next).inserted, let entry = definitions.first(where: { $0.key == next }) else { continue }
            pending += references(in: entry.value)
        }
        return found
    }

    private static func references(in value: SchemaValue) -> [String] {
        switch value {
        case let .object(entries):
            let own: [String] = entries.compactMap { key, value in
                guard key == "$ref", case let .string(reference) = value else { return nil }
                return String(reference.dropFirst(prefix.count))
            }
            return own + entries.flatMap { references(in: $0.value) }
        case let .array(items):
            return items.flatMap(references)
        default:
            return []
        }
    }
}
