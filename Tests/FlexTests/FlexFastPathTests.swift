import XCTest
@testable import LucidTestSupport
import LucidCSS
import LucidLayout

/// The engine's fast paths beyond the cache (remembered natural sizes, and containers that
/// replay their measured layouts, `FlexLayoutReplay.swift`): which containers replay, exact
/// frames of nested ones (laid out from their measuring pass's record, and not), and
/// bit-for-bit agreement with the engine without them on random trees.
final class FlexFastPathTests: XCTestCase {
    /// Every node's frame, in pre-order.
    private func frames(_ root: CSSNode, fastPaths: Bool, in available: CSSAvailableSize = .maxContent) -> [CGRect] {
        var tree = CSSLayoutTree(root, fastPaths: fastPaths)
        return tree.layout(in: available).frames
    }

    func testOnlyPlainSingleLineContainersReplay() {
        func count(_ style: CSSStyle, item: CSSStyle = CSSStyle()) -> Int {
            CSSLayoutTree(CSSNode(style: style, children: [CSSNode(style: item)])).replayingContainerCount
        }
        XCTAssertEqual(count(CSSStyle()), 1)
        XCTAssertEqual(count(box { $0.flexDirection = .column; $0.padding = CSSEdges(all: .points(3)); $0.rowGap = .points(2) }), 1)
        XCTAssertEqual(count(box { $0.flexWrap = .wrap }), 0)
        XCTAssertEqual(count(box { $0.direction = .rtl }), 0)
        XCTAssertEqual(count(box { $0.flexDirection = .rowReverse }), 0)
        XCTAssertEqual(count(box { $0.width = .percent(50) }), 0)
        XCTAssertEqual(count(box { $0.alignItems = CSSAlignment(.baseline) }), 0)
        XCTAssertEqual(count(CSSStyle(), item: box { $0.margin.left = .auto }), 0)
        XCTAssertEqual(count(CSSStyle(), item: box { $0.position = .absolute }), 0)
        XCTAssertEqual(count(CSSStyle(), item: box { $0.aspectRatio = 2 }), 0)
        XCTAssertEqual(count(CSSStyle(), item: box { $0.flexBasis = .percent(30) }), 0)
        XCTAssertEqual(count(CSSStyle(), item: box { $0.overflowX = .hidden }), 0)
        // An empty container is a leaf, not a container that replays.
        XCTAssertEqual(CSSLayoutTree(CSSNode()).replayingContainerCount, 0)
    }

    /// A row (padding 2) holding a growing column (padding-left 1) holding a row that centres
    /// a 20×20 and a 10×30 box.
    private func nested(minWidth: CSSLength) -> CSSNode {
        let inner = CSSNode(style: box { $0.alignItems = CSSAlignment(.center) }, children: [fixed(20, 20), fixed(10, 30)])
        let column = CSSNode(style: box { $0.flexDirection = .column; $0.flexGrow = 1; $0.padding.left = .points(1) }, children: [inner])
        return CSSNode(style: box { $0.padding = CSSEdges(all: .points(2)); $0.minWidth = minWidth }, children: [column])
    }

    func testNestedContainersAtTheirNaturalSize() {
        // Every container is laid out at the size it measured (from its record).
        let expected = [
            CGRect(x: 0, y: 0, width: 35, height: 34), CGRect(x: 2, y: 2, width: 31, height: 30),
            CGRect(x: 1, y: 0, width: 30, height: 30), CGRect(x: 0, y: 5, width: 20, height: 20),
            CGRect(x: 20, y: 0, width: 10, height: 30),
        ]
        XCTAssertEqual(frames(nested(minWidth: .auto), fastPaths: true), expected)
        XCTAssertEqual(frames(nested(minWidth: .auto), fastPaths: false), expected)
    }

