import Foundation

/// A decorating layout whose decoration is a cascade of accessories
/// (Lucid Dreams' `MultiPaneLayout`): composition, not a new algorithm.
public struct MultiPaneLayout<Child: Layout, Accessory: Layout>: Layout
where Child.Content == Accessory.Content {
    public typealias Content = Child.Content

    /// The composed layout this type is a name for.
    public var body: DecoratingLayout<Child, CascadingLayout<Accessory>>

    public init(content: Child, accessories: [Accessory]) {
        body = DecoratingLayout(content: content, decoration: CascadingLayout(children: accessories))
    }

    public mutating func layout(in rect: CGRect) { body.layout(in: rect) }

    public var contents: [Content] { body.contents }

    public func collectContents(into result: inout [Content]) { body.collectContents(into: &result) }
}
