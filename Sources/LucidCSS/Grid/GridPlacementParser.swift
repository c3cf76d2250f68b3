import Foundation

/// Reads grid placement as CSS writes it: one end (`grid-row-start`: `3`, `span 2`, `main`,
/// `2 col`, `span col`), the `grid-row`/`grid-column` pair (`1 / 3`, `main`) and `grid-area`
/// (`main`, `1 / 2 / 3 / 4`). Shared by description files and the conformance runner, so a
/// placement means the same in both.
public enum CSSGridPlacementParser {
    /// Lines and spans beyond ±100,000 are clamped (CSS Grid §8.4 lets an implementation
    /// clamp past ±10,000). Chromium honours lines well past 10,000 (it puts a
    /// `grid-column: 32767` item in the 32,767th column and gives `-9990 / span 19990`
    /// 19,990 tracks), so Lucid does too, within a bound that keeps the grid of a hostile
    /// file to a size it lays out in time (a track costs a few words in each axis).
    public static let maximumLine = 100_000

    /// One end; nil when `text` is none of the forms above (or names line 0).
    public static func line(_ text: String) -> CSSGridLine? {
        var words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else { return nil }
        if words == ["auto"] { return .auto }
        let isSpan = words.first == "span"
        if isSpan { words.removeFirst() }
        var number: Int? = nil
        var name: String? = nil
        for word in words {
            if let n = Int(word), number == nil {
                number = max(-maximumLine, min(maximumLine, n))
            } else if name == nil, isIdentifier(word) {
                name = word
            } else {
                return nil
            }
        }
        if isSpan {
            let count = number ?? 1
            guard count >= 1 else { return nil }
            return name.map { .namedSpan($0, count) } ?? .span(count)
        }
        switch (number, name) {
        case (let n?, nil): return n == 0 ? nil : .line(n)
        case (nil, let name?): return .area(name)
        case (let n?, let name?): return n == 0 ? nil : .named(name, n)
        default: return nil
        }
    }

    /// `grid-row`/`grid-column`: `start / end`, or `start` alone, whose end is the same name
    /// when it is a name alone (`main` is `main / main`), else `auto`.
    public static func lines(_ text: String) -> (start: CSSGridLine, end: CSSGridLine)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let start = line(parts[0]) else { return nil }
        if parts.count == 1 { return (start, sameName(start)) }
        guard let end = line(parts[1]) else { return nil }
        return (start, end)
    }

    /// `grid-area`: `row-start / column-start / row-end / column-end`, the parts left out
    /// copying a name alone from their counterpart (else `auto`).
    public static func area(_ text: String) -> (rowStart: CSSGridLine, columnStart: CSSGridLine, rowEnd: CSSGridLine, columnEnd: CSSGridLine)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...4).contains(parts.count) else { return nil }
        var lines: [CSSGridLine] = []
        for part in parts {
            guard let parsed = line(part) else { return nil }
            lines.append(parsed)
        }
        let rowStart = lines[0]
        let columnStart = lines.count > 1 ? lines[1] : sameName(rowStart)
        let rowEnd = lines.count > 2 ? lines[2] : sameName(rowStart)
        let columnEnd = lines.count > 3 ? lines[3] : sameName(columnStart)
        return (rowStart, columnStart, rowEnd, columnEnd)
    }

    /// The rows of `grid-template-areas` written as CSS writes them: quoted strings
    /// (`"head head" "nav main"`); nil when the text is not such strings.
    public static func areaRows(_ text: String) -> [String]? {
        var rows: [String] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: { $0.isWhitespace })
            guard let quote = rest.first else { break }
            guard quote == "\"" || quote == "'" else { return nil }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { return nil }
            rows.append(String(rest[..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return rows.isEmpty ? nil : rows
    }

    /// A name that may name a line or an area.
    public static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first.properties.isAlphabetic || first == "_" || first == "-" else { return false }
        let lower = word.lowercased()
        return lower != "span" && lower != "auto" && word.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_"
        }
    }

    /// What an end left out of a shorthand is: the same name when `line` is a name alone.
    public static func sameName(_ line: CSSGridLine) -> CSSGridLine {
        if case .area = line { return line }
        return .auto
    }
}
