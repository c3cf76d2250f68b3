import Foundation

/// Absolutely positioned children of a grid container (CSS Grid §9.1).
///
/// Such a child's containing block is the grid area its placement lines name: a line that is
/// `auto`, a span without a line on the other side, or a line outside the implicit grid
/// stands for the padding box's edge. Its insets and percentages then resolve against that
/// area, and without insets in an axis it sits at the area's start, moved by `justify-self`
/// or `align-self` (Chromium: an `end` box 20 wide in a 120-wide padding box is at 100).
/// Lines between tracks are the tracks' edges, so a gap before a start line is outside the
/// area.
extension CSSLayoutEngine {
    /// A grid container's geometry after its tracks are sized, as its absolutely positioned
    /// children need it.
    struct GridAbsoluteGeometry {
        var size: CGSize
        var inset: ResolvedEdges
        var padding: ResolvedEdges
        var isRTL: Bool
        var columnStarts: [CGFloat], columnSizes: [CGFloat]
        var rowStarts: [CGFloat], rowSizes: [CGFloat]
        /// Where the one line of an axis without tracks is, from the content box's start:
        /// where the content alignment puts it (Chromium puts it halfway down an
        /// `align-content: center` grid of no rows, at the bottom of an `end` one).
        var emptyColumnLine: CGFloat = 0, emptyRowLine: CGFloat = 0
        /// The space between two tracks of an axis: the gap and what content distribution adds.
        var columnGutter: CGFloat = 0, rowGutter: CGFloat = 0
        /// The explicit grid's track counts, the implicit tracks before it, and the implicit
        /// grid's track counts (collapsed auto-fit tracks included).
        var explicitColumns: Int, explicitRows: Int
        var columnsBefore: Int, rowsBefore: Int
        var columnCount: Int, rowCount: Int
        /// The collapsed auto-fit tracks (indices in the implicit grid).
        var collapsedColumns: Set<Int>, collapsedRows: Set<Int>
        /// The names of the lines.
        var names: GridLineNames
    }

    mutating func layoutGridAbsoluteChildren(_ node: Int, _ g: GridAbsoluteGeometry) {
        let style = styles[node]
        let scrolls = style.overflowX.isScrollContainer || style.overflowY.isScrollContainer
        for child in children[node] where styles[child].position == .absolute && styles[child].display != .none {
            let cs = styles[child]
            let columns = Self.absoluteGridLines(
                start: cs.gridColumnStart, end: cs.gridColumnEnd, explicitTracks: g.explicitColumns, before: g.columnsBefore,
                count: g.columnCount, names: g.names.columns)
            let rows = Self.absoluteGridLines(
                start: cs.gridRowStart, end: cs.gridRowEnd, explicitTracks: g.explicitRows, before: g.rowsBefore,
                count: g.rowCount, names: g.names.rows)
            // The area from the content box's inline (top) edge; the padding box's edges where a
            // line is missing.
            let paddingStart = g.isRTL ? g.padding.right : g.padding.left
            let paddingEnd = g.isRTL ? g.padding.left : g.padding.right
            let innerWidth = max(0, g.size.width - g.inset.horizontal)
            let innerHeight = max(0, g.size.height - g.inset.vertical)
            let inlineStart = columns.start.map { Self.linePosition($0, isStart: true, g.columnStarts, g.columnSizes, g.collapsedColumns, empty: g.emptyColumnLine, gutter: g.columnGutter) } ?? -paddingStart
            let inlineEnd = columns.end.map { Self.linePosition($0, isStart: false, g.columnStarts, g.columnSizes, g.collapsedColumns, empty: g.emptyColumnLine) } ?? innerWidth + paddingEnd
            let top = rows.start.map { Self.linePosition($0, isStart: true, g.rowStarts, g.rowSizes, g.collapsedRows, empty: g.emptyRowLine, gutter: g.rowGutter) } ?? -g.padding.top
            let bottom = rows.end.map { Self.linePosition($0, isStart: false, g.rowStarts, g.rowSizes, g.collapsedRows, empty: g.emptyRowLine) } ?? innerHeight + g.padding.bottom
            let areaWidth = max(0, inlineEnd - inlineStart)
            let areaHeight = max(0, bottom - top)
            let x = g.isRTL ? g.size.width - g.inset.right - inlineStart - areaWidth : g.inset.left + inlineStart
            let y = g.inset.top + top
            let area = CGSize(width: areaWidth, height: areaHeight)

            // The child placed as if the area were its container's padding box, its content box
            // too, aligned there by `justify-self` (as justify-content would align a sole item)
            // and `align-self`.
            let ctx = FlexContext(
                isRow: true, isWrap: false, isWrapReverse: false, isRTL: g.isRTL,
                mainStart: g.isRTL ? .right : .left, crossStart: .top, sizes: Self.noBox, contentInset: ResolvedEdges(),
                outer: OptSize(width: areaWidth, height: areaHeight), inner: OptSize(width: areaWidth, height: areaHeight),
                mainGap: 0, crossGap: 0, justify: Self.staticJustify(cs.justifySelf ?? style.justifyItems, flipped: cs.direction != style.direction),
                alignContent: nil,
                alignItems: style.alignItems, minSize: OptSize(), maxSize: OptSize(),
                percentBase: OptSize(width: areaWidth, height: areaHeight), mainIsDefinite: true)
            ctx.staticJustifyIsSafe = (cs.justifySelf ?? style.justifyItems)?.isSafe ?? false
            // (Aligned past its insets, it is kept inside the grid's padding box, not the area:
            // Chromium centres a 70-wide child with `left: 0; right: 10%` in a 75-wide area 20
            // from the grid's start at 18.75.)
            let room = AbsoluteContainingBlock.LogicalRoom(
                inlineStart: inlineStart + paddingStart, inlineEnd: innerWidth + paddingEnd - inlineEnd,
                top: top + g.padding.top, bottom: innerHeight + g.padding.bottom - bottom)
            let box = AbsoluteContainingBlock(
                origin: CGPoint(x: x, y: y), size: area, padding: ResolvedEdges(),
                staticOrigin: CGPoint(x: x, y: y), staticContainer: area, scrolls: scrolls, overflowRoom: room)
            layoutAbsoluteChild(child, ctx: ctx, box: box)
        }
    }

