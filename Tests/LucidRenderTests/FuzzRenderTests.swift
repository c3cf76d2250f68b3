import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import XCTest
@testable import LucidTestSupport

/// Random and mutated descriptions through the whole pipeline: parse → build → layout →
/// ASCII for every case (each box charset in turn, every other case shaded, and once
/// more in colour, which must be the same text once its colours are stripped), and Cairo PNG and SVG (with text
/// measured by Pango, as `lucid render` does for them) for every 20th. The inputs and checks are those of
/// LucidDescriptionTests/FuzzDescriptionTests.swift (FuzzSupport.swift and
/// FuzzInputs.swift here are symbolic links to the files there).
final class FuzzRenderTests: XCTestCase {
    /// Every how many cases Cairo draws: 20, or `LUCID_FUZZ_CAIRO_EVERY`.
    private static let cairoEvery = ProcessInfo.processInfo.environment["LUCID_FUZZ_CAIRO_EVERY"].flatMap { Int($0) }.map { max(1, $0) } ?? 20

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// What is wrong with the ASCII picture of `figure`, drawn with the charset `index` picks.
    private static func ascii(_ figure: Figure, index: Int) -> [FuzzProblem] {
        let charsets = BoxCharset.allCases
        var renderer = ASCIIRenderer(charset: charsets[index % charsets.count], shading: index % 2 == 1)
        let text = renderer.render(figure)
        renderer.ansiColor = true
        var problems: [FuzzProblem] = []
        if withoutColors(renderer.render(figure)) != text {
            problems.append(FuzzProblem(kind: "coloured ASCII differs from plain ASCII once its colours are stripped", detail: "\(text.prefix(80))"))
        }
        if !text.isEmpty && !text.hasSuffix("\n") {
            problems.append(FuzzProblem(kind: "ASCII picture without a final newline", detail: "\(text.suffix(80))"))
        }
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        if rows > ASCIIRenderer.maximumCells {
            problems.append(FuzzProblem(kind: "ASCII picture too large", detail: "\(rows) rows"))
        }
        return problems
    }

