import LucidLayout

extension TextLineSide {
    /// Where a line starts in whole cells when `slack` cells are left beside it: at the
    /// start, half of them in (rounded down), or all of them in. Across a row for
    /// horizontal text, down a column for vertical text.
    func cellOffset(slack: Int) -> Int {
        switch self {
        case .start: 0
        case .middle: slack / 2
        case .end: slack
        }
    }
}
