import XCTest
import LucidCSS
import LucidLayout

/// Baseline alignment in flex containers, with exact frames (the values headless Chromium
/// gives for the same trees).
final class FlexBaselineTests: XCTestCase {
    func testWrapReverseColumnPutsTheBaselineGroupAtTheCrossStartEdge() {
        // A column's baseline is each item's line-left border edge; under wrap-reverse the one
        // line is stretched to 344 and the group, left edges lined up, sits against the right
        // (cross-start) edge: the widest extent past the baseline, 100 + margin 5, ends there.
        let root = CSSNode(style: box {
            $0.flexDirection = .column; $0.flexWrap = .wrapReverse; $0.alignItems = .baseline; $0.width = .points(344)
        }, children: [
            CSSNode(style: box { $0.width = .points(52); $0.height = .points(10); $0.margin.left = .points(7) }),
            CSSNode(style: box { $0.width = .points(100); $0.height = .points(10); $0.margin.right = .points(5) }),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 239, y: 0, width: 52, height: 10))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 239, y: 10, width: 100, height: 10))
    }

    func testAReversedContainersBaselineIsItsLastItems() {
        // A 5-tall box aligned by baseline with a row-reverse container of items 20 and 10
        // tall: the container's baseline is its last item's (10), in either direction, so the
        // box sits at 5; a plain row's is its first item's (20), and a column-reverse one's its
        // last item's, placed first (10).
        func box5(besides container: CSSStyle) -> CGRect {
            let root = CSSNode(style: box { $0.alignItems = .baseline }, children: [
                fixed(0, 5), CSSNode(style: container, children: [fixed(0, 20), fixed(0, 10)]),
            ])
            return root.layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(box5(besides: box { $0.flexDirection = .rowReverse }), CGRect(x: 0, y: 5, width: 0, height: 5))
        XCTAssertEqual(box5(besides: box { $0.flexDirection = .rowReverse; $0.direction = .rtl }), CGRect(x: 0, y: 5, width: 0, height: 5))
        XCTAssertEqual(box5(besides: box { $0.direction = .rtl }), CGRect(x: 0, y: 15, width: 0, height: 5))
        XCTAssertEqual(box5(besides: box { $0.flexDirection = .columnReverse }), CGRect(x: 0, y: 5, width: 0, height: 5))
    }

    func testAnItemAlignedByBaselineIsMeasuredWithAnIndefiniteHeight() {
        // In a row 100 tall aligned by baseline: a row holding an empty `height: 50%` box and a
        // box 20 tall, beside a box 5 tall. The 50% is of an indefinite height (the item is not
        // stretched), so the empty box is 0 tall and its baseline 0: the row sits at 5.
        let root = CSSNode(style: box { $0.alignItems = .baseline; $0.height = .points(100) }, children: [
            CSSNode(style: box { _ in }, children: [CSSNode(style: box { $0.height = .percent(50) }), fixed(0, 20)]),
            fixed(0, 5),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 5, width: 0, height: 20))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 0, y: 0, width: 0, height: 5))
    }

    func testAScrollContainersBaselineStaysWithinItsBorderBox() {
        // Chromium: a `height: 10px; overflow: hidden` wrapping row whose lines (1 and 15 tall,
        // `align-content: flex-end`) start 6 above it has its baseline at its top, 0, not at
        // its first line's bottom, -5: baseline-aligned beside an empty box, both sit at 0.
        let scroller = CSSNode(style: box {
            $0.width = .points(75); $0.height = .points(10); $0.flexShrink = 0; $0.overflowX = .hidden; $0.overflowY = .hidden
            $0.flexWrap = .wrap; $0.alignContent = .flexEnd
        }, children: [fixed(75, 1), fixed(75, 15)])
        let result = CSSNode(style: box { $0.alignItems = .baseline; $0.height = .points(40) }, children: [scroller, CSSNode(style: box { _ in })])
            .layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 75, height: 10))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: -6, width: 75, height: 1))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 75, y: 0, width: 0, height: 0))
    }
}
