import CCairo
import Foundation

/// The one Pango font map Lucid uses, and the lock that serialises every use of it.
///
/// Pango objects are not thread-safe, so measuring and drawing text both go through
/// `withContext`, which holds the lock while a fresh `PangoContext` is in use. Both paths
/// set the same font options, so text is laid out identically when measured and when drawn.
final class PangoFontSession: @unchecked Sendable {
    static let shared = PangoFontSession()

    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    private init() {
        // Lives for the whole process: the map caches fonts for every later call.
        fontMap = pango_cairo_font_map_new()
    }

    /// Runs `body` with a fresh Pango context, under the lock.
    ///
    /// The context is never matched to a Cairo target (no `pango_cairo_update_context`):
    /// text is laid out in user units alone and only then drawn at the target's scale, so
    /// a layout wraps the same whether it is measured, drawn to PNG at any scale, or to SVG.
    func withContext<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        configure(context)
        return try body(context)
    }

    /// Unhinted, unrounded glyph metrics and grey antialiasing, so positions scale
    /// linearly and do not depend on the output resolution or surface type.
    private func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
    }
}
