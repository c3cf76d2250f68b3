import Foundation
@testable import LucidDescription
import XCTest

/// One source for the schema: the parser reads each key through its declaration
/// (`DescriptionProperty`), and `DescriptionSchema` writes the schema from the same
/// tables, so changing a declaration changes both.
final class DescriptionTablesTests: XCTestCase {
    // MARK: - The schema follows the tables

    /// The acceptance test of issue 19: a range changed in a table (and nowhere else) is
    /// the range the schema states, in the kind's node and in the style class.
    func testChangingARangeInTheTableChangesTheSchema() throws {
        var tables = DescriptionTables.parser
        let label = try XCTUnwrap(tables.kinds.firstIndex { $0.name == "label" })
        let size = try XCTUnwrap(tables.kinds[label].properties.firstIndex { $0.key == "size" })
        XCTAssertEqual(try maximum(of: "size", in: "labelNode", DescriptionSchema(tables: tables)), 1000)
        tables.kinds[label].properties[size].type = .number(2...512)
        let changed = DescriptionSchema(tables: tables)
        XCTAssertEqual(try maximum(of: "size", in: "labelNode", changed), 512)
        XCTAssertEqual(try minimum(of: "size", in: "labelNode", changed), 2)
        XCTAssertEqual(try maximum(of: "size", in: "style", changed), 512)
        XCTAssertNotEqual(changed.text, DescriptionSchema.json)

        // The canvas too: its width's range is the page limit the parser checks.
        var canvas = DescriptionTables.parser
        let width = try XCTUnwrap(canvas.canvas.firstIndex { $0.key == "width" })
        canvas.canvas[width].type = .number(1...4096)
        XCTAssertEqual(try maximum(of: "width", in: "canvas", DescriptionSchema(tables: canvas)), 4096)
    }

    func testChangingAChoiceOrADefaultInTheTableChangesTheSchema() throws {
        var tables = DescriptionTables.parser
        let box = try XCTUnwrap(tables.kinds.firstIndex { $0.name == "box" })
        let radius = try XCTUnwrap(tables.kinds[box].properties.firstIndex { $0.key == "cornerRadius" })
        tables.kinds[box].properties[radius].defaultValue = 3
        tables.modifiers[0] = DescriptionProperty("aspectRatio", .choice(["square", "golden"]), "A named ratio.")
        let document = DescriptionSchema(tables: tables).document
        XCTAssertEqual(document["$defs"]?["boxNode"]?["properties"]?["cornerRadius"]?["default"], 3)
        XCTAssertEqual(document["$defs"]?["ellipseNode"]?["properties"]?["aspectRatio"]?["enum"], ["square", "golden"])
    }

    // MARK: - The parser follows the tables

    /// The parser's range for a key is its declaration's: at the bounds a value is
    /// accepted, beyond them the message names the declared bounds.
    func testTheParserChecksTheDeclaredRanges() throws {
        let size = LabelProperties.size.range
        let scale = CanvasProperties.scale.range
        XCTAssertEqual(messages("layout: { kind: label, text: x, size: \(size.upperBound) }"), [])
        XCTAssertEqual(messages("layout: { kind: label, text: x, size: \(size.upperBound + 1) }"),
                       ["'size' must be between \(Int(size.lowerBound)) and \(Int(size.upperBound)), found \(size.upperBound + 1)"])
        XCTAssertEqual(messages("canvas: { scale: 9 }\nlayout: { kind: box }"),
                       ["'scale' must be between \(scale.lowerBound) and \(Int(scale.upperBound)), found 9"])
    }

