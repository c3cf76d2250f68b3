// Shared by the fuzz tests of LucidDescriptionTests and LucidRenderTests (LucidTestSupport).
//
// Inputs for the fuzz tests: a small YAML tree model that the samples are read into,
// a writer that prints it in block, flow or JSON style, mutations of bytes, tokens and
// trees, and a generator of random layout trees in the format of README.md.

import Foundation
// For the parser's own lists of kinds and keys, so that new kinds are fuzzed too.
@testable import LucidDescription

// MARK: - A YAML tree

/// Just enough YAML to rebuild and reshape descriptions: scalars keep their text and
/// whether they were quoted, mappings keep their order and may repeat keys.
indirect enum FuzzNode: Equatable {
    case scalar(String, quoted: Bool)
    case list([FuzzNode])
    case map([FuzzEntry])
    /// `&name node`.
    case anchored(String, FuzzNode)
    /// `*name`.
    case alias(String)
    /// Written exactly as given (junk that is not a well-formed value).
    case raw(String)

    static func plain(_ text: String) -> FuzzNode { .scalar(text, quoted: false) }
    static func quoted(_ text: String) -> FuzzNode { .scalar(text, quoted: true) }

    /// The value of the first entry named `key`, in a mapping.
    subscript(key: String) -> FuzzNode? {
        guard case let .map(entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The tree with every empty plain scalar (null) written `~`.
    func spellingNulls() -> FuzzNode {
        switch self {
        case .scalar("", quoted: false): return .plain("~")
        case .scalar, .alias, .raw: return self
        case let .list(items): return .list(items.map { $0.spellingNulls() })
        case let .map(entries): return .map(entries.map { FuzzEntry(key: $0.key, value: $0.value.spellingNulls(), quotedKey: $0.quotedKey) })
        case let .anchored(name, node): return .anchored(name, node.spellingNulls())
        }
    }

    /// How many nodes the tree has.
    var size: Int {
        switch self {
        case .scalar, .alias, .raw: return 1
        case let .list(items): return 1 + items.reduce(0) { $0 + $1.size }
        case let .map(entries): return 1 + entries.reduce(0) { $0 + $1.value.size }
        case let .anchored(_, node): return node.size
        }
    }
}

struct FuzzEntry: Equatable {
    var key: String
    var value: FuzzNode
    /// Whether the key is written quoted.
    var quotedKey = false
}

/// A path from the root to a node: indices into lists and mappings (`anchored` is
/// stepped through as index 0).
typealias FuzzPath = [Int]

extension FuzzNode {
    /// Every path in the tree, root first, in document order.
    var paths: [FuzzPath] {
        var result: [FuzzPath] = []
        func visit(_ node: FuzzNode, _ path: FuzzPath) {
            result.append(path)
            switch node {
            case let .list(items): for (index, item) in items.enumerated() { visit(item, path + [index]) }
            case let .map(entries): for (index, entry) in entries.enumerated() { visit(entry.value, path + [index]) }
            case let .anchored(_, inner): visit(inner, path + [0])
            case .scalar, .alias, .raw: break
            }
        }
        visit(self, [])
        return result
    }

    subscript(path path: FuzzPath) -> FuzzNode {
        get {
            guard let first = path.first else { return self }
            let rest = Array(path.dropFirst())
            switch self {
            case let .list(items): return items[first][path: rest]
            case let .map(entries): return entries[first].value[path: rest]
            case let .anchored(_, inner): return inner[path: rest]
            default: return self
            }
        }
        set {
            guard let first = path.first else { self = newValue; return }
            let rest = Array(path.dropFirst())
            switch self {
            case var .list(items):
                items[first][path: rest] = newValue
                self = .list(items)
            case var .map(entries):
                entries[first].value[path: rest] = newValue
                self = .map(entries)
            case .anchored(let name, var inner):
                inner[path: rest] = newValue
                self = .anchored(name, inner)
            default:
                break
            }
        }
    }
}

// MARK: - Reading the samples

/// Reads the YAML the samples are written in: block mappings and lists, flow mappings
/// and lists (possibly over several lines), plain and quoted scalars, and comments.
/// Returns nil for anything else, and the tree mutations then skip that sample.
struct FuzzYAMLReader {
    private var lines: [(indent: Int, text: String)] = []
    private var index = 0

    static func read(_ text: String) -> FuzzNode? {
        var reader = FuzzYAMLReader()
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let stripped = Self.strippingComment(String(line))
            let content = stripped.drop { $0 == " " }
            guard !content.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            reader.lines.append((stripped.count - content.count, String(content).trimmingCharacters(in: .whitespaces)))
        }
        guard !reader.lines.isEmpty, let node = reader.block(indent: reader.lines[0].indent), reader.index == reader.lines.count
        else { return nil }
        return node
    }

    /// A line without its `# comment` (a `#` at the start or after a space, outside quotes).
    private static func strippingComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }

    private mutating func block(indent: Int) -> FuzzNode? {
        guard index < lines.count else { return nil }
        let text = lines[index].text
        if text == "-" || text.hasPrefix("- ") { return sequence(indent: indent) }
        if text.hasPrefix("{") || text.hasPrefix("[") { return flow() }
        return mapping(indent: indent)
    }

    private mutating func mapping(indent: Int) -> FuzzNode? {
        var entries: [FuzzEntry] = []
        while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- "), lines[index].text != "-" {
            let text = lines[index].text
            guard let colon = Self.keyEnd(in: text) else { return nil }
            let key = String(text[..<colon])
            let rest = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let value: FuzzNode
            if rest.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent
                    || (lines[index].indent == indent && (lines[index].text.hasPrefix("- ") || lines[index].text == "-")) {
                    guard let nested = block(indent: lines[index].indent) else { return nil }
                    value = nested
                } else {
                    value = .plain("")
                }
            } else if rest.hasPrefix("{") || rest.hasPrefix("[") {
                lines[index].text = rest
                guard let parsed = flow() else { return nil }
                value = parsed
            } else {
                guard let scalar = FuzzFlowReader.scalar(rest) else { return nil }
                value = scalar
                index += 1
            }
            let quoted = key.hasPrefix("\"") || key.hasPrefix("'")
            entries.append(FuzzEntry(key: quoted ? String(key.dropFirst().dropLast()) : key, value: value, quotedKey: quoted))
        }
        return .map(entries)
    }

    private mutating func sequence(indent: Int) -> FuzzNode? {
        var items: [FuzzNode] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
            let rest = lines[index].text.dropFirst().trimmingCharacters(in: .whitespaces)
            if rest.isEmpty {
                index += 1
                guard index < lines.count, lines[index].indent > indent, let nested = block(indent: lines[index].indent) else { return nil }
                items.append(nested)
            } else if rest.hasPrefix("{") || rest.hasPrefix("[") {
                lines[index].text = rest
                guard let parsed = flow() else { return nil }
                items.append(parsed)
            } else if Self.keyEnd(in: rest) != nil {
                // `- key: value` starts a mapping indented past the dash.
                let nestedIndent = indent + (lines[index].text.count - rest.count)
                lines[index] = (nestedIndent, rest)
                guard let nested = mapping(indent: nestedIndent) else { return nil }
                items.append(nested)
            } else {
                guard let scalar = FuzzFlowReader.scalar(rest) else { return nil }
                items.append(scalar)
                index += 1
            }
        }
        return .list(items)
    }

    /// A flow collection starting at the current line, continued on following lines
    /// until its brackets balance.
    private mutating func flow() -> FuzzNode? {
        var text = lines[index].text
        index += 1
        while !FuzzFlowReader.isBalanced(text), index < lines.count {
            text += " " + lines[index].text
            index += 1
        }
        return FuzzFlowReader.read(text)
    }

    /// Where the `:` ending a block key is (`key:` or `key: value`).
    private static func keyEnd(in text: String) -> String.Index? {
        var quote: Character?
        var current = text.startIndex
        while current < text.endIndex {
            let character = text[current]
            let next = text.index(after: current)
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if current == text.startIndex { quote = character }
            } else if character == ":", next == text.endIndex || text[next] == " " {
                return current
            } else if character == "{" || character == "[" {
                return nil
            }
            current = next
        }
        return nil
    }
}

