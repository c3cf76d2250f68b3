import Foundation
import XCTest

/// `lucid schema`: prints the committed JSON Schema, from any directory.
final class SchemaCommandTests: XCTestCase {
    func testPrintsTheCommittedSchema() throws {
        let committed = try Data(contentsOf: Lucid.root.appendingPathComponent("Schema/lucid.schema.json"))
        // From a folder without the repository: the schema is compiled into the binary.
        let result = try Lucid.run(["schema"], in: Lucid.temporaryDirectory(for: self))
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, committed,
                       "`lucid schema` differs from Schema/lucid.schema.json: run python3 scripts/make-schema.py and rebuild")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertNotNil((schema["$defs"] as? [String: Any])?["node"])
    }

    func testIsListedInHelpAndTakesNoArguments() throws {
        let help = try Lucid.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.text.contains("schema"), help.text)
        XCTAssertEqual(try Lucid.run(["schema", "extra.yaml"]).status, 2)
    }
}
