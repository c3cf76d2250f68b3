import LucidCheck
import XCTest
import LucidComparison

/// The structural diff: which nodes moved, resized, appeared or disappeared.
final class FramesDiffTests: XCTestCase {
    private let golden = """
        page (0, 0, 480, 400)
          vstack (0, 0, 480, 400)
            decorating "dream-1" (16, 16, 448, 80)
              box (16, 16, 448, 80)
              label "text" (170, 21, 288.667, 70)
            decorating "dream-2" (16, 112, 448, 80)
              box (16, 112, 448, 80)
              label "text" (55, 117, 90, 70)
              image "crusty" (16, 117, 40, 40)

        """

    func testPathsNameNodesByTheirNamedAncestors() {
        let tree = FramesTree(golden)
        XCTAssertEqual(tree.page, [480, 400])
        XCTAssertEqual(tree.nodes.map(\.path), [
            "vstack", "dream-1", "dream-1/box", "dream-1/text", "dream-2", "dream-2/box", "dream-2/text", "dream-2/crusty"])
        XCTAssertEqual(tree.nodes[3].frame, [170, 21, 288.667, 70])
        XCTAssertEqual(FramesTree("page (0, 0, 10, 10)\n  zstack (0, 0, 10, 10)\n    box (0, 0, 5, 5)\n    box (5, 5, 5, 5)\n").nodes.map(\.path),
                       ["zstack", "box", "box#2"], "unnamed containers are left out of paths; repeats are numbered")
    }

    func testMovedResizedAddedAndRemovedNodesAreNamed() {
        let actual = golden
            .replacingOccurrences(of: "page (0, 0, 480, 400)", with: "page (0, 0, 480, 420)")
            .replacingOccurrences(of: "label \"text\" (55, 117, 90, 70)", with: "label \"text\" (57, 117, 88, 70)")
            .replacingOccurrences(of: "      image \"crusty\" (16, 117, 40, 40)\n", with: "      ellipse \"badge\" (400, 117, 20, 20)\n")
            .replacingOccurrences(of: "      box (16, 16, 448, 80)", with: "      ellipse (16, 16, 448, 80)")
        XCTAssertEqual(FramesDiff.changes(expected: golden, actual: actual), [
            "page: height 400 → 420",
            "dream-1/box: removed (was 16, 16, size 448 × 80)",
            "dream-2/text: x 55 → 57, width 90 → 88",
            "dream-2/crusty: removed (was 16, 117, size 40 × 40)",
            "dream-1/ellipse: added (ellipse at 16, 16, size 448 × 80)",
            "dream-2/badge: added (ellipse at 400, 117, size 20 × 20)",
        ])
        XCTAssertEqual(FramesDiff.changes(expected: golden, actual: golden), [])
        let retyped = golden.replacingOccurrences(of: "image \"crusty\" (16, 117, 40, 40)", with: "box \"crusty\" (16, 117, 40, 41)")
        XCTAssertEqual(FramesDiff.changes(expected: golden, actual: retyped), ["dream-2/crusty: kind image → box, height 40 → 41"])
    }
}

/// Nodes carried along by a moved parent are counted on its line, not listed.
final class FramesDiffGroupingTests: XCTestCase {
    func testChildrenMovingWithTheirParentAreCounted() {
        let golden = """
            page (0, 0, 100, 100)
              vstack (0, 0, 100, 100)
                zstack "card" (10, 10, 50, 20)
                  box (10, 10, 50, 20)
                  label "text" (12, 12, 40, 16)
                box "other" (10, 40, 50, 20)

            """
        let moved = golden
            .replacingOccurrences(of: "zstack \"card\" (10, 10, 50, 20)", with: "zstack \"card\" (10, 12, 50, 20)")
            .replacingOccurrences(of: "  box (10, 10, 50, 20)", with: "  box (10, 12, 50, 20)")
            .replacingOccurrences(of: "label \"text\" (12, 12, 40, 16)", with: "label \"text\" (13, 14, 40, 16)")
        XCTAssertEqual(FramesDiff.changes(expected: golden, actual: moved), [
            "card: y 10 → 12 (1 node inside moved with it)",
            "card/text: x 12 → 13, y 12 → 14",
        ])
    }
}