    /// The box of no padding, border or margin a grid area stands in for.
    static let noBox = BoxSizes(style: CSSStyle(), parent: OptSize())

    /// `justify-self` as the content alignment of a sole flex item: where in the area an
    /// absolutely positioned child without inline insets sits (`self-start` and `self-end`
    /// by the child's own direction, `flipped` when it differs from the grid's).
    static func staticJustify(_ alignment: CSSAlignment?, flipped: Bool) -> CSSAlignment? {
        switch alignment?.keyword {
        case .end?, .flexEnd?: return .flexEnd
        case .selfEnd?: return flipped ? nil : .flexEnd
        case .selfStart?: return flipped ? .flexEnd : nil
        case .center?: return .center
        default: return nil
        }
    }

    /// An absolutely positioned child's lines in the implicit grid (0 at its start edge), nil
    /// where it has none: `auto`, a span with no line on the other side, a line outside the
    /// implicit grid.
    static func absoluteGridLines(
        start: CSSGridLine, end: CSSGridLine, explicitTracks: Int, before: Int, count: Int, names: GridLineNameIndex = GridLineNameIndex()
    ) -> (start: Int?, end: Int?) {
        var first = GridPlacement.definiteLine(start, isStart: true, names: names, explicitTracks: explicitTracks)
        var last = GridPlacement.definiteLine(end, isStart: false, names: names, explicitTracks: explicitTracks)
        if let a = first, let b = last {
            (first, last) = a == b ? (a, a + 1) : (min(a, b), max(a, b))
        } else if let a = first {
            switch end {
            case .span(let n): last = a + max(1, n)
            case .namedSpan(let name, let n): last = names.span(name, max(1, n), from: a, forward: true, explicitTracks: explicitTracks)
            default: break
            }
        } else if let b = last {
            switch start {
            case .span(let n): first = b - max(1, n)
            case .namedSpan(let name, let n): first = names.span(name, max(1, n), from: b, forward: false, explicitTracks: explicitTracks)
            default: break
            }
        }
        first = first.map { $0 + before }
        last = last.map { $0 + before }
        if let v = first, v < 0 || v > count { first = nil }
        if let v = last, v < 0 || v > count { last = nil }
        return (first, last)
    }

    /// Where grid line `line` (of the implicit grid, collapsed tracks included) is, from the
    /// content box's start edge: as an area's start, the start of the track after it; as an
    /// area's end, the end of the track before it (gaps between are outside the area).
    /// A start line among collapsed auto-fit tracks after the last sized one is where a track
    /// after it would start, a `gutter` past its end (Chromium: in a 345-wide
    /// `repeat(auto-fit, 33px)` grid with `justify-content: space-evenly` and one item, the
    /// box placed from line 2 is at 345, the item's track at 156). The grid's last line stays
    /// at the end of the last sized track (Chromium puts a box placed from line -1 of that grid
    /// at 189, and in a 530-wide `repeat(auto-fit, 100px)` grid with a 10px gap and one item,
    /// at 100, where one placed from line 3 is at 110).
    static func linePosition(
        _ line: Int, isStart: Bool, _ starts: [CGFloat], _ sizes: [CGFloat], _ collapsed: Set<Int>, empty: CGFloat = 0, gutter: CGFloat = 0
    ) -> CGFloat {
        // (The sized tracks leave the collapsed ones out.)
        let index = collapsed.isEmpty ? line : line - collapsed.filter { $0 < line }.count
        let n = starts.count
        guard n > 0 else { return empty }
        if isStart {
            if index < n { return starts[index] }
            let afterCollapsed = line < n + collapsed.count && (collapsed.contains(line) || collapsed.contains(line - 1))
            return starts[n - 1] + sizes[n - 1] + (afterCollapsed ? gutter : 0)
        }
        return index > 0 ? starts[min(index, n) - 1] + sizes[min(index, n) - 1] : starts[0]
    }
}
