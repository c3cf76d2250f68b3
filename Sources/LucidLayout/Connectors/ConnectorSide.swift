import Foundation

/// A side of a node's frame where a connector meets it.
///
/// The raw values are the words description files use after a name (`api.bottom`).
public enum ConnectorSide: String, CaseIterable, Hashable, Sendable {
    case top, bottom, left, right

    /// Whether the side is horizontal (top or bottom), so a connector leaves it vertically.
    public var isHorizontal: Bool { self == .top || self == .bottom }

    /// The unit step pointing away from the frame through this side, as a point (x, y).
    public var outward: CGPoint {
        switch self {
        case .top: CGPoint(x: 0, y: -1)
        case .bottom: CGPoint(x: 0, y: 1)
        case .left: CGPoint(x: -1, y: 0)
        case .right: CGPoint(x: 1, y: 0)
        }
    }

    /// The side facing this one (a connector leaving a bottom side arrives at a top side).
    public var opposite: ConnectorSide {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
    }

    /// `point` moved `distance` out through this side.
    public func moving(_ point: CGPoint, by distance: CGFloat) -> CGPoint {
        CGPoint(x: point.x + outward.x * distance, y: point.y + outward.y * distance)
    }

    /// The middle of this side of `rect`.
    public func midpoint(of rect: CGRect) -> CGPoint {
        point(of: rect, at: isHorizontal ? rect.midX : rect.midY)
    }

    /// The point of this side of `rect` at `position` along it (an x for top and
    /// bottom, a y for left and right), kept within the side.
    public func point(of rect: CGRect, at position: CGFloat) -> CGPoint {
        switch self {
        case .top: CGPoint(x: min(max(position, rect.minX), rect.maxX), y: rect.minY)
        case .bottom: CGPoint(x: min(max(position, rect.minX), rect.maxX), y: rect.maxY)
        case .left: CGPoint(x: rect.minX, y: min(max(position, rect.minY), rect.maxY))
        case .right: CGPoint(x: rect.maxX, y: min(max(position, rect.minY), rect.maxY))
        }
    }

    /// The sides two frames are joined by when the connector does not say: across their
    /// gap when they overlap on the other axis (side by side, or one above the other);
    /// otherwise top to bottom, as diagrams mostly flow, unless the frames are more than
    /// three times as far apart across as down.
    public static func facing(from: CGRect, to: CGRect) -> (from: ConnectorSide, to: ConnectorSide) {
        let horizontalGap = max(to.minX - from.maxX, from.minX - to.maxX)
        let verticalGap = max(to.minY - from.maxY, from.minY - to.maxY)
        let vertical = verticalGap > 0 ? horizontalGap <= 3 * verticalGap : verticalGap >= horizontalGap
        if vertical {
            return to.midY >= from.midY ? (.bottom, .top) : (.top, .bottom)
        }
        return to.midX >= from.midX ? (.right, .left) : (.left, .right)
    }
}
