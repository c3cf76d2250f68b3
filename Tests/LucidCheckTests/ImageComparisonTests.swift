import Foundation
import LucidLayout
import LucidRender
import XCTest
@testable import LucidCheck
@testable import LucidComparison

/// `ImageComparison` on real Lucid renders: what matches, what differs and by exactly how
/// many pixels, and the diff images a failure leaves behind.
final class ImageComparisonTests: XCTestCase {
    private typealias Support = ImageTestSupport

    func testIdenticalBytesMatchAtOnceWithTheHeaderSize() throws {
        let png = try Support.png()
        let comparison = try ImageComparison.compare(expected: png, actual: png)
        XCTAssertTrue(comparison.matches)
        XCTAssertEqual(comparison.expectedSize, PixelSize(width: 120, height: 60))
        XCTAssertEqual(comparison.actualSize, PixelSize(width: 120, height: 60))
        XCTAssertEqual(comparison.totalPixels, 7200)
        XCTAssertEqual(comparison.differentPixels, 0)
        XCTAssertEqual(comparison.antialiasedPixels, 0)
        XCTAssertNil(comparison.diffImage)
        XCTAssertNil(comparison.sideBySide)
        // Identical bytes are not even decoded.
        let garbage = Data("not a png".utf8)
        let same = try ImageComparison.compare(expected: garbage, actual: garbage)
        XCTAssertTrue(same.matches)
        XCTAssertEqual(same.expectedSize, PixelSize(width: 0, height: 0))
    }

    func testTheSamePixelsInDifferentFilesMatch() throws {
        let figure = Support.figure()
        let plain = try CairoRenderer().png(figure)
        let withSource = try CairoRenderer(source: EmbeddedSource(file: "box.yaml", text: "box: {}")).png(figure)
        XCTAssertNotEqual(plain, withSource)
        let comparison = try ImageComparison.compare(expected: plain, actual: withSource)
        XCTAssertTrue(comparison.matches)
        XCTAssertEqual(comparison.differentPixels, 0)
        XCTAssertEqual(comparison.antialiasedPixels, 0)
        XCTAssertNil(comparison.diffImage)
    }

    /// Moved by 0.3 pt, the shapes' edges are shaded differently and nothing else changes;
    /// the label's glyphs are hinted to whole pixels and happen to stay put.
    func testASubpixelShiftChangesOnlyAntialiasing() throws {
        let expected = try Support.png(), actual = try Support.png(shift: 0.3)
        XCTAssertNotEqual(expected, actual)
        let comparison = try ImageComparison.compare(expected: expected, actual: actual)
        XCTAssertEqual(comparison.differentPixels, 0)
        XCTAssertEqual(comparison.antialiasedPixels, 252)
        XCTAssertTrue(comparison.matches)
        XCTAssertNil(comparison.diffImage)
        XCTAssertNil(comparison.sideBySide)
        // At threshold 0 the same edges still count as anti-aliasing, not as differences.
        let strict = try ImageComparison.compare(expected: expected, actual: actual, tolerance: ImageTolerance(threshold: 0))
        XCTAssertEqual(strict.differentPixels, 0)
        XCTAssertGreaterThanOrEqual(strict.antialiasedPixels, 252)
    }

    /// Hinted glyphs sit on whole pixels, so a sub-pixel move can move a glyph ("l" here) by
    /// a whole pixel: a real difference, not anti-aliasing.
    func testASubpixelShiftCanMoveAHintedGlyphAWholePixel() throws {
        let comparison = try ImageComparison.compare(
            expected: try Support.png(text: "Golden 42"), actual: try Support.png(shift: 0.3, text: "Golden 42"))
        XCTAssertEqual(comparison.differentPixels, 57)
        XCTAssertEqual(comparison.antialiasedPixels, 296)
        XCTAssertFalse(comparison.matches)
    }

