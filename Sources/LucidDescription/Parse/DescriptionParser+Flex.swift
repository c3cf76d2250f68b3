import Foundation
import LucidCSS
import LucidLayout
import Yams

/// `kind: flex` (a CSS flex container) and the `flex` key of its children (their item
/// style). Keys are CSS property names in camelCase and values CSS keywords, so a layout
/// written for the web reads the same here: `justifyContent: space-between`.
extension DescriptionParser {
    /// The keys of the `flex` mapping of a flex container's child (`FlexItemProperties`).
    static let flexItemKeys = FlexItemProperties.all.map(\.key)

    // What each CSS keyword means, in the order the schema lists them; which keywords a key
    // takes is its declaration's (`CSSBoxProperties`, `FlexItemProperties`).
    static let flexDirections: [(name: String, value: CSSStyle.FlexDirection)] = [
        ("row", .row), ("row-reverse", .rowReverse), ("column", .column), ("column-reverse", .columnReverse),
    ]
    static let flexWraps: [(name: String, value: CSSStyle.FlexWrap)] = [
        ("nowrap", .noWrap), ("wrap", .wrap), ("wrap-reverse", .wrapReverse),
        ("balance", .balance), ("wrap balance", .balance), ("wrap-reverse balance", .balanceReverse),
    ]
    static let directions: [(name: String, value: CSSStyle.Direction)] = [("ltr", .ltr), ("rtl", .rtl)]
    static let boxSizings: [(name: String, value: CSSStyle.BoxSizing)] = [("border-box", .borderBox), ("content-box", .contentBox)]
    static let positions: [(name: String, value: CSSStyle.Position)] = [("relative", .relative), ("absolute", .absolute)]
    static let floats: [(name: String, value: CSSStyle.Float)] = [("none", .none), ("left", .left), ("right", .right)]
    static let clears: [(name: String, value: CSSStyle.Clear)] = [("none", .none), ("left", .left), ("right", .right), ("both", .both)]
    /// (`block` and `grid` only on a label, whose text box then lays its lines out as a CSS
    /// block or grid box holding text does: a CSS box's display is its kind.)
    static let displays: [(name: String, value: CSSStyle.Display)] = [("flex", .flex), ("none", .none), ("block", .block), ("grid", .grid)]
    /// `normal` is nil: the container's own default.
    static let contentAlignments: [(name: String, value: CSSAlignment?)] = [
        ("normal", nil), ("flex-start", .flexStart), ("flex-end", .flexEnd), ("start", .start), ("end", .end), ("center", .center),
        ("space-between", .spaceBetween), ("space-around", CSSAlignment(.spaceAround)), ("space-evenly", CSSAlignment(.spaceEvenly)),
        ("stretch", .stretch),
    ]
    static let itemAlignments: [(name: String, value: CSSAlignment?)] = [
        ("normal", nil), ("flex-start", .flexStart), ("flex-end", .flexEnd), ("start", .start), ("end", .end), ("center", .center),
        ("baseline", .baseline), ("stretch", .stretch), ("self-start", .selfStart), ("self-end", CSSAlignment(.selfEnd)),
    ]
    /// Every alignment word: `auto` (nil) leaves the container's alignment in charge.
    static let boxAlignments: [(name: String, value: CSSAlignment?)] = contentAlignments
        + itemAlignments.filter { item in !contentAlignments.contains { $0.name == item.name } } + [("auto", nil)]
    /// The edges of CSS padding, border and margin mappings.
    static let cssEdgeKeys = ["top", "left", "bottom", "right"]
    /// The words a grid track may be.
    static let gridTrackKeywords = ["auto", "min-content", "max-content"]
    /// Grid lines and spans beyond this are clamped to it.
    static let maximumGridLine = CSSGridPlacementParser.maximumLine

