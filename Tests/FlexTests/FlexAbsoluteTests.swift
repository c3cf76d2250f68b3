import XCTest
import LucidCSS
import LucidLayout

/// Absolutely positioned boxes, between insets or at their static position, with exact
/// frames (the values headless Chromium gives for the same trees).
final class FlexAbsoluteTests: XCTestCase {
    /// The frame of an absolutely positioned box with `top` and `bottom` insets in a 100×100
    /// container.
    private func frame(top: CGFloat, bottom: CGFloat, container: (inout CSSStyle) -> Void = { _ in }, _ configure: (inout CSSStyle) -> Void, children: [CSSNode] = []) -> CGRect {
        let root = CSSNode(style: box { $0.width = .points(100); $0.height = .points(100); container(&$0) }, children: [
            CSSNode(style: box {
                $0.position = .absolute
                $0.inset = CSSEdges(left: .auto, right: .auto, top: .points(top), bottom: .points(bottom))
                configure(&$0)
            }, children: children),
        ])
        return root.layout(in: .maxContent).frame(at: [0])
    }

    func testAlignSelfAlignsTheBoxBetweenItsInsets() {
        // The 80 between the insets: align-self places a 10-high box at their start, end or center.
        XCTAssertEqual(frame(top: 10, bottom: 10, { $0.height = .points(10); $0.alignSelf = .end }), CGRect(x: 0, y: 80, width: 0, height: 10))
        XCTAssertEqual(frame(top: 28, bottom: 0, { $0.height = .points(4); $0.alignSelf = .center }), CGRect(x: 0, y: 62, width: 0, height: 4))
        // `auto` is `normal` here, whatever the container's align-items.
        XCTAssertEqual(frame(top: 10, bottom: 10, container: { $0.alignItems = .center }, { $0.height = .points(10) }), CGRect(x: 0, y: 10, width: 0, height: 10))
        // An auto height is the content's unless the alignment is normal or stretch.
        let content = { [CSSNode(style: box { $0.height = .points(20) })] }
        XCTAssertEqual(frame(top: 10, bottom: 10, { $0.alignSelf = .center }, children: content()), CGRect(x: 0, y: 40, width: 0, height: 20))
        XCTAssertEqual(frame(top: 10, bottom: 10, { $0.alignSelf = .stretch }, children: content()), CGRect(x: 0, y: 10, width: 0, height: 80))
    }

    func testInsetsThatCrossLeaveNoSpaceAtTheTopInset() {
        // top 60 + bottom 60 > 100: the space between them is 0 high, at 60. A 10-high box
        // aligned to its end sits at 50, centered at 55; so do auto margins share out -10.
        XCTAssertEqual(frame(top: 60, bottom: 60, { $0.height = .points(10); $0.alignSelf = .end }), CGRect(x: 0, y: 50, width: 0, height: 10))
        XCTAssertEqual(frame(top: 70, bottom: 50, { $0.height = .points(10); $0.alignSelf = .center }), CGRect(x: 0, y: 65, width: 0, height: 10))
        XCTAssertEqual(frame(top: 60, bottom: 60, { $0.height = .points(10); $0.margin.top = .auto; $0.margin.bottom = .auto }), CGRect(x: 0, y: 55, width: 0, height: 10))
        // `safe` keeps it at the start.
        XCTAssertEqual(frame(top: 60, bottom: 60, { $0.height = .points(10); $0.alignSelf = CSSAlignment(.end, safe: true) }), CGRect(x: 0, y: 60, width: 0, height: 10))
    }

