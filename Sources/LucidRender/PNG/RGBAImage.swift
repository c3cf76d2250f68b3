import Foundation

/// A picture as plain pixels: straight (not premultiplied) 8-bit red, green, blue and
/// alpha, row after row. What a PNG decodes to, so two PNGs can be compared pixel by
/// pixel (`LucidCheck`'s golden-image comparison), and what that comparison draws its
/// diff images in.
///
/// `init(png:)` reads any PNG libpng reads (through Cairo: `PNGDecoder`); `pngData()`
/// writes with Lucid's own `PNGEncoder`, exactly, as RGB when every pixel is opaque.
/// Translucent pixels read from a file come back through Cairo's premultiplied pixels,
/// so their colour can be off by the rounding of premultiplying (alpha is exact, and
/// opaque pixels are exact).
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Four bytes per pixel (red, green, blue, alpha), `width` pixels per row, no padding.
    public private(set) var bytes: [UInt8]

    /// Why bytes could not be decoded as a PNG.
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
        public var reason: String
        public init(reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    /// An image of `bytes` (4 per pixel, see `bytes`); traps when the count does not match.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4, "RGBA bytes do not match \(width) × \(height)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of `width` × `height` pixels all `pixel`.
    public init(width: Int, height: Int, filledWith pixel: RGBAPixel = .white) {
        precondition(width >= 0 && height >= 0, "negative image size")
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            start.initialize(from: [pixel.red, pixel.green, pixel.blue, pixel.alpha], count: 4)
            // Copies what is filled after itself, doubling it each time: a few memcpy calls.
            var filled = 4
            while filled < buffer.count {
                let count = min(filled, buffer.count - filled)
                (start + filled).update(from: start, count: count)
                filled += count
            }
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// Decodes a PNG file's bytes; throws `DecodingError` for anything that is not a
    /// complete PNG.
    public init(png: Data) throws {
        self = try PNGDecoder.decode(png)
    }

    /// The image as a PNG file (deterministic: same pixels, same bytes).
    public func pngData() throws -> Data {
        try bytes.withUnsafeBufferPointer { try PNGEncoder.encode(rgba: $0, width: width, height: height) }
    }

    /// The pixel at column `x`, row `y` (from the top left).
    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside \(width) × \(height)")
            let index = (y * width + x) * 4
            return RGBAPixel(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
        }
        set {
            precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside \(width) × \(height)")
            let index = (y * width + x) * 4
            bytes[index] = newValue.red
            bytes[index + 1] = newValue.green
            bytes[index + 2] = newValue.blue
            bytes[index + 3] = newValue.alpha
        }
    }

    /// Gives `body` the bytes to change in place (their count cannot change), for filling
    /// many pixels without a subscript call each.
    public mutating func withUnsafeMutableBytes<T>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> T) rethrows -> T {
        try bytes.withUnsafeMutableBufferPointer { try body($0) }
    }
}
