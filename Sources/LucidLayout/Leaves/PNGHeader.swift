import Foundation

/// Reads a PNG's pixel size from its header, so the core can measure images
/// without an image library.
public enum PNGHeader {
    /// Why a file is not a usable PNG.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        case notPNG
        case badSize

        public var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .badSize: "PNG header has an invalid size"
            }
        }
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk that follows the 8-byte signature.
    public static func pixelSize(of data: Data) throws -> CGSize {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw Error.notPNG
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20 else { throw Error.badSize }
        return CGSize(width: width, height: height)
    }
}