    func testTheParsersKeyListsAreTheTables() {
        XCTAssertEqual(DescriptionParser.kindKeys, Dictionary(uniqueKeysWithValues: NodeKinds.all.map { ($0.name, $0.properties.map(\.key)) }))
        XCTAssertEqual(DescriptionParser.modifierKeys, ModifierProperties.all.map(\.key))
        XCTAssertEqual(DescriptionParser.frameKeys, FrameProperties.all.map(\.key))
        XCTAssertEqual(DescriptionParser.canvasKeys, CanvasProperties.all.map(\.key))
        XCTAssertEqual(DescriptionParser.checkKeys, CheckProperties.all.map(\.key))
        XCTAssertEqual(DescriptionParser.flexItemKeys, FlexItemProperties.all.map(\.key))
        XCTAssertEqual(DescriptionParser.reuseKeys, DocumentProperties.reuse.map(\.key))
        // Kinds keep one declaration per key.
        for kind in NodeKinds.all {
            XCTAssertEqual(Set(kind.keys).count, kind.keys.count, kind.name)
        }
    }

    /// A choice's words are its declaration's: a word it does not declare is refused with
    /// the declared words, even when the parser would know what it means elsewhere.
    func testTheParserOffersTheDeclaredChoices() {
        XCTAssertEqual(messages("layout: { kind: flex, justifyContent: stretch }"),
                       ["invalid value 'stretch' for 'justifyContent': expected one of center, end, flex-end, flex-start, normal, space-around, space-between, space-evenly, start"])
        XCTAssertEqual(messages("layout: { kind: flex, alignItems: \"safe stretch\", alignContent: \"safe stretch\" }"), [])
        XCTAssertEqual(messages("layout: { kind: flex, justifyContent: \"safe stretch\" }").count, 1)
    }

    // MARK: - Printing

    func testSchemaTextIsStableJSON() throws {
        let value: SchemaValue = [
            "short": ["$ref": "#/$defs/x", "description": "Tab\t, quote \", backslash \\, newline\n, dash –."],
            "numbers": [0, 0.2, 1_000_000, 1e30, -1e30, 0.001, -1000],
            "empty": [:], "list": [], "flag": false,
        ]
        XCTAssertEqual(value.text, """
            {
              "short": {"$ref": "#/$defs/x", "description": "Tab\\t, quote \\", backslash \\\\, newline\\n, dash –."},
              "numbers": [0, 0.2, 1000000, 1e+30, -1e+30, 0.001, -1000],
              "empty": {},
              "list": [],
              "flag": false
            }

            """)
        // A mapping longer than a line is broken up; one holding a mapping always is.
        let long = SchemaValue.object([("description", .string(String(repeating: "x", count: 90)))])
        XCTAssertEqual(long.text, "{\n  \"description\": \"\(String(repeating: "x", count: 90))\"\n}\n")
        XCTAssertEqual(SchemaValue.object([("a", ["b": 1])]).text, "{\n  \"a\": {\"b\": 1}\n}\n")
        // Parsed back, the schema is the JSON it prints, and printing is repeatable.
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(DescriptionSchema.json.utf8)))
        XCTAssertEqual(DescriptionSchema(tables: .parser).text, DescriptionSchema.json)
    }

    func testObjectsAreEqualWhateverTheirKeyOrder() {
        XCTAssertEqual(SchemaValue.object([("a", 1), ("b", 2)]), SchemaValue.object([("b", 2), ("a", 1)]))
        XCTAssertNotEqual(SchemaValue.object([("a", 1), ("b", 2)]), SchemaValue.object([("a", 1), ("b", 3)]))
        XCTAssertNotEqual(SchemaValue.object([("a", 1)]), SchemaValue.object([("a", 1), ("b", 2)]))
    }

    // MARK: - Helpers

    private func property(_ key: String, in definition: String, _ schema: DescriptionSchema) throws -> SchemaValue {
        try XCTUnwrap(schema.document["$defs"]?[definition]?["properties"]?[key], "no \(definition).\(key)")
    }

    private func maximum(of key: String, in definition: String, _ schema: DescriptionSchema) throws -> Double? {
        guard case let .number(value)? = try property(key, in: definition, schema)["maximum"] else { return nil }
        return value
    }

    private func minimum(of key: String, in definition: String, _ schema: DescriptionSchema) throws -> Double? {
        guard case let .number(value)? = try property(key, in: definition, schema)["minimum"] else { return nil }
        return value
    }

    private func messages(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "tables.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }
}
