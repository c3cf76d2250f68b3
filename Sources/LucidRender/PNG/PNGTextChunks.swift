import Foundation

/// Writes and reads PNG `iTXt` chunks (international text: a keyword and UTF-8 text),
/// which `PNGEncoder` puts before `IEND` to carry an `EmbeddedSource`.
///
/// The layout (PNG specification, section 11.3.4.5): keyword, NUL, compression flag 0,
/// compression method 0, empty language tag, NUL, empty translated keyword, NUL, text.
enum PNGTextChunks {
    /// The whole `iTXt` chunk for `keyword` (Latin-1, 1–79 bytes) and uncompressed `text`.
    static func chunk(keyword: String, text: String) -> Data {
        var body = Data(keyword.utf8)
        body.append(contentsOf: [0, 0, 0, 0, 0])  // keyword end, not compressed, method, language end, translated keyword end
        body.append(Data(text.utf8))
        return PNGChunk.make("iTXt", body)
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
}
