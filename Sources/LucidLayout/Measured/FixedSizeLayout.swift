import Foundation

/// SwiftUI's `fixedSize(horizontal:vertical:)`: on the chosen axes the child is offered
/// nothing ("your ideal size") whatever its parent offers, so it neither wraps nor stretches.
public struct FixedSizeLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var child: Child
    public var horizontal: Bool
    public var vertical: Bool

    public init(child: Child, horizontal: Bool = true, vertical: Bool = true) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public mutating func layout(in rect: CGRect) {
        child.layout(in: placement(in: rect))
    }

    public var contents: [Content] { child.contents }

    public func collectContents(into result: inout [Content]) { child.collectContents(into: &result) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        child.sizeThatFits(ProposedSize(
            width: horizontal ? nil : proposal.width,
            height: vertical ? nil : proposal.height))
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }

    public var layoutPriority: Double { child.layoutPriority }
}
