import Foundation
import LucidLayout
import Yams

/// `kind: flex` (a CSS flex container) and the `flex` key of its children (their item
/// style). Keys are CSS property names in camelCase and values CSS keywords, so a layout
/// written for the web reads the same here: `justifyContent: space-between`.
extension DescriptionParser {
    /// The keys of `kind: flex`.
    static let flexContainerKeys = [
        "flexDirection", "flexWrap", "flexLineCount", "justifyContent", "alignItems", "alignContent", "gap", "rowGap", "columnGap",
        "direction", "children",
    ]

    /// The keys of the `flex` mapping of a flex container's child.
    static let flexItemKeys = [
        "grow", "shrink", "basis", "alignSelf", "margin", "width", "height", "minWidth", "maxWidth", "minHeight",
        "maxHeight", "aspectRatio", "position", "top", "right", "bottom", "left", "display",
    ]

    static let flexDirections: [String: FlexStyle.FlexDirection] = [
        "row": .row, "row-reverse": .rowReverse, "column": .column, "column-reverse": .columnReverse,
    ]
    static let flexWraps: [String: FlexStyle.FlexWrap] = [
        "nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse,
        "balance": .balance, "wrap balance": .balance, "wrap-reverse balance": .balanceReverse,
    ]
    static let contentAlignments: [String: FlexAlignment] = [
        "flex-start": .flexStart, "flex-end": .flexEnd, "start": .start, "end": .end, "center": .center,
        "space-between": .spaceBetween, "space-around": FlexAlignment(.spaceAround), "space-evenly": FlexAlignment(.spaceEvenly),
        "stretch": .stretch,
    ]
    static let itemAlignments: [String: FlexAlignment] = [
        "flex-start": .flexStart, "flex-end": .flexEnd, "start": .start, "end": .end, "center": .center,
        "baseline": .baseline, "stretch": .stretch, "self-start": .selfStart, "self-end": FlexAlignment(.selfEnd),
    ]

    /// `kind: flex`: the container style and its children. Never inlined: its locals
    /// would swell the frame of every recursive `readNode`.
    @inline(never)
    mutating func parseFlexContainer(_ keys: inout MappingEntries, depth: Int) -> NodeDescription.Kind? {
        var style = FlexStyle()
        if let value = keys.take("flexDirection") { style.flexDirection = keyword(value, key: "flexDirection", in: Self.flexDirections) ?? .row }
        if let value = keys.take("flexWrap") { style.flexWrap = keyword(value, key: "flexWrap", in: Self.flexWraps) ?? .noWrap }
        if let value = keys.take("flexLineCount"), let count = number(value, key: "flexLineCount", range: 1...Self.maximumLength) {
            if count == count.rounded() {
                style.lineCount = Int(count)
            } else {
                report("expected a whole number for 'flexLineCount', found \(Self.describe(value))", at: value)
            }
        }
        var justify = Self.contentAlignments
        justify["stretch"] = nil
        if let value = keys.take("justifyContent") { style.justifyContent = keyword(value, key: "justifyContent", in: justify) }
        if let value = keys.take("alignItems") { style.alignItems = keyword(value, key: "alignItems", in: Self.itemAlignments) }
        if let value = keys.take("alignContent") { style.alignContent = keyword(value, key: "alignContent", in: Self.contentAlignments) }
        if let value = keys.take("gap"), let gap = flexLength(value, key: "gap", allowAuto: false) {
            style.rowGap = gap
            style.columnGap = gap
        }
        if let value = keys.take("rowGap") { style.rowGap = flexLength(value, key: "rowGap", allowAuto: false) ?? .zero }
        if let value = keys.take("columnGap") { style.columnGap = flexLength(value, key: "columnGap", allowAuto: false) ?? .zero }
        if let value = keys.take("direction") {
            style.direction = keyword(value, key: "direction", in: ["ltr": FlexStyle.Direction.ltr, "rtl": .rtl]) ?? .ltr
        }
        return children("children", in: &keys, depth: depth).map { .flex(style: style, children: $0) }
    }

