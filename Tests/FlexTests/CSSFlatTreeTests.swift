import XCTest
import LucidCSS

/// A tree written out flat (`CSSFlatTree`), as a description's CSS region writes it: the
/// same numbering, children, frames and baselines as the `CSSNode` tree it stands for, and
/// the tree-wide questions answered from the flat arrays.
final class CSSFlatTreeTests: XCTestCase {
    /// A row (gap 4) holding a column of a text-like leaf and a 10×10 box, then a 2×1 grid
    /// with a 30×8 box in its second column, then a 20×20 box.
    private let gridStyle = box { $0.display = .grid; $0.columnGap = .points(2) }
    private let grid = CSSGridTemplate(rows: [.points(8)], columns: [.points(5), .points(30)])
    private let textStyle = box { $0.flexShrink = 0 }
    private let text: CSSMeasureFunction = { input in
        CGSize(width: min(input.knownWidth ?? 40, 40), height: 12)
    }
    private let textBaseline: CSSBaselineFunction = { _ in 9 }

    private var nested: CSSNode {
        CSSNode(style: box { $0.columnGap = .points(4) }, children: [
            CSSNode(style: box { $0.flexDirection = .column }, children: [
                CSSNode(style: textStyle, measure: text, baseline: textBaseline),
                fixed(10, 10),
            ]),
            CSSNode(style: gridStyle, grid: grid, children: [fixed(30, 8) { $0.gridColumnStart = .line(2) }]),
            fixed(20, 20),
        ])
    }

    private var written: CSSFlatTree {
        var tree = CSSFlatTree()
        let row = tree.appendContainer(style: box { $0.columnGap = .points(4) }, parent: nil)
        let column = tree.appendContainer(style: box { $0.flexDirection = .column }, parent: row)
        tree.appendLeaf(style: textStyle, measure: text, baseline: textBaseline, parent: column)
        tree.appendContainer(style: fixed(10, 10).style, parent: column)
        // Back up to the row: the column's subtree is closed.
        let gridIndex = tree.appendContainer(style: gridStyle, grid: grid, parent: row)
        tree.appendContainer(style: fixed(30, 8) { $0.gridColumnStart = .line(2) }.style, parent: gridIndex)
        tree.appendContainer(style: fixed(20, 20).style, parent: row)
        return tree
    }

    func testAWrittenTreeLaysOutAsTheNodeTree() {
        var fromNodes = CSSLayoutTree(nested)
        var fromFlat = CSSLayoutTree(written)
        let expected = fromNodes.layout(in: .maxContent)
        let result = fromFlat.layout(in: .maxContent)
        XCTAssertEqual(written.count, 7)
        XCTAssertEqual(result.children, [[1, 4, 6], [2, 3], [], [], [5], [], []])
        XCTAssertEqual(result.children, expected.children)
        XCTAssertEqual(result.frames, [
            CGRect(x: 0, y: 0, width: 105, height: 22),
            CGRect(x: 0, y: 0, width: 40, height: 22),
            CGRect(x: 0, y: 0, width: 40, height: 12),
            CGRect(x: 0, y: 12, width: 10, height: 10),
            CGRect(x: 44, y: 0, width: 37, height: 22),
            CGRect(x: 7, y: 0, width: 30, height: 8),
            CGRect(x: 85, y: 0, width: 20, height: 20),
        ])
        XCTAssertEqual(result.frames, expected.frames)
        XCTAssertEqual(result.baselines, expected.baselines)
        XCTAssertEqual(result.baselines[2], 9)
    }

    func testFlatteningANodeTreeKeepsPreOrderAndIgnoresALeafsChildren() {
        var leaf = CSSNode(style: textStyle, measure: text)
        leaf.children = [fixed(5, 5)]
        let flat = CSSFlatTree(CSSNode(children: [CSSNode(children: [fixed(1, 1), leaf]), fixed(2, 2)]))
        XCTAssertEqual(flat.count, 5)
        var tree = CSSLayoutTree(flat)
        XCTAssertEqual(tree.layout(in: .maxContent).children, [[1, 4], [2, 3], [], [], []])
    }

    func testTreeWideQuestionsReadEachStyleBesideItsParents() {
        let tree = CSSLayoutTree(nested)
        XCTAssertEqual(tree.rootStyle.columnGap, .points(4))
        XCTAssertTrue(tree.containsNode { style, parent in style.display == .grid && parent?.columnGap == .points(4) })
        XCTAssertTrue(tree.containsNode { style, parent in style.flexShrink == 0 && parent?.flexDirection == .column })
        XCTAssertFalse(tree.containsNode { style, parent in style.flexShrink == 0 && parent?.flexDirection == .row })
        XCTAssertFalse(tree.containsNode { _, parent in parent?.display == .grid && parent?.columnGap == .points(4) })
    }
}
