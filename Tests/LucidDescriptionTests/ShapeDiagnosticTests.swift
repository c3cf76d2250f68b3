import LucidDescription
import XCTest

/// Problems with shapes (`ellipse`, `line`, `polyline`) and the style keys `dash`,
/// `opacity` and `arrowheads`: exact message, exact `file:line:column`.
final class ShapeDiagnosticTests: XCTestCase {
    private func errors(_ layout: String) -> [String] {
        do {
            _ = try DescriptionParser.parse("canvas: { width: 100, height: 50 }\n" + layout, file: "bad.yaml")
            XCTFail("expected diagnostics")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testDashMustBeAListOfNonNegativeLengthsNotAllZero() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: box, dash: 4 }
                - { kind: ellipse, dash: [4, -1, x] }
                - { kind: line, dash: [0, 0] }
            """), [
                "bad.yaml:5:26: error: expected a list of lengths for 'dash', found the number 4",
                "bad.yaml:6:34: error: 'dash' must be between 0 and 1000000, found -1",
                "bad.yaml:6:38: error: expected a number for 'dash', found the string 'x'",
                "bad.yaml:7:27: error: 'dash' lengths must not all be 0; use [] for a solid line",
            ])
    }

    func testOpacityIsANumberFromZeroToOne() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: box, opacity: 1.5 }
                - { kind: ellipse, opacity: half }
                - { kind: polyline, points: [[0, 0], [1, 1]], opacity: .nan }
                - { kind: label, text: hi, opacity: -0.1 }
                - { kind: image, src: x.png, opacity: 2 }
            """), [
                "bad.yaml:5:29: error: 'opacity' must be between 0 and 1, found 1.5",
                "bad.yaml:6:33: error: expected a number for 'opacity', found the string 'half'",
                "bad.yaml:7:60: error: 'opacity' must be between 0 and 1, found .nan",
                "bad.yaml:8:41: error: 'opacity' must be between 0 and 1, found -0.1",
                "bad.yaml:9:43: error: 'opacity' must be between 0 and 1, found 2",
            ])
    }

    func testArrowheadsIsOneOfFourWords() {
        XCTAssertEqual(errors("""
            layout: { kind: line, arrowheads: ends }
            """), ["bad.yaml:2:35: error: invalid value 'ends' for 'arrowheads': expected one of none, start, end, both; did you mean 'end'?"])
        XCTAssertEqual(errors("""
            layout: { kind: polyline, points: [[0, 0], [1, 0]], arrowheads: [end] }
            """), ["bad.yaml:2:65: error: expected a string for 'arrowheads', found a list"])
    }

    func testLineEndsArePointsOfTwoFiniteNumbers() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: line, from: [0, 0, 1], to: 3 }
                - { kind: line, from: { x: 0, y: 0 }, to: [0.5] }
                - { kind: line, from: [.inf, 0], to: [0, 1e9] }
                - { kind: line, from: ["0", 0] }
            """), [
                "bad.yaml:5:27: error: expected a point [x, y] for 'from', found a list of 3 items",
                "bad.yaml:5:42: error: expected a point [x, y] for 'to', found the number 3",
                "bad.yaml:6:27: error: expected a point [x, y] for 'from', found a mapping",
                "bad.yaml:6:47: error: expected a point [x, y] for 'to', found a list of 1 item",
                "bad.yaml:7:28: error: 'from' must be between -1000 and 1000, found .inf",
                "bad.yaml:7:46: error: 'to' must be between -1000 and 1000, found 1e9",
                "bad.yaml:8:28: error: expected a number for 'from', found the string '0'",
            ])
    }

    func testPolylineNeedsAtLeastTwoValidPoints() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: polyline }
                - { kind: polyline, points: [[0, 0]] }
                - { kind: polyline, points: [] }
                - { kind: polyline, points: [0, 1] }
                - { kind: polyline, points: [[0, 0], [1, .nan]] }
                - { kind: polyline, points: { from: [0, 0] } }
            """), [
                "bad.yaml:5:7: error: missing required key 'points' in 'polyline'",
                "bad.yaml:6:33: error: 'points' needs at least 2 points, found 1",
                "bad.yaml:7:33: error: 'points' needs at least 2 points, found 0",
                "bad.yaml:8:34: error: expected a point [x, y] for 'points', found the number 0",
                "bad.yaml:8:37: error: expected a point [x, y] for 'points', found the number 1",
                "bad.yaml:9:46: error: 'points' must be between -1000 and 1000, found .nan",
                "bad.yaml:10:33: error: expected a list of points [x, y] for 'points', found a mapping",
            ])
    }

    func testShapeStrokeKeysAreCheckedLikeABox() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: ellipse, fill: nocolour, strokeWidth: -1 }
                - { kind: line, stroke: "#12", strokeWidth: big }
            """), [
                "bad.yaml:5:30: error: invalid colour 'nocolour' for 'fill': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name",
                "bad.yaml:5:53: error: 'strokeWidth' must be between 0 and 1000, found -1",
                "bad.yaml:6:29: error: invalid colour '#12' for 'stroke': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name",
                "bad.yaml:6:49: error: expected a number for 'strokeWidth', found the string 'big'",
            ])
    }

    func testUnknownKeysOfShapesSuggestTheirOwnKeys() {
        XCTAssertEqual(errors("""
            layout:
              kind: vstack
              children:
                - { kind: line, arowheads: end, fill: red }
                - { kind: ellipse, cornerRadius: 3, opacty: 0.5 }
                - { kind: polyline, points: [[0, 0], [1, 1]], pionts: [] }
                - { kind: box, dashes: [1, 2] }
                - { kind: label, text: hi, opacit: 1 }
            """), [
                "bad.yaml:5:21: error: unknown key 'arowheads' in 'line'; did you mean 'arrowheads'?",
                "bad.yaml:5:37: error: unknown key 'fill' in 'line'",
                "bad.yaml:6:24: error: unknown key 'cornerRadius' in 'ellipse'",
                "bad.yaml:6:41: error: unknown key 'opacty' in 'ellipse'; did you mean 'opacity'?",
                "bad.yaml:7:51: error: unknown key 'pionts' in 'polyline'; did you mean 'points'?",
                "bad.yaml:8:20: error: unknown key 'dashes' in 'box'; did you mean 'dash'?",
                "bad.yaml:9:32: error: unknown key 'opacit' in 'label'; did you mean 'opacity'?",
            ])
    }

    func testMisspeltShapeKindSuggestsIt() {
        XCTAssertEqual(errors("""
            layout: { kind: elipse }
            """), ["bad.yaml:2:17: error: unknown kind 'elipse'; did you mean 'ellipse'?; expected one of background, block, box, cascading, decorating, ellipse, flex, grid, hstack, image, inset, label, line, multipane, polygon, polyline, spacer, vstack, zstack"])
    }
}
