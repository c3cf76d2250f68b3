import Foundation

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
/// otherwise pixels are compared perceptually (see `ImageTolerance`).
///
/// STUB: compares bytes only; the perceptual comparison and the diff images are to come.
public struct ImageComparison: Sendable {
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// Pixels that differ beyond the threshold and do not look like anti-aliasing.
    public var differentPixels: Int
    /// Pixels that differ but were taken for anti-aliasing, and not counted.
    public var antialiasedPixels: Int
    /// Whether the images match within the tolerance (never when the sizes differ).
    public var matches: Bool
    /// A PNG the size of the expected image: it faded to grey, with differing pixels in
    /// red and anti-aliasing ones in yellow; nil when the images match or sizes differ.
    public var diffImage: Data?
    /// A PNG of expected, actual and diff side by side (expected and actual only when the
    /// sizes differ); nil when the images match.
    public var sideBySide: Data?

    public var totalPixels: Int { expectedSize.width * expectedSize.height }

    public static func compare(expected: Data, actual: Data, tolerance: ImageTolerance = .default) throws -> ImageComparison {
        let size = PixelSize(width: 0, height: 0)
        let same = expected == actual
        return ImageComparison(expectedSize: size, actualSize: size, differentPixels: same ? 0 : 1, antialiasedPixels: 0,
                               matches: same, diffImage: nil, sideBySide: nil)
    }
}