    /// A CSS box (`kind: flex`, `grid` or `block`): its container style, grid template
    /// and children. Never inlined: its locals would swell the frame of every recursive
    /// `readNode`.
    @inline(never)
    mutating func parseCSSBox(_ kind: String, _ keys: inout MappingEntries, depth: Int) -> NodeDescription.Kind? {
        var style = CSSStyle()
        var grid = CSSGridTemplate()
        style.display = kind == "grid" ? .grid : kind == "block" ? .block : .flex
        typealias Box = CSSBoxProperties
        if kind == "flex" {
            if let value = keys.take(Box.flexDirection) { style.flexDirection = keyword(value, Box.flexDirection, in: Self.flexDirections) ?? .row }
            if let value = keys.take(Box.flexWrap) { style.flexWrap = keyword(value, Box.flexWrap, in: Self.flexWraps) ?? .noWrap }
            if let value = keys.take(Box.flexLineCount), let count = number(value, Box.flexLineCount) {
                if count == count.rounded() {
                    style.lineCount = Int(count)
                } else {
                    report("expected a whole number for '\(Box.flexLineCount.key)', found \(Self.describe(value))", at: value)
                }
            }
        }
        if kind == "grid" {
            if let value = keys.take(Box.gridTemplateColumns), let list = gridTracks(value, key: Box.gridTemplateColumns.key, repeating: true) {
                (grid.columns, grid.columnRepeat, grid.columnLineNames) = (list.tracks, list.autoRepeat, list.lineNames)
            }
            if let value = keys.take(Box.gridTemplateRows), let list = gridTracks(value, key: Box.gridTemplateRows.key, repeating: true) {
                (grid.rows, grid.rowRepeat, grid.rowLineNames) = (list.tracks, list.autoRepeat, list.lineNames)
            }
            if let value = keys.take(Box.gridTemplateAreas) { grid.areas = gridTemplateAreas(value, key: Box.gridTemplateAreas.key) }
            if let value = keys.take(Box.gridAutoColumns), let list = gridTracks(value, key: Box.gridAutoColumns.key) { grid.autoColumnTracks = list.tracks }
            if let value = keys.take(Box.gridAutoRows), let list = gridTracks(value, key: Box.gridAutoRows.key) { grid.autoRowTracks = list.tracks }
            if let value = keys.take(Box.gridAutoFlow) { grid.autoFlow = keyword(value, Box.gridAutoFlow, in: Self.gridAutoFlows) ?? .row }
        }
        if kind == "block" {
            if let value = keys.take(Box.flowRoot) { style.isFlowRoot = boolean(value, key: Box.flowRoot.key) ?? false }
        }
        if kind == "grid" || kind == "block", let value = keys.take(Box.justifyItems) {
            style.justifyItems = alignmentKeyword(value, Box.justifyItems) ?? nil
        }
        if let value = keys.take(Box.justifyContent) { style.justifyContent = alignmentKeyword(value, Box.justifyContent) ?? nil }
        if let value = keys.take(Box.alignItems) { style.alignItems = alignmentKeyword(value, Box.alignItems) ?? nil }
        if let value = keys.take(Box.alignContent) { style.alignContent = alignmentKeyword(value, Box.alignContent) ?? nil }
        if let value = keys.take(Box.gap), let gap = flexLength(value, key: Box.gap.key, allowAuto: false) {
            style.rowGap = gap
            style.columnGap = gap
        }
        if let value = keys.take(Box.rowGap) { style.rowGap = flexLength(value, key: Box.rowGap.key, allowAuto: false) ?? .zero }
        if let value = keys.take(Box.columnGap) { style.columnGap = flexLength(value, key: Box.columnGap.key, allowAuto: false) ?? .zero }
        // (Inherited, as in CSS: an rtl grid's flex rows run right to left too unless they say
        // otherwise, as Chromium lays out a `direction: rtl` root's children.)
        if let value = keys.take(Box.direction) {
            style.direction = keyword(value, Box.direction, in: Self.directions) ?? inherited.direction
        } else {
            style.direction = inherited.direction
        }
        // (Inherited too, through flex and grid containers, which do not use it: Chromium
        // centres the children of a block inside a flex item of a `-webkit-center` block.)
        if let value = keys.take(Box.textAlign) {
            style.textAlign = keyword(value, Box.textAlign, in: Self.textAligns) ?? inherited.textAlign
        } else {
            style.textAlign = inherited.textAlign
        }
        if let value = keys.take(Box.padding) { style.padding = cssEdges(value, key: Box.padding.key, allowAuto: false) ?? .zero }
        if let value = keys.take(Box.border) { style.border = cssEdges(value, key: Box.border.key, allowAuto: false) ?? .zero }
        if let value = keys.take(Box.boxSizing) { style.boxSizing = keyword(value, Box.boxSizing, in: Self.boxSizings) ?? .borderBox }
        let outer = inherited
        inherited = InheritedCSS(direction: style.direction, textAlign: style.textAlign)
        defer { inherited = outer }
        return children(Box.children, in: &keys, depth: depth).map { .cssBox(style: style, grid: grid, children: $0) }
    }

