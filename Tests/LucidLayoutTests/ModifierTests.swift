import Foundation
import XCTest
import LucidLayout

/// `padding`, `fixedSize`, `overlay`/`background` and `aspectRatio`.
final class ModifierTests: XCTestCase {
    // MARK: - Padding

    func testDefaultPaddingIsSixteen() {
        let layout = Box(name: "b").padding()
        XCTAssertEqual(layout.insets, EdgeInsets(all: 16))
        XCTAssertEqual(frames(of: layout, in: CGRect(10, 20, 100, 100))["b"], CGRect(26, 36, 68, 68))
    }

    func testPaddingWithLengthAndEdgeInsets() {
        XCTAssertEqual(frames(of: Box(name: "b").padding(5), in: CGRect(0, 0, 100, 50))["b"], CGRect(5, 5, 90, 40))
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(frames(of: Box(name: "b").padding(insets), in: CGRect(0, 0, 100, 50))["b"], CGRect(2, 1, 94, 46))
    }

    func testPaddingAddsToTheChildSize() {
        XCTAssertEqual(Fixed("f", 20, 10).padding().sizeThatFits(.unspecified), CGSize(52, 42))
        XCTAssertEqual(cellLabel("hi").padding(4).sizeThatFits(.unspecified), CGSize(24, 24))
        // Offered 40, the label inside is offered 32 (4 cells) and wraps.
        XCTAssertEqual(cellLabel("hello world").padding(4).sizeThatFits(ProposedSize(width: 48, height: nil)), CGSize(48, 40))
    }

