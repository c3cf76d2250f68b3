import Foundation
import XCTest
import LucidLayout

final class InsetLayoutTests: XCTestCase {
    func testInsetLayoutInsetsTheRectFromItsOrigin() {
        var layout = InsetLayout(child: Recorder("a"), insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        layout.layout(in: CGRect(10, 20, 100, 50))
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(12, 21, 94, 46)])
        XCTAssertEqual(layout.contents.map(\.name), ["a"])
    }

    func testWithInsetsTopLeftBottomRight() {
        var layout = Recorder("a").withInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.layout(in: CGRect(10, 20, 100, 50))
        XCTAssertEqual(layout.child.frame, CGRect(12, 21, 94, 46))
        XCTAssertEqual(layout.insets, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testWithInsetsDefaultsEachEdgeToZero() {
        var top = Recorder("a").withInsets(top: 7)
        top.layout(in: CGRect(10, 20, 100, 50))
        XCTAssertEqual(top.child.frame, CGRect(10, 27, 100, 43))

        var right = Recorder("a").withInsets(right: 9)
        right.layout(in: CGRect(10, 20, 100, 50))
        XCTAssertEqual(right.child.frame, CGRect(10, 20, 91, 50))

        var none = Recorder("a").withInsets()
        none.layout(in: CGRect(10, 20, 100, 50))
        XCTAssertEqual(none.child.frame, CGRect(10, 20, 100, 50))
    }

    func testWithInsetsAll() {
        var layout = Recorder("a").withInsets(all: 5)
        layout.layout(in: CGRect(-10, 20, 100, 50))
        XCTAssertEqual(layout.child.frame, CGRect(-5, 25, 90, 40))
        XCTAssertEqual(layout.insets, EdgeInsets(all: 5))
    }

    func testNestedInsetsAddUp() {
        var layout = Recorder("a").withInsets(all: 5).withInsets(top: 10, left: 20)
        layout.layout(in: CGRect(100, 100, 100, 100))
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(125, 115, 70, 80)])
    }

    func testInsetsLargerThanTheRectGiveAnEmptyRectNotANegativeOne() {
        var layout = Recorder("a").withInsets(all: 30)
        layout.layout(in: CGRect(10, 20, 100, 50))
        XCTAssertEqual(layout.child.frame, CGRect(40, 50, 40, 0))
    }

    func testInsetSizeThatFitsIsTheChildSizePlusTheInsets() {
        let fixed = Fixed("f", 20, 10).withInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(fixed.sizeThatFits(.unspecified), CGSize(26, 14))
        XCTAssertEqual(fixed.sizeThatFits(ProposedSize(CGSize(500, 500))), CGSize(26, 14))

        let flexible = Box().withInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(flexible.sizeThatFits(ProposedSize(CGSize(100, 50))), CGSize(100, 50))
        XCTAssertEqual(flexible.sizeThatFits(.unspecified), CGSize(16, 14))
        // The child is never offered a negative length.
        XCTAssertEqual(flexible.sizeThatFits(ProposedSize(CGSize(4, 2))), CGSize(6, 4))
    }

    func testInsetMovesTheChildBaselineDown() {
        let label = proportionalLabel("ab", fontSize: 20).withInsets(top: 7, left: 1)
        // Label alone: 20 × 25 with its baseline at 20.
        XCTAssertEqual(label.firstBaseline(in: CGSize(21, 32)), 27)
    }
}
