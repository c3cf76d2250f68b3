import Foundation

/// A `CSSNode` tree prepared for layout (flattened once), which can be laid out many times,
/// e.g. for several proposals. Each `layout` call recomputes everything from scratch.
public struct CSSLayoutTree {
    private var engine: CSSLayoutEngine

    /// Prepares `root` for layout. `fastPaths: false` turns off the mechanisms that reuse
    /// work within a layout beyond the cache (remembered natural sizes, and flex containers
    /// replaying their measured layouts), which give the same frames bit for bit; the switch
    /// exists to check that.
    public init(_ root: CSSNode, fastPaths: Bool = true) {
        self.init(CSSFlatTree(root), fastPaths: fastPaths)
    }

    /// Prepares a tree already written out flat (see `CSSFlatTree`).
    public init(_ tree: CSSFlatTree, fastPaths: Bool = true) {
        engine = CSSLayoutEngine(tree: tree, fastPaths: fastPaths)
    }

    /// The root's style.
    public var rootStyle: CSSStyle { engine.styles[0] }

    /// The number of nodes.
    public var nodeCount: Int { engine.styles.count }

    /// Whether some node's style, read beside its parent's (nil for the root), satisfies
    /// `predicate`: a question about the whole tree answered from its flattened arrays, with
    /// no walk over the `CSSNode` tree it was prepared from.
    public func containsNode(where predicate: (_ style: CSSStyle, _ parent: CSSStyle?) -> Bool) -> Bool {
        let styles = engine.styles, parents = engine.parents
        for node in 0..<styles.count where predicate(styles[node], parents[node] < 0 ? nil : styles[parents[node]]) {
            return true
        }
        return false
    }

    /// How many of the nodes are flex containers that replay their measured layouts (see
    /// `FlexLayoutReplay.swift`).
    public var replayingContainerCount: Int { engine.replaysLayout.lazy.filter { $0 }.count }

    /// How many of the replaying containers have a single item (wrappers).
    public var replayingWrapperCount: Int {
        engine.replaysLayout.indices.lazy.filter { engine.replaysLayout[$0] && engine.childStart[$0 + 1] - engine.childStart[$0] == 1 }.count
    }

    /// Lays the tree out in `available` space (see `CSSNode.layout(in:rounding:)`).
    public mutating func layout(in available: CSSAvailableSize, rounding: Bool = false) -> CSSLayoutResult {
        engine.clearCache()
        return engine.run(available: available, rounding: rounding)
    }

    /// Lays the tree out in `available` space with the root's border box of `rootSize`,
    /// whatever the root's own sizes say (a layout filling the rect it is given).
    public mutating func layout(in available: CSSAvailableSize, rootSize: CGSize) -> CSSLayoutResult {
        engine.clearCache()
        return engine.run(available: available, rounding: false, rootSize: rootSize)
    }
}
