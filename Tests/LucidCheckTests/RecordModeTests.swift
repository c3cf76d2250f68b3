import LucidCheck
import XCTest
import LucidComparison

final class RecordModeTests: XCTestCase {
    func testTheEnvironmentChoosesTheMode() throws {
        XCTAssertEqual(try RecordMode.fromEnvironment([:]), .new)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "false"]), .new)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true", "LUCID_RECORD": "failed"]), .failed)
        XCTAssertEqual(try RecordMode.fromEnvironment(["LUCID_RECORD": "ALL"]), .all)
        XCTAssertThrowsError(try RecordMode.fromEnvironment(["LUCID_RECORD": "sometimes"])) { error in
            XCTAssertEqual("\(error)", "LUCID_RECORD is 'sometimes'; expected one of all, missing, failed, never, new, changed")
        }
    }

    func testWhichGoldensEachModeWrites() {
        let states = [(false, false), (true, true), (true, false)]
        XCTAssertEqual(states.map { RecordMode.all.records(exists: $0.0, matches: $0.1) }, [true, true, true])
        XCTAssertEqual(states.map { RecordMode.missing.records(exists: $0.0, matches: $0.1) }, [true, false, false])
        XCTAssertEqual(states.map { RecordMode.failed.records(exists: $0.0, matches: $0.1) }, [true, false, true])
        XCTAssertEqual(states.map { RecordMode.changed.records(exists: $0.0, matches: $0.1) }, [true, false, true])
        XCTAssertEqual(states.map { RecordMode.never.records(exists: $0.0, matches: $0.1) }, [false, false, false])
        // `new` writes only what the manifest does not list: a listed golden that is gone
        // is lost, and stays a failure.
        XCTAssertEqual(states.map { RecordMode.new.records(exists: $0.0, matches: $0.1) }, [true, false, false])
        XCTAssertEqual(states.map { RecordMode.new.records(exists: $0.0, matches: $0.1, listed: true) }, [false, false, false])
        XCTAssertEqual(RecordMode.missing.records(exists: false, matches: false, listed: true), true)
    }
}

/// Compare-or-record, the one implementation `lucid check` and the snapshot assertions use.
final class GoldenFileCheckTests: XCTestCase {
    private func run(_ actual: String, golden: URL, mode: RecordMode, listed: Bool = false) throws -> (String, String?) {
        let result = try GoldenFileCheck.run(
            actual: Data(actual.utf8), golden: golden.path, format: .ascii, name: "card", mode: mode, listed: listed, tolerance: .default)
        let onDisk = (try? String(contentsOf: golden, encoding: .utf8))
        switch result {
        case .matched: return ("matched", onDisk)
        case let .missing(recorded): return ("missing recorded: \(recorded)", onDisk)
        case let .rewritten(mismatch): return ("rewritten: \(mismatch?.summary ?? "-")", onDisk)
        case let .mismatched(mismatch): return ("mismatched: \(mismatch.summary)", onDisk)
        }
    }

    func testEachModeOnAMissingAMatchingAndADifferingGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("deep/card.txt")
        XCTAssertEqual(try run("A\n", golden: golden, mode: .never).0, "missing recorded: false")
        XCTAssertEqual(try run("A\n", golden: golden, mode: .new, listed: true).0, "missing recorded: false", "a lost golden")
        XCTAssertNil(try run("A\n", golden: golden, mode: .never).1)
        XCTAssertEqual(try run("A\n", golden: golden, mode: .new).0, "missing recorded: true")
        XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), "A\n", "written, its folder made")
        XCTAssertEqual(try run("A\n", golden: golden, mode: .all).0, "matched", "identical bytes are not written again")
        XCTAssertEqual(try run("B\n", golden: golden, mode: .missing).0, "mismatched: ASCII differs (1 line changed)")
        XCTAssertEqual(try run("B\n", golden: golden, mode: .changed).0, "rewritten: ASCII differs (1 line changed)")
        XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), "B\n")
        try Data([0x89, 0x50]).write(to: golden.deletingPathExtension().appendingPathExtension("png"))
        let png = try GoldenFileCheck.run(
            actual: Data([1]), golden: golden.deletingPathExtension().appendingPathExtension("png").path, format: .png, name: "card",
            mode: .never, tolerance: .default)
        guard case let .mismatched(mismatch) = png else { return XCTFail("an unreadable golden is a mismatch: \(png)") }
        XCTAssertTrue(mismatch.summary.hasPrefix("cannot compare with the golden: cannot read the expected PNG"), mismatch.summary)
    }
}
