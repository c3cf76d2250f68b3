import Foundation
import LucidDescription
import LucidLayout
import XCTest
@testable import LucidTestSupport

/// Problems the fuzz tests found, each reduced to a small input, asserting what should
/// happen. Layout time is checked by counting text measurements (deterministic and
/// quick even while the layout is exponential), then by timing a deeper tree.
final class FuzzRegressionTests: XCTestCase {
    /// Counts the measurements it makes, to tell linear from exponential layouts.
    private final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return calls
        }

        func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
            lock.lock()
            calls += 1
            lock.unlock()
            return CellTextMeasurer().measure(text, style: style, maxWidth: maxWidth)
        }
    }

    /// The diagnostics for `text`, or none when it lays out.
    private func diagnostics(_ text: String) -> [Diagnostic] {
        do {
            _ = try FuzzFigures.figure(text, folder: FuzzPipeline.samplesFolder)
            return []
        } catch let error as DiagnosticList {
            return error.diagnostics
        } catch {
            XCTFail("unexpected error \(error)")
            return []
        }
    }

    /// A page with `levels` nodes, each opened by `open` and closed by `close`, around one label.
    private func nested(_ levels: Int, _ open: String, _ close: String) -> String {
        "canvas: { width: 200, height: 100 }\nlayout: "
            + FuzzHostileInputs.nested(levels, open: open, close: close, leaf: "{ kind: label, text: a }") + "\n"
    }

    /// How many text measurements laying out `text` takes.
    private func measurements(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let measurer = CountingMeasurer()
        let description = try DescriptionParser.parse(text, file: FuzzPipeline.fileName)
        _ = try TreeBuilder(measurer: measurer, baseDirectory: FuzzPipeline.samplesFolder).figure(description)
        return measurer.count
    }

    /// Nesting `open`…`close` 8 deep lays out with at most 8 × 8² measurements (a
    /// polynomial bound; the cost was exponential in depth), and then 24 deep in under
    /// 2 seconds.
    private func assertLinearish(_ open: String, _ close: String, depth: Int = 8, file: StaticString = #filePath, line: UInt = #line) throws {
        let count = try measurements(nested(depth, open, close))
        let bound = 8 * depth * depth
        XCTAssertLessThanOrEqual(count, bound, "\(count) text measurements for \(depth) levels of \(open)…", file: file, line: line)
        guard count <= bound else { return } // the deeper tree would take minutes
        let start = FuzzClock.now()
        _ = try measurements(nested(24, open, close))
        XCTAssertLessThan(FuzzClock.now() - start, FuzzSettings.caseTimeLimit, "24 levels of \(open)…", file: file, line: line)
    }

    // MARK: - Exponential layouts (hangs)

    /// Found by "hostile input 'nested stacks'": 16 levels took 4.4 s, 20 would take
    /// about 6 minutes (debug build). Each level asks its child for its first baseline
    /// three times (stack size, cross offset, the stack's own baseline).
    func testFuzzRegressionNestedBaselineStacksLayOutInPolynomialTime() throws {
        try assertLinearish("{ kind: hstack, alignment: firstTextBaseline, children: [", "] }")
    }

    /// The same with a frame on every stack: four times the work per level (12 levels
    /// took 100 s).
    func testFuzzRegressionNestedBaselineStacksInFramesLayOutInPolynomialTime() throws {
        try assertLinearish("{ kind: hstack, alignment: firstTextBaseline, frame: { height: 40 }, children: [", "] }")
    }

    /// `aspectRatio` without a ratio measures its child for the ratio and again for the
    /// size: 16 levels took 12 s.
    func testFuzzRegressionNestedRatiolessAspectRatiosLayOutInPolynomialTime() throws {
        try assertLinearish("{ kind: inset, aspectRatio: { contentMode: fit }, child: ", " }")
    }

    /// `aspectRatio` offered nothing (inside `fixedSize`) measures its child's ideal size
    /// and then the constrained size: 20 levels took 7.6 s.
    func testFuzzRegressionNestedAspectRatiosInFixedSizeLayOutInPolynomialTime() throws {
        try assertLinearish("{ kind: inset, aspectRatio: 1, fixedSize: true, child: ", " }", depth: 10)
    }

    // MARK: - Diagnostics

    /// A YAML error at the end of a file without a final newline was reported on the
    /// line after the last (libyaml moves its end-of-stream mark to a new line):
    /// `fuzz.yaml:2:1` for a one-line file. It belongs at the end of the last line.
    /// Lines are counted as libyaml counts them for every other diagnostic (NEL, LS and
    /// PS end lines too), so a file with those characters keeps one numbering.
    func testFuzzRegressionErrorAtTheEndOfAFileWithoutFinalNewlineIsOnItsLastLine() {
        for text in ["layout: [", "layout: { kind: box", "canvas: { width: 10 }\nlayout: {", "# a\u{2028}b\nlayout: [", "# a\u{85}\nlayout: {"] {
            let geometry = FuzzTextGeometry(text)
            let found = diagnostics(text)
            XCTAssertFalse(found.isEmpty, text)
            for diagnostic in found {
                let location = diagnostic.location
                XCTAssertTrue(location.map { geometry.contains(line: $0.line, column: $0.column) } ?? true,
                              "\(diagnostic) is outside the \(geometry.lineLengths.count)-line text \(text.debugDescription)")
            }
        }
    }

    /// Strings from the file were printed raw in messages, so a kind, key or colour with
    /// a line break split the diagnostic over several lines (the second no longer
    /// starting `file:line:column:`), and escape sequences reached the terminal.
    func testFuzzRegressionDiagnosticsAreOneLineWithoutControlCharacters() {
        let inputs = [
            "layout: { kind: \"a\\nb\" }",
            "layout: { kind: box, \"fi\\rll\": red }",
            "layout: { kind: box, fill: \"re\\u2028d\" }",
            "layout: { kind: box, overlay: { layout: { kind: box }, alignment: \"\\e[2J\" } }",
            "layout: { kind: label, text: a, weight: \"bo\\u0085ld\" }",
        ]
        for text in inputs {
            let found = diagnostics(text)
            XCTAssertFalse(found.isEmpty, text)
            for diagnostic in found {
                let description = diagnostic.description
                let range = NSRange(description.startIndex..., in: description)
                XCTAssertNotNil(FuzzPipeline.diagnosticPattern.firstMatch(in: description, range: range), "malformed: \(description.debugDescription)")
                XCTAssertFalse(description.unicodeScalars.contains(where: FuzzPipeline.isControl), "control character in \(description.debugDescription)")
            }
        }
    }

    // MARK: - Slow diagnostics

    /// "Did you mean …?" compared a misspelt value with every candidate letter by letter
    /// however long it was: a colour of 1,000,000 letters took 10 s to report (148 colour
    /// names; debug build), a kind 4 s, so a 4 MiB file could take a minute. A value far
    /// longer than every candidate cannot be within the suggestion distance.
    func testFuzzRegressionLongMisspeltValuesAreReportedQuickly() {
        let long = String(repeating: "r", count: 100_000)
        for (what, text) in [("colour", "layout: { kind: box, fill: \(long) }"), ("kind", "layout: { kind: \(long) }")] {
            let start = FuzzClock.now()
            XCTAssertEqual(diagnostics(text).count, 1, what)
            XCTAssertLessThan(FuzzClock.now() - start, 2, "a misspelt \(what) of \(long.count) letters")
        }
    }

    // MARK: - Errors repeated by aliases

    /// An image that cannot be loaded, used 61 times through an alias, gave 61 identical
    /// diagnostics: the tree builder's list had no cap (the parser's is 50) and repeats
    /// one problem once per use.
    func testFuzzRegressionImageErrorsRepeatedByAliasesAreCapped() {
        let text = "layout: { kind: zstack, children: [&a { kind: image, src: missing.png }" + String(repeating: ", *a", count: 60) + "] }"
        let found = diagnostics(text)
        XCTAssertFalse(found.isEmpty)
        XCTAssertLessThanOrEqual(found.count, DescriptionParser.maximumDiagnostics, "\(found.count) diagnostics, \(Set(found.map(\.description)).count) distinct")
    }

    /// A misspelt colour used 16,384 times through aliases (a 1 KB file) took 2.5 s to
    /// report, against 0.3 s for a colour without a suggestion: the parser computes a
    /// "did you mean" for every use, long after the 50 diagnostics it reports.
    func testFuzzRegressionErrorsRepeatedByAliasesCostNoMoreThanTheTree() {
        // (The best of three runs each, which a busy machine's other work does not slow all
        // three of: one run beside it took 0.4 s against 0.07 s. The regression this guards
        // against cost eight times the plain run.)
        func time(fill: String) -> (seconds: Double, count: Int) {
            let text = "layout: " + FuzzHostileInputs.laughs(levels: 14, copies: 2)
                .replacingOccurrences(of: "&a0 { kind: box }", with: "&a0 { kind: box, fill: \(fill) }")
            var best = Double.infinity
            var count = 0
            for _ in 0..<3 {
                let start = FuzzClock.now()
                count = diagnostics(text).count
                best = min(best, FuzzClock.now() - start)
            }
            return (best, count)
        }
        let plain = time(fill: "\"#12345\"") // invalid, and no suggestion is looked for
        let suggested = time(fill: "nocolour") // invalid, and a suggestion is looked for
        XCTAssertEqual(suggested.count, plain.count)
        XCTAssertLessThan(suggested.seconds, 2 * plain.seconds + 0.3, "with a suggestion \(suggested.seconds) s, without \(plain.seconds) s")
    }

    // MARK: - Reuse

    /// Components that pass a text parameter on doubled (`t: "${t}${t}"`) make text
    /// exponential in the number of components: 25 components (a 2 KB file) gave a
    /// label of 33,554,432 characters, 35 would need 64 GiB. Each expansion is one
    /// node, so the node limit does not stop it. Expanded text should stay within what
    /// a file may hold (or be refused with a diagnostic).
    func testFuzzRegressionParameterTextCannotGrowExponentially() throws {
        let text = FuzzHostileInputs.doublingText(levels: 24)
        let start = FuzzClock.now()
        do {
            let figure = try FuzzFigures.figure(text, folder: FuzzPipeline.samplesFolder)
            let longest = figure.items.map { item -> Int in
                if case let .text(string, _) = item.drawing { return string.utf8.count }
                return 0
            }.max() ?? 0
            XCTAssertLessThanOrEqual(longest, DescriptionParser.maximumFileSize, "a label of \(longest) bytes from a \(text.utf8.count)-byte file")
        } catch {
            // Refused: fine, if quickly.
        }
        XCTAssertLessThan(FuzzClock.now() - start, FuzzSettings.caseTimeLimit)
    }
}
