import CCairo
import Foundation

/// The one Pango font map Lucid uses, and the lock that serialises every use of it.
///
/// Pango objects are not thread-safe, so measuring and drawing text both go through
/// `withContext`, which holds the lock while a fresh `PangoContext` is in use. Both paths
/// set the same font options, so text is laid out identically when measured and when drawn.
///
/// The font map is a FreeType one that sees only Lucid's own fontconfig configuration
/// (`FontConfiguration`): the bundled fonts, with system fonts for fallback.
final class PangoFontSession: @unchecked Sendable {
    /// The session, or why the bundled fonts could not be loaded.
    static let loaded: Result<PangoFontSession, RenderError> = Result {
        try PangoFontSession(fontDirectory: BundledFonts.directory())
    }.mapError { $0 as? RenderError ?? .fonts("\($0)") }

    /// The session; text cannot be measured without its fonts, so a broken installation
    /// stops here with the reason (`OutputFormat.checkResources()` reports it gently first).
    static var shared: PangoFontSession {
        switch loaded {
        case let .success(session): session
        case let .failure(error): fatalError(error.description)
        }
    }

    /// The language every context lays text out in, rather than the process locale's:
    /// Pango picks fallback fonts by language, and `LANG` must not change a picture.
    static let language = "en"

    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The one Pango context, used only under `lock`; lives as long as the font map.
    private let context: OpaquePointer

    private init(fontDirectory: String) throws {
        // Lives for the whole process, like the font map, and is never released: so its
        // life does not hang on whether this fontconfig's FcConfigSetCurrent takes a
        // reference (older versions do not).
        let config = try FontConfiguration.make(bundledFonts: fontDirectory)
        // Made fontconfig's current configuration too, before Pango starts: Pango loads
        // the current one on a background thread when a font map is created, which would
        // otherwise read the system's and the user's fonts.conf (and FONTCONFIG_FILE),
        // and Cairo would consult it for any pattern Pango had not resolved.
        guard FcConfigSetCurrent(config) != 0 else {
            throw RenderError.fonts("fontconfig could not make Lucid's configuration the current one")
        }
        // Lives for the whole process: the map caches fonts for every later call.
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        context = pango_font_map_create_context(fontMap)!
        Self.configure(context)
    }

    /// Runs `body` with the session's Pango context, under the lock.
    ///
    /// One context, configured once, serves every layout: creating and configuring a
    /// context per label cost more than laying the label out. Nothing changes it after
    /// `configure`, so every layout sees the same settings. It is never matched to a Cairo
    /// target (no `pango_cairo_update_context`): text is laid out in user units alone and
    /// only then drawn at the target's scale, so a layout wraps the same whether it is
    /// measured, drawn to PNG at any scale, or to SVG.
    func withContext<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(context)
    }

    private static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(Self.language))
    }
}
