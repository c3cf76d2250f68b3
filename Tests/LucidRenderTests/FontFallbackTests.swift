import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// Scripts the bundled DejaVu lacks fall back to a system font: Korean to Noto Sans CJK,
/// which `scripts/setup.sh` installs (fonts-noto-cjk) for these tests.
final class FontFallbackTests: XCTestCase {
    private let korean = "안녕하세요"

    private func inspect(_ text: String) -> (files: [String], unknown: Int) {
        PangoFontSession.shared.withContext { context in
            PangoTextLayout.with(context: context, text: text, style: TextStyle(), width: nil) { ($0.fontFiles, $0.unknownGlyphCount) }
        }
    }

    func testKoreanFindsAGlyphForEveryCharacterInNotoCJK() throws {
        let (files, unknown) = inspect(korean)
        XCTAssertEqual(unknown, 0, "characters without a glyph: is fonts-noto-cjk installed? (run scripts/setup.sh)")
        XCTAssertEqual(files.count, 1, "\(files)")
        let file = try XCTUnwrap(files.first)
        XCTAssertTrue(file.contains("Noto") && file.contains("CJK"), "fallback font \(file) is not Noto CJK")
        XCTAssertTrue(file.hasPrefix("/usr/share/fonts/"), file)
    }

    func testLatinStaysInTheBundledFontInTheSameLabel() throws {
        let (files, unknown) = inspect("Hello \(korean) Lucid")
        XCTAssertEqual(unknown, 0)
        XCTAssertEqual(files.count, 2, "\(files)")
        XCTAssertEqual(files.first, try BundledFonts.directory() + "/DejaVuSans.ttf", "Latin text, first in the label")
        XCTAssertTrue(files.last?.contains("CJK") ?? false, "\(files)")
    }

    func testKoreanLabelHasInkWhereTheTextIs() throws {
        let label = CairoTestSupport.label(korean, at: CGPoint(x: 20, y: 10))
        let figure = Figure(size: CGSize(width: label.frame.maxX + 20, height: label.frame.maxY + 10), background: .white, items: [label])
        let raster = try CairoRenderer(scale: 2).rasterize(figure)
        let dark = CairoTestSupport.darkPixels(in: raster, inside: label.frame, scale: 2)
        XCTAssertEqual(dark.outside, 0)
        // Five syllables, each with ink of its own: every fifth of the frame is inked.
        for index in 0..<5 {
            let width = label.frame.width / 5
            let syllable = CGRect(x: label.frame.minX + CGFloat(index) * width, y: label.frame.minY, width: width, height: label.frame.height)
            XCTAssertGreaterThan(CairoTestSupport.darkPixels(in: raster, inside: syllable, scale: 2).inside, 20, "syllable \(index + 1)")
        }
    }
}
