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
///
/// What the item's styles give (`FlexItemFacts`) is read through a pointer to facts kept by
/// the engine, the same in every pass; the item itself holds what the algorithm changes, so
/// making one per pass writes 168 bytes instead of copying all the facts too.
struct FlexItem {
    /// The item's facts: kept (`FlexItemTemplates`) or made for this pass (`FlexItemFactStack`),
    /// valid while the container's pass lasts.
    let facts: UnsafePointer<FlexItemFacts>
    var node: Int
    /// The margins, auto ones resolved by the alignment steps (0 until then).
    var marginMainStart: CGFloat
    var marginMainEnd: CGFloat
    var marginCrossStart: CGFloat
    var marginCrossEnd: CGFloat

    var flexBasis: CGFloat = 0
    var innerFlexBasis: CGFloat = 0
    var resolvedMinMain: CGFloat = 0
    var hypotheticalInnerMain: CGFloat = 0
    var hypotheticalOuterMain: CGFloat = 0
    var hypotheticalInnerCross: CGFloat = 0
    var hypotheticalOuterCross: CGFloat = 0
    var targetMain: CGFloat = 0
    var targetCross: CGFloat = 0
    var violation: CGFloat = 0
    /// The share of the free space left when the item's turn comes (`resolveFlexibleLengths`).
    var freeSpaceFraction: Double = 0
    /// Distance from the item's cross-start margin edge to its baseline (baseline alignment).
    var baseline: CGFloat = 0
    var offsetMain: CGFloat = 0
    var offsetCross: CGFloat = 0
    // (The one-byte fields last: 168 bytes in all.)
    var align: ItemAlign
    /// The flex basis came from a definite length (not from the content).
    var basisIsDefinite = false
    /// Whether the flex basis is the `content` keyword while the item has a main size.
    var basisIsContentBesideSize = false
    /// Whether the flex basis measured the content of a wrapping column with a height of its
    /// own (`FlexCrossSizes.hypotheticalCrossSize` says why it matters).
    var basisMeasuredWrappingColumnOverHeight = false
    var frozen = false

    /// The item of `node` with `facts`, before the algorithm has worked on it.
    @inline(__always)
    init(node: Int, facts: UnsafePointer<FlexItemFacts>) {
        self.facts = facts
        self.node = node
        marginMainStart = facts.pointee.marginMainStart
        marginMainEnd = facts.pointee.marginMainEnd
        marginCrossStart = facts.pointee.marginCrossStart
        marginCrossEnd = facts.pointee.marginCrossEnd
        align = facts.pointee.align
    }

    // The facts, read in place.
    @inline(__always) var sizeMain: CGFloat? { facts.pointee.sizeMain.value }
    @inline(__always) var sizeCross: CGFloat? { facts.pointee.sizeCross.value }
    @inline(__always) var minMain: CGFloat? { facts.pointee.minMain.value }
    @inline(__always) var minCross: CGFloat? { facts.pointee.minCross.value }
    @inline(__always) var maxMain: CGFloat? { facts.pointee.maxMain.value }
    @inline(__always) var contentMaxMain: CGFloat? { facts.pointee.contentMaxMain.value }
    @inline(__always) var maxCross: CGFloat? { facts.pointee.maxCross.value }
    @inline(__always) var transferredMinMain: CGFloat? { facts.pointee.transferredMinMain.value }
    @inline(__always) var maxCrossIgnoringRatio: CGFloat? { facts.pointee.maxCrossIgnoringRatio.value }
    @inline(__always) var minCrossIgnoringRatio: CGFloat? { facts.pointee.minCrossIgnoringRatio.value }
    @inline(__always) var crossSizeIsAuto: Bool { facts.pointee.crossSizeIsAuto }
    /// Whether its cross size is a `stretch` the container could not resolve, which fills
    /// the line (see `makeItems`).
    @inline(__always) var crossIsStretchKeyword: Bool { facts.pointee.crossIsStretchKeyword }
    @inline(__always) var autoMainStart: Bool { facts.pointee.autoMainStart }
    @inline(__always) var autoMainEnd: Bool { facts.pointee.autoMainEnd }
    @inline(__always) var autoCrossStart: Bool { facts.pointee.autoCrossStart }
    @inline(__always) var autoCrossEnd: Bool { facts.pointee.autoCrossEnd }
    /// Whether its cross margins let `align-self: stretch` stretch it: neither is `auto`, or
    /// its cross size is the `stretch` keyword, which counts them as 0 (Chromium makes a
    /// `height: stretch; margin-bottom: auto; align-self: end` item beside a 40-high one 40
    /// high).
    @inline(__always) var crossMarginsAllowStretch: Bool {
        facts.pointee.crossIsStretchKeyword || !facts.pointee.autoCrossStart && !facts.pointee.autoCrossEnd
    }
    /// Whether the item is stretched across its line (§9.4 step 11): aligned by `stretch`
    /// with an `auto` cross size and cross margins that let it, or with a `stretch` cross size
    /// the container could not resolve, whatever its alignment (a baseline-aligned one keeps
    /// its own, see `makeItems`).
    @inline(__always) var stretchesAcrossLine: Bool {
        (align == .stretch || facts.pointee.crossIsStretchKeyword) && crossSizeIsAuto && crossMarginsAllowStretch
    }
    @inline(__always) var paddingBorderMain: CGFloat { facts.pointee.paddingBorderMain }
    @inline(__always) var paddingBorderCross: CGFloat { facts.pointee.paddingBorderCross }
    @inline(__always) var alignIsSafe: Bool { facts.pointee.alignIsSafe }
    @inline(__always) var isScrollContainer: Bool { facts.pointee.isScrollContainer }
    @inline(__always) var grow: CGFloat { facts.pointee.grow }
    @inline(__always) var shrink: CGFloat { facts.pointee.shrink }
    @inline(__always) var relativeOffset: CGPoint { facts.pointee.relativeOffset }
    @inline(__always) var flexBasisStyle: CSSLength { facts.pointee.flexBasis }
    @inline(__always) var aspectRatio: CGFloat? { facts.pointee.aspectRatio.value }
    @inline(__always) var isContentBox: Bool { facts.pointee.isContentBox }
    @inline(__always) var mainSizeIsAuto: Bool { facts.pointee.mainSizeIsAuto }
    @inline(__always) var isEmptyLeaf: Bool { facts.pointee.isEmptyLeaf }

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
    /// (Also where the basis is the `content` keyword and the item has a main size of its
    /// own: Chromium makes a row around a `width: 86px; flex-basis: content` item over no
    /// content 86 wide.)
    var basisDiffersFromSize: Bool { basisIsDefinite && sizeMain != flexBasis || basisIsContentBesideSize }

    /// Baseline alignment applies only with both cross margins non-auto.
    var participatesInBaseline: Bool { align == .baseline && !autoCrossStart && !autoCrossEnd }
}

extension Array where Element == FlexItem {
    /// Reads an item in place, through a pointer. (In the flex pass, which changes the engine
    /// between reads, `items[i].field` copied the whole item for each field read.)
    @inline(__always)
    func readItem<T>(_ index: Int, _ read: (UnsafePointer<FlexItem>) -> T) -> T {
        withUnsafeBufferPointer { items in
            precondition(index >= 0 && index < items.count, "item index out of range")
            return read(items.baseAddress! + index)
        }
    }
}

/// A flex line: a run of consecutive items and its cross size and position.
struct FlexLine {
    var range: Range<Int>
    var crossSize: CGFloat = 0
    var offsetCross: CGFloat = 0
}
