import Foundation
import LucidCSS
import LucidLayout
import Yams

/// `kind: flex` (a CSS flex container) and the `flex` key of its children (their item
/// style). Keys are CSS property names in camelCase and values CSS keywords, so a layout
/// written for the web reads the same here: `justifyContent: space-between`.
extension DescriptionParser {
    /// The keys every CSS box kind (`flex`, `grid`, `block`) takes: how it lays out its
    /// children, and its own box (padding, border, sizing). What places the box in its
    /// parent (sizes, margins, overflow…) is in its `flex` item style.
    static let cssBoxKeys = [
        "justifyContent", "alignItems", "alignContent", "gap", "rowGap", "columnGap", "direction",
        "padding", "border", "boxSizing", "children",
    ]
    /// The keys of `kind: flex`.
    static let flexContainerKeys = ["flexDirection", "flexWrap", "flexLineCount"] + cssBoxKeys
    /// The keys of `kind: grid`.
    static let gridContainerKeys = ["gridTemplateColumns", "gridTemplateRows", "gridAutoColumns", "gridAutoRows", "justifyItems"] + cssBoxKeys
    /// The keys of `kind: block`.
    static let blockContainerKeys = cssBoxKeys

    /// The keys of the `flex` mapping of a flex container's child.
    static let flexItemKeys = [
        "grow", "shrink", "basis", "alignSelf", "margin", "width", "height", "minWidth", "maxWidth", "minHeight",
        "maxHeight", "aspectRatio", "position", "top", "right", "bottom", "left", "display",
        "justifySelf", "gridRow", "gridColumn", "gridRowStart", "gridRowEnd", "gridColumnStart", "gridColumnEnd",
        "overflow", "overflowX", "overflowY", "scrollbarWidth",
    ]

    static let flexDirections: [String: CSSStyle.FlexDirection] = [
        "row": .row, "row-reverse": .rowReverse, "column": .column, "column-reverse": .columnReverse,
    ]
    static let flexWraps: [String: CSSStyle.FlexWrap] = [
        "nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse,
        "balance": .balance, "wrap balance": .balance, "wrap-reverse balance": .balanceReverse,
    ]
    static let contentAlignments: [String: CSSAlignment?] = [
        "flex-start": .flexStart, "flex-end": .flexEnd, "start": .start, "end": .end, "center": .center,
        "space-between": .spaceBetween, "space-around": CSSAlignment(.spaceAround), "space-evenly": CSSAlignment(.spaceEvenly),
        "stretch": .stretch, "normal": nil,
    ]
    static let itemAlignments: [String: CSSAlignment?] = [
        "flex-start": .flexStart, "flex-end": .flexEnd, "start": .start, "end": .end, "center": .center,
        "baseline": .baseline, "stretch": .stretch, "self-start": .selfStart, "self-end": CSSAlignment(.selfEnd), "normal": nil,
    ]

