import ArgumentParser
import Foundation
import LucidCheck
import LucidRender
import LucidComparison

/// The options `lucid check` and `lucid record` share.
struct GoldenOptions: ParsableArguments {
    @Argument(help: "Description files, or folders searched for .yaml, .yml and .json files (default: the current folder).")
    var paths: [String] = ["."]

    @Option(name: .long, help: "The folder of golden files (each named after its description: dream-list.png, dream-list.frames, …).")
    var golden: String

    @Option(name: .long, parsing: .unconditional, help: "Formats to check, comma-separated: png, svg, pdf, ascii, frames (default: whichever goldens exist; png and frames for a new description).")
    var formats: FormatList?

    @Option(name: .long, help: ArgumentHelp("Leave out description files whose path (relative to the folder searched) matches this glob; repeatable.", valueName: "glob"))
    var exclude: [String] = []

    @Option(name: .long, help: ArgumentHelp("Check only shard K of N (1 ≤ K ≤ N): the descriptions whose name hashes there, for a CI job matrix; merge the shards' reports with 'lucid report merge'.", valueName: "K/N"))
    var shard: ShardOption?

    @Option(name: .long, help: "Where failure artifacts, report.html and lucid-check.json go.")
    var artifacts = ".build/lucid-artifacts"

    @Option(name: .long, help: "Also write a JUnit XML report to this file.")
    var junit: String?

    @Option(name: .long, help: "Descriptions rendered at once (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Theme: the built-in light or dark, or one the files define.")
    var theme: String?

    @Option(name: .long, help: "PNG: colour distance (0…1) above which two pixels differ (default 0.03).")
    var threshold = ImageTolerance.default.threshold

    @Option(name: .customLong("max-different-pixels"), help: "PNG: how many pixels may differ (default 0).")
    var maxDifferentPixels = 0

    @Option(name: .customLong("max-different-ratio"), help: "PNG: what share of the pixels (0…1) may differ (default 0).")
    var maxDifferentRatio = 0.0

    func validate() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: golden, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--golden names the folder of goldens, and '\(golden)' is a file")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, found \(jobs)") }
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1, found \(threshold)") }
        guard maxDifferentPixels >= 0 else { throw ValidationError("--max-different-pixels must not be negative") }
        guard (0...1).contains(maxDifferentRatio) else { throw ValidationError("--max-different-ratio must be between 0 and 1, found \(maxDifferentRatio)") }
    }

    var tolerance: ImageTolerance {
        ImageTolerance(threshold: threshold, maxDifferentPixels: maxDifferentPixels, maxDifferentRatio: maxDifferentRatio)
    }
}

/// `--shard 2/3`.
struct ShardOption: ExpressibleByArgument {
    var shard: CheckShard
    init?(argument: String) {
        guard let shard = CheckShard(argument) else { return nil }
        self.shard = shard
    }
}

/// `--formats png,frames`.
struct FormatList: ExpressibleByArgument {
    var formats: [OutputFormat]

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let formats = parts.compactMap { OutputFormat(rawValue: $0) ?? OutputFormat(fileExtension: $0) }
        guard !parts.isEmpty, formats.count == parts.count else { return nil }
        self.formats = formats.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

extension RecordMode: ExpressibleByArgument {}
