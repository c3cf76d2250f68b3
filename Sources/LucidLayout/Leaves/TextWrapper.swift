import Foundation

/// Greedy word wrapping: words are put on a line while they fit; a word longer than
/// a line is broken between characters. Explicit newlines always break. Spaces inside a
/// line are kept as written (`North   $0 / month` keeps its three); those where a line
/// breaks are dropped, as Pango drops them.
public enum TextWrapper {
    /// The lines of `text` no wider than `maxWidth` (when given), with `width` measuring a piece.
    public static func lines(_ text: String, maxWidth: CGFloat?, width: (Substring) -> CGFloat) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth else {
                result.append(String(paragraph))
                continue
            }
            // (Empty pieces are the extra spaces of a run of them; joined back with one
            // space each they give the run again. Nil: nothing on the line yet, where
            // spaces are dropped.)
            var line: String? = nil
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if line == nil && word.isEmpty { continue }
                let candidate = line.map { $0 + " " + word } ?? String(word)
                if width(Substring(candidate)) <= maxWidth {
                    line = candidate
                    continue
                }
                if let full = line { result.append(Self.trimmingTrailingSpaces(full)) }
                line = nil
                // (A space that does not fit ends the line.)
                if word.isEmpty { continue }
                // Break a word that is wider than a whole line.
                var piece = ""
                for character in word {
                    let longer = piece + String(character)
                    if !piece.isEmpty && width(Substring(longer)) > maxWidth {
                        result.append(piece)
                        piece = String(character)
                    } else {
                        piece = longer
                    }
                }
                line = piece
            }
            result.append(line.map(Self.trimmingTrailingSpaces) ?? "")
        }
        return result
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
