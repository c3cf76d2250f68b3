import XCTest
import LucidCSS
import LucidLayout

/// `flex-wrap: balance` and `flex-line-count`, with exact frames (the values Chrome gives).
final class FlexBalanceTests: XCTestCase {
    private func frames(_ result: CSSLayoutResult, count: Int) -> [CGRect] {
        (0..<count).map { result.frame(at: [$0]) }
    }

    func testBalancedRowEvensOutTheLinesThatWrapWouldFill() {
        // Wrapping fills the first line (31 + 32 + 33) and leaves 34 alone; balancing
        // makes two lines of two.
        let sizes: [CGFloat] = [31, 32, 33, 34]
        func layout(_ wrap: CSSStyle.FlexWrap) -> [CGRect] {
            let root = CSSNode(style: box { $0.width = .points(100); $0.flexWrap = wrap }, children: sizes.map { fixed($0, 30) })
            return frames(root.layout(in: .maxContent), count: sizes.count)
        }
        XCTAssertEqual(layout(.wrap).map(\.origin), [
            CGPoint(x: 0, y: 0), CGPoint(x: 31, y: 0), CGPoint(x: 63, y: 0), CGPoint(x: 0, y: 30)])
        XCTAssertEqual(layout(.balance), [
            CGRect(x: 0, y: 0, width: 31, height: 30), CGRect(x: 31, y: 0, width: 32, height: 30),
            CGRect(x: 0, y: 30, width: 33, height: 30), CGRect(x: 33, y: 30, width: 34, height: 30)])
        // wrap-reverse balance: the same lines, stacked from the bottom.
        XCTAssertEqual(layout(.balanceReverse).map(\.origin), [
            CGPoint(x: 0, y: 30), CGPoint(x: 31, y: 30), CGPoint(x: 0, y: 0), CGPoint(x: 33, y: 0)])
    }

    func testLineCountAddsLinesAndTheEarlierLinesKeepTheExtraItems() {
        // Three 25s fit a line of 100 with gaps of 10; five lines are asked for seven
        // items: 2, 2, 1, 1, 1.
        let root = CSSNode(style: box {
            $0.width = .points(100); $0.columnGap = .points(10); $0.flexWrap = .balance; $0.lineCount = 5
        }, children: (0..<7).map { _ in fixed(25, 25) })
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.rootFrame.size, CGSize(width: 100, height: 125))
        XCTAssertEqual(frames(result, count: 7).map(\.origin), [
            CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0),
            CGPoint(x: 0, y: 25), CGPoint(x: 35, y: 25),
            CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 75), CGPoint(x: 0, y: 100)])
        // Without balancing the count is ignored: two lines, as wrap fills them.
        var wrapped = root.style
        wrapped.flexWrap = .wrap
        let plain = CSSNode(style: wrapped, children: root.children).layout(in: .maxContent)
        XCTAssertEqual(plain.rootFrame.size, CGSize(width: 100, height: 75))
    }

    func testColumnOfIndefiniteHeightTakesTheHeightOfItsBalancedLines() {
        // No height to wrap at: the line count alone breaks the column, into the shortest
        // lines that make two (80 | 40 + 20 + 40), and the column is as tall as they are.
        let root = CSSNode(style: box {
            $0.flexDirection = .column; $0.flexWrap = .balance; $0.lineCount = 2; $0.rowGap = .points(20)
        }, children: [fixed(40, 80), fixed(40, 40), fixed(40, 40)])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.rootFrame.size, CGSize(width: 80, height: 100))
        XCTAssertEqual(frames(result, count: 3), [
            CGRect(x: 0, y: 0, width: 40, height: 80),
            CGRect(x: 40, y: 0, width: 40, height: 40),
            CGRect(x: 40, y: 60, width: 40, height: 40)])
    }
}
