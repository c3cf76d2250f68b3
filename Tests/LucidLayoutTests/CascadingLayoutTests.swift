import Foundation
import XCTest
import LucidLayout

final class CascadingLayoutTests: XCTestCase {
    private func cascade(_ count: Int, overlapFactor: CGFloat? = nil) -> CascadingLayout<Recorder> {
        let children = (0..<count).map { Recorder("\($0)") }
        if let overlapFactor { return CascadingLayout(children: children, overlapFactor: overlapFactor) }
        return CascadingLayout(children: children)
    }

    func testDefaultOverlapFactorIsOneFifth() {
        XCTAssertEqual(cascade(2).overlapFactor, 0.2)
    }

    func testSixChildrenWithTheDefaultFactorAreHalfTheRectAndStepByAFifthOfTheirSize() {
        // 1 + 0.2 · 5 = 2: each child is half the rect and steps 20 × 10.
        var layout = cascade(6)
        layout.layout(in: CGRect(0, 0, 200, 100))
        for (index, child) in layout.contents.enumerated() {
            assertRect(child.frame, CGRect(20 * CGFloat(index), 10 * CGFloat(index), 100, 50), "child \(index)")
        }
        assertRect(layout.contents.last?.frame, CGRect(100, 50, 100, 50))
    }

    func testThreeChildrenWithTheDefaultFactor() {
        // 1 + 0.2 · 2 = 1.4: 140 × 70 gives children of 100 × 50, each 20 × 10 after the last.
        var layout = cascade(3)
        layout.layout(in: CGRect(0, 0, 140, 70))
        let frames = layout.contents.map(\.frame)
        XCTAssertEqual(frames.count, 3)
        assertRect(frames[0], CGRect(0, 0, 100, 50))
        assertRect(frames[1], CGRect(20, 10, 100, 50))
        assertRect(frames[2], CGRect(40, 20, 100, 50))
    }

    func testLastChildEndsAtTheBottomRightCorner() {
        for count in 2...7 {
            var layout = cascade(count)
            let rect = CGRect(13, 17, 123, 77)
            layout.layout(in: rect)
            let last = layout.contents.last!.frame
            XCTAssertEqual(last.maxX, rect.maxX, accuracy: 1e-9, "n = \(count)")
            XCTAssertEqual(last.maxY, rect.maxY, accuracy: 1e-9, "n = \(count)")
            let first = layout.contents.first!.frame
            XCTAssertEqual(first.origin, rect.origin, "n = \(count)")
            XCTAssertEqual(first.width, rect.width / (1 + 0.2 * CGFloat(count - 1)), accuracy: 1e-9)
            XCTAssertEqual(first.height, rect.height / (1 + 0.2 * CGFloat(count - 1)), accuracy: 1e-9)
        }
    }

    func testNonZeroOrigin() {
        var layout = cascade(3)
        layout.layout(in: CGRect(10, 20, 140, 70))
        let frames = layout.contents.map(\.frame)
        assertRect(frames[0], CGRect(10, 20, 100, 50))
        assertRect(frames[1], CGRect(30, 30, 100, 50))
        assertRect(frames[2], CGRect(50, 40, 100, 50))
    }

    func testCustomOverlapFactor() {
        // 1 + 0.5 · 2 = 2: children of 60 × 40, stepping 30 × 20.
        var layout = cascade(3, overlapFactor: 0.5)
        layout.layout(in: CGRect(0, 0, 120, 80))
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(0, 0, 60, 40), CGRect(30, 20, 60, 40), CGRect(60, 40, 60, 40)])
    }

    func testZeroOverlapFactorStacksEveryChildOnTheWholeRect() {
        var layout = cascade(3, overlapFactor: 0)
        layout.layout(in: CGRect(5, 5, 40, 30))
        XCTAssertEqual(layout.contents.map(\.frame), Array(repeating: CGRect(5, 5, 40, 30), count: 3))
    }

    func testSingleChildTakesTheWholeRect() {
        var layout = cascade(1)
        layout.layout(in: CGRect(10, 20, 90, 40))
        XCTAssertEqual(layout.contents.map(\.frame), [CGRect(10, 20, 90, 40)])
    }

    func testNoChildrenPlacesNothing() {
        var layout = cascade(0)
        layout.layout(in: CGRect(10, 20, 90, 40))
        XCTAssertTrue(layout.contents.isEmpty)
    }

    func testContentsKeepTheChildrenOrder() {
        var layout = CascadingLayout(children: [Recorder("back"), Recorder("middle"), Recorder("front")])
        layout.layout(in: CGRect(0, 0, 140, 70))
        XCTAssertEqual(layout.contents.map(\.name), ["back", "middle", "front"])
    }
}
