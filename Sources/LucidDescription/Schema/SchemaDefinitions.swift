import Foundation
import LucidLayout

/// The `$defs` entries of the values several keys share (colours, insets, CSS lengths,
/// grid lines…), written from the declared tables and the parser's own limits and words.
/// The node, style and kind entries are `DescriptionSchema`'s.
struct SchemaDefinitions {
    var tables: DescriptionTables

    private typealias Parser = DescriptionParser

    /// A non-negative CSS percentage, "50%".
    static let percentage: SchemaValue = ["type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?%$"]
    /// A CSS percentage that may be negative, "-50%".
    static let signedPercentage: SchemaValue = ["type": "string", "pattern": "^-?[0-9]+(\\.[0-9]+)?%$"]
    /// How the CSS edge values read (padding, border, margin).
    static let allCSSEdges = "a length for every edge, or {top, left, bottom, right} (each 0 unless given)"

    /// Grid values: a track list in CSS's grammar (checked closely by the parser, which the
    /// schema only outlines: the characters it may hold) and a line ("2", "-1", "span 2", auto).
    private static let gridTrackText = "^[ a-zA-Z0-9_.%(),\\[\\]-]*$"
    /// A whole number from 1 to the clamp (`Parser.maximumGridLine`, a power of ten): fewer
    /// digits than it, or it.
    private static let gridNumber = "([1-9][0-9]{0,\(String(Parser.maximumGridLine).count - 2)}|\(Parser.maximumGridLine))"
    private static let gridName = "[A-Za-z_-][A-Za-z0-9_-]*"
    private static let gridLine = "(auto|-?\(gridNumber)|-?\(gridNumber) +\(gridName)|\(gridName)( +-?\(gridNumber))?|span +\(gridNumber)|span( +\(gridNumber))? +\(gridName))"

