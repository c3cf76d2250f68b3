import Foundation

/// A `FlexNode` tree prepared for layout (flattened once), which can be laid out many times,
/// e.g. for several proposals. Each `layout` call recomputes everything from scratch.
public struct FlexLayoutTree {
    private var engine: FlexLayoutEngine

    public init(_ root: FlexNode) {
        engine = FlexLayoutEngine(root: root)
    }

    /// The number of nodes.
    public var nodeCount: Int { engine.styles.count }

    /// Lays the tree out in `available` space (see `FlexNode.layout(in:rounding:)`).
    public mutating func layout(in available: FlexAvailableSize, rounding: Bool = false) -> FlexLayoutResult {
        engine.clearCache()
        return engine.run(available: available, rounding: rounding)
    }
}
