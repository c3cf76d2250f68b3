import Foundation
import LucidLayout

/// The keys every node takes besides its kind's: `name`, `class` and `flex`.
enum NodeProperties {
    static let name = DescriptionProperty(
        "name", .value(.text), "A name shown in diagnostics and ASCII renders of images, kept in the display list.")
    static let `class` = DescriptionProperty(
        "class", .schema(["anyOf": [.reference(ValueDefinition.text.rawValue), ["type": "array", "items": .reference(ValueDefinition.text.rawValue)]]]),
        "Style classes (from styles) whose keys fill in what the node does not set; a later class wins over an earlier one.")
    /// `use: component` instead of `kind`.
    static let use = DescriptionProperty("use", .value(.text), "The component this node stands for (instead of kind).")
    static let flex = DescriptionProperty(
        "flex", .value(.flexItem),
        "Its CSS style as an item of a flex or grid container (grow, shrink, basis, alignment, margin, sizes, position and insets, grid placement, overflow, display); on a CSS box, its own CSS wherever it is.")
}

/// The modifier keys, accepted on every kind and applied inside-out in this order.
enum ModifierProperties {
    static let aspectRatio = DescriptionProperty(
        "aspectRatio", .value(.aspectRatio),
        "Offer the child the size with this width-to-height ratio that fits (or fills) the offer: a ratio, or {ratio, contentMode}.")
    static let fixedSize = DescriptionProperty(
        "fixedSize", .value(.fixedSize), "Offer nothing on these axes, so the node keeps its ideal size: true, or {horizontal, vertical}.")
    static let frame = DescriptionProperty(
        "frame", .value(.frame),
        "A fixed {width, height, alignment} or a flexible {minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment} frame.")
    static let padding = DescriptionProperty("padding", .value(.insets), "Space around the node: a number, or {top, left, bottom, right}.")
    static let background = DescriptionProperty(
        "background", .value(.layer), "A node drawn behind, offered this node's size: a node, or {layout, alignment}.")
    static let overlay = DescriptionProperty(
        "overlay", .value(.layer), "A node drawn in front, offered this node's size: a node, or {layout, alignment}.")
    static let priority = DescriptionProperty(
        "priority", .number(-1000...1000), "Layout priority: stacks offer space to higher priorities first.", default: 0)

    static let all = [aspectRatio, fixedSize, frame, padding, background, overlay, priority]
}

/// The keys of `frame`: fixed (`width`, `height`) or flexible (`min…`, `ideal…`, `max…`).
enum FrameProperties {
    private static let length = PropertyType.number(0...DescriptionParser.maximumLength)

    static let width = DescriptionProperty("width", length, "A fixed width.")
    static let height = DescriptionProperty("height", length, "A fixed height.")
    static let minWidth = DescriptionProperty("minWidth", length, "The least width.")
    static let idealWidth = DescriptionProperty("idealWidth", length, "The width when offered nothing.")
    static let maxWidth = DescriptionProperty("maxWidth", .value(.maxLength), "The greatest width; infinity takes all the width offered.")
    static let minHeight = DescriptionProperty("minHeight", length, "The least height.")
    static let idealHeight = DescriptionProperty("idealHeight", length, "The height when offered nothing.")
    static let maxHeight = DescriptionProperty("maxHeight", .value(.maxLength), "The greatest height; infinity takes all the height offered.")
    static let alignment = DescriptionProperty("alignment", .value(.alignment), "Where the node is placed inside the frame.", default: "center")

    static let all = [width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment]
    /// The keys of a flexible frame, which a fixed one must not have.
    static let flexible = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight]
}

/// The mapping forms of modifier values: `aspectRatio: {ratio, contentMode}`,
/// `fixedSize: {horizontal, vertical}`, a layer's `{layout, alignment}`, and insets'
/// `{top, left, bottom, right}`.
enum ValueProperties {
    static let ratio = DescriptionProperty("ratio", .number(0.001...1000), "Width divided by height.")
    static let ratioContentMode = DescriptionProperty("contentMode", .value(.contentMode), "fit (default) or fill the offer.", default: "fit")
    static let aspectRatio = [ratio, ratioContentMode]

    static let horizontal = DescriptionProperty("horizontal", .boolean, "Keep the ideal width.", default: false)
    static let vertical = DescriptionProperty("vertical", .boolean, "Keep the ideal height.", default: false)
    static let fixedSize = [horizontal, vertical]

    static let layerLayout = DescriptionProperty("layout", .value(.node), "The node drawn.", required: true)
    static let layerAlignment = DescriptionProperty("alignment", .value(.alignment), "Where the node is placed.", default: "center")
    static let layer = [layerLayout, layerAlignment]

    /// `{top, left, bottom, right}` of insets, in that order.
    static let insetEdges = ["top", "left", "bottom", "right"].map { edge in
        DescriptionProperty(edge, .number(0...DescriptionParser.maximumLength), "Distance from the \(edge) edge.", default: 0)
    }
}