    func testNestedContainersGrownPastTheirNaturalSize() {
        // min-width 60 grows the column to 56, and the row inside is stretched to 55: laid out
        // at sizes no measuring pass recorded.
        let expected = [
            CGRect(x: 0, y: 0, width: 60, height: 34), CGRect(x: 2, y: 2, width: 56, height: 30),
            CGRect(x: 1, y: 0, width: 55, height: 30), CGRect(x: 0, y: 5, width: 20, height: 20),
            CGRect(x: 20, y: 0, width: 10, height: 30),
        ]
        XCTAssertEqual(frames(nested(minWidth: .points(60)), fastPaths: true), expected)
        XCTAssertEqual(frames(nested(minWidth: .points(60)), fastPaths: false), expected)
    }

    func testADeepChainIsLaidOutTheSameEveryTime() {
        // 300 nested rows and columns around a 20×20 box, each with 1 point of padding: the
        // root is 620 wide and tall, and each level sits 1 point inside its parent.
        var node = fixed(20, 20)
        for level in 0..<300 {
            node = CSSNode(style: box {
                $0.flexDirection = level % 2 == 0 ? .row : .column
                $0.padding = CSSEdges(all: .points(1))
            }, children: [node])
        }
        var tree = CSSLayoutTree(node)
        let first = tree.layout(in: .maxContent).frames
        XCTAssertEqual(first[0], CGRect(x: 0, y: 0, width: 620, height: 620))
        XCTAssertEqual(first[1], CGRect(x: 1, y: 1, width: 618, height: 618))
        XCTAssertEqual(first[300], CGRect(x: 1, y: 1, width: 20, height: 20))
        XCTAssertEqual(tree.layout(in: .maxContent).frames, first)
        XCTAssertEqual(frames(node, fastPaths: false), first)
    }

    /// Random trees drawn from what replaying containers support (and a few things that keep
    /// a container from replaying, so the two kinds meet in one tree): the fast paths must give
    /// exactly the frames and baselines of the engine without them.
    func testRandomTreesMatchTheGeneralAlgorithmBitForBit() {
        var rng = SplitMix64(seed: 0x5EED)
        let (replaying, _) = compareWithoutFastPaths(trees: 400, &rng) { randomTree(&$0, depth: 0) }
        // (Most containers drawn replay, so the comparison is about the fast paths.)
        XCTAssertGreaterThan(replaying, 600)
    }

    /// Deep trees of wrappers (containers with a single item, most of them), whose natural
    /// sizes are found bottom-up and whose layouts are replayed in one loop: the same frames
    /// and baselines, bit for bit, as without the fast paths.
    func testRandomWrapperChainsMatchTheGeneralAlgorithmBitForBit() {
        var rng = SplitMix64(seed: 0xC4A1)
        let (_, wrappers) = compareWithoutFastPaths(trees: 300, &rng) { randomTree(&$0, depth: 0, wrappers: true) }
        XCTAssertGreaterThan(wrappers, 1_500)
    }

    /// Lays `trees` trees from `make` out with and without the fast paths, in definite,
    /// max-content and min-content space by turns, and fails at the first node whose frame or
    /// baseline differs in any bit. Returns how many replaying containers, and how many of
    /// them with one item (wrappers), it met.
    private func compareWithoutFastPaths(
        trees: Int, _ rng: inout SplitMix64, _ make: (inout SplitMix64) -> CSSNode
    ) -> (replaying: Int, wrappers: Int) {
        var replaying = 0, wrappers = 0
        for index in 0..<trees {
            let root = make(&rng)
            let available: CSSAvailableSize = index % 3 == 0
                ? CSSAvailableSize(width: .definite(CGFloat(rng.int(40...300))), height: .definite(CGFloat(rng.int(40...300))))
                : index % 3 == 1 ? .maxContent : .minContent
            var fast = CSSLayoutTree(root)
            var plain = CSSLayoutTree(root, fastPaths: false)
            replaying += fast.replayingContainerCount
            wrappers += fast.replayingWrapperCount
            let a = fast.layout(in: available), b = plain.layout(in: available)
            let bits = { (r: CSSLayoutResult, i: Int) in
                [r.frames[i].minX, r.frames[i].minY, r.frames[i].width, r.frames[i].height, r.baselines[i] ?? -1].map(\.bitPattern)
            }
            if let node = a.frames.indices.first(where: { bits(a, $0) != bits(b, $0) }) {
                XCTFail("tree \(index), node \(node): fast \(a.frames[node]) baseline \(String(describing: a.baselines[node])), without \(b.frames[node]) baseline \(String(describing: b.baselines[node]))")
            }
            // A tree laid out again, in other space, forgets the first layout (the items and
            // records it keeps are the same whatever the space, or per layout).
            let again = CSSAvailableSize(width: .definite(CGFloat(rng.int(20...200))), height: .maxContent)
            var fresh = CSSLayoutTree(root)
            let c = fast.layout(in: again), d = fresh.layout(in: again)
            if let node = c.frames.indices.first(where: { bits(c, $0) != bits(d, $0) }) {
                XCTFail("tree \(index), node \(node), laid out again: \(c.frames[node]), fresh \(d.frames[node])")
            }
        }
        return (replaying, wrappers)
    }

