import Foundation

/// A node's own box properties resolved against its parent's content box: margins, padding,
/// border, scrollbar gutters, and the border-box sizes its styles ask for.
struct BoxSizes {
    var margin: ResolvedEdges
    var marginIsAuto: (left: Bool, right: Bool, top: Bool, bottom: Bool)
    var paddingBorder: ResolvedEdges
    var border: ResolvedEdges
    /// Padding, border and scrollbar gutters: from the border box to the content box.
    var contentInset: ResolvedEdges
    var scrollbarGutter: CGSize
    /// Padding and border for content-box sizing, zero for border-box.
    var boxSizingAdjustment: CGSize
    var size: OptSize
    var min: OptSize
    var max: OptSize

    /// The box's own max width (without a max transferred through its aspect-ratio).
    @inline(__always)
    func ownMaxWidth(_ style: CSSStyle, parent: OptSize) -> CGFloat? {
        style.maxWidth.resolve(against: parent.width).plus(boxSizingAdjustment.width)
    }

    /// The box's own min width (without a min transferred through its aspect-ratio; `auto`
    /// counts as none).
    @inline(__always)
    func ownMinWidth(_ style: CSSStyle, parent: OptSize) -> CGFloat? {
        style.minWidth.resolve(against: parent.width).plus(boxSizingAdjustment.width)
    }

    /// The box's own min height (without a min transferred through its aspect-ratio; `auto`
    /// counts as none).
    @inline(__always)
    func ownMinHeight(_ style: CSSStyle, parent: OptSize) -> CGFloat? {
        style.minHeight.resolve(against: parent.height).plus(boxSizingAdjustment.height)
    }

    /// The min and max sizes the box has of its own: without those its aspect-ratio transfers
    /// from the other axis (`style` has one), else the stored ones, which are its own.
    @inline(__always)
    func limitsOfItsOwn(_ style: CSSStyle, parent: OptSize) -> (min: OptSize, max: OptSize) {
        guard style.aspectRatio != nil else { return (min, max) }
        return (OptSize(width: ownMinWidth(style, parent: parent), height: ownMinHeight(style, parent: parent)),
                OptSize(width: ownMaxWidth(style, parent: parent), height: ownMaxHeight(style, parent: parent)))
    }

    /// The box's own max height (without a max transferred through its aspect-ratio).
    @inline(__always)
    func ownMaxHeight(_ style: CSSStyle, parent: OptSize) -> CGFloat? {
        style.maxHeight.resolve(against: parent.height).plus(boxSizingAdjustment.height)
    }

    /// The border-box width of the box around content `content` wide: within its min and
    /// max widths, and never below its padding and border.
    @inline(__always)
    func width(aroundContent content: CGFloat) -> CGFloat {
        Swift.max((content + contentInset.horizontal).clamped(min: min.width, max: max.width), paddingBorder.horizontal)
    }

    /// The box's height in points within its min and max heights (the max yielding to the
    /// min, as CSS 2 §10.7 has it) and its padding and border; nil without one.
    var usedHeight: CGFloat? {
        size.height.map { Swift.max($0.clamped(min: min.height, max: max.height), paddingBorder.vertical) }
    }

    /// The border-box height the box takes stretched in a space `space` high (its margins
    /// off), within its min and max heights and never below its padding and border.
    func stretchedHeight(in space: CGFloat) -> CGFloat { stretchedHeight(in: space, atLeast: min.height, within: max.height) }

    /// `stretchedHeight(in:)` within other min and max heights (nil for none): its own,
    /// where the ones its aspect-ratio transfers do not count.
    func stretchedHeight(in space: CGFloat, atLeast minHeight: CGFloat?, within maxHeight: CGFloat?) -> CGFloat {
        Swift.max((space - margin.vertical).clamped(min: minHeight, max: maxHeight), paddingBorder.vertical)
    }

    /// The height `width` gives this box through `ratio` (width / height), within its min and
    /// max heights: the height of a box whose height follows its width.
    func ratioHeight(fromWidth width: CGFloat, ratio: CGFloat) -> CGFloat {
        applyingAspectRatio(ratio, to: OptSize(width: width, height: nil)).height!.clamped(min: min.height, max: max.height)
    }

    /// Fills an unknown dimension of `size` from the other through `ratio` (width / height),
    /// as `OptSize.applyingAspectRatio` does for this box's sizing and padding and border.
    func applyingAspectRatio(_ ratio: CGFloat?, to size: OptSize) -> OptSize {
        size.applyingAspectRatio(
            ratio, adjustment: boxSizingAdjustment,
            paddingBorder: CGSize(width: paddingBorder.horizontal, height: paddingBorder.vertical))
    }

