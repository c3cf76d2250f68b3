import Foundation
import XCTest
import LucidLayout

/// `HStack` and `VStack` with SwiftUI's distribution of space.
final class StackLayoutTests: XCTestCase {
    typealias Item = AnyLayout<DisplayItem>

    // MARK: - The required overflow case

    func testFlexibleChildrenShareLeastFlexibleFirstAndTheStackOverflowsCentred() {
        // The max-100 frame is less flexible (0…100) than the min-100 one (100…∞), so it is
        // offered first: half of 150 = 75. The other is then offered 75 but takes its
        // minimum of 100. The stack is 175 wide, 25 more than offered, and is centred.
        let stack = HStack(spacing: 0, children: [
            Item(Box(name: "max").frame(maxWidth: 100)),
            Item(Box(name: "min").frame(minWidth: 100)),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 150, 40))
        XCTAssertEqual(frames["max"], CGRect(-12.5, 0, 75, 40))
        XCTAssertEqual(frames["min"], CGRect(62.5, 0, 100, 40))
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(CGSize(150, 40))), CGSize(175, 40))
    }

    // MARK: - Spacing

    func testDefaultSpacingIsEight() {
        XCTAssertEqual(HStack<Box>.defaultSpacing, 8)
        XCTAssertEqual(HStack(children: [Box()]).spacing, 8)
        XCTAssertEqual(VStack(children: [Box()]).spacing, 8)
        let stack = HStack(children: [Fixed("a", 10, 10), Fixed("b", 10, 10)])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["a"], CGRect(36, 0, 10, 10))
        XCTAssertEqual(frames["b"], CGRect(54, 0, 10, 10))
    }

    func testSpacingIsTakenOffBeforeSharing() {
        var stack = HStack(children: [Recorder("a"), Recorder("b")])
        stack.layout(in: CGRect(0, 0, 108, 20))
        XCTAssertEqual(stack.contents.map(\.frame), [CGRect(0, 0, 50, 20), CGRect(58, 0, 50, 20)])

        var column = VStack(spacing: 4, children: [Recorder("a"), Recorder("b"), Recorder("c")])
        column.layout(in: CGRect(10, 20, 30, 98))
        XCTAssertEqual(column.contents.map(\.frame), [CGRect(10, 20, 30, 30), CGRect(10, 54, 30, 30), CGRect(10, 88, 30, 30)])
    }

    func testRecordersShareARowEquallyAtANonZeroOrigin() {
        var stack = HStack(spacing: 0, children: [Recorder("a"), Recorder("b"), Recorder("c")])
        stack.layout(in: CGRect(10, 20, 90, 30))
        XCTAssertEqual(stack.contents.map(\.frame), [CGRect(10, 20, 30, 30), CGRect(40, 20, 30, 30), CGRect(70, 20, 30, 30)])
        XCTAssertEqual(stack.contents.map(\.name), ["a", "b", "c"])
    }

    func testEmptyStackHasZeroSize() {
        let stack = HStack(children: [Box]())
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(CGSize(100, 100))), .zero)
        var laidOut = stack
        laidOut.layout(in: CGRect(0, 0, 100, 100))
        XCTAssertTrue(laidOut.contents.isEmpty)
    }

    // MARK: - Cross-axis alignment

    private func row(_ alignment: VerticalAlignment) -> [String: CGRect] {
        // 20 + 8 + 30 = 58 wide and 40 high, centred in 200 × 100: origin (71, 30).
        frames(of: HStack(alignment: alignment, children: [Fixed("short", 20, 10), Fixed("tall", 30, 40)]),
               in: CGRect(0, 0, 200, 100))
    }

    func testHStackAlignsTop() {
        let frames = row(.top)
        XCTAssertEqual(frames["short"], CGRect(71, 30, 20, 10))
        XCTAssertEqual(frames["tall"], CGRect(99, 30, 30, 40))
    }

    func testHStackAlignsCenterByDefault() {
        let frames = row(.center)
        XCTAssertEqual(frames["short"], CGRect(71, 45, 20, 10))
        XCTAssertEqual(frames["tall"], CGRect(99, 30, 30, 40))
        XCTAssertEqual(HStack(children: [Fixed("a", 1, 1)]).alignment, .center)
    }

    func testHStackAlignsBottom() {
        let frames = row(.bottom)
        XCTAssertEqual(frames["short"], CGRect(71, 60, 20, 10))
        XCTAssertEqual(frames["tall"], CGRect(99, 30, 30, 40))
    }

    private func column(_ alignment: HorizontalAlignment) -> [String: CGRect] {
        // 10 + 8 + 30 = 48 high and 40 wide, centred in (10, 10, 100, 100): origin (40, 36).
        frames(of: VStack(alignment: alignment, children: [Fixed("narrow", 20, 10), Fixed("wide", 40, 30)]),
               in: CGRect(10, 10, 100, 100))
    }

    func testVStackAlignsLeading() {
        let frames = column(.leading)
        XCTAssertEqual(frames["narrow"], CGRect(40, 36, 20, 10))
        XCTAssertEqual(frames["wide"], CGRect(40, 54, 40, 30))
    }

    func testVStackAlignsCenterByDefault() {
        let frames = column(.center)
        XCTAssertEqual(frames["narrow"], CGRect(50, 36, 20, 10))
        XCTAssertEqual(frames["wide"], CGRect(40, 54, 40, 30))
        XCTAssertEqual(VStack(children: [Fixed("a", 1, 1)]).alignment, .center)
    }

    func testVStackAlignsTrailing() {
        let frames = column(.trailing)
        XCTAssertEqual(frames["narrow"], CGRect(60, 36, 20, 10))
        XCTAssertEqual(frames["wide"], CGRect(40, 54, 40, 30))
    }

    // MARK: - Flexibility

    func testLeastFlexibleChildIsOfferedSpaceFirst() {
        // Offered equal thirds in child order, the fixed child would overflow. Offered first,
        // it takes its 100 and the two flexible boxes share the remaining 50.
        let stack = HStack(spacing: 0, children: [
            Item(Box(name: "left")), Item(Fixed("fixed", 100, 10)), Item(Box(name: "right")),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 150, 20))
        XCTAssertEqual(frames["left"], CGRect(0, 0, 25, 20))
        XCTAssertEqual(frames["fixed"], CGRect(25, 5, 100, 10))
        XCTAssertEqual(frames["right"], CGRect(125, 0, 25, 20))
    }

    func testFixedWidthFrameAndFlexibleBoxesShareTheRest() {
        let stack = HStack(spacing: 0, children: [
            Item(Box(name: "left")), Item(Box(name: "fixed").frame(width: 30)), Item(Box(name: "right")),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 150, 20))
        XCTAssertEqual(frames["left"], CGRect(0, 0, 60, 20))
        XCTAssertEqual(frames["fixed"], CGRect(60, 0, 30, 20))
        XCTAssertEqual(frames["right"], CGRect(90, 0, 60, 20))
    }

    func testVStackDistributesHeightLeastFlexibleFirst() {
        let stack = VStack(spacing: 10, children: [
            Item(Box(name: "top")), Item(Fixed("fixed", 20, 40)), Item(Box(name: "bottom")),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 50, 120))
        XCTAssertEqual(frames["top"], CGRect(0, 0, 50, 30))
        XCTAssertEqual(frames["fixed"], CGRect(15, 40, 20, 40))
        XCTAssertEqual(frames["bottom"], CGRect(0, 90, 50, 30))
    }

    func testLabelWrapsToItsShareOfAStack() {
        // "hello world" is 88 points on one line and 8 at the least (one cell per line), so it
        // is less flexible than the box: offered 50 it wraps to two 5-cell lines (40 × 32),
        // and the box takes the remaining 60.
        let stack = HStack(spacing: 0, children: [Item(cellLabel("hello world", name: "label")), Item(Box(name: "box"))])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 50))
        XCTAssertEqual(frames["label"], CGRect(0, 9, 40, 32))
        XCTAssertEqual(frames["box"], CGRect(40, 0, 60, 50))
    }

    /// BUG (reported): offered an infinite width, the stack offers the first flexible child
    /// infinity, then computes `∞ − ∞ = NaN` for the rest, which `max(0, NaN)` turns into 0:
    /// the label is offered width 0 and wraps one character per line (10 lines, 160 high).
    /// SwiftUI offers every child of a stack proposed `.infinity` an infinite length, so the
    /// label keeps one line and the stack is 16 high.
    func testStackOfferedInfinityOffersEveryChildInfinity() {
        let stack = HStack(spacing: 0, children: [Item(Box()), Item(cellLabel("hello world"))])
        let size = stack.sizeThatFits(ProposedSize(width: .infinity, height: nil))
        XCTAssertEqual(size.width, .infinity)
        XCTAssertEqual(size.height, 16)
    }

    func testStackProposedNothingUsesIdealSizes() {
        let stack = HStack(spacing: 2, children: [Item(Box()), Item(cellLabel("hello world")), Item(Fixed("f", 5, 30))])
        XCTAssertEqual(stack.sizeThatFits(.unspecified), CGSize(10 + 2 + 88 + 2 + 5, 30))
    }

    func testStackSizeThatFitsForMinimumAndMaximum() {
        let stack = HStack(spacing: 8, children: [Item(Box().frame(minWidth: 20, maxWidth: 50)), Item(Fixed("f", 30, 10))])
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 0, height: 10)), CGSize(58, 10))
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 1000, height: 10)), CGSize(88, 10))
    }

    // MARK: - Layout priority

    func testHigherPriorityChildIsOfferedSpaceFirstAndLowerOnesKeepTheirMinimum() {
        // Priority 1 is offered 100 less the other child's minimum of 20.
        let stack = HStack(spacing: 0, children: [
            Item(Box(name: "low").frame(minWidth: 20)), Item(Box(name: "high").layoutPriority(1)),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["low"], CGRect(0, 0, 20, 10))
        XCTAssertEqual(frames["high"], CGRect(20, 0, 80, 10))
    }

    func testWithoutPriorityTheSameChildrenShareEqually() {
        let stack = HStack(spacing: 0, children: [Item(Box(name: "low").frame(minWidth: 20)), Item(Box(name: "high"))])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["low"], CGRect(0, 0, 50, 10))
        XCTAssertEqual(frames["high"], CGRect(50, 0, 50, 10))
    }

    func testHigherPriorityTakesEverythingFromAChildWithoutMinimum() {
        let stack = HStack(spacing: 0, children: [Item(Box(name: "low")), Item(Box(name: "high").layoutPriority(1))])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["low"], CGRect(0, 0, 0, 10))
        XCTAssertEqual(frames["high"], CGRect(0, 0, 100, 10))
    }

    func testPriorityLetsALabelKeepOneLineBesideAnotherLabel() {
        // Each label is 56 on one line, 8 at the least. Without priority the first is offered
        // half of 80 (5 cells) and wraps to "abc" / "def"; the second then gets 56 and keeps
        // one line. With priority the first is offered 80 less the second's minimum of 8,
        // keeps one line, and the second, offered the last 24, wraps.
        let plain = HStack(spacing: 0, children: [Item(cellLabel("abc def", name: "first")), Item(cellLabel("ghi jkl", name: "second"))])
        let plainFrames = frames(of: plain, in: CGRect(0, 0, 80, 64))
        XCTAssertEqual(plainFrames["first"], CGRect(0, 16, 24, 32))
        XCTAssertEqual(plainFrames["second"], CGRect(24, 24, 56, 16))

        let prioritised = HStack(spacing: 0, children: [
            Item(cellLabel("abc def", name: "first").layoutPriority(1)), Item(cellLabel("ghi jkl", name: "second")),
        ])
        let frames = frames(of: prioritised, in: CGRect(0, 0, 80, 64))
        XCTAssertEqual(frames["first"], CGRect(0, 24, 56, 16))
        XCTAssertEqual(frames["second"], CGRect(56, 16, 24, 32))
    }

    func testThreePriorityLevelsAreServedInOrder() {
        let stack = HStack(spacing: 0, children: [
            Item(Box(name: "p0").frame(minWidth: 10)),
            Item(Box(name: "p2").frame(maxWidth: 30).layoutPriority(2)),
            Item(Box(name: "p1").frame(minWidth: 5).layoutPriority(1)),
        ])
        // p2 offered 100 − 10 − 5 = 85, takes 30; p1 offered 70 − 10 = 60; p0 gets the last 10.
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["p0"], CGRect(0, 0, 10, 10))
        XCTAssertEqual(frames["p2"], CGRect(10, 0, 30, 10))
        XCTAssertEqual(frames["p1"], CGRect(40, 0, 60, 10))
    }

    func testLayoutPriorityModifierAndForwarding() {
        XCTAssertEqual(Box().layoutPriority(3).layoutPriority, 3)
        XCTAssertEqual(Box().layoutPriority(3).padding().layoutPriority, 3)
        XCTAssertEqual(Box().layoutPriority(3).frame(width: 10).layoutPriority, 3)
        XCTAssertEqual(Box().layoutPriority(3).frame(maxWidth: 10).layoutPriority, 3)
        XCTAssertEqual(Box().layoutPriority(3).fixedSize().layoutPriority, 3)
        XCTAssertEqual(Box().layoutPriority(3).aspectRatio(1).layoutPriority, 3)
        XCTAssertEqual(Box().layoutPriority(3).overlay(Box()).layoutPriority, 3)
        XCTAssertEqual(AnyLayout(Box().layoutPriority(3)).layoutPriority, 3)
    }

    // MARK: - Spacers

    func testSpacerPushesChildrenToTheEnds() {
        let stack = HStack(spacing: 0, children: [Item(Fixed("left", 20, 10)), Item(Spacer<DisplayItem>()), Item(Fixed("right", 20, 10))])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 30))
        XCTAssertEqual(frames["left"], CGRect(0, 10, 20, 10))
        XCTAssertEqual(frames["right"], CGRect(80, 10, 20, 10))
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(CGSize(100, 30))), CGSize(100, 10))
    }

    func testSpacerWithDefaultSpacing() {
        let stack = HStack(children: [Item(Fixed("left", 20, 10)), Item(Spacer<DisplayItem>()), Item(Fixed("right", 20, 10))])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["left"], CGRect(0, 0, 20, 10))
        XCTAssertEqual(frames["right"], CGRect(80, 0, 20, 10))
    }

    func testSpacerInAVStackPushesDown() {
        let stack = VStack(spacing: 0, children: [Item(Spacer<DisplayItem>()), Item(Fixed("bottom", 20, 10))])
        let frames = frames(of: stack, in: CGRect(0, 0, 40, 100))
        XCTAssertEqual(frames["bottom"], CGRect(10, 90, 20, 10))
    }

    func testSpacerTakesItsMinimumLengthWhenSpaceIsShort() {
        // 60 + 20 + 60 = 140 in 100: the stack overflows by 40, centred at x = −20.
        let stack = HStack(spacing: 0, children: [
            Item(Fixed("left", 60, 10)), Item(Spacer<DisplayItem>(minLength: 20)), Item(Fixed("right", 60, 10)),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["left"], CGRect(-20, 0, 60, 10))
        XCTAssertEqual(frames["right"], CGRect(60, 0, 60, 10))
    }

    func testSpacerDefaultMinimumIsEight() {
        XCTAssertEqual(Spacer<DisplayItem>().minLength, 8)
        XCTAssertEqual(Spacer<DisplayItem>().spacerMinLength, 8)
        XCTAssertEqual(Spacer<DisplayItem>(minLength: 0).spacerMinLength, 0)
        XCTAssertEqual(AnyLayout(Spacer<DisplayItem>(minLength: 3)).spacerMinLength, 3)
        XCTAssertEqual(Spacer<DisplayItem>().sizeThatFits(.unspecified), CGSize(8, 8))
        XCTAssertTrue(Spacer<DisplayItem>().contents.isEmpty)
        let stack = HStack(spacing: 0, children: [Item(Fixed("a", 10, 10)), Item(Spacer<DisplayItem>()), Item(Fixed("b", 10, 10))])
        XCTAssertEqual(stack.sizeThatFits(.unspecified), CGSize(28, 10))
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 0, height: 10)), CGSize(28, 10))
    }

    func testSpacersShareEqually() {
        let stack = HStack(spacing: 0, children: [
            Item(Spacer<DisplayItem>()), Item(Fixed("middle", 20, 10)), Item(Spacer<DisplayItem>()), Item(Fixed("end", 20, 10)),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["middle"], CGRect(30, 0, 20, 10))
        XCTAssertEqual(frames["end"], CGRect(80, 0, 20, 10))
    }

    func testContentsKeepChildOrderWhateverTheOfferOrder() {
        let stack = HStack(spacing: 0, children: [
            Item(Box(name: "a")), Item(Fixed("b", 10, 10)), Item(Box(name: "c").layoutPriority(2)),
        ])
        XCTAssertEqual(drawingOrder(of: stack), ["a", "b", "c"])
    }
}
