import Foundation
import LucidLayout
import LucidSnapshot
import XCTest

/// `assertLayoutSnapshot` under XCTest, against the goldens committed in
/// `__Snapshots__/AssertLayoutSnapshotTests/` (on CI, where `CI` is set, a missing one fails).
final class AssertLayoutSnapshotTests: XCTestCase {
    func testACardInEveryFormat() {
        let pango = SnapshotFormat.png.measurer
        assertLayoutSnapshot(of: card(measurer: pango))
        assertLayoutSnapshot(of: card(measurer: pango), as: .svg)
        assertLayoutSnapshot(of: card(measurer: pango), as: .frames)
        assertLayoutSnapshot(of: card(measurer: SnapshotFormat.ascii.measurer), as: .ascii)
        assertLayoutSnapshot(of: card(measurer: pango), as: .png(scale: 2), named: "retina")
        let rounded = SnapshotFormat.ascii(charset: .rounded, shading: true)
        assertLayoutSnapshot(of: card(measurer: rounded.measurer), size: CGSize(width: 160, height: 96), as: rounded, named: "rounded")
    }

    func testAFigure() {
        let figure = Figure(laying: card(measurer: SnapshotFormat.png.measurer), size: CGSize(width: 160, height: 96), background: Color("#eee")!)
        assertLayoutSnapshot(of: figure, as: .png)
        assertLayoutSnapshot(of: figure, as: .frames)
    }

    // MARK: Failures reach XCTest

    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    /// While `capturing`, a failure is noted instead of failing the test, so the test can
    /// check what `assertLayoutSnapshot` reported (XCTExpectFailure does not exist here).
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, lineNumber))
    }

    /// The committed golden `testAMismatchIsReportedToXCTestAtTheAssertion.mismatch.txt` is the card
    /// titled "Lucid"; this one is titled "Lucent", and record mode never leaves the
    /// golden alone.
    func testAMismatchIsReportedToXCTestAtTheAssertion() {
        capturing = true
        let line = #line + 1
        assertLayoutSnapshot(of: card("Lucent", measurer: SnapshotFormat.ascii.measurer), as: .ascii, named: "mismatch", record: .never)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        let message = captured.first?.description ?? ""
        XCTAssertTrue(message.contains("Snapshot \"mismatch\" does not match its golden"), message)
        XCTAssertTrue(message.contains("ASCII differs ("), message)
        XCTAssertTrue(message.contains("+") && message.contains("Lucent"), message)
    }

    func testAMissingGoldenIsReportedToXCTestWhenRecordingIsOff() {
        capturing = true
        assertLayoutSnapshot(of: card(measurer: SnapshotFormat.ascii.measurer), as: .ascii, named: "never-recorded", record: .never)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("has no golden at") == true, captured.first?.description ?? "")
    }
}
