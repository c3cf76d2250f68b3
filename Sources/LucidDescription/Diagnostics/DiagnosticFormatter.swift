import LucidLayout
import Foundation

/// Prints diagnostics as compilers do: the `path:line:column: error: message` line,
/// then the source line and a caret under the column.
///
/// Colour is injected (`Style`) so the same code serves terminals, plain files and tests.
public struct DiagnosticFormatter {
    /// How the parts of a diagnostic are decorated; `.plain` leaves them as they are.
    public struct Style {
        public var location: (String) -> String
        public var error: (String) -> String
        public var warning: (String) -> String
        public var message: (String) -> String
        public var caret: (String) -> String

        public init(
            location: @escaping (String) -> String, error: @escaping (String) -> String,
            warning: @escaping (String) -> String, message: @escaping (String) -> String,
            caret: @escaping (String) -> String
        ) {
            self.location = location
            self.error = error
            self.warning = warning
            self.message = message
            self.caret = caret
        }

        public static let plain = Style(location: { $0 }, error: { $0 }, warning: { $0 }, message: { $0 }, caret: { $0 })
    }

    /// The text of line `line` (1-based) of `file`, if it can be shown.
    public var sourceLine: (_ file: String, _ line: Int) -> String?
    public var style: Style

    public init(style: Style = .plain, sourceLine: @escaping (_ file: String, _ line: Int) -> String?) {
        self.style = style
        self.sourceLine = sourceLine
    }

    /// One diagnostic, with its source line and caret when it has a position.
    public func format(_ diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity == .error
            ? style.error("\(diagnostic.severity.rawValue):")
            : style.warning("\(diagnostic.severity.rawValue):")
        let header = style.location("\(diagnostic.location?.description ?? diagnostic.file):") + " " + severity + " " + style.message(diagnostic.message)
        guard let location = diagnostic.location, let line = sourceLine(location.file, location.line) else { return header }
        let (excerpt, column) = Self.excerpt(of: line, around: location.column)
        return header + "\n" + excerpt + "\n" + caretLine(under: column, in: excerpt)
    }

    /// The most characters of a source line shown: a longer line is cut to this many
    /// around the caret, with `…` where it was cut (60 errors on one 3.6 MB line printed
    /// 175 MB when whole lines were quoted).
    public static let excerptLength = 120

    /// `line`, or the part of it around `column` when it is longer than `excerptLength`,
    /// and the caret's column in what is returned.
    static func excerpt(of line: String, around column: Int) -> (text: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > excerptLength else { return (line, column) }
        let caret = min(max(column - 1, 0), scalars.count)
        var start = max(0, caret - excerptLength / 2)
        let end = min(scalars.count, start + excerptLength)
        start = max(0, end - excerptLength)
        var text = String(String.UnicodeScalarView(scalars[start..<end]))
        var shifted = caret - start + 1
        if start > 0 {
            text = "…" + text
            shifted += 1
        }
        if end < scalars.count { text += "…" }
        return (text, shifted)
    }

    /// Spaces up to the column (tabs kept as tabs so the caret lines up in any tab
    /// width; wide characters counted as two cells), then `^`.
    func caretLine(under column: Int, in line: String) -> String {
        // libyaml counts columns in Unicode scalars, starting at 1.
        let prefix = line.unicodeScalars.prefix(max(0, column - 1))
        var padding = ""
        for scalar in prefix {
            if scalar == "\t" {
                padding += "\t"
            } else {
                padding += String(repeating: " ", count: CharacterWidth.cells(of: scalar))
            }
        }
        return padding + style.caret("^")
    }
}

/// Source lines of the files diagnostics point into, read once each.
public final class SourceLines {
    private var files: [String: [Substring]] = [:]

    public init() {}

    /// Makes `text` the contents of `file`, so lines come from what was parsed.
    public func remember(_ text: String, for file: String) {
        files[file] = LineEndings.normalized(text).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Line `line` (1-based) of `file`, read from disk if not remembered; nil when missing.
    public func line(_ line: Int, of file: String) -> String? {
        if files[file] == nil, case let .success(text) = DescriptionParser.readText(at: file) {
            remember(text, for: file)
        }
        guard let lines = files[file], line >= 1, line <= lines.count else { return nil }
        return String(lines[line - 1])
    }
}
