import Foundation
import XCTest

/// `lucid render` sets text in its bundled fonts with its own font settings, whatever the
/// environment's fontconfig set-up says: a hostile `FONTCONFIG_FILE`, a user's
/// `~/.config/fontconfig/fonts.conf`, another locale, and a current directory holding
/// look-alike font files change no byte of a PNG, SVG or PDF.
final class FontEnvironmentTests: XCTestCase {
    /// Labels in every bundled style, the generic families, and Korean (a fallback font).
    private let description = """
        canvas: { padding: 8, background: white }
        layout:
          kind: vstack
          alignment: leading
          spacing: 4
          children:
            - { kind: label, text: "Regular Hamburgefonstiv 0123" }
            - { kind: label, text: "Bold", weight: bold }
            - { kind: label, text: "Italic", italic: true }
            - { kind: label, text: "Bold italic", weight: bold, italic: true }
            - { kind: label, text: "sans-serif, serif, monospace", font: sans-serif }
            - { kind: label, text: "serif", font: serif }
            - { kind: label, text: "monospace bold", font: monospace, weight: bold }
            - { kind: label, text: "Hello 안녕하세요", size: 18 }
        """

    /// A fontconfig file that would change every choice Lucid makes: another font for
    /// sans-serif and for DejaVu Sans, system DejaVu rejected, full hinting, subpixel order.
    private func hostileConfiguration(including system: Bool) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          \(system ? #"<include ignore_missing="yes">/etc/fonts/fonts.conf</include>"# : "")
          <selectfont><rejectfont><glob>*DejaVu*</glob></rejectfont></selectfont>
          <alias binding="strong"><family>sans-serif</family><prefer><family>Noto Serif CJK JP</family></prefer></alias>
          <alias binding="strong"><family>DejaVu Sans</family><prefer><family>Noto Serif CJK JP</family></prefer></alias>
          <alias binding="strong"><family>monospace</family><prefer><family>Noto Serif CJK KR</family></prefer></alias>
          <match target="font">
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="autohint" mode="assign"><bool>true</bool></edit>
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
          </match>
        </fontconfig>
        """
    }

    func testHostileFontEnvironmentsChangeNoOutputByte() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let input = folder.appendingPathComponent("fonts.yaml")
        try description.write(to: input, atomically: true, encoding: .utf8)

        let hostileFile = folder.appendingPathComponent("hostile.conf")
        try hostileConfiguration(including: true).write(to: hostileFile, atomically: true, encoding: .utf8)
        let home = folder.appendingPathComponent("home")
        let userConfig = home.appendingPathComponent(".config/fontconfig")
        try FileManager.default.createDirectory(at: userConfig, withIntermediateDirectories: true)
        try hostileConfiguration(including: false).write(
            to: userConfig.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)

        // A current directory with look-alike font files where a relative search would look.
        let workingDirectory = folder.appendingPathComponent("cwd")
        let monospace = try XCTUnwrap(Self.bundledFont("DejaVuSansMono.ttf"))
        for fonts in ["Fonts", "Lucid_LucidRender.resources/Fonts"] {
            let decoys = workingDirectory.appendingPathComponent(fonts)
            try FileManager.default.createDirectory(at: decoys, withIntermediateDirectories: true)
            for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"] {
                try FileManager.default.copyItem(at: monospace, to: decoys.appendingPathComponent(name))
            }
        }

        let environments: [(name: String, variables: [String: String])] = [
            ("FONTCONFIG_FILE", ["FONTCONFIG_FILE": hostileFile.path]),
            ("HOME", ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                      "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path]),
            ("everything", ["FONTCONFIG_FILE": hostileFile.path, "HOME": home.path, "LANG": "ko_KR.UTF-8", "LC_ALL": "ko_KR.UTF-8"]),
        ]
        for format in ["png", "svg", "pdf"] {
            let expected = folder.appendingPathComponent("expected.\(format)")
            let normal = try Lucid.run(["render", input.path, "-o", expected.path])
            XCTAssertEqual(normal.status, 0, normal.standardError)
            let expectedBytes = try Data(contentsOf: expected)
            for environment in environments {
                let output = folder.appendingPathComponent("\(environment.name).\(format)")
                let result = try Lucid.run(["render", input.path, "-o", output.path], in: workingDirectory, environment: environment.variables)
                XCTAssertEqual(result.status, 0, result.standardError)
                XCTAssertEqual(result.standardError, "", "\(environment.name), \(format)")
                XCTAssertEqual(try Data(contentsOf: output), expectedBytes, "\(format) differs with a hostile \(environment.name)")
            }
        }
    }

    /// A font file from the build's resource bundle.
    private static func bundledFont(_ name: String) -> URL? {
        let url = Lucid.executable.deletingLastPathComponent()
            .appendingPathComponent("Lucid_LucidRender.resources/Fonts").appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
