import LucidLayout

/// One line of text cut to fit a number of character cells.
///
/// Each character carries its width in cells (2 for East Asian wide characters and
/// emoji, per `CharacterWidth`). A line that does not fit ends with "…" in its last
/// visible cell; a wide character that would straddle that cell is left out whole.
struct CellLine: Equatable, Sendable {
    /// The characters to print and how many cells each takes.
    var characters: [(character: Character, width: Int)]

    /// The cells the line takes.
    var width: Int { characters.reduce(0) { $0 + $1.width } }

    /// The clip mark, one cell wide.
    static let ellipsis: Character = "…"

    /// `text` fitted into `columns` cells; with `truncated`, "…" is appended even if
    /// the text fits (used on the last line shown when further lines were dropped).
    ///
    /// Control characters become spaces and zero-width characters are dropped, so
    /// every printed character takes exactly the cells it is counted for.
    init(_ text: String, columns: Int, truncated: Bool = false) {
        let all: [(character: Character, width: Int)] = text.compactMap { character in
            if let scalar = character.unicodeScalars.first, scalar.properties.generalCategory == .control {
                return (" ", 1)
            }
            let width = CharacterWidth.cells(of: character)
            return width > 0 ? (character, width) : nil
        }
        let total = all.reduce(0) { $0 + $1.width }
        guard columns > 0 else {
            characters = []
            return
        }
        guard truncated || total > columns else {
            characters = all
            return
        }
        var kept: [(character: Character, width: Int)] = []
        var used = 0
        for item in all {
            guard used + item.width <= columns - 1 else { break }
            kept.append(item)
            used += item.width
        }
        kept.append((CellLine.ellipsis, 1))
        characters = kept
    }

    static func == (lhs: CellLine, rhs: CellLine) -> Bool {
        lhs.characters.elementsEqual(rhs.characters) { $0.character == $1.character && $0.width == $1.width }
    }
}
