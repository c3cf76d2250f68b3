import CCairo
import Foundation

/// Which fonts a laid-out text really uses: for tests and diagnostics that must see
/// past Pango's fallback (the bundled DejaVu for Latin, a system CJK font for Hangul).
extension PangoTextLayout {
    /// The files of the fonts Pango chose, run by run in text order, without repeats.
    var fontFiles: [String] {
        var files: [String] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let font = run.pointee.item.pointee.analysis.font,
                  let file = Self.file(of: font), !files.contains(file) else { continue }
            files.append(file)
        } while pango_layout_iter_next_run(iterator) != 0
        return files
    }

    /// How many characters no font had a glyph for (drawn as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// The file a fontconfig-backed Pango font was loaded from.
    static func file(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, pango_fc_font_get_type()) != 0,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
