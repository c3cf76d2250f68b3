import Foundation
import LucidLayout

/// One key of a description mapping, declared once: the parser reads the key through it
/// (its name, and the range or choices its value must be within), and the schema writer
/// (`DescriptionSchema`) describes the key from it. So a range or a choice changed here
/// changes both what `lucid validate` accepts and what `lucid schema` prints.
struct DescriptionProperty {
    /// The key as written in a description.
    var key: String
    /// The values it takes.
    var type: PropertyType
    /// One line saying what it does (the schema's description; editors show it).
    var summary: String?
    /// The value used when the key is absent, as the schema states it.
    var defaultValue: SchemaValue?
    /// Whether a node of its kind must have it (unless a style class gives it).
    var isRequired = false

    init(_ key: String, _ type: PropertyType, _ summary: String? = nil, default defaultValue: SchemaValue? = nil, required: Bool = false) {
        self.key = key
        self.type = type
        self.summary = summary
        self.defaultValue = defaultValue
        self.isRequired = required
    }

    /// The range of a number's value; only number properties have one.
    var range: ClosedRange<CGFloat> {
        switch type {
        case let .number(range), let .wholeNumber(range): return range
        default: preconditionFailure("'\(key)' is not a number")
        }
    }

    /// The words a choice takes, in the order the schema lists them.
    var choices: [String] {
        switch type {
        case let .choice(words), let .boxAlignment(words): return words
        case let .value(definition) where definition.choices != nil: return definition.choices ?? []
        default: preconditionFailure("'\(key)' is not a choice")
        }
    }
}

/// What values a `DescriptionProperty` takes.
enum PropertyType {
    /// A finite number within the range.
    case number(ClosedRange<CGFloat>)
    /// A whole number within the range.
    case wholeNumber(ClosedRange<CGFloat>)
    /// true or false.
    case boolean
    /// One of these words.
    case choice([String])
    /// One of these CSS Box Alignment words; any but `normal` and `auto` may start with
    /// `safe ` or `unsafe `.
    case boxAlignment([String])
    /// A value of a kind several keys share (a colour, insets, a node…): a `$defs` entry.
    case value(ValueDefinition)
    /// Anything else, as its JSON Schema.
    case schema(SchemaValue)
}

/// The kinds of value several keys share, each one `$defs` entry of the schema
/// (`SchemaDefinitions` writes them).
enum ValueDefinition: String, CaseIterable {
    case canvas, check, cssSize, cssOffset, cssGap, cssEdges, gridTrack, gridTracks, gridLine, gridLines, gridArea, gridAreas, flexItem
    case node, nodes, use, component, parameter, styles, layer, text, color, insets, alignment, contentMode, point, dash
    case maxLength, aspectRatio, fixedSize, frame, connector, connectorLabel, nodeEnd

    /// The words of a value that is a choice of words, shared by several keys.
    var choices: [String]? {
        switch self {
        case .contentMode: ContentMode.allCases.map(\.rawValue)
        case .alignment: DescriptionParser.alignmentNames.map(\.name)
        default: nil
        }
    }
}
