import Foundation
import LucidLayout
import Yams

/// Reads a YAML or JSON description into a `FigureDescription`, collecting every
/// problem it finds as a located diagnostic instead of stopping at the first.
///
/// Parsing only checks and converts values; it loads no files. Building (with a text
/// measurer and image loading) is a separate stage.
public struct DescriptionParser {
    /// The path used in diagnostics.
    public let file: String
    /// The problems found so far.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// How many layout nodes have been read.
    var nodeCount = 0
    /// Where the layout nodes read so far start: a node met again is an alias.
    var readNodes: Set<SourceLocation> = []
    /// Whether a node met again through an alias is being read (its problems are not repeated).
    var isRereadingAlias = false

    /// Files larger than this are refused before parsing.
    public static let maximumFileSize = 4 << 20
    /// Nodes nested deeper than this are refused (protects the recursive parser and layouts).
    public static let maximumDepth = 200
    /// The longest page side in points: an 8192-point square PNG is 256 MiB of pixels.
    public static let maximumPageSide: CGFloat = 8192
    /// At most this many layout nodes are read (YAML aliases count every time they are
    /// used, so a "billion laughs" file stops here instead of expanding).
    public static let maximumNodes = 100_000
    /// At most this many errors are reported for one file.
    public static let maximumDiagnostics = 50

    public init(file: String) {
        self.file = file
    }

    /// Parses a whole file at `path`.
    public static func parse(contentsOf path: String) throws(DiagnosticList) -> FigureDescription {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiagnosticList([Diagnostic("cannot read file", file: path)])
        }
        guard data.count <= maximumFileSize else {
            throw DiagnosticList([Diagnostic("file is larger than \(maximumFileSize >> 20) MiB", file: path)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticList([Diagnostic("file is not UTF-8 text", file: path)])
        }
        return try parse(text, file: path)
    }

    /// Parses description text; `file` names it in diagnostics.
    public static func parse(_ text: String, file: String) throws(DiagnosticList) -> FigureDescription {
        var parser = DescriptionParser(file: file)
        let figure = parser.parseDocument(LineEndings.normalized(text))
        let errors = parser.diagnostics.filter { $0.severity == .error }
        if let figure, errors.isEmpty { return figure }
        // Report in file order, as a compiler does.
        let sorted = parser.diagnostics.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
        throw DiagnosticList(Array(sorted.prefix(maximumDiagnostics)))
    }

    /// The figure, or nil when the document is unusable; problems go to `diagnostics`.
    mutating func parseDocument(_ text: String) -> FigureDescription? {
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            report(yamlError: error, in: text)
            return nil
        } catch {
            diagnostics.append(Diagnostic("\(error)", file: file))
            return nil
        }
        guard let root else {
            diagnostics.append(Diagnostic("the file is empty; expected a mapping with 'layout' (and optionally 'canvas')", file: file))
            return nil
        }
        guard var document = entries(of: root, what: "the document") else { return nil }
        let canvasNode = document.take("canvas")
        let layoutNode = document.take("layout")
        reportUnknownKeys(document, allowed: ["canvas", "layout"], in: "the document")
        // Without `canvas` the page fits the layout.
        let canvas = canvasNode.map { parseCanvas($0) } ?? CanvasDescription(width: nil, height: nil, location: location(of: root))
        guard let layoutNode else {
            report("missing required key 'layout' in the document", at: root)
            return nil
        }
        guard let rootNode = parseNode(layoutNode, depth: 0), let canvas else { return nil }
        return FigureDescription(file: file, canvas: canvas, root: rootNode)
    }

    private mutating func parseCanvas(_ node: Yams.Node) -> CanvasDescription? {
        guard var keys = entries(of: node, what: "'canvas'") else { return nil }
        var canvas = CanvasDescription(width: nil, height: nil, location: location(of: node))
        var valid = true
        for (key, keyPath) in [("width", \CanvasDescription.width), ("height", \CanvasDescription.height)] {
            guard let value = keys.take(key) else { continue }
            if let length = number(value, key: key, range: 1...Self.maximumPageSide) { canvas[keyPath: keyPath] = length } else { valid = false }
        }
        if let value = keys.take("padding") {
            if let padding = insets(value, key: "padding") { canvas.padding = padding } else { valid = false }
        }
        if let value = keys.take("background") {
            if let color = color(value, key: "background") { canvas.background = color } else { valid = false }
        }
        if let value = keys.take("scale") {
            if let scale = number(value, key: "scale", range: 0.1...8) { canvas.scale = scale } else { valid = false }
        }
        reportUnknownKeys(keys, allowed: Self.canvasKeys, in: "'canvas'")
        return valid ? canvas : nil
    }

    /// The keys of `canvas`.
    static let canvasKeys = ["width", "height", "padding", "background", "scale"]

    // MARK: - Reporting

    /// Records a problem. The message is only built when it will be kept: nothing is
    /// recorded while re-reading a node reached again through a YAML alias (its
    /// problems were reported the first time), nor beyond a generous cap.
    mutating func report(_ message: @autoclosure () -> String, at node: Yams.Node, _ severity: Diagnostic.Severity = .error) {
        guard !isRereadingAlias, diagnostics.count < Self.maximumDiagnostics * 4 else { return }
        diagnostics.append(Diagnostic(message(), at: location(of: node), severity: severity))
    }

    func location(of node: Yams.Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private mutating func report(yamlError error: YamlError, in text: String) {
        // libyaml can place an error past the text: on the line after the last when
        // the file has no final newline, or past the end of a line. Such a place is
        // moved to the end of the line (or of the last line).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func place(_ mark: Mark) -> SourceLocation {
            let line = min(max(mark.line, 1), lines.count)
            let length = lines[line - 1].unicodeScalars.count
            let column = mark.line > lines.count ? length + 1 : min(max(mark.column, 1), length + 1)
            return SourceLocation(file: file, line: line, column: column)
        }
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            diagnostics.append(Diagnostic("invalid YAML: \(problem.forDiagnostic)", at: place(mark)))
        case let .duplicatedKeysInMapping(duplicates, context):
            diagnostics.append(Diagnostic("duplicate key '\((duplicates.first ?? "").forDiagnostic)'", at: place(context.mark)))
        case let .reader(problem, _, _, _):
            diagnostics.append(Diagnostic("invalid text: \(problem.forDiagnostic)", file: file))
        default:
            diagnostics.append(Diagnostic("invalid YAML: \("\(error)".forDiagnostic)", file: file))
        }
    }
}
