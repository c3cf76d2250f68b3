import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import LucidComparison

/// Renders descriptions and compares (or records) their goldens: the work of `lucid check`
/// and `lucid record`, one description at a time (`check`) or many in parallel (`run`).
///
/// It writes into the golden folder only what the record mode allows, always atomically,
/// and writes artifacts for every mismatch into `artifactsDirectory`.
public struct GoldenChecker: Sendable {
    /// The formats to check; nil checks whichever goldens exist (PNG and frames for a
    /// description that has none).
    public var formats: [OutputFormat]?
    public var recordMode: RecordMode
    /// The PNG tolerance, unless a description's `check` key says otherwise.
    public var tolerance: ImageTolerance
    /// The theme passed to every description (`--theme`).
    public var theme: String?
    public var artifactsDirectory: String
    /// The goldens known to exist (`GoldenManifest`): a listed golden that is gone is lost.
    public var manifest: GoldenManifest

    /// What a description without any golden gets: the picture and its layout.
    public static let defaultFormats: [OutputFormat] = [.png, .frames]

    public init(formats: [OutputFormat]? = nil, recordMode: RecordMode, tolerance: ImageTolerance = .default,
                theme: String? = nil, artifactsDirectory: String, manifest: GoldenManifest = GoldenManifest()) {
        self.manifest = manifest
        self.formats = formats
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.theme = theme
        self.artifactsDirectory = artifactsDirectory
    }

    /// Checks every target on up to `jobs` threads; `progress` is told of each one done
    /// (serially). Outcomes come back in the targets' order.
    public func run(_ targets: [GoldenTarget], jobs: Int, progress: @escaping @Sendable (_ done: Int, _ target: GoldenTarget) -> Void = { _, _ in }) -> [CheckOutcome] {
        let box = OutcomeBox(count: targets.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, targets.count))) { _ in
            while let index = box.nextIndex() {
                box.store(check(targets[index]), at: index) { done in progress(done, targets[index]) }
            }
        }
        return box.outcomes
    }

    /// Renders one description and compares, or records, each of its goldens.
    public func check(_ target: GoldenTarget) -> CheckOutcome {
        var outcome = CheckOutcome(target: target)
        let description: FigureDescription
        do {
            switch try DescriptionParser.parseFile(contentsOf: target.description, theme: theme) {
            case let .figure(figure): description = figure
            case .definitions:
                outcome.isDefinitions = true
                return outcome
            }
        } catch {
            outcome.diagnostics = error
            return outcome
        }
        let listed = manifest.listedFormats(of: target)
        let formats = formats ?? existingFormats(of: target, listed: listed)
        let rendered: [OutputFormat: Data]
        do {
            rendered = try render(description, formats: formats.contains(.frames) ? formats : formats + [.frames])
        } catch let error as DiagnosticList {
            outcome.diagnostics = error
            return outcome
        } catch {
            outcome.renderError = "\(error)"
            return outcome
        }
        let tolerance = tolerance(for: description)
        if let expected = FileManager.default.contents(atPath: target.goldenPath(OutputFormat.frames.fileExtension)),
           let actual = rendered[.frames], expected != actual {
            outcome.structuralChanges = FramesDiff.changes(
                expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
        }
        // The layout the pixels are explained by: the golden's, else the new one.
        let layout = FileManager.default.contents(atPath: target.goldenPath(OutputFormat.frames.fileExtension)).map { String(decoding: $0, as: UTF8.self) }
            ?? rendered[.frames].map { String(decoding: $0, as: UTF8.self) }
        for format in formats {
            outcome.formats.append(compare(
                rendered[format]!, format: format, target: target, tolerance: tolerance, listed: listed.contains(format),
                layout: layout, scale: Double(description.canvas.scale)))
        }
        return outcome
    }

    /// The formats the manifest lists or whose goldens exist, else `defaultFormats`.
    private func existingFormats(of target: GoldenTarget, listed: [OutputFormat]) -> [OutputFormat] {
        let existing = OutputFormat.allCases.filter {
            listed.contains($0) || FileManager.default.fileExists(atPath: target.goldenPath($0.fileExtension))
        }
        return existing.isEmpty ? Self.defaultFormats : existing
    }

    private func tolerance(for description: FigureDescription) -> ImageTolerance {
        var tolerance = tolerance
        if let threshold = description.check.threshold { tolerance.threshold = threshold }
        if let pixels = description.check.maxDifferentPixels { tolerance.maxDifferentPixels = pixels }
        if let ratio = description.check.maxDifferentRatio { tolerance.maxDifferentRatio = ratio }
        return tolerance
    }

    /// Each format's bytes, as `lucid render` writes them (the Cairo formats and frames
    /// from one layout, see `RenderPipeline.render(_:)`).
    private func render(_ description: FigureDescription, formats: [OutputFormat]) throws -> [OutputFormat: Data] {
        let options = RenderOptions(scale: description.canvas.scale)
        let bytes = try RenderPipeline(description).render(formats.map { RenderTarget($0, options: options) })
        return Dictionary(uniqueKeysWithValues: zip(formats, bytes))
    }

    private func compare(
        _ actual: Data, format: OutputFormat, target: GoldenTarget, tolerance: ImageTolerance, listed: Bool, layout: String?, scale: Double
    ) -> FormatOutcome {
        let path = target.goldenPath(format.fileExtension)
        var outcome = FormatOutcome(format: format, goldenPath: path, status: .matched, artifacts: [])
        do {
            switch try GoldenFileCheck.run(
                actual: actual, golden: path, format: format, name: target.name, mode: recordMode, listed: listed,
                tolerance: tolerance, layout: layout, scale: scale) {
            case .matched:
                break
            case .missing(recorded: true):
                outcome.status = .recorded(mismatch: nil)
            case .missing(recorded: false):
                outcome.status = .missing(lost: listed)
                // (The new output, for `lucid review` to accept as the golden.)
                outcome.artifacts = writeArtifacts([SnapshotArtifact(suffix: "actual.\(format.fileExtension)", data: actual)], for: target)
            case let .rewritten(mismatch):
                outcome.status = .recorded(mismatch: mismatch)
            case let .mismatched(mismatch):
                outcome.status = .mismatched(mismatch)
                outcome.artifacts = writeArtifacts(mismatch.artifacts, for: target)
            }
        } catch {
            outcome.status = .mismatched(SnapshotMismatch(format: format, summary: "cannot record the golden: \(AtomicFile.describe(error))"))
        }
        return outcome
    }

    private func writeArtifacts(_ artifacts: [SnapshotArtifact], for target: GoldenTarget) -> [(suffix: String, path: String)] {
        artifacts.compactMap { artifact in
            let path = artifactsDirectory + "/" + target.name + "." + artifact.suffix
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try artifact.data.write(to: URL(fileURLWithPath: path))
                return (artifact.suffix, path)
            } catch {
                return nil
            }
        }
    }
}

/// The outcomes of a parallel run and the next index to take, under one lock.
private final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var results: [CheckOutcome?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores an outcome and tells `report` how many are done, under the lock, so reports
    /// arrive one at a time and in order of completion.
    func store(_ outcome: CheckOutcome, at index: Int, report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = outcome
        done += 1
        report(done)
    }

    var outcomes: [CheckOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return results.compactMap { $0 }
    }
}