/// Reads one flow value: `{…}`, `[…]`, a quoted or plain scalar.
struct FuzzFlowReader {
    private let characters: [Character]
    private var position = 0

    private init(_ text: String) { characters = Array(text) }

    static func read(_ text: String) -> FuzzNode? {
        var reader = FuzzFlowReader(text)
        guard let value = reader.value(inFlow: true) else { return nil }
        reader.skipSpaces()
        return reader.position == reader.characters.count ? value : nil
    }

    /// A scalar on its own (a block value).
    static func scalar(_ text: String) -> FuzzNode? {
        var reader = FuzzFlowReader(text)
        guard let value = reader.value(inFlow: false) else { return nil }
        reader.skipSpaces()
        return reader.position == reader.characters.count ? value : nil
    }

    static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
            }
        }
        return depth <= 0
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
    }

    private mutating func value(inFlow: Bool) -> FuzzNode? {
        skipSpaces()
        guard position < characters.count else { return nil }
        switch characters[position] {
        case "{":
            position += 1
            var entries: [FuzzEntry] = []
            while true {
                skipSpaces()
                guard position < characters.count else { return nil }
                if characters[position] == "}" { position += 1; return .map(entries) }
                guard case let .scalar(key, quoted)? = value(inFlow: true) else { return nil }
                skipSpaces()
                guard position < characters.count, characters[position] == ":" else { return nil }
                position += 1
                guard let item = value(inFlow: true) else { return nil }
                entries.append(FuzzEntry(key: key, value: item, quotedKey: quoted))
                skipSpaces()
                if position < characters.count, characters[position] == "," { position += 1 }
            }
        case "[":
            position += 1
            var items: [FuzzNode] = []
            while true {
                skipSpaces()
                guard position < characters.count else { return nil }
                if characters[position] == "]" { position += 1; return .list(items) }
                guard let item = value(inFlow: true) else { return nil }
                items.append(item)
                skipSpaces()
                if position < characters.count, characters[position] == "," { position += 1 }
            }
        case "\"":
            position += 1
            var text = ""
            while position < characters.count, characters[position] != "\"" {
                if characters[position] == "\\", position + 1 < characters.count {
                    position += 1
                    switch characters[position] {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default: text.append(characters[position])
                    }
                } else {
                    text.append(characters[position])
                }
                position += 1
            }
            guard position < characters.count else { return nil }
            position += 1
            return .quoted(text)
        case "'":
            position += 1
            var text = ""
            while position < characters.count {
                if characters[position] == "'" {
                    if position + 1 < characters.count, characters[position + 1] == "'" {
                        text.append("'")
                        position += 2
                        continue
                    }
                    break
                }
                text.append(characters[position])
                position += 1
            }
            guard position < characters.count else { return nil }
            position += 1
            return .quoted(text)
        default:
            var text = ""
            while position < characters.count {
                let character = characters[position]
                if inFlow, ",}]".contains(character) { break }
                if character == ":", position + 1 == characters.count || characters[position + 1] == " " { break }
                text.append(character)
                position += 1
            }
            return .plain(text.trimmingCharacters(in: .whitespaces))
        }
    }
}

// MARK: - Writing

/// Prints a tree as YAML or JSON-style text.
struct FuzzYAMLWriter {
    enum Style: CaseIterable {
        /// Block mappings and lists, with small nodes in flow style, like the samples.
        case block
        /// Everything in flow style on one line.
        case flow
        /// JSON: quoted keys, flow collections, one entry a line.
        case json
    }

    var style: Style = .block
    var indentUnit = "  "
    /// Block style writes mappings with at most this many scalar entries in flow style.
    var inlineLimit = 5

    func write(_ node: FuzzNode) -> String {
        switch style {
        case .block:
            var out = ""
            writeBlock(node, indent: "", into: &out)
            return out
        case .flow:
            return flow(node) + "\n"
        case .json:
            return json(node, indent: "") + "\n"
        }
    }

