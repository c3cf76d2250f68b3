import Foundation

/// The built-in looks a figure can be drawn in, whatever its file says: `light`, as
/// written, and `dark`, for dark pages and dark-mode documentation.
///
/// `dark` turns the lightness of every colour over and keeps its hue
/// (`Color.withInvertedLightness`): fills, outlines, lines, text and the page. Pictures
/// keep their own colours. A page without a background stays transparent, now meant for a
/// dark page. A file can also define a theme of the same name under `themes:` to choose
/// its colours itself; that theme then replaces the built-in one.
public enum FigureTheme: String, CaseIterable, Sendable {
    case light, dark

    /// `figure` in this theme.
    public func apply(to figure: Figure) -> Figure {
        guard self == .dark else { return figure }
        var themed = figure
        themed.background = figure.background.map(Self.recolor)
        themed.items = figure.items.map { item in
            var item = item
            item.drawing = Self.recolor(item.drawing)
            return item
        }
        return themed
    }

    private static func recolor(_ color: Color) -> Color { color.withInvertedLightness() }

    private static func recolor(_ style: ShapeStyle) -> ShapeStyle {
        var style = style
        style.fill = style.fill.map(recolor)
        style.stroke = style.stroke.map(recolor)
        return style
    }

    private static func recolor(_ drawing: Drawing) -> Drawing {
        switch drawing {
        case let .box(style): .box(recolor(style))
        case let .ellipse(style): .ellipse(recolor(style))
        case let .polygon(points, style): .polygon(points, recolor(style))
        case let .polyline(points, arrowheads, style): .polyline(points, arrowheads, recolor(style))
        case let .text(text, style): .text(text, { var style = style; style.color = recolor(style.color); return style }())
        case .image, .node: drawing
        }
    }
}
