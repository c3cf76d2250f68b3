import Foundation
import XCTest
import LucidLayout

/// `DashBudget`: how many dashes a dashed outline or line draws.
final class DashBudgetTests: XCTestCase {
    private func item(_ drawing: Drawing, _ frame: CGRect = CGRect(0, 0, 100, 50)) -> DisplayItem {
        DisplayItem(frame: frame, drawing: drawing)
    }

    private func style(_ dash: [CGFloat], stroke: Color? = .black) -> ShapeStyle {
        ShapeStyle(stroke: stroke, dash: dash)
    }

    func testDashesAreTheLengthOverThePatternTimesItsDashes() {
        // A 100 × 50 box: 300 points of outline, a 10-point pattern of one dash.
        XCTAssertEqual(DashBudget.dashes(of: item(.box(style([5, 5])))), 30)
        // Two dashes a pattern of 20 points.
        XCTAssertEqual(DashBudget.dashes(of: item(.box(style([5, 5, 2, 8])))), 30)
        // An odd pattern is drawn twice over: [3] is 3 on and 3 off.
        XCTAssertEqual(DashBudget.dashes(of: item(.box(style([3])))), 50)
        // A polyline's length is its segments' in the frame: 100 across, then 50 down.
        XCTAssertEqual(DashBudget.dashes(of: item(.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)], .none, style([1, 1])))), 75)
        // A circle of diameter 100: π × 100.
        XCTAssertEqual(DashBudget.dashes(of: item(.ellipse(style([1, 1])), CGRect(0, 0, 100, 100))), (Double.pi * 50).rounded(.up))
    }

    func testSolidOrUnstrokedShapesDrawNoDashes() {
        XCTAssertEqual(DashBudget.dashes(of: item(.box(style([])))), 0)
        XCTAssertEqual(DashBudget.dashes(of: item(.box(style([5, 5], stroke: nil)))), 0)
        XCTAssertEqual(DashBudget.dashes(of: item(.text("x", TextStyle()))), 0)
    }
}
