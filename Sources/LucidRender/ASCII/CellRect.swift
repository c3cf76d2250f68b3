import Foundation

/// A rectangle of character cells, in whole columns and rows (inclusive bounds).
///
/// Made from a frame in points by snapping each edge to the nearest cell boundary,
/// so two frames that touch stay side by side and frames that do not overlap never
/// share a cell.
struct CellRect: Equatable, Sendable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    var columns: Int { max(0, right - left + 1) }
    var rows: Int { max(0, bottom - top + 1) }
    var isEmpty: Bool { columns == 0 || rows == 0 }

    /// The cells strictly inside the outline (empty for rects under three cells across).
    var interior: CellRect { CellRect(left: left + 1, top: top + 1, right: right - 1, bottom: bottom - 1) }

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// Snaps `frame` to cells of `cellSize`; nil when the frame is not finite.
    ///
    /// Coordinates are clamped far outside any real grid before becoming `Int`, so a
    /// huge frame cannot trap, yet alignment inside a partly visible frame is kept.
    init?(snapping frame: CGRect, cellSize: CGSize) {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite) else { return nil }
        let frame = frame.standardized
        func cell(_ value: CGFloat, _ size: CGFloat) -> Int {
            let limit: CGFloat = 1_000_000_000
            return Int(min(max((value / size).rounded(), -limit), limit))
        }
        self.init(
            left: cell(frame.minX, cellSize.width),
            top: cell(frame.minY, cellSize.height),
            right: cell(frame.maxX, cellSize.width) - 1,
            bottom: cell(frame.maxY, cellSize.height) - 1)
    }

    /// The part of `self` that lies inside `other` (possibly empty).
    func clamped(to other: CellRect) -> CellRect {
        CellRect(
            left: max(left, other.left), top: max(top, other.top),
            right: min(right, other.right), bottom: min(bottom, other.bottom))
    }
}
