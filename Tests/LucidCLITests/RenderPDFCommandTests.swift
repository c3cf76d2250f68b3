import Foundation
import XCTest

/// `lucid render` to PDF, end to end: the format from `-o x.pdf` or `--format pdf`, and
/// the same bytes from separate processes (no clock date, no process-wide counters).
final class RenderPDFCommandTests: XCTestCase {
    func testPDFFollowsTheExtensionAndIsOnePageOfTheCanvasInPoints() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let output = folder.appendingPathComponent("cell.pdf")
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "-o", output.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, Data())
        let pdf = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        XCTAssertTrue(pdf.hasPrefix("%PDF-"))
        XCTAssertEqual(pdf.matches(of: #/\/MediaBox \[[^\]]*\]/#).map { String($0.output) }, ["/MediaBox [ 0 0 320 96 ]"])
        XCTAssertFalse(pdf.contains("/CreationDate"))
    }

    func testPDFRendersInSeparateProcessesAreByteIdentical() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let first = folder.appendingPathComponent("first.pdf"), second = folder.appendingPathComponent("second")
        XCTAssertEqual(try Lucid.run(["render", "Samples/dream-list.yaml", "-o", first.path]).status, 0)
        // A second later, so a clock date would differ; --format instead of the extension.
        Thread.sleep(forTimeInterval: 1.1)
        let result = try Lucid.run(["render", "Samples/dream-list.yaml", "-o", second.path, "--format", "pdf"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let bytes = try Data(contentsOf: first)
        XCTAssertTrue(bytes.starts(with: Data("%PDF-".utf8)))
        XCTAssertEqual(bytes, try Data(contentsOf: second))
    }

    func testDirectoryOutputNamesPDFsAfterTheirInputs() throws {
        let folder = try Lucid.temporaryDirectory(for: self).appendingPathComponent("renders")
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "Samples/stacks.yaml", "-o", folder.path, "--format", "pdf"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["creature-cell.pdf", "stacks.pdf"])
    }

    func testUnknownExtensionListsEveryFormat() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let output = folder.appendingPathComponent("cell.jpeg").path
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "-o", output])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains(
            "cannot tell the format from '\(output)': use --format png|svg|pdf|ascii|frames or an extension .png, .svg, .pdf, .txt or .frames"),
            result.standardError)
    }

    func testPDFExtensionConflictingWithTheFormatIsAUsageError() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let output = folder.appendingPathComponent("cell.pdf").path
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "-o", output, "--format", "svg"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("output '\(output)' has extension .pdf but the format is svg"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
