import Foundation
import LucidCSS
import LucidDescription
import LucidLayout
import XCTest

/// Nested CSS boxes in a file are one region: modifiers on a box keep it a box, and a deep
/// chain is laid out as one tree.
final class CSSRegionBuildTests: XCTestCase {
    private func frames(_ text: String, recordsNodes: Bool = false) throws -> [String: CGRect] {
        try namedFrames(text, recordsNodes: recordsNodes)
    }

    /// A background on a nested flex container is painted at the box's frame, and the box
    /// still grows and stretches (it was laid out at its content's height and centred).
    func testABackgroundKeepsANestedContainerGrowingAndStretching() throws {
        let placed = try frames("""
            canvas: { width: 200, height: 50 }
            layout:
              kind: flex
              children:
                - kind: flex
                  name: panel
                  flex: { grow: 1 }
                  background: { kind: box, name: fill }
                  overlay: { layout: { kind: box, name: badge, frame: { width: 8, height: 8 } }, alignment: topTrailing }
                  children:
                    - { kind: box, name: inner, flex: { width: 10 } }
                - { kind: box, name: side, flex: { width: 50 } }
            """, recordsNodes: true)
        XCTAssertEqual(placed["panel"], CGRect(x: 0, y: 0, width: 150, height: 50))
        XCTAssertEqual(placed["fill"], CGRect(x: 0, y: 0, width: 150, height: 50))
        XCTAssertEqual(placed["badge"], CGRect(x: 142, y: 0, width: 8, height: 8))
        XCTAssertEqual(placed["inner"], CGRect(x: 0, y: 0, width: 10, height: 50))
        XCTAssertEqual(placed["side"], CGRect(x: 150, y: 0, width: 50, height: 50))
    }

    /// A measured leaf's outer background and overlay are painted at the leaf's box, and the
    /// leaf with its padding fills the box its CSS sizes (a pill of a label with padding and
    /// a background stayed its text's size, centred in its grid area, whatever its `flex`
    /// height said).
    func testALeafsBackgroundAndOverlayArePaintedAtItsBox() throws {
        let placed = try frames("""
            canvas: { width: 200 }
            layout:
              kind: grid
              gridTemplateColumns: 100 100
              children:
                - { kind: box, name: tall, flex: { height: 40 } }
                - kind: label
                  name: text
                  text: "pill"
                  padding: 4
                  background: { kind: box, name: pill }
                  overlay: { layout: { kind: box, name: dot, frame: { width: 6, height: 6 } }, alignment: topTrailing }
                  flex: { height: "50%" }
            """, recordsNodes: true)
        XCTAssertEqual(placed["pill"], CGRect(x: 100, y: 0, width: 100, height: 20))
        XCTAssertEqual(placed["dot"], CGRect(x: 194, y: 0, width: 6, height: 6))
        XCTAssertEqual(placed["text"], CGRect(x: 104, y: 4, width: 92, height: 12))
    }

    /// `direction` is inherited, as in CSS: a flex row inside an rtl grid runs right to left
    /// unless it says otherwise, and one that says `ltr` passes that on.
    func testDirectionIsInheritedByTheBoxesInside() throws {
        let placed = try frames("""
            canvas: { width: 200 }
            layout:
              kind: grid
              direction: rtl
              gridTemplateColumns: 200
              children:
                - kind: flex
                  children:
                    - { kind: box, name: first, flex: { width: 30, height: 10 } }
                    - { kind: box, name: second, flex: { width: 20, height: 10 } }
                - kind: flex
                  direction: ltr
                  children:
                    - kind: flex
                      children:
                        - { kind: box, name: third, flex: { width: 30, height: 10 } }
            """)
        XCTAssertEqual(placed["first"], CGRect(x: 170, y: 0, width: 30, height: 10))
        XCTAssertEqual(placed["second"], CGRect(x: 150, y: 0, width: 20, height: 10))
        XCTAssertEqual(placed["third"], CGRect(x: 0, y: 10, width: 30, height: 10))
    }

