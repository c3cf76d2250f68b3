import Foundation

/// The size a parent offers a child: per axis a length, or `nil` for "your ideal size".
///
/// Zero asks for the child's minimum and `.infinity` for its maximum, as in SwiftUI.
public struct ProposedSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions unspecified: "what is your ideal size?"
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both dimensions zero: "what is your minimum size?"
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both dimensions infinite: "what is your maximum size?"
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension replaced by the given default.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    @inlinable
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a main-axis and a cross-axis dimension.
    @inlinable
    public init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? .init(width: main, height: cross) : .init(width: cross, height: main)
    }
}

/// One of the two layout axes.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