    /// The `flex` key of a node: its style as a flex item. Never inlined, as
    /// `parseFlexContainer`.
    @inline(never)
    mutating func parseFlexItem(_ node: Yams.Node) -> FlexStyle? {
        guard var keys = entries(of: node, what: "'flex'") else { return nil }
        var style = FlexStyle()
        var valid = true
        func read<T>(_ key: String, _ parse: (inout DescriptionParser, Yams.Node) -> T?, into keyPath: WritableKeyPath<FlexStyle, T>) {
            guard let value = keys.take(key) else { return }
            if let parsed = parse(&self, value) { style[keyPath: keyPath] = parsed } else { valid = false }
        }
        read("grow", { $0.number($1, key: "grow", range: 0...Self.maximumLength) }, into: \.flexGrow)
        read("shrink", { $0.number($1, key: "shrink", range: 0...Self.maximumLength) }, into: \.flexShrink)
        read("basis", { $0.flexLength($1, key: "basis", allowAuto: true) }, into: \.flexBasis)
        if let value = keys.take("alignSelf") {
            // `auto` (nil) leaves the container's align-items in charge.
            let choices = Self.itemAlignments.mapValues { Optional($0) }.merging(["auto": nil]) { first, _ in first }
            if let alignment = keyword(value, key: "alignSelf", in: choices) { style.alignSelf = alignment } else { valid = false }
        }
        for (key, keyPath) in [("width", \FlexStyle.width), ("height", \.height), ("minWidth", \.minWidth), ("maxWidth", \.maxWidth),
                               ("minHeight", \.minHeight), ("maxHeight", \.maxHeight)] {
            read(key, { $0.flexLength($1, key: key, allowAuto: true) }, into: keyPath)
        }
        read("aspectRatio", { $0.number($1, key: "aspectRatio", range: 0.001...1000).map { Optional($0) } }, into: \.aspectRatio)
        read("position", { $0.keyword($1, key: "position", in: ["relative": FlexStyle.Position.relative, "absolute": .absolute]) }, into: \.position)
        for (key, keyPath) in [("top", \FlexEdges<FlexLength>.top), ("right", \.right), ("bottom", \.bottom), ("left", \.left)] {
            read(key, { $0.flexLength($1, key: key, allowAuto: true) }, into: (\FlexStyle.inset).appending(path: keyPath))
        }
        read("margin", { $0.flexMargin($1) }, into: \.margin)
        read("display", { $0.keyword($1, key: "display", in: ["flex": FlexStyle.Display.flex, "none": .none]) }, into: \.display)
        reportUnknownKeys(keys, allowed: Self.flexItemKeys, in: "'flex'")
        return valid ? style : nil
    }

    /// A CSS keyword from `table`, or a located error listing them.
    mutating func keyword<T>(_ node: Yams.Node, key: String, in table: [String: T]) -> T? {
        guard let text = string(node, key: key) else { return nil }
        if let value = table[text] { return value }
        let names = table.keys.sorted()
        report("invalid value '\(text.forDiagnostic)' for '\(key)': expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))", at: node)
        return nil
    }

    /// A CSS length: a number of points, a percentage ("50%"), or "auto" where allowed.
    mutating func flexLength(_ node: Yams.Node, key: String, allowAuto: Bool) -> FlexLength? {
        if let scalar = node.scalar {
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            if allowAuto, text == "auto" { return .auto }
            if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, (0...100_000).contains(value) {
                return .percent(CGFloat(value))
            }
            if scalar.style == .plain, let value = Self.yamlNumber(text) {
                guard value.isFinite, (0...Double(Self.maximumLength)).contains(value) else {
                    report("'\(key)' must be between 0 and 1000000, found \(text.forDiagnostic)", at: node)
                    return nil
                }
                return .points(CGFloat(value))
            }
        }
        report("expected a length for '\(key)' (points, a percentage like \"50%\"\(allowAuto ? ", or auto" : "")), found \(Self.describe(node))", at: node)
        return nil
    }

    /// `margin`: one length (or auto) for every edge, or a mapping of top, left, bottom, right.
    private mutating func flexMargin(_ node: Yams.Node) -> FlexEdges<FlexLength>? {
        guard var keys = node.mapping.map({ _ in entries(of: node, what: "'margin'") }) ?? nil else {
            return flexLength(node, key: "margin", allowAuto: true).map { FlexEdges(all: $0) }
        }
        var edges = FlexEdges<FlexLength>.zero
        var valid = true
        for (key, keyPath) in [("top", \FlexEdges<FlexLength>.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)] {
            guard let value = keys.take(key) else { continue }
            if let length = flexLength(value, key: key, allowAuto: true) { edges[keyPath: keyPath] = length } else { valid = false }
        }
        reportUnknownKeys(keys, allowed: ["top", "left", "bottom", "right"], in: "'margin'")
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
                diagnostics.append(Diagnostic("'flex' has no effect: this node is not a child of a flex container",
                                              at: current.location, severity: .warning))
            }
            pending += current.nestedNodes.map { ($0.node, $0.isFlexItem) }
        }
    }
}
