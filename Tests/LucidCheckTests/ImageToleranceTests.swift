import Foundation
import LucidRender
import XCTest
@testable import LucidCheck
@testable import LucidComparison

/// `ImageTolerance`: the colour threshold, and the pixel-count and ratio limits at their
/// boundaries (exactly at a limit matches, one more pixel does not).
final class ImageToleranceTests: XCTestCase {
    private typealias Support = ImageTestSupport

    /// 10 × 10 white against the same with its first `count` pixels red: `count` isolated or
    /// row-shaped red pixels on flat white, none of them anti-aliasing.
    private func compare(changing count: Int, _ tolerance: ImageTolerance) throws -> ImageComparison {
        try ImageComparison.compare(expected: Support.image(), actual: Support.image(changing: count), tolerance: tolerance)
    }

    func testTheDefaultAllowsNoDifferentPixel() throws {
        XCTAssertTrue(try compare(changing: 0, .default).matches)
        let one = try compare(changing: 1, .default)
        XCTAssertEqual(one.differentPixels, 1)
        XCTAssertEqual(one.antialiasedPixels, 0)
        XCTAssertFalse(one.matches)
    }

    func testMaxDifferentPixelsIsInclusive() throws {
        let tolerance = ImageTolerance(maxDifferentPixels: 5)
        let atLimit = try compare(changing: 5, tolerance)
        XCTAssertEqual(atLimit.differentPixels, 5)
        XCTAssertTrue(atLimit.matches)
        XCTAssertNil(atLimit.diffImage)
        let over = try compare(changing: 6, tolerance)
        XCTAssertEqual(over.differentPixels, 6)
        XCTAssertFalse(over.matches)
        XCTAssertNotNil(over.diffImage)
    }

    /// 0.29 × 100 pixels is 28.999999999999996 in floating point; the limit is still 29.
    func testMaxDifferentRatioIsInclusiveDespiteRounding() throws {
        XCTAssertLessThan(0.29 * 100.0, 29)
        let tolerance = ImageTolerance(maxDifferentRatio: 0.29)
        XCTAssertTrue(try compare(changing: 29, tolerance).matches)
        XCTAssertFalse(try compare(changing: 30, tolerance).matches)
        XCTAssertTrue(ImageTolerance(maxDifferentRatio: 0.01).allows(differentPixels: 100, of: 10_000))
        XCTAssertFalse(ImageTolerance(maxDifferentRatio: 0.01).allows(differentPixels: 101, of: 10_000))
        XCTAssertTrue(ImageTolerance(maxDifferentRatio: 1).allows(differentPixels: 100, of: 100))
    }

    /// Each limit is a permission: the larger allowance counts, and a limit left at its
    /// default 0 does not take back what the other allows.
    func testEitherLimitAllows() throws {
        XCTAssertTrue(try compare(changing: 1, ImageTolerance(maxDifferentPixels: 50)).matches)
        XCTAssertTrue(try compare(changing: 50, ImageTolerance(maxDifferentRatio: 0.5)).matches)
        XCTAssertFalse(try compare(changing: 51, ImageTolerance(maxDifferentRatio: 0.5)).matches)
        // 5 pixels, or 1 % of 100 = 1 pixel: 5 are allowed, 6 are not.
        XCTAssertTrue(try compare(changing: 5, ImageTolerance(maxDifferentPixels: 5, maxDifferentRatio: 0.01)).matches)
        XCTAssertFalse(try compare(changing: 6, ImageTolerance(maxDifferentPixels: 5, maxDifferentRatio: 0.01)).matches)
        // 1 pixel, or 10 %: 10 are allowed.
        XCTAssertTrue(try compare(changing: 10, ImageTolerance(maxDifferentPixels: 1, maxDifferentRatio: 0.1)).matches)
    }