    /// A random tree up to 4 levels deep with 1–4 items per container, or with `wrappers` up
    /// to 12 levels deep with one item in four containers out of five.
    private func randomTree(_ rng: inout SplitMix64, depth: Int, wrappers: Bool = false) -> CSSNode {
        var style = CSSStyle()
        func length(_ range: ClosedRange<Int>) -> CSSLength { .points(CGFloat(rng.int(range))) }
        if rng.chance(0.3) { style.width = length(0...80) }
        if rng.chance(0.3) { style.height = length(0...80) }
        if rng.chance(0.15) { style.minWidth = length(0...60) }
        if rng.chance(0.15) { style.minHeight = length(0...60) }
        if rng.chance(0.1) { style.maxWidth = length(0...90) }
        if rng.chance(0.1) { style.maxHeight = length(0...90) }
        // (Factors below 1 take only that share of the free space.)
        if rng.chance(0.3) { style.flexGrow = [0, 0.5, 1, 2, 3][rng.int(0...4)] }
        if rng.chance(0.2) { style.flexShrink = [0, 0.25, 1, 2][rng.int(0...3)] }
        if rng.chance(0.2) { style.flexBasis = length(0...70) }
        if rng.chance(0.2) { style.margin = CSSEdges(left: length(0...6), right: length(-3...6), top: length(-3...6), bottom: length(0...6)) }
        if rng.chance(0.3) { style.padding = CSSEdges(left: length(0...5), right: length(0...5), top: length(0...5), bottom: length(0...5)) }
        if rng.chance(0.2) { style.border = CSSEdges(all: length(0...3)) }
        if rng.chance(0.2) { style.boxSizing = .contentBox }
        let keywords: [CSSAlignment.Keyword] = [.start, .end, .flexStart, .flexEnd, .center, .stretch, .spaceBetween, .spaceAround, .spaceEvenly, .selfStart, .selfEnd]
        if rng.chance(0.3) { style.alignSelf = CSSAlignment(keywords[rng.int(0...keywords.count - 1)], safe: rng.chance(0.3)) }
        guard depth < (wrappers ? 12 : 4), rng.chance(depth == 0 ? 1 : wrappers ? 0.9 : 0.6) else { return CSSNode(style: style) }
        style.flexDirection = rng.chance(0.5) ? .row : .column
        if rng.chance(0.3) { style.justifyContent = CSSAlignment(keywords[rng.int(0...keywords.count - 1)], safe: rng.chance(0.3)) }
        if rng.chance(0.3) { style.alignItems = CSSAlignment(keywords[rng.int(0...keywords.count - 1)], safe: rng.chance(0.3)) }
        if rng.chance(0.2) { style.alignContent = CSSAlignment(keywords[rng.int(0...keywords.count - 1)]) }
        if rng.chance(0.3) { style.rowGap = length(0...6); style.columnGap = length(0...6) }
        // A few containers that do not replay among those that do.
        if rng.chance(0.08) { style.flexWrap = .wrap }
        if rng.chance(0.05) { style.width = .percent(CGFloat(rng.int(10...100))) }
        let count = wrappers ? (rng.chance(0.8) ? 1 : rng.int(2...3)) : rng.int(1...4)
        return CSSNode(style: style, children: (0..<count).map { _ in randomTree(&rng, depth: depth + 1, wrappers: wrappers) })
    }
}
