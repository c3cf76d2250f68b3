import Foundation

/// Distances from the four edges of a rect, as UIKit's `UIEdgeInsets` (top, left, bottom, right).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets()

    /// Left plus right.
    public var horizontal: CGFloat { left + right }
    /// Top plus bottom.
    public var vertical: CGFloat { top + bottom }
}
