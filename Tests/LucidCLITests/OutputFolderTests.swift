import Foundation
import LucidRender
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
        for format in OutputFormat.allCases.map(\.rawValue) {
            let result = try Lucid.run(["render"] + inputs + ["-o", folder.path + "/", "--format", format])
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        let rendered = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(rendered.count, inputs.count * OutputFormat.allCases.count)
        for name in rendered {
            let committed = Lucid.root.appendingPathComponent("Output").appendingPathComponent(name)
            let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertEqual(try? Data(contentsOf: committed), fresh, "Output/\(name) is stale or nondeterministic: run `make run`")
        }
    }

    func testEveryFormatIsByteIdenticalAcrossProcessesAndAloneOrInABatch() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        for format in OutputFormat.allCases {
            let name = "dream-list.\(format.fileExtension)"
            var outputs: [Data] = []
            for run in ["first", "second"] {
                let alone = folder.appendingPathComponent(run).appendingPathComponent(name)
                let result = try Lucid.run(["render", "Samples/dream-list.yaml", "-o", alone.path, "--format", format.rawValue])
                XCTAssertEqual(result.status, 0, result.standardError)
                outputs.append(try Data(contentsOf: alone))
            }
            let batch = folder.appendingPathComponent("batch-\(format.rawValue)")
            let inputs = try samples()
            XCTAssertEqual(try Lucid.run(["render"] + inputs + ["-o", batch.path + "/", "--format", format.rawValue]).status, 0)
            outputs.append(try Data(contentsOf: batch.appendingPathComponent(name)))
            XCTAssertEqual(Set(outputs).count, 1, "\(format): separate processes or a batch gave different bytes")
            XCTAssertFalse(outputs[0].isEmpty)
        }
    }
}
