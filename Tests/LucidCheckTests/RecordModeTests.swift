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
