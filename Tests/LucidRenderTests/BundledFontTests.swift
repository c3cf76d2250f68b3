import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// Text is set in the fonts bundled with Lucid, found through its own fontconfig
/// configuration, whatever the machine has installed.
final class BundledFontTests: XCTestCase {
    /// The files Pango uses for `text` in `style`, in text order.
    private func fontFiles(_ text: String, style: TextStyle = TextStyle()) -> [String] {
        PangoFontSession.shared.withContext { context in
            PangoTextLayout.with(context: context, text: text, style: style, width: nil) { $0.fontFiles }
        }
    }

    func testEveryStyleOfTheDefaultFamiliesIsABundledFile() throws {
        let folder = try BundledFonts.directory()
        XCTAssertTrue(folder.hasSuffix("/Lucid_LucidRender.resources/Fonts"), folder)
        let cases: [(Font, String)] = [
            (Font(), "DejaVuSans.ttf"),
            (Font(weight: .bold), "DejaVuSans-Bold.ttf"),
            (Font(italic: true), "DejaVuSans-Oblique.ttf"),
            (Font(weight: .bold, italic: true), "DejaVuSans-BoldOblique.ttf"),
            (Font(family: "DejaVu Sans Mono"), "DejaVuSansMono.ttf"),
            (Font(family: "DejaVu Sans Mono", weight: .bold), "DejaVuSansMono-Bold.ttf"),
            // No mono oblique is bundled: the upright face, slanted by fontconfig.
            (Font(family: "DejaVu Sans Mono", italic: true), "DejaVuSansMono.ttf"),
            // The generic names are the bundled families, not the system's choice.
            (Font(family: "sans-serif"), "DejaVuSans.ttf"),
            (Font(family: "serif", weight: .bold), "DejaVuSans-Bold.ttf"),
            (Font(family: "monospace"), "DejaVuSansMono.ttf"),
            // A family that is not installed falls back to sans-serif.
            (Font(family: "No Such Family"), "DejaVuSans.ttf"),
        ]
        for (font, file) in cases {
            XCTAssertEqual(fontFiles("Lucid 123", style: TextStyle(font: font)), [folder + "/" + file], "\(font)")
        }
    }

    func testTheSystemCopyOfDejaVuIsNeverUsed() {
        // Debian's fonts-dejavu-core is installed on the test machine; the bundled copy wins.
        for file in fontFiles("DejaVu", style: TextStyle(font: Font(family: "DejaVu Sans"))) {
            XCTAssertFalse(file.hasPrefix("/usr/"), file)
        }
    }

    func testAMissingOrIncompleteFontFolderIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bundled = try BundledFonts.directory()
        for name in BundledFonts.fileNames where name != "DejaVuSansMono-Bold.ttf" {
            try FileManager.default.copyItem(atPath: bundled + "/" + name, toPath: folder.path + "/" + name)
        }
        XCTAssertThrowsError(try BundledFonts.check(folder.path)) { error in
            XCTAssertEqual(error as? RenderError, .fonts(
                "DejaVuSansMono-Bold.ttf missing from '\(folder.path)' (Lucid's resource bundle is incomplete: reinstall lucid with the Lucid_LucidRender.resources folder beside it)"))
            XCTAssertTrue("\(error)".hasPrefix("cannot load Lucid's bundled fonts: DejaVuSansMono-Bold.ttf missing"), "\(error)")
        }
        XCTAssertThrowsError(try BundledFonts.check("Fonts")) { error in
            XCTAssertEqual(error as? RenderError, .fonts("the font folder 'Fonts' is not an absolute path"))
        }
        XCTAssertEqual(try BundledFonts.check(bundled), bundled)
    }

    func testTheConfigurationNamesNoOtherConfigurationFile() {
        let xml = FontConfiguration.xml(bundledFonts: "/opt/lucid & co/Fonts")
        XCTAssertFalse(xml.contains("<include"), "no system or user fonts.conf is read")
        XCTAssertTrue(xml.contains("<dir>/opt/lucid &amp; co/Fonts</dir>"))
        XCTAssertLessThan(xml.range(of: "<dir>/opt/lucid")!.lowerBound, xml.range(of: "<dir>/usr/share/fonts")!.lowerBound,
                          "the bundled folder comes first")
    }
}
