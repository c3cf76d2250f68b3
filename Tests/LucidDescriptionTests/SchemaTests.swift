import Foundation
@testable import LucidDescription
import LucidLayout
import XCTest

/// Schema/lucid.schema.json against the parser, both ways: the keys, kinds, required
/// keys, number ranges and choices the schema allows are exactly those the parser
/// accepts; every sample validates; documents the parser rejects, the schema rejects.
///
/// Validation runs Python's `jsonschema` (scripts/validate-schema.py), as an editor
/// would validate; without python3 and its packages these tests fail, they do not skip.
///
/// Known differences, which a JSON Schema cannot express or an editor reads differently:
/// a frame's minimum above its maximum, nesting and node-count limits, quoted numbers
/// and `"infinity"` (the parser wants them plain, YAML without quotes), `.inf` for
/// `maxWidth`, colour names in capitals or with spaces around them, null as text
/// (`text: ~`), scalars that YAML 1.1 and Swift read differently (`1e3`, `on`/`off`,
/// `1_000`); and for reuse: which `$parameters` a component declares, whether a style's
/// value suits the kinds it lands on (the schema allows what any kind takes), whether a
/// class supplies a kind's required keys (with `class`, none are required), and values in
/// components never used (the parser reads a component only where it is used).
final class SchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaURL = root.appendingPathComponent("Schema/lucid.schema.json")

    // MARK: - The schema's text

    /// The committed file is what the writer makes of the parser's tables (the other tests
    /// here read the committed file, so they check the generated schema through it).
    func testCommittedFileIsTheGeneratedSchema() throws {
        let file = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        XCTAssertEqual(DescriptionSchema.json, file,
                       "Schema/lucid.schema.json is not the schema the parser's tables give: run `make schema` (swift run lucid schema -o Schema/lucid.schema.json)")
    }

    func testSchemaIsDraft202012() throws {
        let schema = try Self.schema()
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(schema["required"] as? [String], ["layout"])
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
    }

    // MARK: - Keys, both ways

    func testKindsAreTheParsersKinds() throws {
        XCTAssertEqual(Set(try kindBranches().keys), Set(DescriptionParser.kindKeys.keys))
        let kindEnum = try Self.schema(at: "node")["properties"].flatMap { ($0 as? [String: Any])?["kind"] as? [String: Any] }
        XCTAssertEqual((kindEnum?["enum"] as? [String]).map(Set.init), Set(DescriptionParser.kinds))
    }

    func testEachKindAllowsExactlyItsKeysNameAndTheModifiers() throws {
        for (kind, branch) in try kindBranches() {
            let own = try XCTUnwrap(DescriptionParser.kindKeys[kind])
            // `class` is accepted on every kind (the parser's list in parseNode).
            let expected = Set(["kind", "name", "class", "flex"] + own + DescriptionParser.modifierKeys.filter { !own.contains($0) })
            XCTAssertEqual(Set(try properties(of: branch).keys), expected, kind)
            XCTAssertEqual(branch["additionalProperties"] as? Bool, false, kind)
            let kindKey = try properties(of: branch)["kind"]
            XCTAssertEqual(kindKey?["const"] as? String, kind)
        }
    }

    func testDocumentCanvasAndFrameKeysAreTheParsers() throws {
        XCTAssertEqual(Set(try properties(of: Self.schema()).keys), Set(["canvas", "layout", "connectors", "check"] + DescriptionParser.reuseKeys))
        XCTAssertEqual(Set(try properties(of: Self.schema(at: "connector")).keys), Set(ConnectorProperties.all.map(\.key)))
        XCTAssertEqual(Set(try properties(of: Self.schema(at: "check")).keys), Set(DescriptionParser.checkKeys))
        XCTAssertEqual(Set(try properties(of: Self.schema(at: "style")).keys), Set(DescriptionParser.styleKeys))
        XCTAssertEqual(Set(try properties(of: Self.schema(at: "canvas")).keys), Set(DescriptionParser.canvasKeys))
        XCTAssertEqual(Set(try properties(of: Self.schema(at: "frame")).keys), Set(DescriptionParser.frameKeys))
        for name in ["canvas", "frame", "style", "check"] {
            XCTAssertEqual(try Self.schema(at: name)["additionalProperties"] as? Bool, false, name)
        }
    }

    /// Every mapping the parser reads, probed: a key is accepted when the parser does not
    /// call it unknown (whatever else it says about its value). The candidates are every
    /// key the schema or the parser names anywhere, and a few more.
    func testEveryMappingAcceptsTheKeysTheSchemaAllows() throws {
        let schema = try Self.schema()
        let insets = try objectForm(of: "insets"), layer = try objectForm(of: "layer")
        let probes: [(what: String, schema: [String: Any], skip: Set<String>, document: (String) -> String)] = [
            ("the document", schema, [], { "layout: { kind: box }\n\($0): 1" }),
            ("'canvas'", try Self.schema(at: "canvas"), [], { "canvas: { \($0): 1 }\nlayout: { kind: box }" }),
            ("'frame'", try Self.schema(at: "frame"), [], { "layout: { kind: box, frame: { \($0): 1 } }" }),
            ("'aspectRatio'", try objectForm(of: "aspectRatio"), [], { "layout: { kind: box, aspectRatio: { \($0): 1 } }" }),
            ("'fixedSize'", try objectForm(of: "fixedSize"), [], { "layout: { kind: box, fixedSize: { \($0): true } }" }),
            ("'padding'", insets, [], { "layout: { kind: box, padding: { \($0): 1 } }" }),
            ("'padding'", insets, [], { "canvas: { padding: { \($0): 1 } }\nlayout: { kind: box }" }),
            ("'insets'", insets, [], { "layout: { kind: inset, child: { kind: box }, insets: { \($0): 1 } }" }),
            // A mapping with `kind` is a node, not the {layout, alignment} form.
            ("'background'", layer, ["kind", "layout"], { "layout: { kind: box, background: { layout: { kind: box }, \($0): 1 } }" }),
            ("'overlay'", layer, ["kind", "layout"], { "layout: { kind: box, overlay: { layout: { kind: box }, \($0): 1 } }" }),
            ("component 'c'", try Self.schema(at: "component"), [],
             { "components: { c: { layout: { kind: box }, \($0): 1 } }\nlayout: { use: c }" }),
            ("style 's'", try Self.schema(at: "style"), [], { "styles: { s: { \($0): 1 } }\nlayout: { kind: box }" }),
            ("style 's'", try Self.schema(at: "style"), [], { "themes: { t: { s: { \($0): 1 } } }\nlayout: { kind: box }" }),
        ]
        let candidates = try candidateKeys()
        for probe in probes {
            var expected = Set(try properties(of: probe.schema).keys)
            expected.subtract(probe.skip)
            let accepted = candidates.subtracting(probe.skip).filter { key in
                !diagnostics(probe.document(key)).contains { $0.hasPrefix("unknown key '\(key)' in \(probe.what)") }
            }
            XCTAssertEqual(accepted, expected, probe.what)
        }
        // Kinds too (their lists are the parser's own, but this checks how it uses them).
        for (kind, branch) in try kindBranches() {
            // `use` makes a node a component use; `kind` would be a duplicate key.
            let skip: Set<String> = ["kind", "use"]
            let accepted = candidates.subtracting(skip).filter { key in
                !diagnostics("layout: { kind: \(kind), \(key): 1 }").contains { $0.hasPrefix("unknown key '\(key)' in '\(kind)'") }
            }
            XCTAssertEqual(accepted, Set(try properties(of: branch).keys).subtracting(skip), kind)
        }
    }

    func testRequiredKeysAreTheParsers() throws {
        for (kind, branch) in try kindBranches() {
            // A kind taking exactly one of several keys (a polygon's points or shape) says
            // so when it has none, and the schema asks for one of them without a class.
            if let oneOf = ((branch["else"] as? [String: Any])?["oneOf"] as? [[String: Any]])?.compactMap({ ($0["required"] as? [String])?.first }) {
                XCTAssertEqual(oneOf, ["points", "shape"], kind)
                XCTAssertEqual(diagnostics("layout: { kind: \(kind) }"), ["missing required key 'points' (or 'shape': diamond, triangle) in 'polygon'"])
                XCTAssertEqual((branch["if"] as? [String: Any])?["required"] as? [String], ["class"], kind)
                continue
            }
            let missing = Set(diagnostics("layout: { kind: \(kind) }").compactMap { message -> String? in
                guard message.hasPrefix("missing required key '"), message.hasSuffix("' in '\(kind)'") else { return nil }
                return String(message.dropFirst("missing required key '".count).prefix { $0 != "'" })
            })
            XCTAssertEqual(requiredKeys(of: branch), missing, kind)
            // …unless a style class may give them.
            XCTAssertEqual((branch["if"] as? [String: Any])?["required"] as? [String], missing.isEmpty ? nil : ["class"], kind)
        }
        XCTAssertTrue(diagnostics("canvas: { width: 10 }").contains("missing required key 'layout' in the document"))
    }

    // MARK: - Values

    func testChoicesAreTheParsers() throws {
        func values(_ schema: [String: Any]?) -> Set<String> {
            Set(((schema.map(resolve)?["enum"]) as? [String]) ?? [])
        }
        let kinds = try kindBranches()
        func key(_ kind: String, _ name: String) throws -> [String: Any]? { try properties(of: XCTUnwrap(kinds[kind]))[name] }
        XCTAssertEqual(values(try key("hstack", "alignment")), Set(VerticalAlignment.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try key("vstack", "alignment")), Set(HorizontalAlignment.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try key("label", "alignment")), Set(TextAlignment.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try key("label", "weight")), Set(Font.Weight.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try key("image", "contentMode")), Set(ContentMode.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try key("line", "arrowheads")), Set(Arrowheads.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try key("polyline", "arrowheads")), Set(Arrowheads.allCases.map(\.rawValue)))
        XCTAssertEqual(values(try Self.schema(at: "alignment")), Set(DescriptionParser.alignments.keys))
        XCTAssertEqual(values(try properties(of: objectForm(of: "aspectRatio"))["contentMode"]), Set(ContentMode.allCases.map(\.rawValue)))
    }

    func testColoursAreTheParsers() throws {
        let color = try Self.schema(at: "color")
        let branches = try XCTUnwrap(color["anyOf"] as? [[String: Any]])
        XCTAssertEqual(Set(branches.compactMap { $0["enum"] as? [String] }.flatMap { $0 }), Set(Color.named.keys))
        let pattern = try NSRegularExpression(pattern: XCTUnwrap(branches.compactMap { $0["pattern"] as? String }.first))
        let candidates = ["#abc", "#ABCD", "#a1b2c3", "#A1B2C3D4", "#ab", "#abcde", "#abcdefa", "#abcdef123", "#ggg",
                          "#", "abc", "#12345678", "##abc", "#0f0f"]
        for text in candidates {
            let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            XCTAssertEqual(matches, Color(text) != nil, text)
        }
    }

    /// Every number the schema bounds, at and just beyond each bound: the parser and the
    /// schema accept the bounds and reject what is beyond them.
    func testNumberRangesAreTheParsers() throws {
        var documents: [(name: String, text: String, valid: Bool)] = []
        func probe(_ name: String, _ schema: [String: Any], _ document: (String) -> String) {
            for slot in numberSlots(schema) {
                // Just beyond: a schema bound tighter or looser than the parser's shows.
                let below = slot.minimum - max(abs(slot.minimum), 1) * 1e-6
                let above = slot.maximum + max(abs(slot.maximum), 1) * 1e-6
                for (value, valid) in [(slot.minimum, true), (slot.maximum, true), (below, false), (above, false)] {
                    let text = document(slot.embed(String(format: "%.9f", value)))
                    documents.append(("\(name) \(slot.embed(String(value)))", text, valid))
                }
            }
        }
        for (kind, branch) in try kindBranches() {
            let own = try XCTUnwrap(DescriptionParser.kindKeys[kind])
            for (key, schema) in try properties(of: branch) where own.contains(key) {
                probe("\(kind).\(key)", schema) { "layout: { kind: \(kind), \(Self.requiredFillers(kind, except: key))\(key): \($0) }" }
            }
        }
        for (key, schema) in try properties(of: XCTUnwrap(kindBranches()["box"])) where DescriptionParser.modifierKeys.contains(key) {
            probe("box.\(key)", schema) { "layout: { kind: box, \(key): \($0) }" }
        }
        for (key, schema) in try properties(of: Self.schema(at: "canvas")) {
            probe("canvas.\(key)", schema) { "canvas: { \(key): \($0) }\nlayout: { kind: box }" }
        }
        XCTAssertGreaterThan(documents.count, 150)
        try assertParserAndSchemaAgree(documents)
    }

    // MARK: - Validation (Python jsonschema)

    func testEverySampleValidates() throws {
        var samples: [String] = []
        for folder in ["Samples", "Samples/docs"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            samples += names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
        XCTAssertGreaterThan(samples.count, 10)
        // Also by draft-07 rules, as editors' YAML support validates.
        for draft7 in [false, true] {
            let result = try Self.validate(samples, draft7: draft7)
            XCTAssertEqual(result.status, 0, result.output)
            XCTAssertEqual(result.verdicts, Dictionary(uniqueKeysWithValues: samples.map { ($0, true) }), result.output)
        }
    }

    func testInvalidDocumentsAreRejectedWithTheProblem() throws {
        let folder = try temporaryFolder()
        let cases: [(name: String, text: String, problem: String)] = [
            ("unknown-key.yaml", "layout: { kind: label, text: Hi, colour: red }",
             "at /layout: Additional properties are not allowed ('colour' was unexpected)"),
            ("unknown-kind.yaml", "layout: { kind: hstak, children: [] }", "at /layout/kind: 'hstak' is not one of"),
            ("wrong-type.yaml", "layout: { kind: box, cornerRadius: big }", "at /layout/cornerRadius: 'big' is not of type 'number'"),
            ("out-of-range.yaml", "layout: { kind: box, cornerRadius: -4 }", "at /layout/cornerRadius: -4 is less than the minimum of 0"),
            ("missing-text.yaml", "layout: { kind: label }", "at /layout: 'text' is a required property"),
            ("unknown-top-level.yaml", "layout: { kind: box }\npage: {}", "at /: Additional properties are not allowed ('page' was unexpected)"),
            ("no-layout.json", #"{ "canvas": { "width": 100 } }"#, "at /: 'layout' is a required property"),
            ("bad-colour.json", ##"{ "layout": { "kind": "box", "fill": "#12345" } }"##, "at /layout/fill:"),
        ]
        for (name, text, _) in cases {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let draft7 = try Self.validate(cases.map { folder.appendingPathComponent($0.name).path }, draft7: true)
        XCTAssertEqual(draft7.verdicts, Dictionary(uniqueKeysWithValues: cases.map { (folder.appendingPathComponent($0.name).path, false) }), draft7.output)
        let result = try Self.validate(cases.map { folder.appendingPathComponent($0.name).path })
        XCTAssertEqual(result.status, 1, result.output)
        for (name, text, problem) in cases {
            let path = folder.appendingPathComponent(name).path
            XCTAssertEqual(result.verdicts[path], false, name)
            XCTAssertTrue(result.problems[path, default: []].contains { $0.hasPrefix(problem) },
                          "\(name): expected \(problem) in \(result.problems[path, default: []])")
            XCTAssertFalse(diagnostics(text).isEmpty, "the parser accepts \(name)")
        }
    }

    /// Documents at the edges of the format: the schema's verdict is the parser's.
    func testSchemaAndParserAgreeOnEdgeCases() throws {
        let valid: [String] = [
            "layout: { kind: box }",
            "{ \"layout\": { \"kind\": \"label\", \"text\": \"JSON\", \"italic\": true, \"color\": \"#123a\" } }",
            "layout: { kind: box, fill: transparent, stroke: \"#ABCDEF80\", dash: [], fixedSize: false }",
            "layout: { kind: box, dash: [0, 2], fixedSize: { vertical: true } }",
            "layout: { kind: box, frame: { maxWidth: infinity, minHeight: 1, maxHeight: 1, alignment: bottomTrailing } }",
            "layout: { kind: box, frame: { width: 5, alignment: top } }",
            "layout: { kind: box, frame: {} }",
            "layout: { kind: box, aspectRatio: {} }",
            "layout: { kind: box, aspectRatio: { contentMode: fill } }",
            "layout: { kind: box, padding: {}, overlay: { layout: { kind: box } }, background: { kind: spacer } }",
            "layout: { kind: background, background: { kind: box }, foreground: { kind: box }, overlay: { kind: box } }",
            "layout: { kind: label, text: 42, name: 7, font: Mono }",
            "layout: { kind: label, text: 2024-05-01 }",
            "layout: { kind: polyline, points: [[0, 0], [-1000, 1000]] }",
            "layout: { kind: line, from: [0.5, 0], to: [0.5, 1], arrowheads: both }",
            "layout: { kind: multipane, content: { kind: box } }",
            "layout: { kind: hstack, alignment: firstTextBaseline, children: [{ kind: spacer, minLength: 0 }] }",
            "canvas: { width: 8192, height: 1, padding: { left: 4 }, background: steelblue, scale: 0.1 }\nlayout: { kind: zstack }",
        ]
        let invalid: [String] = [
            "",
            "layout: []",
            "layout: { kind: box, fill: Redd }",
            "layout: { kind: box, fill: \"#abcg\" }",
            "layout: { kind: box, dash: [0, 0] }",
            "layout: { kind: box, dash: 4 }",
            "layout: { kind: box, fixedSize: maybe }",
            "layout: { kind: box, fixedSize: { diagonal: true } }",
            "layout: { kind: box, frame: { width: 5, maxWidth: 10 } }",
            "layout: { kind: box, frame: { height: 5, minWidth: 1 } }",
            "layout: { kind: box, frame: { minWidth: infinity } }",
            "layout: { kind: box, frame: { alignment: middle } }",
            "layout: { kind: box, overlay: { layout: { kind: box }, alignment: top, offset: 2 } }",
            "layout: { kind: box, overlay: { kind: box, layout: { kind: box } } }",
            "layout: { kind: box, overlay: { alignment: top } }",
            "layout: { kind: background, background: { layout: { kind: box } }, foreground: { kind: box } }",
            "layout: { kind: background, foreground: { kind: box } }",
            "layout: { kind: label, text: [a, b] }",
            "layout: { kind: label, text: Hi, weight: heavy }",
            "layout: { kind: label, text: Hi, italic: 1 }",
            "layout: { kind: polyline, points: [[0, 0]] }",
            "layout: { kind: polyline, points: [[0, 0], [1]] }",
            "layout: { kind: line, from: [0, 0, 0] }",
            "layout: { kind: line, to: [\"a\", 1] }",
            "layout: { kind: hstack, alignment: leading }",
            "layout: { kind: vstack, alignment: top }",
            "layout: { kind: zstack, children: { kind: box } }",
            "layout: { kind: inset, child: { kind: box }, insets: -1 }",
            "layout: { kind: inset }",
            "layout: { kind: decorating, content: { kind: box } }",
            "layout: { kind: multipane, accessories: [] }",
            "layout: { kind: image }",
            "layout: { kind: image, src: a.png, contentMode: stretch }",
            "layout: { name: nameless }",
            "layout: { kind: box, background: { kind: box }, foreground: { kind: box } }",
            "canvas: { width: 0 }\nlayout: { kind: box }",
            "canvas: { colour: red }\nlayout: { kind: box }",
            "canvas: [1]\nlayout: { kind: box }",
        ]
        try assertParserAndSchemaAgree(valid.enumerated().map { ("valid \($0.offset)", $0.element, true) }
            + invalid.enumerated().map { ("invalid \($0.offset)", $0.element, false) })
    }

    /// Components, styles, themes and includes: the schema's verdict is the parser's.
    func testSchemaAndParserAgreeOnReuse() throws {
        let component = """
            styles: { a: { color: red, alignment: center }, b: { fill: blue } }
            components:
              pill:
                parameters: { label: ~, width: 80, tint: red, kids: [], edge: 4, where: center }
                layout:
                  kind: zstack
                  frame: { width: $width, height: 28, alignment: $where }
                  padding: { top: $edge, left: 2 }
                  children: $kids
                  overlay: { kind: label, text: "${label}!", color: $tint, size: $edge, class: [a, b] }

            """
        let valid: [String] = [
            component + "layout: { use: pill, label: x, where: top, frame: { width: 10 }, class: a, name: p }",
            component + "layout: { use: pill, label: x, where: top, kids: [{ kind: box }], tint: \"#fff\" }",
            "styles: { t: { text: Hello, size: 20 } }\nlayout: { kind: label, class: t }",
            "styles: { t: { child: { kind: box } } }\nlayout: { kind: inset, class: [t] }",
            "styles: { t: { size: 20 } }\nthemes: { dark: { t: { size: 30 }, u: { fill: red } } }\ntheme: dark\nlayout: { kind: box, class: u }",
            "include: []\nlayout: { kind: box }",
            "components: { c: { parameters: { whole: ~ }, layout: $whole } }\nlayout: { use: c, whole: { kind: box } }",
        ]
        let invalid: [String] = [
            "components: { c: { layout: { kind: box } } }\nlayout: { kind: box, use: c }",
            "components: { c: { parameters: {} } }\nlayout: { kind: box }",
            "components: { c: { parameters: { 1x: 1 }, layout: { kind: box } } }\nlayout: { use: c }",
            "components: { c: { layout: { kind: box, fill: Redd } } }\nlayout: { use: c }",
            "components: { c: { layout: { kind: box, colour: $x } } }\nlayout: { use: c, x: red }",
            "components: { c: { layout: { kind: box } } }\nlayout: { use: c, frame: 5 }",
            "styles: { s: { colour: red } }\nlayout: { kind: box }",
            "styles: [a]\nlayout: { kind: box }",
            "themes: { dark: { s: { kind: box } } }\nlayout: { kind: box }",
            "styles: { a: { size: 2 } }\nlayout: { kind: label, text: x, class: [[a]] }",
            "theme: [a]\nlayout: { kind: box }",
            "styles: { t: { size: 20 } }\nlayout: { kind: label, class: t, text: [x] }",
        ]
        try assertParserAndSchemaAgree(valid.enumerated().map { ("valid \($0.offset)", $0.element, true) }
            + invalid.enumerated().map { ("invalid \($0.offset)", $0.element, false) })
    }

    /// Inside a component's layout any value may be a `$parameter`: each `…Template`
    /// entry is its entry with the same keys, referring only to other templates.
    func testTemplatesMirrorTheirEntries() throws {
        let defs = try XCTUnwrap(Self.schema()["$defs"] as? [String: [String: Any]])
        let templates = defs.keys.filter { $0.hasSuffix("Template") }
        XCTAssertTrue(templates.contains("nodeTemplate"))
        for kind in DescriptionParser.kindKeys.keys { XCTAssertTrue(templates.contains("\(kind)NodeTemplate"), kind) }
        func references(_ value: Any) -> [String] {
            if let object = value as? [String: Any] {
                return (object["$ref"] as? String).map { [$0] } ?? [] + object.values.flatMap(references)
            }
            return (value as? [Any])?.flatMap(references) ?? []
        }
        for name in templates {
            let base = try XCTUnwrap(defs[String(name.dropLast("Template".count))], name)
            let template = try XCTUnwrap(defs[name]?["anyOf"] as? [[String: Any]], name)
            XCTAssertEqual(template.count, 2, name)
            XCTAssertEqual(template.last?["$ref"] as? String, "#/$defs/parameter", name)
            let inner = template[0]
            XCTAssertEqual((inner["properties"] as? [String: Any]).map { Set($0.keys) },
                           (base["properties"] as? [String: Any]).map { Set($0.keys) }, name)
            XCTAssertEqual(inner["additionalProperties"] as? Bool, base["additionalProperties"] as? Bool, name)
            XCTAssertEqual((inner["else"] as? [String: Any])?["required"] as? [String],
                           (base["else"] as? [String: Any])?["required"] as? [String], name)
            for reference in references(inner) {
                XCTAssertTrue(reference.hasSuffix("Template") || ["#/$defs/text", "#/$defs/parameter"].contains(reference),
                              "\(name) refers to \(reference)")
            }
        }
    }

    // MARK: - Helpers: the schema

    /// The committed schema, read with JSONSerialization once.
    private static let parsedSchema: [String: Any]? = (try? Data(contentsOf: schemaURL))
        .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }

    static func schema() throws -> [String: Any] {
        try XCTUnwrap(parsedSchema, "Schema/lucid.schema.json is missing or not a JSON object")
    }

    static func schema(at name: String) throws -> [String: Any] {
        try XCTUnwrap((schema()["$defs"] as? [String: Any])?[name] as? [String: Any], "no $defs/\(name)")
    }

    /// A `$ref` followed (to a `$defs` entry), else the schema itself.
    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/$defs/") else { return schema }
        return (try? Self.schema(at: String(reference.dropFirst("#/$defs/".count)))) ?? schema
    }

    private func properties(of schema: [String: Any]) throws -> [String: [String: Any]] {
        try XCTUnwrap(resolve(schema)["properties"] as? [String: [String: Any]], "no properties")
    }

    /// Each kind's branch: the `then` of the node's `if kind is …` conditions.
    private func kindBranches() throws -> [String: [String: Any]] {
        let conditions = try XCTUnwrap(Self.schema(at: "node")["allOf"] as? [[String: Any]])
        var branches: [String: [String: Any]] = [:]
        for condition in conditions {
            let test = try XCTUnwrap(condition["if"] as? [String: Any])
            let kind = try XCTUnwrap((test["properties"] as? [String: [String: Any]])?["kind"]?["const"] as? String)
            XCTAssertNil(branches[kind], "two branches for \(kind)")
            branches[kind] = resolve(try XCTUnwrap(condition["then"] as? [String: Any]))
        }
        return branches
    }

    /// The keys a kind requires when it has no style class.
    private func requiredKeys(of branch: [String: Any]) -> Set<String> {
        Set(((branch["else"] as? [String: Any])?["required"] as? [String]) ?? [])
    }

    /// The object branch of a value written as a scalar or a mapping.
    private func objectForm(of name: String) throws -> [String: Any] {
        let branches = try XCTUnwrap(Self.schema(at: name)["anyOf"] as? [[String: Any]])
        return try XCTUnwrap(branches.first { $0["type"] as? String == "object" }, "\(name) has no object form")
    }

    /// Every key named anywhere in the schema or the parser's lists, and some more.
    private func candidateKeys() throws -> Set<String> {
        var keys: Set<String> = ["use", "class", "include", "components", "styles", "themes", "theme", "parameters",
                                 "colour", "id", "type", "margin", "offset", "rotation", "shadow", "font-size"]
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try Self.schema())
        keys.formUnion(DescriptionParser.kindKeys.values.flatMap { $0 })
        keys.formUnion(DescriptionParser.modifierKeys + DescriptionParser.frameKeys + DescriptionParser.canvasKeys + DescriptionParser.checkKeys)
        return keys
    }

    /// The places a bounded number can go in a value of this schema (following `$ref`s to
    /// values, not to nodes), each with how to write a value there.
    private func numberSlots(_ schema: [String: Any]) -> [(minimum: Double, maximum: Double, embed: (String) -> String)] {
        if let reference = schema["$ref"] as? String, ["#/$defs/node", "#/$defs/nodes", "#/$defs/layer"].contains(reference) {
            return []
        }
        let schema = resolve(schema)
        if schema["type"] as? String == "number", let minimum = Self.double(schema["minimum"]), let maximum = Self.double(schema["maximum"]) {
            return [(minimum, maximum, { $0 })]
        }
        if let branches = schema["anyOf"] as? [[String: Any]] {
            return branches.flatMap(numberSlots)
        }
        if schema["type"] as? String == "object", let properties = schema["properties"] as? [String: [String: Any]] {
            return properties.sorted { $0.key < $1.key }.flatMap { key, value in
                numberSlots(value).map { slot in (slot.minimum, slot.maximum, { "{ \(key): \(slot.embed($0)) }" }) }
            }
        }
        if schema["type"] as? String == "array", let items = schema["items"] as? [String: Any] {
            // The other items are 1 (a point's [1, 1]): within every range, and not all 0.
            let count = max(schema["minItems"] as? Int ?? 0, 2)
            let filler = resolve(items)["type"] as? String == "array" ? "[1, 1]" : "1"
            return numberSlots(items).map { slot in
                (slot.minimum, slot.maximum, { "[" + ([slot.embed($0)] + Array(repeating: filler, count: count - 1)).joined(separator: ", ") + "]" })
            }
        }
        return []
    }

    /// A JSON number as a Double, however JSONSerialization handed it over.
    private static func double(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// Values for a kind's required keys but `key`, so that only the probed key can be wrong.
    static func requiredFillers(_ kind: String, except key: String) -> String {
        let fillers: [String: KeyValuePairs<String, String>] = [
            "label": ["text": "x"],
            "image": ["src": "x.png"],
            "polyline": ["points": "[[0, 0], [1, 1]]"],
            "polygon": ["shape": "diamond"],
            "inset": ["child": "{ kind: box }"],
            "decorating": ["content": "{ kind: box }", "decoration": "{ kind: box }"],
            "multipane": ["content": "{ kind: box }"],
            "background": ["background": "{ kind: box }", "foreground": "{ kind: box }"],
        ]
        // A polygon takes points or shape: probing its points needs no filler.
        if kind == "polygon", key == "points" { return "" }
        return (fillers[kind] ?? [:]).filter { $0.key != key }.map { "\($0.key): \($0.value), " }.joined()
    }

    // MARK: - Helpers: the parser and the validator

    /// The parser's messages for a document (empty when it is valid).
    private func diagnostics(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "probe.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    private func assertParserAndSchemaAgree(_ documents: [(name: String, text: String, valid: Bool)],
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try temporaryFolder()
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let isJSON = document.text.hasPrefix("{ \"")
            let url = folder.appendingPathComponent("\(index).\(isJSON ? "json" : "yaml")")
            try document.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
            let problems = diagnostics(document.text)
            XCTAssertEqual(problems.isEmpty, document.valid,
                           "parser on \(document.name): \(document.text)\n\(problems)", file: file, line: line)
        }
        let result = try Self.validate(paths)
        for (path, document) in zip(paths, documents) {
            XCTAssertEqual(result.verdicts[path], document.valid,
                           "schema on \(document.name): \(document.text)\n\(result.problems[path, default: []])", file: file, line: line)
        }
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    struct Validation {
        var status: Int32
        var output: String
        /// Each file's verdict: true when valid.
        var verdicts: [String: Bool] = [:]
        /// Each file's problems, `at /json/path: message`.
        var problems: [String: [String]] = [:]
    }

    /// Runs scripts/validate-schema.py on `files` (relative to the package root).
    static func validate(_ files: [String], draft7: Bool = false) throws -> Validation {
        var result = try python(["scripts/validate-schema.py"] + (draft7 ? ["--draft-07"] : []) + [schemaURL.path] + files)
        var current: String?
        for line in result.output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("  "), let file = current {
                result.problems[file, default: []].append(line.trimmingCharacters(in: .whitespaces))
            } else if line.hasSuffix(": valid") || line.hasSuffix(": invalid") {
                let valid = line.hasSuffix(": valid")
                let file = String(line.dropLast(valid ? ": valid".count : ": invalid".count))
                result.verdicts[file] = valid
                current = file
            }
        }
        return result
    }

    /// Runs python3 with `arguments` in the package root; fails the test (rather than
    /// skipping it) when python3 or the packages jsonschema and pyyaml are missing.
    static func python(_ arguments: [String]) throws -> Validation {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = String(decoding: errorData, as: UTF8.self)
        let missing: String? = switch process.terminationStatus {
        case 127: "python3 is not on PATH: the schema tests validate with Python's jsonschema; run scripts/setup.sh"
        case 3: errorText
        default: nil
        }
        if let missing {
            XCTFail(missing)
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: missing])
        }
        return Validation(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self) + errorText)
    }
}
