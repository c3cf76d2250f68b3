import Foundation

/// Boxes without children laid out by the engine: sized by their styles, else by their
/// measure function (text, images, anything the caller measures), plus padding and border.
extension CSSLayoutEngine {
    /// A leaf: its size comes from its styles, else from its measure function (or an empty
    /// content box), plus padding, border and scrollbar gutters.
    mutating func computeLeaf(
        _ node: Int, known: OptSize, parent: OptSize, available: CSSAvailableSize, mode: RunMode, sizing: SizingMode
    ) -> NodeOutput {
        let sizes = boxSizes(node, parent: parent)
        let inset = sizes.contentInset
        var nodeSize = known
        var minSize = OptSize()
        var maxSize = OptSize()
        if sizing == .inherentSize {
            nodeSize = known.or(sizes.size)
            minSize = sizes.min
            maxSize = sizes.max
            // A size its parent gives a box with an aspect-ratio is within the box's own min
            // and max only, not those the ratio transfers from the other axis (Chromium
            // stretches an `aspect-ratio: 2; max-width: 32px` grid item to 78 in a 78 row, not
            // to the 16 the max-width transfers). Its parent applied those it takes.
            if styles[node].aspectRatio != nil {
                let style = styles.address(node)
                if known.width != nil {
                    minSize.width = sizes.ownMinWidth(style.pointee, parent: parent)
                    maxSize.width = sizes.ownMaxWidth(style.pointee, parent: parent)
                }
                if known.height != nil {
                    minSize.height = sizes.ownMinHeight(style.pointee, parent: parent)
                    maxSize.height = sizes.ownMaxHeight(style.pointee, parent: parent)
                }
            }
        }
        nodeSize = sizes.applyingAspectRatio(styles[node].aspectRatio, to: nodeSize)
        // A text's width from a height of its own through the ratio is at least its min-content
        // width (its automatic minimum, css-sizing-4 §5.2), within its own max width: Chromium
        // makes a `height: 50px; aspect-ratio: 0.5` text whose longest word is 60 wide a 60-wide
        // grid item, not 25. (A parent that gives the height, stretching the box, applies the
        // floor itself where it applies.)
        // (`flooredRatioWidth` decides whether the floor applies: an `auto` width, no min-width
        // of its own, no scroll container.)
        if measures[node] != nil, sizing == .inherentSize, known.width == nil, known.height == nil,
           sizes.size.height != nil, let width = nodeSize.width {
            let least = flooredRatioWidth(node, width: width, parent: parent)
            if least > width { nodeSize.width = max(width, least.clamped(min: nil, max: sizes.ownMaxWidth(styles[node], parent: parent))) }
        }
        // A height that follows the width through the aspect-ratio grows to the content's (its
        // automatic minimum, css-sizing-4 §5.2: Chromium makes a `max-width: 40px;
        // aspect-ratio: 2` text of six lines 60 high, not 20), so the content is measured at
        // the width and the taller of the two taken.
        var ratioHeight: CGFloat?
        // (In block flow, not as a flex item, whose cross size follows the ratio: Chromium
        // makes the same text in a row 40×20. As a grid item or absolutely positioned, only
        // text that is not a flex container: Chromium makes a `display: grid; aspect-ratio: 2`
        // text of six lines in a 15-wide grid column 15 × 60; a flex one there keeps the ratio
        // height, 15 × 7.5, its automatic minimum still counting in its row's size.)
        // (Not text whose one line of flex items stretches to the box's height: a text leaf is
        // a flex container whose text is one anonymous item, so in a single-line row that
        // stretches its items the item takes the ratio height and the text overflows it
        // (Chromium makes `aspect-ratio: 2` text of three lines 15 × 7.5 in a 15-wide block,
        // but 15 × 30 with `align-items: start`, `flex-wrap: wrap`, a column or `display: block`).)
        if measures[node] != nil, known.height == nil, sizing == .inherentSize, nodeSize.width != nil,
           parents[node] < 0 || styles[parents[node]].display == .block
               || (styles[parents[node]].display == .grid || styles[node].position == .absolute) && styles[node].display != .flex,
           styles[node].height == .auto, Self.ratioHeightYieldsToContent(styles[node]),
           !Self.textLineStretchesToBox(styles[node]) {
            ratioHeight = nodeSize.height
            nodeSize.height = nil
        }
        let pb = CGSize(width: sizes.paddingBorder.horizontal, height: sizes.paddingBorder.vertical)
        // An empty box with an aspect-ratio and neither size known is as wide as its padding and
        // border (within its min and max widths, which the browser applies to the inline size it
        // lays the box out at, the one transferred from its min height included) and as tall as
        // that width gives through the ratio, for either box sizing (Chromium: in a column,
        // `aspect-ratio: 1; padding-left: 3px` is 3×3; a content-box `aspect-ratio: 3;
        // min-height: 31px` item has a flex basis of 31).
        if nodeSize.width == nil, nodeSize.height == nil, measures[node] == nil, let ratio = styles[node].aspectRatio, ratio > 0 {
            nodeSize.height = AspectRatioTransfer.height(
                fromWidth: max(inset.horizontal, pb.width).clamped(min: sizes.min.width, max: sizes.max.width), ratio: ratio,
                adjustment: sizes.boxSizingAdjustment)
        }

        if let width = nodeSize.width, let height = nodeSize.height, measures[node] == nil || mode == .computeSize && baselineFunctions[node] == nil {
            let size = CGSize(
                width: max(width.clamped(min: minSize.width, max: maxSize.width), pb.width),
                height: max(height.clamped(min: minSize.height, max: maxSize.height), pb.height))
            return NodeOutput(size: size, baseline: baselineFunctions[node] == nil ? nil : baselineOfLeaf(node, size: size, inset: inset))
        }
        var contentSize = CGSize.zero
        if let measure = measures[node] {
            func availableContent(_ space: CSSAvailableSpace, margin: CGFloat, size: CGFloat?, min: CGFloat?, max: CGFloat?, inset: CGFloat) -> CSSAvailableSpace {
                var s = space.subtracting(margin).replacing(with: size)
                if size == nil, let max, case .definite(let v) = s { s = .definite(Swift.min(v, max)) }
                if case .definite(let v) = s { return .definite(Swift.max(0, v.clamped(min: min, max: max) - inset)) }
                return s
            }
            var avail = CSSAvailableSize(
                width: availableContent(available.width, margin: sizes.margin.horizontal, size: nodeSize.width, min: minSize.width, max: maxSize.width, inset: inset.horizontal),
                height: availableContent(available.height, margin: sizes.margin.vertical, size: nodeSize.height, min: minSize.height, max: maxSize.height, inset: inset.vertical))
            // A `min-content` or `max-content` width is the content's, whatever space the
            // parent asks in (Chromium makes a `width: max-content` text of words 20, 50, 30
            // and 50 wide a 150-wide item of a min-content column, not 50).
            if sizing == .inherentSize, nodeSize.width == nil {
                switch styles[node].width {
                case .maxContent: avail.width = .maxContent
                case .minContent: avail.width = .minContent
                default: break
                }
            }
            let input = CSSMeasureInput(
                knownWidth: nodeSize.width.map { max(0, $0 - inset.horizontal) },
                knownHeight: nodeSize.height.map { max(0, $0 - inset.vertical) },
                available: avail)
            contentSize = measure(input)
            // A width the content chose beyond the box's min or max width is laid out again at
            // the width the box takes, its lines broken there (Chromium makes an absolutely
            // positioned `max-width: 30px` block text of words 20, 30, 20, 40, 60 and 30 wide
            // 30 × 60, a word a line, not the 30 × 40 of its lines at 60).
            if nodeSize.width == nil, nodeSize.height == nil {
                let chosen = contentSize.width + inset.horizontal
                let kept = max(chosen.clamped(min: minSize.width, max: maxSize.width), pb.width)
                if kept != chosen {
                    contentSize = measure(CSSMeasureInput(knownWidth: max(0, kept - inset.horizontal), knownHeight: nil, available: avail))
                }
            }
        }
        var width = nodeSize.width ?? (contentSize.width + inset.horizontal)
        var height = nodeSize.height ?? (contentSize.height + inset.vertical)
        if let ratioHeight {
            // (Within the own max height only: the max the max width transfers does not stop
            // the content.)
            height = max(ratioHeight, height.clamped(min: nil, max: sizes.ownMaxHeight(styles[node], parent: parent)))
            maxSize.height = nil
        }
        width = max(width.clamped(min: minSize.width, max: maxSize.width), pb.width)
        height = max(height.clamped(min: minSize.height, max: maxSize.height), pb.height)
        let size = CGSize(width: width, height: height)
        return NodeOutput(size: size, baseline: baselineFunctions[node] == nil ? nil : baselineOfLeaf(node, size: size, inset: inset))
    }

    @inline(__always)
    private func baselineOfLeaf(_ node: Int, size: CGSize, inset: ResolvedEdges) -> CGFloat? {
        guard let function = baselineFunctions[node] else { return nil }
        let content = CGSize(width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
        return function(content).map { $0 + inset.top }
    }

    /// Whether a text leaf's one anonymous flex item is stretched to the leaf's own height: a
    /// flex container (the leaf's default display), one line (no wrapping) along a row, its
    /// items aligned by `stretch` (or `normal`). (Any measured leaf is taken as such text:
    /// one whose content should hold its box's height says `align-items: start`, as the
    /// leaves of description files do, see `CSSBox`.)
    @inline(__always)
    static func textLineStretchesToBox(_ style: CSSStyle) -> Bool {
        guard style.display == .flex, style.flexDirection.isRow, style.flexWrap == .noWrap else { return false }
        guard let align = style.alignItems else { return true }
        return align.keyword == .stretch
    }
}
