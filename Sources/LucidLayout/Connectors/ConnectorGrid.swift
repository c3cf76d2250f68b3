import Foundation

/// What connectors are drawn on: points (PNG, SVG, PDF), or the character cells of text
/// output, where a path runs through cell centres and an end sits in the first cell
/// outside its node's outline, so the same route reads as box-drawing characters with
/// its arrowhead against the border.
///
/// Frames are snapped to cells as the text renderer snaps them (`CellRect`: each edge
/// to the nearest cell boundary).
public enum ConnectorGrid: Hashable, Sendable {
    case points
    case cells(CGSize)

    /// The grid a render target measuring text with `measurer` draws on.
    public init(measuredBy measurer: any TextMeasurer) {
        if let cells = measurer as? CellTextMeasurer { self = .cells(cells.cellSize) } else { self = .points }
    }

    /// How far out of its node a path runs straight before it may turn.
    var clearance: CGFloat {
        switch self {
        case .points: 12
        case let .cells(size): min(size.width, size.height)
        }
    }

    /// How far a path runs out of `side` before it may turn: a clearance, or on cells one
    /// whole cell (to the next cell centre).
    func stub(leaving side: ConnectorSide) -> CGFloat {
        guard case let .cells(size) = self else { return clearance }
        return side.isHorizontal ? size.height : size.width
    }

    /// How far around a connector's own nodes its path may not run: to just short of its
    /// stubs (`horizontal`: above and below).
    func keepOut(horizontal: Bool) -> CGFloat {
        guard case let .cells(size) = self else { return clearance - 2 }
        return (horizontal ? size.height : size.width) * 1.25
    }

    /// How far around a shape a path may not pass (cells: only the outline's own cells).
    var inflation: CGFloat {
        switch self {
        case .points: 6
        case .cells: 0
        }
    }

    /// `rect` as it is drawn: on cells, each edge at its nearest cell boundary.
    func snapped(_ rect: CGRect) -> CGRect {
        guard case let .cells(size) = self else { return rect }
        let minX = (rect.minX / size.width).rounded() * size.width, maxX = (rect.maxX / size.width).rounded() * size.width
        let minY = (rect.minY / size.height).rounded() * size.height, maxY = (rect.maxY / size.height).rounded() * size.height
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// A run's line on one axis: on cells, the centre of the cell holding `value`.
    func line(_ value: CGFloat, horizontal: Bool) -> CGFloat {
        guard case let .cells(size) = self else { return value }
        let cell = horizontal ? size.height : size.width
        return ((value / cell).rounded(.down) + 0.5) * cell
    }

    /// Where an end meets `side` of `rect` (already snapped) at `position` along it: on
    /// the side itself, or, on cells, in the centre of the first cell outside the outline,
    /// the position kept off the outline's corners where the side is long enough.
    func attachment(on side: ConnectorSide, of rect: CGRect, at position: CGFloat) -> CGPoint {
        guard case let .cells(size) = self else { return side.point(of: rect, at: position) }
        let (low, high, cell) = side.isHorizontal ? (rect.minX, rect.maxX, size.width) : (rect.minY, rect.maxY, size.height)
        let first = (low / cell).rounded(), last = (high / cell).rounded() - 1
        let inner = last - first >= 2 ? (first + 1)...(last - 1) : first...max(first, last)
        let index = min(max((position / cell).rounded(.down), inner.lowerBound), inner.upperBound)
        let along = (index + 0.5) * cell
        let across = side.isHorizontal ? size.height : size.width
        return side.moving(side.point(of: rect, at: along), by: across / 2)
    }

    /// The frame and unit points a path is drawn with: its bounds on points; on cells, the
    /// cells it runs through, the points at those cells' centres, so the text renderer
    /// (which places unit points in the frame's snapped cells) draws exactly them.
    func drawing(of path: [CGPoint]) -> (frame: CGRect, units: [CGPoint]) {
        let xs = path.map(\.x), ys = path.map(\.y)
        let bounds = CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
        let units = path.map { point in
            CGPoint(x: bounds.width > 0 ? (point.x - bounds.minX) / bounds.width : 0,
                    y: bounds.height > 0 ? (point.y - bounds.minY) / bounds.height : 0)
        }
        guard case let .cells(size) = self else { return (bounds, units) }
        return (bounds.insetBy(dx: -size.width / 2, dy: -size.height / 2), units)
    }

    /// The space between a label and the run it is beside (cells: the label starts in
    /// the next cell).
    var labelGap: CGFloat {
        switch self {
        case .points: 4
        case .cells: 0
        }
    }

    /// How far a line's drawn cells reach beyond its centre line: half a cell on cells.
    func halfLine(horizontal: Bool) -> CGFloat {
        guard case let .cells(size) = self else { return 0 }
        return (horizontal ? size.height : size.width) / 2
    }
}