    private static func number(_ range: ClosedRange<CGFloat>) -> SchemaValue {
        ["type": "number", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))]
    }

    private static let length = number(0...Parser.maximumLength)
    private static let cssLength = number(0...CGFloat(Parser.maximumCSSLength))

    private static func reference(_ definition: ValueDefinition) -> SchemaValue { .reference(definition.rawValue) }

    /// A grid line number: a whole number other than 0, within the clamp.
    private static let lineNumber: SchemaValue = [
        "type": "integer", "minimum": .number(Double(-Parser.maximumGridLine)), "maximum": .number(Double(Parser.maximumGridLine)),
        "not": ["const": 0],
    ]

    /// The entry of `definition`; nil for those `DescriptionSchema` writes (node, use,
    /// component, styles).
    func schema(of definition: ValueDefinition) -> SchemaValue? {
        switch definition {
        case .canvas:
            return ["description": "The page the layout is placed on; without it the page fits the layout.",
                    "type": "object", "properties": tables.canvas.schemaProperties, "additionalProperties": false]
        case .check:
            return ["description": "How closely lucid check must find this figure's PNG matching its golden.",
                    "type": "object", "properties": tables.check.schemaProperties, "additionalProperties": false]
        case .cssSize:
            return ["description": "A CSS size: points, a percentage of the containing block (\"50%\"), auto, or an intrinsic size keyword.",
                    "anyOf": [Self.cssLength, Self.percentage, ["enum": .strings(["auto"] + Parser.sizeKeywords.map(\.name))]]]
        case .cssOffset:
            return ["description": "A CSS length that may be negative: points, a percentage (\"-50%\"), or auto.",
                    "anyOf": [Self.number(-CGFloat(Parser.maximumCSSLength)...CGFloat(Parser.maximumCSSLength)), Self.signedPercentage,
                              ["const": "auto"]]]
        case .cssGap:
            return ["description": "A CSS length: points or a percentage.", "anyOf": [Self.cssLength, Self.percentage]]
        case .cssEdges:
            return ["description": .string("CSS padding or border: \(Self.allCSSEdges), each points or a percentage."),
                    "anyOf": [Self.reference(.cssGap),
                              ["type": "object", "additionalProperties": false,
                               "properties": .object(Parser.cssEdgeKeys.map { ($0, Self.reference(.cssGap)) })]]]
        case .gridTrack:
            return ["description": "A grid track: points, a percentage (\"25%\"), a fraction (\"1fr\"), auto, min-content, max-content, \"minmax(MIN, MAX)\" or \"fit-content(LIMIT)\".",
                    "anyOf": [Self.length, ["type": "string", "pattern": .string(Self.gridTrackText)]]]
        case .gridTracks:
            return ["description": "A grid track list as in CSS: one string of tracks separated by spaces (\"100 repeat(2, minmax(80, 1fr)) fit-content(200)\"), or a list of tracks.",
                    "anyOf": [["type": "array", "items": Self.reference(.gridTrack)], Self.length,
                              ["type": "string", "pattern": .string(Self.gridTrackText)]]]
        case .gridLine:
            return ["description": "A grid line: a line number other than 0 (negative counts from the end of the explicit grid), a line or area name (\"main\", \"2 col\"), \"span N\", \"span NAME\", or auto.",
                    "anyOf": [Self.lineNumber, ["type": "string", "pattern": .string("^[ \t]*\(Self.gridLine)[ \t]*$")]]]
        case .gridLines:
            return ["description": "\"start / end\" (each a grid line), or a start line alone.",
                    "anyOf": [Self.lineNumber,
                              ["type": "string", "pattern": .string("^[ \t]*\(Self.gridLine)[ \t]*(/[ \t]*\(Self.gridLine)[ \t]*)?$")]]]
        case .gridArea:
            return ["description": "A grid area: the name of one of the container's gridTemplateAreas, or \"row-start / column-start / row-end / column-end\" (each a grid line).",
                    "type": "string",
                    "pattern": .string("^[ \t]*\(Self.gridLine)[ \t]*(/[ \t]*\(Self.gridLine)[ \t]*){0,3}$")]
        case .gridAreas:
            return ["description": "Rows of area names: a list of strings (\"head head\"), or one string of quoted rows as in CSS; \".\" is an empty cell.",
                    "anyOf": [["type": "array", "minItems": 1, "items": ["type": "string"]], ["type": "string"]]]
        case .flexItem:
            return ["description": "The node's CSS item style in its flex or grid container; on a CSS box (flex, grid, block) its own CSS wherever it is, the layout root included.",
                    "type": "object", "properties": tables.flexItem.schemaProperties, "additionalProperties": false]
        case .node, .use, .component, .styles:
            return nil
        case .connector:
            let summary: SchemaValue = ["description": "A line joining two named nodes, drawn after layout from their frames."]
            return summary.adding(tables.connector.closedObject)
        case .connectorLabel:
            let mapping = tables.connectorLabel.closedObject
            return ["description": "A connector's label: its text, or {text, size, color, weight, italic, font}.",
                    "anyOf": [Self.reference(.text), mapping]]
        case .nodeEnd:
            let sides = ConnectorSide.allCases.map(\.rawValue).joined(separator: "|")
            return ["description": "A node's name, or names from the outside in separated by / (card-1/title), optionally followed by .top, .bottom, .left or .right.",
                    "type": "string", "pattern": .string("^[^/]+(/[^/]+)*(\\.(\(sides)))?$")]
        case .nodes:
            return ["description": "A list of layout nodes.", "type": "array", "items": Self.reference(.node)]
        case .parameter:
            return ["description": "A component parameter: $name stands for the argument, ${name} inside text for its text.",
                    "type": "string", "pattern": "^\\$[A-Za-z_][A-Za-z0-9_]*$|\\$\\{"]
        case .layer:
            return ["description": "A node, or {layout: node, alignment}.", "anyOf": [Self.reference(.node), tables.layer.closedObject]]
        case .text:
            return ["description": "Text (a number or boolean is read as its text).", "type": ["string", "number", "boolean"]]
        case .color:
            let hex = "[0-9a-fA-F]"
            return ["description": "#rgb, #rgba, #rrggbb, #rrggbbaa (quote it in YAML: # starts a comment) or a CSS name.",
                    "type": "string",
                    "anyOf": [["pattern": .string("^#(\(hex){3,4}|\(hex){6}|\(hex){8})$")], ["enum": .strings(Color.named.keys.sorted())]]]
        case .insets:
            return ["description": "One number for every edge, or {top, left, bottom, right} (each default 0).",
                    "anyOf": [Self.length, tables.insetEdges.closedObject]]
        case .alignment:
            return ["description": "SwiftUI's alignment names.", "enum": .strings(definition.choices ?? [])]
        case .contentMode:
            return ["description": "fit: the largest size that fits; fill: the smallest that covers.",
                    "enum": .strings(definition.choices ?? [])]
        case .point:
            let limit = Parser.maximumUnitCoordinate
            return ["description": .string("[x, y] in unit coordinates of the frame: [0, 0] top-left, [1, 1] bottom-right (each \(Int(-limit))…\(Int(limit)))."),
                    "type": "array", "minItems": 2, "maxItems": 2, "items": Self.number(-limit...limit)]
        case .dash:
            return ["description": "On and off lengths in points, none negative and not all 0; [] is a solid line.",
                    "type": "array", "items": Self.length, "not": ["minItems": 1, "items": ["const": 0]]]
        case .maxLength:
            return ["description": "A length, or infinity to take all that is offered.", "anyOf": [Self.length, ["const": "infinity"]]]
        case .aspectRatio:
            // The plain number is the ratio, read through the same declaration.
            return ["description": "A width-to-height ratio, or {ratio, contentMode}; without ratio, the child's ideal ratio.",
                    "anyOf": [Self.number(ValueProperties.ratio.range), tables.aspectRatio.closedObject]]
        case .fixedSize:
            return ["description": "true (both axes; false does nothing), or {horizontal, vertical}.",
                    "anyOf": [["type": "boolean"], tables.fixedSize.closedObject]]
        case .frame:
            return ["description": "A fixed frame {width, height, alignment}, or a flexible one {minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}; fixed and flexible lengths cannot be mixed, and a minimum must not exceed its maximum.",
                    "type": "object", "properties": tables.frame.schemaProperties, "additionalProperties": false,
                    "if": ["anyOf": [["required": ["width"]], ["required": ["height"]]]],
                    "then": ["properties": .object(tables.flexibleFrame.map { ($0.key, false) })]]
        }
    }
}
