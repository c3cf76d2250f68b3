import Foundation
import LucidLayout
import Yams

/// Layout nodes: `kind` picks the layout, its own keys configure it, and the modifier
/// keys shared by every kind wrap it.
extension DescriptionParser {
    private typealias LayoutKeys = LayoutProperties

    /// The keys each kind accepts besides `kind`, `name` and the modifiers: those its
    /// declaration (`NodeKinds`) lists.
    static let kindKeys = Dictionary(uniqueKeysWithValues: NodeKinds.all.map { ($0.name, $0.keys) })

    /// The longest label text: text layout time grows faster than its length.
    public static let maximumLabelLength = 10_000

    /// Every kind name, sorted, for messages and suggestions.
    static var kinds: [String] { kindKeys.keys.sorted() }

    mutating func parseNode(_ node: Yams.Node, depth: Int) -> NodeDescription? {
        let key = ReadNodeKey(locations: expansions.map(\.useSite) + [location(of: node)], inherited: inherited)
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
        if let useNode = keys.take(NodeProperties.use) {
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
            // Connectors are not nodes of the tree: they join nodes after layout.
            let connectorKinds: Set<String> = ["connector", "connection", "edge", "link"]
            let elsewhere = connectorKinds.contains(kind.lowercased())
                ? "; connectors are listed under the document's 'connectors' key, as { from: name, to: name }" : ""
            report("unknown kind '\(kind.forDiagnostic)'\(Suggestion.hint(for: kind, in: Self.kinds))\(elsewhere); expected one of \(Self.kinds.joined(separator: ", "))", at: kindNode)
            return nil
        }
        let allowed = ["kind", NodeProperties.name.key, NodeProperties.class.key, NodeProperties.flex.key]
            + ownKeys + Self.modifierKeys.filter { !ownKeys.contains($0) }
        if let classNode = keys.take(NodeProperties.class) {
            applyClasses(classNode, to: &keys, accepted: allowed)
        }
        let name = keys.take(NodeProperties.name).flatMap { string($0, key: NodeProperties.name.key) }
        var flexItem = keys.take(NodeProperties.flex).flatMap { parseFlexItem($0) }
        // (A box kind is laid out as its kind says: `block` and `grid` are a label's only.)
        if kind != "label", let display = flexItem?.display, display == .block || display == .grid,
           let flexNode = node.mapping?.first(where: { $0.key.string == NodeProperties.flex.key })?.value {
            let at = flexNode.mapping?.first(where: { $0.key.string == "display" })?.value ?? flexNode
            report("'display: \(display == .block ? "block" : "grid")' is for a label's text box; a \(kind)'s display is its kind (kind: block or kind: grid for a CSS box)", at: at)
            flexItem?.display = .flex
        }
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
        described.isLine = kind == "line"
        return described
    }

    private mutating func parseKind(_ kind: String, keys: inout MappingEntries, node: Yams.Node, depth: Int) -> NodeDescription.Kind? {
        switch kind {
        case "box":
            return parseBox(&keys)
        case "ellipse":
            return parseEllipse(&keys)
        case "polygon":
            return parsePolygon(&keys, node: node)
        case "line":
            return parseLine(&keys)
        case "polyline":
            return parsePolyline(&keys, node: node)
        case "label":
            return parseLabel(&keys, node: node)
        case "image":
            let mode = keys.take(ImageProperties.contentMode).flatMap { choice($0, ImageProperties.contentMode, as: ContentMode.self) } ?? .fit
            let opacity = keys.take(ImageProperties.opacity).flatMap { number($0, ImageProperties.opacity).map(Double.init) } ?? 1
            guard let source = required(ImageProperties.src, in: &keys, of: node, kind: kind),
                  let path = string(source, key: ImageProperties.src.key) else { return nil }
            return .image(path: path, contentMode: mode, opacity: opacity)
        case "spacer":
            return .spacer(minLength: keys.take(LayoutKeys.minLength).flatMap { number($0, LayoutKeys.minLength) })
        case "hstack":
            return parseStack(&keys, depth: depth, alignment: LayoutKeys.hstackAlignment, default: VerticalAlignment.center) {
                .hstack(alignment: $0, spacing: $1, children: $2)
            }
        case "vstack":
            return parseStack(&keys, depth: depth, alignment: LayoutKeys.vstackAlignment, default: HorizontalAlignment.center) {
                .vstack(alignment: $0, spacing: $1, children: $2)
            }
        case "zstack":
            return children(LayoutKeys.children, in: &keys, depth: depth).map { .zstack(children: $0) }
        case "inset":
            let insets = keys.take(LayoutKeys.insets).flatMap { self.insets($0, key: LayoutKeys.insets.key) } ?? EdgeInsets()
            return child(LayoutKeys.child, in: &keys, of: node, kind: kind, depth: depth).map { .inset(insets, child: $0) }
        case "decorating":
            let content = child(LayoutKeys.content, in: &keys, of: node, kind: kind, depth: depth)
            let decoration = child(LayoutKeys.decoration, in: &keys, of: node, kind: kind, depth: depth)
            guard let content, let decoration else { return nil }
            return .decorating(content: content, decoration: decoration)
        case "cascading":
            let factorNode = keys.take(LayoutKeys.overlapFactor)
            let factor = factorNode.flatMap { number($0, LayoutKeys.overlapFactor) } ?? 0.2
            let cascaded = children(LayoutKeys.children, in: &keys, depth: depth)
            warnIfUseless(factorNode, key: LayoutKeys.overlapFactor.key, when: (cascaded?.count ?? 2) < 2, because: "with fewer than two children")
            return cascaded.map { .cascading(overlapFactor: factor, children: $0) }
        case "multipane":
            let content = child(LayoutKeys.content, in: &keys, of: node, kind: kind, depth: depth)
            let accessories = children(LayoutKeys.accessories, in: &keys, depth: depth)
            guard let content, let accessories else { return nil }
            return .multipane(content: content, accessories: accessories)
        case "background":
            let background = child(LayoutKeys.background, in: &keys, of: node, kind: kind, depth: depth)
            let foreground = child(LayoutKeys.foreground, in: &keys, of: node, kind: kind, depth: depth)
            guard let background, let foreground else { return nil }
            return .background(background: background, foreground: foreground)
        case "flex", "grid", "block":
            return parseCSSBox(kind, &keys, depth: depth)
        default:
            return nil
        }
    }

