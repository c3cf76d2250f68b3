import Foundation

/// The edges of a band across a block's content box as floats are taken into it: the free
/// room between the floats (`low` to `high`, starting as the content box) and the floats'
/// own inner edges, which tell whether floats of the two sides cross (`crossing`).
struct FloatBandEdges {
    /// The left edge of the free room: the content box's left, or the right edge of the
    /// rightmost left float taken in.
    private(set) var low: CGFloat
    /// The right edge of the free room: the content box's right, or the left edge of the
    /// leftmost right float taken in.
    private(set) var high: CGFloat
    private var leftFloatsEdge = -CGFloat.infinity
    private var rightFloatsEdge = CGFloat.infinity

    init(left: CGFloat, right: CGFloat) {
        low = left
        high = right
    }

    /// Whether a left float ends right of a right float's start, judged on the floats' own
    /// edges, not on the content box's (Chromium finds no place beside a left float that
    /// ends right of a right float outside a narrow nested block).
    var crossing: Bool { leftFloatsEdge > rightFloatsEdge }

    /// Narrows the band by one float's margin box.
    mutating func take(_ float: FloatExclusions.Placed) {
        if float.side == .left {
            low = max(low, float.rect.maxX)
            leftFloatsEdge = max(leftFloatsEdge, float.rect.maxX)
        } else {
            high = min(high, float.rect.minX)
            rightFloatsEdge = min(rightFloatsEdge, float.rect.minX)
        }
    }
}
