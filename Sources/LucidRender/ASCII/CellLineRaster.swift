/// The cells a straight line between two cells passes through: one cell per step
/// along the longer axis, the other coordinate rounded to the nearest cell — the
/// cells Bresenham's algorithm picks.
///
/// Each cell is computed from its step alone, so only the steps inside a clip rect
/// are visited: a line running far off the page costs no more than its visible part.
struct CellLineRaster: Sendable {
    var from: CellPoint
    var to: CellPoint

    /// The line's cells inside `bounds`, in order from `from` to `to` (both included).
    func cells(clippedTo bounds: CellRect) -> [CellPoint] {
        let dx = to.column - from.column, dy = to.row - from.row
        guard !bounds.isEmpty else { return [] }
        if dx == 0 && dy == 0 {
            return contains(bounds, from) ? [from] : []
        }
        let alongColumns = abs(dx) >= abs(dy)
        let (start, delta, minor) = alongColumns ? (from.column, dx, from.row) : (from.row, dy, from.column)
        let minorDelta = alongColumns ? dy : dx
        let (low, high) = alongColumns ? (bounds.left, bounds.right) : (bounds.top, bounds.bottom)
        let step = delta > 0 ? 1 : -1
        // The steps whose major coordinate lies inside the bounds.
        let first = delta > 0 ? max(0, low - start) : max(0, start - high)
        let last = delta > 0 ? min(abs(delta), high - start) : min(abs(delta), start - low)
        guard first <= last else { return [] }
        var result: [CellPoint] = []
        result.reserveCapacity(last - first + 1)
        for index in first...last {
            let major = start + step * index
            let offset = (Double(index) * Double(minorDelta) / Double(abs(delta))).rounded(.toNearestOrAwayFromZero)
            let cell = alongColumns
                ? CellPoint(column: major, row: minor + Int(offset))
                : CellPoint(column: minor + Int(offset), row: major)
            if contains(bounds, cell) { result.append(cell) }
        }
        return result
    }

    private func contains(_ rect: CellRect, _ cell: CellPoint) -> Bool {
        cell.column >= rect.left && cell.column <= rect.right && cell.row >= rect.top && cell.row <= rect.bottom
    }
}
