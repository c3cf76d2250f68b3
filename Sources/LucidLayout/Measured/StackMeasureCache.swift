import Foundation

/// A stack's memory of its children's sizes (and baselines) for its last 16
/// proposals: a nested stack sees each axis offered zero, infinity and one or two
/// real lengths, so up to about 16 combinations.
@usableFromInline
typealias StackMeasureCache = RecentMemo<ProposedSize, StackMeasurement>

/// A stack's children measured for one proposal: their sizes and, with baseline
/// alignment, their first baselines at those sizes (nil for a child without text).
@usableFromInline
struct StackMeasurement {
    @usableFromInline var sizes: [CGSize]
    @usableFromInline var baselines: [CGFloat?]?

    @usableFromInline
    init(sizes: [CGSize], baselines: [CGFloat?]?) {
        self.sizes = sizes
        self.baselines = baselines
    }
}
