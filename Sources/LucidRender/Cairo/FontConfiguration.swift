import CCairo
import Foundation

/// Lucid's private fontconfig configuration, written here rather than read from any
/// `fonts.conf`, so that text renders the same whatever the machine's or the user's
/// font set-up (`FONTCONFIG_FILE`, `~/.config/fontconfig`, `/etc/fonts`) says.
///
/// - Fonts: the bundled folder first; then `/usr/share/fonts` and `/usr/local/share/fonts`,
///   only for scripts the bundled fonts lack (CJK, say). System copies of DejaVu are
///   rejected, so the bundled files always win, whatever version the system has.
/// - Families: `sans-serif` and `serif` are DejaVu Sans, `monospace` DejaVu Sans Mono.
///   Lucid bundles no serif face, and a system one would make `serif` machine-dependent;
///   a family that is not found falls back to `sans-serif`, as fontconfig's stock
///   configuration does. Where DejaVu lacks a glyph, the Noto CJK face for the text's
///   language is preferred (as Debian's `fonts-noto-cjk` configures), then any system
///   font that has it.
/// - Rendering options: no hinting, no autohinter, greyscale antialiasing, no subpixel
///   order, no embedded bitmaps. Cairo's font options set by `PangoFontSession` (hint
///   style none, hint metrics off, grey antialiasing) are the explicit ones; these make
///   the font patterns agree with them.
/// - Synthetic slant and emboldening where a family has no such face (DejaVu Sans Mono
///   italic, say), as fontconfig's stock `90-synthetic.conf` does.
/// - Caches: the system's and the user's fontconfig cache folders, so the system font
///   folders are not rescanned at every start.
enum FontConfiguration {
    /// Folders searched after the bundled fonts, for fallback only.
    static let systemFontDirectories = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// Noto CJK regional faces by the language Pango tags a run with.
    static let cjkFaces: [(language: String, region: String)] = [
        ("ja", "JP"), ("ko", "KR"), ("zh-cn", "SC"), ("zh-sg", "SC"), ("zh-tw", "TC"), ("zh-hk", "HK"), ("zh-mo", "HK"),
    ]

    /// A new fontconfig configuration with the bundled fonts in `directory`, its fonts
    /// listed (from the caches where they are up to date). The caller owns the reference.
    static func make(bundledFonts directory: String) throws -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw RenderError.fonts("fontconfig could not create a configuration") }
        // FcConfigCreate takes FONTCONFIG_SYSROOT from the environment; Lucid's paths are real ones.
        FcConfigSetSysRoot(config, nil)
        let text = xml(bundledFonts: directory)
        let parsed = text.withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) } }
        guard parsed != 0 else {
            FcConfigDestroy(config)
            throw RenderError.fonts("fontconfig rejected Lucid's configuration")
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw RenderError.fonts("fontconfig could not list the fonts in '\(directory)'")
        }
        return config
    }

    /// The configuration as fontconfig XML.
    static func xml(bundledFonts directory: String) -> String {
        let bundle = escaped(directory)
        var lines = [
            #"<?xml version="1.0"?>"#,
            #"<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">"#,
            "<fontconfig>",
            "  <dir>\(bundle)</dir>",
        ]
        lines += systemFontDirectories.map { "  <dir>\(escaped($0))</dir>" }
        lines += [
            "  <cachedir>/var/cache/fontconfig</cachedir>",
            #"  <cachedir prefix="xdg">fontconfig</cachedir>"#,
            "  <config><rescan><int>0</int></rescan></config>",
            "  <selectfont>",
            "    <acceptfont><glob>\(bundle)/*</glob></acceptfont>",
            "    <rejectfont><glob>*DejaVu*</glob><glob>*dejavu*</glob></rejectfont>",
            "  </selectfont>",
            // A named family's own generic, before the catch-all below adds sans-serif.
            alias(BundledFonts.monospaceFamily, default: "monospace"),
            #"  <match target="pattern">"#,
            #"    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>"#,
            #"    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>"#,
            #"    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>"#,
            #"    <edit name="family" mode="append_last"><string>sans-serif</string></edit>"#,
            "  </match>",
            alias("sans-serif", prefer: BundledFonts.sansFamily),
            alias("serif", prefer: BundledFonts.sansFamily),
            alias("monospace", prefer: BundledFonts.monospaceFamily),
        ]
        for (language, region) in cjkFaces {
            lines.append(cjkRule(language: language, generic: "sans-serif", family: "Noto Sans CJK \(region)"))
            lines.append(cjkRule(language: language, generic: "serif", family: "Noto Sans CJK \(region)"))
            lines.append(cjkRule(language: language, generic: "monospace", family: "Noto Sans Mono CJK \(region)"))
        }
        lines += [
            #"  <match target="font">"#,
            edit("hinting", "<bool>false</bool>"),
            edit("hintstyle", "<const>hintnone</const>"),
            edit("autohint", "<bool>false</bool>"),
            edit("antialias", "<bool>true</bool>"),
            edit("rgba", "<const>none</const>"),
            edit("lcdfilter", "<const>lcdnone</const>"),
            edit("embeddedbitmap", "<bool>false</bool>"),
            "  </match>",
            #"  <match target="font">"#,
            #"    <test name="slant"><const>roman</const></test>"#,
            #"    <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>"#,
            #"    <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times></edit>"#,
            edit("slant", "<const>oblique</const>"),
            "  </match>",
            #"  <match target="font">"#,
            #"    <test name="weight" compare="less_eq"><const>medium</const></test>"#,
            #"    <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>"#,
            edit("embolden", "<bool>true</bool>"),
            edit("weight", "<const>bold</const>"),
            "  </match>",
            "</fontconfig>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func alias(_ family: String, prefer: String) -> String {
        #"  <alias binding="same"><family>\#(family)</family><prefer><family>\#(prefer)</family></prefer></alias>"#
    }

    private static func alias(_ family: String, default generic: String) -> String {
        #"  <alias><family>\#(family)</family><default><family>\#(generic)</family></default></alias>"#
    }

    /// For runs in `language`, `family` just before the generic name: after the bundled
    /// family (which the generic's alias put first), before any other system font.
    private static func cjkRule(language: String, generic: String, family: String) -> String {
        #"  <match target="pattern"><test name="lang"><string>\#(language)</string></test><test name="family"><string>\#(generic)</string></test><edit name="family" mode="prepend"><string>\#(family)</string></edit></match>"#
    }

    private static func edit(_ name: String, _ value: String) -> String {
        #"    <edit name="\#(name)" mode="assign">\#(value)</edit>"#
    }

    /// `text` safe inside XML character data.
    static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}
