import Foundation
import XCTest

/// `Output/` holds the current renders of every sample: re-rendering gives the
/// committed bytes exactly, for every format. This guards both determinism and
/// staleness: change a sample or the engine, and `make run` must be re-run.
final class OutputFolderTests: XCTestCase {
    private func samples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Lucid.root.appendingPathComponent("Samples").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .sorted()
            .map { "Samples/" + $0 }
    }

    func testEveryFormatOfEverySampleMatchesOutputFolder() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let inputs = try samples()
        for format in ["png", "svg", "ascii", "frames"] {
            let result = try Lucid.run(["render"] + inputs + ["-o", folder.path + "/", "--format", format])
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        let rendered = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(rendered.count, inputs.count * 4)
        for name in rendered {
            let committed = Lucid.root.appendingPathComponent("Output").appendingPathComponent(name)
            let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertEqual(try? Data(contentsOf: committed), fresh, "Output/\(name) is stale or nondeterministic: run `make run`")
        }
    }

    func testRenderingTwiceInSeparateProcessesIsByteIdentical() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        for format in ["png", "svg"] {
            let first = folder.appendingPathComponent("first.\(format)"), second = folder.appendingPathComponent("second.\(format)")
            XCTAssertEqual(try Lucid.run(["render", "Samples/dream-list.yaml", "-o", first.path]).status, 0)
            XCTAssertEqual(try Lucid.run(["render", "Samples/dream-list.yaml", "-o", second.path]).status, 0)
            XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second), format)
        }
    }
}
