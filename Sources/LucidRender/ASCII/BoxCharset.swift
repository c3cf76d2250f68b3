/// The characters the ASCII renderer draws box outlines with.
///
/// An enum of named sets (rather than a struct of characters) so a command line
/// option or a description file can name one by its raw value.
public enum BoxCharset: String, CaseIterable, Hashable, Sendable {
    /// ┌─┐ │ └─┘ with ├ ┤ ┬ ┴ ┼ junctions.
    case light
    /// ┏━┓ ┃ ┗━┛ with ┣ ┫ ┳ ┻ ╋ junctions.
    case heavy
    /// ╔═╗ ║ ╚═╝ with ╠ ╣ ╦ ╩ ╬ junctions.
    case double
    /// ╭─╮ │ ╰─╯: light lines with rounded corners.
    case rounded
    /// +-+ | +-+: plain ASCII for terminals and files without Unicode.
    case ascii

    /// The character drawn for a box that shrank to a single cell.
    public var singleCell: Character {
        switch self {
        case .light, .rounded, .double: return "□"
        case .heavy: return "■"
        case .ascii: return "+"
        }
    }

    /// The character for a cell whose lines leave in the directions `edges`.
    ///
    /// A lone stub (a line ending in this cell) is drawn as the full straight line,
    /// so a one-column box reads as `│` from end to end.
    ///
    /// An ellipse's corner (marked `BoxEdges.rounded`) is ╭ ╮ ╰ ╯ in every set but
    /// `.ascii`, which has no rounded corners and draws `+`.
    func character(for edges: BoxEdges) -> Character {
        let directions = edges.intersection(.directions)
        if edges.contains(.rounded), let corner = roundedCorner(directions) { return corner }
        let glyphs = self.glyphs
        switch directions {
        case []: return singleCell
        case .up, .down, .vertical: return glyphs[0]
        case .left, .right, .horizontal: return glyphs[1]
        case [.down, .right]: return glyphs[2]
        case [.down, .left]: return glyphs[3]
        case [.up, .right]: return glyphs[4]
        case [.up, .left]: return glyphs[5]
        case [.up, .down, .right]: return glyphs[6]
        case [.up, .down, .left]: return glyphs[7]
        case [.left, .right, .down]: return glyphs[8]
        case [.left, .right, .up]: return glyphs[9]
        default: return glyphs[10]
        }
    }

    /// The rounded corner for `directions`, if they make a corner and the set has them.
    private func roundedCorner(_ directions: BoxEdges) -> Character? {
        guard self != .ascii else { return nil }
        switch directions {
        case [.down, .right]: return "╭"
        case [.down, .left]: return "╮"
        case [.up, .right]: return "╰"
        case [.up, .left]: return "╯"
        default: return nil
        }
    }

    /// The character for a cell of a diagonal line: ╲ (or `\`) when it runs down to the
    /// right, ╱ (or `/`) when it runs up to the right.
    func diagonal(_ diagonal: CellDiagonal) -> Character {
        switch (diagonal, self) {
        case (.falling, .ascii): return "\\"
        case (.rising, .ascii): return "/"
        case (.falling, _): return "╲"
        case (.rising, _): return "╱"
        }
    }

    /// The character for an arrowhead pointing `direction`: ▶ ◀ ▲ ▼, or > < ^ v in `.ascii`.
    func arrowhead(_ direction: CellDirection) -> Character {
        switch (direction, self) {
        case (.right, .ascii): return ">"
        case (.left, .ascii): return "<"
        case (.up, .ascii): return "^"
        case (.down, .ascii): return "v"
        case (.right, _): return "▶"
        case (.left, _): return "◀"
        case (.up, _): return "▲"
        case (.down, _): return "▼"
        }
    }

    /// The character that shades a filled inside of `density`: ░ ▒ ▓ █, or . : % # in `.ascii`.
    func shade(_ density: CellShade.Density) -> Character {
        switch (density, self) {
        case (.light, .ascii): return "."
        case (.medium, .ascii): return ":"
        case (.dark, .ascii): return "%"
        case (.solid, .ascii): return "#"
        case (.light, _): return "░"
        case (.medium, _): return "▒"
        case (.dark, _): return "▓"
        case (.solid, _): return "█"
        }
    }

    /// Vertical, horizontal, the four corners (┌ ┐ └ ┘), the four tees (├ ┤ ┬ ┴), the cross.
    private var glyphs: [Character] {
        switch self {
        case .light: return ["│", "─", "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼"]
        case .heavy: return ["┃", "━", "┏", "┓", "┗", "┛", "┣", "┫", "┳", "┻", "╋"]
        case .double: return ["║", "═", "╔", "╗", "╚", "╝", "╠", "╣", "╦", "╩", "╬"]
        case .rounded: return ["│", "─", "╭", "╮", "╰", "╯", "├", "┤", "┬", "┴", "┼"]
        case .ascii: return ["|", "-", "+", "+", "+", "+", "+", "+", "+", "+", "+"]
        }
    }
}
