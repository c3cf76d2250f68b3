import Foundation
import LucidLayout
import Yams

/// Modifier keys, accepted on every kind and applied inside-out in this order:
/// aspectRatio, fixedSize, frame, padding, background, overlay, priority.
extension DescriptionParser {
    static let modifierKeys = ModifierProperties.all.map(\.key)

    static let frameKeys = FrameProperties.all.map(\.key)

    private typealias Modifier = ModifierProperties

    /// Takes the modifier keys out of `keys`; on a `background` node its own `background`
    /// key is the layout's background, so it is not a modifier there.
    mutating func parseModifiers(_ keys: inout MappingEntries, kind: String, depth: Int) -> [NodeDescription.Modifier] {
        var modifiers: [NodeDescription.Modifier] = []
        if let value = keys.take(Modifier.aspectRatio), let modifier = aspectRatio(value) { modifiers.append(modifier) }
        if let value = keys.take(Modifier.fixedSize), let modifier = fixedSize(value) { modifiers.append(modifier) }
        if let value = keys.take(Modifier.frame), let modifier = frame(value) { modifiers.append(modifier) }
        if let value = keys.take(Modifier.padding), let insets = insets(value, key: Modifier.padding.key) { modifiers.append(.padding(insets)) }
        if kind != "background", let value = keys.take(Modifier.background), let layer = layer(value, key: Modifier.background.key, depth: depth) {
            modifiers.append(.background(layer.node, layer.alignment))
        }
        if let value = keys.take(Modifier.overlay), let layer = layer(value, key: Modifier.overlay.key, depth: depth) {
            modifiers.append(.overlay(layer.node, layer.alignment))
        }
        if let value = keys.take(Modifier.priority), let priority = number(value, Modifier.priority) {
            modifiers.append(.priority(Double(priority)))
        }
        return modifiers
    }

    /// `aspectRatio: 1.5` or `aspectRatio: {ratio: 1.5, contentMode: fill}`.
    private mutating func aspectRatio(_ node: Yams.Node) -> NodeDescription.Modifier? {
        typealias Value = ValueProperties
        guard node.mapping != nil else {
            // A plain number is the ratio, within its range.
            return number(node, key: Modifier.aspectRatio.key, range: Value.ratio.range).map { .aspectRatio($0, .fit) }
        }
        guard var keys = entries(of: node, what: "'aspectRatio'") else { return nil }
        let ratio = keys.take(Value.ratio).flatMap { number($0, Value.ratio) }
        let mode = keys.take(Value.ratioContentMode).flatMap { choice($0, Value.ratioContentMode, as: ContentMode.self) } ?? .fit
        reportUnknownKeys(keys, allowed: Value.aspectRatio.map(\.key), in: "'aspectRatio'")
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
        typealias Value = ValueProperties
        let horizontal = keys.take(Value.horizontal).flatMap { boolean($0, key: Value.horizontal.key) } ?? false
        let vertical = keys.take(Value.vertical).flatMap { boolean($0, key: Value.vertical.key) } ?? false
        reportUnknownKeys(keys, allowed: Value.fixedSize.map(\.key), in: "'fixedSize'")
        return .fixedSize(horizontal: horizontal, vertical: vertical)
    }

    /// A fixed frame (`width`, `height`) or a flexible one (`min…`, `ideal…`, `max…`), not both.
    private mutating func frame(_ node: Yams.Node) -> NodeDescription.Modifier? {
        typealias Frame = FrameProperties
        guard var keys = entries(of: node, what: "'frame'") else { return nil }
        let width = keys.take(Frame.width).flatMap { number($0, Frame.width) }
        let height = keys.take(Frame.height).flatMap { number($0, Frame.height) }
        let flexible = NodeDescription.FlexibleFrame(
            minWidth: keys.take(Frame.minWidth).flatMap { number($0, Frame.minWidth) },
            idealWidth: keys.take(Frame.idealWidth).flatMap { number($0, Frame.idealWidth) },
            maxWidth: keys.take(Frame.maxWidth).flatMap { lengthOrInfinity($0, key: Frame.maxWidth.key) },
            minHeight: keys.take(Frame.minHeight).flatMap { number($0, Frame.minHeight) },
            idealHeight: keys.take(Frame.idealHeight).flatMap { number($0, Frame.idealHeight) },
            maxHeight: keys.take(Frame.maxHeight).flatMap { lengthOrInfinity($0, key: Frame.maxHeight.key) },
            alignment: keys.take(Frame.alignment).flatMap { alignment($0, key: Frame.alignment.key) } ?? .center)
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
        typealias Value = ValueProperties
        if node.mapping != nil, !keys.contains("kind"), keys.contains(Value.layerLayout.key) {
            guard var keys = entries(of: node, what: "'\(key)'") else { return nil }
            let placement = keys.take(Value.layerAlignment).flatMap { self.alignment($0, key: Value.layerAlignment.key) } ?? .center
            let layout = keys.take(Value.layerLayout).flatMap { parseNode($0, depth: depth + 1) }
            reportUnknownKeys(keys, allowed: Value.layer.map(\.key), in: "'\(key)'")
            return layout.map { ($0, placement) }
        }
        return parseNode(node, depth: depth + 1).map { ($0, Alignment.center) }
    }
}
