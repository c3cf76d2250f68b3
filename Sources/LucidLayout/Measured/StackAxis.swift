import Foundation

/// The direction of a stack, as a type: it fixes the main axis and the kind of
/// cross-axis alignment, so `HStack` takes a `VerticalAlignment` and `VStack` a
/// `HorizontalAlignment`, checked by the compiler.
public protocol StackAxis {
    associatedtype CrossAlignment: Hashable & Sendable
    /// The axis children are laid out along.
    static var axis: Axis { get }
    /// The share of free cross-axis space before a child.
    static func fraction(of alignment: CrossAlignment) -> CGFloat
    /// Whether the alignment lines up first text baselines.
    static func isBaseline(_ alignment: CrossAlignment) -> Bool
}

/// Children side by side, left to right.
public enum HorizontalStackAxis: StackAxis {
    @inlinable public static var axis: Axis { .horizontal }
    @inlinable public static func fraction(of alignment: VerticalAlignment) -> CGFloat { alignment.fraction }
    @inlinable public static func isBaseline(_ alignment: VerticalAlignment) -> Bool { alignment == .firstTextBaseline }
}

/// Children one above another, top to bottom.
public enum VerticalStackAxis: StackAxis {
    @inlinable public static var axis: Axis { .vertical }
    @inlinable public static func fraction(of alignment: HorizontalAlignment) -> CGFloat { alignment.fraction }
    @inlinable public static func isBaseline(_ alignment: HorizontalAlignment) -> Bool { false }
}

/// SwiftUI's `HStack`: children in a row.
public typealias HStack<Child: Layout> = StackLayout<Child, HorizontalStackAxis>
/// SwiftUI's `VStack`: children in a column.
public typealias VStack<Child: Layout> = StackLayout<Child, VerticalStackAxis>
