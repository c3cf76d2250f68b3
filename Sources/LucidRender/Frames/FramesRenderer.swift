import Foundation
import LucidLayout

/// The `frames` format: the laid-out tree as text, one node per line, indented by depth,
/// with its kind, name and frame — the most precise and diff-friendly golden.
///
///     page (0, 0, 480, 400)
///       vstack (16, 16, 448, 368)
///         decorating "dream-1" (16, 16, 448, 80)
///
/// It lists the `.node` items of a figure built with `TreeBuilder.recordsNodes`. A
/// figure without them (one laid out from a `Layout` written in Swift, which records no
/// nodes) lists its display items instead, back to front, one level deep, each with
/// the kind of its drawing (box, ellipse, polyline, label, image), so such a figure
/// still has a frames golden:
///
///     page (0, 0, 120, 40)
///       box "card" (0, 0, 120, 40)
///       label (8, 12, 48, 16)
public struct FramesRenderer: Sendable {
    public init() {}

    public func render(_ figure: Figure) -> String {
        var text = "page (0, 0, \(Self.number(figure.size.width)), \(Self.number(figure.size.height)))\n"
        let hasNodes = figure.items.contains { Self.isNode($0.drawing) }
        for item in figure.items where !hasNodes || Self.isNode(item.drawing) {
            text += Self.line(for: item)
        }
        return text
    }

    private static func isNode(_ drawing: Drawing) -> Bool {
        if case .node = drawing { true } else { false }
    }

    /// One indented line: the node's kind (or the drawing's), its name and its frame.
    private static func line(for item: DisplayItem) -> String {
        let (kind, depth) = kindAndDepth(of: item.drawing)
        let name = item.name.map { " \"\($0)\"" } ?? ""
        let frame = item.frame
        return String(repeating: "  ", count: depth + 1) + kind + name
            + " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))\n"
    }

    /// A node's recorded kind and depth; for a drawn item, the leaf kind that draws it
    /// (the names description files use), at the top level.
    static func kindAndDepth(of drawing: Drawing) -> (String, Int) {
        switch drawing {
        case let .node(kind, depth): (kind, depth)
        case .box: ("box", 0)
        case .ellipse: ("ellipse", 0)
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
