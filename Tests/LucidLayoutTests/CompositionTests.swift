import Foundation
import XCTest
import LucidLayout

/// Multi-pane, z-stack and background layouts, composition, and value semantics.
final class CompositionTests: XCTestCase {
    // Rect (0, 0, 123, 70): the left third is 41 wide, so the decoration is
    // (0, 5, 36, 60); a cascade of two divides that by 1.2: 30 × 50, stepping 6 × 10.

    func testMultiPaneLayoutIsADecoratingLayoutWithACascadeOfAccessories() {
        var layout = MultiPaneLayout(content: Recorder("content"), accessories: [Recorder("a1"), Recorder("a2")])
        layout.layout(in: CGRect(0, 0, 123, 70))
        XCTAssertEqual(layout.contents.map(\.name), ["a1", "a2", "content"])
        let frames = layout.contents.map(\.frame)
        assertRect(frames[0], CGRect(0, 5, 30, 50))
        assertRect(frames[1], CGRect(6, 15, 30, 50))
        assertRect(frames[2], CGRect(46, 5, 72, 60))
    }

    func testCascadeAsDecorationGivesExactFramesAtANonZeroOrigin() {
        var layout = DecoratingLayout(
            content: Recorder("content"),
            decoration: CascadingLayout(children: [Recorder("a1"), Recorder("a2")]))
        layout.layout(in: CGRect(100, 200, 123, 70))
        XCTAssertEqual(layout.contents.map(\.name), ["a1", "a2", "content"])
        let frames = layout.contents.map(\.frame)
        assertRect(frames[0], CGRect(100, 205, 30, 50))
        assertRect(frames[1], CGRect(106, 215, 30, 50))
        assertRect(frames[2], CGRect(146, 205, 72, 60))
    }

    func testMultiPaneMatchesTheExplicitComposition() {
        let accessories = [Recorder("a1"), Recorder("a2"), Recorder("a3")]
        var multiPane = MultiPaneLayout(content: Recorder("content"), accessories: accessories)
        var composed = DecoratingLayout(content: Recorder("content"), decoration: CascadingLayout(children: accessories))
        let rect = CGRect(7, 9, 301, 157)
        multiPane.layout(in: rect)
        composed.layout(in: rect)
        XCTAssertEqual(multiPane.contents, composed.contents)
    }

    func testMultiPaneWithoutAccessoriesPlacesOnlyTheContent() {
        var layout = MultiPaneLayout(content: Recorder("content"), accessories: [Recorder]())
        layout.layout(in: CGRect(0, 0, 90, 40))
        XCTAssertEqual(layout.contents, [Recorder("content").with(frame: CGRect(35, 5, 50, 30))])
    }

    func testDreamCellInsetCascadeAndContent() {
        // A dream cell: the sample's decorating layout, inset, inside a background.
        var cell = MultiPaneLayout(content: Recorder("label"), accessories: [Recorder("c1"), Recorder("c2")])
            .withInsets(all: 10)
            .withBackground(Recorder("background"))
        cell.layout(in: CGRect(0, 0, 143, 90))
        XCTAssertEqual(cell.contents.map(\.name), ["background", "c1", "c2", "label"])
        let frames = cell.contents.map(\.frame)
        assertRect(frames[0], CGRect(0, 0, 143, 90))
        assertRect(frames[1], CGRect(10, 15, 30, 50))
        assertRect(frames[2], CGRect(16, 25, 30, 50))
        assertRect(frames[3], CGRect(56, 15, 72, 60))
    }

    func testZStackGivesEveryChildTheWholeRect() {
        var layout = ZStackLayout(children: [Recorder("back"), Recorder("middle"), Recorder("front")])
        layout.layout(in: CGRect(10, 20, 30, 40))
        XCTAssertEqual(layout.contents.map(\.name), ["back", "middle", "front"])
        XCTAssertEqual(layout.contents.map(\.frame), Array(repeating: CGRect(10, 20, 30, 40), count: 3))
    }

