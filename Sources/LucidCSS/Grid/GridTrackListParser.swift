import Foundation

/// Why a track list could not be read: what was expected, and where (a character offset
/// into the text, for the caller's located diagnostic).
public struct CSSGridTrackListError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { message }
}

/// Reads a CSS track list (`grid-template-columns`, `grid-auto-rows`…) into tracks: the one
/// reader of that grammar, used by description files and by the conformance runner alike.
///
/// The grammar read:
///
///     track-list   = ( track-size | repeat( count , track-size+ ) )*
///     track-size   = breadth | minmax( breadth , breadth ) | fit-content( length | percentage )
///     breadth      = length | percentage | flex | auto | min-content | max-content
///
/// A length is a number, with or without `px`; a percentage `25%`; a flex `1fr`. `repeat()`
/// with a count is expanded here; one `repeat(auto-fill, …)` or `repeat(auto-fit, …)` per
/// list is kept as a `CSSGridAutoRepeat`, for layout to expand. `none` (or nothing) is the
/// empty list. Not read yet (an error naming them): line names (`[a]`).
/// Values must be finite and at least 0; `maximum` bounds lengths and flex factors, and
/// `maximumTracks` the list's length once repeats are expanded.
///
/// Written by hand because no library on this machine reads CSS values; the grammar is the
/// few productions above.
public struct CSSGridTrackListParser {
    public var maximum: CGFloat
    public var maximumTracks: Int

    public init(maximum: CGFloat = 1_000_000, maximumTracks: Int = 10_000) {
        self.maximum = maximum
        self.maximumTracks = maximumTracks
    }

    /// The tracks of `text`, with its automatic repetition if it has one.
    public func list(_ text: String) throws(CSSGridTrackListError) -> (tracks: [CSSGridTrack], autoRepeat: CSSGridAutoRepeat?) {
        let reader = try read(text)
        return (reader.tracks, reader.autoRepeat)
    }

    /// The whole track list: tracks, automatic repetition and line names (`[name …]`).
    public func trackList(_ text: String) throws(CSSGridTrackListError) -> CSSGridTrackList {
        let reader = try read(text)
        return CSSGridTrackList(tracks: reader.tracks, autoRepeat: reader.autoRepeat, lineNames: reader.lineNames)
    }

    /// The tracks of `text`, which may not repeat automatically (`grid-auto-rows` and the like).
    public func tracks(_ text: String) throws(CSSGridTrackListError) -> [CSSGridTrack] {
        let reader = try read(text)
        if reader.autoRepeat != nil {
            throw CSSGridTrackListError(
                message: "repeat(auto-fill, …) and repeat(auto-fit, …) belong in a template's track list only", offset: reader.autoRepeatOffset)
        }
        return reader.tracks
    }

    private func read(_ text: String) throws(CSSGridTrackListError) -> Reader {
        var reader = Reader(Array(text.unicodeScalars), parser: self)
        reader.skipSpaces()
        if reader.peekWord() == "none" {
            _ = reader.word()
            reader.skipSpaces()
            guard reader.atEnd else { throw reader.error("nothing may follow 'none'") }
            return reader
        }
        while !reader.atEnd {
            try reader.item()
            reader.skipSpaces()
        }
        return reader
    }

    /// One track size of `text` (for `grid-auto-rows` and the like, which take one).
    public func track(_ text: String) throws(CSSGridTrackListError) -> CSSGridTrack {
        let list = try tracks(text)
        guard list.count == 1 else {
            throw CSSGridTrackListError(message: "expected one track size, found \(list.count)", offset: 0)
        }
        return list[0]
    }

    /// A cursor over the text's characters.
    private struct Reader {
        let text: [Unicode.Scalar]
        let parser: CSSGridTrackListParser
        var position = 0
        /// The tracks read so far (repeats with a count expanded).
        var tracks: [CSSGridTrack] = []
        /// The list's `repeat(auto-fill | auto-fit, …)`, once read, and where it starts.
        var autoRepeat: CSSGridAutoRepeat?
        var autoRepeatOffset = 0
        /// The names of each line so far (`lineNames[i]` of line i: one more than the tracks).
        var lineNames: [[String]] = [[]]

        init(_ text: [Unicode.Scalar], parser: CSSGridTrackListParser) {
            self.text = text
            self.parser = parser
        }

        var atEnd: Bool { position >= text.count }

        func error(_ message: String, at offset: Int? = nil) -> CSSGridTrackListError {
            CSSGridTrackListError(message: message, offset: offset ?? position)
        }

        mutating func skipSpaces() {
            while position < text.count, text[position].properties.isWhitespace { position += 1 }
        }

        /// The next run of characters up to a space, a parenthesis or a comma.
        func peekWord() -> String {
            var end = position
            while end < text.count, !Self.isBreak(text[end]) { end += 1 }
            return String(String.UnicodeScalarView(text[position..<end]))
        }

        mutating func word() -> String {
            let found = peekWord()
            position += found.unicodeScalars.count
            return found
        }

        static func isBreak(_ c: Unicode.Scalar) -> Bool {
            c.properties.isWhitespace || c == "(" || c == ")" || c == "," || c == "[" || c == "]"
        }

        mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(CSSGridTrackListError) {
            skipSpaces()
            guard position < text.count, text[position] == c else {
                throw error(atEnd ? "expected '\(c)' \(what), found the end" : "expected '\(c)' \(what), found '\(peekWord().isEmpty ? String(text[position]) : peekWord())'")
            }
            position += 1
        }

