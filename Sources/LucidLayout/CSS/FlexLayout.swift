import Foundation
import LucidCSS

/// A CSS flex container as a `Layout`: its children, any layouts, are flex items placed by
/// `CSSLayoutEngine` exactly as a browser places `display: flex` children.
///
/// `style` is the container's CSS (direction, wrap, justify/align, gaps, padding, border);
/// each child has its own item style (`flex-grow`, `flex-shrink`, `flex-basis`,
/// `align-self`, margins, sizes, `aspect-ratio`, `position: absolute` with insets).
///
/// The container and its children are one `CSSRegion`: a child that is itself a CSS box
/// (another `FlexLayout`, or a `CSSRegion`, even behind `AnyLayout`) is spliced into the
/// same engine tree, its item style joined to its own container style (`CSSStyle.asItem`);
/// any other child is a leaf measured through its `sizeThatFits` (see `CSSBox.write(into:parent:)`).
/// Sized as `CSSRegion` is.
public struct FlexLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    public var style: CSSStyle { didSet { region = Self.region(style, children, itemStyles) } }
    public var children: [Child] { didSet { region = Self.region(style, children, itemStyles) } }
    /// The item style of each child, by index (a missing one is the default item style).
    public var itemStyles: [CSSStyle] { didSet { region = Self.region(style, children, itemStyles) } }
    /// The region the container and its children make; it holds the laid-out leaves.
    private var region: CSSRegion<Content>

    public init(style: CSSStyle = CSSStyle(), children: [Child], itemStyles: [CSSStyle] = []) {
        self.style = style
        self.children = children
        self.itemStyles = itemStyles
        self.region = Self.region(style, children, itemStyles)
    }

    private static func region(_ style: CSSStyle, _ children: [Child], _ itemStyles: [CSSStyle]) -> CSSRegion<Content> {
        let boxes = children.enumerated().map { index, child -> CSSBox<Content> in
            let itemStyle = index < itemStyles.count ? itemStyles[index] : CSSStyle()
            if var box = child.cssBox {
                box.style = box.style.asItem(itemStyle)
                return box
            }
            return CSSBox(style: itemStyle, leaf: child)
        }
        return CSSRegion(root: CSSBox(style: style, children: boxes))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { region.sizeThatFits(proposal) }

    public func minContentSize(height: CGFloat?) -> CGSize { region.minContentSize(height: height) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { region.firstBaseline(in: size) }

    public mutating func layout(in rect: CGRect) { region.layout(in: rect) }

    public var contents: [Content] { region.contents }

    public func collectContents(into result: inout [Content]) { region.collectContents(into: &result) }

    public var cssBox: CSSBox<Content>? { region.root }
}
