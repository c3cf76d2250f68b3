import CCairo
import Foundation

/// Puts an `EmbeddedSource` into a PDF's document information through Cairo, and reads
/// it back: `/Title` is the file, `/Subject` the text, `/Creator` "Lucid".
///
/// Cairo 1.16 (Debian's) has no custom keys or attachments, so the standard keys carry it.
/// Cairo writes a string of printable ASCII as a literal `( … )` with `(`, `)` and `\`
/// escaped, and anything else as UTF-16BE hex `<FEFF…>`; `source(in:)` reads both.
enum PDFSourceMetadata {
    static func set(_ source: EmbeddedSource, on surface: OpaquePointer) {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, source.file)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, source.text)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, EmbeddedSource.pdfCreator)
    }

    /// The source in `pdf`'s document information, when its creator is Lucid.
    static func source(in pdf: Data) -> EmbeddedSource? {
        let info = information(in: [UInt8](pdf))
        guard info["Creator"] == EmbeddedSource.pdfCreator, let file = info["Title"], let text = info["Subject"] else { return nil }
        return EmbeddedSource(file: file, text: text)
    }

    /// The string entries of the document information dictionary: the object the last
    /// `/Info N 0 R` names, read entry by entry (so a key's name inside another entry's
    /// text is never mistaken for the key).
    static func information(in bytes: [UInt8]) -> [String: String] {
        guard let reference = lastIndex(of: Array("/Info ".utf8), in: bytes) else { return [:] }
        var index = reference + 6
        var number = 0
        while index < bytes.count, (48...57).contains(bytes[index]) {
            number = number * 10 + Int(bytes[index] - 48)
            index += 1
        }
        guard let object = firstIndex(of: Array("\n\(number) 0 obj".utf8), in: bytes),
              let open = firstIndex(of: Array("<<".utf8), in: bytes, from: object) else { return [:] }
        var entries: [String: String] = [:]
        index = open + 2
        let whitespace: Set<UInt8> = [9, 10, 13, 32]
        func skipWhitespace() { while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 } }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "/") else { break }
            let nameStart = index + 1
            index = nameStart
            let nameEnd = whitespace.union([UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "/")])
            while index < bytes.count, !nameEnd.contains(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            skipWhitespace()
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "("):
                guard let (text, end) = literal(bytes, from: index + 1) else { return entries }
                entries[name] = text
                index = end
            case UInt8(ascii: "<"):
                guard let (text, end) = hex(bytes, from: index + 1) else { return entries }
                entries[name] = text
                index = end
            default:
                // A name, number or reference: not text; skipped up to the next key.
                while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">") { index += 1 }
            }
        }
        return entries
    }

    /// A literal string's text and the index after it: up to the `)` that closes it, with `\(`, `\)`, `\\` undone.
    private static func literal(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
        var text: [UInt8] = []
        var index = start
        var depth = 0  // PDF allows balanced parentheses unescaped, as in Cairo's /Producer
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                text.append(bytes[index + 1])
                index += 2
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { return (String(decoding: text, as: UTF8.self), index + 1) }
                depth -= 1
            }
            text.append(byte)
            index += 1
        }
        return nil
    }

    /// A hex string's text (UTF-16BE after a `FEFF` byte order mark) and the index after it.
    private static func hex(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let digits = String(decoding: bytes[start..<end], as: UTF8.self).filter { !$0.isWhitespace }
        guard digits.count % 4 == 0, digits.uppercased().hasPrefix("FEFF") else { return nil }
        var units: [UInt16] = []
        var index = digits.index(digits.startIndex, offsetBy: 4)
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 4)
            guard let unit = UInt16(digits[index..<next], radix: 16) else { return nil }
            units.append(unit)
            index = next
        }
        return (String(decoding: units, as: UTF16.self), end + 1)
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= marker.count, start <= bytes.count - marker.count else { return nil }
        for index in start...(bytes.count - marker.count)
        where bytes[index] == marker[0] && bytes[index..<index + marker.count].elementsEqual(marker) {
            return index
        }
        return nil
    }

    private static func lastIndex(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        var index = bytes.count - marker.count
        while index >= 0 {
            if bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) { return index }
            index -= 1
        }
        return nil
    }
}
