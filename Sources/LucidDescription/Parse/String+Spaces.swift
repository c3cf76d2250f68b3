import Foundation

extension String {
    /// The string without leading and trailing spaces and tabs, as
    /// `trimmingCharacters(in: .whitespaces)` gives it. Written apart because Foundation
    /// bridges every string it trims on Linux: most values (`30%`, `auto`, `2 / 4`) have
    /// nothing to trim, and asking Foundation for each of them was 4 % of parsing a
    /// description.
    var trimmingSpaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace else { return self }
        return trimmingCharacters(in: .whitespaces)
    }
}
