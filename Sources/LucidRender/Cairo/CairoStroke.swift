import CCairo
import Foundation
import LucidLayout

/// Strokes Cairo's current path with a shape style's width and dash pattern.
///
/// Shared by boxes, ellipses and lines, so every outline honours `dash` the same way;
/// a pattern Cairo cannot draw (negative, non-finite or all-zero lengths) is drawn solid.
struct CairoStroke {
    var style: ShapeStyle

    /// Strokes (and clears) the current path in `color`.
    func stroke(_ color: LucidLayout.Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, style.strokeWidth)
        if style.hasDrawableDash {
            let lengths = style.dash.map(Double.init)
            cairo_set_dash(cr, lengths, Int32(clamping: lengths.count), 0)
        }
        cairo_stroke(cr)
    }
}
