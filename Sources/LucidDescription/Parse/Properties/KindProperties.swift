import Foundation
import LucidLayout

// The keys of the drawing kinds (box, ellipse, line, polyline, label, image) and of the
// layout kinds (spacer, stacks, Lucid Dreams' layouts), one declaration each. The parser
// reads each key through its declaration; `NodeKinds` says which kind takes which.

/// Keys of the shapes: box, ellipse, line and polyline.
enum ShapeProperties {
    static let fill = DescriptionProperty("fill", .value(.color), "Inside colour (none when absent).")
    /// `stroke` of a box or an ellipse: no outline unless given.
    static let outline = DescriptionProperty("stroke", .value(.color), "Outline colour (none when absent); the outline is drawn inside the frame.")
    /// `stroke` of a line or a polyline: black unless given.
    static let lineColor = DescriptionProperty("stroke", .value(.color), "Line colour.", default: "black")
    static let strokeWidth = DescriptionProperty("strokeWidth", .number(0...1000), "Outline or line width in points.", default: 1)
    static let cornerRadius = DescriptionProperty(
        "cornerRadius", .number(0...DescriptionParser.maximumLength), "Rounded corners (at most half the shorter side).", default: 0)
    static let dash = DescriptionProperty("dash", .value(.dash), "Dash pattern: on and off lengths in points, e.g. [4, 2]; [] is solid.", default: [])
    static let opacity = DescriptionProperty("opacity", .number(0...1), "Opacity from 0 (invisible) to 1 (opaque).", default: 1)
    static let from = DescriptionProperty("from", .value(.point), "Where the line starts, [x, y] in unit coordinates.", default: [0, 0])
    static let to = DescriptionProperty("to", .value(.point), "Where the line ends, [x, y] in unit coordinates.", default: [1, 1])
    static let points = DescriptionProperty(
        "points",
        .schema([
            "type": "array", "minItems": .number(Double(DescriptionParser.minimumPolylinePoints)),
            "maxItems": .number(Double(DescriptionParser.maximumPolylinePoints)), "items": .reference(ValueDefinition.point.rawValue),
        ]),
        "The corners, first to last: \(DescriptionParser.minimumPolylinePoints) to \(DescriptionParser.maximumPolylinePoints) [x, y] in unit coordinates.",
        required: true)
    /// `points` of a polygon: three or more.
    static let polygonPoints = DescriptionProperty(
        "points",
        .schema([
            "type": "array", "minItems": .number(Double(DescriptionParser.minimumPolygonPoints)),
            "maxItems": .number(Double(DescriptionParser.maximumPolylinePoints)), "items": .reference(ValueDefinition.point.rawValue),
        ]),
        "The corners in drawing order, the last joined to the first: \(DescriptionParser.minimumPolygonPoints) to \(DescriptionParser.maximumPolylinePoints) [x, y] in unit coordinates (instead of shape).")
    static let preset = DescriptionProperty(
        "shape", .choice(Polygon.Preset.allCases.map(\.rawValue)),
        "A named shape fitted to the frame (instead of points): diamond (corners at the sides' middles) or triangle (apex up).")
    static let arrowheads = DescriptionProperty(
        "arrowheads", .choice(Arrowheads.allCases.map(\.rawValue)), "Which ends get an arrowhead: a filled triangle in the stroke colour.",
        default: "none")
}

