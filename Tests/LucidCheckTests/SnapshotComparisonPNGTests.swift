import Foundation
import LucidCheck
import LucidRender
import XCTest
import LucidComparison

/// `SnapshotComparison` on PNG goldens, now that pixels are compared: what it reports and
/// which files it leaves.
final class SnapshotComparisonPNGTests: XCTestCase {
    private typealias Support = ImageTestSupport

    private func compare(_ expected: Data, _ actual: Data) throws -> SnapshotMismatch? {
        try SnapshotComparison.compare(expected: expected, actual: actual, format: .png, name: "figure")
    }

    func testAntialiasingAloneIsNoMismatch() throws {
        XCTAssertNil(try compare(try Support.png(), try Support.png(shift: 0.3)))
    }

    func testARecolouredBoxIsReportedWithDiffImages() throws {
        let mismatch = try XCTUnwrap(try compare(try Support.png(), try Support.png(boxColor: "#bf1f5f")))
        XCTAssertEqual(mismatch.summary, "PNG differs in 600 pixels (8.33 %)")
        XCTAssertEqual(mismatch.artifacts.map(\.suffix), ["actual.png", "expected.png", "diff.png", "side-by-side.png"])
        let moved = try XCTUnwrap(try compare(try Support.png(), try Support.png(shift: 0.3, boxColor: "#bf1f5f")))
        XCTAssertEqual(moved.summary, "PNG differs in 580 pixels (8.06 %); 252 more look like anti-aliasing and are not counted")
    }

    func testASizeChangeIsReportedWithBothImagesSideBySide() throws {
        let mismatch = try XCTUnwrap(try compare(try Support.png(), try Support.png(size: CGSize(width: 120, height: 62))))
        XCTAssertEqual(mismatch.summary, "PNG size differs: expected 120 × 60, actual 120 × 62; in the 120 × 60 both cover, 0 pixels differ")
        XCTAssertEqual(mismatch.artifacts.map(\.suffix), ["actual.png", "expected.png", "diff.png", "side-by-side.png"])
    }

    func testAnUnreadableGoldenThrows() throws {
        XCTAssertThrowsError(try compare(Data("oops".utf8), try Support.png())) { error in
            XCTAssertEqual(error as? ImageComparisonError, .unreadable(which: "expected", reason: "not a PNG (no PNG signature)"))
        }
    }
}
