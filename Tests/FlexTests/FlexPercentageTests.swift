import XCTest
import LucidCSS
import LucidLayout

/// Percentages against sizes that are, or are not, definite, with exact frames (the values
/// headless Chromium gives for the same trees).
final class FlexPercentageTests: XCTestCase {
    func testPercentagesAreKeptInSixtyFourthsOfAPixel() {
        // As Chromium's LayoutUnit: 10% of 112 is 11.1875 (not 11.2), 33.3% of 100 is
        // 33.296875 (not 33.3).
        let root = CSSNode(style: box { $0.height = .points(112) }, children: [
            CSSNode(style: box { $0.height = .percent(10) }),
            CSSNode(style: box { $0.flexDirection = .column; $0.height = .points(100) }, children: [
                CSSNode(style: box { $0.height = .percent(33.3) }),
            ]),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]).height, 11.1875)
        XCTAssertEqual(result.frame(at: [1, 0]).height, 33.296875)
    }

    func testItemsOwnPercentagesResolveAgainstWhatIsDefiniteWhenItIsLaidOut() {
        // The column's height comes from its content (38) and is not definite, so the item's
        // min-height 30% is treated as auto, as it was when the column was measured: the item
        // and its stretched child stay 0 high (not 30% of 38).
        let root = CSSNode(style: box { _ in }, children: [
            CSSNode(style: box { $0.flexDirection = .column; $0.margin.bottom = .auto }, children: [
                CSSNode(style: box { $0.minHeight = .percent(30) }, children: [CSSNode(style: box { _ in })]),
                fixed(0, 38),
            ]),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 0, height: 38))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(result.frame(at: [0, 0, 0]), CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    func testHeightFromTheWidthThroughTheRatioIsDefiniteForTheChildren() {
        // A ratio-2 column item of a column whose height comes from its content: its width is
        // its child's (40), its height 40 / 2 = 20, against which the child's height: 50% is 10.
        let root = CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart }, children: [
            CSSNode(style: box { $0.aspectRatio = 2; $0.flexDirection = .column }, children: [
                CSSNode(style: box { $0.width = .points(40); $0.height = .percent(50) }),
            ]),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    func testAColumnsContentIsMeasuredAtItsWidthWithinItsMinAndMaxWidths() {
        // A column with `min-width: 30px` in a column 100 wide, not stretched: its child's
        // `margin-bottom: 10%` resolves against its width, 30, so it is 3 tall (Chromium) …
        let column = { (configure: @escaping (inout CSSStyle) -> Void, children: [CSSNode]) -> CSSLayoutResult in
            CSSNode(style: box { $0.width = .points(100); $0.flexDirection = .column }, children: [
                CSSNode(style: box { $0.alignSelf = .flexStart; $0.flexDirection = .column; configure(&$0) }, children: children),
            ]).layout(in: .maxContent)
        }
        XCTAssertEqual(column({ $0.minWidth = .points(30) }, [CSSNode(style: box { $0.margin.bottom = .percent(10) })]).frame(at: [0]),
                       CGRect(x: 0, y: 0, width: 30, height: 3))
        // … and with `max-width: 50px` over a child 80 wide, a `padding-top: 10%` is 5.
        XCTAssertEqual(column({ $0.minWidth = .points(30); $0.maxWidth = .points(50) },
                              [CSSNode(style: box { $0.padding.top = .percent(10) }), fixed(80, 0)]).frame(at: [0]),
                       CGRect(x: 0, y: 0, width: 50, height: 5))
    }
}