    /// A block's legacy alignment of its children; `left`, `right` and `center` are the
    /// `-webkit-` values (what moves boxes; the plain CSS ones move only text).
    static let textAligns: [(name: String, value: CSSStyle.TextAlign)] = [
        ("auto", .auto), ("left", .legacyLeft), ("right", .legacyRight), ("center", .legacyCenter),
        ("-webkit-left", .legacyLeft), ("-webkit-right", .legacyRight), ("-webkit-center", .legacyCenter),
    ]

    static let gridAutoFlows: [(name: String, value: CSSGridAutoFlow)] = [
        ("row", .row), ("column", .column), ("dense", CSSGridAutoFlow(dense: true)),
        ("row dense", CSSGridAutoFlow(dense: true)), ("column dense", CSSGridAutoFlow(column: true, dense: true)),
    ]

    static let overflows: [(name: String, value: CSSStyle.Overflow)] = [("visible", .visible), ("hidden", .hidden), ("clip", .clip), ("scroll", .scroll)]

    /// A grid track list: one string in CSS's grammar (`"80 repeat(2, minmax(100, 1fr))"`,
    /// read by the engine's `CSSGridTrackListParser`), or a YAML list whose items are numbers
    /// of points or such strings. `single` asks for exactly one track; `repeating` allows one
    /// `repeat(auto-fill | auto-fit, …)` (template track lists only).
    mutating func gridTracks(
        _ node: Yams.Node, key: String, single: Bool = false, repeating: Bool = false
    ) -> CSSGridTrackList? {
        let parts = node.sequence.map(Array.init) ?? [node]
        let reader = CSSGridTrackListParser(maximum: Self.maximumLength, maximumTracks: Self.maximumGridTracks)
        var tracks: [CSSGridTrack] = []
        var autoRepeat: CSSGridAutoRepeat? = nil
        // The names of each line so far (one more than the tracks).
        var lineNames: [[String]] = [[]]
        for part in parts {
            guard let scalar = part.scalar else {
                report("expected a grid track for '\(key)', found \(Self.describe(part))", at: part)
                return nil
            }
            if scalar.style == .plain, let value = Self.yamlNumber(scalar.string) {
                guard value.isFinite, (0...Double(Self.maximumLength)).contains(value) else {
                    report("grid track \(scalar.string.forDiagnostic) for '\(key)' must be between 0 and \(Int(Self.maximumLength))", at: part)
                    return nil
                }
                tracks.append(.points(CGFloat(value)))
                lineNames.append([])
                continue
            }
            do {
                let list = try reader.trackList(scalar.string)
                if var found = list.autoRepeat {
                    guard repeating else {
                        _ = try reader.tracks(scalar.string)  // (throws the located error)
                        return nil
                    }
                    guard autoRepeat == nil else {
                        report("invalid grid track list for '\(key)': a track list may repeat automatically only once", at: part)
                        return nil
                    }
                    found.index += tracks.count
                    autoRepeat = found
                }
                // (The part's first line is the last line so far.)
                lineNames[lineNames.count - 1] += list.lineNames.first ?? []
                lineNames += list.lineNames.dropFirst()
                tracks += list.tracks
            } catch {
                let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
                let oneLine = !scalar.string.contains("\n")
                report("invalid grid track list for '\(key)': \(error.message.withControlCharactersEscaped)\(Self.gridTrackHint(scalar.string, error))", at: part,
                       columns: oneLine ? error.offset + (quoted ? 1 : 0) : 0)
                return nil
            }
        }
        guard tracks.count <= Self.maximumGridTracks else {
            report("'\(key)' has \(tracks.count) tracks; a grid has at most \(Self.maximumGridTracks) in a track list", at: node)
            return nil
        }
        if !repeating, tracks.isEmpty {
            report("expected at least one grid track for '\(key)'", at: node)
            return nil
        }
        if single, tracks.count != 1 {
            report("expected one grid track for '\(key)', found \(tracks.count)", at: node)
            return nil
        }
        if single || !repeating, lineNames.contains(where: { !$0.isEmpty }) {
            report("'\(key)' takes track sizes only; line names ('[…]') belong in gridTemplateColumns and gridTemplateRows", at: node)
            return nil
        }
        return CSSGridTrackList(tracks: tracks, autoRepeat: autoRepeat, lineNames: lineNames.contains(where: { !$0.isEmpty }) ? lineNames : [])
    }

