import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// Ellipses, polygons, lines, arrowheads, dashes and opacity, checked pixel by pixel.
final class CairoShapeTests: XCTestCase {
    private let red = LucidLayout.Color(red: 1, green: 0, blue: 0)
    private let white: UInt32 = 0xFFFF_FFFF
    private let black: UInt32 = 0xFF00_0000
    private let opaqueRed: UInt32 = 0xFFFF_0000

    private func render(_ size: CGSize, _ items: [DisplayItem]) throws -> CairoRaster {
        try CairoRenderer().rasterize(Figure(size: size, background: .white, items: items))
    }

    /// A horizontal line across a 100 × 20 page at mid-height, from x = 10 to x = 90.
    private func horizontalLine(_ style: ShapeStyle, _ arrowheads: Arrowheads = .none) -> DisplayItem {
        DisplayItem(
            frame: CGRect(x: 0, y: 0, width: 100, height: 20),
            drawing: .polyline([CGPoint(x: 0.1, y: 0.5), CGPoint(x: 0.9, y: 0.5)], arrowheads, style))
    }

    // MARK: Ellipses

    func testEllipseCentreIsFilledAndFrameCornerIsNot() throws {
        let raster = try render(CGSize(width: 100, height: 60), [
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 80, height: 40), drawing: .ellipse(ShapeStyle(fill: red))),
        ])
        XCTAssertEqual(raster[50, 30], opaqueRed, "centre")
        XCTAssertEqual(raster[11, 30], opaqueRed, "the ellipse reaches the frame's side at mid-height")
        XCTAssertEqual(raster[50, 11], opaqueRed, "and its top at mid-width")
        XCTAssertEqual(raster[11, 11], white, "the frame's corner lies outside the ellipse")
        XCTAssertEqual(raster[88, 48], white)
    }

    func testEllipseOutlineStaysInsideTheFrame() throws {
        let raster = try render(CGSize(width: 100, height: 60), [
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 80, height: 40), drawing: .ellipse(ShapeStyle(stroke: red, strokeWidth: 4))),
        ])
        XCTAssertEqual(raster[9, 30], white, "outside the frame")
        let edge = CairoTestSupport.components(raster[10, 30])
        XCTAssertTrue(edge.red == 255 && edge.green < 32, "the outline starts at the frame's edge (the curve leaves a trace of white)")
        XCTAssertEqual(raster[11, 30], opaqueRed)
        XCTAssertEqual(raster[13, 30], opaqueRed)
        XCTAssertEqual(raster[16, 30], white, "unfilled inside")
        XCTAssertEqual(raster[50, 30], white)
    }

    func testEmptyEllipseDrawsNothingAndKeepsTheContextUsable() throws {
        let raster = try render(CGSize(width: 20, height: 20), [
            DisplayItem(frame: CGRect(x: 5, y: 5, width: 0, height: 10), drawing: .ellipse(ShapeStyle(fill: red, stroke: red, strokeWidth: 2))),
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 4, height: 4), drawing: .box(ShapeStyle(fill: red))),
        ])
        XCTAssertEqual(raster[5, 10], white)
        XCTAssertEqual(raster[1, 1], opaqueRed, "later items still draw")
    }

    // MARK: Lines and arrowheads

    func testHorizontalLineIsStroked() throws {
        let raster = try render(CGSize(width: 100, height: 20), [horizontalLine(ShapeStyle(stroke: .black, strokeWidth: 4))])
        for y in 8...11 { XCTAssertEqual(raster[50, y], black, "row \(y) is inside the 4-point line") }
        XCTAssertEqual(raster[50, 7], white)
        XCTAssertEqual(raster[50, 12], white)
        XCTAssertEqual(raster[10, 10], black, "butt end at the first point")
        XCTAssertEqual(raster[9, 10], white)
        XCTAssertEqual(raster[89, 10], black)
        XCTAssertEqual(raster[90, 10], white, "butt end at the last point")
    }

    func testArrowheadTipRegionIsFilledAndTheLineStopsAtTheTip() throws {
        let style = ShapeStyle(stroke: .black, strokeWidth: 2)
        let plain = try render(CGSize(width: 100, height: 20), [horizontalLine(style, .none)])
        let arrow = try render(CGSize(width: 100, height: 20), [horizontalLine(style, .end)])
        // Length 4 × 2 + 4 = 12 and base 9.6: the base corners are at (78, 5.2) and (78, 14.8),
        // and at x the head reaches 0.4 × (90 - x) above and below y = 10.
        XCTAssertEqual(plain[79, 12], white, "beside a plain line")
        XCTAssertEqual(arrow[79, 12], black, "inside the arrowhead, beside the line")
        XCTAssertEqual(arrow[79, 7], black)
        XCTAssertEqual(arrow[86, 10], black, "near the tip, past the line's end")
        XCTAssertEqual(arrow[90, 10], white, "nothing pokes past the tip")
        XCTAssertEqual(arrow[76, 13], white, "behind the base")
        XCTAssertEqual(arrow[12, 13], white, "no arrowhead at the start")
    }

    func testStartArrowheadPointsBackwards() throws {
        let arrow = try render(CGSize(width: 100, height: 20), [horizontalLine(ShapeStyle(stroke: .black, strokeWidth: 2), .start)])
        XCTAssertEqual(arrow[20, 12], black, "inside the arrowhead at x 10…22")
        XCTAssertEqual(arrow[14, 10], black)
        XCTAssertEqual(arrow[9, 10], white)
        XCTAssertEqual(arrow[87, 13], white, "no arrowhead at the end")
    }

    func testArrowheadGeometry() {
        let line = CairoPolyline(
            points: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10)], arrowheads: .both,
            style: ShapeStyle(stroke: .black, strokeWidth: 2))
        XCTAssertEqual(CairoPolyline.arrowLength(strokeWidth: 2), 12)
        XCTAssertEqual(line.strokedPath, [CGPoint(x: 16, y: 10), CGPoint(x: 84, y: 10)], "each end pulled halfway into its head")
        let triangles = line.arrowheadTriangles
        XCTAssertEqual(triangles.count, 2)
        XCTAssertEqual(triangles[1][0], CGPoint(x: 90, y: 10), "the end's tip")
        XCTAssertEqual(triangles[1][1].x, 78, accuracy: 1e-9)
        XCTAssertEqual(abs(triangles[1][1].y - triangles[1][2].y), 9.6, accuracy: 1e-9)
        XCTAssertEqual(triangles[0][0], CGPoint(x: 10, y: 10), "the start's tip")
        XCTAssertEqual(triangles[0][1].x, 22, accuracy: 1e-9)
    }

    func testArrowheadsShrinkOnAShortLineAndSkipDegenerateOnes() {
        let short = CairoPolyline(
            points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], arrowheads: .both, style: ShapeStyle(stroke: .black, strokeWidth: 2))
        XCTAssertEqual(short.arrowheadTriangles.map { $0[1].x }, [5, 5], "two heads share the segment")
        let point = CairoPolyline(
            points: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 3)], arrowheads: .end, style: ShapeStyle(stroke: .black))
        XCTAssertEqual(point.arrowheadTriangles, [])
        let bad = CairoPolyline(
            points: [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 1)], arrowheads: .end, style: ShapeStyle(stroke: .black))
        XCTAssertEqual(bad.strokedPath, [])
        XCTAssertEqual(bad.arrowheadTriangles, [])
    }

    func testDegeneratePolylinesDrawNothingWithoutFailing() throws {
        let style = ShapeStyle(stroke: .black, strokeWidth: 2)
        let raster = try render(CGSize(width: 20, height: 20), [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), drawing: .polyline([CGPoint(x: 0.5, y: 0.5)], .both, style)),
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), drawing: .polyline([], .end, style)),
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), drawing: .polyline([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: CGFloat.infinity)], .end, style)),
        ])
        XCTAssertTrue(raster.pixels.allSatisfy { $0 == white })
    }

    // MARK: Polygons

    func testADiamondIsFilledInsideItsCornersAndNotInTheFramesCorners() throws {
        let diamond = DisplayItem(frame: CGRect(x: 10, y: 10, width: 80, height: 40), drawing: .polygon(Polygon.Preset.diamond.points, ShapeStyle(fill: red)))
        let raster = try render(CGSize(width: 100, height: 60), [diamond])
        XCTAssertEqual(raster[50, 30], opaqueRed, "centre")
        XCTAssertEqual(raster[13, 30], opaqueRed, "near the left corner, at mid-height")
        XCTAssertEqual(raster[50, 12], opaqueRed, "near the top corner")
        XCTAssertEqual(raster[15, 15], white, "the frame's corner lies outside")
        XCTAssertEqual(raster[85, 45], white)
    }

    func testATriangleOutlineStaysInsideItsFrame() throws {
        let triangle = DisplayItem(
            frame: CGRect(x: 10, y: 10, width: 80, height: 40), drawing: .polygon(Polygon.Preset.triangle.points, ShapeStyle(stroke: red, strokeWidth: 4)))
        let raster = try render(CGSize(width: 100, height: 60), [triangle])
        XCTAssertEqual(raster[50, 48], opaqueRed, "the base, inside the frame's bottom edge")
        XCTAssertEqual(raster[50, 51], white, "nothing below the frame")
        XCTAssertEqual(raster[50, 30], white, "unfilled")
    }

    // MARK: Dashes

    func testDashedLineHasGaps() throws {
        let item = DisplayItem(
            frame: CGRect(x: 0, y: 0, width: 100, height: 20),
            drawing: .polyline([CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)], .none, ShapeStyle(stroke: .black, strokeWidth: 2, dash: [4, 4])))
        let raster = try render(CGSize(width: 100, height: 20), [item])
        for x in [1, 2, 9, 10, 17, 90] { XCTAssertEqual(raster[x, 10], black, "dash at x \(x)") }
        for x in [5, 6, 13, 14, 21, 94] { XCTAssertEqual(raster[x, 10], white, "gap at x \(x)") }
    }

    func testDashedBoxOutlineHasGapsAndAnInvalidPatternIsSolid() throws {
        let dashed = try render(CGSize(width: 60, height: 60), [
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 40, height: 40), drawing: .box(ShapeStyle(stroke: .black, strokeWidth: 2, dash: [6, 6]))),
        ])
        let topEdge = (10..<50).map { dashed[$0, 10] }
        XCTAssertTrue(topEdge.contains(black))
        XCTAssertTrue(topEdge.contains(white))
        let solid = try render(CGSize(width: 60, height: 60), [
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 40, height: 40), drawing: .box(ShapeStyle(stroke: .black, strokeWidth: 2, dash: [0, 0]))),
        ])
        XCTAssertTrue((10..<50).allSatisfy { solid[$0, 10] == black }, "an all-zero pattern draws solid instead of failing")
    }

    func testDashedEllipseHasGaps() throws {
        let raster = try render(CGSize(width: 60, height: 60), [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 60, height: 60), drawing: .ellipse(ShapeStyle(stroke: .black, strokeWidth: 2, dash: [3, 3]))),
        ])
        let ring = (0..<360).map { degree -> UInt32 in
            let angle = Double(degree) * .pi / 180
            return raster[Int(30 + 29 * cos(angle)), Int(30 + 29 * sin(angle))]
        }
        XCTAssertTrue(ring.contains(where: CairoTestSupport.isDark), "dashes")
        XCTAssertTrue(ring.contains(white), "gaps")
    }

    // MARK: Opacity

    /// Whether every colour channel of `pixel` is half way between white and black.
    private func isHalfGrey(_ pixel: UInt32) -> Bool {
        let (r, g, b, a) = CairoTestSupport.components(pixel)
        return a == 255 && [r, g, b].allSatisfy { (127...128).contains($0) }
    }

    func testHalfOpacityBlendsHalfWay() throws {
        let raster = try render(CGSize(width: 40, height: 20), [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), drawing: .box(ShapeStyle(fill: .black, opacity: 0.5))),
            DisplayItem(frame: CGRect(x: 20, y: 0, width: 20, height: 20), drawing: .ellipse(ShapeStyle(fill: .black, opacity: 0.5))),
        ])
        XCTAssertTrue(isHalfGrey(raster[10, 10]), String(raster[10, 10], radix: 16))
        XCTAssertTrue(isHalfGrey(raster[30, 10]), String(raster[30, 10], radix: 16))
    }

    func testOverlappingPartsOfATranslucentShapeAreNotDarker() throws {
        let raster = try render(CGSize(width: 100, height: 60), [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40), drawing: .box(ShapeStyle(fill: .black, stroke: .black, strokeWidth: 4, opacity: 0.5))),
            DisplayItem(frame: CGRect(x: 50, y: 0, width: 40, height: 40), drawing: .ellipse(ShapeStyle(fill: .black, stroke: .black, strokeWidth: 4, opacity: 0.5))),
            horizontalLine(ShapeStyle(stroke: .black, strokeWidth: 2, opacity: 0.5), .end).moved(to: CGPoint(x: 0, y: 40)),
        ])
        XCTAssertTrue(isHalfGrey(raster[1, 20]), "box outline over its fill")
        XCTAssertTrue(isHalfGrey(raster[20, 20]), "box fill")
        XCTAssertTrue(isHalfGrey(raster[51, 20]), "ellipse outline over its fill")
        XCTAssertTrue(isHalfGrey(raster[70, 20]), "ellipse fill")
        XCTAssertTrue(isHalfGrey(raster[81, 50]), "the line's end under its arrowhead")
        XCTAssertTrue(isHalfGrey(raster[50, 50]), "the line")
    }

    func testTranslucentLabelAndImage() throws {
        let opaque = CairoTestSupport.label("Hello", at: CGPoint(x: 4, y: 4))
        let faint = CairoTestSupport.label("Hello", at: CGPoint(x: 4, y: 4), style: TextStyle(opacity: 0.5))
        let darkest = { (raster: CairoRaster) in raster.pixels.map { CairoTestSupport.components($0).red }.min() ?? 255 }
        XCTAssertLessThan(darkest(try render(CGSize(width: 60, height: 30), [opaque])), 40)
        XCTAssertEqual(Int(darkest(try render(CGSize(width: 60, height: 30), [faint]))), 127, accuracy: 2)
        let invisible = try render(CGSize(width: 60, height: 30), [CairoTestSupport.label("Hello", at: CGPoint(x: 4, y: 4), style: TextStyle(opacity: 0))])
        XCTAssertTrue(invisible.pixels.allSatisfy { $0 == white })

        let path = try CairoTestSupport.temporaryPNG(size: CGSize(width: 4, height: 4), color: .black, for: self)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = DisplayItem(
            frame: CGRect(x: 0, y: 0, width: 20, height: 20),
            drawing: .image(ImageSource(path: path, pixelSize: CGSize(width: 4, height: 4), opacity: 0.5)))
        let raster = try render(CGSize(width: 20, height: 20), [image])
        XCTAssertTrue(isHalfGrey(raster[10, 10]), String(raster[10, 10], radix: 16))
    }

    func testZeroOpacityDrawsNothing() throws {
        let raster = try render(CGSize(width: 20, height: 20), [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), drawing: .box(ShapeStyle(fill: .black, opacity: 0))),
        ])
        XCTAssertTrue(raster.pixels.allSatisfy { $0 == white })
    }

    func testSVGKeepsDashesAndIsTheSameEveryTime() throws {
        let figure = Figure(size: CGSize(width: 100, height: 60), items: [
            horizontalLine(ShapeStyle(stroke: .black, strokeWidth: 2, dash: [4, 2], opacity: 0.5), .both),
            DisplayItem(frame: CGRect(x: 10, y: 20, width: 80, height: 30), drawing: .ellipse(ShapeStyle(fill: red, opacity: 0.5))),
        ])
        let svg = String(decoding: try CairoRenderer().svg(figure), as: UTF8.self)
        XCTAssertTrue(svg.contains("stroke-dasharray:4,2"), svg)
        XCTAssertEqual(try CairoRenderer().svg(figure), try CairoRenderer().svg(figure))
    }
}

extension DisplayItem {
    /// The same item with its frame's origin at `origin`.
    fileprivate func moved(to origin: CGPoint) -> DisplayItem {
        var item = self
        item.frame.origin = origin
        return item
    }
}
