import Foundation

/// Children of one size, each offset down and right from the one before
/// (Lucid Dreams' `CascadingLayout`): a fanned stack of cards.
///
/// Each child is `rect.size / (1 + f·(n−1))`; the first sits at the rect's origin and
/// each next one is offset by `f` times the child's width and height, so the last
/// ends at the rect's bottom-right corner.
public struct CascadingLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var children: [Child]
    public var overlapFactor: CGFloat

    public init(children: [Child], overlapFactor: CGFloat = 0.2) {
        self.children = children
        self.overlapFactor = overlapFactor
    }

    public mutating func layout(in rect: CGRect) {
        guard !children.isEmpty else { return }
        let scale = 1 / (1 + overlapFactor * CGFloat(children.count - 1))
        let size = CGSize(width: rect.width * scale, height: rect.height * scale)
        let step = CGSize(width: size.width * overlapFactor, height: size.height * overlapFactor)
        for index in children.indices {
            let origin = CGPoint(
                x: rect.minX + CGFloat(index) * step.width,
                y: rect.minY + CGFloat(index) * step.height)
            children[index].layout(in: CGRect(origin: origin, size: size))
        }
    }

    /// The children's contents in the children's order: later children draw on top.
    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        for child in children { child.collectContents(into: &result) }
    }
}