    /// A CSS box (`kind: flex`, `grid` or `block`): its container style, grid template
    /// and children. Never inlined: its locals would swell the frame of every recursive
    /// `readNode`.
    @inline(never)
    mutating func parseCSSBox(_ kind: String, _ keys: inout MappingEntries, depth: Int) -> NodeDescription.Kind? {
        var style = CSSStyle()
        var grid = CSSGridTemplate()
        style.display = kind == "grid" ? .grid : kind == "block" ? .block : .flex
        if kind == "flex" {
            if let value = keys.take("flexDirection") { style.flexDirection = keyword(value, key: "flexDirection", in: Self.flexDirections) ?? .row }
            if let value = keys.take("flexWrap") { style.flexWrap = keyword(value, key: "flexWrap", in: Self.flexWraps) ?? .noWrap }
            if let value = keys.take("flexLineCount"), let count = number(value, key: "flexLineCount", range: 1...Self.maximumLength) {
                if count == count.rounded() {
                    style.lineCount = Int(count)
                } else {
                    report("expected a whole number for 'flexLineCount', found \(Self.describe(value))", at: value)
                }
            }
        }
        if kind == "grid" {
            if let value = keys.take("gridTemplateColumns") { grid.columns = gridTracks(value, key: "gridTemplateColumns") ?? [] }
            if let value = keys.take("gridTemplateRows") { grid.rows = gridTracks(value, key: "gridTemplateRows") ?? [] }
            if let value = keys.take("gridAutoColumns") { grid.autoColumns = gridTracks(value, key: "gridAutoColumns", single: true)?.first ?? .auto }
            if let value = keys.take("gridAutoRows") { grid.autoRows = gridTracks(value, key: "gridAutoRows", single: true)?.first ?? .auto }
            if let value = keys.take("justifyItems") { style.justifyItems = alignmentKeyword(value, key: "justifyItems", in: Self.itemAlignments) ?? nil }
        }
        var justify = Self.contentAlignments
        justify["stretch"] = nil
        if let value = keys.take("justifyContent") { style.justifyContent = alignmentKeyword(value, key: "justifyContent", in: justify) ?? nil }
        if let value = keys.take("alignItems") { style.alignItems = alignmentKeyword(value, key: "alignItems", in: Self.itemAlignments) ?? nil }
        if let value = keys.take("alignContent") { style.alignContent = alignmentKeyword(value, key: "alignContent", in: Self.contentAlignments) ?? nil }
        if let value = keys.take("gap"), let gap = flexLength(value, key: "gap", allowAuto: false) {
            style.rowGap = gap
            style.columnGap = gap
        }
        if let value = keys.take("rowGap") { style.rowGap = flexLength(value, key: "rowGap", allowAuto: false) ?? .zero }
        if let value = keys.take("columnGap") { style.columnGap = flexLength(value, key: "columnGap", allowAuto: false) ?? .zero }
        if let value = keys.take("direction") {
            style.direction = keyword(value, key: "direction", in: ["ltr": CSSStyle.Direction.ltr, "rtl": .rtl]) ?? .ltr
        }
        if let value = keys.take("padding") { style.padding = cssEdges(value, key: "padding", allowAuto: false) ?? .zero }
        if let value = keys.take("border") { style.border = cssEdges(value, key: "border", allowAuto: false) ?? .zero }
        if let value = keys.take("boxSizing") {
            style.boxSizing = keyword(value, key: "boxSizing", in: ["border-box": CSSStyle.BoxSizing.borderBox, "content-box": .contentBox]) ?? .borderBox
        }
        return children("children", in: &keys, depth: depth).map { .cssBox(style: style, grid: grid, children: $0) }
    }

    static let overflows: [String: CSSStyle.Overflow] = ["visible": .visible, "hidden": .hidden, "clip": .clip, "scroll": .scroll]

    /// A grid track list: a list of tracks or one string of them separated by spaces; each a
    /// number of points, a percentage ("25%"), a fraction ("1fr"), `auto`, `min-content` or
    /// `max-content`. `single` asks for exactly one track.
    mutating func gridTracks(_ node: Yams.Node, key: String, single: Bool = false) -> [CSSGridTrack]? {
        let words: [Yams.Node]
        if let sequence = node.sequence {
            words = Array(sequence)
        } else if let scalar = node.scalar, scalar.style != .plain || Self.yamlNumber(scalar.string) == nil {
            words = scalar.string.split(separator: " ").map { Yams.Node(String($0)) }
        } else {
            words = [node]
        }
        var tracks: [CSSGridTrack] = []
        for word in words {
            guard let text = word.scalar?.string.trimmingCharacters(in: .whitespaces) else {
                report("expected a grid track for '\(key)', found \(Self.describe(word))", at: node)
                return nil
            }
            switch text {
            case "auto": tracks.append(.auto)
            case "min-content": tracks.append(.minContent)
            case "max-content": tracks.append(.maxContent)
            default:
                if text.hasSuffix("fr"), let value = Double(text.dropLast(2)), value.isFinite, (0...Double(Self.maximumLength)).contains(value) {
                    tracks.append(.fr(CGFloat(value)))
                } else if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, (0...100_000).contains(value) {
                    tracks.append(.percent(CGFloat(value)))
                } else if let value = Self.yamlNumber(text), value.isFinite, (0...Double(Self.maximumLength)).contains(value) {
                    tracks.append(.points(CGFloat(value)))
                } else {
                    let names = ["auto", "min-content", "max-content"]
                    report("invalid grid track '\(text.forDiagnostic)' for '\(key)': expected points, a percentage like \"25%\", a fraction like \"1fr\", or one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))", at: node)
                    return nil
                }
            }
        }
        if single, tracks.count != 1 {
            report("expected one grid track for '\(key)', found \(tracks.count)", at: node)
            return nil
        }
        return tracks
    }

