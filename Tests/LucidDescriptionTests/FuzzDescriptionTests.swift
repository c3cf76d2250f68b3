import Foundation
import LucidDescription
import LucidLayout
import XCTest
@testable import LucidTestSupport

/// Random and mutated descriptions through parse → build → layout: nothing traps or
/// hangs, diagnostics are well formed and located in the text, frames are finite.
/// See FuzzSupport.swift for the checks and settings (`LUCID_FUZZ_CASES`,
/// `LUCID_FUZZ_SEED`); the drawing stages run in LucidRenderTests/FuzzRenderTests.swift.
final class FuzzDescriptionTests: XCTestCase {
    private let pipeline = FuzzPipeline()

    /// Runs `count` cases of `test`, each from its own seed; `makeInput` gives the text
    /// and the folder its image paths are relative to.
    private func runCases(_ test: String, count: Int, _ makeInput: (inout SplitMix64) -> (String, URL)) {
        let report = FuzzReport(test: test)
        for index in FuzzSettings.indices(test: test, count: count) {
            let seed = FuzzSettings.seed(test: test, index: index)
            var random = SplitMix64(seed: seed)
            let (text, folder) = makeInput(&random)
            pipeline.run(text, label: "\(test) case \(index) (seed 0x\(String(seed, radix: 16)))", index: index, baseDirectory: folder, report: report)
        }
        report.finish(cases: count)
    }

    func testFuzzSamplesAreReadAndLaidOut() throws {
        // Every sample lays out, and reads back from the fuzz writer's output to the same figure.
        XCTAssertGreaterThanOrEqual(FuzzPipeline.samples.count, 3, "Samples/*.yaml not found at \(FuzzPipeline.samplesFolder.path)")
        let report = FuzzReport(test: "samples")
        for sample in FuzzPipeline.samples {
            let outcome = pipeline.run(sample.text, label: sample.name, baseDirectory: sample.folder, report: report)
            guard case .figure = outcome else { XCTFail("\(sample.name) does not lay out: \(outcome)"); continue }
            guard let tree = FuzzYAMLReader.read(sample.text) else {
                // The reader knows the YAML the samples use today; the tree mutations skip others.
                print("fuzz: the fuzz YAML reader cannot read \(sample.name); tree mutations skip it")
                continue
            }
            // Written back in every style, a sample means the same.
            let expected = try FuzzFigures.figure(sample.text, folder: sample.folder)
            for style in FuzzYAMLWriter.Style.allCases {
                let text = FuzzYAMLWriter(style: style).write(tree)
                XCTAssertEqual(try FuzzFigures.figure(text, folder: sample.folder), expected, "\(sample.name) in \(style) style:\n\(text)")
            }
        }
        report.finish(cases: FuzzPipeline.samples.count)
    }

    func testFuzzByteMutationsOfSamples() {
        let samples = FuzzPipeline.samples
        guard !samples.isEmpty else { return XCTFail("no samples") }
        runCases("bytes", count: FuzzSettings.cases(default: 2000)) { random in
            var mutator = FuzzMutator(random: random)
            let sample = mutator.random.pick(samples)
            let text = mutator.mutateBytes(sample.text)
            random = mutator.random
            return (text, sample.folder)
        }
    }

    func testFuzzTokenMutationsOfSamples() {
        let samples = FuzzPipeline.samples
        guard !samples.isEmpty else { return XCTFail("no samples") }
        runCases("tokens", count: FuzzSettings.cases(default: 1200)) { random in
            var mutator = FuzzMutator(random: random)
            let sample = mutator.random.pick(samples)
            let text = mutator.mutateTokens(sample.text)
            random = mutator.random
            return (text, sample.folder)
        }
    }

    func testFuzzTreeMutationsOfSamples() {
        let trees = FuzzPipeline.samples.compactMap { sample in FuzzYAMLReader.read(sample.text).map { ($0, sample.folder) } }
        guard !trees.isEmpty else { return XCTFail("no samples the fuzz reader can read") }
        runCases("trees", count: FuzzSettings.cases(default: 800)) { random in
            var mutator = FuzzMutator(random: random)
            let (sample, folder) = mutator.random.pick(trees)
            let tree = mutator.mutateTree(sample)
            let writer = FuzzYAMLWriter(style: mutator.random.pick(FuzzYAMLWriter.Style.allCases),
                                        indentUnit: mutator.random.pick(["  ", "    ", " "]))
            var text = writer.write(tree)
            if mutator.random.chance(0.2) { text = mutator.mutateTokens(text) }
            random = mutator.random
            return (text, folder)
        }
    }

    func testFuzzGeneratedDescriptions() {
        runCases("generated", count: FuzzSettings.cases(default: 2000)) { random in
            var generator = FuzzGenerator(random: random)
            generator.oddValueRate = generator.random.pick([0, 0.01, 0.05])
            let tree = generator.document(maxDepth: generator.random.int(1...6))
            let writer = FuzzYAMLWriter(style: generator.random.pick(FuzzYAMLWriter.Style.allCases))
            random = generator.random
            return (writer.write(tree), FuzzPipeline.samplesFolder)
        }
    }

