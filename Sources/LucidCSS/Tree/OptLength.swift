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

    /// Whether the two are the same bit for bit (unknown alike, and 0 apart from -0).
    @inline(__always) func isIdentical(to other: OptLength) -> Bool { stored.bitPattern == other.stored.bitPattern }
}
