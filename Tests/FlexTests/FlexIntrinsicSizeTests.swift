import XCTest
import LucidCSS
import LucidLayout

/// Intrinsic (min- and max-content) sizes of flex containers, with exact frames (the values
/// headless Chromium gives for the same trees).
final class FlexIntrinsicSizeTests: XCTestCase {
    func testWrappingRowIsAsWideAsItsLargestMinContentContributionWhateverTheFlexBases() {
        // A wrapping row sized by its content: the items' min-content contributions (their
        // widths) are not limited by their flex bases, 0 here, so the row is 100 wide …
        let wrap = CSSNode(style: box { _ in }, children: [
            CSSNode(style: box { $0.flexWrap = .wrap }, children: [
                fixed(100, 0) { $0.flexBasis = .points(0) },
                fixed(60, 0) { $0.flexBasis = .points(0) },
            ]),
        ])
        let result = wrap.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 100, height: 0))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 0, height: 0))
        // … and an empty item's flex basis of 33 does not widen it.
        let empty = CSSNode(style: box { _ in }, children: [
            CSSNode(style: box { $0.flexWrap = .wrap }, children: [CSSNode(style: box { $0.flexBasis = .points(33) })]),
        ])
        XCTAssertEqual(empty.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 0, height: 0))
        // Fit into definite space (a centred item of a column 300 wide), it is 100 wide too.
        let centred = CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .center; $0.width = .points(300) }, children: [
            CSSNode(style: box { $0.flexWrap = .wrap }, children: [fixed(100, 0) { $0.flexBasis = .points(0) }, fixed(30, 0)]),
        ])
        XCTAssertEqual(centred.layout(in: .maxContent).frame(at: [0]), CGRect(x: 100, y: 0, width: 100, height: 0))
    }
}
