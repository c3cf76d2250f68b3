import Foundation
import XCTest
@testable import LucidLayout

/// Connectors after layout: which node an address means, which sides two frames are
/// joined by, and paths that leave and enter straight and go around what is between.
final class ConnectorRoutingTests: XCTestCase {
    /// card-1 { title }, card-2 { title }, title-free footer, in pre-order with depths.
    private let tree: [(name: String?, depth: Int)] = [
        (nil, 0), ("card-1", 1), (nil, 2), ("title", 3), ("card-2", 1), ("title", 2), ("footer", 1),
    ]

    func testAnAddressIsANameOrAPathOfEnclosingNames() {
        XCTAssertEqual(NodeAddress("footer")?.matches(in: tree), [6])
        XCTAssertEqual(NodeAddress("title")?.matches(in: tree), [3, 5])
        XCTAssertEqual(NodeAddress("card-1/title")?.matches(in: tree), [3])
        XCTAssertEqual(NodeAddress("card-2/title")?.matches(in: tree), [5])
        XCTAssertEqual(NodeAddress("footer/title")?.matches(in: tree), [])
        XCTAssertNil(NodeAddress("card-1//title"))
        XCTAssertNil(NodeAddress("/title"))
        XCTAssertEqual(NodeAddress.unambiguousAddresses(in: tree), ["card-1", "card-1/title", "card-2", "card-2/title", "footer"])
    }

    func testSidesFaceAcrossTheGapPreferringTopToBottom() {
        let a = CGRect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertTrue(ConnectorSide.facing(from: a, to: CGRect(x: 200, y: 0, width: 100, height: 40)) == (.right, .left))
        XCTAssertTrue(ConnectorSide.facing(from: a, to: CGRect(x: -200, y: 10, width: 100, height: 40)) == (.left, .right))
        XCTAssertTrue(ConnectorSide.facing(from: a, to: CGRect(x: 0, y: 100, width: 100, height: 40)) == (.bottom, .top))
        XCTAssertTrue(ConnectorSide.facing(from: a, to: CGRect(x: 0, y: -100, width: 100, height: 40)) == (.top, .bottom))
        // Apart both ways: down, unless more than three times as far across.
        XCTAssertTrue(ConnectorSide.facing(from: a, to: CGRect(x: 220, y: 80, width: 100, height: 40)) == (.bottom, .top))
        XCTAssertTrue(ConnectorSide.facing(from: a, to: CGRect(x: 250, y: 80, width: 100, height: 40)) == (.right, .left))
    }

    func testAPathGoesAroundABoxInTheWayAndEntersStraight() {
        let start = CGRect(x: 0, y: 0, width: 60, height: 40), end = CGRect(x: 0, y: 200, width: 60, height: 40)
        let wall = CGRect(x: -20, y: 90, width: 100, height: 40)
        let router = OrthogonalRouter(obstacles: [wall], bounds: CGRect(x: -100, y: -100, width: 400, height: 400))
        let path = router.route(from: CGPoint(x: 30, y: 40), side: .bottom, of: start, to: CGPoint(x: 30, y: 200), side: .top, of: end)
        XCTAssertEqual(path.first, CGPoint(x: 30, y: 40))
        XCTAssertEqual(path.last, CGPoint(x: 30, y: 200))
        // Leaves down and arrives down.
        XCTAssertEqual(path[1].x, 30)
        XCTAssertGreaterThan(path[1].y, 40)
        XCTAssertEqual(path[path.count - 2].x, 30)
        XCTAssertLessThan(path[path.count - 2].y, 200)
        for (a, b) in zip(path, path.dropFirst()) {
            XCTAssertTrue(a.x == b.x || a.y == b.y, "\(a) → \(b) is not horizontal or vertical")
            XCTAssertFalse(wall.isCrossed(from: a, to: b), "\(a) → \(b) crosses the wall")
        }
        // Round the wall's nearer end (its right edge is 20 points past the boxes): 12
        // points clear of it.
        XCTAssertTrue(path.contains { $0.x == 92 }, "\(path)")
    }

    func testFacingEndsInLineAreOneStraightRun() {
        let router = OrthogonalRouter(obstacles: [], bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        let path = router.route(
            from: CGPoint(x: 50, y: 40), side: .bottom, of: CGRect(x: 0, y: 0, width: 100, height: 40),
            to: CGPoint(x: 50, y: 120), side: .top, of: CGRect(x: 0, y: 120, width: 100, height: 40))
        XCTAssertEqual(path, [CGPoint(x: 50, y: 40), CGPoint(x: 50, y: 120)])
    }

    func testEndsSharingASideAreSpreadAlongItInTheOrderOfTheirOtherEnds() throws {
        // One node above three: the three ends on its bottom side at 1/4, 2/4, 3/4.
        let top = CGRect(x: 100, y: 0, width: 120, height: 40)
        let below = [CGRect(x: 0, y: 100, width: 60, height: 40), CGRect(x: 130, y: 100, width: 60, height: 40),
                     CGRect(x: 260, y: 100, width: 60, height: 40)]
        let layout = ConnectorLayout(connectors: [], measurer: CellTextMeasurer())
        // Given out of order: right, left, middle.
        let order = [2, 0, 1]
        let points = layout.attachmentPoints(
            ends: order.map { (from: 0, to: $0 + 1) }, frames: order.map { (top, below[$0]) },
            sides: order.map { _ in (ConnectorSide.bottom, ConnectorSide.top) }, grid: .points)
        XCTAssertEqual(points.map(\.0), [CGPoint(x: 190, y: 40), CGPoint(x: 130, y: 40), CGPoint(x: 160, y: 40)])
        // The middle node lies under its start: its end is in line (one straight run).
        XCTAssertEqual(points[2].1, CGPoint(x: 160, y: 100))
        XCTAssertEqual(points[1].1, CGPoint(x: 30, y: 100))
    }

    func testOnCellsEndsSitInTheFirstCellOutsideTheOutline() {
        let grid = ConnectorGrid.cells(CGSize(width: 8, height: 16))
        // A frame of 10×3 cells from column 2, row 1.
        let frame = grid.snapped(CGRect(x: 17, y: 15, width: 80, height: 47))
        XCTAssertEqual(frame, CGRect(x: 16, y: 16, width: 80, height: 48))
        XCTAssertEqual(grid.attachment(on: .bottom, of: frame, at: 56), CGPoint(x: 60, y: 72))
        XCTAssertEqual(grid.attachment(on: .top, of: frame, at: 0), CGPoint(x: 28, y: 8), "kept off the corner cell")
        XCTAssertEqual(grid.attachment(on: .left, of: frame, at: 40), CGPoint(x: 12, y: 40))
        let (drawn, units) = grid.drawing(of: [CGPoint(x: 60, y: 72), CGPoint(x: 60, y: 104)])
        XCTAssertEqual(drawn, CGRect(x: 56, y: 64, width: 8, height: 48))
        XCTAssertEqual(units, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1)])
    }
}
