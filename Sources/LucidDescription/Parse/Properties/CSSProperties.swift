import Foundation
import LucidCSS

/// Keys of the CSS boxes (`kind: flex`, `grid`, `block`): CSS property names in camelCase,
/// their words those of the parser's keyword tables (`DescriptionParser+Flex`).
enum CSSBoxProperties {
    private typealias Parser = DescriptionParser

    static let flexDirection = DescriptionProperty(
        "flexDirection", .choice(Parser.flexDirections.map(\.name)), "The main axis.", default: "row")
    static let flexWrap = DescriptionProperty(
        "flexWrap", .choice(Parser.flexWraps.map(\.name)),
        "Whether items wrap onto more lines; with balance, into lines as even as possible.", default: "nowrap")
    static let flexLineCount = DescriptionProperty(
        "flexLineCount", .wholeNumber(1...Parser.maximumLength),
        "flex-line-count: the fewest lines a balanced container spreads its items over.", default: 1)

    static let gridTemplateColumns = DescriptionProperty(
        "gridTemplateColumns", .value(.gridTracks), "grid-template-columns: the explicit columns.", default: [])
    static let gridTemplateRows = DescriptionProperty("gridTemplateRows", .value(.gridTracks), "grid-template-rows: the explicit rows.", default: [])
    static let gridTemplateAreas = DescriptionProperty(
        "gridTemplateAreas", .value(.gridAreas),
        "grid-template-areas: rows of area names (\".\" an empty cell), each name a rectangle; items are placed in them with gridArea.")
    static let gridAutoColumns = DescriptionProperty(
        "gridAutoColumns", .value(.gridTracks), "grid-auto-columns: the sizes of implicit columns, one or more taken in turn.", default: "auto")
    static let gridAutoRows = DescriptionProperty(
        "gridAutoRows", .value(.gridTracks), "grid-auto-rows: the sizes of implicit rows, one or more taken in turn.", default: "auto")
    static let justifyItems = DescriptionProperty(
        "justifyItems", .boxAlignment(Parser.itemAlignments.map(\.name)),
        "justify-items: placement of each item across its column area (grid), or of each child across the block (block); normal stretches.", default: "normal")
    static let gridAutoFlow = DescriptionProperty(
        "gridAutoFlow", .choice(Parser.gridAutoFlows.map(\.name)),
        "grid-auto-flow: auto-placement fills rows or columns; dense goes back to fill holes.", default: "row")

    static let textAlign = DescriptionProperty(
        "textAlign", .choice(Parser.textAligns.map(\.name)),
        "Where a block puts children narrower than its content box (CSS -webkit-left, -webkit-right, -webkit-center); auto is the inline start. Inherited by the boxes inside, as in CSS (flex and grid containers pass it on).",
        default: "auto")
    static let flowRoot = DescriptionProperty(
        "flowRoot", .boolean,
        "display: flow-root: the block starts a formatting context of its own, so its children's vertical margins stay inside it.",
        default: false)

    static let justifyContent = DescriptionProperty(
        "justifyContent", .boxAlignment(Parser.contentAlignments.map(\.name).filter { $0 != "stretch" }),
        "justify-content: placement of the items along the main axis (flex) or of the columns (grid); normal is flex-start in a flex container and stretches auto columns in a grid.",
        default: "normal")
    static let alignItems = DescriptionProperty(
        "alignItems", .boxAlignment(Parser.itemAlignments.map(\.name)),
        "align-items: placement of each item across its line (flex) or in its row (grid); normal stretches.", default: "normal")
    static let alignContent = DescriptionProperty(
        "alignContent", .boxAlignment(Parser.contentAlignments.map(\.name)),
        "align-content: placement of wrapped lines (flex) or of the rows (grid); normal stretches.", default: "normal")
    static let gap = DescriptionProperty("gap", .value(.cssGap), "row-gap and column-gap at once.", default: 0)
    static let rowGap = DescriptionProperty(
        "rowGap", .value(.cssGap), "row-gap: space between rows (lines of a row flex container, items of a column one).", default: 0)
    static let columnGap = DescriptionProperty(
        "columnGap", .value(.cssGap), "column-gap: space between columns (items of a row flex container, lines of a column one).", default: 0)
    static let direction = DescriptionProperty(
        "direction", .choice(Parser.directions.map(\.name)), "Writing direction: rtl mirrors rows and grid columns and puts labels' leading lines on the right. Inherited by the boxes and labels inside, as in CSS.", default: "ltr")
    static let padding = DescriptionProperty(
        "padding", .value(.cssEdges),
        "CSS padding (not the padding modifier): a length or percentage for every edge, or {top, left, bottom, right}.", default: 0)
    static let border = DescriptionProperty(
        "border", .value(.cssEdges),
        "CSS border widths, for layout only (nothing is drawn; draw a border with a background box's stroke).", default: 0)
    static let boxSizing = DescriptionProperty(
        "boxSizing", .choice(Parser.boxSizings.map(\.name)),
        "box-sizing: whether width and height hold padding and border (border-box) or not.", default: "border-box")
    static let children = DescriptionProperty(
        "children", .value(.nodes), "The children, in order; each sets its own item style with the flex key.")

