import Foundation
import LucidLayout
import Yams

/// Scalar values: each checks its type and range and reports what it expected and found.
extension DescriptionParser {
    /// Largest length accepted anywhere: keeps arithmetic far from overflow.
    static let maximumLength: CGFloat = 1_000_000

    /// A finite number within `range`.
    mutating func number(_ node: Yams.Node, key: String, range: ClosedRange<CGFloat> = 0...maximumLength) -> CGFloat? {
        guard let scalar = node.scalar, scalar.style == .plain, let value = Self.yamlNumber(scalar.string) else {
            report("expected a number for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        guard value.isFinite, range.contains(CGFloat(value)) else {
            report("'\(key)' must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), found \(scalar.string.forDiagnostic)", at: node)
            return nil
        }
        return CGFloat(value)
    }

    /// A plain scalar read as a number, including YAML's `.inf`, `-.inf` and `.nan`
    /// (so they are reported as out of range rather than as strings).
    static func yamlNumber(_ text: String) -> Double? {
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: return Double(text)
        }
    }

    /// A length that may be `infinity` (for maximum sizes), else as `number`.
    mutating func lengthOrInfinity(_ node: Yams.Node, key: String) -> CGFloat? {
        // JSON can only write the word as a string, so quoted "infinity" counts too.
        if let scalar = node.scalar, scalar.string.lowercased() == "infinity" || (scalar.style == .plain && scalar.string.lowercased() == ".inf") {
            return .infinity
        }
        return number(node, key: key)
    }

    mutating func boolean(_ node: Yams.Node, key: String) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain else {
            report("expected true or false for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        // Only true and false, as in JSON and YAML 1.2 (which editors use): YAML 1.1's
        // yes/no/on/off would mean one thing here and another in the editor.
        switch scalar.string.lowercased() {
        case "true": return true
        case "false": return false
        default:
            report("expected true or false for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
    }

    mutating func string(_ node: Yams.Node, key: String) -> String? {
        guard let scalar = node.scalar else {
            report("expected a string for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// A colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS name.
    mutating func color(_ node: Yams.Node, key: String) -> Color? {
        guard let text = string(node, key: key) else { return nil }
        guard let color = Color(text) else {
            report("invalid colour '\(text.forDiagnostic)' for '\(key)': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name"
                + (text.isEmpty ? " (in YAML '#' starts a comment: quote colours, as in \"#ff0000\")" : "")
                + (text.hasPrefix("#") || text.isEmpty ? "" : Suggestion.hint(for: text, in: Color.named.keys.sorted())), at: node)
            return nil
        }
        return color
    }

    /// Insets: one number for every edge, or a mapping of `top`, `left`, `bottom`, `right`.
    mutating func insets(_ node: Yams.Node, key: String) -> EdgeInsets? {
        if node.mapping == nil {
            return number(node, key: key).map { EdgeInsets(all: $0) }
        }
        guard var keys = entries(of: node, what: "'\(key)'") else { return nil }
        var insets = EdgeInsets()
        let edges = ValueProperties.insetEdges
        for (property, keyPath) in zip(edges, [\EdgeInsets.top, \.left, \.bottom, \.right]) {
            if let value = keys.take(property) { insets[keyPath: keyPath] = number(value, property) ?? 0 }
        }
        reportUnknownKeys(keys, allowed: edges.map(\.key), in: "'\(key)'")
        return insets
    }

    /// A two-dimensional alignment by SwiftUI's names: `center`, `topLeading`, `bottom`…
    mutating func alignment(_ node: Yams.Node, key: String) -> Alignment? {
        guard let text = string(node, key: key) else { return nil }
        guard let value = Self.alignments[text] else {
            let names = Self.alignments.keys.sorted()
            report("invalid alignment '\(text.forDiagnostic)' for '\(key)': expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))", at: node)
            return nil
        }
        return value
    }

    /// SwiftUI's alignment names, in the order the schema lists them.
    static let alignmentNames: [(name: String, value: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
    static let alignments = Dictionary(uniqueKeysWithValues: alignmentNames.map { ($0.name, $0.value) })

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