    func testAChangedBoxColourDiffersInExactlyTheBoxsArea() throws {
        let comparison = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(boxColor: "#bf1f5f"))
        XCTAssertEqual(comparison.differentPixels, 30 * 20)
        XCTAssertEqual(comparison.antialiasedPixels, 0)
        XCTAssertFalse(comparison.matches)
        XCTAssertNotNil(comparison.diffImage)
        XCTAssertNotNil(comparison.sideBySide)
    }

    /// A solid box moved one pixel right: its first column turns white and a new column turns
    /// blue, and neither looks like a soft edge.
    func testAOnePixelMoveOfASolidBoxDiffers() throws {
        let comparison = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(boxX: 11))
        XCTAssertEqual(comparison.differentPixels, 2 * 20)
        XCTAssertEqual(comparison.antialiasedPixels, 0)
        XCTAssertFalse(comparison.matches)
    }

    /// Images of different sizes never match; they are compared where both have pixels,
    /// from the top-left corner, and the diff covers both with the rest magenta.
    func testDifferentSizesNeverMatchAndGetADiffAlignedAtTheOrigin() throws {
        let wider = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(size: CGSize(width: 121, height: 60)))
        XCTAssertFalse(wider.matches)
        XCTAssertEqual(wider.expectedSize, PixelSize(width: 120, height: 60))
        XCTAssertEqual(wider.actualSize, PixelSize(width: 121, height: 60))
        XCTAssertEqual(wider.differentPixels, 0, "the same figure on a wider page")
        XCTAssertEqual(wider.antialiasedPixels, 0)
        let diff = try RGBAImage(png: try XCTUnwrap(wider.diffImage))
        XCTAssertEqual([diff.width, diff.height], [121, 60])
        XCTAssertEqual(diff[120, 20], DiffImage.onlyOne, "the column only the actual image has")
        XCTAssertEqual(diff[0, 0], .white)
        XCTAssertEqual(Support.count(DiffImage.onlyOne, in: diff), 60)
        let sideBySide = try RGBAImage(png: try XCTUnwrap(wider.sideBySide))
        XCTAssertEqual(sideBySide.width, 120 + SideBySide.gap + 121 + SideBySide.gap + 121)
        XCTAssertEqual(sideBySide.height, 60)
        XCTAssertEqual(sideBySide[25, 20], Support.blue)
        XCTAssertEqual(sideBySide[120, 20], SideBySide.background)
        XCTAssertEqual(sideBySide[124 + 25, 20], Support.blue)

        // Recoloured on a taller page: the box's pixels differ in the common area.
        let recoloured = try ImageComparison.compare(
            expected: try Support.png(), actual: try Support.png(boxColor: "#bf1f5f", size: CGSize(width: 120, height: 62)))
        XCTAssertEqual(recoloured.differentPixels, 30 * 20)
        XCTAssertEqual(recoloured.differentPixelIndices.first, 10 * 120 + 10, "indices into the expected image")
        let marked = try RGBAImage(png: try XCTUnwrap(recoloured.diffImage))
        XCTAssertEqual(marked[15, 15], DiffImage.different)
        XCTAssertEqual(Support.count(DiffImage.onlyOne, in: marked), 2 * 120)

        let taller = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(size: CGSize(width: 120, height: 70)))
        XCTAssertFalse(taller.matches)
        XCTAssertEqual(taller.actualSize, PixelSize(width: 120, height: 70))
        let tall = try RGBAImage(png: try XCTUnwrap(taller.sideBySide))
        XCTAssertEqual(tall.width, 3 * 120 + 2 * SideBySide.gap)
        XCTAssertEqual(tall.height, 70)
        XCTAssertEqual(tall[0, 65], SideBySide.background, "below the shorter expected image")
        XCTAssertEqual(tall[124, 65], .white)
    }

    func testUnreadableBytesSayWhichImage() throws {
        let png = try Support.png()
        XCTAssertThrowsError(try ImageComparison.compare(expected: Data("GIF89a".utf8), actual: png)) { error in
            XCTAssertEqual(error as? ImageComparisonError, .unreadable(which: "expected", reason: "not a PNG (no PNG signature)"))
        }
        XCTAssertThrowsError(try ImageComparison.compare(expected: png, actual: png.prefix(100))) { error in
            XCTAssertEqual(error as? ImageComparisonError, .unreadable(which: "actual", reason: "the PNG data ends early"))
            XCTAssertEqual("\(error)", "cannot read the actual PNG: the PNG data ends early")
        }
        XCTAssertThrowsError(try ImageComparison.compare(expected: Data(), actual: Data("x".utf8))) { error in
            XCTAssertEqual(error as? ImageComparisonError, .unreadable(which: "expected", reason: "no bytes"))
        }
    }

    /// Moved by 0.3 pt with the box recoloured: the box's 29 fully covered columns are red,
    /// its two partly covered columns and the other edges yellow, the rest faded.
    func testTheDiffImageShowsDifferencesRedAntialiasingYellowAndTheRestFaded() throws {
        let comparison = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(shift: 0.3, boxColor: "#bf1f5f"))
        XCTAssertEqual(comparison.differentPixels, 29 * 20)
        XCTAssertEqual(comparison.antialiasedPixels, 252)
        let diff = try RGBAImage(png: try XCTUnwrap(comparison.diffImage))
        XCTAssertEqual(diff.width, 120)
        XCTAssertEqual(diff.height, 60)
        XCTAssertEqual(Support.count(Support.red, in: diff), 580)
        XCTAssertEqual(Support.count(Support.yellow, in: diff), 252)
        XCTAssertEqual(diff[25, 20], Support.red, "inside the recoloured box")
        XCTAssertEqual(diff[10, 20], Support.yellow, "the box's partly covered first column")
        XCTAssertEqual(diff[104, 14], Support.grey(230), "the unchanged black square, faded")
        XCTAssertEqual(diff[0, 0], .white)
        for y in 0..<diff.height {
            for x in 0..<diff.width where diff[x, y] != Support.red && diff[x, y] != Support.yellow {
                let pixel = diff[x, y]
                XCTAssertTrue(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.red >= 229 && pixel.alpha == 255, "(\(x), \(y)) \(pixel)")
            }
        }
    }

    func testSideBySideIsExpectedActualAndDiffWithGaps() throws {
        let comparison = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(boxColor: "#bf1f5f"))
        let sideBySide = try RGBAImage(png: try XCTUnwrap(comparison.sideBySide))
        XCTAssertEqual(SideBySide.gap, 4)
        XCTAssertEqual(sideBySide.width, 3 * 120 + 2 * 4)
        XCTAssertEqual(sideBySide.height, 60)
        XCTAssertEqual(sideBySide[25, 20], Support.blue)
        XCTAssertEqual(sideBySide[124 + 25, 20], Support.raspberry)
        XCTAssertEqual(sideBySide[248 + 25, 20], Support.red)
        XCTAssertEqual(sideBySide[248 + 104, 14], Support.grey(230))
        for x in [120, 123, 244, 247] {
            XCTAssertEqual(sideBySide[x, 0], SideBySide.background)
            XCTAssertEqual(sideBySide[x, 59], SideBySide.background)
        }
        let diff = try RGBAImage(png: try XCTUnwrap(comparison.diffImage))
        for y in 0..<60 {
            for x in 0..<120 { XCTAssertEqual(sideBySide[248 + x, y], diff[x, y]) }
        }
    }

    func testTheDiffImagesAreDeterministic() throws {
        let expected = try Support.png(), actual = try Support.png(shift: 0.3, boxColor: "#bf1f5f")
        let first = try ImageComparison.compare(expected: expected, actual: actual)
        _ = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(boxX: 11))
        let second = try ImageComparison.compare(expected: expected, actual: actual)
        XCTAssertEqual(first.diffImage, second.diffImage)
        XCTAssertEqual(first.sideBySide, second.sideBySide)
        XCTAssertNotNil(first.diffImage)
    }

    /// Pixels are compared as they show on white: any two fully transparent pixels are
    /// equal, and half-transparent black is the same as opaque mid grey.
    func testTranslucentPixelsAreComparedOverWhite() throws {
        let clear = Support.image(background: RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0))
        let clearRed = Support.image(background: RGBAPixel(red: 255, green: 0, blue: 0, alpha: 0))
        let bothClear = try ImageComparison.compare(expected: clear, actual: clearRed)
        XCTAssertTrue(bothClear.matches)
        XCTAssertEqual(bothClear.differentPixels, 0)

        let halfBlack = Support.image(background: RGBAPixel(red: 0, green: 0, blue: 0, alpha: 128))
        let overWhite = try ImageComparison.compare(expected: halfBlack, actual: Support.image(background: Support.grey(127)),
                                                    tolerance: ImageTolerance(threshold: 0))
        XCTAssertTrue(overWhite.matches)
        let differs = try ImageComparison.compare(expected: halfBlack, actual: Support.image(background: .black))
        XCTAssertEqual(differs.differentPixels, 100)
    }
}
