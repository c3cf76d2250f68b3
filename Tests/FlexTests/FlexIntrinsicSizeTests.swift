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

    func testAContentBasisDoesNotFloorAnUnshrinkableItemsMinContentContribution() {
        // A row fit into 76 (a start-aligned item of a column 76 wide) holding a wrapping row of
        // items 62 and 18 wide with `flex-shrink: 0`: its min-content contribution is its
        // min-content width, 62, not its flex basis (its max-content width, 80), so the outer
        // row fits the space (Chromium: 76) …
        func fitted(_ configure: @escaping (inout CSSStyle) -> Void, sibling: CSSNode? = nil) -> CSSLayoutResult {
            let wrap = CSSNode(style: box { $0.flexShrink = 0; $0.flexWrap = .wrap; configure(&$0) }, children: [fixed(62, 0), fixed(18, 0)])
            return CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart; $0.width = .points(76) }, children: [
                CSSNode(style: box { _ in }, children: [wrap] + (sibling.map { [$0] } ?? [])),
            ]).layout(in: .maxContent)
        }
        XCTAssertEqual(fitted { _ in }.frame(at: [0]), CGRect(x: 0, y: 0, width: 76, height: 0))
        XCTAssertEqual(fitted { _ in }.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 80, height: 0))
        // … and beside an unshrinkable item 30 wide it is 62 + 30 wide (Chromium: 92).
        XCTAssertEqual(fitted({ _ in }, sibling: fixed(30, 0) { $0.flexShrink = 0 }).frame(at: [0]), CGRect(x: 0, y: 0, width: 92, height: 0))
        // A definite flex basis still floors it: with `flex-basis: 80px` the row is 80 wide.
        XCTAssertEqual(fitted { $0.flexBasis = .points(80) }.frame(at: [0]), CGRect(x: 0, y: 0, width: 80, height: 0))
    }

    func testAWrappingColumnAtItsContentHeightKeepsItemsThatFitOnOneLine() {
        // Items 59, 0 and 0 high, the last with `margin-top: -9px`: on one line they take 50,
        // though the running sum passes 50 after the first. At that content height, unstretched,
        // the column keeps one line (Chromium) …
        func column(alignItems: CSSAlignment) -> CSSLayoutResult {
            CSSNode(style: box { $0.alignItems = alignItems }, children: [
                CSSNode(style: box { $0.flexDirection = .column; $0.flexWrap = .wrap }, children: [
                    CSSNode(style: box { $0.minHeight = .points(59) }),
                    CSSNode(style: box { _ in }),
                    CSSNode(style: box { $0.margin.top = .points(-9) }),
                ]),
            ]).layout(in: .maxContent)
        }
        let unstretched = column(alignItems: .flexStart)
        XCTAssertEqual(unstretched.frame(at: [0]), CGRect(x: 0, y: 0, width: 0, height: 50))
        XCTAssertEqual(unstretched.frame(at: [0, 1]), CGRect(x: 0, y: 59, width: 0, height: 0))
        XCTAssertEqual(unstretched.frame(at: [0, 2]), CGRect(x: 0, y: 50, width: 0, height: 0))
        // … while stretched to the same height, which is then definite, it breaks after the first.
        let stretched = column(alignItems: .stretch)
        XCTAssertEqual(stretched.frame(at: [0, 1]), CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(stretched.frame(at: [0, 2]), CGRect(x: 0, y: -9, width: 0, height: 0))
    }

    func testWrappingColumnIsAtLeastItsLargestMinContentContributionWideAndFitsTheSpace() {
        // Two lines, 10 and 15 wide (items 50 and 20 high in a column 60 high): 25 at
        // max-content, 15 at min-content (the widest item), so it fits 20 of space and keeps
        // 15 in 12.
        func column(in width: CGFloat) -> CSSNode {
            CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart; $0.width = .points(width) }, children: [
                CSSNode(style: box { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.height = .points(60) }, children: [
                    fixed(10, 50), fixed(15, 20),
                ]),
            ])
        }
        XCTAssertEqual(column(in: 20).layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 20, height: 60))
        let narrow = column(in: 12).layout(in: .maxContent)
        XCTAssertEqual(narrow.frame(at: [0]), CGRect(x: 0, y: 0, width: 15, height: 60))
        XCTAssertEqual(narrow.frame(at: [0, 1]), CGRect(x: 10, y: 0, width: 15, height: 20))
        // As a flex item that must shrink, its automatic minimum is that min-content width:
        // lines 1 and 27 wide (28 at max-content) next to a sibling in a row 20 wide.
        let row = CSSNode(style: box { $0.width = .points(20) }, children: [
            CSSNode(style: box { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.height = .points(60) }, children: [
                CSSNode(style: box { $0.height = .points(86); $0.padding.right = .points(1) }),
                CSSNode(style: box { $0.minWidth = .points(27) }),
            ]),
        ])
        XCTAssertEqual(row.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 27, height: 60))
    }

    func testAnItemOfAWrappingColumnIsFitIntoTheColumnsWidth() {
        // A wrapping row of items 90, 44, 74 and 20 wide (228 at max-content, 90 at
        // min-content) in a wrapping column 219 wide: Chromium fits it into 219, where the
        // fourth item goes on a second line; stretched or not.
        for align in [CSSAlignment(.stretch), CSSAlignment(.flexStart)] {
            let column = CSSNode(style: box { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.width = .points(219) }, children: [
                CSSNode(style: box { $0.flexWrap = .wrap; $0.alignSelf = align }, children: [
                    fixed(90, 5), fixed(44, 5), fixed(74, 5), fixed(20, 5),
                ]),
            ])
            let result = column.layout(in: .maxContent)
            XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 219, height: 10))
            XCTAssertEqual(result.frame(at: [0, 2]), CGRect(x: 134, y: 0, width: 74, height: 5))
            XCTAssertEqual(result.frame(at: [0, 3]), CGRect(x: 0, y: 5, width: 20, height: 5))
        }
        // A row that cannot wrap keeps its min-content width, 228.
        let nowrap = CSSNode(style: box { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.width = .points(219) }, children: [
            CSSNode(style: box { _ in }, children: [fixed(90, 5), fixed(44, 5), fixed(74, 5), fixed(20, 5)]),
        ])
        XCTAssertEqual(nowrap.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 228, height: 5))
    }

    func testAWrappingColumnsContentIsItsLongestLineAtItsOwnHeight() {
        // A column-wrap item 74 tall holding items 48 and 53 tall (two lines at 74) in a column
        // 10 tall: its automatic minimum is its longest line, 53, so it shrinks to 53; in a row
        // 10 tall it keeps its height.
        func item(in direction: CSSStyle.FlexDirection) -> CSSLayoutResult {
            CSSNode(style: box { $0.flexDirection = direction; $0.height = .points(10) }, children: [
                CSSNode(style: box { $0.flexDirection = .column; $0.flexWrap = .wrap; $0.height = .points(74); $0.width = .points(30) }, children: [
                    fixed(10, 0) { $0.height = .auto; $0.flexBasis = .points(48) }, fixed(10, 53),
                ]),
            ]).layout(in: .maxContent)
        }
        let column = item(in: .column)
        XCTAssertEqual(column.frame(at: [0]), CGRect(x: 0, y: 0, width: 30, height: 53))
        XCTAssertEqual(column.frame(at: [0, 1]), CGRect(x: 15, y: 0, width: 10, height: 53))
        XCTAssertEqual(item(in: .row).frame(at: [0]), CGRect(x: 0, y: 0, width: 30, height: 74))
    }

    func testAContainersMinWidthDoesNotLimitItsContentsWidth() {
        // An item with `flex-grow: 0.5; min-width: 30px` holding an empty box, in a row 118
        // wide: its flex base size is its content's width, 0, not 30, so it grows to 59.
        let row = CSSNode(style: box { $0.width = .points(118) }, children: [
            CSSNode(style: box { $0.flexGrow = 0.5; $0.minWidth = .points(30) }, children: [CSSNode(style: box { _ in })]),
        ])
        XCTAssertEqual(row.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 59, height: 0))
        // Its min-width still applies to it as an item: with flex-grow 0.1 it is 30 wide.
        let small = CSSNode(style: box { $0.width = .points(118) }, children: [
            CSSNode(style: box { $0.flexGrow = 0.1; $0.minWidth = .points(30) }, children: [CSSNode(style: box { _ in })]),
        ])
        XCTAssertEqual(small.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 30, height: 0))
    }

    func testRowFitIntoSpaceCountsTheMaxContentContributionOfAnItemThatMayFlexTowardsIt() {
        // Rows sized by their content in 300 of space (items of a column aligned to the start).
        func row(_ items: [CSSNode]) -> CSSLayoutResult {
            CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart; $0.width = .points(300) }, children: [
                CSSNode(style: box { _ in }, children: items),
            ]).layout(in: .maxContent)
        }
        // width 44, flex-basis 0, flex-grow 2: the item may grow to its width, so the row is 44.
        let grows = row([fixed(44, 0) { $0.flexGrow = 2; $0.flexBasis = .points(0) }])
        XCTAssertEqual(grows.frame(at: [0]), CGRect(x: 0, y: 0, width: 44, height: 0))
        XCTAssertEqual(grows.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 44, height: 0))
        // flex-basis 100 but able to shrink: 44.
        XCTAssertEqual(row([fixed(44, 0) { $0.flexBasis = .points(100) }]).frame(at: [0]), CGRect(x: 0, y: 0, width: 44, height: 0))
        // One that cannot grow keeps its basis (10); one that can grows to its width (20): 30.
        let mixed = row([fixed(44, 0) { $0.flexBasis = .points(10) }, fixed(20, 0) { $0.flexGrow = 1; $0.flexBasis = .points(5) }])
        XCTAssertEqual(mixed.frame(at: [0]), CGRect(x: 0, y: 0, width: 30, height: 0))
        XCTAssertEqual(mixed.frame(at: [0, 1]), CGRect(x: 10, y: 0, width: 20, height: 0))
    }

    func testWrappingRowWhoseLineOverflowsTheSpaceIsItsMinContentWide() {
        // In 44 of space, a wrapping row holding a wrapping row of 94 and 1 (95 at max-content,
        // 94 at min-content) and an empty item: the lines overflow, so the outer row is 94 wide
        // (fit-content), and the inner one, laid out in 94, puts the 1 on a second line.
        let root = CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart; $0.width = .points(44) }, children: [
            CSSNode(style: box { $0.flexWrap = .wrap }, children: [
                CSSNode(style: box { $0.flexWrap = .wrap }, children: [fixed(94, 5), fixed(1, 5)]),
                CSSNode(style: box { _ in }),
            ]),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 94, height: 10))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 94, height: 10))
        XCTAssertEqual(result.frame(at: [0, 0, 1]), CGRect(x: 0, y: 5, width: 1, height: 5))
    }

    func testAColumnItemsContentBasisIsNotFlooredByItsOwnMinHeight() {
        // Chromium (a shrunk random tree, content-box): in a 223-tall column with a 9 gap, an
        // empty `flex-basis: 20%; flex-grow: 0.5` item (basis 44.6) and a `min-height: 36px;
        // flex-grow: 2` item whose content is its 2 of border grow from bases 44.6 and 2,
        // sharing 167.4 one to four: 78.08 and 135.92 (with the second's basis taken as 36,
        // they were 70.88 and 143.12).
        let result = CSSNode(style: contentBox {
            $0.flexDirection = .column; $0.rowGap = .points(9); $0.width = .points(391); $0.height = .points(223)
        }, children: [
            CSSNode(style: contentBox { $0.flexGrow = 0.5; $0.flexBasis = .percent(20); $0.overflowX = .hidden; $0.overflowY = .hidden }),
            CSSNode(style: contentBox {
                $0.flexGrow = 2; $0.minHeight = .points(36)
                $0.border = CSSEdges(left: .points(0), right: .points(0), top: .points(1), bottom: .points(1))
            }, children: [CSSNode(style: contentBox { $0.flexShrink = 2 })]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]).height, 78.08, accuracy: 0.01)
        XCTAssertEqual(result.frame(at: [1]).minY, 87.08, accuracy: 0.01)
        XCTAssertEqual(result.frame(at: [1]).height, 135.92, accuracy: 0.01)
    }

    func testAContentBasisIsNotCappedByTheItemsOwnMaxWidth() {
        // Chromium: in a row 40 wide, a `max-width: 14px` item over content 45 wide has a flex
        // basis of 45 (its hypothetical size is 14). Shrinking, it is frozen at 14 and its
        // `flex-shrink: 0.5` neighbour, 28 wide, takes all the overflow left: 26. (Capping the
        // basis at 14 froze the first at once and the factor-sum rule halved the overflow: 27.)
        let result = CSSNode(style: box { $0.width = .points(40) }, children: [
            CSSNode(style: box { $0.maxWidth = .points(14) }, children: [fixed(45, 0)]),
            fixed(28, 0) { $0.flexShrink = 0.5 },
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 14, height: 0))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 14, y: 0, width: 26, height: 0))
    }

    func testAColumnItemsContentBasisIsNotCappedByItsOwnMaxHeight() {
        // Chromium: the column form of the case above: in a column 40 tall, a `max-height:
        // 14px` item over content 45 tall has a basis of 45, and its `flex-shrink: 0.5`
        // neighbour, 28 tall, ends 26 tall.
        let result = CSSNode(style: box { $0.flexDirection = .column; $0.height = .points(40) }, children: [
            CSSNode(style: box { $0.maxHeight = .points(14) }, children: [fixed(0, 45)]),
            fixed(0, 28) { $0.flexShrink = 0.5 },
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]).height, 14)
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 0, y: 14, width: 0, height: 26))
    }
}
