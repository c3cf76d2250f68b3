import CCairo
import Foundation
import LucidLayout

/// Draws a figure's background and display list on a Cairo context, in user units (points).
///
/// Shared by every Cairo output (PNG, SVG), so all of them show the same drawing; the
/// surface and its scale are the caller's business.
struct CairoPainter {
    /// Paints `figure` on `cr`, back to front; throws the first Cairo or image failure.
    func paint(_ figure: Figure, on cr: OpaquePointer) throws {
        let images = CairoImageCache()
        defer { images.destroyAll() }
        if let background = figure.background {
            setColor(background, on: cr)
            cairo_paint(cr)
        }
        for item in figure.items {
            cairo_save(cr)
            switch item.drawing {
            case let .box(style): drawBox(style, in: item.frame, on: cr)
            case let .text(text, style): drawText(text, style: style, in: item.frame, on: cr)
            case let .image(source): try drawImage(images.surface(for: source.path), source: source, in: item.frame, on: cr)
            }
            cairo_restore(cr)
            try CairoStatus.check(cairo_status(cr))
        }
    }

    /// Fills the frame, then strokes an outline inset by half its width so it stays inside.
    private func drawBox(_ style: BoxStyle, in frame: CGRect, on cr: OpaquePointer) {
        let radius = min(max(style.cornerRadius, 0), min(frame.width, frame.height) / 2)
        if let fill = style.fill {
            addRoundedRect(frame, radius: radius, on: cr)
            setColor(fill, on: cr)
            cairo_fill(cr)
        }
        if let stroke = style.stroke, style.strokeWidth > 0 {
            let inset = style.strokeWidth / 2
            let outline = CGRect(
                x: frame.minX + inset, y: frame.minY + inset,
                width: max(frame.width - style.strokeWidth, 0), height: max(frame.height - style.strokeWidth, 0))
            addRoundedRect(outline, radius: max(radius - inset, 0), on: cr)
            setColor(stroke, on: cr)
            cairo_set_line_width(cr, style.strokeWidth)
            cairo_stroke(cr)
        }
    }

    private func drawText(_ text: String, style: TextStyle, in frame: CGRect, on cr: OpaquePointer) {
        PangoFontSession.shared.withContext { context in
            PangoTextLayout.with(context: context, text: text, style: style, width: frame.width) { layout in
                layout.draw(in: frame, color: style.color, on: cr)
            }
        }
    }

    /// Scales the picture into its drawn rect (fit or fill), clipped to the frame.
    private func drawImage(_ image: OpaquePointer, source: ImageSource, in frame: CGRect, on cr: OpaquePointer) {
        let pixelWidth = CGFloat(cairo_image_surface_get_width(image))
        let pixelHeight = CGFloat(cairo_image_surface_get_height(image))
        guard pixelWidth > 0, pixelHeight > 0, frame.width > 0, frame.height > 0 else { return }
        let drawn = ImageSource(path: source.path, pixelSize: CGSize(width: pixelWidth, height: pixelHeight),
                                contentMode: source.contentMode).drawnRect(in: frame)
        let visible = frame.intersection(drawn)
        cairo_rectangle(cr, visible.minX, visible.minY, visible.width, visible.height)
        cairo_clip(cr)
        cairo_translate(cr, drawn.minX, drawn.minY)
        cairo_scale(cr, drawn.width / pixelWidth, drawn.height / pixelHeight)
        cairo_set_source_surface(cr, image, 0, 0)
        // Padding keeps the picture's edges sharp instead of fading into transparency.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
    }

    /// Adds a rectangle with circular corners of `radius` as a new sub-path.
    private func addRoundedRect(_ rect: CGRect, radius: CGFloat, on cr: OpaquePointer) {
        guard radius > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = CGFloat.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
        cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
        cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }

    private func setColor(_ color: LucidLayout.Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
