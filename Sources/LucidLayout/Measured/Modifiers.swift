import Foundation

/// SwiftUI-style modifiers: each wraps the layout in a small generic value.
extension Layout {
    /// Space around the layout: SwiftUI's `padding`, the same value as `withInsets`.
    public func padding(_ insets: EdgeInsets) -> InsetLayout<Self> {
        InsetLayout(child: self, insets: insets)
    }

    /// The same padding on every edge (default 16, as SwiftUI).
    public func padding(_ length: CGFloat = 16) -> InsetLayout<Self> {
        InsetLayout(child: self, insets: EdgeInsets(all: length))
    }

    /// A fixed width and/or height; the layout is placed inside by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> FrameLayout<Self> {
        FrameLayout(child: self, width: width, height: height, alignment: alignment)
    }

    /// A flexible frame with minimum, ideal and maximum lengths per axis.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> FlexibleFrameLayout<Self> {
        FlexibleFrameLayout(
            child: self, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }

    /// The layout at its ideal size on the chosen axes, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSizeLayout<Self> {
        FixedSizeLayout(child: self, horizontal: horizontal, vertical: vertical)
    }

    /// `layer` drawn behind this layout, offered this layout's size.
    public func background<Layer: Layout>(_ layer: Layer, alignment: Alignment = .center) -> LayeredLayout<Self, Layer>
    where Layer.Content == Content {
        LayeredLayout(base: self, layer: layer, position: .behind, alignment: alignment)
    }

    /// `layer` drawn in front of this layout, offered this layout's size.
    public func overlay<Layer: Layout>(_ layer: Layer, alignment: Alignment = .center) -> LayeredLayout<Self, Layer>
    where Layer.Content == Content {
        LayeredLayout(base: self, layer: layer, position: .inFront, alignment: alignment)
    }

    /// The layout constrained to a width-to-height ratio (its ideal ratio when nil).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode = .fit) -> AspectRatioLayout<Self> {
        AspectRatioLayout(child: self, ratio: ratio, contentMode: contentMode)
    }

    /// The priority stacks give this layout when sharing space.
    public func layoutPriority(_ priority: Double) -> PriorityLayout<Self> {
        PriorityLayout(child: self, layoutPriority: priority)
    }
}
