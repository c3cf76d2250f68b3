import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// `--debug`: every node's outline, name and size over the figure.
final class CairoDebugOverlayTests: XCTestCase {
    private let page = CGSize(width: 100, height: 60)

    /// A white page with an outer node at depth 0 and a named inner one at depth 1.
    private var figure: Figure {
        Figure(size: page, background: .white, items: [
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 80, height: 40), drawing: .node(kind: "vstack", depth: 0)),
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 80, height: 40), drawing: .box(ShapeStyle(fill: .white))),
            DisplayItem(frame: CGRect(x: 50, y: 30, width: 40, height: 20), name: "inner", drawing: .node(kind: "box", depth: 1)),
        ])
    }

    func testTagsNameTheNodeOrItsKindAndGiveItsSize() {
        let named = RecordedNode(kind: "label", name: "text", depth: 2, frame: CGRect(x: 0, y: 0, width: 288.6666, height: 70))
        XCTAssertEqual(CairoDebugOverlay.tagText(for: named), "text 288.667×70")
        let unnamed = RecordedNode(kind: "vstack", name: nil, depth: 0, frame: CGRect(x: 0, y: 0, width: 448, height: 80))
        XCTAssertEqual(CairoDebugOverlay.tagText(for: unnamed), "vstack 448×80")
    }

    func testTagsGoToTheCornerThenMoveAlongPastTagsInTheWayThenDown() {
        let overlay = CairoDebugOverlay(figure: figure)
        XCTAssertEqual(overlay.nodes.count, 2)
        let frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        let size = CGSize(width: 30, height: 10)
        let first = overlay.place(size, in: frame, avoiding: [])
        XCTAssertEqual(first, CGRect(x: 10, y: 10, width: 30, height: 10))
        let second = overlay.place(size, in: frame, avoiding: [first])
        XCTAssertEqual(second, CGRect(x: 40, y: 10, width: 30, height: 10))
        let third = overlay.place(size, in: frame, avoiding: [first, second])
        XCTAssertEqual(third, CGRect(x: 10, y: 20, width: 30, height: 10), "no room for a third on the top row")
        let everywhere = [CGRect(x: 0, y: 0, width: 100, height: 60)]
        XCTAssertEqual(overlay.place(size, in: frame, avoiding: everywhere), first, "the corner when nowhere is free")
        let atTheEdge = overlay.place(size, in: CGRect(x: 90, y: 55, width: 10, height: 5), avoiding: [])
        XCTAssertEqual(atTheEdge, CGRect(x: 70, y: 50, width: 30, height: 10), "kept on the page")
    }

    func testOutlinesAreDrawnInTheirDepthsColourOnlyWithDebug() throws {
        let plain = try CairoRenderer().rasterize(figure)
        let debug = try CairoRenderer(debug: true).rasterize(figure)
        // The outer node's left edge, below its tag (tags are about 12 points tall).
        XCTAssertEqual(debug[10, 40], 0xFFD6_007A)
        XCTAssertEqual(plain[10, 40], 0xFFFF_FFFF)
        // The inner node's right edge, at depth 1, in blue.
        XCTAssertEqual(debug[89, 45], 0xFF00_69C2)
        // Inside, away from tags and edges, nothing changes.
        XCTAssertEqual(debug[70, 45], 0xFFFF_FFFF)
        // Tags are filled chips with white text at the nodes' top-left corners.
        XCTAssertNotEqual(debug[12, 12], plain[12, 12])
        XCTAssertNotEqual(debug[52, 32], plain[52, 32])
        XCTAssertEqual(try CairoRenderer(debug: true).png(figure), try CairoRenderer(debug: true).png(figure))
    }

    func testScaledOutlinesStayOneDevicePixelWide() throws {
        let debug = try CairoRenderer(scale: 2, debug: true).rasterize(figure)
        XCTAssertEqual(debug[20, 80], 0xFFD6_007A)
        XCTAssertEqual(debug[21, 80], 0xFFFF_FFFF)
    }
}
