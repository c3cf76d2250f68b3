import Foundation
import XCTest
import LucidLayout

/// Fixed `frame(width:height:alignment:)` and flexible `frame(min…/ideal…/max…)`.
final class FrameLayoutTests: XCTestCase {
    // MARK: - Fixed frames

    func testFixedFramePlacesTheChildByEveryAlignment() {
        let expected: [(Alignment, CGRect)] = [
            (.topLeading, CGRect(0, 0, 20, 10)), (.top, CGRect(40, 0, 20, 10)), (.topTrailing, CGRect(80, 0, 20, 10)),
            (.leading, CGRect(0, 20, 20, 10)), (.center, CGRect(40, 20, 20, 10)), (.trailing, CGRect(80, 20, 20, 10)),
            (.bottomLeading, CGRect(0, 40, 20, 10)), (.bottom, CGRect(40, 40, 20, 10)),
            (.bottomTrailing, CGRect(80, 40, 20, 10)),
        ]
        for (alignment, rect) in expected {
            let layout = Fixed("f", 20, 10).frame(width: 100, height: 50, alignment: alignment)
            XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 50))["f"], rect, "\(alignment)")
        }
    }

    func testFixedFrameAlignsAtANonZeroOrigin() {
        let layout = Fixed("f", 20, 10).frame(width: 100, height: 50, alignment: .bottomTrailing)
        XCTAssertEqual(frames(of: layout, in: CGRect(10, 20, 100, 50))["f"], CGRect(90, 60, 20, 10))
    }

    func testFixedFrameIsCentredInALargerRectAndItsChildTakesTheFrame() {
        let layout = Box(name: "b").frame(width: 40, height: 30)
        XCTAssertEqual(frames(of: layout, in: CGRect(10, 10, 100, 100))["b"], CGRect(40, 45, 40, 30))
    }

    func testFixedWidthOnlyKeepsTheOfferedHeight() {
        let layout = Box(name: "b").frame(width: 40)
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 60))["b"], CGRect(30, 0, 40, 60))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(100, 60))), CGSize(40, 60))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(40, 10))
    }

    func testFixedFrameSizeIgnoresTheProposalAndTheChild() {
        XCTAssertEqual(Fixed("f", 200, 200).frame(width: 30, height: 20).sizeThatFits(.unspecified), CGSize(30, 20))
        XCTAssertEqual(Box().frame(width: 30, height: 20).sizeThatFits(ProposedSize(CGSize(5, 5))), CGSize(30, 20))
        XCTAssertEqual(Fixed("f", 25, 15).frame(height: 20).sizeThatFits(.unspecified), CGSize(25, 20))
    }

    func testChildLargerThanItsFixedFrameOverflowsCentred() {
        let layout = Fixed("f", 60, 10).frame(width: 40, height: 10)
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 40, 10))["f"], CGRect(-10, 0, 60, 10))
    }

    func testFixedFrameBaselineFollowsTheChildPlacement() {
        // The label is 20 × 25 with its baseline 20 below its top.
        let label = proportionalLabel("ab", fontSize: 20)
        XCTAssertEqual(label.frame(width: 100, height: 45, alignment: .top).firstBaseline(in: CGSize(100, 45)), 20)
        XCTAssertEqual(label.frame(width: 100, height: 45).firstBaseline(in: CGSize(100, 45)), 30)
        XCTAssertEqual(label.frame(width: 100, height: 45, alignment: .bottom).firstBaseline(in: CGSize(100, 45)), 40)
        XCTAssertNil(Box().frame(width: 10, height: 10).firstBaseline(in: CGSize(10, 10)))
    }

    // MARK: - Flexible frames

    func testMaxWidthInfinityFillsTheOfferedWidth() {
        let layout = Fixed("f", 20, 10).frame(maxWidth: .infinity, alignment: .leading)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(200, 50))), CGSize(200, 10))
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 200, 50))["f"], CGRect(0, 20, 20, 10))

        let trailing = Fixed("f", 20, 10).frame(maxWidth: .infinity, alignment: .trailing)
        XCTAssertEqual(frames(of: trailing, in: CGRect(0, 0, 200, 50))["f"], CGRect(180, 20, 20, 10))
    }

    func testMaxWidthAndHeightInfinityFillTheRect() {
        let layout = Fixed("f", 20, 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(200, 50))), CGSize(200, 50))
        XCTAssertEqual(frames(of: layout, in: CGRect(10, 10, 200, 50))["f"], CGRect(190, 50, 20, 10))
    }

    func testMaxWidthInfinityBesideAFixedChildInAStack() {
        let stack = HStack(spacing: 0, children: [
            AnyLayout(Fixed("label", 30, 10).frame(maxWidth: .infinity, alignment: .leading)),
            AnyLayout(Fixed("icon", 10, 10)),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["label"], CGRect(0, 0, 30, 10))
        XCTAssertEqual(frames["icon"], CGRect(90, 0, 10, 10))
    }

    func testMaxWidthCapsAFlexibleChild() {
        let layout = Box(name: "b").frame(maxWidth: 40)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(100, 20))), CGSize(40, 20))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(30, 20))), CGSize(30, 20))
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 20))["b"], CGRect(30, 0, 40, 20))
    }

    func testMinWidthIsKeptEvenWhenLessIsOffered() {
        let layout = Fixed("f", 20, 10).frame(minWidth: 50)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(30, 10))), CGSize(50, 10))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(200, 10))), CGSize(50, 10))
        // 50 wide in a 30-wide rect: the frame overflows centred at x = −10, the child centred in it.
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 30, 10))["f"], CGRect(5, 0, 20, 10))
    }

    func testMinAndMaxClampAFlexibleChild() {
        let layout = Box().frame(minWidth: 50, maxWidth: 80)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 30, height: 5)).width, 50)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 60, height: 5)).width, 60)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 100, height: 5)).width, 80)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 0, height: 5)).width, 50)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: .infinity, height: 5)).width, 80)
    }

    func testIdealSizeIsUsedWhenTheProposalIsUnspecified() {
        XCTAssertEqual(Box().frame(idealWidth: 70, idealHeight: 30).sizeThatFits(.unspecified), CGSize(70, 30))
        XCTAssertEqual(Box().frame(idealWidth: 70).sizeThatFits(.unspecified), CGSize(70, 10))
        // A proposal wins over the ideal size.
        XCTAssertEqual(Box().frame(idealWidth: 70).sizeThatFits(ProposedSize(width: 40, height: 5)), CGSize(40, 5))
        // The ideal is clamped by min and max.
        XCTAssertEqual(Box().frame(minWidth: 80, idealWidth: 70).sizeThatFits(.unspecified).width, 80)
        XCTAssertEqual(Box().frame(idealWidth: 70, maxWidth: 50).sizeThatFits(.unspecified).width, 50)
    }

    func testFixedSizeFrameTakesItsIdealSize() {
        let layout = Box(name: "b").frame(idealWidth: 70).fixedSize()
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 200, 50))["b"], CGRect(65, 20, 70, 10))
    }

    func testFlexibleFrameBaselineFollowsTheChildPlacement() {
        let label = proportionalLabel("ab", fontSize: 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        XCTAssertEqual(label.firstBaseline(in: CGSize(100, 45)), 40)
    }
}
