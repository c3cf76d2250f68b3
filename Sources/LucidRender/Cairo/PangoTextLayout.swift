import CCairo
import Foundation
import LucidLayout

/// One label's text as a `PangoLayout`, configured the same way for measuring and drawing:
/// font from the style, word wrapping (breaking inside a word only when it must), alignment
/// and line spacing.
///
/// Valid only inside `with(...)`, which frees the layout; use it under `PangoFontSession`.
struct PangoTextLayout {
    let layout: OpaquePointer
    /// The width the text was wrapped to, nil for one line per paragraph.
    let width: CGFloat?

    /// Extra width given to Pango on top of every wrapping width, so that a frame exactly as
    /// wide as the measured text (or off by floating-point noise) never wraps one more time.
    static let wrapSlack: CGFloat = 1.0 / 64

    /// Creates the layout for `text` in `style` wrapped at `width`, runs `body`, frees it.
    static func with<T>(
        context: OpaquePointer, text: String, style: TextStyle, width: CGFloat?,
        _ body: (PangoTextLayout) throws -> T
    ) rethrows -> T {
        // Vertical text is laid out as a horizontal line to be turned clockwise; with the
        // east gravity Pango sets upright scripts (CJK) upright within it and turns the
        // rest with the line, as CSS's `text-orientation: mixed` does. The context is
        // shared, so its default (south) gravity is restored afterwards.
        if style.writingMode.isVertical { pango_context_set_base_gravity(context, PANGO_GRAVITY_EAST) }
        defer { if style.writingMode.isVertical { pango_context_set_base_gravity(context, PANGO_GRAVITY_SOUTH) } }
        // The paragraph runs in the label's direction, as a CSS box's text does (neutral
        // characters take it: "Hello!" ends on the left in rtl), and never in one Pango
        // guesses from the text, which would also swap the alignment of a paragraph in
        // Arabic or Hebrew: `leading` is the start of the label's direction whatever its
        // script, as SwiftUI's is of its layout direction.
        let sharedDirection = pango_context_get_base_dir(context)
        pango_context_set_base_dir(context, style.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        defer { pango_context_set_base_dir(context, sharedDirection) }
        let layout = pango_layout_new(context)!
        pango_layout_set_auto_dir(layout, 0)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = fontDescription(style.font)
        defer { pango_font_description_free(font) }
        pango_layout_set_font_description(layout, font)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, alignment(style.lineSide))
        pango_layout_set_spacing(layout, pangoUnits(style.lineSpacing))
        pango_layout_set_width(layout, pangoWidth(width))
        if let limit = style.lineLimit {
            // (Pango counts the limit per paragraph, and ellipsizes only wrapped text.)
            pango_layout_set_height(layout, -Int32(clamping: max(limit, 1)))
            pango_layout_set_ellipsize(layout, ellipsizeMode(style.truncation))
        }
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        return try body(PangoTextLayout(layout: layout, width: width))
    }

    /// The size of the laid-out lines, rounded up to 1/64 point, and the first baseline.
    /// A width that fits within the wrapping width is capped at it, so a label never asks
    /// for more than it was offered merely because of rounding.
    var metrics: TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let exactWidth = Self.points(logical.width)
        var size = CGSize(width: Self.roundedUp(exactWidth), height: Self.roundedUp(Self.points(logical.height)))
        if let width, exactWidth <= width + Self.wrapSlack {
            size.width = min(size.width, max(width, 0))
        }
        return TextMetrics(size: size, firstBaseline: Self.points(pango_layout_get_baseline(layout)))
    }

    /// How many lines the text was laid out on.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// Draws the text in `frame` on `cr` in `color`: lines aligned across the frame's width,
    /// the block placed vertically by `verticalAlignment` (centred by default). Text taller than its frame keeps the lines that fit
    /// and ends the last one with "…", as the ASCII renderer does (and SwiftUI's Text).
    ///
    /// With `linesUpward`, the first line is drawn at the bottom of the block and the next
    /// ones above it (each line still reads as usual): turned a quarter turn clockwise,
    /// that is vertical text whose lines stack left to right (`vertical-lr`).
    func draw(
        in frame: CGRect, color: LucidLayout.Color, linesUpward: Bool = false,
        verticalAlignment: TextVerticalAlignment = .center, on cr: OpaquePointer
    ) {
        if metrics.size.height > frame.height + Self.wrapSlack, frame.height.isFinite, frame.height > 0 {
            pango_layout_set_height(layout, Int32(min(frame.height * CGFloat(PANGO_SCALE), CGFloat(Int32.max))))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        let block = metrics.size.height
        let top = frame.minY + (frame.height - block) * verticalAlignment.fraction
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        guard linesUpward else {
            cairo_move_to(cr, frame.minX, top)
            pango_cairo_show_layout(cr, layout)
            return
        }
        let lines = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(lines) }
        repeat {
            var placed = PangoRectangle()
            pango_layout_iter_get_line_extents(lines, nil, &placed)
            var own = PangoRectangle()
            let line = pango_layout_iter_get_line_readonly(lines)
            pango_layout_line_get_extents(line, nil, &own)
            // The line's box mirrored within the block, its baseline as far below its top.
            let lineTop = block - Self.points(placed.y) - Self.points(placed.height)
            let baseline = Self.points(pango_layout_iter_get_baseline(lines)) - Self.points(placed.y)
            cairo_move_to(cr, frame.minX + Self.points(placed.x) - Self.points(own.x), top + lineTop + baseline)
            pango_cairo_show_layout_line(cr, line)
        } while pango_layout_iter_next_line(lines) != 0
    }

    private static func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    private static func ellipsizeMode(_ truncation: TextTruncation) -> PangoEllipsizeMode {
        switch truncation {
        case .tail: PANGO_ELLIPSIZE_END
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .head: PANGO_ELLIPSIZE_START
        }
    }

    /// (Pango's left is the line's start: the top of vertical text, which is set as a
    /// horizontal line turned clockwise.)
    private static func alignment(_ side: TextLineSide) -> PangoAlignment {
        switch side {
        case .start: PANGO_ALIGN_LEFT
        case .middle: PANGO_ALIGN_CENTER
        case .end: PANGO_ALIGN_RIGHT
        }
    }

    /// `width` plus the slack in Pango units; -1 (no wrapping) for nil or a non-finite
    /// width, and for a width too narrow for any character (Pango would wrap a long word
    /// there one character a line, in time quadratic in its length; the text overflows
    /// its frame either way).
    private static func pangoWidth(_ width: CGFloat?) -> Int32 {
        guard let width, width.isFinite, width > PangoTextMeasurer.narrowestWidth else { return -1 }
        let units = ((max(width, 0) + wrapSlack) * CGFloat(PANGO_SCALE)).rounded(.down)
        return Int32(min(units, CGFloat(Int32.max)))
    }

    private static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }

    /// The space Pango puts between lines for `style`, in points (its line spacing in
    /// whole Pango units).
    static func lineSpacing(_ style: TextStyle) -> CGFloat { points(pangoUnits(style.lineSpacing)) }

    /// A non-negative length in Pango units, rounded to the nearest; 0 for anything else.
    private static func pangoUnits(_ points: CGFloat) -> Int32 {
        guard points.isFinite, points > 0 else { return 0 }
        return Int32(min((points * CGFloat(PANGO_SCALE)).rounded(), CGFloat(Int32.max)))
    }

    private static func roundedUp(_ value: CGFloat) -> CGFloat { (value * 64).rounded(.up) / 64 }
}
