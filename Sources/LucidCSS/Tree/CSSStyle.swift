import Foundation

/// The CSS properties of one box that the flexbox engine understands, with CSS's initial
/// values as defaults (except `boxSizing`, which defaults to `border-box` as most UI code
/// expects).
///
/// A `CSSStyle` describes a box both as a flex container (direction, wrapping, alignment of
/// its children, gaps) and as a flex item (grow, shrink, basis, `align-self`, margins).
public struct CSSStyle: Hashable, Sendable {
    /// How the box is laid out: as a flex container, not at all, as a block container
    /// (its children stacked vertically, each as wide as the block), or as a grid container
    /// (its children placed in the rows and columns of `CSSNode.grid`; see
    /// `GridContainerLayout.swift` for the supported subset of CSS Grid).
    public enum Display: Hashable, Sendable { case flex, none, block, grid }
    /// `absolute` takes the box out of flow; it is placed against its parent's padding box.
    public enum Position: Hashable, Sendable { case relative, absolute }
    /// The inline direction: which side `start` is on, and where rows begin.
    public enum Direction: Hashable, Sendable { case ltr, rtl }
    public enum FlexDirection: Hashable, Sendable {
        case row, rowReverse, column, columnReverse
        /// Whether the main axis is horizontal.
        public var isRow: Bool { self == .row || self == .rowReverse }
        public var isReverse: Bool { self == .rowReverse || self == .columnReverse }
    }
    /// Whether and how the items break into lines. `balance` breaks them like `wrap`, but
    /// where the lines come out most even (`flex-wrap: balance`, CSS Flexbox Level 2);
    /// `balanceReverse` is `wrap-reverse balance`, the balanced lines stacked from the
    /// cross-end side.
    public enum FlexWrap: Hashable, Sendable {
        case noWrap, wrap, wrapReverse, balance, balanceReverse
        /// Whether lines stack from the cross-end side.
        public var isReverse: Bool { self == .wrapReverse || self == .balanceReverse }
        /// Whether lines are balanced rather than filled one after the other.
        public var isBalanced: Bool { self == .balance || self == .balanceReverse }
    }
    public enum BoxSizing: Hashable, Sendable { case borderBox, contentBox }
    /// How a block container places children narrower than its content box across it: the
    /// legacy `text-align` values that move block-level boxes (`-webkit-left`, `-webkit-right`,
    /// `-webkit-center`); `auto` leaves them at the inline start (plain `left`/`center`
    /// only move text, which the engine does not lay out).
    public enum TextAlign: Hashable, Sendable { case auto, legacyLeft, legacyRight, legacyCenter }
    public enum Float: Hashable, Sendable { case none, left, right }
    public enum Clear: Hashable, Sendable { case none, left, right, both }
    /// `hidden` and `scroll` make the box a scroll container (its automatic minimum size is
    /// zero); `scroll` also reserves room for a scrollbar of `scrollbarWidth`.
    public enum Overflow: Hashable, Sendable {
        case visible, hidden, clip, scroll
        var isScrollContainer: Bool { self == .hidden || self == .scroll }
    }

    public var display: Display = .flex
    /// `display: flow-root`: a block container that starts a block formatting context of its
    /// own, so its children's vertical margins stay inside it (the display is `.block`).
    public var isFlowRoot = false
    /// Whether a block container starts a block formatting context of its own: a flow root,
    /// or one with an `align-content` other than `normal` (Chromium and WebKit: the first
    /// child's margin of an `align-content: center` block stays inside it).
    var startsBlockFormattingContext: Bool { isFlowRoot || alignContent != nil }
    /// A block container's legacy `text-align` (see `TextAlign`).
    public var textAlign: TextAlign = .auto
    public var position: Position = .relative
    /// `float`: a child of a block container taken out of the flow to the left or right side
    /// of its content box, which later boxes that start formatting contexts keep clear of
    /// (other containers ignore it, as CSS does for flex and grid items).
    public var float: Float = .none
    /// `clear`: a box of block flow moved below the earlier floats of that side.
    public var clear: Clear = .none
    /// `left`, `right`, `top`, `bottom`: offsets for relative positioning, or the box's
    /// placement inside its parent's padding box when `position` is `absolute`.
    public var inset: CSSEdges<CSSLength> = .auto
    public var direction: Direction = .ltr

    public var flexDirection: FlexDirection = .row
    public var flexWrap: FlexWrap = .noWrap
    /// `flex-line-count`: the fewest lines a balanced container (`flexWrap` `.balance` or
    /// `.balanceReverse`) spreads its items over, though never more lines than items. Each
    /// item is then offered that share of the container's cross size. Other wrap modes
    /// ignore it.
    public var lineCount: Int = 1
    public var flexGrow: CGFloat = 0
    public var flexShrink: CGFloat = 1
    public var flexBasis: CSSLength = .auto

    /// `nil` is CSS `normal` (flex-start).
    public var justifyContent: CSSAlignment? = nil
    /// `nil` is CSS `normal` (stretch).
    public var alignItems: CSSAlignment? = nil
    /// `nil` is CSS `auto`: the parent's `alignItems`.
    public var alignSelf: CSSAlignment? = nil
    /// `nil` is CSS `normal` (stretch).
    public var alignContent: CSSAlignment? = nil
    /// A grid container's default inline-axis alignment of its items in their areas; `nil`
    /// is CSS `normal` (stretch, or start for an item with an aspect ratio and a definite height).
    public var justifyItems: CSSAlignment? = nil
    /// A grid item's own `justify-items`; `nil` is CSS `auto`: the container's.
    public var justifySelf: CSSAlignment? = nil

    /// A grid item's placement, packed (read and written as `gridRowStart`, `gridRowEnd`,
    /// `gridColumnStart` and `gridColumnEnd`).
    var gridLines = PackedGridLines()

    /// The gap between rows (lines of a row container, items of a column container).
    public var rowGap: CSSLength = .zero
    /// The gap between columns.
    public var columnGap: CSSLength = .zero

    public var padding: CSSEdges<CSSLength> = .zero
    public var border: CSSEdges<CSSLength> = .zero
    public var margin: CSSEdges<CSSLength> = .zero

    public var width: CSSLength = .auto
    public var height: CSSLength = .auto
    public var minWidth: CSSLength = .auto
    public var minHeight: CSSLength = .auto
    public var maxWidth: CSSLength = .auto
    public var maxHeight: CSSLength = .auto
    /// Width divided by height, applied to the `boxSizing` box.
    public var aspectRatio: CGFloat? = nil
    public var boxSizing: BoxSizing = .borderBox

    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible
    /// The room an `overflow: scroll` axis reserves for its scrollbar.
    public var scrollbarWidth: CGFloat = 15

    public init() {}
}
