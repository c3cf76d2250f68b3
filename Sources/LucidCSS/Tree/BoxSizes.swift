import Foundation

/// A node's own box properties resolved against its parent's content box: margins, padding,
/// border, scrollbar gutters, and the border-box sizes its styles ask for.
struct BoxSizes {
    var margin: ResolvedEdges
    var marginIsAuto: (left: Bool, right: Bool, top: Bool, bottom: Bool)
    var paddingBorder: ResolvedEdges
    var border: ResolvedEdges
    /// Padding, border and scrollbar gutters: from the border box to the content box.
    var contentInset: ResolvedEdges
    var scrollbarGutter: CGSize
    /// Padding and border for content-box sizing, zero for border-box.
    var boxSizingAdjustment: CGSize
    var size: OptSize
    var min: OptSize
    var max: OptSize

    init(style: CSSStyle, parent: OptSize) {
        let reference = parent.width
        margin = ResolvedEdges(style.margin, reference: reference)
        marginIsAuto = (style.margin.left.isAuto, style.margin.right.isAuto, style.margin.top.isAuto, style.margin.bottom.isAuto)
        border = ResolvedEdges(style.border, reference: reference)
        paddingBorder = ResolvedEdges(style.padding, reference: reference) + border
        contentInset = paddingBorder
        // A vertical scrollbar takes width at the inline end side… of the physical right in
        // ltr and the left in rtl (as browsers draw it); a horizontal one takes height at the bottom.
        let gutterX: CGFloat = style.overflowY == .scroll ? style.scrollbarWidth : 0
        let gutterY: CGFloat = style.overflowX == .scroll ? style.scrollbarWidth : 0
        scrollbarGutter = CGSize(width: gutterX, height: gutterY)
        if style.direction == .rtl { contentInset.left += gutterX } else { contentInset.right += gutterX }
        contentInset.bottom += gutterY
        boxSizingAdjustment = style.boxSizing == .contentBox
            ? CGSize(width: paddingBorder.horizontal, height: paddingBorder.vertical) : .zero
        let adjustment = boxSizingAdjustment
        func resolve(_ w: CSSLength, _ h: CSSLength) -> OptSize {
            OptSize(
                width: w.resolve(against: parent.width).plus(adjustment.width),
                height: h.resolve(against: parent.height).plus(adjustment.height)
            ).applyingAspectRatio(style.aspectRatio, adjustment: adjustment)
        }
        let preferred = OptSize(
            width: style.width.resolve(against: parent.width).plus(adjustment.width),
            height: style.height.resolve(against: parent.height).plus(adjustment.height))
        // Min/max transfer through the ratio only into an axis whose preferred size is auto.
        func transferred(_ w: CSSLength, _ h: CSSLength) -> OptSize {
            var r = resolve(w, h)
            if preferred.width != nil { r.width = w.resolve(against: parent.width).plus(adjustment.width) }
            if preferred.height != nil { r.height = h.resolve(against: parent.height).plus(adjustment.height) }
            return r
        }
        min = transferred(style.minWidth, style.minHeight)
        max = transferred(style.maxWidth, style.maxHeight)
        // A transferred min applies before the axis's own max (Chromium clamps by the
        // transferred limits first, then by the box's own), so the own max wins over it.
        if style.aspectRatio != nil {
            let ownMin = OptSize(width: style.minWidth.resolve(against: parent.width), height: style.minHeight.resolve(against: parent.height))
            let ownMax = OptSize(
                width: style.maxWidth.resolve(against: parent.width).plus(adjustment.width),
                height: style.maxHeight.resolve(against: parent.height).plus(adjustment.height))
            if ownMin.width == nil, let m = min.width, let most = ownMax.width, m > most { min.width = most }
            if ownMin.height == nil, let m = min.height, let most = ownMax.height, m > most { min.height = most }
            // With border-box sizing the ratio applies to the border box, whose height is at
            // least its padding and border: that minimum height transfers to a minimum width
            // (below the max width), as a min-height does. Chromium: `aspect-ratio: 0.5;
            // padding-bottom: 7px` is 3.5×7. (An own min-width replaces it, as it replaces a
            // transferred min-height: Chromium shrinks `aspect-ratio: 2; padding-top: 20px;
            // min-width: 1px` to 1×20 in a container 1 wide.)
            if style.boxSizing == .borderBox, preferred.width == nil, ownMin.width == nil, let ratio = style.aspectRatio, ratio > 0 {
                let minHeight = Swift.max(ownMin.height ?? 0, paddingBorder.vertical)
                let transferred = Swift.max(paddingBorder.horizontal, minHeight * ratio)
                let floor = Swift.min(transferred, max.width ?? .infinity)
                if floor > (min.width ?? 0) { min.width = floor }
            }
        }
        // The transfer starts from the ratio-determining size clamped by its own min/max.
        size = preferred.clamped(min: min, max: max).applyingAspectRatio(style.aspectRatio, adjustment: adjustment)
        size.width = preferred.width ?? size.width
        size.height = preferred.height ?? size.height
    }
}
