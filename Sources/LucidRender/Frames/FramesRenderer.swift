import Foundation
import LucidLayout

/// The `frames` format: the laid-out tree as text, one node per line, indented by depth,
/// with its kind, name and frame — the most precise and diff-friendly golden.
///
///     page (0, 0, 480, 400)
///       vstack (16, 16, 448, 368)
///         decorating "dream-1" (16, 16, 448, 80)
///
/// It lists the `.node` items of a figure built with `TreeBuilder.recordsNodes`.
public struct FramesRenderer: Sendable {
    public init() {}

    public func render(_ figure: Figure) -> String {
        var text = "page (0, 0, \(Self.number(figure.size.width)), \(Self.number(figure.size.height)))\n"
        for item in figure.items {
            guard case let .node(kind, depth) = item.drawing else { continue }
            let name = item.name.map { " \"\($0)\"" } ?? ""
            let frame = item.frame
            text += String(repeating: "  ", count: depth + 1) + kind + name
                + " (\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width)), \(Self.number(frame.height)))\n"
        }
        return text
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
