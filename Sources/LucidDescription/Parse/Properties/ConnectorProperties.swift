import Foundation
import LucidLayout

/// The keys of one item of `connectors`: a line joining two named nodes, drawn after
/// layout (`Connector`).
enum ConnectorProperties {
    static let from = DescriptionProperty(
        "from", .value(.nodeEnd), "The node the connector starts at: its name, a path of names (card-1/title), optionally with a side (api.bottom).",
        required: true)
    static let to = DescriptionProperty(
        "to", .value(.nodeEnd), "The node the connector ends at: its name, a path of names (card-1/title), optionally with a side (db.top).",
        required: true)
    static let name = DescriptionProperty("name", .value(.text), "The connector's name (listed in the frames dump).")
    static let routing = DescriptionProperty(
        "routing", .choice(ConnectorRouting.allCases.map(\.rawValue)),
        "orthogonal: horizontal and vertical runs that go around the shapes in between; straight: one segment.", default: "orthogonal")
    static let arrowheads = DescriptionProperty(
        "arrowheads", .choice(Arrowheads.allCases.map(\.rawValue)), "Which ends get an arrowhead (end: at the 'to' node).", default: "end")
    static let label = DescriptionProperty(
        "label", .value(.connectorLabel), "Text beside the path's longest run: a string, or {text, size, color, weight, italic, font}.")

    /// The line's own keys besides these are the shape keys (stroke, strokeWidth, dash, opacity).
    static let all = [from, to, name, routing, arrowheads, ShapeProperties.lineColor, ShapeProperties.strokeWidth,
                      ShapeProperties.dash, ShapeProperties.opacity, label]
    /// The keys of a label given as a mapping.
    static let labelKeys = [LabelProperties.text, LabelProperties.font, LabelProperties.size, LabelProperties.weight,
                            LabelProperties.italic, LabelProperties.color]
}
