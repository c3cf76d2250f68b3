import Foundation

/// How `justify-content` and `align-content` spread free space among a run of boxes.
enum FlexDistribution {
    /// The space before the first box and between consecutive boxes (gaps included).
    ///
    /// Fallbacks follow Chromium: `space-between` with one box or no room is `flex-start`;
    /// `space-around`/`space-evenly` with one box is `center`, and with negative free space `flex-start`. A `safe`
    /// alignment that would overflow becomes `flex-start`.
    static func offsets(keyword: CSSAlignment.Keyword, isSafe: Bool, free: CGFloat, count: Int, gap: CGFloat) -> (leading: CGFloat, between: CGFloat) {
        guard count > 0 else { return (0, gap) }
        let n = CGFloat(count)
        if isSafe && free < 0 { return (0, gap) }
        switch keyword {
        case .flexEnd: return (free, gap)
        case .center: return (free / 2, gap)
        case .spaceBetween:
            if free <= 0 || count == 1 { return (0, gap) }
            return (0, gap + free / (n - 1))
        case .spaceAround:
            if free < 0 { return (0, gap) }
            if count == 1 { return (free / 2, gap) }
            return (free / n / 2, gap + free / n)
        case .spaceEvenly:
            if free < 0 { return (0, gap) }
            if count == 1 { return (free / 2, gap) }
            return (free / (n + 1), gap + free / (n + 1))
        default: return (0, gap)
        }
    }
}

extension CSSAvailableSize {
    init(main: CSSAvailableSpace, cross: CSSAvailableSpace, isRow: Bool) {
        self = isRow ? CSSAvailableSize(width: main, height: cross) : CSSAvailableSize(width: cross, height: main)
    }
}
