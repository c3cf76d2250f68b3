import Foundation

/// How the schema is printed: JSON, two spaces per level, with lists of plain values, and
/// short mappings of plain values (such as `{"$ref": …}`), on one line; a line of more
/// than 100 characters is broken up. Non-ASCII text is written as it is.
extension SchemaValue {
    /// The schema's text, ending in a newline.
    var text: String { formatted(indent: "") + "\n" }

    /// The widest a mapping written on one line may be, with its indent.
    static let lineWidth = 100

    private func formatted(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case let .object(entries):
            if entries.isEmpty { return "{}" }
            if entries.allSatisfy({ !$0.value.isNested }) {
                let line = "{" + entries.map { "\(Self.quoted($0.key)): \($0.value.formatted(indent: ""))" }.joined(separator: ", ") + "}"
                if indent.unicodeScalars.count + line.unicodeScalars.count <= Self.lineWidth { return line }
            }
            let lines = entries.map { "\(inner)\(Self.quoted($0.key)): \($0.value.formatted(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case let .array(items):
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.formatted(indent: "") }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.formatted(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case let .string(text):
            return Self.quoted(text)
        case let .number(value):
            // Whole numbers as integers; others (and huge ones, 1e+30) as the shortest
            // text that reads back as the same number.
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        case let .bool(value):
            return value ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// A mapping, or a list holding a mapping or a list: what keeps its parent off one line.
    private var isNested: Bool {
        switch self {
        case .object: true
        case let .array(items): !items.allSatisfy(\.isScalar)
        default: false
        }
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
