import Foundation
import XCTest
import LucidLayout

/// `.firstTextBaseline` in an `HStack`, with `ProportionalMeasurer` labels: a label of
/// font size s is 0.5·s per character wide, 1.25·s high, with its baseline s below its top.
final class BaselineAlignmentTests: XCTestCase {
    typealias Item = AnyLayout<DisplayItem>

    func testProportionalMeasurerNumbers() {
        let big = proportionalLabel("ab", fontSize: 20)
        XCTAssertEqual(big.sizeThatFits(.unspecified), CGSize(20, 25))
        XCTAssertEqual(big.firstBaseline(in: CGSize(20, 25)), 20)
        let small = proportionalLabel("abcd", fontSize: 10)
        XCTAssertEqual(small.sizeThatFits(.unspecified), CGSize(20, 12.5))
        XCTAssertEqual(small.firstBaseline(in: CGSize(20, 12.5)), 10)
    }

    func testLabelsOfDifferentFontSizesShareABaseline() {
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0, children: [
            proportionalLabel("ab", fontSize: 20), proportionalLabel("abcd", fontSize: 10),
        ])
        // Ascent max(20, 10) = 20, descent max(5, 2.5) = 5: the row is 40 × 25.
        XCTAssertEqual(stack.sizeThatFits(.unspecified), CGSize(40, 25))
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 25))
        XCTAssertEqual(frames["ab"], CGRect(30, 0, 20, 25))
        XCTAssertEqual(frames["abcd"], CGRect(50, 10, 20, 12.5))
        XCTAssertEqual(frames["ab"]!.minY + 20, frames["abcd"]!.minY + 10)
    }

    func testBaselineAlignedRowIsCentredInATallerRect() {
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0, children: [
            proportionalLabel("ab", fontSize: 20), proportionalLabel("abcd", fontSize: 10),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 45))
        XCTAssertEqual(frames["ab"], CGRect(30, 10, 20, 25))
        XCTAssertEqual(frames["abcd"], CGRect(50, 20, 20, 12.5))
    }

    func testCenterAlignmentDiffersFromBaselineAlignment() {
        let stack = HStack(alignment: .center, spacing: 0, children: [
            proportionalLabel("ab", fontSize: 20), proportionalLabel("abcd", fontSize: 10),
        ])
        XCTAssertEqual(frames(of: stack, in: CGRect(0, 0, 100, 25))["abcd"], CGRect(50, 6.25, 20, 12.5))
    }

    func testAChildWithoutTextIsAlignedByItsBottom() {
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0, children: [
            Item(proportionalLabel("ab", fontSize: 20)), Item(Fixed("icon", 10, 30)), Item(proportionalLabel("abcd", fontSize: 10)),
        ])
        // Ascent max(20, 30, 10) = 30, descent max(5, 0, 2.5) = 5.
        XCTAssertEqual(stack.sizeThatFits(.unspecified), CGSize(50, 35))
        let frames = frames(of: stack, in: CGRect(0, 0, 50, 35))
        XCTAssertEqual(frames["ab"], CGRect(0, 10, 20, 25))
        XCTAssertEqual(frames["icon"], CGRect(20, 0, 10, 30))
        XCTAssertEqual(frames["abcd"], CGRect(30, 20, 20, 12.5))
    }

    func testNestedVStackIsAlignedByItsFirstLabel() {
        let column = VStack(spacing: 0, children: [proportionalLabel("abcd", fontSize: 10), proportionalLabel("efgh", fontSize: 10)])
        XCTAssertEqual(column.firstBaseline(in: CGSize(20, 25)), 10)
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0, children: [
            Item(proportionalLabel("ab", fontSize: 20)), Item(column),
        ])
        // Ascent max(20, 10) = 20, descent max(5, 15) = 15.
        XCTAssertEqual(stack.sizeThatFits(.unspecified), CGSize(40, 35))
        let frames = frames(of: stack, in: CGRect(0, 0, 40, 35))
        XCTAssertEqual(frames["ab"], CGRect(0, 0, 20, 25))
        XCTAssertEqual(frames["abcd"], CGRect(20, 10, 20, 12.5))
        XCTAssertEqual(frames["efgh"], CGRect(20, 22.5, 20, 12.5))
    }

    func testStackFirstBaselineIsItsFirstTextChildBaseline() {
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0, children: [
            Item(Fixed("icon", 10, 30)), Item(proportionalLabel("ab", fontSize: 20)),
        ])
        // Icon's bottom (30) and the label's baseline (10 + 20) line up; the label reports 30.
        XCTAssertEqual(stack.firstBaseline(in: CGSize(30, 35)), 30)
        XCTAssertNil(HStack(children: [Box(), Box()]).firstBaseline(in: CGSize(30, 10)))
    }

    func testPaddedLabelsAlignTheirBaselines() {
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0, children: [
            Item(proportionalLabel("ab", fontSize: 20)), Item(proportionalLabel("abcd", fontSize: 10).padding(EdgeInsets(top: 3))),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 40, 25))
        XCTAssertEqual(frames["ab"], CGRect(0, 0, 20, 25))
        // The padded label's baseline is 13 below its top, so its top is at 7 and the label at 10.
        XCTAssertEqual(frames["abcd"], CGRect(20, 10, 20, 12.5))
    }

    func testLabelBaselineInALargerFrameIsVerticallyCentred() {
        XCTAssertEqual(cellLabel("hi").firstBaseline(in: CGSize(16, 16)), 16)
        XCTAssertEqual(cellLabel("hi").firstBaseline(in: CGSize(100, 48)), 32)
    }

    func testVStackIgnoresBaselineAlignmentAndHorizontalFractions() {
        XCTAssertEqual(VerticalAlignment.firstTextBaseline.fraction, 0)
        XCTAssertEqual(VerticalAlignment.bottom.fraction, 1)
        XCTAssertEqual(HorizontalAlignment.trailing.fraction, 1)
        XCTAssertEqual(HorizontalAlignment.center.fraction, 0.5)
    }
}
