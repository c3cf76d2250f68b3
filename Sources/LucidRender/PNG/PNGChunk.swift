import CCairo
import Foundation

/// One PNG chunk: big-endian body length, four-letter type, body, and the CRC-32 (zlib's)
/// of type and body (PNG specification, section 5.3).
enum PNGChunk {
    static func make(_ type: String, _ body: Data) -> Data {
        var typed = Data(type.utf8)
        typed.append(body)
        var chunk = bigEndian(UInt32(body.count))
        chunk.append(typed)
        chunk.append(bigEndian(crc32(of: typed)))
        return chunk
    }

    static func crc32(of data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(CCairo.crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count)))
        }
    }

    static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
