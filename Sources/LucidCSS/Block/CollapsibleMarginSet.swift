import Foundation

/// Vertical margins that meet in a block formatting context and collapse into one (CSS 2.2
/// §8.3.1): the largest positive margin plus the most negative one.
///
/// Why a set rather than one length: whether a margin wins depends on its sign, so adjoining
/// margins are kept as their positive and negative extremes until they are placed.
struct CollapsibleMarginSet: Equatable {
    var positive: CGFloat = 0
    var negative: CGFloat = 0

    static let zero = CollapsibleMarginSet()

    /// The set holding one margin.
    init(margin: CGFloat) {
        if margin >= 0 { positive = margin } else { negative = margin }
    }

    init() {}

    /// This set with one more margin adjoining it.
    func collapsed(with margin: CGFloat) -> CollapsibleMarginSet {
        var set = self
        if margin >= 0 { set.positive = max(set.positive, margin) } else { set.negative = min(set.negative, margin) }
        return set
    }

    /// This set with another set's margins adjoining it.
    func collapsed(with other: CollapsibleMarginSet) -> CollapsibleMarginSet {
        var set = self
        set.positive = max(positive, other.positive)
        set.negative = min(negative, other.negative)
        return set
    }

    /// The one margin the set collapses into.
    var resolved: CGFloat { positive + negative }
}

/// What a block box in its parent's block formatting context tells the parent about its
/// vertical margins: the children's margins that escape through its top and bottom edges
/// (they collapse with its own), and whether its own top and bottom margins meet through it
/// (an empty box of no height).
struct BlockMargins: Equatable {
    var top = CollapsibleMarginSet.zero
    var bottom = CollapsibleMarginSet.zero
    var collapsesThrough = false
}