    /// `gridTemplateAreas`: the rows of named areas, a YAML list of strings (`["head head",
    /// "nav main"]`) or one string in CSS's form (`'"head head" "nav main"'`).
    mutating func gridTemplateAreas(_ node: Yams.Node, key: String) -> CSSGridTemplateAreas? {
        var rows: [String] = []
        var rowNodes: [Yams.Node] = []
        if let sequence = node.sequence {
            for part in sequence {
                guard let text = part.scalar?.string else {
                    report("expected a row of area names for '\(key)', found \(Self.describe(part))", at: part)
                    return nil
                }
                rows.append(text)
                rowNodes.append(part)
            }
        } else if let text = node.scalar?.string {
            rows = CSSGridPlacementParser.areaRows(text) ?? [text]
            rowNodes = Array(repeating: node, count: rows.count)
        } else {
            report("expected the rows of '\(key)' as a list of strings, found \(Self.describe(node))", at: node)
            return nil
        }
        guard !rows.isEmpty else {
            report("'\(key)' needs at least one row", at: node)
            return nil
        }
        do {
            let areas = try CSSGridTemplateAreas(rows: rows)
            guard areas.rowCount <= Self.maximumGridTracks, areas.columnCount <= Self.maximumGridTracks else {
                report("'\(key)' makes \(max(areas.rowCount, areas.columnCount)) tracks; a grid has at most \(Self.maximumGridTracks) in a track list", at: node)
                return nil
            }
            return areas
        } catch {
            report("invalid '\(key)': \(error.message.withControlCharactersEscaped)", at: rowNodes[min(error.row, rowNodes.count - 1)])
            return nil
        }
    }

    /// The most tracks one track list may have once `repeat()` is expanded.
    static let maximumGridTracks = 100_000

    /// "; did you mean …?" for a misspelt keyword or function at the error's place.
    static func gridTrackHint(_ text: String, _ error: CSSGridTrackListError) -> String {
        let rest = text.unicodeScalars.dropFirst(error.offset)
        let word = String(String.UnicodeScalarView(rest.prefix { !$0.properties.isWhitespace && $0 != "(" && $0 != "," && $0 != ")" }))
        let known = gridTrackKeywords + ["minmax", "fit-content", "repeat"]
        guard !word.isEmpty, word.first?.isLetter == true, !known.contains(word.lowercased()) else { return "" }
        return Suggestion.hint(for: word, in: known)
    }

    /// A grid line: `auto`, a line number (negative counts from the end), a line or area
    /// name (`main`, `2 col`), `span N` or `span NAME`.
    mutating func gridLine(_ node: Yams.Node, key: String) -> CSSGridLine? {
        guard let text = node.scalar?.string else {
            report("expected a grid line for '\(key)' (a line number, a name, \"span N\" or auto), found \(Self.describe(node))", at: node)
            return nil
        }
        return gridLine(text, at: node, key: key)
    }