    init(style: CSSStyle, parent: OptSize) {
        let reference = parent.width
        margin = ResolvedEdges(style.margin, reference: reference)
        marginIsAuto = (style.margin.left.isAuto, style.margin.right.isAuto, style.margin.top.isAuto, style.margin.bottom.isAuto)
        border = ResolvedEdges(style.border, reference: reference)
        paddingBorder = ResolvedEdges(style.padding, reference: reference) + border
        contentInset = paddingBorder
        // A vertical scrollbar takes width at the inline end side… of the physical right in
        // ltr and the left in rtl (as browsers draw it); a horizontal one takes height at the bottom.
        let gutterX: CGFloat = style.overflowY == .scroll ? style.scrollbarWidth : 0
        let gutterY: CGFloat = style.overflowX == .scroll ? style.scrollbarWidth : 0
        scrollbarGutter = CGSize(width: gutterX, height: gutterY)
        if style.direction == .rtl { contentInset.left += gutterX } else { contentInset.right += gutterX }
        contentInset.bottom += gutterY
        boxSizingAdjustment = style.boxSizing == .contentBox
            ? CGSize(width: paddingBorder.horizontal, height: paddingBorder.vertical) : .zero
        let adjustment = boxSizingAdjustment
        let pb = CGSize(width: paddingBorder.horizontal, height: paddingBorder.vertical)
        let preferred = OptSize(
            width: style.width.resolve(against: parent.width).plus(adjustment.width),
            height: style.height.resolve(against: parent.height).plus(adjustment.height))
        min = OptSize(
            width: style.minWidth.resolve(against: parent.width).plus(adjustment.width),
            height: style.minHeight.resolve(against: parent.height).plus(adjustment.height))
        max = OptSize(
            width: style.maxWidth.resolve(against: parent.width).plus(adjustment.width),
            height: style.maxHeight.resolve(against: parent.height).plus(adjustment.height))
        // css-sizing-4 §4.3 (aspect-ratio size transfers), as Chromium applies them: in an axis
        // whose preferred size is auto, the other axis's min and max sizes (each at least the
        // padding and border there, the max at least the min) transfer through the ratio; the
        // transferred min yields to the axis's own max, the transferred max to its own max, and
        // own min replaces the transferred one. Chromium: `aspect-ratio: 1.5; max-height: 5px;
        // padding-top: 6px` is 9×6 (the max height is really 6).
        if let ratio = style.aspectRatio, ratio > 0 {
            let own = (min: min, max: max)
            func transfer(_ fromMin: CGFloat?, _ fromMax: CGFloat?, floor: CGFloat, ownMin: CGFloat?, ownMax: CGFloat?,
                          _ convert: (CGFloat) -> CGFloat) -> (min: CGFloat?, max: CGFloat?) {
                let sourceMin = Swift.max(fromMin ?? 0, floor)
                let transferredMin: CGFloat? = sourceMin > 0 ? convert(sourceMin) : nil
                var transferredMax = fromMax.map { convert(Swift.max($0, sourceMin)) }
                if let tmax = transferredMax, let tmin = transferredMin { transferredMax = Swift.max(tmax, tmin) }
                var newMin = ownMin
                // (The larger of an own min and the transferred one, the transferred within the
                // own max, as Blink's `ComputeMinMaxInlineSizes` has it: Chromium makes an
                // `aspect-ratio: 1.5; min-width: 30%; min-height: 80px` block in a box 11 wide
                // 120 wide. A transferred min of only the padding and border of content-box
                // sizing is no limit. A flex item's own min replaces its automatic minimum
                // instead, which `FlexItems` works out without this transfer.)
                if fromMin != nil || (adjustment == .zero && floor > 0), let tmin = transferredMin {
                    newMin = Swift.max(ownMin ?? 0, Swift.min(tmin, ownMax ?? .infinity))
                }
                var newMax = ownMax
                if let tmax = transferredMax { newMax = Swift.min(ownMax ?? .infinity, tmax) }
                return (newMin, newMax)
            }
            let ratioBox = (adjustment: adjustment, paddingBorder: pb)
            if preferred.width == nil {
                let t = transfer(own.min.height, own.max.height, floor: pb.height, ownMin: own.min.width, ownMax: own.max.width) {
                    OptSize(width: nil, height: $0).applyingAspectRatio(ratio, adjustment: ratioBox.adjustment, paddingBorder: ratioBox.paddingBorder).width!
                }
                min.width = t.min
                max.width = t.max
            }
            if preferred.height == nil {
                let t = transfer(own.min.width, own.max.width, floor: pb.width, ownMin: own.min.height, ownMax: own.max.height) {
                    OptSize(width: $0, height: nil).applyingAspectRatio(ratio, adjustment: ratioBox.adjustment, paddingBorder: ratioBox.paddingBorder).height!
                }
                min.height = t.min
                max.height = t.max
            }
        }
        // The transfer starts from the ratio-determining size clamped by its own min/max.
        size = preferred.clamped(min: min, max: max).applyingAspectRatio(style.aspectRatio, adjustment: adjustment, paddingBorder: pb)
        size.width = preferred.width ?? size.width
        size.height = preferred.height ?? size.height
    }
}
