import Foundation

/// Greedy word wrapping: words are put on a line while they fit; a word longer than
/// a line is broken between characters. Explicit newlines always break.
public enum TextWrapper {
    /// The lines of `text` no wider than `maxWidth` (when given), with `width` measuring a piece.
    public static func lines(_ text: String, maxWidth: CGFloat?, width: (Substring) -> CGFloat) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth else {
                result.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if width(Substring(candidate)) <= maxWidth {
                    line = candidate
                    continue
                }
                if !line.isEmpty { result.append(line) }
                line = ""
                // Break a word that is wider than a whole line.
                for character in word {
                    let longer = line + String(character)
                    if !line.isEmpty && width(Substring(longer)) > maxWidth {
                        result.append(line)
                        line = String(character)
                    } else {
                        line = longer
                    }
                }
            }
            result.append(line)
        }
        return result
    }
}
