import Foundation
import LucidDescription
import LucidLayout
import XCTest
@testable import LucidRender

/// `polygon`: points or a preset (diamond, triangle) fitted to the frame, outlined in text,
/// listed in the frames dump, and its problems located (its Cairo drawing is tested with
/// the other shapes in `CairoShapeTests`).
final class PolygonTests: XCTestCase {
    func testTextOutputOutlinesTheShapeWithLines() {
        let cell = CellTextMeasurer.defaultCellSize
        let frame = CGRect(x: 0, y: 0, width: 10 * cell.width, height: 4 * cell.height)
        let triangle = DisplayItem(frame: frame, drawing: .polygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], ShapeStyle(stroke: .black)))
        let picture = ASCIIRenderer().render(Figure(size: frame.size, items: [triangle]))
        XCTAssertEqual(picture, """
            ┌───────╱╱
            │    ╱╱╱
            │ ╱╱╱
            │╱

            """)
    }

    func testDescriptionsTakePointsOrAShapeAndTheFramesDumpListsThem() throws {
        let description = try DescriptionParser.parse("""
            layout:
              kind: hstack
              children:
                - { kind: polygon, name: decision, shape: diamond, fill: "#fdf0d5", stroke: "#c07a00", frame: { width: 60, height: 40 } }
                - { kind: polygon, points: [[0, 0], [1, 0.5], [0, 1]], fill: red, frame: { width: 20, height: 20 } }
            """, file: "shapes.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        let frames = FramesRenderer().render(try builder.figure(description))
        XCTAssertTrue(frames.contains("""
                frame (0, 0, 60, 40)
                  polygon "decision" (0, 0, 60, 40) [polygon, points 0.5,0 1,0.5 0.5,1 0,0.5, fill #fdf0d5, stroke #c07a00 1]
            """), frames)
        XCTAssertTrue(frames.contains("polygon (68, 10, 20, 20) [polygon, points 0,0 1,0.5 0,1, fill #ff0000]"), frames)
    }

    func testProblemsAreLocated() {
        func errors(_ node: String) -> [String] {
            do {
                _ = try DescriptionParser.parse("layout: \(node)", file: "bad.yaml")
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        XCTAssertEqual(errors("{ kind: polygon, fill: red }"), ["bad.yaml:1:9: error: missing required key 'points' (or 'shape': diamond, triangle) in 'polygon'"])
        XCTAssertEqual(errors("{ kind: polygon, shape: diamond, points: [[0, 0], [1, 0], [0, 1]] }"), ["bad.yaml:1:33: error: a polygon takes 'points' or 'shape', not both"])
        XCTAssertEqual(errors("{ kind: polygon, shape: hexagon }"), ["bad.yaml:1:33: error: invalid value 'hexagon' for 'shape': expected one of diamond, triangle"])
        XCTAssertEqual(errors("{ kind: polygon, points: [[0, 0], [1, 1]] }"), ["bad.yaml:1:34: error: 'points' needs at least 3 points, found 2"])
        XCTAssertEqual(errors("{ kind: polygon, shape: triangle, cornerRadius: 4 }"), ["bad.yaml:1:43: error: unknown key 'cornerRadius' in 'polygon'"])
    }
}