    /// A grid line: `auto`, a line number (negative counts from the end), or `span N`.
    mutating func gridLine(_ node: Yams.Node, key: String) -> CSSGridLine? {
        guard let text = node.scalar?.string else {
            report("expected a grid line for '\(key)' (a line number, \"span N\" or auto), found \(Self.describe(node))", at: node)
            return nil
        }
        return gridLine(text, at: node, key: key)
    }

    /// A grid line written `text` (part of `node`'s value, where a problem is reported).
    /// Lines and spans beyond ±10,000 are clamped there, as browsers clamp them (the
    /// engine keeps that range; CSS Grid §8.4 asks for at least it).
    mutating func gridLine(_ written: String, at node: Yams.Node, key: String) -> CSSGridLine? {
        let text = written.trimmingCharacters(in: .whitespaces)
        let words = text.split(separator: " ")
        if text == "auto" { return .auto }
        if words.count == 1, let line = Int(words[0]), line != 0 { return .line(max(-10_000, min(10_000, line))) }
        if words.count == 2, words[0] == "span", let count = Int(words[1]), count >= 1 { return .span(min(10_000, count)) }
        report("invalid grid line '\(text.forDiagnostic)' for '\(key)': expected a line number other than 0, \"span N\" or auto", at: node)
        return nil
    }

