import Foundation

/// How different two PNG renders may be and still match.
///
/// Two pixels differ when their colour distance (in the YIQ space pixelmatch uses, scaled
/// so 1 is the largest possible) exceeds `threshold`; differing pixels that look like
/// anti-aliasing are not counted. The images match when the counted pixels are at most
/// `maxDifferentPixels` and at most `maxDifferentRatio` of all pixels.
public struct ImageTolerance: Hashable, Sendable {
    /// 0…1: the colour distance above which two pixels differ; below 0 or NaN is taken as
    /// 0, above 1 as 1 (nothing differs). Lucid's default is 0.03, not pixelmatch's 0.1:
    /// 0.1 let a fill change from cream `#fdf0d5` to light orange `#fde2b0` (distance
    /// 0.067) on 3 % of a page pass, while the noise of moving shapes and text by 0.1
    /// point, the anti-aliased pixels aside, measured 0 pixels from 0.02 up (22 pixels of
    /// text at 0.01); see docs/GOLDENS.md.
    public var threshold: Double
    /// How many pixels may differ.
    public var maxDifferentPixels: Int
    /// 0…1: what share of the pixels may differ.
    public var maxDifferentRatio: Double

    public init(threshold: Double = 0.03, maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0) {
        self.threshold = threshold
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
    }

    public static let `default` = ImageTolerance()

    /// Whether `differentPixels` counted pixels out of `totalPixels` are allowed: each limit
    /// is a permission, so the larger of `maxDifferentPixels` and the ratio's share counts
    /// (setting only `maxDifferentPixels: 50` allows 50 pixels; the other limit's default 0
    /// does not take that back). A ratio that names a whole number of pixels allows exactly
    /// that many, whatever the floating-point rounding of the product (0.29 × 100 is
    /// 28.999999999999996, and allows 29).
    public func allows(differentPixels: Int, of totalPixels: Int) -> Bool {
        if differentPixels <= maxDifferentPixels { return true }
        let byRatio = (maxDifferentRatio * Double(totalPixels) + 1e-9).rounded(.down)
        return Double(differentPixels) <= byRatio
    }
}
