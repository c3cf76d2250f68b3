import Foundation
import LucidLayout

/// Region lowering: a connected region of CSS boxes (`kind: flex` nodes and their items)
/// becomes one `CSSRegion`, one engine tree laid out by one engine call. Nodes that are
/// not CSS boxes are the region's measured leaves (each built as any node is, so a region
/// inside one of them is a region of its own).
///
/// The modifiers a CSS box carries keep it a box of the region, applied inside-out as
/// everywhere: a fixed `frame` length is the box's CSS width or height, `padding` is its
/// CSS padding (a frame inside the padding grows by it, as the border box holds both),
/// `background` and `overlay` are layers painted at the box's final border box, and
/// `priority` (which only stacks read) sits outside the region. A box with any other
/// modifier (`aspectRatio`, `fixedSize`, a flexible `frame`) is built as a leaf of its
/// parent's region, with its modifiers around a region of its own.
extension TreeBuilder {
    /// The region rooted at `node` (a CSS box), with the modifiers it could not take in
    /// applied around it.
    func buildRegion(_ node: NodeDescription, depth: Int, problems: inout [Diagnostic]) -> AnyLayout<DisplayItem> {
        let lowered = lowerableModifierCount(node)
        let root = cssBox(node, lowering: lowered, depth: depth, problems: &problems)
        var layout = AnyLayout(CSSRegion(root: root))
        for modifier in node.modifiers.dropFirst(lowered) {
            layout = apply(modifier, to: layout, depth: depth, problems: &problems)
        }
        return layout
    }

    /// How many of `node`'s modifiers, from the innermost, a CSS box takes in.
    func lowerableModifierCount(_ node: NodeDescription) -> Int {
        var count = 0
        for modifier in node.modifiers {
            switch modifier {
            case .frame, .padding, .background, .overlay: count += 1
            case .aspectRatio, .fixedSize, .flexibleFrame, .priority: return count
            }
        }
        return count
    }

    /// The box of a CSS node with its first `lowering` modifiers taken in, and its subtree.
    private func cssBox(_ node: NodeDescription, lowering: Int, depth: Int, problems: inout [Diagnostic]) -> CSSBox<DisplayItem> {
        guard case let .flex(containerStyle, children) = node.kind else {
            preconditionFailure("cssBox(_:) is called on CSS nodes only")
        }
        let boxes = children.map { child -> CSSBox<DisplayItem> in
            let itemStyle = child.flexItem ?? FlexStyle()
            if child.isCSSBox, lowerableModifierCount(child) == child.modifiers.count {
                return cssBox(child, lowering: child.modifiers.count, depth: depth + 1, problems: &problems)
            }
            return CSSBox(style: itemStyle, leaf: build(child, depth: depth + 1, problems: &problems))
        }
        var box = CSSBox(style: containerStyle.asItem(node.flexItem ?? FlexStyle()), children: boxes)
        var frameSized = (width: false, height: false)
        for modifier in node.modifiers.prefix(lowering) {
            switch modifier {
            case let .frame(width, height, _):
                if let width {
                    box.style.width = .points(width)
                    frameSized.width = true
                }
                if let height {
                    box.style.height = .points(height)
                    frameSized.height = true
                }
            case let .padding(insets):
                box.style.padding.top = box.style.padding.top.adding(insets.top)
                box.style.padding.left = box.style.padding.left.adding(insets.left)
                box.style.padding.bottom = box.style.padding.bottom.adding(insets.bottom)
                box.style.padding.right = box.style.padding.right.adding(insets.right)
                if frameSized.width { box.style.width = box.style.width.adding(insets.left + insets.right) }
                if frameSized.height { box.style.height = box.style.height.adding(insets.top + insets.bottom) }
            case let .background(layer, alignment):
                box.behind.insert(CSSBox.Layer(build(layer, depth: depth + 1, problems: &problems), alignment: alignment), at: 0)
            case let .overlay(layer, alignment):
                box.inFront.append(CSSBox.Layer(build(layer, depth: depth + 1, problems: &problems), alignment: alignment))
            case .aspectRatio, .fixedSize, .flexibleFrame, .priority:
                preconditionFailure("only frame, padding, background and overlay are lowered")
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
        if case .flex = kind { return true }
        return false
    }
}

extension FlexLength {
    /// This length plus `points` (a percentage or keyword is kept as it is).
    func adding(_ points: CGFloat) -> FlexLength {
        if case let .points(value) = self { return .points(value + points) }
        return self
    }
}
