import XCTest
@testable import LucidRender

/// The cells of a straight line: one per step along the longer axis, and clipping
/// keeps exactly the visible ones without visiting the rest.
final class CellLineRasterTests: XCTestCase {
    private func cells(_ from: (Int, Int), _ to: (Int, Int), in bounds: CellRect) -> [[Int]] {
        CellLineRaster(from: CellPoint(column: from.0, row: from.1), to: CellPoint(column: to.0, row: to.1))
            .cells(clippedTo: bounds).map { [$0.column, $0.row] }
    }

    private let page = CellRect(left: 0, top: 0, right: 99, bottom: 99)

    func testOneCellPerStepAlongTheLongerAxis() {
        XCTAssertEqual(cells((0, 0), (5, 2), in: page), [[0, 0], [1, 0], [2, 1], [3, 1], [4, 2], [5, 2]])
        XCTAssertEqual(cells((0, 0), (2, 5), in: page), [[0, 0], [0, 1], [1, 2], [1, 3], [2, 4], [2, 5]])
        XCTAssertEqual(cells((5, 2), (0, 0), in: page), [[5, 2], [4, 2], [3, 1], [2, 1], [1, 0], [0, 0]], "from first to last")
        XCTAssertEqual(cells((3, 3), (3, 3), in: page), [[3, 3]])
    }

    func testClippingKeepsTheVisibleCellsOfTheWholeLine() {
        let window = CellRect(left: 2, top: 0, right: 4, bottom: 1)
        let whole = cells((0, 0), (5, 2), in: page)
        let visible = whole.filter { (2...4).contains($0[0]) && (0...1).contains($0[1]) }
        XCTAssertEqual(cells((0, 0), (5, 2), in: window), visible)
        XCTAssertEqual(cells((0, 0), (5, 2), in: CellRect(left: 50, top: 50, right: 60, bottom: 60)), [])
    }

    func testAHugeLineCostsOnlyItsVisibleCells() {
        let far = 1_000_000_000
        XCTAssertEqual(cells((-far, -far), (far, far), in: CellRect(left: 0, top: 0, right: 2, bottom: 2)), [[0, 0], [1, 1], [2, 2]])
    }
}
