import Foundation

/// Every child gets the whole rect; later children draw on top.
public struct ZStackLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var children: [Child]

    public init(children: [Child]) {
        self.children = children
    }

    public mutating func layout(in rect: CGRect) {
        for index in children.indices {
            children[index].layout(in: rect)
        }
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        for child in children { child.collectContents(into: &result) }
    }

    /// Large enough for every child: the largest width and height they ask for.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        children.reduce(CGSize.zero) { size, child in
            let childSize = child.sizeThatFits(proposal)
            return CGSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }
}
