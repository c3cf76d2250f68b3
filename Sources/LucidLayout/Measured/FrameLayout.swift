import Foundation

/// SwiftUI's fixed `frame(width:height:alignment:)`: a given dimension replaces the
/// proposal and the child's answer; the child is placed at its own size by `alignment`.
public struct FrameLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var child: Child
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    public init(child: Child, width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.child = child
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    public mutating func layout(in rect: CGRect) {
        let bounds = placement(in: rect)
        let childSize = child.sizeThatFits(childProposal(for: ProposedSize(bounds.size)))
        child.layout(in: bounds.aligning(childSize, alignment))
    }

    public var contents: [Content] { child.contents }

    public func collectContents(into result: inout [Content]) { child.collectContents(into: &result) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(childProposal(for: proposal))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    /// A fixed width is the narrowest; otherwise the child's min-content width.
    public func minContentSize(height: CGFloat?) -> CGSize {
        if width != nil { return sizeThatFits(ProposedSize(width: width, height: height)) }
        let childSize = child.minContentSize(height: self.height ?? height)
        return CGSize(width: childSize.width, height: self.height ?? childSize.height)
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        let childSize = child.sizeThatFits(childProposal(for: ProposedSize(size)))
        let frame = CGRect(origin: .zero, size: size).aligning(childSize, alignment)
        return child.firstBaseline(in: childSize).map { $0 + frame.minY }
    }

    public var layoutPriority: Double { child.layoutPriority }

    private func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
