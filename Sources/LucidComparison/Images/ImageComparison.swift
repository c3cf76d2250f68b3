import Foundation
import LucidLayout
import LucidRender

/// The pixel size of a compared image.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width) × \(height)" }
}

/// Why two PNGs could not be compared.
public enum ImageComparisonError: Error, Equatable, CustomStringConvertible {
    /// The expected (golden) or actual bytes are not a PNG that can be decoded.
    case unreadable(which: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(which, reason): "cannot read the \(which) PNG: \(reason)"
        }
    }
}

/// The result of comparing a golden PNG with a new render: identical bytes match at once;
/// otherwise both are decoded and their pixels compared perceptually, in the manner of
/// pixelmatch (`PixelMatch`; `ImageTolerance` says how much may differ).
public struct ImageComparison: Sendable {
    /// From the PNG headers when the bytes are identical (0 × 0 if they are not a PNG).
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// Pixels that differ beyond the threshold and do not look like anti-aliasing (when
    /// the sizes differ, in the area both images cover, from their top-left corners).
    public var differentPixels: Int
    /// Pixels that differ but were taken for anti-aliasing, and not counted.
    public var antialiasedPixels: Int
    /// Whether the images match within the tolerance (never when the sizes differ).
    public var matches: Bool
    /// A PNG the size of the expected image: it faded to grey, with differing pixels in
    /// red and anti-aliasing ones in yellow; nil when the images match. When the sizes
    /// differ it covers both images, aligned at their top-left corners, and the area only
    /// one of them covers is magenta (`DiffImage.onlyOne`).
    public var diffImage: Data?
    /// A PNG of expected, actual and diff side by side, `SideBySide.gap` grey pixels apart;
    /// nil when the images match.
    public var sideBySide: Data?
    /// Where the counted pixels are, as indices `y × width + x` into the expected image,
    /// in reading order; empty when the images match or their sizes differ.
    public var differentPixelIndices: [Int] = []

    public var totalPixels: Int { expectedSize.width * expectedSize.height }

    public init(
        expectedSize: PixelSize, actualSize: PixelSize, differentPixels: Int, antialiasedPixels: Int, matches: Bool,
        diffImage: Data? = nil, sideBySide: Data? = nil
    ) {
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.matches = matches
        self.diffImage = diffImage
        self.sideBySide = sideBySide
    }

    /// Compares the PNG bytes `expected` (the golden) with `actual` (the new render).
    /// Throws `ImageComparisonError.unreadable` when either, differing from the other, is
    /// not a PNG that can be decoded (the expected one is checked first).
    public static func compare(expected: Data, actual: Data, tolerance: ImageTolerance = .default) throws -> ImageComparison {
        if expected == actual {
            let size = (try? PNGHeader.pixelSize(of: expected)).map { PixelSize(width: Int($0.width), height: Int($0.height)) }
                ?? PixelSize(width: 0, height: 0)
            return ImageComparison(expectedSize: size, actualSize: size, differentPixels: 0, antialiasedPixels: 0, matches: true)
        }
        let expectedImage = try decode(expected, which: "expected"), actualImage = try decode(actual, which: "actual")
        return try compare(expected: expectedImage, actual: actualImage, tolerance: tolerance)
    }

    /// Compares decoded images (see `compare(expected:actual:tolerance:)`).
    public static func compare(expected: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance = .default) throws -> ImageComparison {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard expectedSize == actualSize else {
            // Compared where both have pixels, from the top-left corner (a page that grew at
            // the bottom or right usually kept the rest in place).
            let width = min(expected.width, actual.width), height = min(expected.height, actual.height)
            let common = (expected.cropped(width: width, height: height), actual.cropped(width: width, height: height))
            let match = PixelMatch(expected: common.0, actual: common.1, threshold: tolerance.threshold)
            var diff = RGBAImage(width: max(expected.width, actual.width), height: max(expected.height, actual.height), filledWith: DiffImage.onlyOne)
            diff.paste(DiffImage.make(expected: common.0, match: match))
            var comparison = ImageComparison(
                expectedSize: expectedSize, actualSize: actualSize, differentPixels: match.differentPixels,
                antialiasedPixels: match.antialiasedPixels, matches: false,
                diffImage: try diff.pngData(), sideBySide: try SideBySide.make([expected, actual, diff]).pngData())
            comparison.differentPixelIndices = match.indices(of: .different).map { ($0 / width) * expected.width + $0 % width }
            return comparison
        }
        let match = PixelMatch(expected: expected, actual: actual, threshold: tolerance.threshold)
        var comparison = ImageComparison(
            expectedSize: expectedSize, actualSize: actualSize, differentPixels: match.differentPixels,
            antialiasedPixels: match.antialiasedPixels,
            matches: tolerance.allows(differentPixels: match.differentPixels, of: expected.width * expected.height))
        if !comparison.matches {
            comparison.differentPixelIndices = match.indices(of: .different)
            let diff = DiffImage.make(expected: expected, match: match)
            comparison.diffImage = try diff.pngData()
            comparison.sideBySide = try SideBySide.make([expected, actual, diff]).pngData()
        }
        return comparison
    }

    private static func decode(_ png: Data, which: String) throws -> RGBAImage {
        do {
            return try RGBAImage(png: png)
        } catch let error as RGBAImage.DecodingError {
            throw ImageComparisonError.unreadable(which: which, reason: error.reason)
        }
    }
}
