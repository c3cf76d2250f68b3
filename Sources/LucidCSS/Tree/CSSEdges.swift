import Foundation

/// A value for each physical side of a box (CSS `left`, `right`, `top`, `bottom`), used for
/// margins, padding, borders and insets.
public struct CSSEdges<Value: Hashable & Sendable>: Hashable, Sendable {
    public var left: Value
    public var right: Value
    public var top: Value
    public var bottom: Value

    @inlinable
    public init(left: Value, right: Value, top: Value, bottom: Value) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// The same value on every side.
    @inlinable
    public init(all value: Value) {
        self.init(left: value, right: value, top: value, bottom: value)
    }
}

extension CSSEdges where Value == CSSLength {
    /// Every side zero: the default padding, border and margin.
    public static let zero = CSSEdges(all: .zero)
    /// Every side `auto`: the default inset.
    public static let auto = CSSEdges(all: .auto)
}

/// Resolved lengths on the four physical sides, in points.
struct ResolvedEdges {
    var left: CGFloat = 0
    var right: CGFloat = 0
    var top: CGFloat = 0
    var bottom: CGFloat = 0

    var horizontal: CGFloat { left + right }
    var vertical: CGFloat { top + bottom }

    /// Resolves `edges` against `reference` (CSS resolves percentages of all four sides against
    /// the containing block's width); `auto` and unresolvable percentages become zero.
    init(_ edges: CSSEdges<CSSLength>, reference: CGFloat?) {
        left = edges.left.resolve(against: reference) ?? 0
        right = edges.right.resolve(against: reference) ?? 0
        top = edges.top.resolve(against: reference) ?? 0
        bottom = edges.bottom.resolve(against: reference) ?? 0
    }

    init() {}

    static func + (a: ResolvedEdges, b: ResolvedEdges) -> ResolvedEdges {
        var r = ResolvedEdges()
        r.left = a.left + b.left
        r.right = a.right + b.right
        r.top = a.top + b.top
        r.bottom = a.bottom + b.bottom
        return r
    }

    static func - (a: ResolvedEdges, b: ResolvedEdges) -> ResolvedEdges {
        var r = ResolvedEdges()
        r.left = a.left - b.left
        r.right = a.right - b.right
        r.top = a.top - b.top
        r.bottom = a.bottom - b.bottom
        return r
    }

    func sum(horizontal isHorizontal: Bool) -> CGFloat { isHorizontal ? horizontal : vertical }
}
