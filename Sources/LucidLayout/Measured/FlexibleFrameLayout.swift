import Foundation

/// SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: an unspecified proposal becomes the ideal length; the proposal is clamped
/// into min…max and offered to the child; the frame's own length is the child's answer
/// pulled toward the proposal and clamped by min and max, so `maxWidth: .infinity`
/// takes all offered width and `minWidth` never gives up its minimum.
public struct FlexibleFrameLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var child: Child
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    public var alignment: Alignment

    public init(
        child: Child,
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) {
        self.child = child
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
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
        let childSize = child.sizeThatFits(childProposal(for: proposal))
        return CGSize(
            width: Self.resolve(childSize.width, proposed: proposal.width, min: minWidth, max: maxWidth),
            height: Self.resolve(childSize.height, proposed: proposal.height, min: minHeight, max: maxHeight))
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        let childSize = child.sizeThatFits(childProposal(for: ProposedSize(size)))
        let frame = CGRect(origin: .zero, size: size).aligning(childSize, alignment)
        return child.firstBaseline(in: childSize).map { $0 + frame.minY }
    }

    public var layoutPriority: Double { child.layoutPriority }

    private func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: Self.clamp(proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
            height: Self.clamp(proposal.height ?? idealHeight, min: minHeight, max: maxHeight))
    }

    private static func clamp(_ value: CGFloat?, min lower: CGFloat?, max upper: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let lower { value = Swift.max(lower, value) }
        if let upper { value = Swift.min(upper, value) }
        return value
    }

    /// The frame's length on one axis from the child's length and the proposal.
    private static func resolve(_ length: CGFloat, proposed: CGFloat?, min lower: CGFloat?, max upper: CGFloat?) -> CGFloat {
        var result = length
        if let lower { result = Swift.max(lower, Swift.min(result, proposed ?? result)) }
        if let upper { result = Swift.min(upper, Swift.max(result, proposed ?? result)) }
        return result
    }
}
