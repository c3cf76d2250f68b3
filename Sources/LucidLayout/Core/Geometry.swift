import Foundation

/// Axis-indexed access to sizes and points, so stack code is written once for both axes.
extension CGSize {
    @inlinable
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable
    public init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    @inlinable
    public init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension CGRect {
    /// The rect of `size` placed inside `self` at `alignment`.
    @inlinable
    public func aligning(_ size: CGSize, _ alignment: Alignment) -> CGRect {
        let x = minX + alignment.horizontal.fraction * (width - size.width)
        let y = minY + alignment.vertical.fraction * (height - size.height)
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    /// The rect inset by `insets` (never with a negative size).
    @inlinable
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }
}

extension CGRect {
    /// The point at unit coordinates `unit` of `self`: (0, 0) is the top-left corner
    /// (`minX`, `minY`), (1, 1) the bottom-right; values outside 0…1 lie outside.
    /// Polylines are given in these coordinates so they stretch with their frame.
    @inlinable
    public func point(atUnit unit: CGPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
