import ArgumentParser
import Foundation
import LucidCheck
import LucidRender
import Rainbow
import LucidComparison

/// `lucid check [PATHS...] --golden DIR`: renders every description and compares each
/// output with its golden, in parallel. It writes goldens only when the record mode says
/// so (`--record`, `LUCID_RECORD`; never by default under CI), and always atomically.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare renders of descriptions with their golden files.",
        discussion: """
            Text formats (ASCII, frames, SVG) must match exactly; PNG matches byte for byte or \
            within the tolerance (pixelmatch-style colour distance, anti-aliasing not counted). \
            A mismatch names the nodes that moved or resized (from the golden .frames) before \
            the pixel counts, and writes actual, expected, diff and side-by-side images and \
            report.html into --artifacts.

            lucid-goldens.json in the golden folder lists each description's goldens: a listed \
            golden that is gone is lost, and fails until it is recorded again (--record missing); \
            one whose description is gone is obsolete, a warning (an error with --strict) that \
            'lucid prune' clears.

            Record modes: never (compare only), new (write goldens the manifest does not list), \
            missing (write every golden that does not exist, lost ones too), changed (rewrite \
            those that fail the comparison, leaving ones within the tolerance alone; failed is \
            its older name), all. Default: LUCID_RECORD, else never when CI is set, else new.

            Exit status: 0 every golden matches (or was recorded), 1 a golden is missing, lost \
            or differs (or, with --strict, obsolete), 2 usage error or a description that \
            cannot be read.
            """
    )

    @OptionGroup var options: GoldenOptions

    @Option(name: .long, help: "When goldens are written: all, missing, new, changed (or failed) or never (default: LUCID_RECORD, else never under CI, else new).")
    var record: RecordMode?

    @Flag(name: .long, help: "Fail on obsolete goldens (listed for a description that is gone), not only warn.")
    var strict = false

    func run() throws {
        let mode: RecordMode
        do {
            mode = try record ?? RecordMode.fromEnvironment()
        } catch {
            throw ValidationError("\(error)")
        }
        try GoldenRun(options: options, mode: mode, strict: strict).run()
    }
}

/// `lucid record [PATHS...] --golden DIR`: writes every golden anew (`check --record all`).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render descriptions and write their golden files (check --record all).",
        discussion: "Goldens are written atomically, with lucid-environment.json beside them."
    )

    @OptionGroup var options: GoldenOptions

    func run() throws {
        try GoldenRun(options: options, mode: .all).run()
    }
}

/// One run of `check` or `record`: find, render and compare, then report.
struct GoldenRun {
    var options: GoldenOptions
    var mode: RecordMode
    var strict = false