    /// YAML and JSON mean the same: a generated tree written in block, flow and JSON
    /// style gives the same figure, or errors with the same messages.
    func testFuzzEveryStyleMeansTheSame() {
        let test = "styles"
        let report = FuzzReport(test: test)
        let count = FuzzSettings.cases(default: 300)
        for index in FuzzSettings.indices(test: test, count: count) {
            let seed = FuzzSettings.seed(test: test, index: index)
            var generator = FuzzGenerator(random: SplitMix64(seed: seed))
            generator.oddValueRate = 0.02
            // An empty plain scalar is null in block style but not allowed in a flow list: spell nulls `~`.
            let tree = generator.document(maxDepth: 4).spellingNulls()
            let texts = FuzzYAMLWriter.Style.allCases.map { FuzzYAMLWriter(style: $0).write(tree) }
            let results = texts.map { text -> String in
                FuzzCrashReporter.begin("\(test) case \(index)", text: text)
                defer { FuzzCrashReporter.end() }
                do {
                    return "\(try FuzzFigures.figure(text, folder: FuzzPipeline.samplesFolder))"
                } catch let error as DiagnosticList {
                    // Places differ between styles, also inside messages ("used at fuzz.yaml:3:9").
                    return error.diagnostics.map { "\($0.severity): \($0.message)" }.sorted().joined(separator: "\n")
                        .replacingOccurrences(of: #"\#(FuzzPipeline.fileName):\d+:\d+"#, with: "\(FuzzPipeline.fileName):…", options: .regularExpression)
                } catch {
                    return "\(error)"
                }
            }
            report.record(results[0].hasPrefix("Figure(") ? .figure(items: 0) : .diagnostics(count: 0))
            for (text, result) in zip(texts.dropFirst(), results.dropFirst()) where result != results[0] {
                report.record([FuzzProblem(kind: "styles differ", detail: "block style gave\n\(results[0])\nbut\n\(text)gave\n\(result)")],
                              label: "\(test) case \(index) (seed 0x\(String(seed, radix: 16)))", text: texts[0], file: #filePath, line: #line)
            }
        }
        report.finish(cases: count)
    }

    /// Files read by `parse(contentsOf:)`: raw mutated bytes (not repaired to UTF-8, with
    /// NUL and byte order marks), a file past the 4 MiB limit, a folder, a missing file.
    /// Diagnostics name the path.
    func testFuzzFilesOnDisk() throws {
        let test = "files"
        let report = FuzzReport(test: test)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = FuzzPipeline.samples
        guard !samples.isEmpty else { return XCTFail("no samples") }
        var inputs: [(name: String, bytes: Data?)] = [
            ("missing", nil),
            ("too large", Data(repeating: UInt8(ascii: "#"), count: DescriptionParser.maximumFileSize + 1)),
            ("invalid UTF-8", Data([0x6C, 0x61, 0x79, 0x6F, 0x75, 0x74, 0x3A, 0x20, 0xC3, 0x28, 0xFF])),
            ("UTF-16", "layout: { kind: box }\n".data(using: .utf16)!),
            ("BOM only", Data([0xEF, 0xBB, 0xBF])),
        ]
        let count = FuzzSettings.cases(default: 200)
        for index in 0..<count {
            var random = SplitMix64(seed: FuzzSettings.seed(test: test, index: index))
            var bytes = Array(random.pick(samples).text.utf8)
            for _ in 0..<random.int(1...6) {
                let position = random.below(bytes.count + 1)
                switch random.below(3) {
                case 0: bytes.insert(UInt8(random.below(256)), at: position)
                case 1: if position < bytes.count { bytes[position] = UInt8(random.below(256)) }
                default: bytes.insert(contentsOf: random.pick([[0], [0xEF, 0xBB, 0xBF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]), at: position)
                }
            }
            inputs.append(("case \(index)", Data(bytes)))
        }
        for (offset, input) in inputs.enumerated() {
            let path = folder.appendingPathComponent("input-\(offset).yaml").path
            if let bytes = input.bytes { try bytes.write(to: URL(fileURLWithPath: path)) }
            let label = "\(test) \(input.name)"
            let shownText = input.bytes.map { String(decoding: $0.prefix(2000), as: UTF8.self) } ?? "(no file)"
            FuzzCrashReporter.begin(label, text: shownText)
            var problems: [FuzzProblem] = []
            do {
                _ = try DescriptionParser.parse(contentsOf: path)
                report.record(.figure(items: 0))
            } catch {
                report.record(.diagnostics(count: error.diagnostics.count))
                let text = input.bytes.flatMap { String(data: $0, encoding: .utf8) } ?? ""
                problems += FuzzPipeline.problems(in: error, geometry: FuzzTextGeometry(text), stage: "parser", file: path)
            }
            FuzzCrashReporter.end()
            report.record(problems, label: label, text: shownText, file: #filePath, line: #line)
        }
        report.finish(cases: inputs.count)
        // The same through the ordinary folder: a folder is not a file.
        XCTAssertThrowsError(try DescriptionParser.parse(contentsOf: folder.path))
    }

    /// Inputs at the documented limits and past them, each once.
    func testFuzzHostileInputs() {
        let report = FuzzReport(test: "hostile")
        report.shownPerKind = .max
        let inputs = FuzzHostileInputs.all
        for (name, text) in inputs {
            pipeline.run(text, label: "hostile input '\(name)'", report: report)
        }
        report.finish(cases: inputs.count)
    }
}

/// Figures straight from text, errors thrown.
enum FuzzFigures {
    static func figure(_ text: String, folder: URL) throws -> Figure {
        let description = try DescriptionParser.parse(text, file: FuzzPipeline.fileName)
        return try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: folder).figure(description)
    }
}
