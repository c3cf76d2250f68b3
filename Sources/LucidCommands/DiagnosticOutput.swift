import ArgumentParser
import Foundation
import LucidDescription
import Rainbow

/// Where the command line's problems go: standard error, as compiler-style
/// diagnostics with the source line and a caret, coloured only on a terminal
/// (or as `NO_COLOR` and `FORCE_COLOR` say: see `ColorEnvironment`).
struct DiagnosticOutput {
    private let sources = SourceLines()
    private let formatter: DiagnosticFormatter

    init() {
        // Rainbow looks at standard output by default; diagnostics go to standard
        // error. The decision is the one `lucid render --color auto` makes.
        let colors = ColorEnvironment().colors(STDERR_FILENO)
        Rainbow.enabled = colors
        Rainbow.outputTarget = colors ? .console : .unknown
        let sources = self.sources
        formatter = DiagnosticFormatter(
            style: DiagnosticFormatter.Style(
                location: { $0.bold }, error: { $0.red.bold }, warning: { $0.magenta.bold },
                message: { $0.bold }, caret: { $0.green.bold }),
            sourceLine: { file, line in sources.line(line, of: file) })
    }

    /// Every diagnostic of `list`, each with its source line and caret.
    func report(_ list: DiagnosticList) {
        report(list.diagnostics)
    }

    /// Diagnostics (e.g. the warnings of a valid file), each with its source line and caret.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            write(formatter.format(diagnostic))
        }
    }

    /// A problem with no place in a file, e.g. a render failure.
    func report(file: String, error: Error) {
        write(formatter.format(Diagnostic("\(error)", file: file)))
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Reads each description file (printing its warnings) and hands it to `body`. A
    /// file with problems is reported and skipped; the rest still run. Throws exit
    /// status 1 at the end when any file failed.
    func eachDescription(
        in files: [String], theme: String?, acceptingDefinitions: Bool = false,
        _ body: (_ file: String, FigureDescription) throws -> Void
    ) throws {
        var failed = false
        for file in files {
            do {
                // (A file of definitions only, when accepted, is checked and has no figure.)
                let description: FigureDescription
                switch acceptingDefinitions ? try DescriptionParser.parseFile(contentsOf: file, theme: theme)
                    : .figure(try DescriptionParser.parse(contentsOf: file, theme: theme)) {
                case let .figure(figure): description = figure
                case let .definitions(warnings):
                    report(warnings)
                    continue
                }
                report(description.warnings)
                try body(file, description)
            } catch let error as DiagnosticList {
                report(error)
                failed = true
            } catch {
                report(file: file, error: error)
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
