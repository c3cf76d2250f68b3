import Foundation

/// Reads a PNG's pixel size from its header, so the core can measure images
/// without an image library.
public enum PNGHeader {
    /// Why a file is not a usable PNG.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        case notPNG
        case badSize
        /// More pixels than `maximumPixels`.
        case tooManyPixels(width: Int, height: Int)
        /// The file ends inside a chunk, or before its image data or its end chunk.
        case truncated
        /// More chunks than `maximumChunks`.
        case tooManyChunks

        public var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .badSize: "PNG header has an invalid size"
            case let .tooManyPixels(width, height):
                "the PNG is \(width) × \(height) pixels; at most \(PNGHeader.maximumPixels / 1_000_000) million pixels are drawn"
            case .truncated: "the PNG file is cut short (it ends before its last chunk)"
            case .tooManyChunks: "the PNG file has more than \(PNGHeader.maximumChunks) chunks"
            }
        }
    }

    /// The most pixels an image may have: Cairo decodes it whole, 4 bytes a pixel, before
    /// scaling it (25 million pixels, 5000 × 5000, take 100 MB).
    public static let maximumPixels = 25_000_000
    /// The most chunks a PNG may have (ordinary files have tens; each is one read here).
    public static let maximumChunks = 100_000

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

    /// The pixel size of the PNG read from `handle` (positioned at its start), after
    /// checking what can be checked without decoding: the header, the pixel count, and that
    /// the chunks run whole from the signature to an `IEND` chunk with image data before it,
    /// so a truncated file is refused here rather than when it is drawn.
    public static func check(_ handle: FileHandle) throws -> CGSize {
        let size = try pixelSize(of: handle.read(upToCount: 24) ?? Data())
        guard Int(size.width) * Int(size.height) <= maximumPixels else {
            throw Error.tooManyPixels(width: Int(size.width), height: Int(size.height))
        }
        let fileLength = try handle.seekToEnd()
        var offset: UInt64 = 8
        var chunks = 0, sawImageData = false
        while true {
            guard offset + 8 <= fileLength else { throw Error.truncated }
            try handle.seek(toOffset: offset)
            let header = [UInt8](try handle.read(upToCount: 8) ?? Data())
            guard header.count == 8 else { throw Error.truncated }
            let length = header[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            guard length < 1 << 31 else { throw Error.notPNG }
            offset += 12 + length
            guard offset <= fileLength else { throw Error.truncated }
            if type == "IDAT" { sawImageData = true }
            if type == "IEND" {
                guard sawImageData else { throw Error.truncated }
                return size
            }
            chunks += 1
            guard chunks <= maximumChunks else { throw Error.tooManyChunks }
        }
    }
}
