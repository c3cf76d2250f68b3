import Foundation

/// The keys of a description's top level.
enum DocumentProperties {
    private static let text = SchemaValue.reference(ValueDefinition.text.rawValue)

    static let canvas = DescriptionProperty("canvas", .value(.canvas), "The page: width, height, padding, background, scale.")
    static let layout = DescriptionProperty("layout", .value(.node), "The root of the layout tree.", required: true)
    static let connectors = DescriptionProperty(
        "connectors", .schema(["type": "array", "items": .reference(ValueDefinition.connector.rawValue)]),
        "Lines joining named nodes, drawn after layout from their frames, so they stay attached when the nodes move.")
    static let check = DescriptionProperty("check", .value(.check), "Golden-check tolerances for this figure's PNG (lucid check).")
    static let include = DescriptionProperty(
        "include", .schema(["anyOf": [text, ["type": "array", "items": text]]]),
        "Other description files whose components, styles and themes this file can use (their own layout and canvas are not used); paths relative to this file.")
    static let components = DescriptionProperty(
        "components", .schema(["type": "object", "additionalProperties": .reference(ValueDefinition.component.rawValue)]),
        "Named layouts with parameters, used with use: name.")
    static let styles = DescriptionProperty("styles", .value(.styles), "Style classes: node keys set once, used with class: name.")
    static let themes = DescriptionProperty(
        "themes", .schema(["type": "object", "additionalProperties": .reference(ValueDefinition.styles.rawValue)]),
        "Per theme, style classes whose keys replace or add to those of styles.")
    static let theme = DescriptionProperty("theme", .value(.text), "The theme in use (lucid render --theme NAME overrides it).")

    /// The keys that define things for reuse (`DescriptionParser+Reuse`).
    static let reuse = [include, components, styles, themes, theme]
    static let all = [canvas, layout, connectors, check] + reuse
}

/// The keys of `canvas`: the page the layout is placed on.
enum CanvasProperties {
    private static let side = PropertyType.number(1...DescriptionParser.maximumPageSide)

    static let width = DescriptionProperty("width", side, "Page width in points; left out, the page takes the layout's ideal width plus padding.")
    static let height = DescriptionProperty(
        "height", side, "Page height in points; left out, the page takes the layout's ideal height (at the given width) plus padding.")
    static let padding = DescriptionProperty("padding", .value(.insets), "Space between the page edges and the layout.", default: 0)
    static let background = DescriptionProperty("background", .value(.color), "Page colour (transparent when absent).")
    static let scale = DescriptionProperty("scale", .number(0.1...8), "PNG pixels per point (lucid render --scale overrides it).", default: 1)

    static let all = [width, height, padding, background, scale]
}

/// The keys of `check`: how closely `lucid check` must find the figure's PNG matching its golden.
enum CheckProperties {
    static let threshold = DescriptionProperty(
        "threshold", .number(0...1), "Colour distance (0 to 1, in YIQ as pixelmatch measures it) above which two pixels differ.", default: 0.1)
    static let maxDifferentPixels = DescriptionProperty(
        "maxDifferentPixels", .wholeNumber(0...1e9), "How many pixels may differ (anti-aliasing pixels are not counted).", default: 0)
    static let maxDifferentRatio = DescriptionProperty("maxDifferentRatio", .number(0...1), "What share of the pixels (0 to 1) may differ.", default: 0)

    static let all = [threshold, maxDifferentPixels, maxDifferentRatio]
}

/// The keys of a component: its parameters and its layout.
enum ComponentProperties {
    static let parameters = DescriptionProperty(
        "parameters", .schema(["type": "object", "propertyNames": ["pattern": "^[A-Za-z_][A-Za-z0-9_]*$"]]),
        "Each parameter's default value; ~ (null) makes it required. In the layout, $name is replaced by the argument and ${name} inside text by its text.")
    static let layout = DescriptionProperty(
        "layout", .value(.node), "The component's layout, where any value may be $parameter.", required: true)

    static let all = [parameters, layout]
}