    /// What every CSS box takes: how it lays out its children, and its own box. What places
    /// the box in its parent (sizes, margins, overflow…) is in its `flex` item style.
    static let box = [justifyContent, alignItems, alignContent, gap, rowGap, columnGap, direction, textAlign, padding, border, boxSizing, children]
    /// `kind: flex`.
    static let flex = [flexDirection, flexWrap, flexLineCount] + box
    /// `kind: grid`.
    static let grid = [gridTemplateColumns, gridTemplateRows, gridTemplateAreas, gridAutoColumns, gridAutoRows, gridAutoFlow, justifyItems] + box
    /// `kind: block`.
    static let block = [flowRoot, justifyItems] + box
}

/// Keys of the `flex` mapping: a node's CSS style as an item of its flex or grid container.
enum FlexItemProperties {
    private typealias Parser = DescriptionParser

    static let grow = DescriptionProperty("grow", .number(0...Parser.maximumLength), "flex-grow: share of the free space taken.", default: 0)
    static let shrink = DescriptionProperty("shrink", .number(0...Parser.maximumLength), "flex-shrink: share of the overflow given up.", default: 1)
    static let basis = DescriptionProperty(
        "basis",
        .schema(["anyOf": [
            ["type": "number", "minimum": 0, "maximum": .number(Parser.maximumCSSLength)],
            SchemaDefinitions.percentage,
            ["enum": .strings(["auto"] + Parser.basisKeywords.map(\.name))],
        ]]),
        "flex-basis: the size before growing or shrinking.", default: "auto")
    static let alignSelf = DescriptionProperty(
        "alignSelf", .boxAlignment(["auto"] + Parser.itemAlignments.map(\.name)),
        "align-self: this item's placement across its line (flex) or row area (grid); auto defers to the container's alignItems.",
        default: "auto")
    static let margin = DescriptionProperty(
        "margin",
        .schema(["anyOf": [
            .reference(ValueDefinition.cssOffset.rawValue),
            ["type": "object", "additionalProperties": false,
             "properties": .object(Parser.cssEdgeKeys.map { ($0, .reference(ValueDefinition.cssOffset.rawValue)) })],
        ]]),
        "Margins (may be negative): \(SchemaDefinitions.allCSSEdges); auto margins absorb free space.")
    static let width = DescriptionProperty("width", .value(.cssSize), "CSS width.", default: "auto")
    static let height = DescriptionProperty("height", .value(.cssSize), "CSS height.", default: "auto")
    static let minWidth = DescriptionProperty("minWidth", .value(.cssSize), "CSS min-width.", default: "auto")
    static let maxWidth = DescriptionProperty("maxWidth", .value(.cssSize), "CSS max-width.", default: "auto")
    static let minHeight = DescriptionProperty("minHeight", .value(.cssSize), "CSS min-height.", default: "auto")
    static let maxHeight = DescriptionProperty("maxHeight", .value(.cssSize), "CSS max-height.", default: "auto")
    static let aspectRatio = DescriptionProperty("aspectRatio", .number(0.001...1000), "CSS aspect-ratio: width divided by height.")
    static let position = DescriptionProperty(
        "position", .choice(Parser.positions.map(\.name)), "absolute takes the item out of the flow, placed by its insets.", default: "relative")
    static let float = DescriptionProperty(
        "float", .choice(Parser.floats.map(\.name)),
        "float: a child of a block taken out of the flow to the left or right of the block, at its fit-content width; later flex, grid and flowRoot siblings and labels sit beside it, and a flowRoot block grows to hold it. Ignored in flex and grid containers.",
        default: "none")
    static let clear = DescriptionProperty(
        "clear", .choice(Parser.clears.map(\.name)), "clear: a child of a block moved below the earlier floats of that side (both: of either).",
        default: "none")
    static let top = DescriptionProperty(
        "top", .value(.cssOffset), "Inset from the top (position: absolute or relative offset).", default: "auto")
    static let right = DescriptionProperty("right", .value(.cssOffset), "Inset from the right.", default: "auto")
    static let bottom = DescriptionProperty("bottom", .value(.cssOffset), "Inset from the bottom.", default: "auto")
    static let left = DescriptionProperty("left", .value(.cssOffset), "Inset from the left.", default: "auto")
    static let display = DescriptionProperty(
        "display", .choice(Parser.displays.map(\.name)),
        "none removes the item from the layout; on a label, block or grid lays its text box out as a CSS block or grid box holding text does (how an aspect-ratio box holds its lines), where flex, the default, is a flex container whose text is one item.",
        default: "flex")
    static let justifySelf = DescriptionProperty(
        "justifySelf", .boxAlignment(["auto"] + Parser.itemAlignments.map(\.name)),
        "justify-self: this grid item's placement across its column area (a block child's across its block, at its fit-content width); auto defers to the container's justifyItems.", default: "auto")
    static let gridRow = DescriptionProperty(
        "gridRow", .value(.gridLines), "grid-row: \"start / end\", or a start line alone (the end is then auto).")
    static let gridColumn = DescriptionProperty(
        "gridColumn", .value(.gridLines), "grid-column: \"start / end\", or a start line alone (the end is then auto).")
    static let gridArea = DescriptionProperty(
        "gridArea", .value(.gridArea), "grid-area: a named area of the container's gridTemplateAreas, or \"row-start / column-start / row-end / column-end\".")
    static let gridRowStart = DescriptionProperty("gridRowStart", .value(.gridLine), "grid-row-start.", default: "auto")
    static let gridRowEnd = DescriptionProperty("gridRowEnd", .value(.gridLine), "grid-row-end.", default: "auto")
    static let gridColumnStart = DescriptionProperty("gridColumnStart", .value(.gridLine), "grid-column-start.", default: "auto")
    static let gridColumnEnd = DescriptionProperty("gridColumnEnd", .value(.gridLine), "grid-column-end.", default: "auto")
    static let overflow = DescriptionProperty(
        "overflow", .choice(Parser.overflows.map(\.name)), "overflowX and overflowY at once.", default: "visible")
    static let overflowX = DescriptionProperty(
        "overflowX", .choice(Parser.overflows.map(\.name)),
        "overflow-x: hidden or scroll make the box a scroll container, whose automatic minimum size is 0; scroll also reserves a scrollbar gutter across its height. Layout only: nothing is clipped or scrolled when drawn.",
        default: "visible")
    static let overflowY = DescriptionProperty(
        "overflowY", .choice(Parser.overflows.map(\.name)), "overflow-y: as overflowX; scroll reserves the gutter across the width.",
        default: "visible")
    static let scrollbarWidth = DescriptionProperty(
        "scrollbarWidth", .number(0...1000), "The thickness of the scrollbar gutter that overflow: scroll reserves.", default: 15)

    static let all = [
        grow, shrink, basis, alignSelf, margin, width, height, minWidth, maxWidth, minHeight, maxHeight, aspectRatio, position, float, clear,
        top, right, bottom, left, display, justifySelf, gridArea, gridRow, gridColumn, gridRowStart, gridRowEnd, gridColumnStart,
        gridColumnEnd, overflow, overflowX, overflowY, scrollbarWidth,
    ]
}
