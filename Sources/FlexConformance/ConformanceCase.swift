import Foundation
import LucidCSS
#if canImport(FoundationXML)
import FoundationXML
#endif
import LucidLayout

/// An element of a test file: its name, attributes, text and children.
struct XMLElementNode {
    var name: String
    var attributes: [String: String]
    var text: String = ""
    var children: [XMLElementNode] = []
}

/// Reads a whole XML document into `XMLElementNode`s.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?

    static func read(_ data: Data) -> XMLElementNode? {
        let reader = XMLTreeReader()
        // From a stream: FoundationXML hands `init(data:)` to libxml2 in one piece, which
        // refuses documents over 10 MB (the 100k-node benchmark tree is 12 MB).
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(XMLElementNode(name: elementName, attributes: attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !stack.isEmpty { stack[stack.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let element = stack.removeLast()
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
}

/// One conformance test: the input tree, the viewport, and the expected frames.
struct ConformanceCase {
    var name: String
    var useRounding: Bool
    var viewport: CSSAvailableSize
    var input: XMLElementNode
    var expectations: XMLElementNode?

    /// Why the case cannot be run (an unsupported feature), if so.
    var unsupportedReason: String? {
        var reason: String? = nil
        func visit(_ e: XMLElementNode) {
            if reason != nil { return }
            if let grid = CSSValue.unsupportedGrid(e.attributes) { reason = grid; return }
            // A vertical writing mode is supported on text leaves (their measure swaps axes),
            // not on containers.
            if let mode = e.attributes["writing-mode"], mode != "horizontal-tb", e.name != "text" { reason = "writing-mode"; return }
            e.children.forEach(visit)
        }
        visit(input)
        return reason
    }

    init?(file: URL) throws {
        let data = try Data(contentsOf: file)
        guard let test = XMLTreeReader.read(data), test.name == "test" else { return nil }
        name = test.attributes["name"] ?? file.deletingPathExtension().lastPathComponent
        useRounding = test.attributes["use-rounding"] != "false"
        let viewportElement = test.children.first { $0.name == "viewport" }
        func space(_ value: String?) -> CSSAvailableSpace {
            guard let value else { return .maxContent }
            if value == "min-content" { return .minContent }
            if value == "max-content" { return .maxContent }
            if let length = CSSValue.length(value), case .points(let v) = length { return .definite(v) }
            return .maxContent
        }
        viewport = CSSAvailableSize(width: space(viewportElement?.attributes["width"]), height: space(viewportElement?.attributes["height"]))
        guard let inputRoot = test.children.first(where: { $0.name == "input" })?.children.first else { return nil }
        input = inputRoot
        expectations = test.children.first { $0.name == "expectations" }?.children.first
    }
}
