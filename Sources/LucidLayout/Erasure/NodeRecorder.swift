import Foundation

/// Wraps a layout node to note where it was placed, as a `.node` display item before the
/// node's own items, so a laid-out tree can be listed node by node (the `frames`
/// format). Everything else is the wrapped layout's.
public struct NodeRecorder<Child: Layout>: Layout where Child.Content == DisplayItem {
    public var child: Child
    public var kind: String
    public var name: String?
    public var depth: Int
    /// Whether the node sizes itself inside the rect it is given (a stack, a frame)
    /// rather than filling it (a leaf, a Lucid Dreams layout, padding).
    public var sizesItself: Bool
    /// The node's bounds from the last `layout(in:)`.
    public private(set) var frame: CGRect = .zero

    public init(child: Child, kind: String, name: String?, depth: Int, sizesItself: Bool) {
        self.child = child
        self.kind = kind
        self.name = name
        self.depth = depth
        self.sizesItself = sizesItself
    }

    public mutating func layout(in rect: CGRect) {
        frame = sizesItself ? child.placement(in: rect) : rect
        child.layout(in: rect)
    }

    public var contents: [DisplayItem] { collected(collectContents) }

    public func collectContents(into result: inout [DisplayItem]) {
        result.append(DisplayItem(frame: frame, name: name, drawing: .node(kind: kind, depth: depth)))
        child.collectContents(into: &result)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.sizeThatFits(proposal) }

    public func minContentSize(height: CGFloat?) -> CGSize { child.minContentSize(height: height) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }

    public var layoutPriority: Double { child.layoutPriority }

    public var spacerMinLength: CGFloat? { child.spacerMinLength }
}