/// What a node paints is read with its frame, quoted text kept whole, and a change to it
/// is named field by field, even when nothing moved.
final class FramesPaintDiffTests: XCTestCase {
    func testPaintChangesAreNamedFieldByField() {
        let old = """
            page (0, 0, 240, 120)
              vstack (0, 0, 240, 120)
                label "title" (88.75, 16.688, 62.5, 18.625) [text "Deploy, now; [go]", font "DejaVu Sans" 16 bold, color #000000]
                box "step" (20, 43.313, 200, 60) [box, fill #fdf0d5, stroke #c9a66b 1, radius 6]

            """
        let tree = FramesTree(old)
        XCTAssertEqual(tree.nodes.map(\.path), ["vstack", "title", "step"])
        XCTAssertEqual(tree.nodes[1].paint, [["text \"Deploy, now; [go]\"", "font \"DejaVu Sans\" 16 bold", "color #000000"]])
        XCTAssertEqual(tree.nodes[2].paint, [["box", "fill #fdf0d5", "stroke #c9a66b 1", "radius 6"]])
        XCTAssertEqual(tree.nodes[2].frame, [20, 43.313, 200, 60])
        let recoloured = old.replacingOccurrences(of: "fill #fdf0d5", with: "fill #fde2b0")
        XCTAssertEqual(FramesDiff.changes(expected: old, actual: recoloured), ["step: fill #fdf0d5 → #fde2b0"])
        let restyled = old.replacingOccurrences(of: ", stroke #c9a66b 1, radius 6]", with: ", radius 8, dash 4 2]")
            .replacingOccurrences(of: "Deploy, now; [go]", with: "Deploy")
        XCTAssertEqual(FramesDiff.changes(expected: old, actual: restyled), [
            "title: text \"Deploy, now; [go]\" → \"Deploy\"",
            "step: stroke #c9a66b 1 removed, radius 6 → 8, dash 4 2 added",
        ])
        let redrawn = old.replacingOccurrences(of: "[box, fill #fdf0d5, stroke #c9a66b 1, radius 6]", with: "[ellipse, fill #fdf0d5]")
        XCTAssertEqual(FramesDiff.changes(expected: old, actual: redrawn),
                       ["step: paint [box, fill #fdf0d5, stroke #c9a66b 1, radius 6] → [ellipse, fill #fdf0d5]"])
    }
}

/// Differing pixels placed in the layout: each in the node drawn last whose frame holds it.
final class PixelAttributionTests: XCTestCase {
    private let frames = FramesTree("""
        page (0, 0, 10, 4)
          hstack "row" (0, 0, 10, 4)
            box "left" (0, 0, 4, 4) [box, fill #ff0000]
            zstack "right" (5, 0, 5, 4)
              box "under" (5, 0, 5, 4) [box, fill #00ff00]
              label "over" (6, 1, 2, 2) [text "x", font "DejaVu Sans" 2, color #000000]

        """)

    func testPixelsGoToTheDeepestTopmostNodeAndThePageOutsideAll() {
        // At scale 1, pixel (x, y) is index y * 10 + x; its centre is (x + 0.5, y + 0.5).
        let indices = [0, 13, 33, 6, 16, 17, 9, 4]
        let nodes = PixelAttribution.nodes(holding: indices, width: 10, scale: 1, in: frames)
        XCTAssertEqual(nodes.map(\.path), ["row/left", "row/right/over", "row/right/under", "row"])
        XCTAssertEqual(nodes.map(\.pixels), [3, 2, 2, 1])
        XCTAssertEqual(PixelAttribution.summary(nodes, limit: 2), "row/left 3 px, row/right/over 2 px, and 2 more nodes")
        // At scale 2 the same point is four pixels; outside every node is the page.
        XCTAssertEqual(PixelAttribution.nodes(holding: [0, 1, 20, 21], width: 20, scale: 2, in: frames).map(\.path), ["row/left"])
        XCTAssertEqual(PixelAttribution.nodes(holding: [5], width: 10, scale: 1, in: FramesTree("page (0, 0, 10, 4)\n")).map(\.path), ["page"])
    }
}
