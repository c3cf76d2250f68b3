import Foundation

extension CSSStyle {
    /// This container's style as an item styled by `item`: the properties that place a box
    /// in its parent (position and insets, grow, shrink, basis, self-alignment, grid lines,
    /// margins, sizes and their limits, aspect-ratio, overflow, `display: none`) come from
    /// `item`, those that lay out its own children (direction, wrapping, alignment, gaps,
    /// padding, border, box sizing) stay this style's.
    ///
    /// Files and `FlexLayout` give a nested container these two halves apart (its kind's
    /// keys, and its `flex` item style); a CSS region joins them into the one box.
    public func asItem(_ item: CSSStyle) -> CSSStyle {
        var box = self
        if item.display == .none { box.display = .none }
        box.position = item.position
        box.inset = item.inset
        box.float = item.float
        box.clear = item.clear
        box.flexGrow = item.flexGrow
        box.flexShrink = item.flexShrink
        box.flexBasis = item.flexBasis
        box.alignSelf = item.alignSelf
        box.justifySelf = item.justifySelf
        box.gridLines = item.gridLines
        box.margin = item.margin
        box.width = item.width
        box.height = item.height
        box.minWidth = item.minWidth
        box.minHeight = item.minHeight
        box.maxWidth = item.maxWidth
        box.maxHeight = item.maxHeight
        box.aspectRatio = item.aspectRatio
        box.overflowX = item.overflowX
        box.overflowY = item.overflowY
        box.scrollbarWidth = item.scrollbarWidth
        return box
    }
}

extension CSSStyle {
    /// The padding and border along one axis (`horizontal`: left and right) given in
    /// points, and whether that is all of it (`false` when one of them is a percentage,
    /// which only layout resolves).
    public func paddingAndBorderPoints(horizontal: Bool) -> (points: CGFloat, isExact: Bool) {
        let lengths = horizontal
            ? [padding.left, padding.right, border.left, border.right]
            : [padding.top, padding.bottom, border.top, border.bottom]
        var total: CGFloat = 0
        var isExact = true
        for length in lengths {
            if case let .points(value) = length { total += value } else { isExact = false }
        }
        return (total, isExact)
    }
}