    func testPaddedFixedChildInAStack() {
        let stack = HStack(spacing: 0, children: [AnyLayout(Fixed("f", 20, 10).padding(5)), AnyLayout(Box(name: "b"))])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 20))
        XCTAssertEqual(frames["f"], CGRect(5, 5, 20, 10))
        XCTAssertEqual(frames["b"], CGRect(30, 0, 70, 20))
    }

    // MARK: - Fixed size

    func testLabelWrapsToAFrameWithoutFixedSize() {
        let layout = cellLabel("hello world", name: "label").frame(width: 40)
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 40, 100))["label"], CGRect(0, 34, 40, 32))
    }

    func testFixedSizeLabelKeepsItsOneLineWidthAndOverflowsCentred() {
        let layout = cellLabel("hello world", name: "label").fixedSize().frame(width: 40)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(40, 100))), CGSize(40, 16))
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 40, 100))["label"], CGRect(-24, 42, 88, 16))
    }

    func testFixedSizeLabelInAStackIsOfferedFirstAndKeepsOneLine() {
        let stack = HStack(spacing: 0, children: [
            AnyLayout(cellLabel("hello world", name: "label").fixedSize()), AnyLayout(Box(name: "box")),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 30))
        XCTAssertEqual(frames["label"], CGRect(0, 7, 88, 16))
        XCTAssertEqual(frames["box"], CGRect(88, 0, 12, 30))
    }

    func testFixedSizeOnOneAxis() {
        XCTAssertEqual(Box().fixedSize(horizontal: false, vertical: true).sizeThatFits(ProposedSize(CGSize(100, 50))), CGSize(100, 10))
        XCTAssertEqual(Box().fixedSize(horizontal: true, vertical: false).sizeThatFits(ProposedSize(CGSize(100, 50))), CGSize(10, 50))
        XCTAssertEqual(Box().fixedSize().sizeThatFits(ProposedSize(CGSize(100, 50))), CGSize(10, 10))
        // Vertical only: the label still wraps to the offered width.
        XCTAssertEqual(
            cellLabel("hello world").fixedSize(horizontal: false, vertical: true).sizeThatFits(ProposedSize(CGSize(48, 5))),
            CGSize(40, 32))
    }

    // MARK: - Overlay and background

    func testOverlayIsSizedToTheBaseAndDrawnLast() {
        let layout = Fixed("base", 40, 20).overlay(Box(name: "overlay"))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(40, 20))
        let frames = frames(of: layout, in: CGRect(0, 0, 100, 100))
        XCTAssertEqual(frames["base"], CGRect(30, 40, 40, 20))
        XCTAssertEqual(frames["overlay"], CGRect(30, 40, 40, 20))
        XCTAssertEqual(drawingOrder(of: layout), ["base", "overlay"])
    }

    func testBackgroundIsSizedToTheBaseAndDrawnFirst() {
        let layout = Fixed("base", 40, 20).background(Box(name: "background"))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(40, 20))
        let frames = frames(of: layout, in: CGRect(0, 0, 100, 100))
        XCTAssertEqual(frames["base"], CGRect(30, 40, 40, 20))
        XCTAssertEqual(frames["background"], CGRect(30, 40, 40, 20))
        XCTAssertEqual(drawingOrder(of: layout), ["background", "base"])
    }

    func testBackgroundAndOverlayTogetherDrawBackgroundBaseOverlay() {
        let layout = Fixed("base", 40, 20).background(Box(name: "background")).overlay(Box(name: "overlay"))
        XCTAssertEqual(drawingOrder(of: layout), ["background", "base", "overlay"])
    }

    func testOverlayIsAlignedOnTheBase() {
        let topTrailing = Fixed("base", 40, 20).overlay(Fixed("badge", 10, 10), alignment: .topTrailing)
        XCTAssertEqual(frames(of: topTrailing, in: CGRect(0, 0, 100, 100))["badge"], CGRect(60, 40, 10, 10))
        let bottomLeading = Fixed("base", 40, 20).overlay(Fixed("badge", 10, 10), alignment: .bottomLeading)
        XCTAssertEqual(frames(of: bottomLeading, in: CGRect(0, 0, 100, 100))["badge"], CGRect(30, 50, 10, 10))
    }

    func testLargerBackgroundIsCentredOnTheBaseAndDoesNotChangeItsSize() {
        let layout = Fixed("base", 40, 20).background(Fixed("big", 100, 100))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(40, 20))
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 100))["big"], CGRect(0, 0, 100, 100))
    }

    func testOverlayInAStackKeepsTheBaseSize() {
        let stack = HStack(spacing: 0, children: [
            AnyLayout(Fixed("base", 30, 10).overlay(Box(name: "overlay"))), AnyLayout(Box(name: "box")),
        ])
        let frames = frames(of: stack, in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(frames["overlay"], CGRect(0, 0, 30, 10))
        XCTAssertEqual(frames["box"], CGRect(30, 0, 70, 10))
    }

    // MARK: - Aspect ratio

    func testAspectRatioFitInASquare() {
        let layout = Box(name: "b").aspectRatio(2, contentMode: .fit)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(100, 100))), CGSize(100, 50))
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 100))["b"], CGRect(0, 25, 100, 50))
    }

    func testAspectRatioFillInASquare() {
        let layout = Box(name: "b").aspectRatio(2, contentMode: .fill)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(CGSize(100, 100))), CGSize(200, 100))
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 100))["b"], CGRect(-50, 0, 200, 100))
    }

    func testAspectRatioInAWideRect() {
        let fit = Box(name: "b").aspectRatio(2, contentMode: .fit)
        XCTAssertEqual(frames(of: fit, in: CGRect(0, 0, 300, 100))["b"], CGRect(50, 0, 200, 100))
        let fill = Box(name: "b").aspectRatio(2, contentMode: .fill)
        XCTAssertEqual(frames(of: fill, in: CGRect(0, 0, 300, 100))["b"], CGRect(0, -25, 300, 150))
    }

    func testAspectRatioDefaultsToFit() {
        XCTAssertEqual(Box().aspectRatio(2).contentMode, .fit)
        XCTAssertEqual(Box().aspectRatio(2).sizeThatFits(ProposedSize(CGSize(100, 100))), CGSize(100, 50))
    }

    func testAspectRatioWithOneDimensionProposed() {
        let layout = Box().aspectRatio(2)
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 100, height: nil)), CGSize(100, 50))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: nil, height: 30)), CGSize(60, 30))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: .infinity, height: 30)), CGSize(60, 30))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(10, 5))
    }

    func testAspectRatioWithoutARatioUsesTheChildIdealRatio() {
        let image = Image(source: ImageSource(path: "wide.png", pixelSize: CGSize(40, 20)), name: "image")
        let layout = image.aspectRatio(contentMode: .fit)
        XCTAssertEqual(frames(of: layout, in: CGRect(0, 0, 100, 100))["image"], CGRect(0, 25, 100, 50))
        XCTAssertEqual(layout.sizeThatFits(.unspecified), CGSize(40, 20))
    }
}
