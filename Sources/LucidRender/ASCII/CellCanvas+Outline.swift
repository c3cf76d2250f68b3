/// Drawing box outlines on a `CellCanvas`.
extension CellCanvas {
    /// Draws the outline of `rect` on top of what is there; with `roundedCorners` (an
    /// ellipse's outline) its corners are drawn ╭ ╮ ╰ ╯.
    ///
    /// The box hides earlier lines (and, filled, text) strictly inside its outline, but not
    /// the shades of earlier fills: those only a fill of its own replaces (see
    /// `shade(_:with:)`). Earlier lines that ran into that interior stop at the outline
    /// (so a box drawn over a line makes a T-junction, not a cross). Lines on the
    /// outline itself merge into junctions. A box one cell across is a straight line; one cell in all is
    /// `BoxCharset.singleCell`.
    ///
    /// Text stays readable: the outline is not drawn over a character of text, and an
    /// unfilled box (`hidesText` false), which Cairo draws see-through, leaves the text
    /// inside it too.
    mutating func strokeOutline(_ rect: CellRect, roundedCorners: Bool = false, hidesText: Bool = true) {
        guard !rect.isEmpty else { return }
        if rect.columns == 1 && rect.rows == 1 {
            writeStroke(.singleBox, column: rect.left, row: rect.top)
            return
        }
        clear(rect.interior, text: hidesText)
        let visible = rect.clamped(to: bounds)
        guard !visible.isEmpty else { return }
        for row in [rect.top, rect.bottom] where row >= visible.top && row <= visible.bottom {
            for column in visible.left...visible.right {
                strokeBorderCell(of: rect, roundedCorners: roundedCorners, column: column, row: row)
            }
        }
        for column in Set([rect.left, rect.right]).sorted() where column >= visible.left && column <= visible.right {
            let top = max(rect.top + 1, visible.top)
            let bottom = min(rect.bottom - 1, visible.bottom)
            guard top <= bottom else { continue }
            for row in top...bottom {
                strokeBorderCell(of: rect, roundedCorners: roundedCorners, column: column, row: row)
            }
        }
    }

    /// Adds the outline's lines at one cell of its border, dropping earlier lines
    /// that pointed into the (now covered) interior and any earlier rounded mark, so
    /// the corner drawn last decides whether a corner is rounded.
    private mutating func strokeBorderCell(of rect: CellRect, roundedCorners: Bool, column: Int, row: Int) {
        var edges: BoxEdges = []
        var inward: BoxEdges = [.rounded]
        if row == rect.top || row == rect.bottom {
            if column > rect.left { edges.insert(.left) }
            if column < rect.right { edges.insert(.right) }
        }
        if column == rect.left || column == rect.right {
            if row > rect.top { edges.insert(.up) }
            if row < rect.bottom { edges.insert(.down) }
        }
        let isCorner = (row == rect.top || row == rect.bottom) && (column == rect.left || column == rect.right)
        if isCorner && roundedCorners { edges.insert(.rounded) }
        if !isCorner && rect.columns > 1 && rect.rows > 1 {
            if row == rect.top { inward.insert(.down) }
            if row == rect.bottom { inward.insert(.up) }
            if column == rect.left { inward.insert(.right) }
            if column == rect.right { inward.insert(.left) }
        }
        addEdges(edges, removing: inward, column: column, row: row)
    }
}
