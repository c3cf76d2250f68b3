import CCairo
import Foundation

/// Adds and reads PNG `iTXt` chunks (international text: a keyword and UTF-8 text).
///
/// Cairo's PNG writer has no way to add text, so the chunks are spliced into its output
/// just before the final `IEND` chunk, each with its CRC-32 (zlib's). Written by hand
/// because no PNG library on this machine edits chunks; the format is a few lines (PNG
/// specification, section 11.3.4.5): length, type, keyword, NUL, compression flag 0,
/// compression method 0, empty language tag, NUL, empty translated keyword, NUL, text.
enum PNGTextChunks {
    /// `png` with one `iTXt` chunk per entry, in order, before `IEND`; nil if `png` does
    /// not end with an `IEND` chunk.
    static func inserting(_ entries: [(keyword: String, text: String)], into png: Data) -> Data? {
        let iend = Data([0, 0, 0, 0]) + Data("IEND".utf8) + Data([0xAE, 0x42, 0x60, 0x82])
        guard png.count >= 8 + iend.count, png.suffix(iend.count) == iend else { return nil }
        var result = png.prefix(png.count - iend.count)
        for entry in entries {
            var body = Data(entry.keyword.utf8)
            body.append(contentsOf: [0, 0, 0, 0, 0])  // keyword end, not compressed, method, language end, translated keyword end
            body.append(Data(entry.text.utf8))
            result.append(chunk(type: "iTXt", body: body))
        }
        result.append(iend)
        return Data(result)
    }

    /// The text of every `iTXt` chunk in `png` whose keyword is `keyword`, in file order
    /// (uncompressed chunks only, which is all Lucid writes).
    static func texts(for keyword: String, in png: Data) -> [String] {
        let bytes = [UInt8](png)
        var texts: [String] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length <= bytes.count - start - 4 else { break }
            let body = bytes[start..<start + length]
            if type == "iTXt", let text = uncompressedText(of: body, keyword: keyword) {
                texts.append(text)
            }
            offset = start + length + 4
        }
        return texts
    }

    /// The text of an `iTXt` body when its keyword matches and it is not compressed.
    private static func uncompressedText(of body: ArraySlice<UInt8>, keyword: String) -> String? {
        guard let keywordEnd = body.firstIndex(of: 0), body[body.startIndex..<keywordEnd].elementsEqual(keyword.utf8),
              keywordEnd + 2 < body.endIndex, body[keywordEnd + 1] == 0 else { return nil }
        let afterMethod = keywordEnd + 3
        guard let languageEnd = body[afterMethod...].firstIndex(of: 0),
              let translatedEnd = body[(languageEnd + 1)...].firstIndex(of: 0) else { return nil }
        return String(decoding: body[(translatedEnd + 1)...], as: UTF8.self)
    }

    /// A whole chunk: big-endian length, type, body, and the CRC-32 of type and body.
    private static func chunk(type: String, body: Data) -> Data {
        var typed = Data(type.utf8)
        typed.append(body)
        let crc = typed.withUnsafeBytes { raw in
            UInt32(crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count)))
        }
        var chunk = bigEndian(UInt32(body.count))
        chunk.append(typed)
        chunk.append(bigEndian(crc))
        return chunk
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
