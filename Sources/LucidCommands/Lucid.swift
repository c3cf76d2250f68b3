import ArgumentParser
import Foundation
import LucidRender

/// The `lucid` command: render layout descriptions to pictures and text. Two executables
/// run it: `lucid`, and `lucid-serve`, which adds the web servers of `preview --serve`
/// and `review --serve` (see `PageServers`).
public struct Lucid: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lucid",
        abstract: "Lay out declarative layout descriptions and render them to PNG, SVG, PDF or text.",
        version: Lucid.releaseVersion,
        subcommands: [RenderCommand.self, ValidateCommand.self, PreviewCommand.self, CheckCommand.self, RecordCommand.self, PruneCommand.self, ReviewCommand.self, ReportCommand.self, SourceCommand.self, SchemaCommand.self]
    )

    /// Runs the command; a usage error (bad option, missing argument) exits with
    /// status 2, as Unix tools do, instead of ArgumentParser's 64, so scripts can
    /// tell "invalid file" (1) from "invoked wrongly" (2).
    public static func main() {
        // `--version` also names the drawing libraries' versions, read only when asked for
        // (the configuration's version string is built at every start).
        if Array(CommandLine.arguments.dropFirst()) == ["--version"] {
            print(version)
            return
        }
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

    public init() {}

    /// What `lucid --version` prints: Lucid's version, then the versions of the libraries
    /// that decide how a picture looks (a golden recorded elsewhere may differ by them).
    static var version: String {
        let libraries = RenderEnvironment.libraryVersions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return "\(releaseVersion) (\(libraries.joined(separator: ", ")))"
    }

    /// Lucid's own version.
    static let releaseVersion = "0.1.0"
}
