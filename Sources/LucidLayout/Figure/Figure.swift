import Foundation

/// A laid-out picture ready for a renderer: the page and its display list.
///
/// This is the value handed from layout to every renderer (Cairo PNG/SVG, ASCII),
/// so all outputs of one description show the same items at the same frames.
public struct Figure: Equatable, Sendable {
    /// The page size in points.
    public var size: CGSize
    /// The page colour; nil leaves it transparent (PNG) or unpainted (SVG).
    public var background: Color?
    /// The placed leaves, back to front.
    public var items: [DisplayItem]

    public init(size: CGSize, background: Color? = nil, items: [DisplayItem]) {
        self.size = size
        self.background = background
        self.items = items
    }

    /// Lays `layout` out on a page of `size` and collects its display list.
    public init<L: Layout>(laying layout: L, size: CGSize, background: Color? = nil) where L.Content == DisplayItem {
        self.init(laying: layout, in: CGRect(origin: .zero, size: size), size: size, background: background)
    }

    /// Lays `layout` out in `rect` on a page of `size` (a page fitted to a layout is
    /// rounded up to whole points, while the layout keeps the size it asked for).
    public init<L: Layout>(laying layout: L, in rect: CGRect, size: CGSize, background: Color? = nil) where L.Content == DisplayItem {
        var layout = layout
        layout.layout(in: rect)
        self.init(size: size, background: background, items: layout.contents)
    }
}
