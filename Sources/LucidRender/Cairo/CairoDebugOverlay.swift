import CCairo
import Foundation
import LucidLayout

/// The `--debug` overlay: every laid-out node's frame outlined, with a small tag giving
/// its name (or kind, when unnamed) and size, drawn over the finished figure.
///
/// It reads the `.node` items a tree built with `TreeBuilder.recordsNodes` carries. Each
/// depth has its own colour, so nested frames that share an edge can be told apart.
/// Outlines are one device pixel wide (one point in SVG and PDF) and inset by half that,
/// so they stay inside their frames as box outlines do. A tag goes at the top-left corner
/// of its frame; where an earlier tag already sits (nested frames often share a corner),
/// it moves down a tag's height at a time, inside the frame, to the first free place.
struct CairoDebugOverlay {
    /// The nodes to outline, parents before children (the display list's order).
    var nodes: [RecordedNode]
    var pageSize: CGSize

    /// Outline colours by depth, cycled: magenta, blue, green, orange.
    static let palette = ["#d6007a", "#0069c2", "#008a5e", "#d15c00"].map { LucidLayout.Color($0)! }
    static let tagStyle = TextStyle(font: Font(size: 8), color: .white)
    /// Space between a tag's text and its edges, in points.
    static let tagPadding = CGSize(width: 2, height: 1)

    init(figure: Figure) {
        nodes = figure.recordedNodes
        pageSize = figure.size
    }

    func draw(on cr: OpaquePointer) {
        var lineWidth: Double = 1, unused: Double = 0
        cairo_device_to_user_distance(cr, &lineWidth, &unused)
        lineWidth = abs(lineWidth)
        for node in nodes {
            guard node.frame.isFiniteRect else { continue }
            let color = Self.palette[node.depth % Self.palette.count]
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
            cairo_set_line_width(cr, lineWidth)
            let outline = node.frame.insetBy(dx: min(lineWidth / 2, node.frame.width / 2), dy: min(lineWidth / 2, node.frame.height / 2))
            cairo_rectangle(cr, outline.minX, outline.minY, outline.width, outline.height)
            cairo_stroke(cr)
        }
        var placed: [CGRect] = []
        PangoFontSession.shared.withContext { context in
            for node in nodes {
                guard node.frame.isFiniteRect else { continue }
                PangoTextLayout.with(context: context, text: Self.tagText(for: node), style: Self.tagStyle, width: nil) { layout in
                    let size = layout.metrics.size
                    let tagSize = CGSize(width: size.width + 2 * Self.tagPadding.width, height: size.height + 2 * Self.tagPadding.height)
                    let tag = place(tagSize, in: node.frame, avoiding: placed)
                    placed.append(tag)
                    let color = Self.palette[node.depth % Self.palette.count]
                    cairo_set_source_rgba(cr, color.red, color.green, color.blue, 0.85)
                    cairo_rectangle(cr, tag.minX, tag.minY, tag.width, tag.height)
                    cairo_fill(cr)
                    layout.draw(in: tag.insetBy(dx: Self.tagPadding.width, dy: Self.tagPadding.height), color: Self.tagStyle.color, on: cr)
                }
            }
        }
    }

    /// "name 120×40", or "kind 120×40" for a node without a name; lengths as in `frames`.
    static func tagText(for node: RecordedNode) -> String {
        "\(node.name ?? node.kind) \(FramesRenderer.number(node.frame.width))×\(FramesRenderer.number(node.frame.height))"
    }

    /// Where a tag of `size` goes for `frame`: its top-left corner, or else the first clear
    /// place inside the frame, trying each row (a tag's height apart, top down) from the
    /// left, just past the tags in the way; the corner itself when the frame has no clear
    /// place. Always kept on the page.
    func place(_ size: CGSize, in frame: CGRect, avoiding placed: [CGRect]) -> CGRect {
        func onPage(_ x: CGFloat, _ y: CGFloat) -> CGRect {
            CGRect(x: max(0, min(x, pageSize.width - size.width)),
                   y: max(0, min(y, pageSize.height - size.height)), width: size.width, height: size.height)
        }
        let slack: CGFloat = 0.001
        var y = frame.minY
        while y + size.height <= frame.maxY + slack {
            var x = frame.minX
            while x + size.width <= frame.maxX + slack {
                let candidate = onPage(x, y)
                let inTheWay = placed.filter { $0.intersection(candidate).width > slack && $0.intersection(candidate).height > slack }
                guard let furthest = inTheWay.map(\.maxX).max() else { return candidate }
                x = max(furthest, x + slack)
            }
            y += size.height
        }
        return onPage(frame.minX, frame.minY)
    }
}

extension CGRect {
    fileprivate var isFiniteRect: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
    }
}
