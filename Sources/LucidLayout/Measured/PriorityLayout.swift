import Foundation

/// SwiftUI's `layoutPriority(_:)`: the same child, offered space earlier by stacks.
public struct PriorityLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var child: Child
    public var layoutPriority: Double

    public init(child: Child, layoutPriority: Double) {
        self.child = child
        self.layoutPriority = layoutPriority
    }

    public mutating func layout(in rect: CGRect) { child.layout(in: rect) }

    public var contents: [Content] { child.contents }

    public func collectContents(into result: inout [Content]) { child.collectContents(into: &result) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.sizeThatFits(proposal) }

    public func minContentSize(height: CGFloat?) -> CGSize { child.minContentSize(height: height) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }

    public var spacerMinLength: CGFloat? { child.spacerMinLength }
}