    /// `textAlign` is inherited as CSS's `text-align` is, through a flex box that does not use
    /// it: the block inside the flex item centres its narrow child (Chromium: a 50-wide box in
    /// a 100-wide block under a `-webkit-center` block is at 25), unless it says `auto`.
    func testTextAlignIsInheritedThroughAFlexBox() throws {
        let placed = try frames("""
            canvas: { width: 200 }
            layout:
              kind: block
              textAlign: center
              children:
                - kind: flex
                  children:
                    - kind: block
                      flex: { width: 100 }
                      children:
                        - { kind: box, name: centred, flex: { width: 50, height: 10 } }
                    - kind: block
                      textAlign: auto
                      flex: { width: 100 }
                      children:
                        - { kind: box, name: start, flex: { width: 50, height: 10 } }
            """)
        XCTAssertEqual(placed["centred"], CGRect(x: 25, y: 0, width: 50, height: 10))
        XCTAssertEqual(placed["start"], CGRect(x: 100, y: 0, width: 50, height: 10))
    }

    /// A YAML alias of a CSS box inherits the direction of each place it is used, not of
    /// the first (the parser reuses what it read for an alias met again).
    func testAnAliasedBoxInheritsTheDirectionOfEachPlace() throws {
        let description = try DescriptionParser.parse("""
            layout:
              kind: flex
              flexDirection: column
              children:
                - kind: flex
                  direction: rtl
                  children:
                    - &row { kind: flex, children: [{ kind: box, flex: { width: 10, height: 10 } }] }
                - kind: flex
                  children:
                    - *row
            """, file: "test.yaml")
        func directions(_ node: NodeDescription) -> [CSSStyle.Direction] {
            guard case let .cssBox(style, _, children) = node.kind else { return [] }
            return [style.direction] + children.flatMap(directions)
        }
        // The column, the rtl box and its row, the ltr box and its row.
        XCTAssertEqual(directions(description.root), [.ltr, .rtl, .rtl, .ltr, .ltr])
    }

