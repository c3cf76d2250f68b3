import Foundation
import LucidDescription
import LucidLayout
@testable import LucidRender
import XCTest

/// The frames format: every node of the laid-out tree with its kind, name, frame and paint.
final class FramesRendererTests: XCTestCase {
    private func frames(_ text: String) throws -> String {
        let description = try DescriptionParser.parse(text, file: "f.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        return FramesRenderer().render(try builder.figure(description))
    }

    /// Every node at the rect where it is drawn, its modifiers as nodes of their own
    /// around it (the label inside its padding, the padding inside the background that
    /// holds the background's box).
    func testEveryNodeIsListedIndentedByDepthWithItsFrame() throws {
        XCTAssertEqual(try frames("""
            canvas: { width: 100, height: 50 }
            layout:
              kind: hstack
              name: row
              spacing: 0
              children:
                - { kind: box, name: a, frame: { width: 30, height: 20 } }
                - { kind: label, text: Hi, padding: 2, background: { kind: box, name: back } }
                - { kind: spacer }
            """), """
            page (0, 0, 100, 50)
              hstack "row" (0, 15, 100, 20)
                frame (0, 15, 30, 20)
                  box "a" (0, 15, 30, 20) [box]
                background (30, 15, 20, 20)
                  box "back" (30, 15, 20, 20) [box]
                  padding (30, 15, 20, 20)
                    label (32, 17, 16, 16) [text "Hi", font "DejaVu Sans" 14, color #000000]
                spacer (50, 25, 50, 0)

            """)
    }

    /// Kinds are listed as written: a `line` is a line, not the polyline it is drawn as.
    func testKindsAreListedAsWritten() throws {
        XCTAssertEqual(try frames("""
            canvas: { width: 40, height: 20 }
            layout:
              kind: hstack
              spacing: 0
              children:
                - { kind: line, name: rule, from: [0, 0.5], to: [1, 0.5], frame: { width: 20, height: 20 } }
                - { kind: polyline, points: [[0, 0], [1, 1]], frame: { width: 20, height: 20 } }
            """), """
            page (0, 0, 40, 20)
              hstack (0, 0, 40, 20)
                frame (0, 0, 20, 20)
                  line "rule" (0, 0, 20, 20) [line, points 0,0.5 1,0.5, stroke #000000 1]
                frame (20, 0, 20, 20)
                  polyline (20, 0, 20, 20) [line, points 0,0 1,1, stroke #000000 1]

            """)
    }

    func testNodesDrawNothing() throws {
        let description = try DescriptionParser.parse("canvas: { width: 20, height: 10 }\nlayout: { kind: zstack }", file: "z.yaml")
        var builder = TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/"))
        builder.recordsNodes = true
        let figure = try builder.figure(description)
        XCTAssertEqual(figure.items.map(\.drawing), [.node(kind: "zstack", depth: 0)])
        XCTAssertEqual(ASCIIRenderer().render(figure), "\n")
    }

    /// A figure laid out from Swift records no nodes: its display items are listed, with
    /// the kind of what they draw, so it still has a frames golden.
    func testAFigureWithoutNodesListsItsDisplayItems() throws {
        let layout = ZStackLayout(children: [
            AnyLayout(Box(fill: .white, name: "card")),
            AnyLayout(HStack(spacing: 0) {
                Ellipse(stroke: .black)
                Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], style: ShapeStyle(stroke: .black), name: "tie")
                Label("Hi", measurer: CellTextMeasurer())
                Image(source: ImageSource(path: "/a.png", pixelSize: CGSize(width: 10, height: 10)), name: "pic")
            }),
        ])
        XCTAssertEqual(FramesRenderer().render(Figure(laying: layout, size: CGSize(width: 100, height: 40))), """
            page (0, 0, 100, 40)
              box "card" (0, 0, 100, 40) [box, fill #ffffff]
              ellipse (0, 0, 28, 40) [ellipse, stroke #000000 1]
              polyline "tie" (28, 0, 28, 40) [line, points 0,0 1,1, stroke #000000 1]
              label (56, 12, 16, 16) [text "Hi", font "DejaVu Sans" 14, color #000000]
              image "pic" (72, 0, 28, 40) [image "a.png", mode fit]

            """)
    }

    /// Nodes, when a figure has them, are all that is listed: the drawn items beside them
    /// (which every description-built figure has) add no lines, only their node's paint.
    func testDrawnItemsBesideNodesAreNotListed() {
        let figure = Figure(size: CGSize(width: 10, height: 10), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), drawing: .node(kind: "box", depth: 0)),
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), drawing: .box(ShapeStyle(fill: .white))),
        ])
        XCTAssertEqual(FramesRenderer().render(figure), "page (0, 0, 10, 10)\n  box (0, 0, 10, 10) [box, fill #ffffff]\n")
    }

    /// Every visible property is in the paint, only where it is not the default; a text
    /// keeps its quotes, brackets and line breaks inside one quoted field.
    func testPaintListsWhatShowsAndQuotesText() throws {
        XCTAssertEqual(try frames("""
            canvas: { width: 120, height: 60 }
            layout:
              kind: zstack
              children:
                - { kind: box, name: card, fill: "#fdf0d5", stroke: "#c9a66b", strokeWidth: 2, cornerRadius: 6, dash: [4, 2], opacity: 0.5 }
                - { kind: label, name: quote, text: "say \\"hi\\", [ok]; bye", size: 12, weight: bold, italic: true, color: teal, alignment: center }
                - { kind: ellipse, fill: red }
            """), """
            page (0, 0, 120, 60)
              zstack (0, 0, 120, 60)
                box "card" (0, 0, 120, 60) [box, fill #fdf0d5, stroke #c9a66b 2, radius 6, dash 4 2, opacity 0.5]
                label "quote" (0, 0, 120, 60) [text "say \\"hi\\", [ok]; bye", font "DejaVu Sans" 12 bold italic, color #008080, align center]
                ellipse (0, 0, 120, 60) [ellipse, fill #ff0000]

            """)
    }

    func testAnEmptyFigureIsOnlyItsPage() {
        XCTAssertEqual(FramesRenderer().render(Figure(size: CGSize(width: 3, height: 4), items: [])), "page (0, 0, 3, 4)\n")
    }

    func testNumbersAreShortAndStable() {
        XCTAssertEqual(FramesRenderer.number(12), "12")
        XCTAssertEqual(FramesRenderer.number(12.5), "12.5")
        XCTAssertEqual(FramesRenderer.number(448.0 / 3), "149.333")
        XCTAssertEqual(FramesRenderer.number(-0.0004), "0")
    }
}