    static func scalarText(_ text: String, quoted: Bool) -> String {
        guard quoted else { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func keyText(_ entry: FuzzEntry, json: Bool = false) -> String {
        scalarText(entry.key, quoted: json || entry.quotedKey || !isPlainSafe(entry.key))
    }

    /// Whether `text` may be written unquoted as a key.
    private static func isPlainSafe(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            && !text.hasPrefix("-") && !text.hasPrefix(".")
    }

    private func flow(_ node: FuzzNode) -> String {
        switch node {
        case let .scalar(text, quoted): return Self.scalarText(text, quoted: quoted)
        case let .list(items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case let .map(entries):
            guard !entries.isEmpty else { return "{}" }
            return "{ " + entries.map { Self.keyText($0) + ": " + flow($0.value) }.joined(separator: ", ") + " }"
        case let .anchored(name, inner): return "&\(name) " + flow(inner)
        case let .alias(name): return "*\(name)"
        case let .raw(text): return text
        }
    }

    private func json(_ node: FuzzNode, indent: String) -> String {
        let inner = indent + indentUnit
        switch node {
        case let .scalar(text, quoted): return Self.scalarText(text, quoted: quoted)
        case let .list(items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case let .map(entries):
            guard !entries.isEmpty else { return "{}" }
            return "{\n" + entries.map { inner + Self.keyText($0, json: true) + ": " + json($0.value, indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        case let .anchored(name, inner): return "&\(name) " + json(inner, indent: indent)
        case let .alias(name): return "*\(name)"
        case let .raw(text): return text
        }
    }

    /// Whether a block-style writer prints `node` in flow style on its key's line.
    private func isInline(_ node: FuzzNode) -> Bool {
        switch node {
        case .scalar, .alias, .raw, .anchored: return true
        case let .list(items): return items.isEmpty
        case let .map(entries):
            return entries.count <= inlineLimit && entries.allSatisfy { if case .scalar = $0.value { return true } else { return false } }
        }
    }

    private func writeBlock(_ node: FuzzNode, indent: String, into out: inout String) {
        switch node {
        case let .map(entries) where !entries.isEmpty:
            for entry in entries {
                out += indent + Self.keyText(entry) + ":"
                if isInline(entry.value) {
                    out += " " + flow(entry.value) + "\n"
                } else {
                    out += "\n"
                    writeBlock(entry.value, indent: indent + indentUnit, into: &out)
                }
            }
        case let .list(items) where !items.isEmpty:
            for item in items {
                if isInline(item) {
                    out += indent + "- " + flow(item) + "\n"
                } else {
                    // The item's lines are indented past the dash; its first line follows it.
                    var nested = ""
                    writeBlock(item, indent: indent + "  ", into: &nested)
                    out += indent + "- " + nested.dropFirst(indent.count + 2)
                }
            }
        default:
            out += indent + flow(node) + "\n"
        }
    }
}

// MARK: - The format

/// The description format of README.md, for generating and mutating. The kinds and
/// their keys come from the parser, so kinds added later are generated too (with
/// values of every type for keys the generator does not know).
enum FuzzFormat {
    static let kindKeys: [String: [String]] = DescriptionParser.kindKeys
    static let kinds = kindKeys.keys.sorted()
    static let containerKeys: Set = ["children", "accessories", "child", "content", "decoration", "foreground", "background"]
    static let leafKinds = kinds.filter { kindKeys[$0]!.allSatisfy { !containerKeys.contains($0) } }
    static let modifierKeys = DescriptionParser.modifierKeys
    static let canvasKeys = ["width", "height", "padding", "background", "scale"]
    static let otherKeys = ["kind", "name", "canvas", "layout", "width", "height", "minWidth", "idealWidth", "maxWidth",
                            "minHeight", "idealHeight", "maxHeight", "top", "left", "bottom", "right", "ratio",
                            "contentMode", "horizontal", "vertical"]
    static let allKeys = Array(Set(kindKeys.values.joined()).union(modifierKeys).union(otherKeys).union(canvasKeys)).sorted()
    static let alignments = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                             "bottomLeading", "bottom", "bottomTrailing"]
    static let colors = ["red", "white", "black", "navy", "rebeccapurple", "transparent", "#fff", "#f4efe6",
                         "#11223344", "#abcd", "#d6cdbd"]
    static let images = ["assets/unicorn.png", "assets/shark.png", "assets/yeti.png", "assets/dragon.png", "assets/crusty.png"]
    static let badImages = ["missing.png", "assets", "stacks.yaml", "", "../Samples/assets/yeti.png", "/", "assets/../assets/shark.png",
                            "assets/unicorn.png/", "\u{0}.png", "/etc/hostname"]

    /// Numbers at and around every edge the parser and layouts have.
    static let interestingNumbers = [
        "-1", "0", "1", "-0", "0.0", "1e308", "-1e308", "1e-320", "4.9e-324", ".nan", ".NaN", ".inf", "-.inf", "+.inf",
        "99999999999999999999999999", "-99999999999999999999", "9223372036854775807", "9223372036854775808",
        "0x10", "0o17", "1_000", "8192", "8193", "1000000", "1000000.0001", "999999.9999", "1000", "1001", "-1000",
        "0.001", "0.0009", "10", "11", "0.5", "1e3", "2.5e2", "NaN", "inf", "Infinity", "infinity", "1.", ".5",
    ]
    /// Values of other types, for where a number, string or node is expected.
    static let otherValues: [FuzzNode] = [
        .quoted("12"), .plain("twelve"), .plain("true"), .plain("no"), .plain("~"), .plain("null"), .plain(""),
        .quoted(""), .list([]), .map([]), .list([.plain("1"), .plain("2")]), .map([FuzzEntry(key: "a", value: .plain("1"))]),
        .plain("infinity"), .quoted("red"), .plain("box"), .plain("leading"),
    ]
    /// Text that measures oddly: wide, combining, right-to-left, zero-width, control.
    static let oddText = [
        "", " ", "  ", "word", "a b c", "漢字とかなの文", "🦄🦈 emoji", "👩‍👩‍👧‍👦", "e\u{301}\u{301}\u{301}", "עברית ועוד",
        "zero\u{200B}width", "tab\there", "line\nbreak", "cr\rhere", "\u{FEFF}bom", "nul\u{0}byte", "\u{7F}del",
        "supercalifragilisticexpialidociousantidisestablishmentarianism", String(repeating: "x", count: 300),
        String(repeating: "ab ", count: 200), "\u{2028}\u{2029}\u{85}", "﷽", "Ａ全角", "a\u{0}", "ǅ",
    ]
    /// Unicode and control characters for inserting anywhere.
    static let oddCharacters = ["\t", "\r", "\r\n", "\u{0}", "\u{7}", "\u{1B}", "\u{85}", "\u{A0}", "\u{2028}", "\u{FEFF}",
                                "é", "漢", "🦄", "\u{301}", "\u{200D}", "\u{FFFD}", "\u{10FFFF}", "\\", "\"", "'"]
}

// MARK: - Mutations

/// Changes to a description: bytes and lines, tokens of the text, and tree nodes.
struct FuzzMutator {
    var random: SplitMix64

    // MARK: Bytes and lines

    /// Characters that mean something to YAML, and bytes that are not text.
    private static let structuralBytes: [UInt8] = Array("{}[],:#&*!|>'\"%@`-? \t\r\n.0123456789".utf8) + [0, 0x7F, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF]

    mutating func mutateBytes(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<random.int(1...4) {
            bytes = mutateBytesOnce(bytes)
        }
        // A byte mutation may split a UTF-8 sequence; the parser takes a String, so bad
        // sequences become U+FFFD, as they would when read by Foundation with repair.
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func mutateBytesOnce(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        let count = bytes.count
        let position = count == 0 ? 0 : random.below(count + 1)
        let span = random.int(1...8)
        switch random.below(11) {
        case 0 where count > 0: // delete bytes
            bytes.removeSubrange(min(position, count - 1)..<min(count, position + span))
        case 1: // insert structural or random bytes
            let inserted = (0..<span).map { _ in random.chance(0.7) ? random.pick(Self.structuralBytes) : UInt8(random.below(256)) }
            bytes.insert(contentsOf: inserted, at: position)
        case 2 where count > 0: // duplicate a range
            let start = min(position, count - 1)
            let range = start..<min(count, start + random.int(1...40))
            bytes.insert(contentsOf: bytes[range], at: random.below(count + 1))
        case 3 where count > 1: // swap two bytes
            bytes.swapAt(random.below(count), random.below(count))
        case 4: // truncate
            bytes.removeSubrange(position..<count)
        case 5, 6, 7, 8: // whole lines
            return Array(mutateLines(String(decoding: bytes, as: UTF8.self)).utf8)
        case 9: // insert an odd character
            bytes.insert(contentsOf: Array(random.pick(FuzzFormat.oddCharacters).utf8), at: position)
        default: // flip a bit
            if count > 0 { bytes[random.below(count)] ^= UInt8(1 << random.below(8)) }
        }
        return bytes
    }

    /// Deletes, duplicates, swaps, indents or outdents lines.
    mutating func mutateLines(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard !lines.isEmpty else { return text }
        let index = random.below(lines.count)
        switch random.below(6) {
        case 0: lines.remove(at: index)
        case 1: lines.insert(lines[index], at: random.below(lines.count + 1))
        case 2: lines.swapAt(index, random.below(lines.count))
        case 3: lines[index] = String(repeating: " ", count: random.int(1...4)) + lines[index]
        case 4: lines[index] = String(lines[index].dropFirst(lines[index].prefix(2).filter { $0 == " " }.count))
        default: lines[index] = "\t" + lines[index]
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Tokens

    private static let numberPattern = try! NSRegularExpression(pattern: #"(?<![\w#.\-])-?\d+(\.\d+)?(?![\w.])"#)
    private static let keyPattern = try! NSRegularExpression(pattern: #"([A-Za-z][A-Za-z]*)(?=:[ \n])"#)
    private static let kindPattern = try! NSRegularExpression(pattern: #"(?<=kind: )([a-z]+)"#)
    private static let entryPattern = try! NSRegularExpression(pattern: #"(?<=[{,] )[A-Za-z]+: [^,{}\[\]\n]+(?=[,}])"#)
    private static let flowMappingPattern = try! NSRegularExpression(pattern: #"\{ kind: [^{}\n]*\}"#)

    /// Replaces numbers, keys, kinds and entries of the text, or adds anchors, aliases,
    /// self-nesting, odd characters and other line endings.
    mutating func mutateTokens(_ text: String) -> String {
        var result = text
        for _ in 0..<random.int(1...3) {
            result = mutateTokensOnce(result)
        }
        return result
    }

    private mutating func matches(_ pattern: NSRegularExpression, in text: String) -> [Range<String.Index>] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
    }

    private mutating func replaceOne(_ pattern: NSRegularExpression, in text: String, with make: (inout FuzzMutator, Substring) -> String) -> String {
        let found = matches(pattern, in: text)
        guard !found.isEmpty else { return text }
        let range = random.pick(found)
        var result = text
        result.replaceSubrange(range, with: make(&self, text[range]))
        return result
    }

    private mutating func mutateTokensOnce(_ text: String) -> String {
        switch random.below(12) {
        case 0, 1:
            return replaceOne(Self.numberPattern, in: text) { mutator, _ in mutator.interestingNumberText() }
        case 2:
            return replaceOne(Self.numberPattern, in: text) { mutator, _ in
                mutator.random.pick(["\"12\"", "twelve", "true", "~", "[]", "{}", "'8'", "1 2", "!!str 5", "!!float 1"])
            }
        case 3, 4:
            return replaceOne(Self.keyPattern, in: text) { mutator, key in
                mutator.random.chance(0.5) ? mutator.random.pick(FuzzFormat.allKeys) : mutator.typo(String(key))
            }
        case 5:
            return replaceOne(Self.kindPattern, in: text) { mutator, kind in
                mutator.random.chance(0.7) ? mutator.random.pick(FuzzFormat.kinds) : mutator.typo(String(kind))
            }
        case 6: // duplicate a flow mapping entry (same key, same or other value)
            return replaceOne(Self.entryPattern, in: text) { mutator, entry in
                mutator.random.chance(0.5) ? "\(entry), \(entry)" : "\(entry), \(entry.prefix { $0 != ":" }): \(mutator.interestingNumberText())"
            }
        case 7: // nest a flow node inside itself a few times
            return replaceOne(Self.flowMappingPattern, in: text) { mutator, node in
                var nested = String(node)
                for _ in 0..<mutator.random.int(1...5) {
                    let key = mutator.random.pick(["overlay", "background"])
                    nested = String(node.dropLast()) + ", \(key): " + nested + " }"
                }
                return nested
            }
        case 8: // anchor a flow node and use it elsewhere
            let found = matches(Self.flowMappingPattern, in: text)
            guard found.count >= 1 else { return text }
            let anchor = random.pick(found)
            var result = text
            let laterTargets = found.filter { $0.lowerBound > anchor.lowerBound }
            let name = "a\(random.below(3))"
            if let target = laterTargets.isEmpty ? nil : random.pick(laterTargets), random.chance(0.8) {
                result.replaceSubrange(target, with: "*\(name)")
            } else {
                result.replaceSubrange(anchor.upperBound..<anchor.upperBound, with: random.chance(0.5) ? ", *\(name)" : " *\(name)")
            }
            result.replaceSubrange(anchor.lowerBound..<anchor.lowerBound, with: "&\(name) ")
            return result
        case 9: // an odd character anywhere
            let scalars = Array(text.unicodeScalars)
            let position = random.below(scalars.count + 1)
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[..<position])
            result.append(contentsOf: random.pick(FuzzFormat.oddCharacters).unicodeScalars)
            result.append(contentsOf: scalars[position...])
            return String(result)
        case 10: // other line endings, a byte order mark, tabs
            switch random.below(4) {
            case 0: return text.replacingOccurrences(of: "\n", with: "\r\n")
            case 1: return text.replacingOccurrences(of: "\n", with: "\r")
            case 2: return "\u{FEFF}" + text
            default: return text.replacingOccurrences(of: "  ", with: "\t")
            }
        default: // a quoted string's contents
            let quoted = matches(try! NSRegularExpression(pattern: #""[^"\n]*""#), in: text)
            guard !quoted.isEmpty else { return text }
            var result = text
            result.replaceSubrange(random.pick(quoted), with: FuzzYAMLWriter.scalarText(random.pick(FuzzFormat.oddText), quoted: true))
            return result
        }
    }

    mutating func interestingNumberText() -> String {
        random.chance(0.85) ? random.pick(FuzzFormat.interestingNumbers) : String(random.int(-5...5_000_000))
    }

    /// A misspelling: a letter dropped, doubled, changed or swapped, or the case changed.
    mutating func typo(_ word: String) -> String {
        var characters = Array(word)
        guard !characters.isEmpty else { return "x" }
        let index = random.below(characters.count)
        switch random.below(5) {
        case 0: characters.remove(at: index)
        case 1: characters.insert(characters[index], at: index)
        case 2: characters[index] = Character(UnicodeScalar(UInt8(97 + random.below(26))))
        case 3: if characters.count > 1 { characters.swapAt(index, (index + 1) % characters.count) }
        default: return word.uppercased()
        }
        return String(characters)
    }

    // MARK: Trees

    /// One to three tree changes: values, keys, kinds, duplicated or lost entries,
    /// self-nesting, anchors and aliases, odd strings, swapped or replaced subtrees.
    mutating func mutateTree(_ tree: FuzzNode) -> FuzzNode {
        var result = tree
        for _ in 0..<random.int(1...3) {
            result = mutateTreeOnce(result)
        }
        return result
    }

    private mutating func mutateTreeOnce(_ tree: FuzzNode) -> FuzzNode {
        var tree = tree
        let paths = tree.paths
        let mapPaths = paths.filter { if case .map = tree[path: $0] { return true } else { return false } }
        let layoutPaths = mapPaths.filter { tree[path: $0]["kind"] != nil }
        let scalarPaths = paths.filter { if case .scalar = tree[path: $0] { return true } else { return false } }
        switch random.below(12) {
        case 0, 1: // a value at an edge
            guard !scalarPaths.isEmpty else { return tree }
            let path = random.pick(scalarPaths)
            tree[path: path] = random.chance(0.75) ? .plain(interestingNumberText()) : random.pick(FuzzFormat.otherValues)
        case 2: // a key renamed or misspelt
            guard !mapPaths.isEmpty else { return tree }
            let path = random.pick(mapPaths)
            guard case var .map(entries) = tree[path: path], !entries.isEmpty else { return tree }
            let index = random.below(entries.count)
            entries[index].key = random.chance(0.6) ? random.pick(FuzzFormat.allKeys) : typo(entries[index].key)
            tree[path: path] = .map(entries)
        case 3: // another kind
            guard !layoutPaths.isEmpty else { return tree }
            let path = random.pick(layoutPaths)
            guard case var .map(entries) = tree[path: path], let index = entries.firstIndex(where: { $0.key == "kind" }) else { return tree }
            entries[index].value = .plain(random.chance(0.8) ? random.pick(FuzzFormat.kinds) : typo(random.pick(FuzzFormat.kinds)))
            tree[path: path] = .map(entries)
        case 4: // an entry duplicated, or removed
            guard !mapPaths.isEmpty else { return tree }
            let path = random.pick(mapPaths)
            guard case var .map(entries) = tree[path: path], !entries.isEmpty else { return tree }
            let index = random.below(entries.count)
            if random.chance(0.6) {
                entries.insert(entries[index], at: random.below(entries.count + 1))
            } else {
                entries.remove(at: index)
            }
            tree[path: path] = .map(entries)
        case 5, 6: // a layout node nested inside itself a few times
            guard !layoutPaths.isEmpty else { return tree }
            let path = random.pick(layoutPaths)
            var node = tree[path: path]
            for _ in 0..<random.int(1...4) {
                node = nestInside(node, node)
            }
            tree[path: path] = node
        case 7: // anchors and aliases
            return withAnchorsAndAliases(tree, paths: paths)
        case 8: // an odd string
            guard !scalarPaths.isEmpty else { return tree }
            tree[path: random.pick(scalarPaths)] = .quoted(random.pick(FuzzFormat.oddText))
        case 9: // two subtrees swapped
            guard paths.count > 2 else { return tree }
            let first = random.pick(paths), second = random.pick(paths)
            guard !first.starts(with: second), !second.starts(with: first) else { return tree }
            let a = tree[path: first], b = tree[path: second]
            tree[path: first] = b
            tree[path: second] = a
        case 10: // a subtree replaced by a generated one
            guard !layoutPaths.isEmpty else { return tree }
            var generator = FuzzGenerator(random: random)
            tree[path: random.pick(layoutPaths)] = generator.layoutNode(depth: 3)
            random = generator.random
        default: // a new entry with a known key and a wrong or odd value
            guard !mapPaths.isEmpty else { return tree }
            let path = random.pick(mapPaths)
            guard case var .map(entries) = tree[path: path] else { return tree }
            let value: FuzzNode = random.chance(0.5) ? random.pick(FuzzFormat.otherValues) : .plain(interestingNumberText())
            entries.insert(FuzzEntry(key: random.pick(FuzzFormat.allKeys), value: value), at: random.below(entries.count + 1))
            tree[path: path] = .map(entries)
        }
        return tree
    }

    /// `outer` with `inner` put in one of its child places (or an overlay or background).
    mutating func nestInside(_ outer: FuzzNode, _ inner: FuzzNode) -> FuzzNode {
        guard case var .map(entries) = outer else { return outer }
        let kind: String
        if case let .scalar(text, _)? = outer["kind"] { kind = text } else { kind = "box" }
        let places: [(String, Bool)] // key, whether it holds a list
        switch kind {
        case "hstack", "vstack", "zstack", "cascading": places = [("children", true)]
        case "inset": places = [("child", false)]
        case "decorating": places = [("content", false), ("decoration", false)]
        case "multipane": places = [("content", false), ("accessories", true)]
        case "background": places = [("background", false), ("foreground", false)]
        default: places = []
        }
        let (key, isList) = places.isEmpty || random.chance(0.3)
            ? (random.pick(["overlay", "background"]), false) : random.pick(places)
        let value: FuzzNode = isList ? .list([inner, inner].prefix(random.int(1...2)).map { $0 }) : inner
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(FuzzEntry(key: key, value: value))
        }
        return .map(entries)
    }

    /// Anchors one node and uses it by alias later on, sometimes before it is defined,
    /// sometimes many times over ("billion laughs").
    private mutating func withAnchorsAndAliases(_ tree: FuzzNode, paths: [FuzzPath]) -> FuzzNode {
        var tree = tree
        let candidates = paths.filter { !$0.isEmpty && tree[path: $0]["kind"] != nil }
        guard let anchorPath = candidates.isEmpty ? nil : random.pick(candidates) else { return tree }
        let name = random.pick(["a", "node", "x1"])
        switch random.below(3) {
        case 0: // use it in a later place
            let later = candidates.filter { $0.lexicographicallyPrecedes(anchorPath) == false && !$0.starts(with: anchorPath) }
            guard let target = later.isEmpty ? nil : random.pick(later) else { return tree }
            tree[path: target] = .alias(name)
            tree[path: anchorPath] = .anchored(name, tree[path: anchorPath])
        case 1: // an alias to an anchor that does not exist yet, or at all
            tree[path: anchorPath] = .alias(random.chance(0.5) ? name : "missing")
        default: // aliases of aliases: each level doubles the nodes
            // Mostly a few hundred nodes in all (a large tree takes seconds to lay out in a
            // debug build); sometimes boxes past the parser's limit of 100,000 nodes.
            let pastTheLimit = random.chance(0.015)
            let base: FuzzNode = pastTheLimit ? .map([FuzzEntry(key: "kind", value: .plain("box"))]) : tree[path: anchorPath]
            let budget = pastTheLimit ? 300_000 : 500
            var levels = 2
            while levels < 19, base.size << levels <= budget { levels += 1 }
            var children: [FuzzNode] = [.anchored("l0", base)]
            for level in 1..<levels {
                let previous = FuzzNode.alias("l\(level - 1)")
                children.append(.anchored("l\(level)", .map([
                    FuzzEntry(key: "kind", value: .plain(random.pick(["zstack", "vstack", "hstack", "cascading"]))),
                    FuzzEntry(key: "children", value: .list([previous, previous])),
                ])))
            }
            let node = FuzzNode.map([FuzzEntry(key: "kind", value: .plain("zstack")), FuzzEntry(key: "children", value: .list(children))])
            tree[path: anchorPath] = node
        }
        return tree
    }
}

// MARK: - Generating

/// Random descriptions of known kinds, keys and values; most values are valid, so that
/// most trees are laid out, and the rest are at or past an edge.
struct FuzzGenerator {
    var random: SplitMix64
    /// The chance that a value is wrong or at an edge.
    var oddValueRate = 0.04

    init(random: SplitMix64) {
        self.random = random
    }

    /// A whole document: canvas (sometimes without a size, or none) and layout.
    mutating func document(maxDepth: Int = 5) -> FuzzNode {
        var document: [FuzzEntry] = []
        if random.chance(0.85) {
            var canvas: [FuzzEntry] = []
            if random.chance(0.9) { canvas.append(FuzzEntry(key: "width", value: pageSide())) }
            if random.chance(0.9) { canvas.append(FuzzEntry(key: "height", value: pageSide())) }
            if random.chance(0.2) { canvas.append(FuzzEntry(key: "padding", value: insets())) }
            if random.chance(0.1) { canvas.append(FuzzEntry(key: "scale", value: random.chance(oddValueRate) ? odd() : .plain(random.pick(["0.1", "0.5", "1", "2", "8"])))) }
            if random.chance(0.5) { canvas.append(FuzzEntry(key: "background", value: color())) }
            document.append(FuzzEntry(key: "canvas", value: .map(canvas)))
        }
        if random.chance(reuseRate) { document += reuse(maxDepth: maxDepth) }
        document.append(FuzzEntry(key: "layout", value: layoutNode(depth: maxDepth)))
        return .map(document)
    }

    // MARK: Reuse

    /// The chance that a document defines styles and components (and uses them).
    var reuseRate = 0.2
    /// The components defined so far, with their parameters; `use:` nodes pick from them.
    private var components: [(name: String, parameters: [String])] = []
    /// The style classes defined so far.
    private var classes: [String] = []
    /// The parameters of the component whose body is being generated.
    private var parametersInScope: [String] = []

    /// `styles`, sometimes `themes` and `theme`, and `components` whose bodies use their
    /// parameters (`$p`, `${p}`) and the components before them (sometimes after them,
    /// or themselves: a cycle).
    private mutating func reuse(maxDepth: Int) -> [FuzzEntry] {
        var entries: [FuzzEntry] = []
        classes = (0..<random.int(0...3)).map { "s\($0)" }
        if !classes.isEmpty {
            entries.append(FuzzEntry(key: "styles", value: .map(classes.map { FuzzEntry(key: $0, value: styleBody()) })))
            if random.chance(0.3) {
                entries.append(FuzzEntry(key: "themes", value: .map([FuzzEntry(key: "dark", value: .map(classes.prefix(2).map { FuzzEntry(key: $0, value: styleBody()) }))])))
                if random.chance(0.5) { entries.append(FuzzEntry(key: "theme", value: .plain(random.pick(["dark", "light"])))) }
            }
        }
        var definitions: [FuzzEntry] = []
        let count = random.int(1...3)
        let names = (0..<count).map { "c\($0)" }
        for name in names {
            let parameters = Array(["label", "size", "w"].prefix(random.int(0...3)))
            var declared: [FuzzEntry] = parameters.map { parameter in
                FuzzEntry(key: parameter, value: random.chance(0.5) ? .plain("~") : (parameter == "label" ? .quoted(words()) : length(upTo: 60, minimum: 1)))
            }
            if random.chance(oddValueRate) { declared.append(FuzzEntry(key: random.pick(["9x", "a-b", ""]), value: .plain("1"))) }
            parametersInScope = parameters
            // A body may use the components defined before it, and rarely one after (a cycle).
            let usable: [(name: String, parameters: [String])] = random.chance(0.05) ? names.map { ($0, ["label"]) } : components
            let saved = components
            components = usable
            let body = layoutNode(depth: min(maxDepth, 3))
            components = saved
            parametersInScope = []
            var entries = [FuzzEntry(key: "layout", value: body)]
            if !declared.isEmpty || random.chance(0.3) { entries.insert(FuzzEntry(key: "parameters", value: .map(declared)), at: 0) }
            definitions.append(FuzzEntry(key: name, value: .map(entries)))
            components.append((name, parameters))
        }
        entries.append(FuzzEntry(key: "components", value: .map(definitions)))
        return entries
    }

    private mutating func styleBody() -> FuzzNode {
        var entries: [FuzzEntry] = []
        for key in ["fill", "stroke", "color", "cornerRadius", "size", "padding", "opacity"] where random.chance(0.35) {
            let value: FuzzNode
            switch key {
            case "fill", "stroke", "color": value = color()
            case "opacity": value = .plain(random.pick(["0.5", "1"]))
            default: value = length(upTo: 20, minimum: 1)
            }
            entries.append(FuzzEntry(key: key, value: value))
        }
        if random.chance(oddValueRate) { entries.append(FuzzEntry(key: "colour", value: .plain("red"))) }
        return .map(entries)
    }

    /// A `use:` node: a component, its arguments (sometimes too few, too many or of the
    /// wrong type), and sometimes a name, class or modifier.
    private mutating func useNode(depth: Int) -> FuzzNode {
        let component: (name: String, parameters: [String]) = random.chance(oddValueRate) ? ("nothing", ["label"]) : random.pick(components)
        var entries = [FuzzEntry(key: "use", value: .plain(component.name))]
        for parameter in component.parameters where random.chance(0.8) {
            let value: FuzzNode
            if let inScope = parametersInScope.first(where: { _ in random.chance(0.3) }) {
                value = random.chance(0.5) ? .plain("$\(inScope)") : .quoted("${\(inScope)} and ${\(inScope)}")
            } else if random.chance(oddValueRate) {
                value = random.chance(0.5) ? odd() : .map([FuzzEntry(key: "kind", value: .plain("box"))])
            } else {
                value = parameter == "label" ? .quoted(words()) : length(upTo: 60, minimum: 1)
            }
            entries.append(FuzzEntry(key: parameter, value: value))
        }
        if random.chance(oddValueRate) { entries.append(FuzzEntry(key: "extra", value: .plain("1"))) }
        if random.chance(0.2) { entries.append(FuzzEntry(key: "name", value: .quoted("u\(random.below(10))"))) }
        if !classes.isEmpty, random.chance(0.2) { entries.append(FuzzEntry(key: "class", value: .plain(random.pick(classes)))) }
        if random.chance(0.2) { entries.append(FuzzEntry(key: "padding", value: length(upTo: 10))) }
        return .map(entries)
    }

    private mutating func pageSide() -> FuzzNode {
        if random.chance(oddValueRate) { return odd() }
        return .plain(random.chance(0.1) ? random.pick(["1", "8192", "0.5", "4096", "1.5"]) : String(random.int(16...640)))
    }

    /// A layout node and its subtree, at most `depth` levels deep.
    mutating func layoutNode(depth: Int) -> FuzzNode {
        if !components.isEmpty, random.chance(0.15) { return useNode(depth: depth) }
        let kind = depth <= 0 || random.chance(0.35) ? random.pick(FuzzFormat.leafKinds) : random.pick(FuzzFormat.kinds)
        var entries = [FuzzEntry(key: "kind", value: .plain(random.chance(oddValueRate / 2) ? random.pick(["Box", "hstak", "", "text"]) : kind))]
        if !classes.isEmpty, random.chance(0.15) {
            let names: FuzzNode = random.chance(0.7) ? .plain(random.pick(classes)) : .list(classes.map { .plain($0) } + (random.chance(oddValueRate * 5) ? [.plain("nope")] : []))
            entries.append(FuzzEntry(key: "class", value: names))
        }
        if random.chance(0.3) { entries.append(FuzzEntry(key: "name", value: .quoted(random.chance(0.8) ? "n\(random.below(100))" : random.pick(FuzzFormat.oddText)))) }
        for key in FuzzFormat.kindKeys[kind] ?? [] where random.chance(required(key, kind) ? 0.97 : 0.5) {
            entries.append(FuzzEntry(key: key, value: value(for: key, kind: kind, depth: depth)))
        }
        for key in FuzzFormat.modifierKeys where random.chance(0.12) && !(kind == "background" && key == "background") {
            entries.append(FuzzEntry(key: key, value: modifier(key, depth: depth)))
        }
        if random.chance(oddValueRate / 2) {
            entries.append(FuzzEntry(key: random.pick(FuzzFormat.allKeys + ["colour", "childs", "Kind"]), value: .plain("1")))
        }
        // Any order: the parser must not depend on it.
        if random.chance(0.3) {
            for index in stride(from: entries.count - 1, to: 0, by: -1) { entries.swapAt(index, random.below(index + 1)) }
        }
        return .map(entries)
    }

    private func required(_ key: String, _ kind: String) -> Bool {
        ["text", "src", "child", "content", "decoration", "foreground", "points"].contains(key) || (kind == "background" && key == "background")
    }

    private mutating func value(for key: String, kind: String, depth: Int) -> FuzzNode {
        switch key {
        case "fill", "stroke", "color": return color()
        case "strokeWidth": return length(upTo: 12)
        case "cornerRadius", "minLength", "spacing", "lineSpacing": return length(upTo: 40)
        case "text":
            if let parameter = parametersInScope.first(where: { _ in random.chance(0.5) }) {
                return random.chance(0.7) ? .quoted("${\(parameter)}") : .plain("$\(parameter)")
            }
            return random.chance(0.8) ? .quoted(words()) : .quoted(random.pick(FuzzFormat.oddText))
        case "font": return .quoted(random.pick(["DejaVu Sans", "DejaVu Serif", "Monospace", "No Such Font", ""]))
        case "size": return random.chance(oddValueRate) ? odd() : .plain(String(random.int(1...40)))
        case "weight": return choice(["regular", "bold"])
        case "italic": return random.chance(oddValueRate) ? odd() : .plain(random.pick(["true", "false", "yes", "no"]))
        case "alignment":
            switch kind {
            case "hstack": return choice(["top", "center", "bottom", "firstTextBaseline"])
            case "vstack", "label": return choice(["leading", "center", "trailing"])
            default: return choice(FuzzFormat.alignments)
            }
        case "src":
            if random.chance(oddValueRate * 2) { return .quoted(random.pick(FuzzFormat.badImages)) }
            return .quoted(random.pick(FuzzFormat.images))
        case "contentMode": return choice(["fit", "fill"])
        case "writingMode": return choice(["horizontal-tb", "vertical-rl", "vertical-lr"])
        case "overlapFactor": return random.chance(oddValueRate) ? odd() : .plain(random.pick(["0", "0.2", "0.5", "1", "3", "10"]))
        case "insets": return insets()
        case "children", "accessories":
            if random.chance(oddValueRate / 2) { return odd() }
            return .list((0..<random.int(0...4)).map { _ in layoutNode(depth: depth - 1) })
        case "child", "content", "decoration", "foreground", "background":
            return random.chance(oddValueRate / 2) ? odd() : layoutNode(depth: depth - 1)
        case "opacity": return random.chance(oddValueRate) ? odd() : .plain(random.pick(["0", "0.25", "0.5", "1"]))
        case "dash":
            if random.chance(oddValueRate) { return random.chance(0.5) ? odd() : .list([.plain("0"), .plain("0")]) }
            return .list((0..<random.int(0...4)).map { _ in length(upTo: 12) })
        case "from", "to": return point()
        case "points":
            if random.chance(oddValueRate) { return random.chance(0.5) ? odd() : .list([point()]) }
            return .list((0..<random.int(2...6)).map { _ in point() })
        case "arrowheads": return choice(["none", "start", "end", "both"])
        default: // a key of a kind added after this generator: a value of any type
            switch random.below(6) {
            case 0: return length(upTo: 100)
            case 1: return color()
            case 2: return point()
            case 3: return .list((0..<random.int(0...3)).map { _ in point() })
            case 4: return layoutNode(depth: depth - 1)
            default: return odd()
            }
        }
    }

    /// A point in unit coordinates, `[x, y]`, mostly inside the frame.
    private mutating func point() -> FuzzNode {
        if random.chance(oddValueRate) {
            return random.pick([odd(), .list([.plain("1")]), .list([.plain("0"), .plain("1"), .plain("2")]), .list([.plain("1001"), .plain("0")])])
        }
        return .list([.plain(String(format: "%g", random.unit() * 1.5 - 0.25)), .plain(String(format: "%g", random.unit() * 1.5 - 0.25))])
    }

    private mutating func modifier(_ key: String, depth: Int) -> FuzzNode {
        switch key {
        case "aspectRatio":
            switch random.below(3) {
            case 0: return length(upTo: 4, minimum: 0.25)
            case 1: return .map([FuzzEntry(key: "ratio", value: length(upTo: 4, minimum: 0.25)), FuzzEntry(key: "contentMode", value: choice(["fit", "fill"]))])
            default: return .map([FuzzEntry(key: "contentMode", value: choice(["fit", "fill"]))])
            }
        case "fixedSize":
            if random.chance(0.5) { return .plain(random.pick(["true", "false"])) }
            return .map([FuzzEntry(key: "horizontal", value: .plain(random.pick(["true", "false"]))),
                         FuzzEntry(key: "vertical", value: .plain(random.pick(["true", "false"])))])
        case "frame":
            var entries: [FuzzEntry] = []
            if random.chance(0.5) {
                for key in ["width", "height"] where random.chance(0.6) { entries.append(FuzzEntry(key: key, value: length(upTo: 300))) }
            } else {
                for key in ["minWidth", "idealWidth", "minHeight", "idealHeight"] where random.chance(0.3) {
                    entries.append(FuzzEntry(key: key, value: length(upTo: 200)))
                }
                for key in ["maxWidth", "maxHeight"] where random.chance(0.4) {
                    entries.append(FuzzEntry(key: key, value: random.chance(0.5) ? .plain("infinity") : length(upTo: 400)))
                }
            }
            if random.chance(0.3) { entries.append(FuzzEntry(key: "alignment", value: choice(FuzzFormat.alignments))) }
            return .map(entries)
        case "padding": return insets()
        case "background", "overlay":
            let node = layoutNode(depth: min(depth - 1, 1))
            if random.chance(0.6) { return node }
            return .map([FuzzEntry(key: "layout", value: node), FuzzEntry(key: "alignment", value: choice(FuzzFormat.alignments))])
        default: // priority
            return random.chance(oddValueRate) ? odd() : .plain(String(random.int(-3...3)))
        }
    }

    private mutating func insets() -> FuzzNode {
        if random.chance(0.5) { return length(upTo: 20) }
        var entries: [FuzzEntry] = []
        for key in ["top", "left", "bottom", "right"] where random.chance(0.6) { entries.append(FuzzEntry(key: key, value: length(upTo: 20))) }
        return .map(entries)
    }

    private mutating func length(upTo upper: Int, minimum: Double = 0) -> FuzzNode {
        if random.chance(oddValueRate) { return odd() }
        if let parameter = parametersInScope.first(where: { _ in random.chance(0.1) }) {
            return random.chance(0.8) ? .plain("$\(parameter)") : .plain("$nope")
        }
        if random.chance(0.3) { return .plain(String(format: "%g", minimum + random.unit() * Double(upper))) }
        return .plain(String(max(Int(minimum.rounded(.up)), random.int(0...upper))))
    }

    private mutating func color() -> FuzzNode {
        if random.chance(oddValueRate) { return random.chance(0.5) ? odd() : .quoted(random.pick(["#ggg", "#12345", "redd", "#", "rgb(1,2,3)"])) }
        return .quoted(random.pick(FuzzFormat.colors))
    }

    private mutating func choice(_ names: [String]) -> FuzzNode {
        if random.chance(oddValueRate) { return random.chance(0.5) ? odd() : .plain(random.pick(FuzzFormat.alignments + ["middle", "Leading", ""])) }
        return .plain(random.pick(names))
    }

    private mutating func words() -> String {
        let vocabulary = ["unicorn", "shark", "sea", "of", "a", "the", "friendly", "dragon", "yeti", "bakes", "cake", "🦄", "漢字", "tea", "party"]
        return (0..<random.int(1...8)).map { _ in random.pick(vocabulary) }.joined(separator: " ")
    }

    /// A value at or past an edge, of any type.
    private mutating func odd() -> FuzzNode {
        random.chance(0.6) ? .plain(random.pick(FuzzFormat.interestingNumbers)) : random.pick(FuzzFormat.otherValues)
    }
}

// MARK: - Hostile inputs

/// Hand-made inputs at the documented limits and past them, and YAML features the
/// format does not use.
enum FuzzHostileInputs {
    static let canvas = "canvas: { width: 200, height: 100 }\n"

    /// `levels` nodes of `kind`, each the only child of the one before, in flow style.
    static func nested(_ levels: Int, open: String, close: String, leaf: String = "{ kind: box }") -> String {
        String(repeating: open, count: levels) + leaf + String(repeating: close, count: levels)
    }

    /// A zstack of `levels` anchored nodes, each a stack of `copies` aliases of the one
    /// before: `copies` to the power `levels` boxes once the aliases are expanded.
    static func laughs(levels: Int, copies: Int) -> String {
        var children = ["&a0 { kind: box }"]
        for level in 1..<levels {
            children.append("&a\(level) { kind: vstack, spacing: 0, children: [" + Array(repeating: "*a\(level - 1)", count: copies).joined(separator: ", ") + "] }")
        }
        return "{ kind: zstack, children: [" + children.joined(separator: ", ") + "] }"
    }

    /// `levels` + 1 components, each passing its text parameter doubled to the one
    /// before: the innermost label's text is 2 × 2^`levels` characters long.
    static func doublingText(levels: Int) -> String {
        var components = ["  c0: { parameters: { t: ~ }, layout: { kind: label, text: \"${t}\" } }"]
        for level in 1...levels {
            components.append("  c\(level): { parameters: { t: ~ }, layout: { use: c\(level - 1), t: \"${t}${t}\" } }")
        }
        return canvas + "components:\n" + components.joined(separator: "\n") + "\nlayout: { use: c\(levels), t: ab }\n"
    }

    /// Reuse: components, parameters, styles, themes and includes, at their edges.
    static var reuseInputs: [(String, String)] {
        let samples = FuzzPipeline.samplesFolder.path
        var doubling = ["  c0: { layout: { kind: box } }"]
        for level in 1...12 { // 8,192 boxes: reaching the node limit this way takes 2 s in a debug build
            doubling.append("  c\(level): { layout: { kind: vstack, children: [{ use: c\(level - 1) }, { use: c\(level - 1) }] } }")
        }
        return [
            ("component using itself", canvas + "components: { a: { layout: { use: a } } }\nlayout: { use: a }\n"),
            ("components using each other", canvas + "components:\n  a: { layout: { kind: vstack, children: [{ use: b }] } }\n  b: { layout: { use: a } }\nlayout: { use: b }\n"),
            ("component nodes doubling", canvas + "components:\n" + doubling.joined(separator: "\n") + "\nlayout: { use: c12 }\n"),
            ("component text doubling", doublingText(levels: 10)),
            ("parameter that is not text", canvas + "components: { a: { parameters: { p: ~ }, layout: { kind: label, text: \"x ${p} y\" } } }\nlayout: { use: a, p: { kind: box } }\n"),
            ("parameter as a node", canvas + "components: { a: { parameters: { p: ~ }, layout: { kind: zstack, children: [$p, $p] } } }\nlayout: { use: a, p: { kind: box, overlay: { use: a, p: 1 } } }\n"),
            ("unterminated parameter", canvas + "components: { a: { parameters: { label: x }, layout: { kind: label, text: \"${label\" } } }\nlayout: { use: a }\n"),
            ("odd parameters", canvas + "components: { a: { parameters: { 9: 1, \"\": 2, a-b: 3, $x: 4, ${y}: 5 }, layout: { kind: label, text: \"$ $$ ${} ${9} ${a-b}\" } } }\nlayout: { use: a, 9: 1 }\n"),
            ("missing parameter", canvas + "components: { a: { parameters: { label: ~ }, layout: { kind: label, text: \"${label}\" } } }\nlayout: { kind: vstack, children: [{ use: a }, { use: a, label: 1, extra: 2 }, { use: b }, { use: 7 }, { use: [a] }] }\n"),
            ("component without layout", canvas + "components: { a: {}, b: ~, c: [], d: { layout: ~ } }\nlayout: { kind: zstack, children: [{ use: a }, { use: b }, { use: c }, { use: d }] }\n"),
            ("use with kind", canvas + "components: { a: { layout: { kind: box } } }\nlayout: { use: a, kind: label, text: x }\n"),
            ("classes", canvas + "styles: { s: { fill: red, children: [], text: 1, colour: red }, t: ~ }\nlayout: { kind: box, class: [s, t, nope, 1, [], {}] }\n"),
            ("themes", canvas + "styles: { s: { fill: red } }\nthemes: { dark: { s: { fill: blue }, u: { fill: 1 } }, light: ~ }\ntheme: nope\nlayout: { kind: box, class: s }\n"),
            ("include missing", canvas + "include: no-such-file.yaml\nlayout: { kind: box }\n"),
            ("include folder", canvas + "include: [\"/\", \".\", \"\"]\nlayout: { kind: box }\n"),
            ("include odd values", canvas + "include: [1, [], {}, ~]\nlayout: { kind: box }\n"),
            ("include a picture", canvas + "include: \"\(samples)/assets/shark.png\"\nlayout: { kind: box }\n"),
            ("include samples", canvas + "include: [\"\(samples)/stacks.yaml\", \"\(samples)/docs/components.yaml\", \"\(samples)/docs/components.yaml\"]\nlayout: { use: pill, label: x }\n"),
            ("include a device", canvas + "include: [/dev/zero, /proc/self/mem]\nlayout: { kind: box }\n"),
        ]
    }

    /// The inputs the parser refuses whose parsing is slow: the render tests skip them.
    static let refusedSlowly: Set = ["billion laughs", "aliases past the node limit", "long colour", "long kind", "long alignment",
                                     "deep flow lists", "deep flow mappings", "deep closed lists", "deep block mappings"]

    static var all: [(String, String)] {
        var inputs: [(String, String)] = [
            ("empty", ""),
            ("spaces", "   \n\n  "),
            ("document marker", "---\n"),
            ("end marker", "...\n"),
            ("null", "~"),
            ("a list", "[]"),
            ("an empty mapping", "{}"),
            ("a string", "hello"),
            ("only canvas", "canvas:"),
            ("only layout", "layout:"),
            ("two documents", canvas + "layout: { kind: box }\n---\n" + canvas + "layout: { kind: box }\n"),
            ("directive", "%YAML 1.2\n---\n" + canvas + "layout: { kind: box }\n"),
            ("unknown directive", "%FOO bar\n---\n" + canvas + "layout: { kind: box }\n"),
            ("tags", canvas + "layout: !!map { kind: !!str box, strokeWidth: !!float 2, cornerRadius: !!int 3 }\n"),
            ("custom tag", canvas + "layout: !thing { kind: box }\n"),
            ("binary", canvas + "layout: { kind: label, text: !!binary aGVsbG8= }\n"),
            ("complex key", canvas + "layout: { kind: box, ? [a, b] : 1 }\n"),
            ("mapping key", canvas + "layout:\n  kind: box\n  ? { a: 1 }\n  : 2\n"),
            ("null key", canvas + "layout: { kind: box, ~: 1, : 2 }\n"),
            ("merge key", canvas + "base: &b { kind: box }\nlayout: { <<: *b, fill: red }\n"),
            ("undefined alias", canvas + "layout: *nothing\n"),
            ("alias of the document", "&doc " + canvas + "layout: *doc\n"),
            ("recursive anchor", canvas + "layout: &a { kind: zstack, children: [*a] }\n"),
            ("tab indentation", "canvas:\n\twidth: 10\n\theight: 10\nlayout:\n\tkind: box\n"),
            ("CR line endings", canvas.replacingOccurrences(of: "\n", with: "\r") + "layout:\r  kind: box\r  fill: nocolour\r"),
            ("CRLF line endings", "canvas:\r\n  width: -1\r\n  height: 10\r\nlayout:\r\n  kind: bx\r\n"),
            ("NEL and LS breaks", "canvas: { width: 10, height: 10 }\u{85}layout:\u{2028}  kind: box\u{2029}  fil: red\n"),
            ("byte order mark", "\u{FEFF}" + canvas + "layout: { kind: box, fil: red }\n"),
            ("byte order mark inside", canvas + "\u{FEFF}layout: { kind: box }\n"),
            ("NUL", canvas + "layout: { kind: box\u{0} }\n"),
            ("control characters", canvas + "layout: { kind: label, text: \"\u{7}\u{1B}[31m\" }\n"),
            ("escaped control", canvas + "layout: { kind: label, text: \"a\\0b\\x07\\u2028c\\U0001F984\" }\n"),
            ("multi-line key", canvas + "layout: { kind: box, \"fi\\nll\": red }\n"),
            ("multi-line kind", canvas + "layout: { kind: \"bo\\nx\" }\n"),
            ("multi-line colour", canvas + "layout: { kind: box, fill: \"re\\rd\" }\n"),
            ("wide text", canvas + "layout: { kind: label, text: \"漢字漢字漢字 🦄🦄 👩‍👩‍👧‍👦 e\u{301}\" }\n"),
            ("unicode key", canvas + "layout: { kind: box, fïll: red, 🦄: 1 }\n"),
            ("huge numbers", "canvas: { width: 1e308, height: 99999999999999999999999 }\nlayout: { kind: box, cornerRadius: -1e308 }\n"),
            ("nan and inf", "canvas: { width: .nan, height: .inf }\nlayout: { kind: spacer, minLength: -.inf, padding: .NaN, priority: .inf }\n"),
            ("tiny page", "canvas: { width: 1, height: 1 }\nlayout: { kind: label, text: \"does not fit\" }\n"),
            ("largest page", "canvas: { width: 8192, height: 8192 }\nlayout: { kind: hstack, children: [{ kind: box }, { kind: label, text: big }] }\n"),
            ("largest lengths", canvas + "layout: { kind: vstack, spacing: 1000000, padding: 1000000, frame: { minWidth: 1000000, maxWidth: infinity }, children: [{ kind: box, frame: { width: 1000000, height: 1000000 } }, { kind: spacer, minLength: 1000000 }] }\n"),
            ("infinite frames in fixed size", canvas + "layout: { kind: hstack, fixedSize: true, children: [{ kind: box, frame: { maxWidth: infinity, maxHeight: infinity } }, { kind: spacer }] }\n"),
            ("huge label", canvas + "layout: { kind: label, size: 1000, text: \"" + String(repeating: "word ", count: 2000) + "\" }\n"),
            ("many diagnostics", canvas + "layout: { kind: box, " + (0..<500).map { "k\($0): 1" }.joined(separator: ", ") + " }\n"),
            ("many children", canvas + "layout: { kind: hstack, children: [" + Array(repeating: "{ kind: spacer }", count: 5000).joined(separator: ", ") + "] }\n"),
            ("long key", canvas + "layout: { kind: box, " + String(repeating: "f", count: 20000) + ": red }\n"),
            ("long kind", canvas + "layout: { kind: " + String(repeating: "box", count: 10000) + " }\n"),
            ("long colour", canvas + "layout: { kind: box, fill: " + String(repeating: "r", count: 20000) + " }\n"),
            ("long alignment", canvas + "layout: { kind: box, overlay: { layout: { kind: box }, alignment: " + String(repeating: "x", count: 20000) + " } }\n"),
            ("deep flow lists", String(repeating: "[", count: 20000)),
            ("deep flow mappings", String(repeating: "{a: ", count: 20000)),
            ("deep closed lists", canvas + "layout: " + nested(5000, open: "[", close: "]") + "\n"),
            ("deep block mappings", (0..<3000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")),
            ("nesting 199", canvas + "layout: " + nested(199, open: "{ kind: inset, insets: 0, child: ", close: " }") + "\n"),
            ("nesting 200", canvas + "layout: " + nested(200, open: "{ kind: inset, child: ", close: " }") + "\n"),
            ("nesting 1000", canvas + "layout: " + nested(1000, open: "{ kind: zstack, children: [", close: "] }") + "\n"),
            ("nested overlays", canvas + "layout: " + nested(199, open: "{ kind: box, overlay: ", close: " }") + "\n"),
            ("nested stacks", canvas + "layout: " + nested(199, open: "{ kind: hstack, spacing: 1, children: [{ kind: label, text: a }, ", close: "] }") + "\n"),
            ("nested fixed sizes", canvas + "layout: " + nested(199, open: "{ kind: vstack, fixedSize: true, padding: 1, frame: { maxWidth: infinity }, children: [{ kind: label, text: a }, ", close: "] }") + "\n"),
            ("billion laughs", canvas + "layout: " + laughs(levels: 12, copies: 10) + "\n"),
            ("many aliases", canvas + "layout: " + laughs(levels: 14, copies: 2) + "\n"),
            ("aliases past the node limit", canvas + "layout: " + laughs(levels: 17, copies: 2) + "\n"),
            ("image paths", canvas + "layout: { kind: zstack, children: [" + FuzzFormat.badImages.map { "{ kind: image, src: \(FuzzYAMLWriter.scalarText($0, quoted: true)) }" }.joined(separator: ", ") + "] }\n"),
        ]
        inputs += reuseInputs
        inputs.append(("every kind empty", canvas + "layout: { kind: zstack, children: [" + FuzzFormat.kinds.map { "{ kind: \($0) }" }.joined(separator: ", ") + "] }\n"))
        return inputs
    }
}
