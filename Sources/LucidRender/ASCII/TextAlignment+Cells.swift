import LucidLayout

extension TextAlignment {
    /// Where a line starts in whole cells when `slack` cells are left beside it: at the
    /// start, half of them in (rounded down), or all of them in. Across a row for
    /// horizontal text, down a column for vertical text.
    func cellOffset(slack: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: slack / 2
        case .trailing: slack
        }
    }
}
