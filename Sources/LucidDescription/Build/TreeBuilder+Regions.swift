import Foundation
import LucidCSS
import LucidLayout

/// Region lowering: a connected region of CSS boxes (`kind: flex`, `grid` and `block`
/// nodes and their items)
/// becomes one `CSSRegion`, one engine tree laid out by one engine call. Nodes that are
/// not CSS boxes are the region's measured leaves (each built as any node is, so a region
/// inside one of them is a region of its own).
///
/// A CSS box's `padding` key is its CSS padding (the parser reads it so). The modifiers it
/// carries keep it a box of the region, applied inside-out as everywhere: a fixed `frame`
/// length is the box's CSS width or height (the frame holds the content box, so a
/// border-box width adds the padding and border in points), and `background` and
/// `overlay` are layers painted at the box's final border box; `priority`, which only
/// stacks read, means nothing inside a region. A box with any other modifier
/// (`aspectRatio`, `fixedSize`, a flexible `frame`) is built as a leaf of its parent's
/// region, with its modifiers around a region of its own (a root box keeps the frame,
/// background and overlay it can take in and has the rest, `priority` too, around it).
extension TreeBuilder {
    /// The region rooted at `node` (a CSS box), with the modifiers it could not take in
    /// applied around it. `isItem`: the region is a leaf of its parent's region, whose leaf
    /// box carries the node's item style (margins, sizes), so its own root does not.
    func buildRegion(_ node: NodeDescription, depth: Int, isItem: Bool = false, problems: inout [Diagnostic]) -> AnyLayout<DisplayItem> {
        let lowered = lowerableModifierCount(node)
        let root = cssBox(node, lowering: lowered, isItem: isItem, depth: depth, problems: &problems)
        let framed = node.modifiers.prefix(lowered).contains { if case .frame = $0 { true } else { false } }
        // A root smaller than its rect sits where CSS puts a block (at the inline start), or
        // centred as a SwiftUI frame is when a frame fixed its size.
        let alignment: Alignment = framed ? .center : root.style.direction == .rtl ? .topTrailing : .topLeading
        var layout = AnyLayout(CSSRegion(root: root, alignment: alignment))
        for modifier in node.modifiers.dropFirst(lowered) {
            layout = apply(modifier, to: layout, depth: depth, problems: &problems)
        }
        return layout
    }

    /// How many of `node`'s modifiers, from the innermost, a CSS box takes in; `nested`:
    /// the box is inside a region, where a `priority` has nothing to act on.
    func lowerableModifierCount(_ node: NodeDescription, nested: Bool = false) -> Int {
        var count = 0
        for modifier in node.modifiers {
            switch modifier {
            case .frame, .background, .overlay: count += 1
            case .priority where nested: count += 1
            case .aspectRatio, .fixedSize, .flexibleFrame, .padding, .priority: return count
            }
        }
        return count
    }

