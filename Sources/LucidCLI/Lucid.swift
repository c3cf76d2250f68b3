import ArgumentParser
import Foundation

/// The `lucid` command: render layout descriptions to pictures and text.
@main
struct Lucid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lucid",
        abstract: "Lay out declarative layout descriptions and render them to PNG, SVG, PDF or text.",
        subcommands: [RenderCommand.self, ValidateCommand.self, PreviewCommand.self, CheckCommand.self, RecordCommand.self, PruneCommand.self, ReviewCommand.self, ReportCommand.self, SourceCommand.self, SchemaCommand.self]
    )

    /// Runs the command; a usage error (bad option, missing argument) exits with
    /// status 2, as Unix tools do, instead of ArgumentParser's 64, so scripts can
    /// tell "invalid file" (1) from "invoked wrongly" (2).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
