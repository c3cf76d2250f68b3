import Foundation

/// A layout of any type placing `Content`: the dynamic edge of the tree, where a
/// file read at run time decides the shape. Typed code should prefer generics.
public struct AnyLayout<Content>: Layout {
    private var base: any Layout<Content>

    public init<Base: Layout>(_ base: Base) where Base.Content == Content {
        if let erased = base as? AnyLayout<Content> {
            self = erased
        } else {
            self.base = base
        }
    }

    public mutating func layout(in rect: CGRect) { base.layout(in: rect) }

    public var contents: [Content] { base.contents }

    public func collectContents(into result: inout [Content]) { base.collectContents(into: &result) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { base.sizeThatFits(proposal) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { base.firstBaseline(in: size) }

    public var layoutPriority: Double { base.layoutPriority }

    public var spacerMinLength: CGFloat? { base.spacerMinLength }
}
