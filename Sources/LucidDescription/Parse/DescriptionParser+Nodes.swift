import Foundation
import LucidLayout
import Yams

/// Layout nodes: `kind` picks the layout, its own keys configure it, and the modifier
/// keys shared by every kind wrap it.
extension DescriptionParser {
    /// The keys each kind accepts besides `kind`, `name` and the modifiers.
    static let kindKeys: [String: [String]] = [
        "box": ["fill", "stroke", "strokeWidth", "cornerRadius", "dash", "opacity"],
        "ellipse": ["fill", "stroke", "strokeWidth", "dash", "opacity"],
        "line": ["from", "to", "stroke", "strokeWidth", "dash", "opacity", "arrowheads"],
        "polyline": ["points", "stroke", "strokeWidth", "dash", "opacity", "arrowheads"],
        "label": ["text", "font", "size", "weight", "italic", "color", "alignment", "lineSpacing", "opacity", "writingMode"],
        "image": ["src", "contentMode", "opacity"],
        "spacer": ["minLength"],
        "hstack": ["alignment", "spacing", "children"],
        "vstack": ["alignment", "spacing", "children"],
        "zstack": ["children"],
        "inset": ["insets", "child"],
        "decorating": ["content", "decoration"],
        "cascading": ["overlapFactor", "children"],
        "multipane": ["content", "accessories"],
        "background": ["background", "foreground"],
        "flex": flexContainerKeys,
        "grid": gridContainerKeys,
        "block": blockContainerKeys,
    ]

    /// The longest label text: text layout time grows faster than its length.
    public static let maximumLabelLength = 10_000

    /// Every kind name, sorted, for messages and suggestions.
    static var kinds: [String] { kindKeys.keys.sorted() }

    mutating func parseNode(_ node: Yams.Node, depth: Int) -> NodeDescription? {
        let key = expansions.map(\.useSite) + [location(of: node)]
        if let known = readNodes[key] {
            nodeCount += known.count
            guard checkNodeLimit(at: node) else { return nil }
            // Reused deeper than it was first read, a subtree may nest too deep.
            guard depth + known.height < Self.maximumDepth else {
                report("layout is nested more than \(Self.maximumDepth) levels deep", at: node)
                return nil
            }
            deepest = max(deepest, depth + known.height)
            return known.node
        }
        let countBefore = nodeCount
        let deepestBefore = deepest
        deepest = depth
        let result = readNode(node, depth: depth)
        readNodes[key] = (result, nodeCount - countBefore, deepest - depth)
        deepest = max(deepest, deepestBefore)
        return result
    }

    /// Whether the node count is within the limit; reports (once) when it is not.
    private mutating func checkNodeLimit(at node: Yams.Node) -> Bool {
        guard nodeCount > Self.maximumNodes else { return true }
        if !reportedNodeLimit {
            reportedNodeLimit = true
            diagnostics.append(Diagnostic(
                "the layout has more than \(Self.maximumNodes) nodes (YAML aliases and components count each time they are used)",
                at: location(of: node)))
        }
        return false
    }

