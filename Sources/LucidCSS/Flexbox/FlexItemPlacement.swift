import Foundation

/// Placing the items (CSS Flexbox §9.4-9.5 done): flex-relative positions turned into
/// physical ones, and the item that gives the container its first baseline (§8.5).
extension CSSLayoutEngine {
    func crossStartIsPhysicalStart(_ ctx: FlexContext) -> Bool {
        ctx.crossStart == .top || ctx.crossStart == .left
    }

    /// Whether the lines' cross-start edge is the writing mode's start edge in that axis (a
    /// row's block start, the top; a column's inline start, the left in ltr and the right in
    /// rtl): not under `wrap-reverse`.
    func crossStartIsWritingStart(_ ctx: FlexContext) -> Bool {
        ctx.crossStart == (ctx.isRow ? .top : (ctx.isRTL ? .right : .left))
    }

    /// Converts a flex-relative position (from the border box's main-start and cross-start
    /// edges to the child's) into a physical origin.
    func physicalOrigin(main: CGFloat, cross: CGFloat, size: CGSize, container: CGSize, ctx: FlexContext) -> CGPoint {
        if ctx.isRow {
            let x = ctx.mainStart == .left ? main : container.width - main - size.width
            let y = ctx.crossStart == .top ? cross : container.height - cross - size.height
            return CGPoint(x: x, y: y)
        } else {
            let y = ctx.mainStart == .top ? main : container.height - main - size.height
            let x = ctx.crossStart == .left ? cross : container.width - cross - size.width
            return CGPoint(x: x, y: y)
        }
    }

    /// The item whose baseline is the container's first baseline (CSS Flexbox §8.5): in the
    /// physically first line, the first item aligned by baseline, else the first item, which
    /// in a reversed direction is the last one (Chromium: a `row-reverse` container of items 20
    /// and 10 tall has the baseline 10, in either direction, and a `column-reverse` one the
    /// baseline of its physically first item, the last).
    func baselineCandidate(_ items: [FlexItem], lines: [FlexLine], ctx: FlexContext) -> Int? {
        guard !lines.isEmpty else { return nil }
        let line = ctx.isWrapReverse ? lines[lines.count - 1] : lines[0]
        if ctx.isRow, let i = line.range.first(where: { items[$0].participatesInBaseline }) { return i }
        let isReverse = ctx.isRow ? ctx.mainStart != (ctx.isRTL ? .right : .left) : ctx.mainStart == .bottom
        return isReverse ? line.range.last : line.range.first
    }
}