    func testZStackSizeThatFitsIsTheLargestChild() {
        let layout = ZStackLayout(children: [Fixed("a", 30, 5), Fixed("b", 10, 20)])
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(30, 20))
        XCTAssertEqual(ZStackLayout(children: [Fixed]()).sizeThatFits(.unspecified), CGSize(0, 0))
    }

    func testBackgroundLayoutGivesBothTheWholeRectBackgroundFirst() {
        var layout = BackgroundLayout(background: Recorder("background"), foreground: Recorder("foreground"))
        layout.layout(in: CGRect(10, 20, 30, 40))
        XCTAssertEqual(layout.contents.map(\.name), ["background", "foreground"])
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(10, 20, 30, 40), CGRect(10, 20, 30, 40)])
    }

    func testWithBackgroundDrawsTheBackgroundFirst() {
        var layout = Recorder("foreground").withBackground(Recorder("background"))
        layout.layout(in: CGRect(-5, 5, 50, 60))
        XCTAssertEqual(layout.contents.map(\.name), ["background", "foreground"])
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(-5, 5, 50, 60), CGRect(-5, 5, 50, 60)])
        XCTAssertEqual(layout.background.name, "background")
        XCTAssertEqual(layout.foreground.name, "foreground")
    }

    func testBackgroundLayoutTakesItsSizeFromTheForeground() {
        let layout = Fixed("f", 30, 20).withBackground(Fixed("b", 100, 100))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(30, 20))
    }

    /// BUG (reported): `BackgroundLayout` does not forward `layoutPriority`, unlike
    /// `InsetLayout`, `FrameLayout`, `LayeredLayout` and the other wrappers; SwiftUI
    /// keeps a view's priority through its modifiers.
    func testWithBackgroundKeepsTheForegroundLayoutPriority() {
        let layout = Box().layoutPriority(1).withBackground(Box())
        XCTAssertEqual(layout.layoutPriority, 1)
    }

    // MARK: - Value semantics

    func testACopyIsUnchangedWhenTheOriginalIsLaidOut() {
        var original = MultiPaneLayout(content: Recorder("content"), accessories: [Recorder("a1"), Recorder("a2")])
        let copy = original
        original.layout(in: CGRect(0, 0, 123, 70))
        XCTAssertEqual(copy.contents.map(\.frame), [CGRect.zero, .zero, .zero])
        XCTAssertNotEqual(original.contents.map(\.frame), copy.contents.map(\.frame))
    }

    func testLayingOutACopyAgainDoesNotChangeTheFirstLayout() {
        var first = CascadingLayout(children: [Recorder("a"), Recorder("b")]).withInsets(all: 1)
        first.layout(in: CGRect(0, 0, 122, 62))
        var second = first
        second.layout(in: CGRect(0, 0, 26, 14))
        let firstFrames = first.contents.map(\.frame)
        assertRect(firstFrames[0], CGRect(1, 1, 100, 50))
        assertRect(firstFrames[1], CGRect(21, 11, 100, 50))
        XCTAssertNotEqual(second.contents.map(\.frame), firstFrames)
    }

    func testAnyLayoutCopiesAreIndependent() {
        var original = AnyLayout(ZStackLayout(children: [Box(name: "a")]))
        let copy = original
        original.layout(in: CGRect(0, 0, 10, 10))
        XCTAssertEqual(copy.contents.map(\.frame), [.zero])
        XCTAssertEqual(original.contents.map(\.frame), [CGRect(0, 0, 10, 10)])
    }

    func testAnyLayoutCopiesOfALargeLayoutAreIndependent() {
        // Large enough that the existential keeps it in a shared box, not inline.
        var original = AnyLayout(Label("a label with a long text", measurer: CellTextMeasurer(), name: "l").padding(3).frame(width: 50))
        let copy = original
        original.layout(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(original.contents.first?.frame.minX, 30)  // 40 wide text, padded, centred in 50 at x 25
        XCTAssertEqual(copy.contents.first?.frame, .zero)
    }
}
