import Foundation
import LucidDescription
import LucidLayout
import XCTest
@testable import LucidRender

/// Issue 22's acceptance: an architecture figure of six boxes and five connectors keeps
/// every arrow attached to its boxes when a label gets longer (and the boxes grow and
/// move), in points (PNG, SVG, PDF) and in text, where each arrowhead sits in the cell
/// against its box's border.
final class ConnectorAttachmentTests: XCTestCase {
    /// Six boxes sized by their labels (the gateway's text given), joined top to bottom.
    private func architecture(gateway: String) -> String {
        """
        canvas: { padding: 16, background: white }
        styles:
          service: { alignment: center, padding: 12 }
        layout:
          kind: vstack
          spacing: 56
          children:
            - { kind: label, name: client, class: service, text: Browser, background: { kind: box, name: client-box, stroke: black } }
            - { kind: label, name: gateway, class: service, text: "\(gateway)", background: { kind: box, name: gateway-box, stroke: black } }
            - kind: hstack
              spacing: 32
              alignment: top
              children:
                - { kind: label, name: auth, class: service, text: Auth, background: { kind: box, name: auth-box, stroke: black } }
                - { kind: label, name: orders, class: service, text: Orders, background: { kind: box, name: orders-box, stroke: black } }
                - { kind: label, name: billing, class: service, text: Billing, background: { kind: box, name: billing-box, stroke: black } }
            - { kind: label, name: db, class: service, text: PostgreSQL, background: { kind: box, name: db-box, stroke: black } }
        connectors:
          - { from: client, to: gateway, label: HTTPS }
          - { from: gateway, to: auth }
          - { from: gateway, to: orders }
          - { from: gateway, to: billing }
          - { from: orders.bottom, to: db.top, label: SQL, dash: [4, 2] }
        """
    }

    private let joined = [("client", "gateway"), ("gateway", "auth"), ("gateway", "orders"), ("gateway", "billing"), ("orders", "db")]
    private let texts = ["API", "API gateway, rate limits and the load balancer of every region"]

    private func figure(gateway: String, measurer: any TextMeasurer) throws -> Figure {
        let description = try DescriptionParser.parse(architecture(gateway: gateway), file: "architecture.yaml")
        return try TreeBuilder(measurer: measurer, baseDirectory: URL(fileURLWithPath: "/")).figure(description)
    }