    /// A grid line written `text` (part of `node`'s value, where a problem is reported),
    /// read by the engine's `CSSGridPlacementParser`. Lines and spans beyond ±100,000 are
    /// clamped there (`CSSGridPlacementParser.maximumLine` says why).
    mutating func gridLine(_ written: String, at node: Yams.Node, key: String) -> CSSGridLine? {
        let text = written.trimmingSpaces
        if let line = CSSGridPlacementParser.line(text) { return line }
        report("invalid grid line '\(text.forDiagnostic)' for '\(key)': expected a line number other than 0, a line or area name, \"span N\", \"span NAME\" or auto", at: node)
        return nil
    }

    /// `gridRow`/`gridColumn`: "start / end", or "start" alone (the end is then auto, or the
    /// same name when the start is a name alone, as in CSS).
    mutating func gridLines(_ node: Yams.Node, key: String) -> (CSSGridLine, CSSGridLine)? {
        guard let text = node.scalar?.string, text.contains("/") else {
            return gridLine(node, key: key).map { ($0, CSSGridPlacementParser.sameName($0)) }
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            report("expected 'start / end' for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        guard let start = gridLine(String(parts[0]), at: node, key: key), let end = gridLine(String(parts[1]), at: node, key: key) else {
            return nil
        }
        return (start, end)
    }

    /// `gridArea`: an area's name, or "row-start / column-start / row-end / column-end"
    /// (the ends left out copy a name alone, as in CSS).
    mutating func gridArea(_ node: Yams.Node, key: String) -> (CSSGridLine, CSSGridLine, CSSGridLine, CSSGridLine)? {
        let text = node.scalar?.string ?? ""
        var parts: [CSSGridLine] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: false) {
            guard let line = gridLine(String(part), at: node, key: key) else { return nil }
            parts.append(line)
        }
        guard (1...4).contains(parts.count), let area = CSSGridPlacementParser.area(text) else {
            report("expected an area name or 'row-start / column-start / row-end / column-end' for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        return (area.rowStart, area.columnStart, area.rowEnd, area.columnEnd)
    }

    /// The `flex` key of a node: its style as a flex item. Never inlined, as
    /// `parseCSSBox`.
    @inline(never)
    mutating func parseFlexItem(_ node: Yams.Node) -> CSSStyle? {
        guard var keys = entries(of: node, what: "'flex'") else { return nil }
        var style = CSSStyle()
        var valid = true
        typealias Item = FlexItemProperties
        func read<T>(_ property: DescriptionProperty, _ parse: (inout DescriptionParser, Yams.Node) -> T?, into keyPath: WritableKeyPath<CSSStyle, T>) {
            guard keys.untakenCount > 0, let value = keys.take(property) else { return }
            if let parsed = parse(&self, value) { style[keyPath: keyPath] = parsed } else { valid = false }
        }
        // (Left as soon as every key is taken: most nodes say a few of them.)
        reading: do {
            read(Item.grow, { $0.number($1, Item.grow) }, into: \.flexGrow)
            read(Item.shrink, { $0.number($1, Item.shrink) }, into: \.flexShrink)
            read(Item.basis, { $0.flexLength($1, key: Item.basis.key, allowAuto: true, keywords: Self.basisKeywords) }, into: \.flexBasis)
            // `auto` (nil) leaves the container's align-items in charge.
            read(Item.alignSelf, { $0.alignmentKeyword($1, Item.alignSelf) }, into: \.alignSelf)
            guard keys.untakenCount > 0 else { break reading }
            for (property, keyPath) in [(Item.width, \CSSStyle.width), (Item.height, \.height), (Item.minWidth, \.minWidth), (Item.maxWidth, \.maxWidth),
                                        (Item.minHeight, \.minHeight), (Item.maxHeight, \.maxHeight)] {
                read(property, { $0.flexLength($1, key: property.key, allowAuto: true, keywords: Self.sizeKeywords) }, into: keyPath)
            }
            guard keys.untakenCount > 0 else { break reading }
            read(Item.aspectRatio, { $0.number($1, Item.aspectRatio).map { Optional($0) } }, into: \.aspectRatio)
            read(Item.position, { $0.keyword($1, Item.position, in: Self.positions) }, into: \.position)
            read(Item.float, { $0.keyword($1, Item.float, in: Self.floats) }, into: \.float)
            read(Item.clear, { $0.keyword($1, Item.clear, in: Self.clears) }, into: \.clear)
            for (property, keyPath) in [(Item.top, \CSSEdges<CSSLength>.top), (Item.right, \.right), (Item.bottom, \.bottom), (Item.left, \.left)] {
                read(property, { $0.flexLength($1, key: property.key, allowAuto: true, allowNegative: true) }, into: (\CSSStyle.inset).appending(path: keyPath))
            }
            read(Item.margin, { $0.cssEdges($1, key: Item.margin.key, allowAuto: true, allowNegative: true) }, into: \.margin)
            read(Item.display, { $0.keyword($1, Item.display, in: Self.displays) }, into: \.display)
            if let value = keys.take(Item.overflow) {
                if let overflow = keyword(value, Item.overflow, in: Self.overflows) {
                    style.overflowX = overflow
                    style.overflowY = overflow
                } else {
                    valid = false
                }
            }
            read(Item.overflowX, { $0.keyword($1, Item.overflowX, in: Self.overflows) }, into: \.overflowX)
            read(Item.overflowY, { $0.keyword($1, Item.overflowY, in: Self.overflows) }, into: \.overflowY)
            read(Item.scrollbarWidth, { $0.number($1, Item.scrollbarWidth) }, into: \.scrollbarWidth)
            read(Item.justifySelf, { $0.alignmentKeyword($1, Item.justifySelf) }, into: \.justifySelf)
            for (property, start, end) in [(Item.gridRow, \CSSStyle.gridRowStart, \CSSStyle.gridRowEnd), (Item.gridColumn, \.gridColumnStart, \.gridColumnEnd)] {
                let key = property.key
                guard let value = keys.take(key) else { continue }
                if let (first, last) = gridLines(value, key: key) {
                    style[keyPath: start] = first
                    style[keyPath: end] = last
                } else {
                    valid = false
                }
            }
            if let value = keys.take(Item.gridArea) {
                if let (rowStart, columnStart, rowEnd, columnEnd) = gridArea(value, key: Item.gridArea.key) {
                    (style.gridRowStart, style.gridColumnStart, style.gridRowEnd, style.gridColumnEnd) = (rowStart, columnStart, rowEnd, columnEnd)
                } else {
                    valid = false
                }
            }
            for (property, keyPath) in [(Item.gridRowStart, \CSSStyle.gridRowStart), (Item.gridRowEnd, \.gridRowEnd),
                                        (Item.gridColumnStart, \.gridColumnStart), (Item.gridColumnEnd, \.gridColumnEnd)] {
                read(property, { $0.gridLine($1, key: property.key) }, into: keyPath)
            }
            reportUnknownKeys(keys, allowed: Self.flexItemKeys, in: "'flex'")
        }
        return valid ? style : nil
    }

    /// One of the alignment words `property` declares, which may start with `safe` (never
    /// overflow the start edge) or `unsafe` (the default), as CSS Box Alignment allows;
    /// nil inside for `normal` and `auto` (the container's own alignment).
    mutating func alignmentKeyword(_ node: Yams.Node, _ property: DescriptionProperty) -> CSSAlignment?? {
        if let text = node.scalar?.string {
            for prefix in ["safe ", "unsafe "] where text.hasPrefix(prefix) {
                let word = String(text.dropFirst(prefix.count))
                guard property.choices.contains(word) else { continue }
                // `normal` and `auto` (nil) take no prefix.
                if var alignment = Self.boxAlignments.first(where: { $0.name == word })?.value {
                    alignment.isSafe = prefix == "safe "
                    alignment.isUnsafe = prefix == "unsafe "
                    return .some(alignment)
                }
            }
        }
        return keyword(node, property, in: Self.boxAlignments)
    }

    /// The largest CSS length (points or percent): CSS lengths may be far larger than any
    /// page (a `max-height` no box reaches), but stay finite.
    static let maximumCSSLength = 1e30

    /// The intrinsic size keywords widths and heights take (CSS Sizing 3).
    static let sizeKeywords: [(name: String, value: CSSLength)] = [
        ("min-content", .minContent), ("max-content", .maxContent), ("fit-content", .fitContent), ("stretch", .stretch),
    ]
    /// `flex-basis` takes `content` (the item's content size) too.
    static let basisKeywords = [("content", CSSLength.maxContent)] + sizeKeywords

    /// A CSS length: a number of points, a percentage ("50%"), "auto" where allowed, or one
    /// of `keywords`.
    mutating func flexLength(_ node: Yams.Node, key: String, allowAuto: Bool, keywords: [(name: String, value: CSSLength)] = [],
                             allowNegative: Bool = false) -> CSSLength? {
        if let scalar = node.scalar {
            let text = scalar.string.trimmingSpaces
            if allowAuto, text == "auto" { return .auto }
            if let keyword = keywords.first(where: { $0.name == text }) { return keyword.value }
            let least = allowNegative ? -Self.maximumCSSLength : 0
            if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, (least...Self.maximumCSSLength).contains(value) {
                return .percent(CGFloat(value))
            }
            if scalar.style == .plain, let value = Self.yamlNumber(text) {
                guard value.isFinite, (least...Self.maximumCSSLength).contains(value) else {
                    report("'\(key)' must be between \(allowNegative ? "-1e30" : "0") and 1e30, found \(text.forDiagnostic)", at: node)
                    return nil
                }
                return .points(CGFloat(value))
            }
        }
        let names = (allowAuto ? ["auto"] : []) + keywords.map(\.name).sorted()
        let text = node.scalar?.string ?? ""
        report("expected a length for '\(key)' (points, a percentage like \"50%\"\(names.isEmpty ? "" : ", or " + names.joined(separator: ", "))), found \(Self.describe(node))\(Suggestion.hint(for: text, in: names))", at: node)
        return nil
    }

    /// `margin`, `padding`, `border`: one length for every edge, or a mapping of top, left,
    /// bottom, right (each 0 unless given); `auto` where `allowAuto`.
    mutating func cssEdges(_ node: Yams.Node, key: String, allowAuto: Bool, allowNegative: Bool = false) -> CSSEdges<CSSLength>? {
        guard var keys = node.mapping.map({ _ in entries(of: node, what: "'\(key)'") }) ?? nil else {
            return flexLength(node, key: key, allowAuto: allowAuto, allowNegative: allowNegative).map { CSSEdges(all: $0) }
        }
        var edges = CSSEdges<CSSLength>.zero
        var valid = true
        for (side, keyPath) in zip(Self.cssEdgeKeys, [\CSSEdges<CSSLength>.top, \.left, \.bottom, \.right]) {
            guard let value = keys.take(side) else { continue }
            if let length = flexLength(value, key: side, allowAuto: allowAuto, allowNegative: allowNegative) { edges[keyPath: keyPath] = length } else { valid = false }
        }
        reportUnknownKeys(keys, allowed: Self.cssEdgeKeys, in: "'\(key)'")
        return valid ? edges : nil
    }

    /// Warns at each node whose `flex` key does nothing because its parent is not a flex
    /// container and it is not a CSS box itself (a node reached through several aliases is visited once per place).
    mutating func warnAboutStrayFlexItems(_ node: NodeDescription, isFlexItem: Bool) {
        var visited = Set<SourceLocation>()
        var pending = [(node, isFlexItem)]
        while let (current, isItem) = pending.popLast() {
            // A CSS box's `flex` style is its own CSS, wherever it is (see TreeBuilder+Regions).
            if current.flexItem != nil, !isItem, !current.isCSSBox, visited.insert(current.location).inserted {
                diagnostics.append(Diagnostic("'flex' has no effect: this node is not a child of a CSS box",
                                              at: current.location, severity: .warning))
            }
            pending += current.nestedNodes.map { ($0.node, $0.isFlexItem) }
        }
    }
}
