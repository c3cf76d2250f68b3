import Foundation

/// A CSS length as used by flexbox sizing properties: `auto`, a fixed length in points
/// (CSS `px`), or a percentage of the containing block.
///
/// The intrinsic keywords (`min-content`, `max-content`, `fit-content`, `stretch`) exist so a
/// style read from CSS keeps what it said; the engine treats them as `auto` except where noted.
public enum CSSLength: Hashable, Sendable {
    case auto
    /// A fixed length in points (one CSS pixel).
    case points(CGFloat)
    /// A fraction of the reference length: `percent(50)` is 50%.
    case percent(CGFloat)
    case minContent, maxContent, fitContent, stretch

    /// Zero points.
    public static let zero = CSSLength.points(0)

    /// The length in points against `reference` (for percentages), or `nil` for `auto`, the
    /// intrinsic keywords, and percentages of an unknown reference.
    @inlinable
    public func resolve(against reference: CGFloat?) -> CGFloat? {
        switch self {
        case .points(let value): return value
        case .percent(let value): return reference.map { Self.percentage(value, of: $0) }
        default: return nil
        }
    }

    /// `percent` % of `base`, as Chromium computes it: in single precision (its lengths keep
    /// percentages as `float`, and `MinimumValueForLength` multiplies and divides in `float`),
    /// then truncated to a `LayoutUnit` (so 50% of 19,201,109 is 9,600,554, where double
    /// precision gives 9,600,554.5; the `s16_float_percentage_*` fixtures hold trees that
    /// agree with Chromium only so).
    @inlinable
    public static func percentage(_ percent: CGFloat, of base: CGFloat) -> CGFloat {
        layoutUnit(CGFloat(Float(base) * Float(percent) / 100))
    }

    /// A length as browsers keep it: in 1/64 of a pixel, truncated (Chromium's `LayoutUnit`:
    /// 10% of 112 is 11.1875, not 11.2; carried through an aspect-ratio of 3 and two boxes,
    /// the difference grows past a tenth of a pixel).
    @inlinable
    public static func layoutUnit(_ value: CGFloat) -> CGFloat {
        (value * 64).rounded(.towardZero) / 64
    }

    /// Whether the length is `auto` (used for margins, where `auto` absorbs free space).
    @inlinable
    public var isAuto: Bool { if case .auto = self { return true }; return false }

    /// Equal kinds with equal values. (Written out, inlinable: the synthesized `==` is a call
    /// the engine paid for at each `width == .auto` of every box at every level.)
    @inlinable
    public static func == (lhs: CSSLength, rhs: CSSLength) -> Bool {
        switch (lhs, rhs) {
        case (.auto, .auto), (.minContent, .minContent), (.maxContent, .maxContent), (.fitContent, .fitContent), (.stretch, .stretch):
            return true
        case let (.points(a), .points(b)), let (.percent(a), .percent(b)):
            return a == b
        default:
            return false
        }
    }
    /// Whether the length is a percentage.
    public var isPercent: Bool { if case .percent = self { return true }; return false }

    /// Whether the length is `auto` or an intrinsic keyword: a height that is the content's
    /// (Chromium treats `height: min-content`, `max-content` and `fit-content` as `auto`).
    @inlinable
    public var isAutoOrIntrinsicKeyword: Bool { self == .auto || isIntrinsicKeyword }

    /// Whether the length is `min-content`, `max-content` or `fit-content`.
    @inlinable
    public var isIntrinsicKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent: return true
        default: return false
        }
    }
    /// Whether the length is in points.
    public var isPoints: Bool { if case .points = self { return true }; return false }
}
