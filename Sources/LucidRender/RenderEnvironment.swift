import CCairo
import Foundation

/// What, besides Lucid itself, decides the bytes of a render: the versions of the C
/// libraries that draw and set text, and the bundled font files. Golden checks record it
/// beside the goldens, so a changed library is reported as such rather than mistaken
/// for a layout regression.
public enum RenderEnvironment {
    /// Library name → version, for Cairo, Pango, HarfBuzz, FreeType and fontconfig.
    public static var libraryVersions: [String: String] {
        var versions = [
            "Cairo": String(cString: cairo_version_string()),
            "Pango": String(cString: pango_version_string()),
            "HarfBuzz": String(cString: hb_version_string()),
        ]
        let fontconfig = Int(FcGetVersion())
        versions["fontconfig"] = "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            versions["FreeType"] = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return versions
    }

    /// The bundled font files (file name → full path), or the reason they cannot be found.
    public static func fontFiles() throws -> [String: String] {
        let directory = try BundledFonts.directory()
        return Dictionary(uniqueKeysWithValues: BundledFonts.fileNames.map { ($0, directory + "/" + $0) })
    }
}
