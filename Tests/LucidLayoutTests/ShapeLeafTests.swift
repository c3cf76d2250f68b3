import Foundation
import LucidLayout
import XCTest

/// `Ellipse` and `Polyline`: leaves that fill their rect like `Box`, and the shared
/// `ShapeStyle`. A polyline's points are in unit coordinates of its frame.
final class ShapeLeafTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    func testEllipseFillsItsRectAndPlacesOneItem() {
        var ellipse = Ellipse(fill: red, stroke: .black, strokeWidth: 2, dash: [3, 1], opacity: 0.5, name: "e")
        ellipse.layout(in: CGRect(5, 6, 70, 30))
        XCTAssertEqual(ellipse.frame, CGRect(5, 6, 70, 30))
        let style = ShapeStyle(fill: red, stroke: .black, strokeWidth: 2, dash: [3, 1], opacity: 0.5)
        XCTAssertEqual(ellipse.contents, [DisplayItem(frame: CGRect(5, 6, 70, 30), name: "e", drawing: .ellipse(style))])
        XCTAssertEqual(Ellipse(style: style).style, style)
    }

    func testShapesAreFlexibleLikeBox() {
        XCTAssertEqual(Ellipse().sizeThatFits(.unspecified), CGSize(10, 10))
        XCTAssertEqual(Ellipse().sizeThatFits(ProposedSize(CGSize(123, 45))), CGSize(123, 45))
        XCTAssertEqual(Polyline().sizeThatFits(.unspecified), CGSize(10, 10))
        XCTAssertEqual(Polyline().sizeThatFits(ProposedSize(CGSize(40, 0))), CGSize(40, 0))
    }

    func testEllipseInAStackGetsItsShareLikeABox() {
        let stack = HStack(spacing: 10, children: [AnyLayout(Ellipse(name: "e")), AnyLayout(Box(name: "b"))])
        let placed = frames(of: stack, in: CGRect(0, 0, 110, 40))
        XCTAssertEqual(placed["e"], CGRect(0, 0, 50, 40))
        XCTAssertEqual(placed["b"], CGRect(60, 0, 50, 40))
    }

    func testPolylineItemKeepsUnitPointsArrowheadsAndStyle() {
        let points = [CGPoint(x: 0, y: 0.5), CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 1)]
        var line = Polyline(points: points, arrowheads: .both, stroke: red, strokeWidth: 3, dash: [2], opacity: 0.25, name: "p")
        line.layout(in: CGRect(10, 20, 100, 40))
        let style = ShapeStyle(stroke: red, strokeWidth: 3, dash: [2], opacity: 0.25)
        XCTAssertEqual(line.contents, [DisplayItem(frame: CGRect(10, 20, 100, 40), name: "p", drawing: .polyline(points, .both, style))])
    }

    func testPolylinePointsStretchWithTheFrame() {
        var line = Polyline(points: [CGPoint(x: 0, y: 0.5), CGPoint(x: 0.25, y: 1), CGPoint(x: 1, y: 0)])
        line.layout(in: CGRect(10, 20, 100, 40))
        XCTAssertEqual(line.placedPoints, [CGPoint(x: 10, y: 40), CGPoint(x: 35, y: 60), CGPoint(x: 110, y: 20)])
        line.layout(in: CGRect(0, 0, 200, 10))
        XCTAssertEqual(line.placedPoints, [CGPoint(x: 0, y: 5), CGPoint(x: 50, y: 10), CGPoint(x: 200, y: 0)])
    }

    func testUnitPointMapping() {
        let rect = CGRect(10, 20, 100, 40)
        XCTAssertEqual(rect.point(atUnit: CGPoint(x: 0, y: 0)), CGPoint(x: 10, y: 20), "top-left")
        XCTAssertEqual(rect.point(atUnit: CGPoint(x: 1, y: 1)), CGPoint(x: 110, y: 60), "bottom-right")
        XCTAssertEqual(rect.point(atUnit: CGPoint(x: 0.5, y: 0.5)), CGPoint(x: 60, y: 40), "centre")
        XCTAssertEqual(rect.point(atUnit: CGPoint(x: -0.5, y: 1.5)), CGPoint(x: -40, y: 80), "outside the frame")
    }

    func testStraightLineIsATwoPointPolylineWithABlackStroke() {
        let diagonal = Polyline()
        XCTAssertEqual(diagonal.points, [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)])
        XCTAssertEqual(diagonal.arrowheads, Arrowheads.none)
        XCTAssertEqual(diagonal.style, ShapeStyle(stroke: .black))
        let arrow = Polyline(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5), arrowheads: .end, strokeWidth: 2)
        XCTAssertEqual(arrow.points, [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)])
        XCTAssertEqual(arrow.arrowheads, .end)
        XCTAssertEqual(arrow.style.strokeWidth, 2)
    }

    func testShapeStyleDefaultsAndBoxDashAndOpacity() {
        let style = ShapeStyle()
        XCTAssertEqual(style.dash, [])
        XCTAssertEqual(style.opacity, 1)
        XCTAssertNil(style.fill)
        XCTAssertNil(style.stroke)
        XCTAssertEqual(Box(stroke: .black, dash: [4, 2], opacity: 0.3).style, ShapeStyle(stroke: .black, dash: [4, 2], opacity: 0.3))
    }

    func testDrawableDash() {
        XCTAssertFalse(ShapeStyle().hasDrawableDash, "empty is solid")
        XCTAssertTrue(ShapeStyle(dash: [4, 2]).hasDrawableDash)
        XCTAssertTrue(ShapeStyle(dash: [0, 2]).hasDrawableDash, "dots: zero-length dashes with gaps")
        XCTAssertFalse(ShapeStyle(dash: [0, 0]).hasDrawableDash)
        XCTAssertFalse(ShapeStyle(dash: [4, -1]).hasDrawableDash)
        XCTAssertFalse(ShapeStyle(dash: [.infinity]).hasDrawableDash)
    }

    func testArrowheadEnds() {
        XCTAssertEqual(Arrowheads.allCases.map(\.rawValue), ["none", "start", "end", "both"])
        XCTAssertEqual(Arrowheads.allCases.map(\.atStart), [false, true, false, true])
        XCTAssertEqual(Arrowheads.allCases.map(\.atEnd), [false, false, true, true])
    }

    func testLabelAndImageOpacityDefaultToOpaque() {
        XCTAssertEqual(TextStyle().opacity, 1)
        XCTAssertEqual(TextStyle(opacity: 0.5).opacity, 0.5)
        XCTAssertEqual(ImageSource(path: "a.png", pixelSize: CGSize(1, 1)).opacity, 1)
        XCTAssertEqual(ImageSource(path: "a.png", pixelSize: CGSize(1, 1), opacity: 0.4).opacity, 0.4)
    }
}
