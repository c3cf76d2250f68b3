import Foundation

/// A description's own tolerances for golden checks (the top-level `check` key): how far
/// its PNG may drift from the golden before `lucid check` reports it. Nil values leave
/// the command line's (or the default) tolerance in place.
public struct GoldenCheckSettings: Hashable, Sendable {
    /// 0…1: the colour distance above which two pixels differ.
    public var threshold: Double?
    /// How many pixels may differ.
    public var maxDifferentPixels: Int?
    /// 0…1: what share of the pixels may differ.
    public var maxDifferentRatio: Double?

    public init(threshold: Double? = nil, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil) {
        self.threshold = threshold
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
    }
}