/// Keys of `label`.
enum LabelProperties {
    static let text = DescriptionProperty("text", .value(.text), "The text; \\n starts a new line.", required: true)
    static let font = DescriptionProperty("font", .value(.text), "Font family.", default: .string(Font().family))
    static let size = DescriptionProperty("size", .number(1...1000), "Font size in points.", default: .number(Double(Font().size)))
    static let weight = DescriptionProperty("weight", .choice(Font.Weight.allCases.map(\.rawValue)), "Font weight.", default: "regular")
    static let italic = DescriptionProperty("italic", .boolean, "Slanted style.", default: false)
    static let color = DescriptionProperty("color", .value(.color), "Text colour.", default: "black")
    static let alignment = DescriptionProperty(
        "alignment", .choice(TextAlignment.allCases.map(\.rawValue)), "How lines sit in the frame; leading is the right inside an rtl CSS box.", default: "leading")
    static let verticalAlignment = DescriptionProperty(
        "verticalAlignment", .choice(TextVerticalAlignment.allCases.map(\.rawValue)),
        "Where the lines sit in a taller frame: center (as UILabel and SwiftUI), or top (as text in a CSS box), or bottom.",
        default: "center")
    static let lineLimit = DescriptionProperty(
        "lineLimit", .wholeNumber(1...10_000), "The most lines the text takes (per paragraph in PNG, SVG and PDF); text cut short ends with an ellipsis.")
    static let truncation = DescriptionProperty(
        "truncation", .choice(TextTruncation.allCases.map(\.rawValue)),
        "Where a label cut to its lineLimit shows the ellipsis: tail, middle or head (ASCII: always at the end).", default: "tail")
    static let lineSpacing = DescriptionProperty(
        "lineSpacing", .number(0...1000), "Points added between lines, as SwiftUI's .lineSpacing (ASCII: whole rows, rounded down).", default: 0)
    static let opacity = DescriptionProperty("opacity", .number(0...1), "Multiplies the text colour's alpha.", default: 1)
    static let writingMode = DescriptionProperty(
        "writingMode", .choice(TextWritingMode.allCases.map(\.rawValue)),
        "Which way lines run, as CSS writing-mode: vertical text is turned a quarter turn clockwise, its lines stacked right to left (vertical-rl) or left to right (vertical-lr).",
        default: .string(TextWritingMode.horizontalTopToBottom.rawValue))
}

/// Keys of `image`.
enum ImageProperties {
    static let src = DescriptionProperty("src", .value(.text), "Path of a PNG file, relative to the description file.", required: true)
    static let contentMode = DescriptionProperty(
        "contentMode", .value(.contentMode), "fit shows the whole picture, fill covers the frame and is cropped to it.", default: "fit")
    static let opacity = DescriptionProperty("opacity", .number(0...1), "Multiplies the picture's alpha.", default: 1)
}

/// Keys of the layout kinds: spacer, the stacks and Lucid Dreams' layouts.
enum LayoutProperties {
    static let minLength = DescriptionProperty(
        "minLength", .number(0...DescriptionParser.maximumLength), "The least length it takes along the stack.", default: 8)
    static let hstackAlignment = DescriptionProperty(
        "alignment", .choice(VerticalAlignment.allCases.map(\.rawValue)), "Vertical placement of children.", default: "center")
    static let vstackAlignment = DescriptionProperty(
        "alignment", .choice(HorizontalAlignment.allCases.map(\.rawValue)), "Horizontal placement of children.", default: "center")
    static let spacing = DescriptionProperty("spacing", .number(0...DescriptionParser.maximumLength), "Space between neighbours.", default: 8)
    static let children = DescriptionProperty("children", .value(.nodes), "The children, in order (back to front).")
    static let insets = DescriptionProperty("insets", .value(.insets), "Distances from each edge.", default: 0)
    static let child = DescriptionProperty("child", .value(.node), "The inset node.", required: true)
    static let content = DescriptionProperty("content", .value(.node), "The right two thirds.", required: true)
    static let decoration = DescriptionProperty("decoration", .value(.node), "The left third, drawn first.", required: true)
    static let overlapFactor = DescriptionProperty(
        "overlapFactor", .number(0...10), "Offset between neighbours, as a share of a child's size.", default: 0.2)
    static let accessories = DescriptionProperty("accessories", .value(.nodes), "Cascaded in the left third.")
    static let background = DescriptionProperty(
        "background", .value(.node), "Drawn first (on this kind, the layout's own key, not the background modifier).", required: true)
    static let foreground = DescriptionProperty("foreground", .value(.node), "Drawn on top.", required: true)
}