    /// A frame's fixed height is the container's CSS height, so an absolutely positioned
    /// child at `bottom: 0` sits on the frame's bottom edge (it landed 190 points low).
    func testAFrameHeightSizesAFlexColumn() throws {
        let placed = try frames("""
            canvas: { width: 100 }
            layout:
              kind: flex
              flexDirection: column
              frame: { height: 400 }
              children:
                - { kind: box, name: top, flex: { height: 20 } }
                - { kind: box, name: footer, flex: { position: absolute, bottom: 0, left: 0, width: 30, height: 10 } }
            """)
        XCTAssertEqual(placed["top"], CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(placed["footer"], CGRect(x: 0, y: 390, width: 30, height: 10))
    }

    /// Padding and a frame on a nested box: the frame holds the content box, the padding
    /// is CSS padding around it.
    func testPaddingAndFrameOnANestedBox() throws {
        let placed = try frames("""
            canvas: { width: 300, height: 100 }
            layout:
              kind: flex
              alignItems: flex-start
              children:
                - kind: flex
                  name: card
                  frame: { width: 80 }
                  padding: { top: 5, left: 10, bottom: 5, right: 10 }
                  children:
                    - { kind: box, name: content, flex: { grow: 1, height: 20 } }
            """, recordsNodes: true)
        XCTAssertEqual(placed["card"], CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(placed["content"], CGRect(x: 10, y: 5, width: 80, height: 20))
    }

    /// A label's min-content width is its longest word: a nested container holding one
    /// keeps that width when its row overflows.
    func testANestedContainerKeepsItsLongestWord() throws {
        let placed = try frames("""
            canvas: { width: 60, height: 40 }
            layout:
              kind: flex
              children:
                - kind: flex
                  children: [{ kind: label, name: text, text: "aaa bbb" }]
                - { kind: box, name: fixed, flex: { width: 80 } }
            """)
        XCTAssertEqual(placed["text"], CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(placed["fixed"], CGRect(x: 30, y: 0, width: 30, height: 40))
    }

    /// Which nested boxes join their parent's region: a `priority` (which only stacks
    /// read) leaves the box in it, an `aspectRatio` modifier makes it a measured leaf.
    func testAPriorityLeavesANestedBoxInTheRegion() throws {
        let description = try DescriptionParser.parse("""
            layout:
              kind: flex
              children:
                - { kind: flex, priority: 1, children: [] }
                - { kind: flex, aspectRatio: 2, children: [] }
            """, file: "test.yaml")
        let layout = try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).build(description.root)
        guard case let .container(children)? = layout.cssBox?.body else { return XCTFail("the root is not a CSS container") }
        let kinds = children.map { child -> String in if case .container = child.body { "box" } else { "leaf" } }
        XCTAssertEqual(kinds, ["box", "leaf"])
    }

    /// A chain of 150 nested containers, each with 1 point of padding, ends 150 points in.
    func testADeepChainIsOneRegion() throws {
        var node = #"{ kind: box, name: leaf, flex: { width: 20, height: 20 } }"#
        for level in 0..<150 {
            node = "{ kind: flex, flexDirection: \(level % 2 == 0 ? "row" : "column"), padding: 1, children: [\(node)] }"
        }
        let placed = try frames("canvas: { background: white }\nlayout: \(node)\n")
        XCTAssertEqual(placed["leaf"], CGRect(x: 150, y: 150, width: 20, height: 20))
    }

    /// A root box's own `flex` style is its CSS: the page fits its width, and no warning
    /// says it has no effect.
    func testARootBoxTakesItsOwnCSSSizes() throws {
        let text = """
            canvas: { background: white }
            layout:
              kind: flex
              flexDirection: column
              flex: { width: 120, minHeight: 40 }
              children: [{ kind: box, name: bar, flex: { height: 20 } }]
            """
        XCTAssertEqual(try DescriptionParser.parse(text, file: "test.yaml").warnings.map(\.description), [])
        let placed = try frames(text)
        XCTAssertEqual(placed["bar"], CGRect(x: 0, y: 0, width: 120, height: 20))
        let description = try DescriptionParser.parse(text, file: "test.yaml")
        let figure = try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
        XCTAssertEqual(figure.size, CGSize(width: 120, height: 40))
    }

    /// A label may say its text box is a CSS block or grid box holding text (`display`), not
    /// the default flex container of one item: where its aspect-ratio meets its lines as a
    /// grid item, the ratio height grows to hold them, as Chromium lays out a `display:
    /// block` text (10-point cells here: "aa bb cc dd" is four lines in 40, 40 high).
    func testALabelSaysItsTextBoxIsABlockOrGridBox() throws {
        func placed(_ display: String) throws -> CGRect? {
            try frames("""
                layout:
                  kind: grid
                  gridTemplateColumns: "40px"
                  children:
                    - { kind: label, name: text, text: "aa bb cc dd", flex: { aspectRatio: 2\(display) } }
                """, recordsNodes: true)["text"]
        }
        XCTAssertEqual(try placed(""), CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(try placed(", display: block"), CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(try placed(", display: grid"), CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    /// `block` and `grid` are a label's: a CSS box's display is its kind, and another leaf
    /// has no text box.
    func testADisplayOfBlockOrGridOnAnotherKindIsAnError() {
        XCTAssertThrowsError(try DescriptionParser.parse("""
            layout:
              kind: flex
              children:
                - { kind: box, flex: { display: grid } }
            """, file: "display.yaml")) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.description), [
                "display.yaml:4:37: error: 'display: grid' is for a label's text box; a box's display is its kind (kind: block or kind: grid for a CSS box)",
            ])
        }
    }

    /// A block's `justifyItems` places its children across it where their `justifySelf` is
    /// `auto`; an absolutely positioned child without insets is aligned at its static
    /// position, across the content box by `justifySelf` and about its place in the flow by
    /// `alignSelf` (Chromium: a 20-wide `end` one in a 100-wide block with 6 of padding on
    /// the right at 74; an `end` one after 30 of flow below 4 of padding at 14).
    func testABlockAlignsItsChildrenAcrossAndItsAbsoluteChildrenAtTheirStaticPositions() throws {
        let placed = try frames("""
            layout:
              kind: block
              justifyItems: center
              padding: { top: 4, left: 10, right: 6 }
              flex: { width: 100, height: 100 }
              children:
                - { kind: box, name: centred, flex: { width: 20, height: 30 } }
                - { kind: box, name: own, flex: { width: 20, height: 10, justifySelf: start } }
                - { kind: box, name: corner, flex: { position: absolute, width: 20, height: 20, justifySelf: end, alignSelf: end } }
                - { kind: box, name: middle, flex: { position: absolute, width: 200, height: 20, justifySelf: safe center } }
            """, recordsNodes: true)
        XCTAssertEqual(placed["centred"], CGRect(x: 42, y: 4, width: 20, height: 30))
        XCTAssertEqual(placed["own"], CGRect(x: 10, y: 34, width: 20, height: 10))
        XCTAssertEqual(placed["corner"], CGRect(x: 74, y: 24, width: 20, height: 20))
        // (Overflowing the widest span about the content box's centre, 96 wide from 4, a
        // `safe` one starts there.)
        XCTAssertEqual(placed["middle"], CGRect(x: 4, y: 44, width: 200, height: 20))
    }
}