    /// The box of a CSS node with its first `lowering` modifiers taken in, and its subtree.
    private func cssBox(_ node: NodeDescription, lowering: Int, isItem: Bool = false, depth: Int, problems: inout [Diagnostic]) -> CSSBox<DisplayItem> {
        guard case let .cssBox(containerStyle, grid, children) = node.kind else {
            preconditionFailure("cssBox(_:) is called on CSS nodes only")
        }
        let boxes = children.map { child -> CSSBox<DisplayItem> in
            // (A leaf takes its box's direction, as CSS inherits it; a CSS box has its own,
            // inherited when the file gives none.)
            var itemStyle = child.flexItem ?? CSSStyle()
            itemStyle.direction = containerStyle.direction
            if child.isCSSBox, lowerableModifierCount(child, nested: true) == child.modifiers.count {
                return cssBox(child, lowering: child.modifiers.count, depth: depth + 1, problems: &problems)
            }
            if !child.isCSSBox { return leafBox(child, style: itemStyle, depth: depth + 1, problems: &problems) }
            return CSSBox(style: itemStyle, leaf: buildRegion(child, depth: depth + 1, isItem: true, problems: &problems))
        }
        let style = isItem ? containerStyle : containerStyle.asItem(node.flexItem ?? CSSStyle())
        var box = CSSBox(style: style, grid: grid, children: boxes)
        for modifier in node.modifiers.prefix(lowering) {
            switch modifier {
            case let .frame(width, height, _):
                // The frame holds the content box; the border box adds padding and border
                // (those in percentages count 0: only layout resolves them).
                let borderBox = box.style.boxSizing == .borderBox
                if let width { box.style.width = .points(width + (borderBox ? box.style.paddingAndBorderPoints(horizontal: true).points : 0)) }
                if let height { box.style.height = .points(height + (borderBox ? box.style.paddingAndBorderPoints(horizontal: false).points : 0)) }
            case let .background(layer, alignment):
                box.behind.insert(CSSBox.Layer(build(layer, depth: depth + 1, problems: &problems), alignment: alignment), at: 0)
            case let .overlay(layer, alignment):
                box.inFront.append(CSSBox.Layer(build(layer, depth: depth + 1, problems: &problems), alignment: alignment))
            case .priority:
                break
            case .aspectRatio, .fixedSize, .flexibleFrame, .padding:
                preconditionFailure("only frame, background, overlay and priority are lowered")
            }
        }
        if recordsNodes {
            let marker = NodeMarker(kind: node.kindName, name: node.name, depth: depth)
            box.behind.insert(CSSBox.Layer(AnyLayout(marker)), at: 0)
        }
        return box
    }
}

extension TreeBuilder {
    /// The box of a measured leaf of a region (a node that is not a CSS box). Its outermost
    /// `background` and `overlay` modifiers are layers painted at the box's final border box,
    /// as a CSS box's are, and the node with its other modifiers fills the box: the item is
    /// its box, as the CSS that sized it says. (Built as modifiers of the node, the layers
    /// would keep the node's own size, centred in the box: a pill of a label with padding and
    /// a background stayed its text's size in a grid area whatever its `flex` height said.)
    /// A node with a layer inside another modifier keeps them all, as any node does.
    private func leafBox(_ node: NodeDescription, style: CSSStyle, depth: Int, problems: inout [Diagnostic]) -> CSSBox<DisplayItem> {
        let layerCount = node.modifiers.reversed().prefix(while: \.isLayer).count
        guard layerCount > 0, !node.modifiers.dropLast(layerCount).contains(where: \.isLayer) else {
            return CSSBox(style: style, leaf: build(node, depth: depth, problems: &problems))
        }
        var behind: [CSSBox<DisplayItem>.Layer] = []
        var inFront: [CSSBox<DisplayItem>.Layer] = []
        // (Listed as `build` lists them: the anchor of a named node at its outermost layer's
        // rect, then each modifier as a node around the next, outermost first.)
        if anchorsNamedNodes, let name = node.name {
            behind.append(CSSBox.Layer(AnyLayout(NodeMarker(kind: ConnectorLayout.anchorKind, name: name, depth: depth))))
        }
        var level = depth
        for modifier in node.modifiers.suffix(layerCount).reversed() {
            if recordsNodes { behind.append(CSSBox.Layer(AnyLayout(NodeMarker(kind: modifier.kindName, name: nil, depth: level)))) }
            switch modifier {
            case let .background(layer, alignment):
                behind.append(CSSBox.Layer(build(layer, depth: level + 1, problems: &problems), alignment: alignment))
            case let .overlay(layer, alignment):
                // (Inner overlays are drawn first.)
                inFront.insert(CSSBox.Layer(build(layer, depth: level + 1, problems: &problems), alignment: alignment), at: 0)
            default:
                preconditionFailure("only layers are lowered")
            }
            if recordsNodes { level += 1 }
        }
        var inner = node
        inner.modifiers.removeLast(layerCount)
        var box = CSSBox(style: style, leaf: build(inner, depth: level, problems: &problems))
        box.behind = behind
        box.inFront = inFront
        return box
    }
}

extension NodeDescription {
    /// Whether the node is a CSS box (a flex container), which joins its parent's region.
    var isCSSBox: Bool {
        if case .cssBox = kind { return true }
        return false
    }
}
