import CCairo
import Foundation
import LucidLayout

/// Draws a figure's background and display list on a Cairo context, in user units (points).
///
/// Shared by every Cairo output (PNG, SVG, PDF), so all of them show the same drawing; the
/// surface and its scale are the caller's business.
struct CairoPainter {
    /// Whether to draw `CairoDebugOverlay` (every node's outline, name and size) on top.
    var debug = false

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
            case let .box(style):
                withOpacity(style.opacity, on: cr) { drawBox(style, in: item.frame, on: cr) }
            case let .ellipse(style):
                withOpacity(style.opacity, on: cr) { drawEllipse(style, in: item.frame, on: cr) }
            case let .polygon(points, style):
                withOpacity(style.opacity, on: cr) { drawPolygon(points, style, in: item.frame, on: cr) }
            case let .polyline(points, arrowheads, style):
                withOpacity(style.opacity, on: cr) {
                    CairoPolyline(points: points.map { item.frame.point(atUnit: $0) }, arrowheads: arrowheads, style: style)
                        .draw(on: cr)
                }
            case let .text(text, style):
                drawText(text, style: style, in: item.frame, on: cr)
            case let .image(source):
                try drawImage(images.surface(for: source.path), source: source, in: item.frame, on: cr)
            case .node:
                break  // a recorded node position: nothing to draw
            }
            cairo_restore(cr)
            try CairoStatus.check(cairo_status(cr))
        }
        if debug {
            CairoDebugOverlay(figure: figure).draw(on: cr)
            try CairoStatus.check(cairo_status(cr))
        }
    }

    /// Draws `body` at `opacity`: directly when opaque, not at all when invisible, else
    /// into a group composited once at that opacity, so where a shape's parts overlap
    /// (fill and outline, line and arrowhead) it is no darker than elsewhere.
    private func withOpacity(_ opacity: Double, on cr: OpaquePointer, _ body: () -> Void) {
        guard opacity < 1 else { return body() }
        guard opacity > 0 else { return }
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Fills the frame, then strokes an outline inset by half its width so it stays inside.
    private func drawBox(_ style: ShapeStyle, in frame: CGRect, on cr: OpaquePointer) {
        let radius = min(max(style.cornerRadius, 0), min(frame.width, frame.height) / 2)
        if let fill = style.fill {
            addRoundedRect(frame, radius: radius, on: cr)
            setColor(fill, on: cr)
            cairo_fill(cr)
        }
        if let stroke = style.stroke, style.strokeWidth > 0 {
            let inset = style.strokeWidth / 2
            addRoundedRect(frame.outlineRect(strokeWidth: style.strokeWidth), radius: max(radius - inset, 0), on: cr)
            CairoStroke(style: style).stroke(stroke, on: cr)
        }
    }

    /// Fills the polygon through `points` (unit coordinates of the frame), then strokes it
    /// through the same points of the frame inset by half the outline's width, so the
    /// outline stays inside the frame like a box's.
    private func drawPolygon(_ points: [CGPoint], _ style: ShapeStyle, in frame: CGRect, on cr: OpaquePointer) {
        func addPath(in rect: CGRect) {
            for (index, unit) in points.enumerated() {
                let point = rect.point(atUnit: unit)
                if index == 0 { cairo_move_to(cr, point.x, point.y) } else { cairo_line_to(cr, point.x, point.y) }
            }
            cairo_close_path(cr)
        }
        guard points.count >= 3 else { return }
        if let fill = style.fill {
            addPath(in: frame)
            setColor(fill, on: cr)
            cairo_fill(cr)
        }
        if let stroke = style.stroke, style.strokeWidth > 0 {
            addPath(in: frame.outlineRect(strokeWidth: style.strokeWidth))
            CairoStroke(style: style).stroke(stroke, on: cr)
        }
    }

    /// Fills the ellipse inscribed in the frame, then strokes one inset by half the
    /// outline's width, so the outline stays inside the frame like a box's.
    private func drawEllipse(_ style: ShapeStyle, in frame: CGRect, on cr: OpaquePointer) {
        if let fill = style.fill, addEllipse(in: frame, on: cr) {
            setColor(fill, on: cr)
            cairo_fill(cr)
        }
        if let stroke = style.stroke, style.strokeWidth > 0,
           addEllipse(in: frame.outlineRect(strokeWidth: style.strokeWidth), on: cr) {
            CairoStroke(style: style).stroke(stroke, on: cr)
        }
    }

    /// Adds the ellipse inscribed in `rect` as a new sub-path; false (adding nothing)
    /// when `rect` has no area, since scaling by zero would break the context.
    private func addEllipse(in rect: CGRect, on cr: OpaquePointer) -> Bool {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return false }
        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cr)
        // Restoring keeps the path but drops the scale, so the outline has an even width.
        cairo_restore(cr)
        return true
    }

    /// Draws the text in its colour, its alpha multiplied by the style's opacity (one
    /// fill, so there is no overlap to darken).
    /// Vertical text is horizontal text turned a quarter turn clockwise about the frame's
    /// top-right corner, laid out in the frame with its sides exchanged (as the measurer's
    /// `measureVertically` sizes it).
    private func drawText(_ text: String, style: TextStyle, in frame: CGRect, on cr: OpaquePointer) {
        guard style.opacity > 0 else { return }
        var area = frame
        if style.writingMode.isVertical {
            cairo_translate(cr, frame.maxX, frame.minY)
            cairo_rotate(cr, .pi / 2)
            area = CGRect(x: 0, y: 0, width: frame.height, height: frame.width)
        }
        PangoFontSession.shared.withContext { context in
            PangoTextLayout.with(context: context, text: text, style: style, width: area.width) { layout in
                var color = style.color
                color.alpha *= min(style.opacity, 1)
                layout.draw(
                    in: area, color: color, linesUpward: style.writingMode == .verticalLeftToRight,
                    verticalAlignment: style.verticalAlignment, on: cr)
            }
        }
    }

    /// Scales the picture into its drawn rect (fit or fill), clipped to the frame, at its opacity.
    private func drawImage(_ image: OpaquePointer, source: ImageSource, in frame: CGRect, on cr: OpaquePointer) {
        let pixelWidth = CGFloat(cairo_image_surface_get_width(image))
        let pixelHeight = CGFloat(cairo_image_surface_get_height(image))
        guard pixelWidth > 0, pixelHeight > 0, frame.width > 0, frame.height > 0, source.opacity > 0 else { return }
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
        if source.opacity < 1 {
            cairo_paint_with_alpha(cr, source.opacity)
        } else {
            cairo_paint(cr)
        }
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

extension CGRect {
    /// The rect an outline of `strokeWidth` is stroked along so that it stays inside
    /// `self`: inset by half the width on every side, never with a negative size.
    fileprivate func outlineRect(strokeWidth: CGFloat) -> CGRect {
        CGRect(
            x: minX + strokeWidth / 2, y: minY + strokeWidth / 2,
            width: Swift.max(width - strokeWidth, 0), height: Swift.max(height - strokeWidth, 0))
    }
}
