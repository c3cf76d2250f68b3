import Foundation

/// A CSS box-alignment value for `justify-content`, `align-content`, `align-items` and
/// `align-self`.
///
/// `start`/`end` follow the writing mode (left/right in `ltr`, top/bottom), `flexStart`/`flexEnd`
/// follow the flex container's main or cross axis (so they flip with `row-reverse` or
/// `wrap-reverse`), and `selfStart`/`selfEnd` follow the item's own direction. A `safe`
/// alignment falls back to `start` when the subject would overflow its container.
public struct CSSAlignment: Hashable, Sendable {
    public enum Keyword: Hashable, Sendable {
        case start, end, flexStart, flexEnd, selfStart, selfEnd, center
        case baseline, stretch, spaceBetween, spaceAround, spaceEvenly
    }

    public var keyword: Keyword
    /// `safe` in CSS: never overflow the start edge.
    public var isSafe: Bool
    /// `unsafe` written out: overflow the start edge where the default would not (a block
    /// container's `align-content` is safe by default, as Chromium has it).
    public var isUnsafe: Bool

    @inlinable
    public init(_ keyword: Keyword, safe: Bool = false, unsafe: Bool = false) {
        self.keyword = keyword
        self.isSafe = safe
        self.isUnsafe = unsafe && !safe
    }

    public static let start = CSSAlignment(.start)
    public static let end = CSSAlignment(.end)
    public static let flexStart = CSSAlignment(.flexStart)
    public static let flexEnd = CSSAlignment(.flexEnd)
    public static let selfStart = CSSAlignment(.selfStart)
    public static let selfEnd = CSSAlignment(.selfEnd)
    public static let center = CSSAlignment(.center)
    public static let baseline = CSSAlignment(.baseline)
    public static let stretch = CSSAlignment(.stretch)
    public static let spaceBetween = CSSAlignment(.spaceBetween)
    public static let spaceAround = CSSAlignment(.spaceAround)
    public static let spaceEvenly = CSSAlignment(.spaceEvenly)
}
