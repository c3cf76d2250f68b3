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
        let element = "\n<metadata><lucid:source xmlns:lucid=\"\(EmbeddedSource.svgNamespace)\" file=\"\(XMLText.escaped(source.file))\">"
            + XMLText.escaped(source.text) + "</lucid:source></metadata>"
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
            file: XMLText.unescaped(svg[start.upperBound..<fileEnd.lowerBound]),
            text: XMLText.unescaped(svg[fileEnd.upperBound..<end.lowerBound]))
    }

}
