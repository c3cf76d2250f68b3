import Foundation

/// A length that may be unknown, stored in 8 bytes (an unknown length is a NaN) where a
/// `CGFloat?` takes 16 in a struct: the flex items' facts hold eleven, read in every pass,
/// and `OptSize` two.
struct OptLength {
    private var stored: CGFloat

    @inline(__always) init(_ value: CGFloat?) { stored = value ?? .nan }

    @inline(__always) var value: CGFloat? {
        get { stored.isNaN ? nil : stored }
        set { stored = newValue ?? .nan }
    }

    /// `self` within `min` and `max` where known (`min` wins when they conflict), as
    /// `CGFloat?.clamped` gives it: on the stored values, where a comparison with an unknown
    /// (NaN) is false, so an unknown bound limits nothing and an unknown length stays unknown.
    @inline(__always) func clamped(min lower: OptLength, max upper: OptLength) -> OptLength {
        var v = stored
        if v > upper.stored { v = upper.stored }
        if v < lower.stored { v = lower.stored }
        return OptLength(stored: v)
    }

    /// `self` where known, else `other`.
    @inline(__always) func or(_ other: OptLength) -> OptLength { stored.isNaN ? other : self }

    @inline(__always) private init(stored: CGFloat) { self.stored = stored }

    /// Whether the two are the same bit for bit (unknown alike, and 0 apart from -0).
    @inline(__always) func isIdentical(to other: OptLength) -> Bool { stored.bitPattern == other.stored.bitPattern }
}
