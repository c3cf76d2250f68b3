import Foundation

/// Where a child sits along the horizontal axis of the space it is placed in.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// 0 for leading, 0.5 for center, 1 for trailing: the share of free space before the child.
    @inlinable
    public var fraction: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a child sits along the vertical axis; `firstTextBaseline` lines up first baselines.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline

    /// The share of free space above the child (baseline alignment falls back to the top).
    @inlinable
    public var fraction: CGFloat {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// A two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
