import Foundation
import LucidLayout
import Yams

/// Modifier keys, accepted on every kind and applied inside-out in this order:
/// aspectRatio, fixedSize, frame, padding, background, overlay, priority.
extension DescriptionParser {
    static let modifierKeys = ["aspectRatio", "fixedSize", "frame", "padding", "background", "overlay", "priority"]

    static let frameKeys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]

    /// Takes the modifier keys out of `keys`; on a `background` node its own `background`
    /// key is the layout's background, so it is not a modifier there.
    mutating func parseModifiers(_ keys: inout MappingEntries, kind: String, depth: Int) -> [NodeDescription.Modifier] {
        var modifiers: [NodeDescription.Modifier] = []
        if let value = keys.take("aspectRatio"), let modifier = aspectRatio(value) { modifiers.append(modifier) }
        if let value = keys.take("fixedSize"), let modifier = fixedSize(value) { modifiers.append(modifier) }
        if let value = keys.take("frame"), let modifier = frame(value) { modifiers.append(modifier) }
        if let value = keys.take("padding"), let insets = insets(value, key: "padding") { modifiers.append(.padding(insets)) }
        if kind != "background", let value = keys.take("background"), let layer = layer(value, key: "background", depth: depth) {
            modifiers.append(.background(layer.node, layer.alignment))
        }
        if let value = keys.take("overlay"), let layer = layer(value, key: "overlay", depth: depth) {
            modifiers.append(.overlay(layer.node, layer.alignment))
        }
        if let value = keys.take("priority"), let priority = number(value, key: "priority", range: -1000...1000) {
            modifiers.append(.priority(Double(priority)))
        }
        return modifiers
    }

    /// `aspectRatio: 1.5` or `aspectRatio: {ratio: 1.5, contentMode: fill}`.
    private mutating func aspectRatio(_ node: Yams.Node) -> NodeDescription.Modifier? {
        guard node.mapping != nil else {
            return number(node, key: "aspectRatio", range: 0.001...1000).map { .aspectRatio($0, .fit) }
        }
        guard var keys = entries(of: node, what: "'aspectRatio'") else { return nil }
        let ratio = keys.take("ratio").flatMap { number($0, key: "ratio", range: 0.001...1000) }
        let mode = keys.take("contentMode").flatMap { choice($0, key: "contentMode", as: ContentMode.self) } ?? .fit
        reportUnknownKeys(keys, allowed: ["ratio", "contentMode"], in: "'aspectRatio'")
        return .aspectRatio(ratio, mode)
    }

    /// `fixedSize: true` or `fixedSize: {horizontal: true, vertical: false}`.
    private mutating func fixedSize(_ node: Yams.Node) -> NodeDescription.Modifier? {
        guard node.mapping != nil else {
            let fixed = boolean(node, key: "fixedSize")
            warnIfUseless(node, key: "fixedSize: false", when: fixed == false, because: "(it is the default)")
            return fixed.flatMap { $0 ? .fixedSize(horizontal: true, vertical: true) : nil }
        }
        guard var keys = entries(of: node, what: "'fixedSize'") else { return nil }
        let horizontal = keys.take("horizontal").flatMap { boolean($0, key: "horizontal") } ?? false
        let vertical = keys.take("vertical").flatMap { boolean($0, key: "vertical") } ?? false
        reportUnknownKeys(keys, allowed: ["horizontal", "vertical"], in: "'fixedSize'")
        return .fixedSize(horizontal: horizontal, vertical: vertical)
    }

    /// A fixed frame (`width`, `height`) or a flexible one (`min…`, `ideal…`, `max…`), not both.
    private mutating func frame(_ node: Yams.Node) -> NodeDescription.Modifier? {
        guard var keys = entries(of: node, what: "'frame'") else { return nil }
        let width = keys.take("width").flatMap { number($0, key: "width") }
        let height = keys.take("height").flatMap { number($0, key: "height") }
        let flexible = NodeDescription.FlexibleFrame(
            minWidth: keys.take("minWidth").flatMap { number($0, key: "minWidth") },
            idealWidth: keys.take("idealWidth").flatMap { number($0, key: "idealWidth") },
            maxWidth: keys.take("maxWidth").flatMap { lengthOrInfinity($0, key: "maxWidth") },
            minHeight: keys.take("minHeight").flatMap { number($0, key: "minHeight") },
            idealHeight: keys.take("idealHeight").flatMap { number($0, key: "idealHeight") },
            maxHeight: keys.take("maxHeight").flatMap { lengthOrInfinity($0, key: "maxHeight") },
            alignment: keys.take("alignment").flatMap { alignment($0, key: "alignment") } ?? .center)
        reportUnknownKeys(keys, allowed: Self.frameKeys, in: "'frame'")
        let isFlexible = [flexible.minWidth, flexible.idealWidth, flexible.maxWidth,
                          flexible.minHeight, flexible.idealHeight, flexible.maxHeight].contains { $0 != nil }
        if isFlexible {
            if width != nil || height != nil {
                report("'frame' mixes a fixed 'width'/'height' with min/ideal/max lengths; use one or the other", at: node)
                return nil
            }
            for (lower, upper, axis) in [(flexible.minWidth, flexible.maxWidth, "Width"), (flexible.minHeight, flexible.maxHeight, "Height")] {
                if let lower, let upper, lower > upper {
                    report("'frame' has min\(axis) \(lower) greater than max\(axis) \(upper)", at: node)
                    return nil
                }
            }
            return .flexibleFrame(flexible)
        }
        return .frame(width: width, height: height, alignment: flexible.alignment)
    }

    /// `background`/`overlay`: a node, or `{layout: node, alignment: …}`.
    private mutating func layer(_ node: Yams.Node, key: String, depth: Int) -> (node: NodeDescription, alignment: Alignment)? {
        let keys = node.mapping?.compactMap { $0.key.scalar?.string } ?? []
        if node.mapping != nil, !keys.contains("kind"), keys.contains("layout") {
            guard var keys = entries(of: node, what: "'\(key)'") else { return nil }
            let placement = keys.take("alignment").flatMap { self.alignment($0, key: "alignment") } ?? .center
            let layout = keys.take("layout").flatMap { parseNode($0, depth: depth + 1) }
            reportUnknownKeys(keys, allowed: ["layout", "alignment"], in: "'\(key)'")
            return layout.map { ($0, placement) }
        }
        return parseNode(node, depth: depth + 1).map { ($0, Alignment.center) }
    }
}
