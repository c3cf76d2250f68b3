import LucidLayout

extension Drawing {
    /// The colour the ASCII renderer draws this item's characters in, flattened over
    /// white at the item's opacity (see `CellColor`); nil for the terminal's default.
    ///
    /// Outlines and lines take their stroke colour and text its colour. A box or
    /// ellipse without a stroke is still outlined in text, so its outline takes the
    /// fill colour (the edge its fill shows in Cairo); with neither it has no colour.
    /// Images are drawn as a named box in the default colour: their pixels are not
    /// known here.
    var cellInk: CellColor? {
        switch self {
        case .box(let style), .ellipse(let style), .polygon(_, let style):
            return (style.stroke ?? style.fill).map { CellColor($0, opacity: style.opacity) }
        case .polyline(_, _, let style):
            return style.stroke.map { CellColor($0, opacity: style.opacity) }
        case .text(_, let style):
            return CellColor(style.color, opacity: style.opacity)
        case .image, .node:
            return nil
        }
    }
}
