import Foundation

/// The space offered to a box along one axis: a definite length, or a request for the box's
/// min-content or max-content size (CSS sizing under an intrinsic constraint).
public enum FlexAvailableSpace: Hashable, Sendable {
    case definite(CGFloat)
    case minContent
    case maxContent

    /// The definite length, if any.
    @inlinable
    public var definiteValue: CGFloat? {
        if case .definite(let value) = self { return value }
        return nil
    }

    /// A `ProposedSize` dimension read as available space: `nil` is max-content, zero stays a
    /// definite zero, `.infinity` is max-content.
    @inlinable
    public init(proposed: CGFloat?) {
        if let proposed, proposed.isFinite { self = .definite(proposed) } else { self = .maxContent }
    }

    func subtracting(_ value: CGFloat) -> FlexAvailableSpace {
        if case .definite(let v) = self { return .definite(v - value) }
        return self
    }

    func replacing(with value: CGFloat?) -> FlexAvailableSpace {
        if let value { return .definite(value) }
        return self
    }

    func clamped(min: CGFloat?, max: CGFloat?) -> FlexAvailableSpace {
        if case .definite(let v) = self { return .definite(v.clamped(min: min, max: max)) }
        return self
    }
}

/// Available space in both axes.
public struct FlexAvailableSize: Hashable, Sendable {
    public var width: FlexAvailableSpace
    public var height: FlexAvailableSpace

    @inlinable
    public init(width: FlexAvailableSpace, height: FlexAvailableSpace) {
        self.width = width
        self.height = height
    }

    /// Both axes at max-content: "lay out at your natural size".
    public static let maxContent = FlexAvailableSize(width: .maxContent, height: .maxContent)
    /// Both axes at min-content.
    public static let minContent = FlexAvailableSize(width: .minContent, height: .minContent)

    /// Reads a `ProposedSize` (nil or infinite means max-content).
    @inlinable
    public init(_ proposal: ProposedSize) {
        self.init(width: FlexAvailableSpace(proposed: proposal.width), height: FlexAvailableSpace(proposed: proposal.height))
    }

    /// Definite space of `size`.
    @inlinable
    public init(_ size: CGSize) {
        self.init(width: .definite(size.width), height: .definite(size.height))
    }
}

extension CGFloat {
    /// `self` limited to `min` and `max` where given; `min` wins when they conflict (CSS).
    @inlinable
    func clamped(min lower: CGFloat?, max upper: CGFloat?) -> CGFloat {
        var v = self
        if let upper, v > upper { v = upper }
        if let lower, v < lower { v = lower }
        return v
    }
}

extension Optional where Wrapped == CGFloat {
    @inlinable
    func clamped(min lower: CGFloat?, max upper: CGFloat?) -> CGFloat? {
        self.map { $0.clamped(min: lower, max: upper) }
    }
    @inlinable
    func maxed(_ other: CGFloat?) -> CGFloat? {
        guard let self else { return nil }
        guard let other else { return self }
        return Swift.max(self, other)
    }
    @inlinable
    func mined(_ other: CGFloat?) -> CGFloat? {
        guard let self else { return nil }
        guard let other else { return self }
        return Swift.min(self, other)
    }
    @inlinable
    func plus(_ other: CGFloat) -> CGFloat? { self.map { $0 + other } }
}