    func run() throws {
        try OutputFormat.png.checkResources()
        var targets: [GoldenTarget]
        do {
            targets = try GoldenDiscovery.targets(for: options.paths, goldenDirectory: options.golden, excluding: options.exclude)
        } catch {
            throw ValidationError("\(error)")
        }
        guard !targets.isEmpty else { throw ValidationError("no description files (.yaml, .yml, .json) in \(options.paths.joined(separator: ", "))") }
        let shard = options.shard?.shard
        if let shard { targets = targets.filter { shard.contains($0.name) } }
        let environment = ColorEnvironment()
        let colours = environment.colors(STDOUT_FILENO)
        let current = try EnvironmentFingerprint.current()
        let changes = EnvironmentFingerprint.recorded(in: options.golden).map { current.changes(since: $0) } ?? []
        var manifest: GoldenManifest
        do {
            manifest = try GoldenManifest.load(from: options.golden)
        } catch {
            throw ValidationError("\(error)")
        }
        // Temporary files of a run killed while writing a golden: whole goldens stay, and
        // this litter goes.
        let leftovers = AtomicFile.removeStaleTemporaryFiles(in: options.golden)
        if !leftovers.isEmpty {
            let note = "note: removed \(leftovers.count) temporary file\(leftovers.count == 1 ? "" : "s") left by an interrupted run: "
                + leftovers.joined(separator: ", ")
            print(colours ? note.yellow.bold : note)
        }
        if !changes.isEmpty {
            let note = "note: the goldens were recorded in another environment: \(changes.joined(separator: ", ")); "
                + "differences in text rendering may come from that, not from the layout"
            print(colours ? note.yellow.bold : note)
        }
        let checker = GoldenChecker(
            formats: options.formats?.formats, recordMode: mode, tolerance: options.tolerance, theme: options.theme,
            artifactsDirectory: options.artifacts, manifest: manifest)
        let progress = ProgressBar(total: targets.count)
        let outcomes = checker.run(targets, jobs: options.jobs) { done, target in progress.update(done: done, name: target.name) }
        progress.finish()

        var report = TextReport()
        if colours {
            report.failure = { $0.red.bold }
            report.recorded = { $0.cyan.bold }
            report.removed = { $0.red }
            report.added = { $0.green }
        }
        let diagnostics = DiagnosticOutput()
        for outcome in outcomes {
            if let list = outcome.diagnostics { diagnostics.report(list) }
            let block = report.block(for: outcome)
            if !block.isEmpty { print(block, terminator: "") }
        }
        var summary = CheckSummary(outcomes)
        // The manifest learns the goldens that exist now (never forgetting a lost one); a
        // compare-only run writes nothing into the golden folder.
        let before = manifest
        for outcome in outcomes where !outcome.isInputError {
            manifest.list(outcome.target, formats: outcome.formatsWithGoldens, goldenDirectory: options.golden)
        }
        if mode != .never, manifest != before { try manifest.write(to: options.golden) }
        // (A shard reports the obsolete goldens that fall in it, so merged shards count each once.)
        let obsolete = manifest.obsolete(goldenDirectory: options.golden).filter { shard?.contains($0.name) ?? true }
        for (name, entry) in obsolete {
            let files = entry.formats.map { "\(options.golden)/\(name).\($0)" }.joined(separator: ", ")
            let line = "\(strict ? "error" : "warning"): obsolete: \(files) (\(GoldenManifest.descriptionPath(of: entry, goldenDirectory: options.golden)) is gone; remove them with 'lucid prune --golden \(options.golden)')"
            print(colours ? (strict ? line.red.bold : line.yellow.bold) : line)
        }
        summary.obsolete = obsolete.count
        summary.obsoleteFails = strict
        try writeReports(outcomes, summary: summary, shard: shard, environmentChanges: changes)
        if summary.recorded > 0 || (mode == .all && summary.inputErrors == 0) {
            try FileManager.default.createDirectory(atPath: options.golden, withIntermediateDirectories: true)
            try AtomicFile.write(current.json(), to: options.golden + "/" + EnvironmentFingerprint.fileName)
        }
        print(summary.line(goldenDirectory: options.golden))
        if summary.failed > 0 || summary.inputErrors > 0 {
            print("report: \(options.artifacts)/report.html")
        }
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }

    /// report.html, lucid-check.json (for `lucid report merge`) and the JUnit file when asked for.
    private func writeReports(_ outcomes: [CheckOutcome], summary: CheckSummary, shard: CheckShard?, environmentChanges: [String]) throws {
        try FileManager.default.createDirectory(atPath: options.artifacts, withIntermediateDirectories: true)
        let html = HTMLReport(directory: options.artifacts)
            .html(outcomes, summary: summary, goldenDirectory: options.golden, environmentChanges: environmentChanges)
        try AtomicFile.write(Data(html.utf8), to: options.artifacts + "/report.html")
        let result = CheckResultFile(
            outcomes: outcomes, summary: summary, goldenDirectory: options.golden, shard: shard,
            environmentChanges: environmentChanges, reportDirectory: options.artifacts)
        try AtomicFile.write(result.json(), to: options.artifacts + "/" + CheckResultFile.fileName)
        if let junit = options.junit {
            try AtomicFile.write(Data(JUnitReport.xml(outcomes).utf8), to: junit)
        }
    }
}