    func testAnAlignedBoxThatOverflowsThePaddingBoxIsShiftedBackInside() {
        // A 149-high box aligned to the start between insets 14 and 12: moved up to 0 so that it
        // overflows only the bottom; in a scroll container it stays at 14.
        XCTAssertEqual(frame(top: 14, bottom: 12, { $0.height = .points(149); $0.alignSelf = .start }), CGRect(x: 0, y: 0, width: 0, height: 149))
        let scrolls: (inout CSSStyle) -> Void = { $0.overflowX = .hidden; $0.overflowY = .hidden }
        XCTAssertEqual(frame(top: 14, bottom: 12, container: scrolls, { $0.height = .points(149); $0.alignSelf = .start }), CGRect(x: 0, y: 14, width: 0, height: 149))
        // Aligned to the end it would overflow the top: moved down to 0, in a scroll container too.
        XCTAssertEqual(frame(top: 14, bottom: 12, container: scrolls, { $0.height = .points(149); $0.alignSelf = .end }), CGRect(x: 0, y: 0, width: 0, height: 149))
        // In a 0×0 container, top 28: the 4-high box ends at the top inset (Lucid had 28).
        let root = CSSNode(style: box { _ in }, children: [
            CSSNode(style: box {
                $0.position = .absolute; $0.alignSelf = .start; $0.padding.bottom = .points(4)
                $0.inset = CSSEdges(left: .auto, right: .auto, top: .points(28), bottom: .percent(10))
            }),
        ])
        XCTAssertEqual(root.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 24, width: 0, height: 4))
    }

    func testAutoMarginsTakeTheSpaceBetweenInsetsThatCross() {
        // left 60 + right 60 > 100: margin-left: auto is -10, so the box sits at 50 (Lucid had 30).
        let root = CSSNode(style: box { $0.width = .points(100); $0.height = .points(100) }, children: [
            CSSNode(style: box {
                $0.position = .absolute; $0.width = .points(10); $0.margin.left = .auto
                $0.inset = CSSEdges(left: .points(60), right: .points(60), top: .auto, bottom: .auto)
            }),
        ])
        XCTAssertEqual(root.layout(in: .maxContent).frame(at: [0]), CGRect(x: 50, y: 0, width: 10, height: 0))
    }

    /// An absolutely positioned box in a containing block `width` × `height`.
    private func placed(width: CGFloat = 40, height: CGFloat = 0, _ configure: @escaping (inout CSSStyle) -> Void, children: [CSSNode] = []) -> CSSLayoutResult {
        CSSNode(style: box { $0.position = .relative; $0.width = .points(width); $0.height = .points(height) }, children: [
            CSSNode(style: box { $0.position = .absolute; configure(&$0) }, children: children),
        ]).layout(in: .maxContent)
    }

    func testTheSpaceBetweenInsetsIsClampedAtZeroBeforeTheMarginsComeOff() {
        // `left: 0; right: 19px; margin-left: -4px` in a box 10 wide: the space between the
        // insets is 0, not -9, so with the margin off the box is 4 wide at -4 (Chromium).
        let result = placed(width: 10, { $0.inset = CSSEdges(left: .points(0), right: .points(19), top: .auto, bottom: .auto); $0.margin.left = .points(-4) })
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: -4, y: 0, width: 4, height: 0))
    }

    func testAWidthBetweenBothInsetsIsNotRaisedToTheContentButOneFromTheRatioIs() {
        // `aspect-ratio: 1.5; left: 12px; right: 17px` in a box 40 wide over content 39 wide:
        // 11 wide, from the insets (Chromium) …
        let content = [fixed(39, 0)]
        let between = placed({ $0.aspectRatio = 1.5; $0.inset = CSSEdges(left: .points(12), right: .points(17), top: .auto, bottom: .auto) }, children: content)
        XCTAssertEqual(between.frame(at: [0]).width, 11)
        // … but with `height: 20px` the width comes from the ratio, and is the content's, 39.
        let fromRatio = placed({
            $0.aspectRatio = 1.5; $0.height = .points(20); $0.inset = CSSEdges(left: .points(12), right: .points(17), top: .auto, bottom: .auto)
        }, children: content)
        XCTAssertEqual(fromRatio.frame(at: [0]), CGRect(x: 12, y: 0, width: 39, height: 20))
    }

    func testAnAbsoluteRatioBoxsContentHeightIsCappedByItsOwnMaxHeightOnly() {
        // `width: 41px; aspect-ratio: 1.5; max-width: 37px` over content 88 tall: the max height
        // the ratio transfers from the max width (24.66) does not cap the content (Chromium:
        // 37 × 88); its own `max-height: 50px` does.
        let tall = [fixed(0, 88)]
        let style: (inout CSSStyle) -> Void = { $0.width = .points(41); $0.aspectRatio = 1.5; $0.maxWidth = .points(37); $0.flexDirection = .column }
        XCTAssertEqual(placed(style, children: tall).frame(at: [0]).size, CGSize(width: 37, height: 88))
        XCTAssertEqual(placed({ style(&$0); $0.maxHeight = .points(50) }, children: tall).frame(at: [0]).size, CGSize(width: 37, height: 50))
    }

    func testTheSpaceOfAStaticallyPlacedBoxRunsFromItsStaticPosition() {
        // Chromium, a 100 × 50 border-box container with `padding-left: 20px; padding-right:
        // 5px` (content box 20…95) holding a wrapping row of two 60-wide boxes, which fits in
        // the space it gets: 80 from the content box's start, 95 up to its end, and, centred,
        // twice the nearer distance from the content box's centre (at 57.5) to an edge: 85.
        func space(_ configure: @escaping (inout CSSStyle) -> Void) -> CGRect {
            let content = CSSNode(style: box { $0.position = .absolute; $0.flexWrap = .wrap }, children: [fixed(60, 10), fixed(60, 10)])
            return CSSNode(style: box {
                $0.width = .points(100); $0.height = .points(50)
                $0.padding = CSSEdges(left: .points(20), right: .points(5), top: .points(0), bottom: .points(0)); configure(&$0)
            }, children: [content]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(space { _ in }, CGRect(x: 20, y: 0, width: 80, height: 20))
        XCTAssertEqual(space { $0.flexDirection = .rowReverse }, CGRect(x: 0, y: 0, width: 95, height: 20))
        XCTAssertEqual(space { $0.justifyContent = .flexEnd }, CGRect(x: 0, y: 0, width: 95, height: 20))
        XCTAssertEqual(space { $0.flexDirection = .column; $0.alignItems = .center }, CGRect(x: 15, y: 0, width: 85, height: 20))
    }

    func testTheContentFloorOfAnAbsoluteRatioWidthIsNotLimitedByATransferredMax() {
        // Chromium: `height: 46px; max-height: 13px; aspect-ratio: 2` over content 92 wide is
        // 13 tall and, its ratio width 26 raised to the content, 92 wide.
        let result = placed(width: 200, height: 100, { $0.height = .points(46); $0.maxHeight = .points(13); $0.aspectRatio = 2 }, children: [fixed(92, 0)])
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 92, height: 13))
    }

    func testTheContentFloorOfAnAbsoluteRatioHeightIsNotLimitedByATransferredMax() {
        // Chromium: an `aspect-ratio: 0.5; max-width: 27px` box over content 66 tall is 27 wide,
        // and 66 tall, not the 54 its max width transfers as a max height.
        let result = placed(width: 200, height: 100, { $0.aspectRatio = 0.5; $0.maxWidth = .points(27); $0.flexDirection = .column }, children: [fixed(33, 66)])
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 27, height: 66))
    }
}
