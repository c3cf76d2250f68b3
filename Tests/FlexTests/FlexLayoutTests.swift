import XCTest
import LucidCSS
import LucidLayout

/// Representative flexbox behaviours with exact frames (the values Chrome gives).
final class FlexLayoutTests: XCTestCase {
    func testGrowDistributesFreeSpaceByFactor() {
        let root = CSSNode(style: box { $0.width = .points(100); $0.height = .points(10) }, children: [
            CSSNode(style: box { $0.flexGrow = 1 }),
            CSSNode(style: box { $0.flexGrow = 3 }),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 25, height: 10))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 25, y: 0, width: 75, height: 10))
    }

    func testRightToLeftRowStartsAtTheRight() {
        let root = CSSNode(style: box { $0.width = .points(100); $0.height = .points(20); $0.direction = .rtl }, children: [
            fixed(30, 20), fixed(20, 20),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 70, y: 0, width: 30, height: 20))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 50, y: 0, width: 20, height: 20))
    }

    func testWrapReverseStacksLinesFromTheBottom() {
        let root = CSSNode(style: box {
            $0.width = .points(100); $0.height = .points(100); $0.flexWrap = .wrapReverse; $0.alignContent = .flexStart
        }, children: [fixed(60, 30), fixed(60, 20)])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 70, width: 60, height: 30))
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 0, y: 50, width: 60, height: 20))
    }

    func testStretchedItemTakesItsMainSizeFromAspectRatio() {
        // A definite cross size (stretched) transfers through aspect-ratio to the main size.
        let root = CSSNode(style: box { $0.width = .points(200); $0.height = .points(50) }, children: [
            CSSNode(style: box { $0.aspectRatio = 2 }),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testMeasuredLeafWrapsInAColumnAndReportsABaseline() {
        // A "text" of two 40-point words that wraps when narrower than 80.
        let text = CSSNode(style: CSSStyle(), measure: { input in
            let width = input.knownWidth ?? { () -> CGFloat in
                switch input.available.width {
                case .minContent: return 40
                case .maxContent: return 80
                case .definite(let v): return min(80, max(40, v))
                }
            }()
            return CGSize(width: width, height: width < 80 ? 20 : 10)
        }, baseline: { _ in 8 })
        let root = CSSNode(style: box { $0.flexDirection = .column; $0.width = .points(50); $0.padding.top = .points(5) }, children: [text])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 0, y: 5, width: 50, height: 20))
        XCTAssertEqual(result.rootFrame, CGRect(x: 0, y: 0, width: 50, height: 25))
        XCTAssertEqual(result.rootBaseline, 13)
    }

    func testRoundingSnapsEdgesNotSizes() {
        let root = CSSNode(style: box { $0.width = .points(100); $0.height = .points(10) }, children: [
            CSSNode(style: box { $0.flexGrow = 1 }),
            CSSNode(style: box { $0.flexGrow = 1 }),
            CSSNode(style: box { $0.flexGrow = 1 }),
        ])
        let result = root.layout(in: .maxContent, rounding: true)
        XCTAssertEqual(result.frames[1...3].map(\.width), [33, 34, 33])
        XCTAssertEqual(result.frames[1...3].map(\.minX), [0, 33, 67])
    }

    func testDeepChainIsLaidOutQuickly() {
        var node = CSSNode(style: box { $0.width = .points(10); $0.height = .points(10) })
        for level in 0..<1000 {
            node = CSSNode(style: box { $0.flexDirection = level.isMultiple(of: 2) ? .column : .row; $0.flexGrow = 1 }, children: [node])
        }
        let start = Date()
        let result = node.layout(in: .maxContent)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(result.rootFrame.size, CGSize(width: 10, height: 10))
    }

    func testRowThatOverflowsItsSpaceIsNoNarrowerThanItsItemsMinContentContributions() {
        // A centred row in a 76-wide column has 83 of content: its min-content size is its
        // item's min-content contribution, the item's width 83 (not its automatic minimum,
        // zero), so it overflows both sides rather than shrinking the item to 76.
        for wrap in [CSSStyle.FlexWrap.noWrap, .wrap] {
            let root = CSSNode(style: box { $0.flexDirection = .column; $0.width = .points(76); $0.height = .points(82) }, children: [
                CSSNode(style: box { $0.alignSelf = .center; $0.flexWrap = wrap }, children: [fixed(83, 20)]),
            ])
            let result = root.layout(in: .maxContent)
            XCTAssertEqual(result.frame(at: [0]), CGRect(x: -3.5, y: 0, width: 83, height: 20))
            XCTAssertEqual(result.frame(at: [0, 0]), CGRect(x: 0, y: 0, width: 83, height: 20))
        }
    }

    func testItemHeightFromItsContentIsMeasuredAtTheWidthItWillHave() {
        // The row's width, 63, is its items' (17 + 46); the 100% item then resolves against
        // 63 and the ratio item shrinks to 33.5 wide and so 67 tall. The column measures the
        // row's height at that width (67), not with the percentage unresolved (92).
        let root = CSSNode(style: box {
            $0.flexDirection = .column; $0.alignItems = .flexEnd; $0.width = .points(300); $0.height = .points(20)
        }, children: [
            CSSNode(style: box { $0.flexBasis = .points(0) }, children: [
                fixed(17, 67),
                CSSNode(style: box { $0.width = .percent(100); $0.height = .points(6) }),
                CSSNode(style: box { $0.width = .points(46); $0.aspectRatio = 0.5; $0.flexShrink = 2 }),
            ]),
        ])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [0]), CGRect(x: 237, y: 0, width: 63, height: 67))
        let expected = [
            CGRect(x: 0, y: 0, width: 6.26562, height: 67), CGRect(x: 6.26562, y: 0, width: 23.2344, height: 6),
            CGRect(x: 29.5, y: 0, width: 33.5, height: 67)]
        for (i, rect) in expected.enumerated() {
            let frame = result.frame(at: [0, i])
            XCTAssertEqual(frame.minX, rect.minX, accuracy: 0.01)
            XCTAssertEqual(frame.width, rect.width, accuracy: 0.01)
            XCTAssertEqual(frame.height, rect.height, accuracy: 0.01)
        }
    }
}

