import ArgumentParser
import Foundation
import LucidLayout
import LucidRender

/// `lucid source FIGURE`: prints the description a PNG, SVG or PDF was rendered from,
/// when it was rendered with `--embed-source`, so a figure in a document can be traced
/// back to (and re-created from) its file.
struct SourceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "source",
        abstract: "Print the description embedded in a PNG, SVG or PDF by 'lucid render --embed-source'.",
        discussion: """
            Prints the description's text exactly as it was embedded; with --path, the file \
            name it was rendered from instead. Exits with 1 when the figure carries no description.
            """
    )

    @Argument(help: "A PNG, SVG or PDF rendered with --embed-source.")
    var figure: String

    @Flag(name: .long, help: "Print the description's path as given to 'lucid render', not its text.")
    var path = false

    /// The largest figure read, as for description files plus room for the picture.
    static let maximumFileSize = 256 << 20

    func run() throws {
        let output = DiagnosticOutput()
        let data: Data
        do {
            data = try RegularFile.read(figure, upTo: Self.maximumFileSize + 1)
        } catch {
            output.report(file: figure, error: SourceProblem(error.description))
            throw ExitCode(1)
        }
        guard data.count <= Self.maximumFileSize else {
            output.report(file: figure, error: SourceProblem("file is larger than \(Self.maximumFileSize >> 20) MiB"))
            throw ExitCode(1)
        }
        guard let source = EmbeddedSource.read(from: data) else {
            output.report(file: figure, error: SourceProblem("no description is embedded in this file (render it with 'lucid render --embed-source')"))
            throw ExitCode(1)
        }
        FileHandle.standardOutput.write(Data((path ? source.file + "\n" : source.text).utf8))
    }
}

/// A problem reading a figure, printed as `figure: error: message`.
private struct SourceProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
