import Foundation
import LucidLayout

/// The `frames` format: the laid-out tree as text, one node per line, indented by depth,
/// with its kind, name, frame and what it paints (`FramesPaint`) — the most precise and
/// diff-friendly golden:
///
///     page (0, 0, 480, 400)
///       vstack (16, 16, 448, 368)
///         decorating "dream-1" (16, 16, 448, 80)
///           box (16, 16, 448, 80) [box, fill #fdf0d5, radius 8]
///
/// It lists the `.node` items of a figure built with `TreeBuilder.recordsNodes`, each with
/// the drawings it made (see `owner(of:among:)`). A figure without them (one laid out
/// from a `Layout` written in Swift, which records no nodes) lists its display items
/// instead, back to front, one level deep, each with the kind of its drawing (box,
/// ellipse, polyline, label, image), so such a figure still has a frames golden:
///
///     page (0, 0, 120, 40)
///       box "card" (0, 0, 120, 40) [box, fill #1f5fbf]
///       label (8, 12, 48, 16) [text "Card", font "DejaVu Sans" 14, color #000000]
public struct FramesRenderer: Sendable {
    public init() {}

    public func render(_ figure: Figure) -> String {
        var text = "page (0, 0, \(Self.number(figure.size.width)), \(Self.number(figure.size.height)))\n"
        guard figure.hasRecordedNodes else {
            for item in figure.items { text += Self.line(for: item, paint: [item.drawing]) }
            return text
        }
        // Each node with its drawings (see `owner`); items before the first node, which a
        // figure built with recorded nodes does not have, are left out.
        var nodes: [(item: DisplayItem, kind: String, depth: Int, paint: [Drawing])] = []
        var open: [Int] = []  // the nodes whose subtrees the current item may be in
        for item in figure.items {
            if case let .node(kind, depth) = item.drawing {
                while let last = open.last, nodes[last].depth >= depth { open.removeLast() }
                nodes.append((item, kind, depth, []))
                open.append(nodes.count - 1)
            } else if let owner = Self.owner(of: item.drawing, among: open.map { nodes[$0].kind }) {
                nodes[open[owner]].paint.append(item.drawing)
            }
        }
        for node in nodes { text += Self.line(for: node.item, paint: node.paint) }
        return text
    }

    /// Which of the open nodes (outermost first) drew `drawing`: the last one, unless it
    /// is a leaf of another kind, in which case the nearest open leaf of the drawing's kind.
    /// (A node's items come after its marker, its children's after theirs, but the end of
    /// a child's items is not marked: a label with a background lists the background box
    /// node, then its rectangle, then the label's text. The text is the label's.)
    static func owner(of drawing: Drawing, among kinds: [String]) -> Int? {
        guard let last = kinds.indices.last else { return nil }
        let drawnBy: Set<String>
        switch drawing {
        case .box: drawnBy = ["box"]
        case .ellipse: drawnBy = ["ellipse"]
        case .polygon: drawnBy = ["polygon"]
        case .polyline: drawnBy = ["polyline", "line"]
        case .text: drawnBy = ["label"]
        case .image: drawnBy = ["image"]
        case .node: return nil
        }
        if drawnBy.contains(kinds[last]) || !leafKinds.contains(kinds[last]) { return last }
        return kinds.indices.last { drawnBy.contains(kinds[$0]) } ?? last
    }

    /// The kinds of node that draw one thing of their own and hold no nodes but decorations.
    private static let leafKinds: Set<String> = ["box", "ellipse", "polygon", "polyline", "line", "label", "image"]

    /// One indented line: the node's kind (or the drawing's), its name, its frame and what
    /// `paint` draws.
    private static func line(for item: DisplayItem, paint: [Drawing]) -> String {
        let (kind, depth) = kindAndDepth(of: item.drawing)
        let name = item.name.map { " \"\($0)\"" } ?? ""
        let frame = item.frame
        return String(repeating: "  ", count: depth + 1) + kind + name
            + " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
            + FramesPaint.describe(paint) + "\n"
    }

    /// A node's recorded kind and depth; for a drawn item, the leaf kind that draws it
    /// (the names description files use), at the top level.
    static func kindAndDepth(of drawing: Drawing) -> (String, Int) {
        switch drawing {
        case let .node(kind, depth): (kind, depth)
        case .box: ("box", 0)
        case .ellipse: ("ellipse", 0)
        case .polygon: ("polygon", 0)
        case .polyline: ("polyline", 0)
        case .text: ("label", 0)
        case .image: ("image", 0)
        }
    }

    /// A length with at most three decimals and no trailing zeros, so output is stable
    /// and readable: 12, 12.5, 149.333.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
