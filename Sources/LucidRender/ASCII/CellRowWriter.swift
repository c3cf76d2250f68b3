/// Builds the text of one canvas row, character by character: trailing spaces are
/// dropped, and in coloured output each character is preceded by a 24-bit ANSI
/// colour sequence only where its colour differs from the colour in force.
///
/// A space shows no colour, so it neither needs nor changes one: the gap between two
/// borders of the same colour costs no sequences. Black, the ink figures are drawn
/// in unless they say otherwise, is written as the terminal's default foreground,
/// so default text and lines stay readable on dark terminals as well as light ones. Every row starts in the terminal's
/// default colour, and a row that set a colour ends with a reset (`ESC[0m`) right
/// after its last visible character, so rows stand alone (`head` or `grep` of the
/// output never leaks colour) and trimming is unaffected. The sequences take no
/// columns: removing them from a coloured row gives exactly the uncoloured row.
struct CellRowWriter {
    /// Selects Graphic Rendition: back to the default colours and attributes.
    static let reset = "\u{1B}[0m"
    /// Selects the terminal's default foreground colour, for a character with none.
    static let defaultForeground = "\u{1B}[39m"

    private let colored: Bool
    private var text = ""
    /// Spaces not yet written: they are written only if something visible follows.
    private var pendingSpaces = 0
    /// The colour in force; nil is the terminal's default.
    private var current: CellColor?
    private var setColor = false

    init(colored: Bool) {
        self.colored = colored
    }

    /// Adds `character`, drawn in `color` (nil: the terminal's default colour).
    mutating func append(_ character: Character, color: CellColor?) {
        guard character != " " else {
            pendingSpaces += 1
            return
        }
        if pendingSpaces > 0 {
            text += String(repeating: " ", count: pendingSpaces)
            pendingSpaces = 0
        }
        let color = color == CellColor.black ? nil : color
        if colored && color != current {
            text += color?.foregroundSequence ?? Self.defaultForeground
            current = color
            setColor = true
        }
        text.append(character)
    }

    /// The row without trailing spaces or a line break, reset if it set a colour.
    var finished: String {
        setColor ? text + Self.reset : text
    }
}
