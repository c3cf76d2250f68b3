import Foundation

/// The space offered to a box along one axis: a definite length, or a request for the box's
/// min-content or max-content size (CSS sizing under an intrinsic constraint).
public enum CSSAvailableSpace: Hashable, Sendable {
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

    func subtracting(_ value: CGFloat) -> CSSAvailableSpace {
        if case .definite(let v) = self { return .definite(v - value) }
        return self
    }

    func replacing(with value: CGFloat?) -> CSSAvailableSpace {
        if let value { return .definite(value) }
        return self
    }

    func clamped(min: CGFloat?, max: CGFloat?) -> CSSAvailableSpace {
        if case .definite(let v) = self { return .definite(v.clamped(min: min, max: max)) }
        return self
    }
}

/// Available space in both axes.
public struct CSSAvailableSize: Hashable, Sendable {
    public var width: CSSAvailableSpace
    public var height: CSSAvailableSpace

    @inlinable
    public init(width: CSSAvailableSpace, height: CSSAvailableSpace) {
        self.width = width
        self.height = height
    }

    /// Both axes at max-content: "lay out at your natural size".
    public static let maxContent = CSSAvailableSize(width: .maxContent, height: .maxContent)
    /// Both axes at min-content.
    public static let minContent = CSSAvailableSize(width: .minContent, height: .minContent)

    /// Definite space of `size`.
    @inlinable
    public init(_ size: CGSize) {
        self.init(width: .definite(size.width), height: .definite(size.height))
    }
}

extension CGFloat {
    /// `self` limited to `min` and `max` where given; `min` wins when they conflict (CSS).
    @inlinable @inline(__always)
    func clamped(min lower: CGFloat?, max upper: CGFloat?) -> CGFloat {
        var v = self
        if let upper, v > upper { v = upper }
        if let lower, v < lower { v = lower }
        return v
    }
}

extension Optional where Wrapped == CGFloat {
    @inlinable @inline(__always)
    func clamped(min lower: CGFloat?, max upper: CGFloat?) -> CGFloat? {
        self.map { $0.clamped(min: lower, max: upper) }
    }
    @inlinable @inline(__always)
    func maxed(_ other: CGFloat?) -> CGFloat? {
        guard let self else { return nil }
        guard let other else { return self }
        return Swift.max(self, other)
    }
    @inlinable @inline(__always)
    func mined(_ other: CGFloat?) -> CGFloat? {
        guard let self else { return nil }
        guard let other else { return self }
        return Swift.min(self, other)
    }
    @inlinable @inline(__always)
    func plus(_ other: CGFloat) -> CGFloat? { self.map { $0 + other } }
}
