import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import XCTest

/// `connectors`: ends found by name or by path inside component uses, the frames dump
/// listing each connector, and every problem located with did-you-mean.
final class ConnectorParseTests: XCTestCase {
    private let cards = """
        components:
          card:
            parameters: { heading: ~ }
            layout:
              kind: vstack
              children:
                - { kind: label, name: title, text: "${heading}" }
                - { kind: box, name: body, frame: { width: 80, height: 30 } }
        layout:
          kind: hstack
          spacing: 60
          children:
            - { use: card, name: card-1, heading: One }
            - { use: card, name: card-2, heading: Two }

        """

    private func errors(_ connectors: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(cards + connectors, file: "bad.yaml")
            XCTFail("expected diagnostics")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testEndsInsideComponentUsesAreAddressedByPathAndListedInTheFramesDump() throws {
        let description = try DescriptionParser.parse(cards + """
            connectors:
              - { from: card-1/title, to: card-2/body.left, name: link, label: calls }
            """, file: "cards.yaml")
        let connector = try XCTUnwrap(description.connectors.first?.connector)
        XCTAssertEqual(connector.from, Connector.End(NodeAddress(names: ["card-1", "title"])))
        XCTAssertEqual(connector.to, Connector.End(NodeAddress(names: ["card-2", "body"]), side: .left))
        XCTAssertEqual(connector.arrowheads, .end)
        XCTAssertEqual(connector.routing, .orthogonal)
        var builder = TreeBuilder(measurer: CellTextMeasurer(cellSize: CGSize(width: 10, height: 10)), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        let frames = FramesRenderer().render(try builder.figure(description))
        // On 10-point cells: from the cell right of card-1's title (its frame 25…55 drawn
        // in columns 3-5) at (65, 5), out one cell, across to x 115, down to the row of the
        // middle of card-2's body (drawn in rows 2-4), into the cell left of it at (135, 35);
        // the frame spans the cells of the path. The label is centred halfway along the
        // path, below it as the page's top edge leaves no room above.
        XCTAssertTrue(frames.contains("""
              connector "link" (60, 0, 80, 40) [line, points 0,0 0.714,0 0.714,1 1,1, stroke #000000 1, arrowheads end]
                label (90, 10, 50, 10) [text "calls"
            """), frames)
        // Without recording, only what is drawn: the line and its label.
        builder.recordsNodes = false
        let items = try builder.figure(description).items
        XCTAssertFalse(items.contains { $0.drawing.isRecordedNode })
        XCTAssertEqual(items.suffix(2).map(\.frame), [CGRect(x: 60, y: 0, width: 80, height: 40), CGRect(x: 90, y: 10, width: 50, height: 10)])
    }

    func testUnknownAmbiguousAndMisspelledEndsAreLocatedWithSuggestions() {
        XCTAssertEqual(errors("""
            connectors:
              - { from: title, to: card-2 }
              - { from: card-3, to: card-2.botom }
              - { from: card-1, to: card-2, routing: curved, arowheads: both }
              - { to: card-1 }
              - just-a-string
              - { from: card-1/, to: card-2 }
            """), [
                "bad.yaml:16:13: error: 'title' for 'from' names 2 nodes: write 'card-1/title' or 'card-2/title'",
                "bad.yaml:17:13: error: no node named 'card-3' for 'from'; did you mean 'card-1'?",
                "bad.yaml:17:25: error: unknown side 'botom' of 'card-2' for 'to': expected one of top, bottom, left, right; did you mean 'bottom'?",
                "bad.yaml:18:42: error: invalid value 'curved' for 'routing': expected one of orthogonal, straight",
                "bad.yaml:18:50: error: unknown key 'arowheads' in a connector; did you mean 'arrowheads'?",
                "bad.yaml:19:5: error: missing required key 'from' in 'connector'",
                "bad.yaml:20:5: error: expected a mapping for a connector, found the string 'just-a-string'",
                "bad.yaml:21:13: error: invalid node address 'card-1/' for 'from': expected a name, or names separated by '/'",
            ])
        // Other tools' words, and a connector written as a node of the tree.
        XCTAssertEqual(errors("connectors: [ { source: card-1, target: card-2 } ]"), [
            "bad.yaml:15:15: error: missing required key 'from' in 'connector'",
            "bad.yaml:15:15: error: missing required key 'to' in 'connector'",
            "bad.yaml:15:17: error: unknown key 'source' in a connector; did you mean 'from'?",
            "bad.yaml:15:33: error: unknown key 'target' in a connector; did you mean 'to'?",
        ])
        XCTAssertThrowsError(try DescriptionParser.parse("layout: { kind: edge, from: a, to: b }", file: "edge.yaml")) { error in
            XCTAssertTrue((error as? DiagnosticList)?.diagnostics.first?.description.hasPrefix(
                "edge.yaml:1:17: error: unknown kind 'edge'; connectors are listed under the document's 'connectors' key, as { from: name, to: name }") == true,
                "\(error)")
        }
        XCTAssertEqual(errors("connectors: 3"), ["bad.yaml:15:13: error: expected a list of connectors for 'connectors', found the number 3"])
    }
}

/// `routing: straight` and the arrowhead keys, through a description.
final class ConnectorStraightTests: XCTestCase {
    func testAStraightConnectorRunsFromBoundaryToBoundaryWithArrowheadsAtBothEnds() throws {
        let description = try DescriptionParser.parse("""
            layout:
              kind: hstack
              spacing: 100
              alignment: top
              children:
                - { kind: box, name: a, stroke: black, frame: { width: 40, height: 40 } }
                - { kind: box, name: b, stroke: black, frame: { width: 40, height: 40 }, padding: { top: 60 } }
            connectors:
              - { from: a, to: b, routing: straight, arrowheads: both, stroke: red, strokeWidth: 2 }
            """, file: "straight.yaml")
        let figure = try TreeBuilder(measurer: PangoTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
        let line = try XCTUnwrap(figure.items.last)
        guard case let .polyline(units, arrowheads, style) = line.drawing else { return XCTFail("\(line)") }
        XCTAssertEqual(arrowheads, .both)
        XCTAssertEqual(style.stroke, LucidLayout.Color("red"))
        XCTAssertEqual(style.strokeWidth, 2)
        // a at (0, 0, 40, 40), b at (140, 60, 40, 40): apart more across than down (100
        // against 20), so from a's right side to b's left, each at its middle, in one segment.
        XCTAssertEqual(units.map { line.frame.point(atUnit: $0) }, [CGPoint(x: 40, y: 20), CGPoint(x: 140, y: 80)])
    }
}

/// A connector from a node to itself.
final class ConnectorSelfLoopTests: XCTestCase {
    func testANodeJoinedToItselfLoopsFromItsRightSideToItsTop() throws {
        let description = try DescriptionParser.parse("""
            canvas: { padding: 40 }
            layout: { kind: box, name: a, stroke: black, frame: { width: 60, height: 40 } }
            connectors: [ { from: a, to: a } ]
            """, file: "loop.yaml")
        let figure = try TreeBuilder(measurer: PangoTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
        let line = try XCTUnwrap(figure.items.last)
        guard case let .polyline(units, _, _) = line.drawing else { return XCTFail("\(line)") }
        let points = units.map { line.frame.point(atUnit: $0) }
        // The box is (40, 40, 60, 40): out of the right side's middle, round, into the top's.
        XCTAssertEqual(points.first, CGPoint(x: 100, y: 60))
        XCTAssertEqual(points.last, CGPoint(x: 70, y: 40))
        XCTAssertEqual(points.count, 5, "\(points)")
    }
}
