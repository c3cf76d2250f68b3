import Foundation

/// What one flex item's styles give the flex algorithm in its container, flex-relative (see
/// `FlexItem`): its sizes and limits, margins, alignment and flex factors. Made by `makeItems`,
/// then only read: the same in every pass for the same percentage base, so most are kept
/// (`FlexItemTemplates`).
struct FlexItemFacts {
    var sizeMain: CGFloat?
    var sizeCross: CGFloat?
    var minMain: CGFloat?
    var minCross: CGFloat?
    var maxMain: CGFloat?
    /// The max main size that limits sizes from the content (the content-based flex basis,
    /// the content size suggestion): `maxMain`, or with the main size auto the max cross size
    /// transferred through aspect-ratio, which Chromium does not apply to the flexing itself.
    var contentMaxMain: CGFloat?
    var maxCross: CGFloat?
    /// A min main size transferred through aspect-ratio from the min cross size (the main
    /// size being auto); it raises the automatic minimum rather than replacing it, and floors
    /// a content-based flex basis and the item's contributions even beside an own min main
    /// size (which alone is then the flexing minimum).
    var transferredMinMain: CGFloat?
    /// The max cross size without a transfer through aspect-ratio (stretching ignores it).
    var maxCrossIgnoringRatio: CGFloat?
    /// The min cross size without a transfer through aspect-ratio (stretching ignores it).
    var minCrossIgnoringRatio: CGFloat?
    var crossSizeIsAuto: Bool
    /// The margins as specified, an auto one 0 (the item's own copies get the used ones).
    var marginMainStart: CGFloat
    var marginMainEnd: CGFloat
    var marginCrossStart: CGFloat
    var marginCrossEnd: CGFloat
    var autoMainStart: Bool
    var autoMainEnd: Bool
    var autoCrossStart: Bool
    var autoCrossEnd: Bool
    /// Padding plus border along each axis: the least a border box can be.
    var paddingBorderMain: CGFloat
    var paddingBorderCross: CGFloat
    /// The alignment in the cross axis (the item's own copy may fall back from baseline).
    var align: ItemAlign
    var alignIsSafe: Bool
    /// Whether the item clips or scrolls (in either axis): it then has no automatic minimum size.
    var isScrollContainer: Bool
    var grow: CGFloat
    var shrink: CGFloat
    /// Relative-position offset, physical.
    var relativeOffset: CGPoint
}

extension FlexItemFacts {
    /// A placeholder (for tables filled later).
    static let blank = FlexItemFacts(
        sizeMain: nil, sizeCross: nil, minMain: nil, minCross: nil, maxMain: nil, contentMaxMain: nil, maxCross: nil,
        transferredMinMain: nil, maxCrossIgnoringRatio: nil, minCrossIgnoringRatio: nil, crossSizeIsAuto: true,
        marginMainStart: 0, marginMainEnd: 0, marginCrossStart: 0, marginCrossEnd: 0,
        autoMainStart: false, autoMainEnd: false, autoCrossStart: false, autoCrossEnd: false,
        paddingBorderMain: 0, paddingBorderCross: 0, align: .stretch, alignIsSafe: false,
        isScrollContainer: false, grow: 0, shrink: 1, relativeOffset: .zero)
}
