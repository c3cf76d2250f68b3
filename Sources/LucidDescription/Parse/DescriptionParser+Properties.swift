import Foundation
import LucidLayout
import Yams

/// Reading a key through its declaration (`DescriptionProperty`): the key's name, and the
/// range or the choices its value must be within, come from the one table the schema is
/// written from too.
extension MappingEntries {
    /// Removes and returns the value of `property`'s key, if present.
    mutating func take(_ property: DescriptionProperty) -> Yams.Node? { take(property.key) }
}

extension DescriptionParser {
    /// A finite number within the declared range.
    mutating func number(_ node: Yams.Node, _ property: DescriptionProperty) -> CGFloat? {
        number(node, key: property.key, range: property.range)
    }

    /// One of the declared words, as the enumeration whose raw values they are (an error
    /// lists them in their declared order, which is the enumeration's).
    mutating func choice<T: RawRepresentable>(_ node: Yams.Node, _ property: DescriptionProperty, as type: T.Type) -> T?
    where T.RawValue == String {
        keyword(node, property, listed: property.choices) { T(rawValue: $0) }
    }

    /// One of the declared words (CSS keywords), with its meaning in `table` (an error
    /// lists them sorted).
    mutating func keyword<T>(_ node: Yams.Node, _ property: DescriptionProperty, in table: [(name: String, value: T)]) -> T? {
        keyword(node, property, listed: property.choices.sorted()) { word in table.first { $0.name == word }?.value }
    }

    /// One of the declared words, read with `meaning`; a located error listing `names` otherwise.
    private mutating func keyword<T>(_ node: Yams.Node, _ property: DescriptionProperty, listed names: [String], meaning: (String) -> T?) -> T? {
        guard let text = string(node, key: property.key) else { return nil }
        if property.choices.contains(text), let value = meaning(text) { return value }
        report("invalid value '\(text.forDiagnostic)' for '\(property.key)': expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))", at: node)
        return nil
    }

    /// The value of a required key, or an error naming it.
    mutating func required(_ property: DescriptionProperty, in keys: inout MappingEntries, of node: Yams.Node, kind: String) -> Yams.Node? {
        required(property.key, in: &keys, of: node, kind: kind)
    }
}
