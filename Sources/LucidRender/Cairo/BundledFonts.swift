import Foundation

/// The fonts Lucid ships with: DejaVu Sans (regular, bold, oblique, bold oblique) and
/// DejaVu Sans Mono (regular, bold), SwiftPM resources of this target in `Fonts/`,
/// beside their licence.
///
/// They are found beside the executable, where SwiftPM puts the resource bundle
/// (`Lucid_LucidRender.resources`) and where an installed `lucid` keeps it, else through
/// `Bundle.module`, which also looks in the build folder; never relative to the current
/// directory.
///
/// A missing or incomplete bundle is an error, not a reason to fall back to the
/// machine's fonts: Lucid's promise is that a description renders to the same bytes
/// everywhere, and a warning on standard error is easy to miss in a CI log while the
/// pictures quietly change. An installation without its resource bundle is broken
/// and should say so.
enum BundledFonts {
    /// The font files that must be in the bundle, by file name.
    static let fileNames = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
        "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
    ]

    /// The families the bundled files provide: `sans-serif` (and `serif`) and `monospace`.
    static let sansFamily = "DejaVu Sans"
    static let monospaceFamily = "DejaVu Sans Mono"

    /// The name of the bundle's font folder.
    static let folderName = "Fonts"

    /// The absolute path of the bundle's font folder, checked to hold every font file.
    static func directory() throws -> String {
        // Beside the executable first: the same folder `Bundle.module` finds there, without
        // creating Foundation bundles (0.3 ms, 1.7 % of a small `lucid render`, measured
        // with perf).
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let beside = URL(fileURLWithPath: executable).deletingLastPathComponent()
                .appendingPathComponent("Lucid_LucidRender.resources/\(folderName)", isDirectory: true).path
            if let found = try? check(beside) { return found }
        }
        let bundle = Bundle.module
        let resources = bundle.resourceURL ?? bundle.bundleURL
        return try check(resources.appendingPathComponent(folderName, isDirectory: true).path)
    }

    /// `path` if it is absolute and holds every bundled font file, else an error naming
    /// what is missing.
    static func check(_ path: String) throws -> String {
        guard path.hasPrefix("/") else {
            throw RenderError.fonts("the font folder '\(path)' is not an absolute path")
        }
        let missing = fileNames.filter { !FileManager.default.isReadableFile(atPath: path + "/" + $0) }
        guard missing.isEmpty else {
            throw RenderError.fonts(
                "\(missing.joined(separator: ", ")) missing from '\(path)' (Lucid's resource bundle is incomplete: reinstall lucid with the Lucid_LucidRender.resources folder beside it)")
        }
        return path
    }
}