final class FlexDeepTreeTests: XCTestCase {
    /// A chain of `levels` nested containers around a 10×10 box, each with 1 point of
    /// padding; `wraps` makes every container a general (wrapping) one.
    private func chain(levels: Int, wraps: Bool) -> CSSNode {
        var node = fixed(10, 10)
        for level in 0..<levels {
            node = CSSNode(style: box {
                $0.flexDirection = level.isMultiple(of: 2) ? .column : .row
                $0.padding = CSSEdges(all: .points(1))
                if wraps { $0.flexWrap = .wrap }
            }, children: [node])
        }
        return node
    }

    func testATreeDeeperThanTheCallersStackContinuesOnALargerOne() {
        // 3,000 levels need several megabytes of stack (far more in a debug build); the
        // caller's thread has one. The layout must still finish, with exact frames.
        for wraps in [false, true] {
            let root = chain(levels: 3000, wraps: wraps)
            nonisolated(unsafe) var frames: [CGRect] = []
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                frames = root.layout(in: .maxContent).frames
                done.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
            done.wait()
            XCTAssertEqual(frames.count, 3001)
            XCTAssertEqual(frames.first, CGRect(x: 0, y: 0, width: 6010, height: 6010), "wraps: \(wraps)")
            XCTAssertEqual(frames[1500], CGRect(x: 1, y: 1, width: 3010, height: 3010), "wraps: \(wraps)")
            XCTAssertEqual(frames.last, CGRect(x: 1, y: 1, width: 10, height: 10), "wraps: \(wraps)")
        }
    }
}
