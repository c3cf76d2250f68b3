import Foundation

/// Lays its child out in the rect inset by `insets` (Lucid Dreams' `InsetLayout`).
public struct InsetLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var child: Child
    public var insets: EdgeInsets

    public init(child: Child, insets: EdgeInsets) {
        self.child = child
        self.insets = insets
    }

    public mutating func layout(in rect: CGRect) {
        child.layout(in: rect.inset(by: insets))
    }

    public var contents: [Content] { child.contents }

    public func collectContents(into result: inout [Content]) { child.collectContents(into: &result) }

    /// The child's size for the proposal less the insets, plus the insets.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        child.sizeThatFits(proposal.inset(by: insets)).outset(by: insets)
    }

    /// The child's min-content size plus the insets.
    public func minContentSize(height: CGFloat?) -> CGSize {
        child.minContentSize(height: height.map { max(0, $0 - insets.vertical) }).outset(by: insets)
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        let inner = CGRect(origin: .zero, size: size).inset(by: insets)
        return child.firstBaseline(in: inner.size).map { $0 + insets.top }
    }

    public var layoutPriority: Double { child.layoutPriority }
}

extension Layout {
    /// This layout inset by the given distances (each 0 unless given).
    public func withInsets(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> InsetLayout<Self> {
        InsetLayout(child: self, insets: EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }

    /// This layout inset by `all` on every edge.
    public func withInsets(all: CGFloat) -> InsetLayout<Self> {
        InsetLayout(child: self, insets: EdgeInsets(all: all))
    }
}

extension ProposedSize {
    /// The proposal less `insets`; an unspecified dimension stays unspecified.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.horizontal) },
            height: height.map { max(0, $0 - insets.vertical) })
    }
}

extension CGSize {
    /// The size grown by `insets`.
    public func outset(by insets: EdgeInsets) -> CGSize {
        CGSize(width: width + insets.horizontal, height: height + insets.vertical)
    }
}
