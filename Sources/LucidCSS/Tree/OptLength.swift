import Foundation

/// A length that may be unknown, stored in 8 bytes (an unknown length is a NaN) where a
/// `CGFloat?` takes 16 in a struct: the flex items' facts hold eleven, read in every pass.
struct OptLength {
    private var stored: CGFloat

    @inline(__always) init(_ value: CGFloat?) { stored = value ?? .nan }

    @inline(__always) var value: CGFloat? {
        get { stored.isNaN ? nil : stored }
        set { stored = newValue ?? .nan }
    }
}
