import Foundation
import XCTest

/// `lucid schema`: prints the committed JSON Schema, from any directory, or writes it
/// with `-o` (how `make schema` regenerates Schema/lucid.schema.json).
final class SchemaCommandTests: XCTestCase {
    func testPrintsTheCommittedSchema() throws {
        let committed = try Data(contentsOf: Lucid.root.appendingPathComponent("Schema/lucid.schema.json"))
        // From a folder without the repository: the schema is written by the binary itself.
        let result = try Lucid.run(["schema"], in: Lucid.temporaryDirectory(for: self))
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, committed,
                       "`lucid schema` differs from Schema/lucid.schema.json: run `make schema` (swift run lucid schema -o Schema/lucid.schema.json)")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertNotNil((schema["$defs"] as? [String: Any])?["node"])
    }

    func testWritesTheSchemaToAFileReplacingIt() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let file = folder.appendingPathComponent("lucid.schema.json")
        try Data("stale".utf8).write(to: file)
        let written = try Lucid.run(["schema", "-o", file.path], in: folder)
        XCTAssertEqual(written.status, 0, written.standardError)
        XCTAssertEqual(written.standardOutput, Data(), "with -o nothing is printed")
        let printed = try Lucid.run(["schema"], in: folder)
        XCTAssertEqual(try Data(contentsOf: file), printed.standardOutput)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["lucid.schema.json"])
    }

    func testReportsAFileItCannotWrite() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let result = try Lucid.run(["schema", "-o", "missing/folder/lucid.schema.json"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("lucid schema: cannot write 'missing/folder/lucid.schema.json': "), result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testIsListedInHelpAndTakesNoArguments() throws {
        let help = try Lucid.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.text.contains("schema"), help.text)
        XCTAssertEqual(try Lucid.run(["schema", "extra.yaml"]).status, 2)
    }
}
