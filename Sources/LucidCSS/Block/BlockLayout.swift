import Foundation

extension CSSLayoutEngine {
    /// A minimal block container (`display: block`): in-flow children are stacked from the
    /// top, each as wide as the content box unless its width says otherwise. Margins do not
    /// collapse. Enough for flex items whose content is a block.
    mutating func computeBlock(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize, mode: RunMode, sizing: SizingMode, indefinite: IndefiniteAxes
    ) -> NodeOutput {
        let style = styles[node]
        let sizes = BoxSizes(style: style, parent: parent)
        var nodeSize = known
        if sizing == .inherentSize { nodeSize = known.or(sizes.size.clamped(min: sizes.min, max: sizes.max)) }
        nodeSize = sizes.applyingAspectRatio(style.aspectRatio, to: nodeSize)
        let inset = sizes.contentInset
        let inflow = children[node].filter { styles[$0].display != .none && styles[$0].position != .absolute }

        var width: CGFloat
        if let w = nodeSize.width {
            width = w
        } else {
            // Shrink-to-fit: the widest child contribution, within the available space.
            var widest: CGFloat = 0
            for child in inflow {
                let cs = BoxSizes(style: styles[child], parent: OptSize())
                let out = compute(child, known: OptSize(), parent: OptSize(), available: CSSAvailableSize(width: available.width == .minContent ? .minContent : .maxContent, height: .maxContent), mode: .computeSize, sizing: .inherentSize, widthOnly: true)
                widest = max(widest, out.size.width + cs.margin.horizontal)
            }
            width = widest + inset.horizontal
            if case .definite(let v) = available.width { width = min(width, max(0, v - sizes.margin.horizontal)) }
            width = width.clamped(min: sizes.min.width, max: sizes.max.width)
        }
        width = max(width, sizes.paddingBorder.horizontal)
        let innerWidth = max(0, width - inset.horizontal)
        let innerParent = indefinite.applied(to: OptSize(width: innerWidth, height: nodeSize.height.map { max(0, $0 - inset.vertical) }))

        var cursor = inset.top
        var baseline: CGFloat? = nil
        for child in inflow {
            let cs = BoxSizes(style: styles[child], parent: innerParent)
            var childKnown = cs.size.clamped(min: cs.min, max: cs.max)
            if childKnown.width == nil {
                childKnown.width = max(0, innerWidth - cs.margin.horizontal).clamped(min: cs.min.width, max: cs.max.width)
                childKnown = cs.applyingAspectRatio(styles[child].aspectRatio, to: childKnown)
            }
            let out = compute(
                child, known: childKnown, parent: innerParent,
                available: CSSAvailableSize(width: .definite(innerWidth), height: .maxContent),
                mode: mode, sizing: .inherentSize)
            let x = style.direction == .rtl ? width - inset.right - cs.margin.right - out.size.width : inset.left + cs.margin.left
            let y = cursor + cs.margin.top
            if mode == .performLayout { frames[child] = CGRect(x: x, y: y, width: out.size.width, height: out.size.height) }
            if baseline == nil, let b = out.baseline { baseline = y + b }
            cursor = y + out.size.height + cs.margin.bottom
        }
        var height = nodeSize.height ?? (cursor + inset.bottom).clamped(min: sizes.min.height, max: sizes.max.height)
        height = max(height, sizes.paddingBorder.vertical)
        let size = CGSize(width: width, height: height)
        if mode == .performLayout {
            for child in children[node] where styles[child].display == .none { hideSubtree(child) }
            for child in children[node] where styles[child].position == .absolute && styles[child].display != .none {
                // Absolutely positioned children of a block: against the padding box, at its
                // start when no insets are given.
                let ctx = FlexContext(
                    isRow: false, isWrap: false, isWrapReverse: false, isRTL: style.direction == .rtl,
                    mainStart: .top, crossStart: style.direction == .rtl ? .right : .left, sizes: sizes, contentInset: inset,
                    outer: OptSize(width: width, height: height),
                    inner: OptSize(width: innerWidth, height: max(0, height - inset.vertical)),
                    mainGap: 0, crossGap: 0, justify: nil, alignContent: nil, alignItems: .start,
                    minSize: sizes.min, maxSize: sizes.max, percentBase: innerParent, mainIsDefinite: true)
                layoutAbsoluteChildren(node, ctx: ctx, containerSize: size)
                break
            }
        }
        return NodeOutput(size: size, baseline: baseline)
    }
}
