import Foundation

/// Adds an `EmbeddedSource` to an SVG document as a `<metadata>` element, and reads it back.
///
///     <metadata><lucid:source xmlns:lucid="urn:x-lucid:source" file="dream-list.yaml">
///     canvas: …</lucid:source></metadata>
///
/// The element goes first inside the root `<svg>`, as SVG recommends for metadata, with
/// the text escaped for XML. Read back by the same rules (this is not a general XML reader:
/// it reads what `inserting` writes).
enum SVGSourceMetadata {
    /// `svg` with `source` as its first child element; nil when there is no `<svg` root.
    static func inserting(_ source: EmbeddedSource, into svg: String) -> String? {
        guard let root = svg.range(of: "<svg"), let rootEnd = svg[root.upperBound...].firstIndex(of: ">") else { return nil }
        let element = "\n<metadata><lucid:source xmlns:lucid=\"\(EmbeddedSource.svgNamespace)\" file=\"\(escaped(source.file))\">"
            + escaped(source.text) + "</lucid:source></metadata>"
        var result = svg
        result.insert(contentsOf: element, at: result.index(after: rootEnd))
        return result
    }

    /// The source embedded in `svg`, if there is one.
    static func source(in svg: String) -> EmbeddedSource? {
        guard let start = svg.range(of: "<lucid:source xmlns:lucid=\"\(EmbeddedSource.svgNamespace)\" file=\""),
              let fileEnd = svg[start.upperBound...].range(of: "\">"),
              let end = svg[fileEnd.upperBound...].range(of: "</lucid:source>") else { return nil }
        return EmbeddedSource(
            file: unescaped(svg[start.upperBound..<fileEnd.lowerBound]),
            text: unescaped(svg[fileEnd.upperBound..<end.lowerBound]))
    }

    /// Text safe inside an XML element or a double-quoted attribute. Characters XML 1.0
    /// cannot carry at all (most C0 controls) become U+FFFD; a carriage return becomes
    /// `&#13;` so an XML reader's line-end normalisation cannot drop it.
    static func escaped<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The inverse of `escaped` (the entities it writes; "\u{FFFD}" stays as it is).
    static func unescaped<S: StringProtocol>(_ text: S) -> String {
        String(text)
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#13;", with: "\r")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
