import Foundation
import LucidDescription
import LucidLayout
import XCTest

/// Files with shapes and the new style keys become the display items the Swift API makes.
final class ShapeBuilderTests: XCTestCase {
    private let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    private func figure(_ text: String) throws -> Figure {
        let description = try DescriptionParser.parse(text, file: "test.yaml")
        return try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: samples).figure(description)
    }

    func testEveryShapeKindAndStyleKeyGivesTheRightItem() throws {
        let result = try figure("""
            canvas: { width: 400, height: 100 }
            layout:
              kind: hstack
              spacing: 0
              children:
                - { kind: box, name: box, fill: red, stroke: black, strokeWidth: 2, cornerRadius: 3, dash: [4, 2], opacity: 0.5 }
                - { kind: ellipse, name: ellipse, fill: "#00ff00", stroke: blue, strokeWidth: 3, dash: [1], opacity: 0.25 }
                - { kind: line, name: line, from: [0, 0.5], to: [1, 0.5], arrowheads: end, stroke: red, strokeWidth: 2, dash: [3, 1], opacity: 0.75 }
                - { kind: polyline, name: polyline, points: [[0, 0], [0.5, 1], [1, 0]], arrowheads: both }
                - { kind: label, name: label, text: hi, opacity: 0.4 }
                - { kind: image, name: image, src: assets/yeti.png, opacity: 0.6, frame: { width: 40, height: 40 } }
            """)
        let items = Dictionary(uniqueKeysWithValues: result.items.map { ($0.name ?? "?", $0) })
        let red = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(result.items.map(\.name), ["box", "ellipse", "line", "polyline", "label", "image"])
        XCTAssertEqual(items["box"]?.drawing, .box(ShapeStyle(
            fill: red, stroke: .black, strokeWidth: 2, cornerRadius: 3, dash: [4, 2], opacity: 0.5)))
        XCTAssertEqual(items["ellipse"]?.drawing, .ellipse(ShapeStyle(
            fill: Color(red: 0, green: 1, blue: 0), stroke: Color(red: 0, green: 0, blue: 1), strokeWidth: 3, dash: [1], opacity: 0.25)))
        XCTAssertEqual(items["line"]?.drawing, .polyline(
            [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)], .end,
            ShapeStyle(stroke: red, strokeWidth: 2, dash: [3, 1], opacity: 0.75)))
        XCTAssertEqual(items["polyline"]?.drawing, .polyline(
            [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 1), CGPoint(x: 1, y: 0)], .both, ShapeStyle(stroke: .black)))
        XCTAssertEqual(items["label"]?.drawing, .text("hi", TextStyle(opacity: 0.4)))
        guard case .image(let source)? = items["image"]?.drawing else { return XCTFail("no image") }
        XCTAssertEqual(source.opacity, 0.6)
        XCTAssertTrue(source.path.hasSuffix("Samples/assets/yeti.png"), source.path)
    }

    func testShapesShareAStackLikeBoxes() throws {
        let result = try figure("""
            canvas: { width: 300, height: 50 }
            layout:
              kind: hstack
              spacing: 0
              children:
                - { kind: box, name: a }
                - { kind: line, name: arrow, from: [0, 0.5], to: [1, 0.5], arrowheads: end }
                - { kind: ellipse, name: b }
            """)
        XCTAssertEqual(result.items.map(\.frame), [
            CGRect(x: 0, y: 0, width: 100, height: 50),
            CGRect(x: 100, y: 0, width: 100, height: 50),
            CGRect(x: 200, y: 0, width: 100, height: 50),
        ])
    }

    func testLineDefaultsToTheFramesDiagonalInBlack() throws {
        let result = try figure("""
            canvas: { width: 40, height: 20 }
            layout: { kind: line }
            """)
        XCTAssertEqual(result.items, [DisplayItem(
            frame: CGRect(x: 0, y: 0, width: 40, height: 20),
            drawing: .polyline([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], .none, ShapeStyle(stroke: .black)))])
    }

    func testShapeDefaultsMatchTheSwiftAPI() throws {
        let result = try figure("""
            canvas: { width: 40, height: 20 }
            layout: { kind: zstack, children: [{ kind: ellipse }, { kind: box, dash: [] }] }
            """)
        XCTAssertEqual(result.items.map(\.drawing), [.ellipse(Ellipse().style), .box(Box().style)])
    }
}
