import Foundation
import LucidLayout
import LucidCSS
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
    /// Whether the node limit has been reported (it is reported once).
    var reportedNodeLimit = false
    /// Whether the expansion limit has been reported (it is reported once).
    var reportedExpansionLimit = false
    /// YAML nodes that expanding components and tagging included files may still
    /// visit (aliases count at each use), so neither can be made to run for ever.
    var expansionBudget = DescriptionParser.maximumExpansion
    /// The definitions of each included file already read, by resolved path: a file
    /// included many times is read once.
    var loadedIncludes: [String: ReuseDefinitions] = [:]
    /// The layout nodes read so far, by where each starts, in which component expansions
    /// and under which inherited `direction` (an alias read inside an rtl box and inside an
    /// ltr one gives two different boxes), with what reading gave and how many nodes that
    /// was. A node met again in the same place is a YAML alias: its result is reused (its
    /// problems were reported the first time), and its nodes and height count again toward
    /// the limits.
    var readNodes: [ReadNodeKey: (node: NodeDescription?, count: Int, height: Int)] = [:]
    /// Where a layout node was read: see `readNodes`.
    struct ReadNodeKey: Hashable {
        var locations: [SourceLocation]
        var inherited: InheritedCSS
    }
    /// The deepest nesting reached while reading the current node.
    var deepest = 0
    /// What the CSS box being read passes to the boxes inside it, which take it unless they
    /// give their own, as CSS inherits it (the initial values outside any box).
    var inherited = InheritedCSS()
    /// The inherited CSS properties a description has: `direction` and `textAlign`.
    struct InheritedCSS: Hashable {
        var direction: CSSStyle.Direction = .ltr
        var textAlign: CSSStyle.TextAlign = .auto
    }
    /// Components, styles and themes defined by the file and its includes.
    var reuse = ReuseDefinitions()
    /// The theme whose style classes apply, if any.
    var theme: String?
    /// The included files being read, outermost first (to find cycles).
    var includeStack: [String] = []
    /// Every file an `include` names, resolved, in the order first met (read or not),
    /// so a previewer can watch them.
    var includedFiles: [String] = []
    /// The components being expanded, outermost first, with where each was used.
    var expansions: [(component: String, useSite: SourceLocation)] = []
    /// For a `use` written in an argument of a component: how many of `expansions`
    /// enclosed the place the argument was written. Such a use is the caller's, so only
    /// those count when looking for a component that uses itself (a card passed a card
    /// as its content nests two cards; a card whose own layout uses a card recurses).
    var argumentUseContext: [SourceLocation: Int] = [:]

    /// Files larger than this are refused before parsing.
    public static let maximumFileSize = 4 << 20
    /// Nodes nested deeper than this are refused (protects the recursive parser and layouts).
    public static let maximumDepth = 200
    /// The longest page side in points, a canvas's `width` or `height` (the longest a
    /// vector page takes, `FigurePage.maximumVectorSide`; PNG and PDF take less, and the
    /// render refuses a longer page for them with a located error).
    public static let maximumPageSide: CGFloat = FigurePage.maximumVectorSide
    /// At most this many layout nodes are read (YAML aliases count every time they are
    /// used, so a "billion laughs" file stops here instead of expanding).
    public static let maximumNodes = 100_000
    /// At most this many YAML nodes are visited expanding components and reading
    /// included files.
    public static let maximumExpansion = 1_000_000
    /// At most this many errors are reported for one file.
    public static let maximumDiagnostics = 50

    /// Whether a file of definitions without a layout is accepted (`parseFile`), and
    /// whether the document read was one.
    var acceptsDefinitions = false
    private(set) var isDefinitions = false

    public init(file: String, theme: String? = nil) {
        self.file = file
        self.theme = theme
    }

    /// Parses a whole file at `path`; `theme` overrides the file's own `theme`.
    public static func parse(contentsOf path: String, theme: String? = nil) throws(DiagnosticList) -> FigureDescription {
        guard case let .figure(figure) = try parseFile(contentsOf: path, theme: theme, acceptingDefinitions: false) else {
            preconditionFailure("a file of definitions is an error unless accepted")
        }
        return figure
    }

    /// Parses a file that may be a figure or only definitions for others to include (see
    /// `DescriptionFile`): what `validate` and `check` read. Definitions are checked as
    /// an included file's are.
    public static func parseFile(contentsOf path: String, theme: String? = nil) throws(DiagnosticList) -> DescriptionFile {
        try parseFile(contentsOf: path, theme: theme, acceptingDefinitions: true)
    }

    private static func parseFile(contentsOf path: String, theme: String?, acceptingDefinitions: Bool) throws(DiagnosticList) -> DescriptionFile {
        switch readText(at: path) {
        case let .success(text): return try parse(text, file: path, theme: theme, acceptingDefinitions: acceptingDefinitions)
        case let .failure(problem): throw DiagnosticList([Diagnostic(problem.message, file: path)])
        }
    }

    /// Parses description text; `file` names it in diagnostics (and is where included
    /// files are found from); `theme` overrides the file's own `theme`.
    public static func parse(_ text: String, file: String, theme: String? = nil) throws(DiagnosticList) -> FigureDescription {
        guard case let .figure(figure) = try parse(text, file: file, theme: theme, acceptingDefinitions: false) else {
            preconditionFailure("a file of definitions is an error unless accepted")
        }
        return figure
    }

    private static func parse(_ text: String, file: String, theme: String?, acceptingDefinitions: Bool) throws(DiagnosticList) -> DescriptionFile {
        var parser = DescriptionParser(file: file, theme: theme)
        parser.acceptsDefinitions = acceptingDefinitions
        let figure = parser.parseDocument(LineEndings.normalized(text))
        // Report in file order, as a compiler does, each problem once (a component
        // used several times can repeat a warning).
        // Files keep the order they were first reported in; within one, lines and columns.
        var seen: Set<Diagnostic> = []
        var fileRank: [String: Int] = [:]
        for diagnostic in parser.diagnostics where fileRank[diagnostic.file] == nil {
            fileRank[diagnostic.file] = diagnostic.file == file ? -1 : fileRank.count
        }
        let sorted = parser.diagnostics.enumerated().sorted { a, b in
            let left = (fileRank[a.element.file] ?? 0, a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
            let right = (fileRank[b.element.file] ?? 0, b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element).filter { seen.insert($0).inserted }
        if !sorted.contains(where: { $0.severity == .error }) {
            if var figure {
                figure.warnings = Array(sorted.prefix(maximumDiagnostics))
                figure.includedFiles = parser.includedFiles
                return .figure(figure)
            }
            if parser.isDefinitions { return .definitions(warnings: Array(sorted.prefix(maximumDiagnostics))) }
        }
        throw DiagnosticList(Array(sorted.prefix(maximumDiagnostics)))
    }

    /// Why a file could not be read as description text.
    struct ReadProblem: Error {
        var message: String
    }

    /// A file's text, refusing files over `maximumFileSize` before reading them and
    /// anything but a regular file before opening it (a named pipe would wait forever).
    static func readText(at path: String) -> Result<String, ReadProblem> {
        let data: Data
        do {
            // Read one byte more than allowed: that is enough to know the file is too large.
            data = try RegularFile.read(path, upTo: maximumFileSize + 1)
        } catch {
            return .failure(ReadProblem(message: error.description))
        }
        guard data.count <= maximumFileSize else {
            return .failure(ReadProblem(message: "file is larger than \(maximumFileSize >> 20) MiB"))
        }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(ReadProblem(message: "file is not UTF-8 text")) }
        return .success(text)
    }

    /// The figure, or nil when the document is unusable; problems go to `diagnostics`.
    mutating func parseDocument(_ text: String) -> FigureDescription? {
        guard let composed = compose(text, file: file) else { return nil }
        guard let root = composed else {
            diagnostics.append(Diagnostic("the file is empty; expected a mapping with 'layout' (and optionally 'canvas')", file: file))
            return nil
        }
        guard var document = entries(of: root, what: "the document") else { return nil }
        let definesSomething = Self.reuseKeys.contains { document.contains($0) }
        reuse = readReuse(&document, file: file)
        // A theme is the file's own (its `themes:` restyle classes) or, failing that, one of
        // the built-in looks (`FigureTheme`: light, dark) that recolour the whole figure.
        let builtIn = FigureTheme.allCases.map(\.rawValue)
        if let themeNode = document.take("theme"), let name = string(themeNode, key: "theme"), theme == nil {
            theme = name
            let known = reuse.themes.keys.sorted()
            if !known.contains(name), FigureTheme(rawValue: name) == nil {
                report("unknown theme '\(name.forDiagnostic)'\(Suggestion.hint(for: name, in: known + builtIn))", at: themeNode)
            }
        } else if let theme, reuse.themes[theme] == nil, FigureTheme(rawValue: theme) == nil {
            // A theme from the command line applies to the files that have it; a file
            // without any themes is drawn as it is (with a warning), so one --theme can
            // go with many files.
            let known = reuse.themes.keys.sorted()
            let message = "unknown theme '\(theme.forDiagnostic)'\(Suggestion.hint(for: theme, in: known + builtIn)); the file defines \(known.isEmpty ? "no themes" : known.joined(separator: ", ")), and the built-in themes are \(builtIn.joined(separator: ", "))"
            diagnostics.append(Diagnostic(message, file: file, severity: known.isEmpty ? .warning : .error))
        }
        let canvasNode = document.take(DocumentProperties.canvas)
        let layoutNode = document.take(DocumentProperties.layout)
        let connectorsNode = document.take(DocumentProperties.connectors)
        let checkNode = document.take(DocumentProperties.check)
        reportUnknownKeys(document, allowed: DocumentProperties.all.map(\.key), in: "the document")
        let check = checkNode.map { parseCheck($0) } ?? GoldenCheckSettings()
        // Without `canvas` the page fits the layout.
        let canvas = canvasNode.map { parseCanvas($0) } ?? CanvasDescription(width: nil, height: nil, location: location(of: root))
        guard let layoutNode else {
            if definesSomething, canvasNode == nil, checkNode == nil {
                // Only definitions for other files to include: styles, components, themes.
                isDefinitions = true
                if !acceptsDefinitions {
                    report("the file has no 'layout': it only defines styles, components or themes for other files to include, so there is nothing to draw", at: root)
                }
                return nil
            }
            report("missing required key 'layout' in the document", at: root)
            return nil
        }
        guard let rootNode = parseNode(layoutNode, depth: 0) else { return nil }
        let connectors = connectorsNode.map { parseConnectors($0, root: rootNode) } ?? []
        guard let canvas, let check, let connectors else { return nil }
        warnAboutStrayFlexItems(rootNode, isFlexItem: false)
        var figure = FigureDescription(file: file, canvas: canvas, root: rootNode)
        figure.connectors = connectors
        figure.check = check
        figure.source = text
        // The file's own theme of that name replaces the built-in one.
        figure.theme = theme.flatMap { reuse.themes[$0] == nil ? FigureTheme(rawValue: $0) : nil }
        return figure
    }

    private mutating func parseCanvas(_ node: Yams.Node) -> CanvasDescription? {
        guard var keys = entries(of: node, what: "'canvas'") else { return nil }
        var canvas = CanvasDescription(width: nil, height: nil, location: location(of: node))
        var valid = true
        for (property, keyPath) in [(CanvasProperties.width, \CanvasDescription.width), (CanvasProperties.height, \CanvasDescription.height)] {
            guard let value = keys.take(property) else { continue }
            if let length = number(value, property) { canvas[keyPath: keyPath] = length } else { valid = false }
        }
        if let value = keys.take(CanvasProperties.padding) {
            if let padding = insets(value, key: CanvasProperties.padding.key) { canvas.padding = padding } else { valid = false }
        }
        if let value = keys.take(CanvasProperties.background) {
            if let color = color(value, key: CanvasProperties.background.key) { canvas.background = color } else { valid = false }
        }
        if let value = keys.take(CanvasProperties.scale) {
            if let scale = number(value, CanvasProperties.scale) { canvas.scale = scale } else { valid = false }
        }
        reportUnknownKeys(keys, allowed: Self.canvasKeys, in: "'canvas'")
        return valid ? canvas : nil
    }

    /// The keys of `canvas`.
    static let canvasKeys = CanvasProperties.all.map(\.key)

    /// `check`: how closely `lucid check` must find this figure's PNG matching its golden.
    private mutating func parseCheck(_ node: Yams.Node) -> GoldenCheckSettings? {
        guard var keys = entries(of: node, what: "'check'") else { return nil }
        var settings = GoldenCheckSettings()
        var valid = true
        if let value = keys.take(CheckProperties.threshold) {
            if let threshold = number(value, CheckProperties.threshold) { settings.threshold = Double(threshold) } else { valid = false }
        }
        if let value = keys.take(CheckProperties.maxDifferentPixels) {
            if let count = number(value, CheckProperties.maxDifferentPixels), count == count.rounded() {
                settings.maxDifferentPixels = Int(count)
            } else {
                if !diagnostics.contains(where: { $0.location == location(of: value) }) {
                    report("expected a whole number for 'maxDifferentPixels', found \(Self.describe(value))", at: value)
                }
                valid = false
            }
        }
        if let value = keys.take(CheckProperties.maxDifferentRatio) {
            if let ratio = number(value, CheckProperties.maxDifferentRatio) { settings.maxDifferentRatio = Double(ratio) } else { valid = false }
        }
        reportUnknownKeys(keys, allowed: Self.checkKeys, in: "'check'")
        return valid ? settings : nil
    }

    /// The keys of `check`.
    static let checkKeys = CheckProperties.all.map(\.key)

    // MARK: - Reporting

    /// Records a problem. The message is only built when it will be kept: not beyond
    /// a generous cap (only the first `maximumDiagnostics` in file order are shown).
    /// `columns` moves the caret that many characters into the node's text (a problem
    /// inside a string, such as one track of a track list).
    mutating func report(
        _ message: @autoclosure () -> String, at node: Yams.Node, columns: Int = 0, _ severity: Diagnostic.Severity = .error
    ) {
        guard diagnostics.count < Self.maximumDiagnostics * 4 else { return }
        var text = message()
        // Inside a component, say which use of it the problem belongs to.
        if let innermost = expansions.last {
            text += " (in component '\(innermost.component.forDiagnostic)' used at \(innermost.useSite))"
        }
        var place = location(of: node)
        place.column += columns
        diagnostics.append(Diagnostic(text, at: place, severity: severity))
    }

    /// Where a node is: its line and column, in its own file when it was included.
    func location(of node: Yams.Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: SourceTag.file(of: node) ?? file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// The YAML tree of `text` (nil inside when the text is empty), or nil with a
    /// located diagnostic when it is not valid YAML.
    mutating func compose(_ text: String, file: String) -> Yams.Node?? {
        do {
            // The basic resolver leaves every scalar's tag unresolved: this parser reads
            // scalars itself (numbers, true/false, null), and Yams's default resolver
            // compiles seven regular expressions on first use, a fifth of a small
            // render's time.
            return .some(try Yams.compose(yaml: text, .basic))
        } catch let error as YamlError {
            report(yamlError: error, in: text, file: file)
        } catch {
            diagnostics.append(Diagnostic("\(error)".forDiagnostic, file: file))
        }
        return nil
    }

    private mutating func report(yamlError error: YamlError, in text: String, file: String) {
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
            // Each repeat where it is written; if none can be found in the text, the first.
            let first = place(context.mark)
            let repeats = DuplicateKeys.repeats(of: duplicates, firstLine: first.line, firstColumn: first.column, in: lines)
            for repeated in repeats {
                diagnostics.append(Diagnostic(
                    "duplicate key '\(repeated.key.forDiagnostic)'",
                    at: SourceLocation(file: file, line: repeated.line, column: repeated.column)))
            }
            if repeats.isEmpty {
                diagnostics.append(Diagnostic("duplicate key '\((duplicates.first ?? "").forDiagnostic)'", at: first))
            }
        case let .reader(problem, _, _, _):
            diagnostics.append(Diagnostic("invalid text: \(problem.forDiagnostic)", file: file))
        default:
            diagnostics.append(Diagnostic("invalid YAML: \("\(error)".forDiagnostic)", file: file))
        }
    }
}
