import Foundation
import XCTest
@testable import LucidLayout

/// A type implementing only `layout(in:)` and `contents` conforms, with the documented defaults.
final class ProtocolDefaultsTests: XCTestCase {
    func testRecorderRecordsTheRectItIsGiven() {
        var recorder = Recorder("a")
        recorder.layout(in: CGRect(3, 4, 50, 60))
        XCTAssertEqual(recorder.contents, [Recorder("a").with(frame: CGRect(3, 4, 50, 60))])
    }

    func testDefaultSizeThatFitsTakesTheProposalAndTenPointsWhenUnspecified() {
        let recorder = Recorder("a")
        XCTAssertEqual(recorder.sizeThatFits(.unspecified), CGSize(10, 10))
        XCTAssertEqual(recorder.sizeThatFits(ProposedSize(width: 30, height: nil)), CGSize(30, 10))
        XCTAssertEqual(recorder.sizeThatFits(ProposedSize(width: nil, height: 40)), CGSize(10, 40))
        XCTAssertEqual(recorder.sizeThatFits(ProposedSize(CGSize(70, 80))), CGSize(70, 80))
        XCTAssertEqual(recorder.sizeThatFits(.zero), CGSize(0, 0))
    }

    func testDefaultBaselinePriorityAndSpacerLength() {
        let recorder = Recorder("a")
        XCTAssertNil(recorder.firstBaseline(in: CGSize(10, 10)))
        XCTAssertEqual(recorder.layoutPriority, 0)
        XCTAssertNil(recorder.spacerMinLength)
    }

    func testDefaultCollectContentsAppendsContents() {
        var recorder = Recorder("a")
        recorder.layout(in: CGRect(1, 2, 3, 4))
        var result = [Recorder("existing")]
        recorder.collectContents(into: &result)
        XCTAssertEqual(result.map(\.name), ["existing", "a"])
        XCTAssertEqual(result[1].frame, CGRect(1, 2, 3, 4))
    }

    func testPlacementCentresTheSizeTheLayoutWants() {
        let fixed = Fixed("f", 20, 10)
        XCTAssertEqual(fixed.placement(in: CGRect(10, 20, 100, 50)), CGRect(50, 40, 20, 10))
    }

    func testProposedSizeHelpers() {
        XCTAssertEqual(ProposedSize.unspecified, ProposedSize(width: nil, height: nil))
        XCTAssertEqual(ProposedSize.zero, ProposedSize(width: 0, height: 0))
        XCTAssertEqual(ProposedSize.infinity, ProposedSize(width: .infinity, height: .infinity))
        XCTAssertEqual(ProposedSize(width: nil, height: 5).replacingUnspecifiedDimensions(), CGSize(10, 5))
        XCTAssertEqual(
            ProposedSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(3, 4)), CGSize(3, 4))
        XCTAssertEqual(ProposedSize(main: 1, cross: 2, axis: .horizontal), ProposedSize(width: 1, height: 2))
        XCTAssertEqual(ProposedSize(main: 1, cross: 2, axis: .vertical), ProposedSize(width: 2, height: 1))
        XCTAssertEqual(ProposedSize(width: 7, height: 8)[.vertical], 8)
        XCTAssertEqual(Axis.horizontal.cross, .vertical)
        XCTAssertEqual(Axis.vertical.cross, .horizontal)
    }

    func testRectAligningPlacesASizeByAlignment() {
        let rect = CGRect(10, 20, 100, 50)
        let size = CGSize(20, 10)
        XCTAssertEqual(rect.aligning(size, .topLeading), CGRect(10, 20, 20, 10))
        XCTAssertEqual(rect.aligning(size, .top), CGRect(50, 20, 20, 10))
        XCTAssertEqual(rect.aligning(size, .topTrailing), CGRect(90, 20, 20, 10))
        XCTAssertEqual(rect.aligning(size, .leading), CGRect(10, 40, 20, 10))
        XCTAssertEqual(rect.aligning(size, .center), CGRect(50, 40, 20, 10))
        XCTAssertEqual(rect.aligning(size, .trailing), CGRect(90, 40, 20, 10))
        XCTAssertEqual(rect.aligning(size, .bottomLeading), CGRect(10, 60, 20, 10))
        XCTAssertEqual(rect.aligning(size, .bottom), CGRect(50, 60, 20, 10))
        XCTAssertEqual(rect.aligning(size, .bottomTrailing), CGRect(90, 60, 20, 10))
    }

    func testRectInsetByEdgeInsetsNeverGoesNegative() {
        let rect = CGRect(10, 20, 100, 50)
        XCTAssertEqual(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), CGRect(12, 21, 94, 46))
        XCTAssertEqual(rect.inset(by: EdgeInsets(all: 30)), CGRect(40, 50, 40, 0))
        XCTAssertEqual(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).horizontal, 6)
        XCTAssertEqual(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).vertical, 4)
        XCTAssertEqual(EdgeInsets.zero, EdgeInsets(all: 0))
    }
}

extension Recorder {
    func with(frame: CGRect) -> Recorder {
        var copy = self
        copy.frame = frame
        return copy
    }
}
