import Foundation

/// Flexible empty space that stretches along the axis of the stack it is in.
///
/// Generic over `Content` only so it can sit in a stack of any kind of leaf; it places
/// nothing. Its least length defaults to 8, SwiftUI's default spacing.
public struct Spacer<Content>: Layout {
    public var minLength: CGFloat

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength ?? 8
    }

    public mutating func layout(in rect: CGRect) {}

    public var contents: [Content] { [] }

    /// Outside a stack a spacer takes what it is offered, or its minimum length.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: minLength, height: minLength))
    }

    public var spacerMinLength: CGFloat? { minLength }
}
