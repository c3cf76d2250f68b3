import Foundation

/// What one flex item's styles give the flex algorithm in its container, flex-relative (see
/// `FlexItem`): its sizes and limits, margins, alignment and flex factors. Made by `makeItems`,
/// then only read: the same in every pass for the same percentage base, so most are kept
/// (`FlexItemTemplates`).
struct FlexItemFacts {
    // (Lengths that may be unknown are `OptLength`s, read as optionals through `FlexItem`;
    // the one-byte fields come last: 192 bytes in all, three cache lines.)
    var sizeMain: OptLength
    var sizeCross: OptLength
    var minMain: OptLength
    var minCross: OptLength
    var maxMain: OptLength
    /// The max main size that limits sizes from the content (the content-based flex basis,
    /// the content size suggestion): `maxMain`, or with the main size auto the max cross size
    /// transferred through aspect-ratio, which Chromium does not apply to the flexing itself.
    var contentMaxMain: OptLength
    var maxCross: OptLength
    /// A min main size transferred through aspect-ratio from the min cross size (the main
    /// size being auto); it raises the automatic minimum rather than replacing it, and floors
    /// a content-based flex basis and the item's contributions even beside an own min main
    /// size (which alone is then the flexing minimum).
    var transferredMinMain: OptLength
    /// The max cross size without a transfer through aspect-ratio (stretching ignores it).
    var maxCrossIgnoringRatio: OptLength
    /// The min cross size without a transfer through aspect-ratio (stretching ignores it).
    var minCrossIgnoringRatio: OptLength
    var aspectRatio: OptLength
    /// The margins as specified, an auto one 0 (the item's own copies get the used ones).
    var marginMainStart: CGFloat
    var marginMainEnd: CGFloat
    var marginCrossStart: CGFloat
    var marginCrossEnd: CGFloat
    /// Padding plus border along each axis: the least a border box can be.
    var paddingBorderMain: CGFloat
    var paddingBorderCross: CGFloat
    var grow: CGFloat
    var shrink: CGFloat
    /// Relative-position offset, physical.
    var relativeOffset: CGPoint
    /// The `flex-basis` property. (It, the aspect-ratio and the three flags at the end are
    /// what the flex base size reads of the item's style, here so that a pass over kept items
    /// touches only their facts: reading fields spread over each 368-byte style cost more
    /// than the arithmetic, in cache misses.)
    var flexBasis: CSSLength
    var crossSizeIsAuto: Bool
    var autoMainStart: Bool
    var autoMainEnd: Bool
    var autoCrossStart: Bool
    var autoCrossEnd: Bool
    /// Whether the cross size is the `stretch` keyword, which fills the line with the `auto`
    /// cross margins counted as 0 (css-sizing-4 §3.1) while they still align the item where
    /// its max size keeps it from filling the line.
    var crossIsStretchKeyword: Bool
    /// The alignment in the cross axis (the item's own copy may fall back from baseline).
    var align: ItemAlign
    var alignIsSafe: Bool
    /// Whether the item clips or scrolls (in either axis): it then has no automatic minimum size.
    var isScrollContainer: Bool
    var isContentBox: Bool
    /// Whether the main size property is `auto`.
    var mainSizeIsAuto: Bool
    /// A plain leaf without an aspect-ratio or scrollbars: its content box is empty, so its
    /// content size in the main axis is its padding and border.
    var isEmptyLeaf: Bool
}

extension FlexItemFacts {
    /// A placeholder (for tables filled later).
    static let blank = FlexItemFacts(
        sizeMain: OptLength(nil), sizeCross: OptLength(nil), minMain: OptLength(nil), minCross: OptLength(nil),
        maxMain: OptLength(nil), contentMaxMain: OptLength(nil), maxCross: OptLength(nil), transferredMinMain: OptLength(nil),
        maxCrossIgnoringRatio: OptLength(nil), minCrossIgnoringRatio: OptLength(nil), aspectRatio: OptLength(nil),
        marginMainStart: 0, marginMainEnd: 0, marginCrossStart: 0, marginCrossEnd: 0,
        paddingBorderMain: 0, paddingBorderCross: 0, grow: 0, shrink: 1, relativeOffset: .zero, flexBasis: .auto,
        crossSizeIsAuto: true, autoMainStart: false, autoMainEnd: false, autoCrossStart: false, autoCrossEnd: false,
        crossIsStretchKeyword: false, align: .stretch, alignIsSafe: false, isScrollContainer: false, isContentBox: false, mainSizeIsAuto: true, isEmptyLeaf: false)
}