    /// Lucid's default, 0.03 (35215 × 0.03² = 31.69): a step of 7 greys (24.8) is the same,
    /// 8 (32.3) differs; and the fill change from cream #fdf0d5 to light orange #fde2b0
    /// (delta 155.9, a threshold of 0.067), which pixelmatch's 0.1 let pass, fails.
    func testTheDefaultThresholdCatchesAVisibleFillChange() throws {
        XCTAssertEqual(ImageTolerance.default.threshold, 0.03)
        let base = Support.image(background: Support.grey(128))
        XCTAssertTrue(try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(135))).matches)
        XCTAssertFalse(try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(136))).matches)
        let cream = Support.image(background: RGBAPixel(red: 0xfd, green: 0xf0, blue: 0xd5))
        let orange = Support.image(background: RGBAPixel(red: 0xfd, green: 0xe2, blue: 0xb0))
        let changed = try ImageComparison.compare(expected: cream, actual: orange)
        XCTAssertEqual(changed.differentPixels, 100)
        XCTAssertTrue(try ImageComparison.compare(expected: cream, actual: orange, tolerance: ImageTolerance(threshold: 0.1)).matches)
    }

    /// At pixelmatch's threshold 0.1: grey 128 against 154 is a brightness step of 26, a
    /// delta of 0.5053 × 26² = 341.6, under 35215 × 0.1² = 352.15. Against 155 (27): 368.4,
    /// over it.
    func testTheThresholdDecidesWhichColourChangesCount() throws {
        let base = Support.image(background: Support.grey(128))
        let pixelmatch = ImageTolerance(threshold: 0.1)
        let below = try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(154)), tolerance: pixelmatch)
        XCTAssertTrue(below.matches)
        XCTAssertEqual(below.differentPixels, 0)
        XCTAssertEqual(below.antialiasedPixels, 0)
        XCTAssertNil(below.diffImage)
        let above = try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(155)), tolerance: pixelmatch)
        XCTAssertFalse(above.matches)
        XCTAssertEqual(above.differentPixels, 100)
        // A stricter threshold counts the smaller step, a looser one forgives the larger.
        XCTAssertEqual(try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(154)),
                                                   tolerance: ImageTolerance(threshold: 0.05)).differentPixels, 100)
        XCTAssertEqual(try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(129)),
                                                   tolerance: ImageTolerance(threshold: 0)).differentPixels, 100)
        XCTAssertTrue(try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(155)),
                                                  tolerance: ImageTolerance(threshold: 0.2)).matches)
        // Out of range: below 0 (or NaN) counts every change, 1 and above none.
        for threshold in [-0.2, .nan] {
            XCTAssertEqual(try ImageComparison.compare(expected: base, actual: Support.image(background: Support.grey(129)),
                                                       tolerance: ImageTolerance(threshold: threshold)).differentPixels, 100)
        }
        XCTAssertTrue(try ImageComparison.compare(expected: Support.image(background: RGBAPixel(red: 255, green: 0, blue: 0)),
                                                  actual: Support.image(background: RGBAPixel(red: 0, green: 255, blue: 255)),
                                                  tolerance: ImageTolerance(threshold: 1)).matches)
    }

    /// Through real renders: #1f5fbf against #2060c0 (each channel one step) is no difference.
    func testAnImperceptibleColourChangeInARenderMatches() throws {
        let comparison = try ImageComparison.compare(expected: try Support.png(), actual: try Support.png(boxColor: "#2060c0"))
        XCTAssertTrue(comparison.matches)
        XCTAssertEqual(comparison.differentPixels, 0)
        XCTAssertEqual(comparison.antialiasedPixels, 0)
    }
}

/// The picture `lucid review` draws in a terminal.
final class TerminalPictureTests: XCTestCase {
    func testTwoPixelsPerCellUpperInFrontLowerBehindScaledToTheColumns() {
        var image = RGBAImage(width: 4, height: 2, filledWith: .white)
        image.withUnsafeMutableBytes { bytes in
            for x in 0..<2 { bytes[x * 4] = 0; bytes[x * 4 + 1] = 0; bytes[x * 4 + 2] = 0 }  // top-left 2 × 1 black
        }
        XCTAssertEqual(TerminalPicture.halfBlocks(image, columns: 4),
                       "\u{1B}[38;2;0;0;0m\u{1B}[48;2;255;255;255m▀\u{1B}[38;2;0;0;0m\u{1B}[48;2;255;255;255m▀"
                       + "\u{1B}[38;2;255;255;255m\u{1B}[48;2;255;255;255m▀\u{1B}[38;2;255;255;255m\u{1B}[48;2;255;255;255m▀\u{1B}[0m\n")
        // Two columns: scaled by 2, each averaged pixel is 2 × 2 of the image, so there is
        // one row of them, in the upper halves, over white.
        XCTAssertEqual(TerminalPicture.halfBlocks(image, columns: 2),
                       "\u{1B}[38;2;127;127;127m\u{1B}[48;2;255;255;255m▀\u{1B}[38;2;255;255;255m\u{1B}[48;2;255;255;255m▀\u{1B}[0m\n")
    }
}