        /// One track size or one `repeat()`, appended to `tracks`.
        /// `[name …]`: the names of the line at the reader's position.
        mutating func names() throws(CSSGridTrackListError) -> [String] {
            let open = position
            position += 1
            var found: [String] = []
            while true {
                skipSpaces()
                guard position < text.count else { throw error("expected ']' to close the line names opened here", at: open) }
                if text[position] == "]" { position += 1; return found }
                let at = position
                let name = word()
                guard !name.isEmpty, CSSGridPlacementParser.isIdentifier(name) else {
                    throw error("expected a line name in '[…]', found '\(name.isEmpty ? String(text[position]) : name)'", at: at)
                }
                found.append(name)
            }
        }

        mutating func item() throws(CSSGridTrackListError) {
            let start = position
            if position < text.count, text[position] == "[" {
                let found = try names()
                if var automatic = autoRepeat, automatic.index == tracks.count {
                    // (Right after an automatic repetition: the line after its last repetition.)
                    automatic.trailingNames += found
                    autoRepeat = automatic
                } else {
                    lineNames[tracks.count] += found
                }
                return
            }
            let name = word()
            if position < text.count, text[position] == "(", name.lowercased() == "repeat" {
                position += 1
                try repeatBody(at: start)
                return
            }
            position = start
            tracks.append(try trackSize())
            lineNames.append([])
            guard tracks.count <= parser.maximumTracks else {
                throw error("a track list has at most \(parser.maximumTracks) tracks", at: start)
            }
        }

        /// `count , track-size+ )` after `repeat(`.
        mutating func repeatBody(at start: Int) throws(CSSGridTrackListError) {
            skipSpaces()
            let countAt = position
            let countText = word()
            let automatic = countText.lowercased() == "auto-fill" || countText.lowercased() == "auto-fit"
            guard automatic || (Int(countText) ?? 0) >= 1, let count = automatic ? 1 : Int(countText) else {
                throw error("expected a number of repetitions (1 or more) in repeat(), found '\(countText)'", at: countAt)
            }
            try expect(",", "after the number of repetitions")
            var pattern: [CSSGridTrack] = []
            var patternNames: [[String]] = [[]]
            skipSpaces()
            while position < text.count, text[position] != ")" {
                if text[position] == "[" {
                    patternNames[pattern.count] += try names()
                } else {
                    pattern.append(try trackSize())
                    patternNames.append([])
                }
                skipSpaces()
            }
            guard !pattern.isEmpty else { throw error("repeat() needs at least one track size") }
            try expect(")", "to close repeat()")
            if automatic {
                guard autoRepeat == nil else { throw error("a track list may repeat automatically only once", at: start) }
                autoRepeat = CSSGridAutoRepeat(
                    index: tracks.count, tracks: pattern, fit: countText.lowercased() == "auto-fit",
                    lineNames: patternNames.contains(where: { !$0.isEmpty }) ? patternNames : [])
                autoRepeatOffset = start
                return
            }
            guard count <= parser.maximumTracks, tracks.count + count * pattern.count <= parser.maximumTracks else {
                throw error("a track list has at most \(parser.maximumTracks) tracks", at: start)
            }
            for _ in 0..<count {
                // (A repetition's last line and the next one's first are the same line.)
                lineNames[lineNames.count - 1] += patternNames[0]
                tracks += pattern
                lineNames += patternNames.dropFirst()
            }
        }

        /// `breadth`, `minmax(breadth, breadth)` or `fit-content(length-percentage)`.
        mutating func trackSize() throws(CSSGridTrackListError) -> CSSGridTrack {
            skipSpaces()
            let start = position
            let name = word()
            guard position < text.count, text[position] == "(" else {
                position = start
                return try breadth()
            }
            position += 1
            switch name.lowercased() {
            case "minmax":
                let minimumAt = position
                let minimum = try breadth()
                if case .fr = minimum { throw error("the minimum of minmax() cannot be flexible (fr)", at: minimumAt) }
                try expect(",", "between the minimum and maximum of minmax()")
                let maximum = try breadth()
                try expect(")", "to close minmax()")
                return .minmax(minimum, maximum)
            case "fit-content":
                let argumentAt = position
                let argument = try breadth()
                switch argument {
                case .points, .percent: break
                default: throw error("fit-content() takes a length or a percentage", at: argumentAt)
                }
                try expect(")", "to close fit-content()")
                return .fitContent(argument)
            default:
                throw error("unknown function '\(name)()': expected minmax(), fit-content() or repeat()", at: start)
            }
        }

        /// A length, percentage, flex factor or keyword.
        mutating func breadth() throws(CSSGridTrackListError) -> CSSGridTrack {
            skipSpaces()
            let start = position
            let text = word()
            switch text.lowercased() {
            case "": throw error(atEnd ? "expected a track size, found the end" : "expected a track size, found '\(self.text[position])'")
            case "auto": return .auto
            case "min-content": return .minContent
            case "max-content": return .maxContent
            default: break
            }
            let lower = text.lowercased()
            let (number, unit): (Substring, String) =
                lower.hasSuffix("fr") ? (lower.dropLast(2), "fr")
                : lower.hasSuffix("px") ? (lower.dropLast(2), "px")
                : lower.hasSuffix("%") ? (lower.dropLast(), "%") : (lower[...], "")
            guard let value = Double(number), value.isFinite else {
                throw error("invalid track size '\(text)': expected a length, a percentage like 25%, a fraction like 1fr, auto, min-content or max-content", at: start)
            }
            let limit = unit == "%" ? 100_000 : Double(parser.maximum)
            guard value >= 0, value <= limit else {
                throw error("track size '\(text)' must be between 0 and \(unit == "%" ? "100000%" : String(format: "%g", limit))", at: start)
            }
            switch unit {
            case "fr": return .fr(CGFloat(value))
            case "%": return .percent(CGFloat(value))
            default: return .points(CGFloat(value))
            }
        }
    }
}
