import Foundation

/// A description's file name and text, carried inside a figure rendered from it
/// (`lucid render --embed-source`), so the figure can be traced back to its source
/// (`lucid source FIGURE`).
///
/// PNG keeps it in two uncompressed UTF-8 `iTXt` chunks, SVG in a `<metadata>` element,
/// PDF in the document information (`/Title` the file, `/Subject` the text, as Cairo 1.16
/// can write no custom keys). Only the named file's text is embedded, not its includes.
public struct EmbeddedSource: Hashable, Sendable {
    /// The description's path as it was given on the command line.
    public var file: String
    /// The description's text.
    public var text: String

    public init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// The source embedded in a PNG, SVG or PDF file's bytes, if it has one.
    public static func read(from data: Data) -> EmbeddedSource? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let file = PNGTextChunks.texts(for: pngFileKeyword, in: data).first,
                  let text = PNGTextChunks.texts(for: pngTextKeyword, in: data).first else { return nil }
            return EmbeddedSource(file: file, text: text)
        }
        if data.starts(with: Array("%PDF".utf8)) {
            return PDFSourceMetadata.source(in: data)
        }
        return SVGSourceMetadata.source(in: String(decoding: data, as: UTF8.self))
    }

    /// The PNG text keywords (Latin-1, at most 79 bytes) the two parts are stored under.
    static let pngFileKeyword = "Lucid Source File"
    static let pngTextKeyword = "Lucid Source"
    /// The XML namespace of the SVG `<lucid:source>` element.
    static let svgNamespace = "urn:x-lucid:source"
    /// The PDF `/Creator` of a document with an embedded source.
    static let pdfCreator = "Lucid"
}
