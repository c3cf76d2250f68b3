import Foundation

/// Renumbers the element ids in an SVG document in document order.
///
/// Cairo's SVG writer names glyphs, surfaces, images, patterns and clips from counters that
/// run for the whole process, so the same figure would get different ids the second time it
/// is rendered. Renaming every id to its prefix (the part before the first digit) plus the
/// order of its first appearance (`surface17` → `surface1`, `glyph3-7` → `glyph2`) makes the
/// output byte-identical again. Definitions (`id="…"`) and references (`href="#…"`,
/// `xlink:href="#…"`, `url(#…)`) are renamed together, so the document stays consistent.
/// Scans bytes rather than using a regex: documents with embedded images run to megabytes.
enum SVGIdentifierNormalizer {
    static func normalize(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var names = Renaming()
        var index = 0
        while index < bytes.count {
            guard let opening = opening(in: bytes, at: index) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            output += opening
            index += opening.count
            let end = bytes[index...].firstIndex(where: isNameEnd) ?? bytes.count
            if end > index { output += names.newName(for: String(decoding: bytes[index..<end], as: UTF8.self)).utf8 }
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Text that comes right before an id: an `id` attribute (after whitespace, so `xml:id`
    /// and `data-id` are left alone) or a local reference.
    private static let openings: [[UInt8]] = [" id=\"", "\nid=\"", "\tid=\"", "href=\"#", "url(#"].map { Array($0.utf8) }
    private static let openingStarts = Set(openings.map { $0[0] })

    private static func opening(in bytes: [UInt8], at index: Int) -> [UInt8]? {
        guard openingStarts.contains(bytes[index]) else { return nil }
        return openings.first { bytes[index...].starts(with: $0) }
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "#") || byte <= 0x20
    }

    /// Old names to new ones, numbered per prefix in order of first appearance.
    private struct Renaming {
        private var renamed: [String: String] = [:]
        private var counters: [Substring: Int] = [:]

        mutating func newName(for name: String) -> String {
            if let known = renamed[name] { return known }
            let prefix = name.prefix { !("0"..."9").contains($0) }
            counters[prefix, default: 0] += 1
            let new = "\(prefix)\(counters[prefix]!)"
            renamed[name] = new
            return new
        }
    }
}
