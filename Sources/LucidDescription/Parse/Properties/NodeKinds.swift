/// One `kind` of layout node: its name, what it is, and the keys it takes besides
/// `kind`, `name`, `class`, `flex` and the modifiers.
struct NodeKind {
    var name: String
    /// One line saying what it is (the schema's description of the kind).
    var summary: String
    var properties: [DescriptionProperty]
    /// Keys of which a node of this kind has exactly one (unless a style class gives it):
    /// a polygon's `points` or `shape`.
    var exactlyOneOf: [String] = []

    /// Its keys, in the order declared.
    var keys: [String] { properties.map(\.key) }
    /// The keys a node of this kind must have (unless a style class gives them).
    var requiredKeys: [String] { properties.filter(\.isRequired).map(\.key) }
}

/// Every kind, in the order the schema describes them; `DescriptionParser.kindKeys` is read
/// from here.
enum NodeKinds {
    private typealias Shape = ShapeProperties
    private typealias Layout = LayoutProperties

    static let all: [NodeKind] = [
        NodeKind(name: "box", summary: "A rectangle. Offered a size, it takes it; offered nothing, it is 10 × 10.",
                 properties: [Shape.fill, Shape.outline, Shape.strokeWidth, Shape.cornerRadius, Shape.dash, Shape.opacity]),
        NodeKind(name: "ellipse", summary: "The ellipse inscribed in its frame; sized like box.",
                 properties: [Shape.fill, Shape.outline, Shape.strokeWidth, Shape.dash, Shape.opacity]),
        NodeKind(name: "polygon",
                 summary: "A closed shape through points in unit coordinates of its frame, or a named shape (diamond, triangle) touching all four sides; filled and outlined like box, sized like box.",
                 properties: [Shape.polygonPoints, Shape.preset, Shape.fill, Shape.outline, Shape.strokeWidth, Shape.dash, Shape.opacity],
                 exactlyOneOf: [Shape.polygonPoints.key, Shape.preset.key]),
        NodeKind(name: "line",
                 summary: "A straight line between points in unit coordinates of its frame ([0, 0] top-left, [1, 1] bottom-right), so it stretches with the frame; sized like box.",
                 properties: [Shape.from, Shape.to, Shape.lineColor, Shape.strokeWidth, Shape.dash, Shape.opacity, Shape.arrowheads]),
        NodeKind(name: "polyline", summary: "A line through several points in unit coordinates of its frame; sized like box.",
                 properties: [Shape.points, Shape.lineColor, Shape.strokeWidth, Shape.dash, Shape.opacity, Shape.arrowheads]),
        NodeKind(name: "label", summary: "Text, wrapped at word boundaries to the offered width, centred vertically in its frame unless verticalAlignment says otherwise.",
                 properties: [LabelProperties.text, LabelProperties.font, LabelProperties.size, LabelProperties.weight, LabelProperties.italic,
                              LabelProperties.color, LabelProperties.alignment, LabelProperties.verticalAlignment, LabelProperties.lineLimit,
                              LabelProperties.truncation, LabelProperties.lineSpacing,
                              LabelProperties.opacity, LabelProperties.writingMode]),
        NodeKind(name: "image", summary: "A PNG picture; its pixel size when offered nothing, scaled into the size it is offered.",
                 properties: [ImageProperties.src, ImageProperties.contentMode, ImageProperties.opacity]),
        NodeKind(name: "spacer", summary: "Stretches along the axis of the stack it is in.", properties: [Layout.minLength]),
        NodeKind(name: "hstack", summary: "SwiftUI's HStack: children in a row.",
                 properties: [Layout.hstackAlignment, Layout.spacing, Layout.children]),
        NodeKind(name: "vstack", summary: "SwiftUI's VStack: children in a column.",
                 properties: [Layout.vstackAlignment, Layout.spacing, Layout.children]),
        NodeKind(name: "zstack", summary: "Every child gets the whole rect; later children are drawn on top.", properties: [Layout.children]),
        NodeKind(name: "inset", summary: "The child laid out in the rect inset by insets (Lucid Dreams' InsetLayout).",
                 properties: [Layout.insets, Layout.child]),
        NodeKind(name: "decorating",
                 summary: "Lucid Dreams' DecoratingLayout: decoration in the left third (inset 5 top, bottom, right), content in the right two thirds (inset 5).",
                 properties: [Layout.content, Layout.decoration]),
        NodeKind(name: "cascading",
                 summary: "Lucid Dreams' CascadingLayout: children of one size, each offset by overlapFactor of that size.",
                 properties: [Layout.overlapFactor, Layout.children]),
        NodeKind(name: "multipane",
                 summary: "Lucid Dreams' MultiPaneLayout: a decorating layout whose decoration is a cascade of the accessories.",
                 properties: [Layout.content, Layout.accessories]),
        NodeKind(name: "background",
                 summary: "Lucid Dreams' BackgroundLayout: both get the whole rect, the background drawn first; the foreground decides the measured size.",
                 properties: [Layout.background, Layout.foreground]),
        NodeKind(name: "flex",
                 summary: "A CSS flex container (display: flex), laid out as a browser does; children set their item style with the flex key.",
                 properties: CSSBoxProperties.flex),
        NodeKind(name: "grid",
                 summary: "A CSS grid container (display: grid): explicit and implicit tracks, placement by line number or span, auto-placement by row; children place themselves with the flex key (gridRow, gridColumn, …).",
                 properties: CSSBoxProperties.grid),
        NodeKind(name: "block",
                 summary: "A CSS block container (display: block): children stacked from the top, each as wide as the content box unless its width says otherwise; vertical margins collapse as in CSS. alignContent moves the children together; gap and item alignment keys have no effect on it.",
                 properties: CSSBoxProperties.block),
    ]
}