    /// The font keys (font, size, weight, italic) and the colour of text, as a label or a
    /// connector's label reads them.
    mutating func readFontAndColor(_ keys: inout MappingEntries, into style: inout TextStyle) {
        typealias Label = LabelProperties
        if let value = keys.take(Label.font) { style.font.family = string(value, key: Label.font.key) ?? style.font.family }
        if let value = keys.take(Label.size) { style.font.size = number(value, Label.size) ?? style.font.size }
        if let value = keys.take(Label.weight) { style.font.weight = choice(value, Label.weight, as: Font.Weight.self) ?? .regular }
        if let value = keys.take(Label.italic) { style.font.italic = boolean(value, key: Label.italic.key) ?? false }
        if let value = keys.take(Label.color) { style.color = color(value, key: Label.color.key) ?? style.color }
    }

    private mutating func parseLabel(_ keys: inout MappingEntries, node: Yams.Node) -> NodeDescription.Kind? {
        typealias Label = LabelProperties
        var style = TextStyle()
        readFontAndColor(&keys, into: &style)
        if let value = keys.take(Label.alignment) { style.alignment = choice(value, Label.alignment, as: TextAlignment.self) ?? .leading }
        // (Its CSS box's direction, as CSS text inherits it: `leading` is the right in rtl.)
        style.direction = inherited.direction == .rtl ? .rightToLeft : .leftToRight
        if let value = keys.take(Label.lineLimit), let limit = number(value, Label.lineLimit) {
            if limit == limit.rounded() {
                style.lineLimit = Int(limit)
            } else {
                report("expected a whole number for '\(Label.lineLimit.key)', found \(Self.describe(value))", at: value)
            }
        }
        if let value = keys.take(Label.truncation) { style.truncation = choice(value, Label.truncation, as: TextTruncation.self) ?? .tail }
        if let value = keys.take(Label.verticalAlignment) {
            style.verticalAlignment = choice(value, Label.verticalAlignment, as: TextVerticalAlignment.self) ?? .center
        }
        if let value = keys.take(Label.lineSpacing) { style.lineSpacing = number(value, Label.lineSpacing) ?? 0 }
        if let value = keys.take(Label.opacity) { style.opacity = number(value, Label.opacity).map(Double.init) ?? 1 }
        if let value = keys.take(Label.writingMode) {
            style.writingMode = choice(value, Label.writingMode, as: TextWritingMode.self) ?? .horizontalTopToBottom
        }
        guard let textNode = required(Label.text, in: &keys, of: node, kind: "label"), let text = string(textNode, key: Label.text.key) else { return nil }
        guard text.unicodeScalars.count <= Self.maximumLabelLength else {
            report("label text is longer than \(Self.maximumLabelLength) characters", at: textNode)
            return nil
        }
        return .label(text, style)
    }

    /// `hstack` and `vstack`: alignment (of the stack's own kind), spacing, children.
    private mutating func parseStack<Alignment: RawRepresentable>(
        _ keys: inout MappingEntries, depth: Int, alignment property: DescriptionProperty, default defaultAlignment: Alignment,
        _ make: (Alignment, CGFloat?, [NodeDescription]) -> NodeDescription.Kind
    ) -> NodeDescription.Kind? where Alignment.RawValue == String {
        let alignment = keys.take(property).flatMap { choice($0, property, as: Alignment.self) } ?? defaultAlignment
        let spacingNode = keys.take(LayoutKeys.spacing)
        let spacing = spacingNode.flatMap { number($0, LayoutKeys.spacing) }
        let stacked = children(LayoutKeys.children, in: &keys, depth: depth)
        warnIfUseless(spacingNode, key: LayoutKeys.spacing.key, when: (stacked?.count ?? 2) < 2, because: "with fewer than two children")
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
    mutating func child(_ property: DescriptionProperty, in keys: inout MappingEntries, of node: Yams.Node, kind: String, depth: Int) -> NodeDescription? {
        required(property, in: &keys, of: node, kind: kind).flatMap { parseNode($0, depth: depth + 1) }
    }

    /// An optional list of child nodes (absent means none); nil when any child is invalid.
    ///
    /// An item that is itself a list stands for its nodes, in place: a component's
    /// parameter given several nodes puts them all there, and one whose default is `[]`
    /// leaves its place empty when a use does not give it (an optional badge).
    mutating func children(_ property: DescriptionProperty, in keys: inout MappingEntries, depth: Int) -> [NodeDescription]? {
        let key = property.key
        guard let value = keys.take(key) else { return [] }
        guard let sequence = value.sequence else {
            report("expected a list for '\(key)', found \(Self.describe(value))", at: value)
            return nil
        }
        var result: [NodeDescription] = []
        var valid = true
        for item in sequence {
            let spliced = item.sequence.map(Array.init) ?? [item]
            for node in spliced {
                if let child = parseNode(node, depth: depth + 1) { result.append(child) } else { valid = false }
            }
        }
        return valid ? result : nil
    }
}
