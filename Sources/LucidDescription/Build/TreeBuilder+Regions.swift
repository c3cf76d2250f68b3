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
            let itemStyle = child.flexItem ?? CSSStyle()
            if child.isCSSBox, lowerableModifierCount(child, nested: true) == child.modifiers.count {
                return cssBox(child, lowering: child.modifiers.count, depth: depth + 1, problems: &problems)
            }
            let leaf = child.isCSSBox
                ? buildRegion(child, depth: depth + 1, isItem: true, problems: &problems)
                : build(child, depth: depth + 1, problems: &problems)
            return CSSBox(style: itemStyle, leaf: leaf)
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

extension NodeDescription {
    /// Whether the node is a CSS box (a flex container), which joins its parent's region.
    var isCSSBox: Bool {
        if case .cssBox = kind { return true }
        return false
    }
}
