import ArgumentParser
import Foundation
import LucidCheck
import LucidComparison

/// `lucid report merge DIR...`: the reports of several `lucid check --shard K/N` runs as
/// one, for the job that collects a CI matrix's artifacts.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the reports lucid check writes.",
        subcommands: [MergeReportsCommand.self]
    )
}

struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the results of sharded checks (their --artifacts folders) into one report.",
        discussion: """
            Reads lucid-check.json from each folder, prints the failures and one summary line, \
            and writes report.html (linking the shards' images) into --output.

            Exit status: as one unsharded check: 0 all passed, 1 a golden is missing, lost or \
            differs, 2 a description could not be read (or a folder has no result).
            """
    )

    @Argument(help: "The --artifacts folders of the shards.")
    var directories: [String]

    @Option(name: .long, help: "Where the merged report.html goes.")
    var output = ".build/lucid-report"

    @Option(name: .long, help: "Also write a merged JUnit XML report to this file.")
    var junit: String?

    func run() throws {
        let results: [CheckResultFile]
        do {
            results = try directories.map(CheckResultFile.load(from:))
        } catch {
            throw ValidationError("\(error)")
        }
        let merged = ReportMerge(results, directories: directories, outputDirectory: output)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try AtomicFile.write(Data(merged.html.utf8), to: output + "/report.html")
        if let junit { try AtomicFile.write(Data(merged.junit.utf8), to: junit) }
        print(merged.text, terminator: "")
        print(merged.summary.line(goldenDirectory: merged.goldenDirectory))
        if merged.summary.exitStatus != 0 {
            print("report: \(output)/report.html")
            throw ExitCode(merged.summary.exitStatus)
        }
    }
}
