/// One of the four directions on the cell grid; an arrowhead points this way.
enum CellDirection: Hashable, Sendable {
    case up, down, left, right

    /// The dominant direction of a step of `dx` columns and `dy` rows (rows grow
    /// downwards); horizontal wins a tie. Nil for no step at all.
    init?(dx: Double, dy: Double) {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        if abs(dx) >= abs(dy) {
            self = dx > 0 ? .right : .left
        } else {
            self = dy > 0 ? .down : .up
        }
    }

    /// The box-drawing line along this direction (`─` or `│`).
    var line: BoxEdges {
        switch self {
        case .left, .right: .horizontal
        case .up, .down: .vertical
        }
    }
}

/// Which way a diagonal line of cells slants.
enum CellDiagonal: Hashable, Sendable {
    /// Down to the right, ╲.
    case falling
    /// Up to the right, ╱.
    case rising
}
