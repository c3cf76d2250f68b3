import Foundation

/// Builds a list of children from Swift statements, as SwiftUI's `@ViewBuilder`:
/// `if`, `if`/`else`, `switch` and `for` work; each child is erased to `AnyLayout`.
@resultBuilder
public enum LayoutBuilder<Content> {
    public static func buildExpression<L: Layout>(_ layout: L) -> [AnyLayout<Content>] where L.Content == Content {
        [AnyLayout(layout)]
    }

    public static func buildExpression(_ layouts: [AnyLayout<Content>]) -> [AnyLayout<Content>] { layouts }

    public static func buildBlock(_ parts: [AnyLayout<Content>]...) -> [AnyLayout<Content>] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [AnyLayout<Content>]?) -> [AnyLayout<Content>] { part ?? [] }

    public static func buildEither(first part: [AnyLayout<Content>]) -> [AnyLayout<Content>] { part }

    public static func buildEither(second part: [AnyLayout<Content>]) -> [AnyLayout<Content>] { part }

    public static func buildArray(_ parts: [[AnyLayout<Content>]]) -> [AnyLayout<Content>] { parts.flatMap { $0 } }
}

extension StackLayout {
    /// A stack whose children are written with the layout builder.
    public init<C>(
        alignment: Direction.CrossAlignment, spacing: CGFloat? = nil,
        @LayoutBuilder<C> _ children: () -> [AnyLayout<C>]
    ) where Child == AnyLayout<C> {
        self.init(children: children(), alignment: alignment, spacing: spacing)
    }
}

extension StackLayout where Direction == HorizontalStackAxis {
    /// `HStack { … }` with the default centre alignment.
    public init<C>(spacing: CGFloat? = nil, @LayoutBuilder<C> _ children: () -> [AnyLayout<C>]) where Child == AnyLayout<C> {
        self.init(children: children(), alignment: .center, spacing: spacing)
    }
}

extension StackLayout where Direction == VerticalStackAxis {
    /// `VStack { … }` with the default centre alignment.
    public init<C>(spacing: CGFloat? = nil, @LayoutBuilder<C> _ children: () -> [AnyLayout<C>]) where Child == AnyLayout<C> {
        self.init(children: children(), alignment: .center, spacing: spacing)
    }
}

extension ZStackLayout {
    /// `ZStackLayout { … }`: children drawn over each other.
    public init<C>(@LayoutBuilder<C> _ children: () -> [AnyLayout<C>]) where Child == AnyLayout<C> {
        self.init(children: children())
    }
}

extension CascadingLayout {
    /// `CascadingLayout(overlapFactor:) { … }`.
    public init<C>(overlapFactor: CGFloat = 0.2, @LayoutBuilder<C> _ children: () -> [AnyLayout<C>]) where Child == AnyLayout<C> {
        self.init(children: children(), overlapFactor: overlapFactor)
    }
}
