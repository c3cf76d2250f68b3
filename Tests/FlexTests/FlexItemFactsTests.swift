import XCTest
import LucidCSS

/// The engine keeps each flex item's facts (its sizes, margins and alignment resolved in its
/// container) across passes and layouts: once for an item without percentages, once per
/// percentage base for one with them; items with keyword sizes or an aspect-ratio get theirs
/// made in every pass. A tree laid out again, at other sizes, in any order, or copied and laid
/// out on several threads at once, must give the frames a freshly prepared tree gives.
final class FlexItemFactsTests: XCTestCase {
    /// A row whose items resolve percentages against it (widths, min and max sizes, margins,
    /// padding, insets), beside a fixed item, an `aspect-ratio` item and a `min-content` one,
    /// and a column inside whose items take percentages of its height.
    private func page() -> CSSNode {
        let column = CSSNode(style: box {
            $0.flexDirection = .column
            $0.width = .percent(30)
            $0.padding = CSSEdges(all: .percent(2))
        }, children: [
            CSSNode(style: box { $0.height = .percent(40); $0.margin.top = .percent(5) }),
            CSSNode(style: box { $0.flexGrow = 1; $0.minHeight = .percent(10); $0.inset.top = .percent(10) }),
            fixed(12, 8),
        ])
        return CSSNode(style: box { $0.alignItems = CSSAlignment(.flexStart) }, children: [
            CSSNode(style: box { $0.width = .percent(25); $0.height = .percent(50); $0.margin.left = .percent(4) }),
            CSSNode(style: box { $0.flexGrow = 1; $0.maxWidth = .percent(20); $0.height = .points(10) }),
            fixed(16, 16),
            CSSNode(style: box { $0.aspectRatio = 2; $0.width = .percent(10) }),
            CSSNode(style: box { $0.width = .minContent }, children: [fixed(9, 9)]),
            column,
        ])
    }

    /// Sizes to lay the page out at: more widths than an item keeps facts for, some again.
    private let sizes: [CGSize] = [
        CGSize(width: 200, height: 100), CGSize(width: 300, height: 80), CGSize(width: 150, height: 100),
        CGSize(width: 400, height: 60), CGSize(width: 250, height: 90), CGSize(width: 120, height: 100),
        CGSize(width: 200, height: 100), CGSize(width: 300, height: 80), CGSize(width: 500, height: 200),
    ]

    private func freshFrames(_ size: CGSize) -> [CGRect] {
        var tree = CSSLayoutTree(page())
        return tree.layout(in: CSSAvailableSize(size), rootSize: size).frames
    }

    func testFramesAtOneSize() {
        // At 200 × 100, as Chromium lays it out: the 25% item is 50 × 50 after a margin of 8;
        // the growing item gets the 37 left, under its max of 40; the ratio item is 20 × 10,
        // the min-content box 9 wide; the column is 60 wide with padding 4, its first item's
        // margin 5% of 52, and its heights' percentages of an indefinite height are auto.
        XCTAssertEqual(freshFrames(CGSize(width: 200, height: 100)), [
            CGRect(x: 0, y: 0, width: 200, height: 100),
            CGRect(x: 8, y: 0, width: 50, height: 50),
            CGRect(x: 58, y: 0, width: 37, height: 10),
            CGRect(x: 95, y: 0, width: 16, height: 16),
            CGRect(x: 111, y: 0, width: 20, height: 10),
            CGRect(x: 131, y: 0, width: 9, height: 9),
            CGRect(x: 0, y: 0, width: 9, height: 9),
            CGRect(x: 140, y: 0, width: 60, height: 18.59375),
            CGRect(x: 4, y: 6.59375, width: 52, height: 0),
            CGRect(x: 4, y: 6.59375, width: 52, height: 0),
            CGRect(x: 4, y: 6.59375, width: 12, height: 8),
        ])
    }

    func testOneTreeLaidOutAtManySizesGivesTheFramesOfFreshTrees() {
        var tree = CSSLayoutTree(page())
        for size in sizes {
            XCTAssertEqual(tree.layout(in: CSSAvailableSize(size), rootSize: size).frames, freshFrames(size), "at \(size)")
        }
    }

    func testCopiesLaidOutOnSeveralThreadsAtOnceGiveTheFramesOfFreshTrees() {
        let expected = sizes.map(freshFrames)
        var tree = CSSLayoutTree(page())
        _ = tree.layout(in: CSSAvailableSize(sizes[0]), rootSize: sizes[0])
        let copies = sizes.map { _ in tree }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: copies.count) { index in
            var copy = copies[index]
            for round in 0..<20 {
                let k = (index + round) % sizes.count
                if copy.layout(in: CSSAvailableSize(sizes[k]), rootSize: sizes[k]).frames != expected[k] { mismatches.add() }
            }
        }
        XCTAssertEqual(mismatches.count, 0)
    }
}

/// A count shared by threads.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
