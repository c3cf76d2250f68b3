import Foundation
import LucidLayout

/// A polyline placed on the cell grid: the cell of each of its points, and the way
/// each end points (for arrowheads).
///
/// A point in unit coordinates of the frame lands in the frame's snapped cell rect:
/// (0, 0) in its top-left cell, (1, 1) in its bottom-right one, so a line along a
/// frame's edge runs over the same cells as a box outline in that frame and merges
/// with it. A frame thinner than a cell (a horizontal line's frame may be 0 high)
/// still gets the one row or column that holds its middle.
struct CellPath: Equatable, Sendable {
    /// The cell of each point, first to last.
    var cells: [CellPoint]
    /// The direction the start points away from the line; nil when the line has no length.
    var startDirection: CellDirection?
    /// The direction the end points away from the line; nil when the line has no length.
    var endDirection: CellDirection?

    /// The path of `unitPoints` in `frame`; nil when there are fewer than two points or
    /// anything is not finite.
    init?(unitPoints: [CGPoint], in frame: CGRect, cellSize: CGSize) {
        guard unitPoints.count >= 2, unitPoints.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              var rect = CellRect(snapping: frame, cellSize: cellSize)
        else { return nil }
        let frame = frame.standardized
        if rect.columns == 0 { rect.left = Self.cell(frame.midX / cellSize.width); rect.right = rect.left }
        if rect.rows == 0 { rect.top = Self.cell(frame.midY / cellSize.height); rect.bottom = rect.top }
        // Continuous cell coordinates first, so directions can be read before rounding.
        let spots = unitPoints.map { unit in
            (x: Double(rect.left) + Double(unit.x) * Double(rect.columns - 1),
             y: Double(rect.top) + Double(unit.y) * Double(rect.rows - 1))
        }
        cells = spots.map { CellPoint(column: Self.nearest($0.x), row: Self.nearest($0.y)) }
        // Placed points in cell units: the fallback direction for a line within one cell.
        let placed = unitPoints.map { frame.point(atUnit: $0) }.map {
            (x: Double($0.x / cellSize.width), y: Double($0.y / cellSize.height))
        }
        endDirection = Self.direction(cells: cells, placed: placed)
        startDirection = Self.direction(cells: cells.reversed(), placed: placed.reversed())
    }

    /// Which way the last point points: the dominant direction of the last step between
    /// different cells, else (the whole line in one cell) of the last step in points.
    private static func direction(cells: [CellPoint], placed: [(x: Double, y: Double)]) -> CellDirection? {
        let end = cells[cells.count - 1]
        if let from = cells.last(where: { $0 != end }) {
            return CellDirection(dx: Double(end.column - from.column), dy: Double(end.row - from.row))
        }
        let tip = placed[placed.count - 1]
        guard let from = placed.last(where: { $0.x != tip.x || $0.y != tip.y }) else { return nil }
        return CellDirection(dx: tip.x - from.x, dy: tip.y - from.y)
    }

    /// The nearest cell index, kept far outside any real grid so it cannot trap.
    private static func nearest(_ value: Double) -> Int {
        Int(min(max(value.rounded(.toNearestOrAwayFromZero), -1_000_000_000), 1_000_000_000))
    }

    /// The index of the cell holding `value` (in cells).
    private static func cell(_ value: CGFloat) -> Int {
        Int(min(max(Double(value).rounded(.down), -1_000_000_000), 1_000_000_000))
    }
}
