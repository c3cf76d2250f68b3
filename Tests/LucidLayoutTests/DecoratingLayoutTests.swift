import Foundation
import XCTest
import LucidLayout

final class DecoratingLayoutTests: XCTestCase {
    func testDecorationTakesTheLeftThirdAndContentTheRightTwoThirds() {
        var layout = DecoratingLayout(content: Recorder("content"), decoration: Recorder("decoration"))
        layout.layout(in: CGRect(0, 0, 90, 40))
        XCTAssertEqual(layout.decoration.frame, CGRect(0, 5, 25, 30))
        XCTAssertEqual(layout.content.frame, CGRect(35, 5, 50, 30))
    }

    func testBothPartsAreMeasuredFromTheRectOrigin() {
        var layout = DecoratingLayout(content: Recorder("content"), decoration: Recorder("decoration"))
        layout.layout(in: CGRect(10, 20, 90, 40))
        XCTAssertEqual(layout.decoration.frame, CGRect(10, 25, 25, 30))
        XCTAssertEqual(layout.content.frame, CGRect(45, 25, 50, 30))
    }

    func testNegativeOrigin() {
        var layout = DecoratingLayout(content: Recorder("content"), decoration: Recorder("decoration"))
        layout.layout(in: CGRect(-30, -10, 90, 40))
        XCTAssertEqual(layout.decoration.frame, CGRect(-30, -5, 25, 30))
        XCTAssertEqual(layout.content.frame, CGRect(5, -5, 50, 30))
    }

    func testContentsAreDecorationThenContent() {
        var layout = DecoratingLayout(content: Recorder("content"), decoration: Recorder("decoration"))
        layout.layout(in: CGRect(0, 0, 90, 40))
        XCTAssertEqual(layout.contents.map(\.name), ["decoration", "content"])
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(0, 5, 25, 30), CGRect(35, 5, 50, 30)])
    }

    func testTooSmallARectGivesEmptyPartsNotNegativeOnes() {
        var layout = DecoratingLayout(content: Recorder("content"), decoration: Recorder("decoration"))
        layout.layout(in: CGRect(0, 0, 9, 6))
        XCTAssertEqual(layout.decoration.frame, CGRect(0, 5, 0, 0))
        XCTAssertEqual(layout.content.frame, CGRect(8, 5, 0, 0))
    }

    func testContentCanBeADifferentLayoutTypeWithTheSameContent() {
        var layout = DecoratingLayout(
            content: ZStackLayout(children: [Recorder("c1"), Recorder("c2")]),
            decoration: Recorder("decoration").withInsets(all: 1))
        layout.layout(in: CGRect(0, 0, 90, 40))
        XCTAssertEqual(layout.contents.map(\.name), ["decoration", "c1", "c2"])
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(1, 6, 23, 28), CGRect(35, 5, 50, 30), CGRect(35, 5, 50, 30)])
    }
}
