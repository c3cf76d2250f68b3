import Foundation

/// A CSS flex container as a `Layout`: its children, any layouts, are flex items placed by
/// `FlexLayoutEngine` exactly as a browser places `display: flex` children.
///
/// `style` is the container's CSS (direction, wrap, justify/align, gaps, padding, border);
/// each child has its own item style (`flex-grow`, `flex-shrink`, `flex-basis`,
/// `align-self`, margins, sizes, `aspect-ratio`, `position: absolute` with insets). A child's
/// content size comes from its own `sizeThatFits`: the engine's known sizes are proposed
/// exactly, a definite available length is proposed as it is, max-content as nil (the
/// ideal size) and min-content as 0 (the smallest size).
///
/// Sized like a CSS block-level flex container: a proposed width is taken whole (a nil
/// width takes the max-content width), and the height is the content's unless proposed
/// as definite by `layout(in:)`, which fills its rect. Measurements are remembered per
/// proposal, so nested flex containers are not re-measured at every level.
public struct FlexLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var style: FlexStyle { didSet { memo = RecentMemo(capacity: 8) } }
    public var children: [Child] { didSet { memo = RecentMemo(capacity: 8) } }
    /// The item style of each child, by index (a missing one is the default item style).
    public var itemStyles: [FlexStyle] { didSet { memo = RecentMemo(capacity: 8) } }
    private var placed: [CGRect] = []
    private var memo = RecentMemo<ProposedSize, CGSize>(capacity: 8)

    public init(style: FlexStyle = FlexStyle(), children: [Child], itemStyles: [FlexStyle] = []) {
        self.style = style
        self.children = children
        self.itemStyles = itemStyles
    }

    /// The engine's tree: the container, and each child as a leaf measured by its layout.
    var tree: FlexNode {
        let items = children.enumerated().map { index, child -> FlexNode in
            var itemStyle = index < itemStyles.count ? itemStyles[index] : FlexStyle()
            itemStyle.display = itemStyle.display == .none ? .none : .flex
            let measured = child
            return FlexNode(
                style: itemStyle,
                measure: { input in
                    measured.sizeThatFits(ProposedSize(
                        width: input.knownWidth ?? Self.proposal(input.available.width),
                        height: input.knownHeight ?? Self.proposal(input.available.height)))
                },
                baseline: { size in measured.firstBaseline(in: size) })
        }
        return FlexNode(style: style, children: items)
    }

    private static func proposal(_ space: FlexAvailableSpace) -> CGFloat? {
        switch space {
        case let .definite(length): max(length, 0)
        case .minContent: 0
        case .maxContent: nil
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        if let known = memo.value(for: proposal) { return known }
        let size = tree.layout(proposing: proposal).rootFrame.size
        memo.store(size, for: proposal)
        return size
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        var container = style
        container.width = .points(size.width)
        container.height = .points(size.height)
        var node = tree
        node.style = container
        return node.layout(in: FlexAvailableSize(size)).rootBaseline
    }

    public mutating func layout(in rect: CGRect) {
        var node = tree
        // The container fills its rect, as a block-level box given a definite size.
        node.style.width = .points(rect.width)
        node.style.height = .points(rect.height)
        node.style.minWidth = .auto
        node.style.minHeight = .auto
        node.style.maxWidth = .auto
        node.style.maxHeight = .auto
        let result = node.layout(in: FlexAvailableSize(rect.size))
        placed = result.children[0].map { result.frames[$0].offsetBy(dx: rect.minX, dy: rect.minY) }
        for index in children.indices where index < placed.count {
            children[index].layout(in: placed[index])
        }
    }

    public var contents: [Content] {
        children.indices.flatMap { index -> [Content] in
            let hidden = index < itemStyles.count && itemStyles[index].display == .none
            return hidden ? [] : children[index].contents
        }
    }
}
