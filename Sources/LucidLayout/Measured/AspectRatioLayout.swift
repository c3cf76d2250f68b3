import Foundation

/// How a ratio-constrained size relates to the space offered.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the offer.
    case fit
    /// The smallest size with the ratio that covers the offer.
    case fill
}

/// SwiftUI's `aspectRatio(_:contentMode:)`: offers the child the size with the given
/// width-to-height ratio that fits (or fills) the proposal. Without a ratio, the
/// child's ideal size gives it.
public struct AspectRatioLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    /// The constrained layout; replacing it forgets its remembered ideal size
    /// (laying it out does not: placing a layout does not change how it measures).
    public var child: Child {
        get { storage }
        set {
            storage = newValue
            idealSize = RecentMemo(capacity: 1)
        }
    }
    public var ratio: CGFloat?
    public var contentMode: ContentMode

    private var storage: Child
    /// The child's ideal size, asked for at most once: nested ratio layouts would
    /// otherwise measure it again at every level, exponentially in depth.
    private var idealSize = RecentMemo<Bool, CGSize>(capacity: 1)

    public init(child: Child, ratio: CGFloat? = nil, contentMode: ContentMode = .fit) {
        self.storage = child
        self.ratio = ratio
        self.contentMode = contentMode
    }

    public mutating func layout(in rect: CGRect) {
        let frame = placement(in: rect)
        storage.layout(in: frame)
    }

    public var contents: [Content] { child.contents }

    public func collectContents(into result: inout [Content]) { child.collectContents(into: &result) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        child.sizeThatFits(ProposedSize(constrainedSize(for: proposal)))
    }

    private var ideal: CGSize {
        idealSize.value(for: true) { child.sizeThatFits(.unspecified) }
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }

    public var layoutPriority: Double { child.layoutPriority }

    /// The size with the ratio that fits or fills the proposal.
    func constrainedSize(for proposal: ProposedSize) -> CGSize {
        let ratio = effectiveRatio
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let wider = width / max(height, .leastNonzeroMagnitude) > ratio
            let byHeight = contentMode == .fit ? wider : !wider
            return byHeight ? CGSize(width: height * ratio, height: height) : CGSize(width: width, height: width / ratio)
        case let (width?, nil):
            return CGSize(width: width, height: width / ratio)
        case let (nil, height?):
            return CGSize(width: height * ratio, height: height)
        case (nil, nil):
            return CGSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    /// The ratio in use: the given one, or the child's ideal width over height (1 if degenerate).
    private var effectiveRatio: CGFloat {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let ideal = self.ideal
        guard ideal.width > 0, ideal.height > 0 else { return 1 }
        return ideal.width / ideal.height
    }
}
