/// How a declared key is described in the schema: its summary, the values its type
/// allows (number ranges, choices, `$defs` references) and its default.
extension DescriptionProperty {
    var schema: SchemaValue {
        let description: SchemaValue = summary.map { ["description": .string($0)] } ?? [:]
        let defaultValue: SchemaValue = defaultValue.map { ["default": $0] } ?? [:]
        switch type {
        case let .number(range):
            return description.adding(["type": "number", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))])
                .adding(defaultValue)
        case let .wholeNumber(range):
            return description.adding(["type": "integer", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))])
                .adding(defaultValue)
        case .boolean:
            return description.adding(["type": "boolean"]).adding(defaultValue)
        case let .choice(words):
            return description.adding(["enum": .strings(words)]).adding(defaultValue)
        case let .boxAlignment(words):
            return description.adding(defaultValue).adding(["anyOf": Self.boxAlignment(words)])
        case let .value(definition):
            return SchemaValue.reference(definition.rawValue).adding(description).adding(defaultValue)
        case let .schema(schema):
            // A choice between forms reads best with its default before the forms.
            if schema.entries.first?.key == "anyOf" { return description.adding(defaultValue).adding(schema) }
            return description.adding(schema).adding(defaultValue)
        }
    }

    /// The forms of a CSS Box Alignment word: one of `words`, or `safe`/`unsafe` and one
    /// of them but `normal` and `auto`.
    private static func boxAlignment(_ words: [String]) -> SchemaValue {
        let prefixed = words.filter { $0 != "normal" && $0 != "auto" }
        return [
            ["enum": .strings(words)],
            ["type": "string", "pattern": .string("^(safe|unsafe) (" + prefixed.joined(separator: "|") + ")$")],
        ]
    }
}

extension Array where Element == DescriptionProperty {
    /// The `properties` of an object schema with these keys.
    var schemaProperties: SchemaValue { .object(map { ($0.key, $0.schema) }) }

    /// An object schema with these keys and no others: `type`, `properties`, then
    /// `required` (when any is), then `additionalProperties: false`.
    var closedObject: SchemaValue {
        let required = filter(\.isRequired).map(\.key)
        let object: SchemaValue = ["type": "object", "properties": schemaProperties]
        return object.adding(required.isEmpty ? [:] : ["required": .strings(required)])
            .adding(["additionalProperties": false])
    }
}
