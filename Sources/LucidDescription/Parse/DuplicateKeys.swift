import Foundation

/// Where the repeats of a mapping's duplicate keys are.
///
/// Yams refuses a mapping with a duplicate key before any node is built, naming the keys
/// and the place of the first one only; a diagnostic should point at each repeat. Yams
/// gives no access to libyaml's events, so the repeats are found in the text: keys of the
/// same block mapping start in the first key's column on later lines, until a line starts
/// further left; keys of a flow mapping (`{ a: 1, a: 2 }`) follow on the first key's line.
enum DuplicateKeys {
    /// Each repeat (every occurrence after the first) of each key in `names`, as 1-based
    /// line and column, in text order.
    static func repeats(of names: [String], firstLine: Int, firstColumn: Int, in lines: [Substring]) -> [(key: String, line: Int, column: Int)] {
        guard firstLine >= 1, firstLine <= lines.count else { return [] }
        var found: [(key: String, line: Int, column: Int)] = []
        var seen = Set<String>()
        func note(_ key: String, line: Int, column: Int) {
            if seen.contains(key) { found.append((key, line, column)) } else { seen.insert(key) }
        }
        let first = Array(lines[firstLine - 1].unicodeScalars)
        let start = firstColumn - 1
        guard start >= 0, start < first.count else { return [] }
        if start > 0, first[..<start].contains(where: { $0 == "{" || $0 == "," }) {
            // A flow mapping: its keys follow commas at its own depth on this line (the
            // keys of mappings nested in its values are theirs, not its).
            var index = start, depth = 0
            var quote: Unicode.Scalar?
            var atKey = true
            while index < first.count {
                let scalar = first[index]
                if atKey, depth == 0, quote == nil, scalar != " " {
                    if let key = key(in: first, at: index, names: names) { note(key, line: firstLine, column: index + 1) }
                    atKey = false
                }
                if let open = quote {
                    if scalar == open { quote = nil }
                } else {
                    switch scalar {
                    case "\"", "'": quote = scalar
                    case "{", "[": depth += 1
                    case "}", "]": depth -= 1
                    case "," where depth == 0: atKey = true
                    default: break
                    }
                }
                if depth < 0 { break }
                index += 1
            }
            return found
        }
        // The block mapping runs up and down from the first key, over lines whose keys
        // start in its column or further right; a list item's "- " opens it, and the
        // next item's closes it.
        var begin = firstLine
        if keyStart(lines[firstLine - 1])?.opensItem != true {
            var number = firstLine - 1
            while number >= 1 {
                if let (column, opensItem) = keyStart(lines[number - 1]) {
                    if column < start { break }
                    if column == start {
                        begin = number
                        if opensItem { break }
                    }
                }
                number -= 1
            }
        }
        for number in begin...lines.count {
            guard let (column, opensItem) = keyStart(lines[number - 1]) else { continue }
            if number > begin && (column < start || (column == start && opensItem)) { break }
            let scalars = Array(lines[number - 1].unicodeScalars)
            if column == start, let key = key(in: scalars, at: column, names: names) { note(key, line: number, column: column + 1) }
        }
        return found
    }

    /// Where a key may start on `line` (0-based): its first character, or after a list
    /// item's "- "; and whether the line opens a list item. Nil for a blank or comment line.
    private static func keyStart(_ line: Substring) -> (column: Int, opensItem: Bool)? {
        let scalars = Array(line.unicodeScalars)
        guard let indent = scalars.firstIndex(where: { $0 != " " }), scalars[indent] != "#" else { return nil }
        if scalars[indent] == "-", indent + 1 < scalars.count, scalars[indent + 1] == " " {
            let key = scalars[(indent + 1)...].firstIndex { $0 != " " } ?? indent + 2
            return (key, true)
        }
        return (indent, false)
    }

    /// The one of `names` written as a key at `index` (plain or quoted, then `:`).
    private static func key(in scalars: [Unicode.Scalar], at index: Int, names: [String]) -> String? {
        for name in names {
            let name = Array(name.unicodeScalars)
            for quote in ["", "\"", "'"] {
                let quote = Array(quote.unicodeScalars)
                let written = quote + name + quote + [":"]
                let end = index + written.count
                guard end <= scalars.count, Array(scalars[index..<end]) == written else { continue }
                if end == scalars.count || scalars[end] == " " || scalars[end] == "\t" { return String(String.UnicodeScalarView(name)) }
            }
        }
        return nil
    }
}
