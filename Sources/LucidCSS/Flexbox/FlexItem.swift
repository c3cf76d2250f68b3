import Foundation

/// Which physical side of a box a logical flex edge is on.
enum PhysicalSide { case left, right, top, bottom }

extension ResolvedEdges {
    subscript(side: PhysicalSide) -> CGFloat {
        get {
            switch side {
            case .left: return left
            case .right: return right
            case .top: return top
            case .bottom: return bottom
            }
        }
        set {
            switch side {
            case .left: left = newValue
            case .right: right = newValue
            case .top: top = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}

extension PhysicalSide {
    var opposite: PhysicalSide {
        switch self {
        case .left: return .right
        case .right: return .left
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}

/// An item's cross-axis alignment after `start`, `end`, `self-start`… have been resolved
/// against the container's axes: flex-start is the line's cross-start edge.
enum ItemAlign { case flexStart, flexEnd, center, baseline, stretch }

/// The working state of one in-flow child during the flex algorithm (CSS Flexbox §9), in
/// flex-relative terms: `main` is along the container's main axis, `cross` across it, and
/// the `start` edges are the container's main-start and cross-start sides.
struct FlexItem {
    var node: Int
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
    var align: ItemAlign
    var alignIsSafe: Bool
    /// Whether the item clips or scrolls (in either axis): it then has no automatic minimum size.
    var isScrollContainer: Bool
    var grow: CGFloat
    var shrink: CGFloat
    /// Relative-position offset, physical.
    var relativeOffset: CGPoint

    var flexBasis: CGFloat = 0
    /// The flex basis came from a definite length (not from the content).
    var basisIsDefinite = false
    var innerFlexBasis: CGFloat = 0
    var resolvedMinMain: CGFloat = 0
    var hypotheticalInnerMain: CGFloat = 0
    var hypotheticalOuterMain: CGFloat = 0
    var hypotheticalInnerCross: CGFloat = 0
    var hypotheticalOuterCross: CGFloat = 0
    var targetMain: CGFloat = 0
    var targetCross: CGFloat = 0
    var violation: CGFloat = 0
    var frozen = false
    /// Distance from the item's cross-start margin edge to its baseline (baseline alignment).
    var baseline: CGFloat = 0
    var offsetMain: CGFloat = 0
    var offsetCross: CGFloat = 0

    var marginMainSum: CGFloat { marginMainStart + marginMainEnd }
    var marginCrossSum: CGFloat { marginCrossStart + marginCrossEnd }
    var outerTargetMain: CGFloat { targetMain + marginMainSum }
    var outerTargetCross: CGFloat { targetCross + marginCrossSum }
    /// The cross space offered to the item when its flex base size is measured: the
    /// container's, limited by the item's own min and max cross sizes (with margins).
    @inline(__always)
    func crossSpace(in available: CSSAvailableSpace) -> CSSAvailableSpace {
        let minOuter = minCross.plus(marginCrossSum)
        let maxOuter = maxCross.plus(marginCrossSum)
        switch available {
        case .definite(let v): return .definite(v.clamped(min: minOuter, max: maxOuter))
        case .minContent: return minOuter.map { .definite($0) } ?? .minContent
        case .maxContent: return maxOuter.map { .definite($0) } ?? .maxContent
        }
    }

    /// The border-box cross size of a stretched item in a line of `lineCross` (its min and max
    /// apply, without transfers through aspect-ratio; never below its padding and border).
    @inline(__always)
    func stretchedCross(_ lineCross: CGFloat) -> CGFloat {
        max(paddingBorderCross, (lineCross - marginCrossSum).clamped(min: minCrossIgnoringRatio, max: maxCrossIgnoringRatio))
    }

    /// Whether the item's max-content contribution may differ from its hypothetical main size
    /// in a way a row's intrinsic size sees: its flex basis is definite but not its main size.
    var basisDiffersFromSize: Bool { basisIsDefinite && sizeMain != flexBasis }

    /// Baseline alignment applies only with both cross margins non-auto.
    var participatesInBaseline: Bool { align == .baseline && !autoCrossStart && !autoCrossEnd }
}

extension FlexItem {
    /// A placeholder item (for tables filled later).
    static let blank = FlexItem(
        node: -1, sizeMain: nil, sizeCross: nil, minMain: nil, minCross: nil, maxMain: nil, contentMaxMain: nil, maxCross: nil,
        transferredMinMain: nil, maxCrossIgnoringRatio: nil, minCrossIgnoringRatio: nil, crossSizeIsAuto: true,
        marginMainStart: 0, marginMainEnd: 0, marginCrossStart: 0, marginCrossEnd: 0,
        autoMainStart: false, autoMainEnd: false, autoCrossStart: false, autoCrossEnd: false,
        paddingBorderMain: 0, paddingBorderCross: 0, align: .stretch, alignIsSafe: false,
        isScrollContainer: false, grow: 0, shrink: 1, relativeOffset: .zero)
}

extension Array where Element == FlexItem {
    /// Reads an item in place, through a pointer. (In the flex pass, which changes the engine
    /// between reads, `items[i].field` copied all 384 bytes of the item for each field read.)
    @inline(__always)
    func readItem<T>(_ index: Int, _ read: (UnsafePointer<FlexItem>) -> T) -> T {
        withUnsafeBufferPointer { items in
            precondition(index >= 0 && index < items.count, "item index out of range")
            return read(items.baseAddress! + index)
        }
    }
}

/// Whether `makeItems` makes an item anew in every pass (`none`), or once: not yet (`toMake`)
/// or already (`made`, kept in `itemTemplates`).
enum ItemTemplateState { case none, toMake, made }

/// A flex line: a run of consecutive items and its cross size and position.
struct FlexLine {
    var range: Range<Int>
    var crossSize: CGFloat = 0
    var offsetCross: CGFloat = 0
}
