import Foundation
import LucidRender
import XCTest
@testable import LucidCheck
@testable import LucidComparison

/// `PixelMatch`'s anti-aliasing detection on hand-made 9 × 5 images, and the YIQ and fade
/// arithmetic it shares with the diff image.
final class PixelMatchTests: XCTestCase {
    private typealias Support = ImageTestSupport

    /// Nine columns of the given greys, five rows high.
    private func columns(_ greys: [UInt8]) -> RGBAImage {
        var image = RGBAImage(width: greys.count, height: 5)
        for (x, grey) in greys.enumerated() {
            for y in 0..<5 { image[x, y] = Support.grey(grey) }
        }
        return image
    }

    /// A grey column between flat black and flat white is a soft edge in both images: every
    /// pixel of it, top and bottom rows included, is anti-aliasing.
    func testASoftEdgeBetweenFlatAreasIsAntialiasing() {
        let match = PixelMatch(expected: columns([0, 0, 0, 0, 128, 255, 255, 255, 255]),
                               actual: columns([0, 0, 0, 0, 60, 255, 255, 255, 255]), threshold: 0.1)
        XCTAssertEqual(match.antialiasedPixels, 5)
        XCTAssertEqual(match.differentPixels, 0)
        XCTAssertEqual((0..<5).map { match[4, $0] }, Array(repeating: .antialiased, count: 5))
        XCTAssertEqual(match[3, 2], .same)
    }

    /// The same change in a pixel surrounded by its own colour is a difference.
    func testAChangeInsideAFlatAreaIsADifference() {
        var actual = columns([0, 0, 0, 0, 128, 255, 255, 255, 255])
        actual[6, 2] = Support.grey(100)
        let match = PixelMatch(expected: columns([0, 0, 0, 0, 128, 255, 255, 255, 255]), actual: actual, threshold: 0.1)
        XCTAssertEqual(match.differentPixels, 1)
        XCTAssertEqual(match.antialiasedPixels, 0)
        XCTAssertEqual(match[6, 2], .different)
    }

    /// The darkest or brightest neighbour must sit in a flat area in both images: with the
    /// areas beside the edge striped in the actual image, the edge's change is a difference.
    func testTheExtremeNeighbourMustBeFlatInBothImages() {
        let match = PixelMatch(expected: columns([0, 0, 0, 0, 128, 255, 255, 255, 255]),
                               actual: columns([60, 40, 20, 0, 100, 255, 235, 215, 195]), threshold: 0.1)
        XCTAssertEqual((0..<5).map { match[4, $0] }, Array(repeating: .different, count: 5))
    }

    /// Three neighbours equal to the pixel in both images (the edge grown a notch at row 2)
    /// make it part of an area, not an edge: the change there is a difference, while the
    /// edge pixels beside it with two equal neighbours stay anti-aliasing.
    func testThreeEqualNeighboursMeanNoEdge() {
        var expected = columns([0, 0, 0, 0, 128, 255, 255, 255, 255])
        var actual = columns([0, 0, 0, 0, 60, 255, 255, 255, 255])
        expected[5, 2] = Support.grey(128)
        actual[5, 2] = Support.grey(60)
        let match = PixelMatch(expected: expected, actual: actual, threshold: 0.1)
        XCTAssertEqual(match[4, 2], .different)
        XCTAssertEqual(match[4, 0], .antialiased)
        XCTAssertEqual(match[4, 4], .antialiased)
    }

    /// A pixel brighter than all its neighbours (a dot, not a slope between dark and
    /// light) is not anti-aliasing, whatever its neighbours' surroundings.
    func testAPixelThatIsNotBetweenItsNeighboursIsADifference() {
        var expected = columns([0, 0, 0, 0, 0, 0, 0, 0, 0]), actual = expected
        expected[4, 2] = Support.grey(128)
        actual[4, 2] = Support.grey(60)
        let match = PixelMatch(expected: expected, actual: actual, threshold: 0.1)
        XCTAssertEqual(match[4, 2], .different)
        XCTAssertEqual(match.differentPixels, 1)
        XCTAssertEqual(match.antialiasedPixels, 0)
    }

    func testColourArithmetic() {
        let white = YIQ.Color(red: 255, green: 255, blue: 255), black = YIQ.Color(red: 0, green: 0, blue: 0)
        XCTAssertEqual(YIQ.brightness(white), 255, accuracy: 1e-5)
        XCTAssertEqual(YIQ.delta(white, black), 0.5053 * 255 * 255, accuracy: 1e-3)
        let red = YIQ.Color(red: 255, green: 0, blue: 0), cyan = YIQ.Color(red: 0, green: 255, blue: 255)
        XCTAssertEqual(YIQ.delta(red, cyan), YIQ.maximumDelta, accuracy: 1)
        let halfBlack = YIQ.blendedOverWhite(red: 0, green: 0, blue: 0, alpha: 51)
        XCTAssertEqual(halfBlack.red, 204, accuracy: 1e-9)
        XCTAssertEqual(DiffImage.faded(red: 0, green: 0, blue: 0, alpha: 255), 230)
        XCTAssertEqual(DiffImage.faded(red: 255, green: 255, blue: 255, alpha: 255), 255)
        XCTAssertEqual(DiffImage.faded(red: 0, green: 0, blue: 0, alpha: 0), 255)
        XCTAssertEqual(DiffImage.faded(red: 0x1f, green: 0x5f, blue: 0xbf, alpha: 255), 238)
    }
}