    /// Reads one layout node (the first time it is met in its place).
    private mutating func readNode(_ node: Yams.Node, depth: Int) -> NodeDescription? {
        nodeCount += 1
        deepest = max(deepest, depth)
        guard checkNodeLimit(at: node) else { return nil }
        guard depth < Self.maximumDepth else {
            report("layout is nested more than \(Self.maximumDepth) levels deep", at: node)
            return nil
        }
        guard var keys = entries(of: node, what: "a layout node") else { return nil }
        if let useNode = keys.take("use") {
            if let kindNode = keys.take("kind") {
                report("a node has either 'kind' or 'use', not both", at: kindNode)
            }
            guard let expanded = expandComponent(node, keys: &keys, useNode: useNode) else { return nil }
            expansions.append((expanded.component, location(of: useNode)))
            defer { expansions.removeLast() }
            return parseNode(expanded.node, depth: depth + 1)
        }
        guard let kindNode = keys.take("kind") else {
            report("missing required key 'kind' (or 'use') in a layout node; expected one of \(Self.kinds.joined(separator: ", "))", at: node)
            return nil
        }
        guard let kind = string(kindNode, key: "kind") else { return nil }
        guard let ownKeys = Self.kindKeys[kind] else {
            report("unknown kind '\(kind.forDiagnostic)'\(Suggestion.hint(for: kind, in: Self.kinds)); expected one of \(Self.kinds.joined(separator: ", "))", at: kindNode)
            return nil
        }
        let allowed = ["kind", "name", "class", "flex"] + ownKeys + Self.modifierKeys.filter { !ownKeys.contains($0) }
        if let classNode = keys.take("class") {
            applyClasses(classNode, to: &keys, accepted: allowed)
        }
        let name = keys.take("name").flatMap { string($0, key: "name") }
        let flexItem = keys.take("flex").flatMap { parseFlexItem($0) }
        let parsedKind = parseKind(kind, keys: &keys, node: node, depth: depth)
        let modifiers = parseModifiers(&keys, kind: kind, depth: depth)
        if kind == "spacer", modifiers.contains(where: { if case .priority = $0 { return false } else { return true } }) {
            // A stack stretches only a bare spacer along its axis; a modified one is an
            // ordinary node that takes whatever it is offered, as a shape does.
            report("a spacer with modifiers no longer stretches along its stack only; use a box without fill to take space", at: node, .warning)
        }
        reportUnknownKeys(keys, allowed: allowed, in: "'\(kind)'")
        guard let parsedKind else { return nil }
        var described = NodeDescription(kind: parsedKind, name: name, modifiers: modifiers, location: location(of: node))
        described.flexItem = flexItem
        return described
    }

    private mutating func parseKind(_ kind: String, keys: inout MappingEntries, node: Yams.Node, depth: Int) -> NodeDescription.Kind? {
        switch kind {
        case "box":
            return parseBox(&keys)
        case "ellipse":
            return parseEllipse(&keys)
        case "line":
            return parseLine(&keys)
        case "polyline":
            return parsePolyline(&keys, node: node)
        case "label":
            return parseLabel(&keys, node: node)
        case "image":
            let mode = keys.take("contentMode").flatMap { choice($0, key: "contentMode", as: ContentMode.self) } ?? .fit
            let opacity = keys.take("opacity").flatMap { self.opacity($0) } ?? 1
            guard let source = required("src", in: &keys, of: node, kind: kind), let path = string(source, key: "src") else { return nil }
            return .image(path: path, contentMode: mode, opacity: opacity)
        case "spacer":
            return .spacer(minLength: keys.take("minLength").flatMap { number($0, key: "minLength") })
        case "hstack":
            return parseStack(&keys, depth: depth, alignment: VerticalAlignment.center) { .hstack(alignment: $0, spacing: $1, children: $2) }
        case "vstack":
            return parseStack(&keys, depth: depth, alignment: HorizontalAlignment.center) { .vstack(alignment: $0, spacing: $1, children: $2) }
        case "zstack":
            return children("children", in: &keys, depth: depth).map { .zstack(children: $0) }
        case "inset":
            let insets = keys.take("insets").flatMap { self.insets($0, key: "insets") } ?? EdgeInsets()
            return child("child", in: &keys, of: node, kind: kind, depth: depth).map { .inset(insets, child: $0) }
        case "decorating":
            let content = child("content", in: &keys, of: node, kind: kind, depth: depth)
            let decoration = child("decoration", in: &keys, of: node, kind: kind, depth: depth)
            guard let content, let decoration else { return nil }
            return .decorating(content: content, decoration: decoration)
        case "cascading":
            let factorNode = keys.take("overlapFactor")
            let factor = factorNode.flatMap { number($0, key: "overlapFactor", range: 0...10) } ?? 0.2
            let cascaded = children("children", in: &keys, depth: depth)
            warnIfUseless(factorNode, key: "overlapFactor", when: (cascaded?.count ?? 2) < 2, because: "with fewer than two children")
            return cascaded.map { .cascading(overlapFactor: factor, children: $0) }
        case "multipane":
            let content = child("content", in: &keys, of: node, kind: kind, depth: depth)
            let accessories = children("accessories", in: &keys, depth: depth)
            guard let content, let accessories else { return nil }
            return .multipane(content: content, accessories: accessories)
        case "background":
            let background = child("background", in: &keys, of: node, kind: kind, depth: depth)
            let foreground = child("foreground", in: &keys, of: node, kind: kind, depth: depth)
            guard let background, let foreground else { return nil }
            return .background(background: background, foreground: foreground)
        case "flex", "grid", "block":
            return parseCSSBox(kind, &keys, depth: depth)
        default:
            return nil
        }
    }

