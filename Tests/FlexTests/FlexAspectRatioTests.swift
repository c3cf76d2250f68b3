import XCTest
import LucidCSS
import LucidLayout

/// Aspect-ratio corner cases of flex items and absolutely positioned boxes, with exact
/// frames (the values headless Chromium gives for the same trees).
final class FlexAspectRatioTests: XCTestCase {
    /// A 278×249 row whose items sit at the cross end (so they are not stretched).
    private func row(_ children: [CSSNode], _ configure: (inout CSSStyle) -> Void = { _ in }) -> CSSNode {
        CSSNode(style: box {
            $0.width = .points(278); $0.height = .points(249); $0.alignItems = .flexEnd; configure(&$0)
        }, children: children)
    }

    func testMaxCrossSizeTransferredThroughTheRatioDoesNotStopTheItemGrowing() {
        // height 10, max-height 16, ratio 1: the flex basis is 10 (from the height), and the
        // item grows to the whole line: the transferred max-width (16) is not a flex limit.
        let grower = row([CSSNode(style: box {
            $0.height = .points(10); $0.aspectRatio = 1; $0.maxHeight = .points(16); $0.flexGrow = 3
        })])
        XCTAssertEqual(grower.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 239, width: 278, height: 10))
        // Nor does it limit a definite flex basis.
        let based = row([CSSNode(style: box {
            $0.aspectRatio = 1; $0.maxHeight = .points(16); $0.flexBasis = .points(100)
        })])
        XCTAssertEqual(based.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 233, width: 100, height: 16))
    }

    func testMaxCrossSizeTransferredThroughTheRatioLimitsAFlexBasisFromTheContent() {
        // The content is 40 wide, but the box's content size follows max-height 16 through the ratio.
        let root = row([CSSNode(style: box { $0.aspectRatio = 1; $0.maxHeight = .points(16) }, children: [
            CSSNode(style: box { $0.width = .points(40); $0.height = .points(5) }),
        ])])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 233, width: 16, height: 16))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 16, height: 5))
    }

    func testScrollContainerHasNoMinimumTransferredFromItsMinCrossSize() {
        // min-height 80 through ratio 1 would be a min-width of 80; a scroll container's
        // automatic minimum is zero, so the item keeps its flex basis, 20.
        let rowRoot = row([CSSNode(style: box {
            $0.aspectRatio = 1; $0.flexBasis = .points(20); $0.minHeight = .points(80); $0.overflowX = .hidden; $0.overflowY = .hidden
        })])
        XCTAssertEqual(rowRoot.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 169, width: 20, height: 80))
        let column = row([CSSNode(style: box {
            $0.aspectRatio = 1; $0.flexBasis = .points(20); $0.minWidth = .points(80); $0.overflowX = .hidden; $0.overflowY = .hidden
        })], { $0.flexDirection = .column })
        XCTAssertEqual(column.layout(in: .maxContent).frame(at: [0]), CGRect(x: 198, y: 0, width: 80, height: 20))
        // Without overflow the transferred minimum is the content size suggestion: 80.
        let visible = row([CSSNode(style: box { $0.aspectRatio = 1; $0.flexBasis = .points(20); $0.minHeight = .points(80) })])
        XCTAssertEqual(visible.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 169, width: 80, height: 80))
    }

    func testOwnMaxSizeWinsOverAMinSizeTransferredThroughTheRatio() {
        // width 100, ratio 2: a height of 50, which min-width 80 would keep at least 40 through
        // the ratio; but the transferred minimum applies before the box's own max-height, 10.
        let child = CSSNode(style: box {
            $0.width = .points(100); $0.aspectRatio = 2; $0.minWidth = .points(80); $0.maxHeight = .points(10)
        })
        var absolute = child
        absolute.style.position = .absolute
        absolute.style.inset = CSSEdges(left: .points(5), right: .auto, top: .points(5), bottom: .auto)
        let root = CSSNode(style: box { $0.width = .points(310); $0.height = .points(100); $0.alignItems = .flexStart }, children: [absolute])
        XCTAssertEqual(root.layout(in: .maxContent).frame(at: [0]), CGRect(x: 5, y: 5, width: 100, height: 10))
        var item = child
        item.style.flexShrink = 0
        let row = CSSNode(style: box { $0.width = .points(310); $0.height = .points(100); $0.alignItems = .flexStart }, children: [item])
        XCTAssertEqual(row.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    func testAbsoluteBoxHeightFromTheRatioIsAtLeastItsContent() {
        // width 20, ratio 1: 20 tall by the ratio, but its content is 50 tall (the automatic
        // minimum height of a box with an aspect-ratio), up to its max-height.
        func layout(maxHeight: CSSLength) -> CSSLayoutResult {
            let root = CSSNode(style: box { $0.width = .points(310); $0.height = .points(100) }, children: [
                CSSNode(style: box {
                    $0.position = .absolute; $0.inset = CSSEdges(left: .points(5), right: .auto, top: .points(5), bottom: .auto)
                    $0.width = .points(20); $0.aspectRatio = 1; $0.maxHeight = maxHeight; $0.flexDirection = .column
                }, children: [CSSNode(style: box { $0.width = .points(10); $0.height = .points(50) })]),
            ])
            return root.layout(in: .maxContent)
        }
        XCTAssertEqual(layout(maxHeight: .auto).frame(at: [0]), CGRect(x: 5, y: 5, width: 20, height: 50))
        let capped = layout(maxHeight: .points(30))
        XCTAssertEqual(capped.frame(at: [0]), CGRect(x: 5, y: 5, width: 20, height: 30))
        XCTAssertEqual(capped.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 10, height: 30))
    }

    func testAbsoluteRatioBoxBetweenVerticalInsetsIsAtLeastItsContent() {
        // An `aspect-ratio: 0.5` box between `top: 12px; bottom: 4px` in a containing block
        // `height` tall: its height is the space between the insets, its width follows, …
        func layout(height: CGFloat, content: CSSNode) -> CSSLayoutResult {
            CSSNode(style: box { $0.position = .relative; $0.height = .points(height) }, children: [
                CSSNode(style: box {
                    $0.position = .absolute; $0.inset = CSSEdges(left: .auto, right: .auto, top: .points(12), bottom: .points(4))
                    $0.aspectRatio = 0.5; $0.flexDirection = .column
                }, children: [content]),
            ]).layout(in: .maxContent)
        }
        XCTAssertEqual(layout(height: 20, content: CSSNode(style: box { $0.margin.right = .points(1) })).frame(at: [0]),
                       CGRect(x: 0, y: 12, width: 2, height: 4))
        // … unless its content is wider: then the height follows the content's width (Chromium: 9 × 18) …
        XCTAssertEqual(layout(height: 20, content: CSSNode(style: box { $0.margin.right = .points(9) })).frame(at: [0]),
                       CGRect(x: 0, y: 12, width: 9, height: 18))
        // … or taller: then it is the content's height (Chromium: 0 × 34 where the insets leave nothing).
        XCTAssertEqual(layout(height: 0, content: fixed(0, 34)).frame(at: [0]), CGRect(x: 0, y: 12, width: 0, height: 34))
    }

    func testAnAbsoluteRatioBoxInAColumnKeepsTheRatioHeightForPercentages() {
        // A 0-wide `aspect-ratio: 0.5` absolute box, child of a column, made 71 tall by one
        // child: its `height: 25%` child resolves against the ratio height, 0 (Chromium), as
        // in a row, not against 71 as an in-flow item of the column would.
        let result = CSSNode(style: box { $0.position = .relative }, children: [
            CSSNode(style: box { $0.flexDirection = .column }, children: [
                CSSNode(style: box { $0.position = .absolute; $0.aspectRatio = 0.5 }, children: [
                    CSSNode(style: box { $0.height = .percent(25) }), fixed(0, 71),
                ]),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 0, height: 71))
        XCTAssertEqual(result.frame(at: [0, 0, 0]), CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    func testARatioRowIsFlooredByItsContentOnlyWithAnAutomaticMinHeight() {
        // An unstretched `aspect-ratio: 0.5` row in a column, over content 84 tall: with
        // `min-height: auto` its content floors it (42 × 84); with a min-height of 30% of an
        // indefinite height, 0px or clipping, it keeps the ratio (Chromium: 0 × 0); with
        // `min-height: 10px`, 5 × 10.
        func ratioBox(_ configure: @escaping (inout CSSStyle) -> Void) -> CGRect {
            CSSNode(style: box { $0.flexDirection = .column }, children: [
                CSSNode(style: box { $0.aspectRatio = 0.5; $0.margin.right = .auto; configure(&$0) }, children: [fixed(0, 84)]),
            ]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(ratioBox { _ in }, CGRect(x: 0, y: 0, width: 42, height: 84))
        XCTAssertEqual(ratioBox { $0.minHeight = .percent(30) }, CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(ratioBox { $0.minHeight = .points(0) }, CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(ratioBox { $0.overflowY = .hidden }, CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(ratioBox { $0.minHeight = .points(10) }, CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    func testPercentHeightsInAColumnsRatioItemsAreIndefiniteWhereTheColumnsHeightIs() {
        // A column of content height holding a `height: 75%; aspect-ratio: 1.5` item and one 41
        // tall: the percentage has nothing to resolve against, so the ratio item is 0 × 0 and
        // adds no width to the column (Chromium).
        let sized = CSSNode(style: box { $0.flexDirection = .column }, children: [
            CSSNode(style: box { $0.alignSelf = .flexStart; $0.flexDirection = .columnReverse }, children: [
                fixed(0, 41), CSSNode(style: box { $0.height = .percent(75); $0.aspectRatio = 1.5 }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(sized.frame(at: [0]), CGRect(x: 0, y: 0, width: 0, height: 41))
        XCTAssertEqual(sized.frame(at: [0, 1]), CGRect(x: 0, y: 0, width: 0, height: 0))
        // An `aspect-ratio: 2` item of a column: while its content is measured its height is
        // indefinite for its child's `height: 75%`, so the child is its padding, 7, tall and
        // the item 14 × 7 (Chromium), not 17.75 × 8.88.
        // (content-box sizing, as in the Chromium case.)
        let measured = CSSNode(style: box { $0.flexDirection = .column; $0.boxSizing = .contentBox }, children: [
            CSSNode(style: box { $0.aspectRatio = 2; $0.alignSelf = .flexEnd; $0.flexDirection = .columnReverse; $0.boxSizing = .contentBox }, children: [
                CSSNode(style: box { $0.height = .percent(75); $0.padding.top = .points(7); $0.padding.left = .points(5); $0.boxSizing = .contentBox }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(measured.frame(at: [0]), CGRect(x: -9, y: 0, width: 14, height: 7))
    }

    func testARatioWidthFlooredByItsContentIsCappedByItsOwnMaxWidthOnly() {
        // A `height: 24px; aspect-ratio: 0.5; max-height: 73px` item of a column, over content
        // 93 wide: its width floored by the content is not capped by the 36.5 its max height
        // gives through the ratio (Chromium: 93 × 24) …
        func column(_ configure: @escaping (inout CSSStyle) -> Void) -> CGRect {
            CSSNode(style: box { $0.flexDirection = .columnReverse }, children: [
                CSSNode(style: box { $0.height = .points(24); $0.aspectRatio = 0.5; $0.maxHeight = .points(73); configure(&$0) },
                        children: [fixed(93, 0)]),
            ]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(column { _ in }, CGRect(x: 0, y: 0, width: 93, height: 24))
        // … but by its own `max-width: 50px`.
        XCTAssertEqual(column { $0.maxWidth = .points(50) }, CGRect(x: 0, y: 0, width: 50, height: 24))
    }

    func testAMinHeightTransferredThroughTheRatioFloorsTheContentSizeBesideAnOwnMinWidth() {
        // `aspect-ratio: 2; min-width: 82px; min-height: 98px`, no content: its content size
        // (max-content width, flex basis) is the 196 the min height gives through the ratio,
        // though it has a min width of its own (Chromium) …
        let item = { CSSNode(style: box { $0.aspectRatio = 2; $0.minWidth = .points(82); $0.minHeight = .points(98) }) }
        let alone = CSSNode(style: box { _ in }, children: [item()]).layout(in: .maxContent)
        XCTAssertEqual(alone.frame(at: [0]), CGRect(x: 0, y: 0, width: 196, height: 98))
        // … but its own min width is its flexing minimum: beside an unshrinkable item 50 wide in
        // a row 100 wide it shrinks to 82.
        let squeezed = CSSNode(style: box { $0.width = .points(100) }, children: [item(), fixed(50, 0) { $0.flexShrink = 0 }])
            .layout(in: .maxContent)
        XCTAssertEqual(squeezed.frame(at: [0]).width, 82)
    }

    func testTheContentFloorOfARatioWidthIsMeasuredAtTheBoxsDefiniteHeight() {
        // A `height: 14px; aspect-ratio: 1.5` item of a column holding a box 53 wide and an
        // `aspect-ratio: 1` one, which stretches to the 14 and so is 14 wide: the content is 67
        // wide at that height (Chromium), not 53 as measured at no height.
        let result = CSSNode(style: box { $0.flexDirection = .column }, children: [
            CSSNode(style: box { $0.height = .points(14); $0.aspectRatio = 1.5 }, children: [
                fixed(53, 0) { $0.height = .auto }, CSSNode(style: box { $0.aspectRatio = 1 }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 67, height: 14))
        XCTAssertEqual(result.frame(at: [0, 1]), CGRect(x: 53, y: 0, width: 14, height: 14))
    }

    func testAnEmptyContentBoxRatioItemTakesItsHeightFromItsTransferredMinWidth() {
        // A content-box `aspect-ratio: 3; min-height: 31px` empty item of a column 187 tall,
        // beside a `flex-grow: 0.5` one: its flex basis is 31 (its min width, 93, through the
        // ratio), so the two share 156 as 3 : 0.5 (Chromium: 164.72 and 22.28).
        let result = CSSNode(style: box { $0.height = .points(187); $0.flexDirection = .columnReverse; $0.alignItems = .flexStart }, children: [
            CSSNode(style: box { $0.boxSizing = .contentBox; $0.aspectRatio = 3; $0.flexGrow = 3; $0.minHeight = .points(31) }),
            CSSNode(style: box { $0.flexGrow = 0.5 }),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [1]).height, 22.28125, accuracy: 0.01)
    }

    func testContentSizeSuggestionIsAtLeastTheMinCrossSizeThroughTheRatio() {
        // height 100 but flex-basis 0: the automatic minimum height is the content size
        // suggestion, min-width 97 through ratio 2 = 48.5 (the specified 100 only caps it),
        // whether the item keeps its min-width or is stretched to 170.
        func layout(_ configure: (inout CSSStyle) -> Void) -> CGRect {
            let root = CSSNode(style: box {
                $0.flexDirection = .column; $0.width = .points(170); $0.height = .points(147); configure(&$0)
            }, children: [CSSNode(style: box {
                $0.height = .points(100); $0.aspectRatio = 2; $0.flexBasis = .points(0); $0.minWidth = .points(97)
            })])
            return root.layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(layout { $0.alignItems = .flexStart }, CGRect(x: 0, y: 0, width: 97, height: 48.5))
        XCTAssertEqual(layout { $0.flexWrap = .wrap }, CGRect(x: 0, y: 0, width: 170, height: 48.5))
    }

    func testRowWithARatioWhoseWidthComesFromItsContentTakesItsHeightFromTheRatio() {
        // The row is 12 wide (its child); its height is 12 / 1.5 = 8 (its content is only 2),
        // and the column's next item starts below it.
        let root = CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart; $0.width = .points(212) }, children: [
            CSSNode(style: box { $0.aspectRatio = 1.5 }, children: [CSSNode(style: box { $0.width = .points(12); $0.height = .points(2) })]),
            CSSNode(style: box { $0.width = .points(50); $0.height = .points(10) }),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.rootFrame, CGRect(x: 0, y: 0, width: 212, height: 18))
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 12, height: 8))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 12, height: 2))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 0, y: 8, width: 50, height: 10))
    }

    func testBorderBoxRatioAppliesToThePaddingAndBorder() {
        // With border-box sizing the ratio relates the border boxes: padding-bottom 7 and ratio
        // 0.5 give a 3.5×7 box in a row, a column, or with a max-width below that (2); padding-left 3
        // and ratio 1 give 3×3. Content-box sizing relates the empty content boxes: 3×2.
        func frame(_ container: (inout CSSStyle) -> Void, _ item: (inout CSSStyle) -> Void) -> CGRect {
            CSSNode(style: box(container), children: [CSSNode(style: box(item))]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(frame({ _ in }, { $0.aspectRatio = 0.5; $0.padding.bottom = .points(7) }), CGRect(x: 0, y: 0, width: 3.5, height: 7))
        XCTAssertEqual(frame({ $0.flexDirection = .column }, { $0.aspectRatio = 0.5; $0.padding.bottom = .points(7) }),
                       CGRect(x: 0, y: 0, width: 3.5, height: 7))
        XCTAssertEqual(frame({ _ in }, { $0.aspectRatio = 0.5; $0.padding.bottom = .points(7); $0.maxWidth = .points(2) }),
                       CGRect(x: 0, y: 0, width: 2, height: 7))
        XCTAssertEqual(frame({ $0.flexDirection = .column; $0.alignItems = .start }, { $0.aspectRatio = 1; $0.padding.left = .points(3) }),
                       CGRect(x: 0, y: 0, width: 3, height: 3))
        XCTAssertEqual(frame({ _ in }, { $0.aspectRatio = 2; $0.padding.left = .points(3); $0.padding.top = .points(2); $0.boxSizing = .contentBox }),
                       CGRect(x: 0, y: 0, width: 3, height: 2))
        // A container: the 3 of padding make it at least 6 wide; its content (1 + 3) makes it 4 tall.
        let root = CSSNode(style: box { _ in }, children: [
            CSSNode(style: box { $0.aspectRatio = 2; $0.padding.top = .points(3) }, children: [fixed(1, 1)]),
        ])
        XCTAssertEqual(root.layout(in: .maxContent).frame(at: [0]), CGRect(x: 0, y: 0, width: 6, height: 4))
        // An own min-width replaces the transferred minimum: in a row 1 wide the item shrinks to it.
        XCTAssertEqual(frame({ $0.width = .points(1) }, { $0.aspectRatio = 2; $0.padding.top = .points(20); $0.minWidth = .points(1) }),
                       CGRect(x: 0, y: 0, width: 1, height: 20))
    }

    func testStretchedCrossSizeGivesAFlexBasisThroughTheRatioOnlyWhenTheLineIsDefinite() {
        // A row whose height comes from its content (a 16-high sibling): the ratio item's flex
        // basis is its content's (0); it is stretched to 16 afterwards, but stays 0 wide.
        func frame(_ root: (inout CSSStyle) -> Void, _ row: (inout CSSStyle) -> Void) -> CGRect {
            CSSNode(style: box(root), children: [
                CSSNode(style: box(row), children: [fixed(0, 16), CSSNode(style: box { $0.aspectRatio = 2 })]),
            ]).layout(in: .maxContent).frame(at: [0, 1])
        }
        XCTAssertEqual(frame({ _ in }, { $0.alignSelf = .end }), CGRect(x: 0, y: 0, width: 0, height: 16))
        // A row stretched in a root 16 high has a definite height: the basis is 16 × 2.
        XCTAssertEqual(frame({ $0.height = .points(16) }, { _ in }), CGRect(x: 0, y: 0, width: 32, height: 16))
    }

    func testAutomaticMinimumHeightOfARatioBoxMeasuresTheContentAtTheRatioHeight() {
        // A ratio-2 row 20 wide, an item of a row: 10 high through the ratio. Its content is
        // measured with that height taken as definite, so its stretched child is 10 high
        // (its own child, 30 high, overflows) and the box stays 10 high.
        func frames(_ configure: (inout CSSStyle) -> Void, _ child: CSSNode) -> [CGRect] {
            let root = CSSNode(style: box { _ in }, children: [
                CSSNode(style: box { $0.width = .points(20); $0.aspectRatio = 2; configure(&$0) }, children: [child]),
            ])
            let result = root.layout(in: .maxContent)
            return [result.frame(at: [0]), result.frame(at: [0, 0])]
        }
        let tall = { CSSNode(style: box { _ in }, children: [CSSNode(style: box { $0.height = .points(30) })]) }
        XCTAssertEqual(frames({ _ in }, tall()), [CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 0, width: 0, height: 10)])
        // A stretched child with a 5 margin is 5 high.
        let margined = CSSNode(style: box { $0.margin.bottom = .points(5) }, children: [CSSNode(style: box { $0.height = .points(30) })])
        XCTAssertEqual(frames({ _ in }, margined), [CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 0, width: 0, height: 5)])
        // A child not stretched keeps its content's height, 30, and so does the box.
        XCTAssertEqual(frames({ $0.alignItems = .flexStart }, tall()), [CGRect(x: 0, y: 0, width: 20, height: 30), CGRect(x: 0, y: 0, width: 0, height: 30)])
        // In a column the child's flex-basis: 50% is 5 (of 10), and with its 15 margin the box is 20 high.
        let based = CSSNode(style: box { $0.flexBasis = .percent(50); $0.margin.bottom = .points(15) })
        XCTAssertEqual(frames({ $0.flexDirection = .column }, based), [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 20, height: 5)])
    }

    func testTheContentOfAWrappingColumnWithARatioIsMeasuredWithItsLinesBrokenAtTheRatioHeight() {
        // A 0-wide `aspect-ratio: 2` wrapping column is 0 high through the ratio: its items, 23
        // and 53 high, take a line each, so its content (its automatic minimum height) is the
        // taller line, 53, not their sum (Chromium) …
        func column(_ children: [CSSNode], gap: CGFloat = 0) -> CSSLayoutResult {
            CSSNode(style: box { _ in }, children: [
                CSSNode(style: box { $0.aspectRatio = 2; $0.flexDirection = .column; $0.flexWrap = .wrap; $0.rowGap = .points(gap) }, children: children),
            ]).layout(in: .maxContent)
        }
        let tall = column([fixed(0, 23), fixed(0, 53)])
        XCTAssertEqual(tall.frame(at: [0]), CGRect(x: 0, y: 0, width: 0, height: 53))
        XCTAssertEqual(tall.frame(at: [0, 1]), CGRect(x: 0, y: 0, width: 0, height: 53))
        // … and two empty items 12 apart are two lines, with no gap between them: 0 high.
        XCTAssertEqual(column([fixed(0, 0), fixed(0, 0)], gap: 12).frame(at: [0]), CGRect(x: 0, y: 0, width: 0, height: 0))
        // As an item of a column, whose flexed height is definite, it breaks its lines at that
        // height: 6 wide and 13 tall (its content), it keeps items 0 and 13 tall on one line,
        // where the first is stretched to 6 (Chromium).
        let item = CSSNode(style: box { $0.flexDirection = .column }, children: [
            CSSNode(style: box { $0.aspectRatio = 2; $0.flexDirection = .column; $0.flexWrap = .wrapReverse }, children: [
                CSSNode(style: box { _ in }),
                CSSNode(style: box { $0.margin.bottom = .points(13); $0.margin.left = .points(6) }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(item.frame(at: [0]), CGRect(x: 0, y: 0, width: 6, height: 13))
        XCTAssertEqual(item.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 6, height: 0))
    }

    func testContentSuggestionOfARowItemWithADefiniteHeightIsNotCappedByTheTransferredMaxWidth() {
        // Ratio 0.5, max-height 66, content 45 wide. Stretched in a row 100 high, the item is
        // 66 high; its flex basis is 66 × 0.5 = 33 but its automatic minimum width is its
        // content's 45, not capped at 33 by the max-height through the ratio.
        func frame(_ container: (inout CSSStyle) -> Void) -> CGRect {
            let root = CSSNode(style: box { container(&$0) }, children: [
                CSSNode(style: box { $0.aspectRatio = 0.5; $0.maxHeight = .points(66) }, children: [
                    CSSNode(style: box { $0.width = .points(45) }),
                ]),
            ])
            return root.layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(frame({ $0.height = .points(100) }), CGRect(x: 0, y: 0, width: 45, height: 66))
        XCTAssertEqual(frame({ $0.height = .points(50) }), CGRect(x: 0, y: 0, width: 45, height: 50))
        // Without a definite height it is: 33 × 66.
        XCTAssertEqual(frame({ $0.height = .points(100); $0.alignItems = .flexStart }), CGRect(x: 0, y: 0, width: 33, height: 66))
    }

    func testAScrollContainerInEitherAxisHasNoAutomaticMinimumFromItsContent() {
        // An `aspect-ratio: 1` item of a column 20 wide holding content 40 tall: floored at its
        // content, 40 tall; with `overflow-x: hidden` (the other axis then clips too) it keeps
        // the 20 its width gives.
        func item(_ configure: (inout CSSStyle) -> Void) -> CGRect {
            CSSNode(style: box { $0.flexDirection = .column; $0.width = .points(20) }, children: [
                CSSNode(style: box { $0.aspectRatio = 1; configure(&$0) }, children: [fixed(0, 40)]),
            ]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(item { _ in }, CGRect(x: 0, y: 0, width: 20, height: 40))
        XCTAssertEqual(item { $0.overflowX = .hidden }, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func testARatioBoxMadeTallerByItsContentKeepsTheRatioHeightForPercentages() {
        // A `width: 62px; aspect-ratio: 3` item (20.67 tall by its ratio) holding a
        // `height: 100%` box and a `min-height: 50px` one, in a row: 50 tall, and the
        // percentage is of 20.67 (20.65625 in 64ths of a pixel, as Chromium gives); stretched to 100 by a sibling, it is of 100.
        func row(_ siblings: [CSSNode]) -> CSSLayoutResult {
            CSSNode(style: box { _ in }, children: siblings + [
                CSSNode(style: box { $0.width = .points(62); $0.aspectRatio = 3 }, children: [
                    CSSNode(style: box { $0.height = .percent(100) }), CSSNode(style: box { $0.minHeight = .points(50) }),
                ]),
            ]).layout(in: .maxContent)
        }
        let alone = row([])
        XCTAssertEqual(alone.frame(at: [0]), CGRect(x: 0, y: 0, width: 62, height: 50))
        XCTAssertEqual(alone.frame(at: [0, 0]).height, 20.65625)
        let stretched = row([fixed(0, 100)])
        XCTAssertEqual(stretched.frame(at: [1]), CGRect(x: 0, y: 0, width: 62, height: 100))
        XCTAssertEqual(stretched.frame(at: [1, 0]), CGRect(x: 0, y: 0, width: 0, height: 100))
    }

    func testASizeCarriedThroughTheRatioIsKeptInSixtyFourthsOfAPixel() {
        // As Chromium gives, truncated: 71 / 1.5 is 47.328125, 11 / 3 is 3.65625, and a height
        // of 10 at 0.3 gives a width of 3.
        let row = CSSNode(style: box { $0.alignItems = .flexStart }, children: [
            CSSNode(style: box { $0.width = .points(71); $0.aspectRatio = 1.5 }),
            CSSNode(style: box { $0.width = .points(11); $0.aspectRatio = 3 }),
            CSSNode(style: box { $0.height = .points(10); $0.aspectRatio = 0.3 }),
        ])
        let result = row.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 71, height: 47.328125))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 71, y: 0, width: 11, height: 3.65625))
        XCTAssertEqual(result.frame(at: [2]), CGRect(x: 82, y: 0, width: 3, height: 10))
    }

    func testAColumnRatioItemWithAPercentHeightOfAnIndefiniteHeightIsNotFlooredByItsContent() {
        // A `height: 50%; aspect-ratio: 1.5` item 0 wide in a column of indefinite height,
        // holding a box 15 tall: 0 tall (its content overflows); with `height: auto`, 15.
        func item(_ height: CSSLength) -> CGRect {
            CSSNode(style: box { $0.flexDirection = .column }, children: [
                CSSNode(style: box { $0.height = height; $0.aspectRatio = 1.5 }, children: [CSSNode(style: box { $0.minHeight = .points(15) })]),
            ]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(item(.percent(50)), CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(item(.auto), CGRect(x: 0, y: 0, width: 0, height: 15))
    }

    func testTheContentFloorOfARatioHeightIsMeasuredAsTheQuestionAsks() {
        // Chromium (a shrunk random tree, all content-box): a `width: 100%; aspect-ratio: 3;
        // flex-basis: 20%` wrapping column, asked for its content height inside a wrapping
        // column of indefinite height, measures the content its ratio height floors as a
        // content size too: its `width: 100%` does not apply there, and it is 83 tall, not 99.
        let ratioColumn = CSSNode(style: contentBox {
            $0.width = .percent(100); $0.aspectRatio = 3; $0.flexBasis = .percent(20)
            $0.flexDirection = .column; $0.flexWrap = .wrap; $0.alignItems = .end
            $0.columnGap = .points(5); $0.rowGap = .points(5)
        }, children: [
            CSSNode(style: contentBox {
                $0.flexBasis = .points(76); $0.margin.bottom = .auto; $0.margin.right = .auto; $0.margin.left = .points(-3)
                $0.alignSelf = .baseline; $0.padding = CSSEdges(left: .percent(5), right: .percent(5), top: .points(2), bottom: .points(5))
            }),
            CSSNode(style: contentBox {
                $0.margin.right = .points(12); $0.margin.top = .points(11); $0.alignSelf = .stretch
                $0.overflowX = .hidden; $0.overflowY = .hidden
            }),
        ])
        let root = CSSNode(style: contentBox {
            $0.flexDirection = .columnReverse; $0.flexWrap = .wrapReverse; $0.alignItems = .flexEnd
            $0.columnGap = .points(12); $0.width = .points(66)
        }, children: [
            CSSNode(style: contentBox {
                $0.flexDirection = .column; $0.flexWrap = .wrapReverse; $0.justifyContent = .start
                $0.padding = CSSEdges(left: .points(7), right: .percent(5), top: .points(10), bottom: .points(10))
            }, children: [ratioColumn]),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: []), CGRect(x: 0, y: 0, width: 66, height: 103))
        XCTAssertEqual(result.frame(at: [0]).height, 103)
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 7, y: 10, width: 12, height: 83))
        XCTAssertEqual(result.frame(at: [0, 0, 1]), CGRect(x: 5, y: 11, width: 0, height: 0))
    }

    func testARatioItemOfAColumnIsMeasuredAtItsContentWidth() {
        // Chromium (shrunk random trees, content-box): the height of an `aspect-ratio` item of
        // a column with no height of its own is its content's, laid out at the content width;
        // a percentage of that width counts, and the width then follows the height.
        // `padding-bottom: 5%` of the content width 5 makes the item 8.25 tall, so 24.75 wide;
        // laid out at 24.75, the child's padding is 5% of that (LayoutUnit-floored in Chromium).
        let padded = CSSNode(style: contentBox { $0.flexDirection = .columnReverse }, children: [
            CSSNode(style: contentBox { $0.aspectRatio = 3; $0.margin.right = .auto }, children: [
                CSSNode(style: contentBox {
                    $0.padding = CSSEdges(left: .points(0), right: .points(5), top: .points(8), bottom: .percent(5))
                }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(padded.frame(at: []), CGRect(x: 0, y: 0, width: 5, height: 8.25))
        XCTAssertEqual(padded.frame(at: [0]), CGRect(x: 0, y: 0, width: 24.75, height: 8.25))
        XCTAssertEqual(padded.frame(at: [0, 0]).height, 9.234375)
        // `margin-bottom: 5%` of the content width 41 counts in a wrapping column's item: 61.05
        // tall (the percentage LayoutUnit-floored), 91.56 wide.
        let margined = CSSNode(style: contentBox { $0.flexDirection = .column; $0.flexWrap = .wrap }, children: [
            CSSNode(style: contentBox { $0.aspectRatio = 1.5 }, children: [
                CSSNode(style: contentBox { $0.width = .points(41); $0.height = .points(59); $0.margin.bottom = .percent(5) }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(margined.frame(at: []), CGRect(x: 0, y: 0, width: 41, height: 61.046875))
        XCTAssertEqual(margined.frame(at: [0]), CGRect(x: 0, y: 0, width: 91.5625, height: 61.046875))
        XCTAssertEqual(margined.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 41, height: 59))
    }

    func testARatioItemOfAColumnHasTheBasisItsContentWidthGivesThroughTheRatio() {
        // Chromium (a shrunk random tree, content-box): measured for its flex basis, a
        // `height: 34px; aspect-ratio: 2; flex-basis: 20%` item (a percentage of an indefinite
        // height: content) over content 62 tall has the height its content width, 0, gives
        // through the ratio; its automatic minimum (the content, capped by its height) makes it 34.
        func column(itemMin: CSSLength) -> CSSLayoutResult {
            let item = CSSNode(style: contentBox {
                $0.height = .points(34); $0.aspectRatio = 2; $0.flexBasis = .percent(20); $0.minHeight = itemMin
            }, children: [CSSNode(style: contentBox { $0.minHeight = .points(62) })])
            return CSSNode(style: contentBox { _ in }, children: [
                CSSNode(style: contentBox { $0.flexDirection = .column; $0.flexWrap = .wrap }, children: [item]),
            ]).layout(in: .maxContent)
        }
        let automatic = column(itemMin: .auto)
        XCTAssertEqual(automatic.frame(at: [0]), CGRect(x: 0, y: 0, width: 68, height: 34))
        XCTAssertEqual(automatic.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 68, height: 34))
        XCTAssertEqual(automatic.frame(at: [0, 0, 0]), CGRect(x: 0, y: 0, width: 0, height: 62))
        let zero = column(itemMin: .points(0))
        XCTAssertEqual(zero.frame(at: [0]), CGRect(x: 0, y: 0, width: 68, height: 0))
        XCTAssertEqual(zero.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 68, height: 0))
    }

    func testTheMinContentFloorOfARatioWidthIsNotLimitedByATransferredMax() {
        // Chromium: in a column, a `height: 19px; max-height: 7px; aspect-ratio: 0.5` item is
        // 7 tall; its ratio width, 3.5, is floored by its 60-wide content, which the max width
        // transferred from its max height does not limit.
        let result = CSSNode(style: box { $0.flexDirection = .column; $0.alignItems = .flexStart }, children: [
            CSSNode(style: box { $0.height = .points(19); $0.maxHeight = .points(7); $0.aspectRatio = 0.5 }, children: [
                CSSNode(style: box { $0.width = .points(60); $0.aspectRatio = 0.5 }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 60, height: 7))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 60, height: 7))
    }

    func testAColumnItemWithAFixedHeightAndARatioHasItsContentAtThatWidthAsItsMinimum() {
        // Chromium: in a column 26 tall, a `height: 76px; aspect-ratio: 1.5; flex-basis: 20%`
        // item holding a 41-wide box with `flex-basis: 61px` shrinks no lower than 61, its
        // content's height at the 114 its height gives (not 41 / 1.5 = 27.33), and is then
        // 91.5 wide through the ratio; the container is as wide as the 114.
        let result = CSSNode(style: box { $0.flexDirection = .column; $0.height = .points(26); $0.alignItems = .flexStart }, children: [
            CSSNode(style: box { $0.height = .points(76); $0.aspectRatio = 1.5; $0.flexBasis = .percent(20); $0.flexDirection = .column }, children: [
                CSSNode(style: box { $0.width = .points(41); $0.flexBasis = .points(61) }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: []), CGRect(x: 0, y: 0, width: 114, height: 26))
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 91.5, height: 61))
        XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 41, height: 61))
    }

    func testAFlexedRatioHeightWithAMinHeightGivesAnUnflooredWidth() {
        // Chromium: in a column 27 tall, an `aspect-ratio: 0.5; min-height: 0` item over content
        // 17 wide and 86 tall is shrunk to 27 and so 13.5 wide, narrower than its content; with
        // `min-height: auto` it cannot shrink below its content, 86, and is 43 wide.
        func item(minHeight: CSSLength) -> CGRect {
            CSSNode(style: box { $0.flexDirection = .column; $0.height = .points(27); $0.alignItems = .flexStart }, children: [
                CSSNode(style: box { $0.aspectRatio = 0.5; $0.minHeight = minHeight; $0.flexDirection = .column }, children: [fixed(17, 86)]),
            ]).layout(in: .maxContent).frame(at: [0])
        }
        XCTAssertEqual(item(minHeight: .points(0)), CGRect(x: 0, y: 0, width: 13.5, height: 27))
        XCTAssertEqual(item(minHeight: .auto), CGRect(x: 0, y: 0, width: 43, height: 86))
    }

    func testTheContentFloorOfAStretchedRatioItemOfAColumnBreaksItsLinesAtTheRatioHeight() {
        // Chromium: in a column, a stretched `aspect-ratio: 0.5` wrapping column 3 wide (its
        // ratio height 6) holding items 46 and 7 tall has content broken into two lines, 46
        // tall at most, so it is 46 tall and its second item starts a second line at x 3.
        let result = CSSNode(style: box { $0.flexDirection = .column }, children: [
            CSSNode(style: box { $0.aspectRatio = 0.5; $0.flexDirection = .column; $0.flexWrap = .wrap }, children: [
                fixed(3, 46), CSSNode(style: box { $0.height = .points(7) }),
            ]),
        ]).layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: []), CGRect(x: 0, y: 0, width: 3, height: 46))
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 3, height: 46))
        XCTAssertEqual(result.frame(at: [0, 1]), CGRect(x: 3, y: 0, width: 0, height: 7))
    }
}
