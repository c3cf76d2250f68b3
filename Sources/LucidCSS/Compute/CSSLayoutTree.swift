import Foundation

/// A `CSSNode` tree prepared for layout (flattened once), which can be laid out many times,
/// e.g. for several proposals. Each `layout` call recomputes everything from scratch.
public struct CSSLayoutTree {
    private var engine: CSSLayoutEngine

    /// Prepares `root` for layout. `simplePath: false` lays every flex container out with the
    /// general algorithm, not the leaner pass for simple containers (which gives the same
    /// frames; the switch exists to check that).
    public init(_ root: CSSNode, simplePath: Bool = true) {
        engine = CSSLayoutEngine(root: root, simplePath: simplePath)
    }

    /// The number of nodes.
    public var nodeCount: Int { engine.styles.count }

    /// How many of the nodes are simple containers (laid out by the leaner pass).
    public var simpleContainerCount: Int { engine.isSimpleContainer.lazy.filter { $0 }.count }

    /// How many of the nodes are wrappers whose natural size is found in scalars (see
    /// `FlexWrapperNaturalSize.swift`): one-item simple containers that replay their layouts.
    public var wrapperCount: Int { engine.naturalSizeOrder.lazy.filter { engine.childStart[$0 + 1] - engine.childStart[$0] == 1 }.count }

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