    private mutating func parseLabel(_ keys: inout MappingEntries, node: Yams.Node) -> NodeDescription.Kind? {
        var style = TextStyle()
        if let value = keys.take("font") { style.font.family = string(value, key: "font") ?? style.font.family }
        if let value = keys.take("size") { style.font.size = number(value, key: "size", range: 1...1000) ?? style.font.size }
        if let value = keys.take("weight") { style.font.weight = choice(value, key: "weight", as: Font.Weight.self) ?? .regular }
        if let value = keys.take("italic") { style.font.italic = boolean(value, key: "italic") ?? false }
        if let value = keys.take("color") { style.color = color(value, key: "color") ?? style.color }
        if let value = keys.take("alignment") { style.alignment = choice(value, key: "alignment", as: TextAlignment.self) ?? .leading }
        if let value = keys.take("lineSpacing") { style.lineSpacing = number(value, key: "lineSpacing", range: 0...1000) ?? 0 }
        if let value = keys.take("opacity") { style.opacity = opacity(value) ?? 1 }
        if let value = keys.take("writingMode") {
            style.writingMode = choice(value, key: "writingMode", as: TextWritingMode.self) ?? .horizontalTopToBottom
        }
        guard let textNode = required("text", in: &keys, of: node, kind: "label"), let text = string(textNode, key: "text") else { return nil }
        guard text.unicodeScalars.count <= Self.maximumLabelLength else {
            report("label text is longer than \(Self.maximumLabelLength) characters", at: textNode)
            return nil
        }
        return .label(text, style)
    }

    /// `hstack` and `vstack`: alignment (of the stack's own kind), spacing, children.
    private mutating func parseStack<Alignment: RawRepresentable & CaseIterable>(
        _ keys: inout MappingEntries, depth: Int, alignment defaultAlignment: Alignment,
        _ make: (Alignment, CGFloat?, [NodeDescription]) -> NodeDescription.Kind
    ) -> NodeDescription.Kind? where Alignment.RawValue == String {
        let alignment = keys.take("alignment").flatMap { choice($0, key: "alignment", as: Alignment.self) } ?? defaultAlignment
        let spacingNode = keys.take("spacing")
        let spacing = spacingNode.flatMap { number($0, key: "spacing") }
        let stacked = children("children", in: &keys, depth: depth)
        warnIfUseless(spacingNode, key: "spacing", when: (stacked?.count ?? 2) < 2, because: "with fewer than two children")
        return stacked.map { make(alignment, spacing, $0) }
    }

    /// A warning that a key given in the file changes nothing, when `condition` holds
    /// (not when its value is already an error).
    mutating func warnIfUseless(_ node: Yams.Node?, key: String, when condition: Bool, because reason: String) {
        guard let node, condition else { return }
        let place = location(of: node)
        guard !diagnostics.contains(where: { $0.severity == .error && $0.location == place }) else { return }
        report("'\(key)' has no effect \(reason)", at: node, .warning)
    }

    /// The value of a required key, or an error naming it.
    mutating func required(_ key: String, in keys: inout MappingEntries, of node: Yams.Node, kind: String) -> Yams.Node? {
        guard let value = keys.take(key) else {
            report("missing required key '\(key)' in '\(kind)'", at: node)
            return nil
        }
        return value
    }

    /// A required single child node.
    mutating func child(_ key: String, in keys: inout MappingEntries, of node: Yams.Node, kind: String, depth: Int) -> NodeDescription? {
        required(key, in: &keys, of: node, kind: kind).flatMap { parseNode($0, depth: depth + 1) }
    }

    /// An optional list of child nodes (absent means none); nil when any child is invalid.
    mutating func children(_ key: String, in keys: inout MappingEntries, depth: Int) -> [NodeDescription]? {
        guard let value = keys.take(key) else { return [] }
        guard let sequence = value.sequence else {
            report("expected a list for '\(key)', found \(Self.describe(value))", at: value)
            return nil
        }
        var result: [NodeDescription] = []
        var valid = true
        for item in sequence {
            if let child = parseNode(item, depth: depth + 1) { result.append(child) } else { valid = false }
        }
        return valid ? result : nil
    }
}