    private func boxes(of figure: Figure) -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: figure.items.compactMap { item in
            guard case .box = item.drawing, let name = item.name, name.hasSuffix("-box") else { return nil }
            return (String(name.dropLast(4)), item.frame)
        })
    }

    private func lines(of figure: Figure) -> [DisplayItem] {
        figure.items.filter { if case .polyline = $0.drawing { true } else { false } }
    }

    func testEveryArrowMeetsItsBoxesInPointsAfterTheLabelGrows() throws {
        var gatewayFrames: [CGRect] = []
        for text in texts {
            let figure = try figure(gateway: text, measurer: PangoTextMeasurer())
            let boxes = boxes(of: figure)
            gatewayFrames.append(try XCTUnwrap(boxes["gateway"]))
            let lines = lines(of: figure)
            XCTAssertEqual(lines.count, joined.count)
            for (line, (from, to)) in zip(lines, joined) {
                guard case let .polyline(units, arrowheads, _) = line.drawing else { continue }
                XCTAssertEqual(arrowheads, .end)
                let points = units.map { line.frame.point(atUnit: $0) }
                assertMeets(points[0], leaving: points[1], box: try XCTUnwrap(boxes[from]), "\(from) → \(to), \(text)")
                assertMeets(points[points.count - 1], leaving: points[points.count - 2], box: try XCTUnwrap(boxes[to]), "\(from) → \(to), \(text)")
                for (a, b) in zip(points, points.dropFirst()) {
                    XCTAssertTrue(abs(a.x - b.x) < 0.001 || abs(a.y - b.y) < 0.001, "\(from) → \(to): \(a) → \(b) is slanted")
                }
            }
        }
        // The test means something: the longer label made the gateway wider.
        XCTAssertGreaterThan(gatewayFrames[1].width, gatewayFrames[0].width + 100)
    }

    /// `point` lies on an edge of `box` and the path's next corner is straight out of it.
    private func assertMeets(_ point: CGPoint, leaving next: CGPoint, box: CGRect, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let e: CGFloat = 0.001
        let onVertical = (abs(point.x - box.minX) < e || abs(point.x - box.maxX) < e) && point.y > box.minY - e && point.y < box.maxY + e
        let onHorizontal = (abs(point.y - box.minY) < e || abs(point.y - box.maxY) < e) && point.x > box.minX - e && point.x < box.maxX + e
        XCTAssertTrue(onVertical || onHorizontal, "\(message): \(point) is not on the edge of \(box)", file: file, line: line)
        if onHorizontal {
            XCTAssertEqual(next.x, point.x, accuracy: e, "\(message): leaves its box slanted", file: file, line: line)
            XCTAssertFalse(next.y > box.minY && next.y < box.maxY, "\(message): runs into its box", file: file, line: line)
        } else if onVertical {
            XCTAssertEqual(next.y, point.y, accuracy: e, "\(message): leaves its box slanted", file: file, line: line)
        }
    }

    func testEveryArrowheadSitsAgainstItsBoxInTextAfterTheLabelGrows() throws {
        let cell = CellTextMeasurer.defaultCellSize
        for text in texts {
            let figure = try figure(gateway: text, measurer: CellTextMeasurer())
            let picture = ASCIIRenderer().render(figure).split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            func character(_ point: CellPoint) -> Character {
                point.row >= 0 && point.row < picture.count && point.column >= 0 && point.column < picture[point.row].count
                    ? picture[point.row][point.column] : " "
            }
            let boxes = boxes(of: figure).mapValues { CellRect(snapping: $0, cellSize: cell)! }
            for (line, (from, to)) in zip(lines(of: figure), joined) {
                guard case let .polyline(units, _, _) = line.drawing,
                      let path = CellPath(unitPoints: units, in: line.frame, cellSize: cell),
                      let end = path.endDirection, let start = path.startDirection else { return XCTFail("\(from) → \(to) has no path") }
                let tip = path.cells[path.cells.count - 1]
                let arrowhead: [CellDirection: Character] = [.down: "▼", .up: "▲", .left: "◀", .right: "▶"]
                XCTAssertEqual(character(tip), arrowhead[end], "\(from) → \(to), \(text):\n\(picture.map { String($0) }.joined(separator: "\n"))")
                // The cell the arrow points at is on the border of the box it ends at, and
                // the cell behind the start is on the border of the box it leaves.
                let beyond = tip.stepped(end), behind = path.cells[0].stepped(start)
                assertOnBorder(beyond, of: try XCTUnwrap(boxes[to]), drawn: character(beyond), "\(from) → \(to) end, \(text)")
                assertOnBorder(behind, of: try XCTUnwrap(boxes[from]), drawn: character(behind), "\(from) → \(to) start, \(text)")
            }
        }
    }

    private func assertOnBorder(_ point: CellPoint, of box: CellRect, drawn: Character, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let inside = (box.left...box.right).contains(point.column) && (box.top...box.bottom).contains(point.row)
        let onEdge = point.column == box.left || point.column == box.right || point.row == box.top || point.row == box.bottom
        XCTAssertTrue(inside && onEdge, "\(message): \(point) is not on the border of \(box)", file: file, line: line)
        XCTAssertTrue("─│┌┐└┘┬┴├┤┼".contains(drawn), "\(message): '\(drawn)' at \(point) is not a border", file: file, line: line)
    }
}

private extension CellPoint {
    /// The next cell in `direction`.
    func stepped(_ direction: CellDirection) -> CellPoint {
        switch direction {
        case .up: CellPoint(column: column, row: row - 1)
        case .down: CellPoint(column: column, row: row + 1)
        case .left: CellPoint(column: column - 1, row: row)
        case .right: CellPoint(column: column + 1, row: row)
        }
    }
}
