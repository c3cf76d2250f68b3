import LucidLayout

/// Drawing lines and arrows on a `CellCanvas`.
extension CellCanvas {
    /// Draws `path` on top of what is there, with arrowheads at the ends `arrowheads` names.
    ///
    /// A segment that is horizontal or vertical in cells is drawn with box-drawing lines,
    /// which merge with box outlines and other lines into junctions (a line leaving a
    /// box's side makes ├). Any other segment is a diagonal: its cells (chosen by
    /// `CellLineRaster`) show ╲ or ╱ by its slant, over whatever was there. An
    /// arrowhead replaces its end cell, pointing along the end's dominant direction.
    /// A line that stays within one cell is a single `─` or `│`. Lines do not hide
    /// anything but the cells they cross.
    mutating func strokePath(_ path: CellPath, arrowheads: Arrowheads) {
        let cells = path.cells
        for (from, to) in zip(cells, cells.dropFirst()) where from != to {
            if from.row == to.row || from.column == to.column {
                strokeStraight(from: from, to: to)
            } else {
                let slant: CellDiagonal = (to.column - from.column > 0) == (to.row - from.row > 0) ? .falling : .rising
                for cell in CellLineRaster(from: from, to: to).cells(clippedTo: bounds) {
                    writeStroke(.diagonal(slant), column: cell.column, row: cell.row)
                }
            }
        }
        if let first = cells.first, cells.allSatisfy({ $0 == first }), let direction = path.endDirection {
            addEdges(direction.line, column: first.column, row: first.row)
        }
        if arrowheads.atStart, let first = cells.first, let direction = path.startDirection {
            writeStroke(.arrowhead(direction), column: first.column, row: first.row)
        }
        if arrowheads.atEnd, let last = cells.last, let direction = path.endDirection {
            writeStroke(.arrowhead(direction), column: last.column, row: last.row)
        }
    }

    /// A horizontal or vertical run of line cells from `from` to `to` (both included):
    /// each end cell leaves only towards the other, so it can join what it touches.
    private mutating func strokeStraight(from: CellPoint, to: CellPoint) {
        let horizontal = from.row == to.row
        let (low, high) = horizontal
            ? (min(from.column, to.column), max(from.column, to.column))
            : (min(from.row, to.row), max(from.row, to.row))
        let (first, last) = horizontal
            ? (max(low, bounds.left), min(high, bounds.right))
            : (max(low, bounds.top), min(high, bounds.bottom))
        guard first <= last else { return }
        for index in first...last {
            var edges: BoxEdges = []
            if index > low { edges.insert(horizontal ? .left : .up) }
            if index < high { edges.insert(horizontal ? .right : .down) }
            if horizontal {
                addEdges(edges, column: index, row: from.row)
            } else {
                addEdges(edges, column: from.column, row: index)
            }
        }
    }
}
