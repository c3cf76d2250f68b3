import Foundation
import LucidCSS
import XCTest
@testable import LucidLayout

/// A CSS region: nested CSS containers are one engine tree, so the engine sees the whole
/// region (nested intrinsic sizes, stretch) and measures each leaf a bounded number of times.
final class CSSRegionTests: XCTestCase {
    private typealias Item = AnyLayout<DisplayItem>
    private let cells = CellTextMeasurer(cellSize: CGSize(width: 10, height: 10))

    private func box(_ name: String) -> Item { AnyLayout(Box(fill: .black, name: name)) }

    private func style(_ change: (inout CSSStyle) -> Void) -> CSSStyle {
        var style = CSSStyle()
        change(&style)
        return style
    }

    private func placed<L: Layout>(_ layout: L, in rect: CGRect) -> [String: CGRect] where L.Content == DisplayItem {
        var layout = layout
        layout.layout(in: rect)
        return Dictionary(layout.contents.map { ($0.name ?? "?", $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// A nested container's automatic minimum width is its min-content width (its label's
    /// longest word, 30), as in a browser; measured as a leaf it was proposed 0 and shrank
    /// below its words.
    func testANestedContainerDoesNotShrinkBelowItsMinContentWidth() {
        let label = AnyLayout(Label("aaa bbb", measurer: cells, name: "text"))
        let nested = Item(FlexLayout(children: [label]))
        let row = FlexLayout(children: [nested, box("fixed")], itemStyles: [CSSStyle(), style { $0.width = .points(80) }])
        let frames = placed(row, in: CGRect(x: 0, y: 0, width: 60, height: 100))
        XCTAssertEqual(frames["text"], CGRect(x: 0, y: 0, width: 30, height: 100))
        XCTAssertEqual(frames["fixed"], CGRect(x: 30, y: 0, width: 30, height: 100))
    }

    /// The spliced container is stretched by its parent and stretches its own items, and
    /// its item style (grow) joins its container style (column) in one box.
    func testASplicedContainerGrowsAndStretchesItsItems() {
        let column = Item(FlexLayout(style: style { $0.flexDirection = .column }, children: [box("inner")],
                                     itemStyles: [style { $0.height = .points(20) }]))
        let row = FlexLayout(children: [column, box("side")],
                             itemStyles: [style { $0.flexGrow = 1 }, style { $0.width = .points(50) }])
        XCTAssertNotNil(row.cssBox, "a flex container is a CSS box")
        XCTAssertEqual(row.cssBox.map { box -> Int in if case let .container(children) = box.body { children.count } else { -1 } }, 2)
        let frames = placed(row, in: CGRect(x: 10, y: 5, width: 300, height: 100))
        XCTAssertEqual(frames["inner"], CGRect(x: 10, y: 5, width: 250, height: 20))
        XCTAssertEqual(frames["side"], CGRect(x: 260, y: 5, width: 50, height: 100))
    }

    /// The region gives the frames the engine gives the same tree as one `CSSNode`.
    func testARegionHasTheEnginesFrames() {
        var row = CSSStyle()
        row.flexWrap = .wrap
        row.columnGap = .points(4)
        let leaf = style { $0.width = .points(40); $0.height = .points(10); $0.flexGrow = 1 }
        let inner = Item(FlexLayout(style: style { $0.flexDirection = .column; $0.padding = CSSEdges(all: .points(3)) },
                                    children: [box("c1"), box("c2")], itemStyles: [leaf, leaf]))
        let region = FlexLayout(style: row, children: [box("a"), inner, box("b")],
                                itemStyles: [leaf, style { $0.flexBasis = .points(70) }, leaf])
        var node = CSSNode(style: row, children: [
            CSSNode(style: leaf),
            CSSNode(style: style { $0.flexDirection = .column; $0.padding = CSSEdges(all: .points(3)); $0.flexBasis = .points(70) },
                     children: [CSSNode(style: leaf), CSSNode(style: leaf)]),
            CSSNode(style: leaf),
        ])
        node.style.width = .points(130)
        node.style.height = .points(60)
        let result = node.layout(in: CSSAvailableSize(CGSize(width: 130, height: 60)))
        let frames = placed(region, in: CGRect(x: 0, y: 0, width: 130, height: 60))
        XCTAssertEqual(frames["a"], result.absoluteFrame(at: [0]))
        XCTAssertEqual(frames["c1"], result.absoluteFrame(at: [1, 0]))
        XCTAssertEqual(frames["c2"], result.absoluteFrame(at: [1, 1]))
        XCTAssertEqual(frames["b"], result.absoluteFrame(at: [2]))
    }

    /// Nested 40 deep, the containers are one tree: the leaf is measured a few times per
    /// engine run (here two: the root's natural size, then the layout), not a few times
    /// per level per level (separate trees asked every question again at each level, and
    /// the count grew about fourfold per level).
    func testADeepChainMeasuresItsLeafABoundedNumberOfTimes() {
        let counter = MeasureCounter()
        var layout = Item(CountingLeaf(counter: counter))
        for level in 0..<40 {
            layout = Item(FlexLayout(style: style { $0.flexDirection = level % 2 == 0 ? .row : .column; $0.padding = CSSEdges(all: .points(1)) },
                                     children: [layout]))
        }
        var root = layout
        root.layout(in: CGRect(x: 0, y: 0, width: 500, height: 500))
        XCTAssertLessThanOrEqual(counter.count, 30)
        // The innermost row (inside a column, so as tall as its content) stretches the leaf
        // to its own height: 10.
        XCTAssertEqual(root.contents.first?.frame, CGRect(x: 40, y: 40, width: 10, height: 10))
    }
}

/// Counts how often a leaf is measured.
private final class MeasureCounter: @unchecked Sendable {
    var count = 0
}

private struct CountingLeaf: Layout {
    let counter: MeasureCounter
    var frame = CGRect.zero
    mutating func layout(in rect: CGRect) { frame = rect }
    var contents: [DisplayItem] { [DisplayItem(frame: frame, name: "leaf", drawing: .box(ShapeStyle()))] }
    func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        counter.count += 1
        return CGSize(width: 10, height: 10)
    }
}