    /// `gridRow`/`gridColumn`: "start / end", or "start" alone (the end is then auto).
    mutating func gridLines(_ node: Yams.Node, key: String) -> (CSSGridLine, CSSGridLine)? {
        guard let text = node.scalar?.string, text.contains("/") else {
            return gridLine(node, key: key).map { ($0, .auto) }
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

    /// The `flex` key of a node: its style as a flex item. Never inlined, as
    /// `parseCSSBox`.
    @inline(never)
    mutating func parseFlexItem(_ node: Yams.Node) -> CSSStyle? {
        guard var keys = entries(of: node, what: "'flex'") else { return nil }
        var style = CSSStyle()
        var valid = true
        func read<T>(_ key: String, _ parse: (inout DescriptionParser, Yams.Node) -> T?, into keyPath: WritableKeyPath<CSSStyle, T>) {
            guard let value = keys.take(key) else { return }
            if let parsed = parse(&self, value) { style[keyPath: keyPath] = parsed } else { valid = false }
        }
        read("grow", { $0.number($1, key: "grow", range: 0...Self.maximumLength) }, into: \.flexGrow)
        read("shrink", { $0.number($1, key: "shrink", range: 0...Self.maximumLength) }, into: \.flexShrink)
        read("basis", { $0.flexLength($1, key: "basis", allowAuto: true, keywords: Self.basisKeywords) }, into: \.flexBasis)
        if let value = keys.take("alignSelf") {
            // `auto` (nil) leaves the container's align-items in charge.
            let choices = Self.itemAlignments.merging(["auto": nil]) { first, _ in first }
            if let alignment = alignmentKeyword(value, key: "alignSelf", in: choices) { style.alignSelf = alignment } else { valid = false }
        }
        for (key, keyPath) in [("width", \CSSStyle.width), ("height", \.height), ("minWidth", \.minWidth), ("maxWidth", \.maxWidth),
                               ("minHeight", \.minHeight), ("maxHeight", \.maxHeight)] {
            read(key, { $0.flexLength($1, key: key, allowAuto: true, keywords: Self.sizeKeywords) }, into: keyPath)
        }
        read("aspectRatio", { $0.number($1, key: "aspectRatio", range: 0.001...1000).map { Optional($0) } }, into: \.aspectRatio)
        read("position", { $0.keyword($1, key: "position", in: ["relative": CSSStyle.Position.relative, "absolute": .absolute]) }, into: \.position)
        for (key, keyPath) in [("top", \CSSEdges<CSSLength>.top), ("right", \.right), ("bottom", \.bottom), ("left", \.left)] {
            read(key, { $0.flexLength($1, key: key, allowAuto: true, allowNegative: true) }, into: (\CSSStyle.inset).appending(path: keyPath))
        }
        read("margin", { $0.cssEdges($1, key: "margin", allowAuto: true, allowNegative: true) }, into: \.margin)
        read("display", { $0.keyword($1, key: "display", in: ["flex": CSSStyle.Display.flex, "none": .none]) }, into: \.display)
        if let value = keys.take("overflow") {
            if let overflow = keyword(value, key: "overflow", in: Self.overflows) {
                style.overflowX = overflow
                style.overflowY = overflow
            } else {
                valid = false
            }
        }
        read("overflowX", { $0.keyword($1, key: "overflowX", in: Self.overflows) }, into: \.overflowX)
        read("overflowY", { $0.keyword($1, key: "overflowY", in: Self.overflows) }, into: \.overflowY)
        read("scrollbarWidth", { $0.number($1, key: "scrollbarWidth", range: 0...1000) }, into: \.scrollbarWidth)
        if let value = keys.take("justifySelf") {
            let choices = Self.itemAlignments.merging(["auto": nil]) { first, _ in first }
            if let alignment = alignmentKeyword(value, key: "justifySelf", in: choices) { style.justifySelf = alignment } else { valid = false }
        }
        for (key, start, end) in [("gridRow", \CSSStyle.gridRowStart, \CSSStyle.gridRowEnd), ("gridColumn", \.gridColumnStart, \.gridColumnEnd)] {
            guard let value = keys.take(key) else { continue }
            if let (first, last) = gridLines(value, key: key) {
                style[keyPath: start] = first
                style[keyPath: end] = last
            } else {
                valid = false
            }
        }
        for (key, keyPath) in [("gridRowStart", \CSSStyle.gridRowStart), ("gridRowEnd", \.gridRowEnd),
                               ("gridColumnStart", \.gridColumnStart), ("gridColumnEnd", \.gridColumnEnd)] {
            read(key, { $0.gridLine($1, key: key) }, into: keyPath)
        }
        reportUnknownKeys(keys, allowed: Self.flexItemKeys, in: "'flex'")
        return valid ? style : nil
    }

    /// An alignment keyword from `table`, which may start with `safe` (never overflow the
    /// start edge) or `unsafe` (the default), as CSS Box Alignment allows.
    mutating func alignmentKeyword(_ node: Yams.Node, key: String, in table: [String: CSSAlignment?]) -> CSSAlignment?? {
        if let text = node.scalar?.string {
            for prefix in ["safe ", "unsafe "] where text.hasPrefix(prefix) {
                if let value = table[String(text.dropFirst(prefix.count))], var alignment = value {
                    alignment.isSafe = prefix == "safe "
                    return .some(alignment)
                }
            }
        }
        return keyword(node, key: key, in: table)
    }

    /// A CSS keyword from `table`, or a located error listing them.
    mutating func keyword<T>(_ node: Yams.Node, key: String, in table: [String: T]) -> T? {
        guard let text = string(node, key: key) else { return nil }
        if let value = table[text] { return value }
        let names = table.keys.sorted()
        report("invalid value '\(text.forDiagnostic)' for '\(key)': expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))", at: node)
        return nil
    }

    /// The largest CSS length (points or percent): CSS lengths may be far larger than any
    /// page (a `max-height` no box reaches), but stay finite.
    static let maximumCSSLength = 1e30

    /// The intrinsic size keywords widths and heights take (CSS Sizing 3).
    static let sizeKeywords: [String: CSSLength] = [
        "min-content": .minContent, "max-content": .maxContent, "fit-content": .fitContent, "stretch": .stretch,
    ]
    /// `flex-basis` takes them too, and `content` (the item's content size).
    static let basisKeywords = sizeKeywords.merging(["content": .maxContent]) { first, _ in first }

    /// A CSS length: a number of points, a percentage ("50%"), "auto" where allowed, or one
    /// of `keywords`.
    mutating func flexLength(_ node: Yams.Node, key: String, allowAuto: Bool, keywords: [String: CSSLength] = [:], allowNegative: Bool = false) -> CSSLength? {
        if let scalar = node.scalar {
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            if allowAuto, text == "auto" { return .auto }
            if let keyword = keywords[text] { return keyword }
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
        let names = (allowAuto ? ["auto"] : []) + keywords.keys.sorted()
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
        for (side, keyPath) in [("top", \CSSEdges<CSSLength>.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)] {
            guard let value = keys.take(side) else { continue }
            if let length = flexLength(value, key: side, allowAuto: allowAuto, allowNegative: allowNegative) { edges[keyPath: keyPath] = length } else { valid = false }
        }
        reportUnknownKeys(keys, allowed: ["top", "left", "bottom", "right"], in: "'\(key)'")
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
