/// The JSON Schema (draft 2020-12) of the description format, written from the tables of
/// declared keys the parser reads (`DescriptionTables`), as `lucid schema` prints it and
/// `Schema/lucid.schema.json` holds it.
///
/// It uses only keywords that draft-07 tools understand too (no prefixItems,
/// unevaluatedProperties), because editors' YAML support (yaml-language-server)
/// validates with draft-07 semantics.
public struct DescriptionSchema {
    var tables: DescriptionTables

    /// The schema of the parser's own tables: pretty-printed JSON ending in a newline.
    public static let json = DescriptionSchema(tables: .parser).text

    init(tables: DescriptionTables) {
        self.tables = tables
    }

    /// The schema's text.
    var text: String { document.text }

    /// The whole schema.
    var document: SchemaValue {
        let header: SchemaValue = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Lucid layout description",
            "description": "A Lucid description (YAML or JSON): a layout tree and optionally the canvas it is drawn on. See docs/FORMAT.md.",
        ]
        return header.adding(tables.document.closedObject).adding(["$defs": definitions])
    }

    /// The `$defs`: the shared values in `ValueDefinition`'s order, each kind's node
    /// (`boxNode`…), the style class, and the template version of every entry a node
    /// refers to (for components' layouts).
    var definitions: SchemaValue {
        let values = SchemaDefinitions(tables: tables)
        var entries: [(key: String, value: SchemaValue)] = ValueDefinition.allCases.map { definition in
            let schema: SchemaValue = switch definition {
            case .node: node
            case .use: use
            case .component: component
            case .styles: ["description": "Style classes by name.", "type": "object", "additionalProperties": .reference("style")]
            default: values.schema(of: definition) ?? [:]
            }
            return (definition.rawValue, schema)
        }
        for kind in tables.kinds.sorted(by: { $0.name < $1.name }) {
            entries.append((kind.name + "Node", schema(of: kind)))
        }
        entries.append(("style", style))
        let referenced = SchemaTemplates.referenced(from: ValueDefinition.node.rawValue, in: entries)
        for name in referenced.subtracting(SchemaTemplates.anyText).sorted() {
            guard let entry = entries.first(where: { $0.key == name }) else { continue }
            entries.append((name + "Template", SchemaTemplates.definition(entry.value)))
        }
        return .object(entries)
    }

    // MARK: - Nodes

    /// A node: a kind and that kind's keys (one `if kind is …` branch per kind), or a use of a component.
    private var node: SchemaValue {
        let kinds = tables.kinds.map(\.name).sorted()
        return [
            "description": "A layout node: a mapping with kind, that kind's keys, an optional name and class, and the modifier keys; or a use of a component.",
            "type": "object",
            "properties": ["kind": ["description": "What the node is: picks its layout and its keys.", "enum": .strings(kinds)]],
            "if": ["required": ["use"]],
            "then": .reference(ValueDefinition.use.rawValue),
            "else": ["required": ["kind"]],
            "allOf": .array(kinds.map { kind in
                ["if": ["properties": ["kind": ["const": .string(kind)]], "required": ["kind"]], "then": .reference(kind + "Node")]
            }),
        ]
    }

    /// A node of `kind`: its keys, `name`, `class`, and the modifiers it does not take as
    /// its own keys.
    private func schema(of kind: NodeKind) -> SchemaValue {
        let own = Set(kind.keys)
        var properties: [(key: String, value: SchemaValue)] = [
            ("kind", ["description": .string(kind.summary), "const": .string(kind.name)]),
            (tables.nodeName.key, tables.nodeName.schema), (tables.nodeClass.key, tables.nodeClass.schema),
        ]
        properties += kind.properties.map { ($0.key, $0.schema) }
        properties += tables.modifiers.filter { !own.contains($0.key) }.map { ($0.key, $0.schema) }
        var schema: SchemaValue = [
            "title": .string(kind.name), "description": .string(kind.summary), "type": "object",
            "properties": .object(properties), "additionalProperties": false,
        ]
        if !kind.requiredKeys.isEmpty {
            // A style class may give the required keys, so they are required only without one.
            schema = schema.adding(["if": ["required": ["class"]], "else": ["required": .strings(kind.requiredKeys)]])
        }
        if !kind.exactlyOneOf.isEmpty {
            let choices = SchemaValue.array(kind.exactlyOneOf.map { ["required": [.string($0)]] })
            schema = schema.adding(["if": ["required": ["class"]], "else": ["oneOf": choices]])
        }
        return schema
    }

    /// A node standing for a component: `use`, `name`, `class` and the modifiers (which
    /// replace the component root's own); the rest are the component's arguments.
    private var use: SchemaValue {
        var properties: SchemaValue = [
            NodeProperties.use.key: NodeProperties.use.schema,
            tables.nodeName.key: tables.nodeName.schema, tables.nodeClass.key: tables.nodeClass.schema,
        ]
        properties = properties.adding(tables.modifiers.schemaProperties)
        // It replaces the padding of the component's root: CSS padding when that is a CSS box.
        if let padding = tables.modifiers.first(where: { $0.key == ModifierProperties.padding.key }) {
            properties[padding.key] = [
                "description": .string((padding.summary ?? "") + " On a component whose root is a CSS box (flex, grid, block), its CSS padding."),
                "anyOf": [padding.schema.removing(["description", "default"]), .reference(ValueDefinition.cssEdges.rawValue)],
            ]
        }
        return [
            "description": "A node standing for a component: its other keys are the component's arguments, except name, class and the modifiers, which replace those of the component's root node.",
            "type": "object", "properties": properties, "required": ["use"], "not": ["required": ["kind"]],
        ]
    }

    /// A component: parameters and a layout in which any value may be a `$parameter`.
    private var component: SchemaValue {
        let properties = tables.component.map { property in
            (property.key, property.key == ComponentProperties.layout.key ? SchemaTemplates.templateValue(property.schema) : property.schema)
        }
        let description: SchemaValue = ["description": "A named layout with parameters, expanded wherever a node says use: name."]
        return description
            .adding(tables.component.closedObject)
            .adding(["properties": .object(properties)])
    }

    // MARK: - Styles

    /// A style class: keys that any kind or modifier takes, each with the values any of
    /// them allows.
    private var style: SchemaValue {
        var values: [(key: String, schemas: [SchemaValue])] = [(tables.nodeName.key, [tables.nodeName.schema])]
        for property in tables.kinds.flatMap(\.properties) + tables.modifiers {
            let schema = property.schema
            if let index = values.firstIndex(where: { $0.key == property.key }) {
                if values[index].schemas.allSatisfy({ Self.plain($0) != Self.plain(schema) }) { values[index].schemas.append(schema) }
            } else {
                values.append((property.key, [schema]))
            }
        }
        let properties: [(key: String, value: SchemaValue)] = values.map { key, schemas in
            if schemas.count == 1 { return (key, schemas[0]) }
            if schemas.allSatisfy({ $0["enum"] != nil }) {
                var words: [SchemaValue] = []
                for case let .array(list)? in schemas.map({ $0["enum"] }) { words += list.filter { !words.contains($0) } }
                return (key, ["description": "Alignment, for the kinds that take it.", "enum": .array(words)])
            }
            var descriptions: [String] = []
            for case let .string(text) in schemas.map({ $0["description"] ?? "" }) where !descriptions.contains(text) { descriptions.append(text) }
            return (key, ["description": .string(descriptions.joined(separator: " / ")), "anyOf": .array(schemas.map(Self.plain))])
        }
        return [
            "description": "Node keys set once and filled into every node of this class (class: name) that takes them and does not set them itself.",
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
    }

    /// `schema` without its description and default: what it allows.
    private static func plain(_ schema: SchemaValue) -> SchemaValue {
        schema.removing(["description", "default"])
    }
}