    /// `text` without its SGR sequences (ESC [ digits and semicolons m).
    private static func withoutColors(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            while let next = scalars.next(), next != "m" {}
        }
        return String(result)
    }

    /// What is wrong with the PNG and the SVG of `figure` (a thrown render error is allowed).
    private static func cairo(_ figure: Figure) throws -> [FuzzProblem] {
        var problems: [FuzzProblem] = []
        let png = try CairoRenderer().png(figure)
        if Array(png.prefix(8)) != pngSignature {
            problems.append(FuzzProblem(kind: "PNG without the PNG signature", detail: "\(png.count) bytes"))
        }
        let svg = try CairoRenderer().svg(figure)
        if !String(decoding: svg.prefix(400), as: UTF8.self).contains("<svg") {
            problems.append(FuzzProblem(kind: "SVG without an svg element", detail: String(decoding: svg.prefix(200), as: UTF8.self)))
        }
        return problems
    }

    /// ASCII for every case; for every `cairoEvery`th case, a second build measured by
    /// Pango drawn by Cairo as PNG and SVG, when the page is small enough to draw quickly.
    private func pipelines() -> (ascii: FuzzPipeline, cairo: FuzzPipeline) {
        var ascii = FuzzPipeline()
        ascii.render = { figure, index in Self.ascii(figure, index: index) }
        var cairo = FuzzPipeline(measurer: PangoTextMeasurer())
        cairo.render = { figure, _ in
            guard figure.size.width * figure.size.height <= FuzzSettings.cairoAreaLimit else { return [] }
            return try Self.cairo(figure)
        }
        return (ascii, cairo)
    }

    private func runCases(_ test: String, count: Int, _ makeInput: (inout SplitMix64) -> (String, URL)) {
        let (ascii, cairo) = pipelines()
        let report = FuzzReport(test: test)
        for index in FuzzSettings.indices(test: test, count: count) {
            let seed = FuzzSettings.seed(test: test, index: index)
            var random = SplitMix64(seed: seed)
            let (text, folder) = makeInput(&random)
            let label = "\(test) case \(index) (seed 0x\(String(seed, radix: 16)))"
            ascii.run(text, label: label, index: index, baseDirectory: folder, report: report)
            if index % Self.cairoEvery == 0 {
                cairo.run(text, label: label + " in Cairo", index: index, baseDirectory: folder, report: report)
            }
        }
        report.finish(cases: count)
    }

    func testFuzzRenderSamples() {
        let (ascii, cairo) = pipelines()
        let report = FuzzReport(test: "render samples")
        for sample in FuzzPipeline.samples {
            XCTAssertEqual(ascii.run(sample.text, label: sample.name, baseDirectory: sample.folder, report: report).isFigure, true, sample.name)
            XCTAssertEqual(cairo.run(sample.text, label: sample.name + " in Cairo", baseDirectory: sample.folder, report: report).isFigure, true, sample.name)
        }
        report.finish(cases: FuzzPipeline.samples.count)
    }

    func testFuzzRenderMutatedSamples() {
        let samples = FuzzPipeline.samples
        let trees = samples.compactMap { sample in FuzzYAMLReader.read(sample.text).map { ($0, sample.folder) } }
        guard !samples.isEmpty, !trees.isEmpty else { return XCTFail("no samples") }
        runCases("render mutated", count: FuzzSettings.cases(default: 600)) { random in
            var mutator = FuzzMutator(random: random)
            defer { random = mutator.random }
            switch mutator.random.below(3) {
            case 0:
                let sample = mutator.random.pick(samples)
                return (mutator.mutateBytes(sample.text), sample.folder)
            case 1:
                let sample = mutator.random.pick(samples)
                return (mutator.mutateTokens(sample.text), sample.folder)
            default:
                let (tree, folder) = mutator.random.pick(trees)
                let style = mutator.random.pick(FuzzYAMLWriter.Style.allCases)
                return (FuzzYAMLWriter(style: style).write(mutator.mutateTree(tree)), folder)
            }
        }
    }

    func testFuzzRenderGeneratedDescriptions() {
        runCases("render generated", count: FuzzSettings.cases(default: 1000)) { random in
            var generator = FuzzGenerator(random: random)
            generator.oddValueRate = generator.random.pick([0, 0.02, 0.05])
            let tree = generator.document(maxDepth: generator.random.int(1...6))
            let style = generator.random.pick(FuzzYAMLWriter.Style.allCases)
            random = generator.random
            return (FuzzYAMLWriter(style: style).write(tree), FuzzPipeline.samplesFolder)
        }
    }

    func testFuzzRenderHostileInputs() {
        let (ascii, cairo) = pipelines()
        let report = FuzzReport(test: "render hostile")
        report.shownPerKind = .max
        // The description fuzz tests check what the parser refuses.
        let inputs = FuzzHostileInputs.all.filter { !FuzzHostileInputs.refusedSlowly.contains($0.0) }
        for (name, text) in inputs {
            // Cairo only for what lays out: the rest was checked with ASCII.
            if case .figure = ascii.run(text, label: "hostile input '\(name)'", report: report) {
                cairo.run(text, label: "hostile input '\(name)' in Cairo", report: report)
            }
        }
        report.finish(cases: inputs.count)
    }
}

/// Problems the fuzz tests found in drawing, reduced to small inputs.
final class FuzzRenderRegressionTests: XCTestCase {
    /// Pango wraps a long word without spaces in time quadratic in its length, and a
    /// stack probes its children at width 0 (one character a line): an 8,000-character
    /// word in an hstack took 2.8 s to lay out for PNG (16,000: 11 s), though ASCII
    /// takes milliseconds. Found as a 131,072-character label made by components that
    /// double a text parameter, which hung the Cairo fuzz case.
    func testFuzzRegressionLongWordLaysOutQuicklyWithPango() throws {
        let word = String(repeating: "ab", count: 4000)
        let text = "canvas: { width: 200, height: 100 }\nlayout: { kind: hstack, children: [{ kind: box }, { kind: label, text: \(word) }] }\n"
        let description = try DescriptionParser.parse(text, file: FuzzPipeline.fileName)
        let start = FuzzClock.now()
        let figure = try TreeBuilder(measurer: PangoTextMeasurer(), baseDirectory: FuzzPipeline.samplesFolder).figure(description)
        _ = try CairoRenderer().png(figure)
        XCTAssertLessThan(FuzzClock.now() - start, 5, "a label of one \(word.count)-character word, measured by Pango and drawn")
    }
}

private extension FuzzOutcome {
    var isFigure: Bool {
        if case .figure = self { return true }
        return false
    }
}
