import Foundation
import LucidDescription
import LucidLayout
import LucidRender

/// Reads the previewed description from disk and draws it for one target, turning
/// every problem into a `PreviewProblem` rather than throwing: a preview shows errors,
/// it does not stop on them.
public struct PreviewRenderer: Sendable {
    /// The description file, as given on the command line.
    public var file: String
    /// A theme name that overrides the file's own (`--theme`).
    public var theme: String?

    public init(file: String, theme: String? = nil) {
        self.file = file
        self.theme = theme
    }

    /// A render's outcome and the files the description used (nil when the file could
    /// not be read far enough to know them).
    public struct Outcome: Sendable {
        public var result: Result<PreviewRender, PreviewProblem>
        public var usedFiles: [String]?
    }

    /// The description as it is on disk now, drawn for `target`.
    public func render(for target: PreviewTarget) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let description: FigureDescription
        do {
            description = try DescriptionParser.parse(contentsOf: file, theme: theme)
        } catch {
            return Outcome(result: .failure(problem(from: error.diagnostics)), usedFiles: nil)
        }
        let usedFiles = TreeBuilder(measurer: CellTextMeasurer(), for: description).usedFiles(of: description)
        do {
            var render = try draw(description, for: target)
            render.warnings = description.warnings.map(formatter.format)
            render.milliseconds = Self.milliseconds(clock.now - start)
            return Outcome(result: .success(render), usedFiles: usedFiles)
        } catch let list as DiagnosticList {
            return Outcome(result: .failure(problem(from: list.diagnostics)), usedFiles: usedFiles)
        } catch {
            return Outcome(result: .failure(problem(from: [Diagnostic("\(error)", file: file)])), usedFiles: usedFiles)
        }
    }

    private func draw(_ description: FigureDescription, for target: PreviewTarget) throws -> PreviewRender {
        switch target {
        case let .svg(debug):
            let target = RenderTarget(.svg, options: RenderOptions(debug: debug))
            let figure = try RenderPipeline(description).figure(for: target, recordingNodes: true)
            return render(of: figure, picture: String(decoding: try target.render(figure), as: UTF8.self))
        case let .text(columns, rows, charset, shading):
            return try fittedText(of: description, columns: max(1, columns), rows: max(1, rows), charset: charset, shading: shading)
        }
    }

    /// ASCII art no larger than `columns` × `rows`: drawn with the usual 8×16-point
    /// cells when the figure fits, else with cells grown until it does (labels are
    /// measured again in the larger cells), cropped if rounding still leaves it over.
    private func fittedText(of description: FigureDescription, columns: Int, rows: Int, charset: BoxCharset, shading: Bool) throws -> PreviewRender {
        let pipeline = RenderPipeline(description)
        var target = RenderTarget(.ascii, options: RenderOptions(charset: charset, shading: shading))
        var figure = try pipeline.figure(for: target, recordingNodes: true)
        for _ in 0..<4 {
            let cell = target.options.cellSize
            let needed = max(figure.size.width / cell.width / CGFloat(columns), figure.size.height / cell.height / CGFloat(rows))
            guard needed > 1 else { break }
            target.options.cellSize = CGSize(width: cell.width * needed * 1.02, height: cell.height * needed * 1.02)
            figure = try pipeline.figure(for: target, recordingNodes: true)
        }
        let text = String(decoding: try target.render(figure), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        let cropped = lines.prefix(rows).map { String($0.prefix(columns)) }
        return render(of: figure, picture: cropped.joined(separator: "\n"))
    }

    private func render(of figure: Figure, picture: String) -> PreviewRender {
        let nodes = figure.recordedNodes.map { node in
            PreviewNode(
                kind: node.kind, name: node.name, depth: node.depth, x: Double(node.frame.minX), y: Double(node.frame.minY),
                width: Double(node.frame.width), height: Double(node.frame.height))
        }
        return PreviewRender(picture: picture, width: Double(figure.size.width), height: Double(figure.size.height), nodes: nodes)
    }

    /// Diagnostics read fresh from disk each time (the file is changing under us).
    private var formatter: DiagnosticFormatter {
        let sources = SourceLines()
        return DiagnosticFormatter(style: .plain, sourceLine: { file, line in sources.line(line, of: file) })
    }

    private func problem(from diagnostics: [Diagnostic]) -> PreviewProblem {
        let formatter = formatter
        let errors = diagnostics.filter { $0.severity == .error }
        let first = errors.first ?? diagnostics.first
        return PreviewProblem(
            file: first?.location?.file ?? first?.file ?? file,
            line: first?.location?.line, column: first?.location?.column,
            text: diagnostics.map(formatter.format).joined(separator: "\n"))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
