// Shared by the fuzz tests of LucidDescriptionTests and LucidRenderTests (LucidTestSupport).
//
// The seeded random source, the run settings, the checks every case must pass, and a
// crash and hang reporter that prints the input being run when the process dies.

import Foundation
import LucidDescription
import LucidLayout
import XCTest

// MARK: - Random numbers

// (`SplitMix64`, the seeded generator, is in SplitMix64.swift, shared with FlexTests.)

// MARK: - Settings

/// How much to run. The defaults keep the whole fuzz suite near ten seconds in a debug
/// build; `LUCID_FUZZ_CASES=100000 swift test --filter Fuzz` runs longer, and
/// `LUCID_FUZZ_SEED=n` starts from another seed (every failure prints its case seed).
enum FuzzSettings {
    /// Cases per randomized test: `LUCID_FUZZ_CASES`, else `defaultCount`.
    static func cases(default defaultCount: Int) -> Int {
        if let text = ProcessInfo.processInfo.environment["LUCID_FUZZ_CASES"], let count = Int(text), count >= 0 {
            return count
        }
        return defaultCount
    }

    /// Whether the case count was set from outside (then the suite time bound is off).
    static var isLongRun: Bool { ProcessInfo.processInfo.environment["LUCID_FUZZ_CASES"] != nil }

    /// The cases of `test` to run: all `count`, or only the one `LUCID_FUZZ_ONLY=test:index`
    /// names (its input is then printed), to replay a failure.
    static func indices(test: String, count: Int) -> [Int] {
        guard let only = ProcessInfo.processInfo.environment["LUCID_FUZZ_ONLY"] else { return Array(0..<count) }
        let parts = only.split(separator: ":")
        guard parts.count == 2, parts[0] == test, let index = Int(parts[1]) else { return [] }
        return [index]
    }

    /// Whether one case is being replayed (`LUCID_FUZZ_ONLY`).
    static let isReplay = ProcessInfo.processInfo.environment["LUCID_FUZZ_ONLY"] != nil

    /// Whether to print every case slower than 50 ms (`LUCID_FUZZ_VERBOSE=1`).
    static let isVerbose = ProcessInfo.processInfo.environment["LUCID_FUZZ_VERBOSE"] != nil

    /// The seed every test derives its case seeds from.
    static var baseSeed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["LUCID_FUZZ_SEED"] {
            if let value = UInt64(text) { return value }
            if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        }
        return 0x4C55_4349_4446_555A // "LUCIDFUZ"
    }

    /// The seed of case `index` of the test named `test`: independent of every other case,
    /// so one case replays alone with `FuzzCase.replay`.
    static func seed(test: String, index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a of the test name
        for byte in test.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var mixer = SplitMix64(seed: baseSeed ^ hash ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// The longest one case may take (every stage together), in seconds. Cases take
    /// milliseconds; the bound only catches hangs and blow-ups (which took seconds to
    /// minutes), with room for a slow, busy CI machine.
    static let caseTimeLimit: Double = 10
    /// The longest all the fuzz tests of one test process may take together, in
    /// seconds (about 13 s in a debug build here).
    static let suiteTimeLimit: Double = 300
    /// After this long in one case, the watchdog prints the case and stops the process,
    /// so a hang fails the run instead of stalling it.
    static let hangLimit: Double = 120
    /// Figures with more page area than this (in square points) are not drawn by Cairo:
    /// rasterising a large page is slow but not wrong.
    static let cairoAreaLimit: CGFloat = 1_000_000
}

/// Wall time of the fuzz tests so far in this process, for the suite bound.
enum FuzzClock {
    private static let lock = NSLock()
    private static var total: Double = 0

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Adds `seconds` to the total and fails the calling test if the suite bound is passed.
    static func account(_ seconds: Double, test: String, file: StaticString = #filePath, line: UInt = #line) {
        lock.lock()
        total += seconds
        let sum = total
        lock.unlock()
        if !FuzzSettings.isLongRun {
            XCTAssertLessThan(sum, FuzzSettings.suiteTimeLimit, "fuzz tests took \(sum) s in all (after \(test))", file: file, line: line)
        }
    }
}

// MARK: - Crash and hang reporting

/// Keeps the case being run in a buffer that a signal handler can print, so a trap
/// (a Swift runtime error), a segmentation fault (a stack overflow) or a hang ends the
/// test process with the input that caused it on standard error.
enum FuzzCrashReporter {
    private static let capacity = 1 << 16
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var startedAt: Double = 0
    nonisolated(unsafe) private static var armed = false
    nonisolated(unsafe) private static var installed = false
    /// The handlers there were before ours (the Swift backtracer's), restored on a crash.
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private static let lock = NSLock()

    /// Remembers `label` and `text` as the case now running.
    static func begin(_ label: String, text: String) {
        installIfNeeded()
        var message = Array("\n*** lucid fuzz: the process died or hung in \(label)\n*** input (\(text.utf8.count) bytes) follows between the lines\n-----\n".utf8)
        message += text.utf8.prefix(capacity - message.count - 8)
        message += Array("\n-----\n".utf8)
        lock.lock()
        message.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        length = message.count
        startedAt = FuzzClock.now()
        armed = true
        lock.unlock()
    }

    static func end() {
        lock.lock()
        armed = false
        lock.unlock()
    }

    private static func installIfNeeded() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        // An alternate stack lets the handler run after a stack overflow.
        let stackSize = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        stack.ss_size = stackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                FuzzCrashReporter.printCase()
                // Hand over to the previous handler: a fault repeats when this returns,
                // and a raised signal is delivered again once this handler ends.
                sigaction(sig, FuzzCrashReporter.previous + Int(sig), nil)
                raise(sig)
            }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(sig, &action, previous + Int(sig))
        }
        let watchdog = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                lock.lock()
                let hung = armed && FuzzClock.now() - startedAt > FuzzSettings.hangLimit
                lock.unlock()
                if hung {
                    let note = "\n*** lucid fuzz: a case ran longer than \(FuzzSettings.hangLimit) s; stopping the process\n"
                    _ = note.withCString { write(2, $0, strlen($0)) }
                    printCase()
                    lock.lock()
                    armed = false // printed once: not again by the abort handler
                    lock.unlock()
                    abort()
                }
            }
        }
        watchdog.stackSize = 1 << 20
        watchdog.start()
    }

    /// Writes the current case to standard error with async-signal-safe calls only.
    private static func printCase() {
        guard armed else { return }
        _ = write(2, buffer, length)
    }
}

// MARK: - Lines and columns

/// The lines of a text as libyaml counts them (breaks are LF, CR, CRLF, NEL, LS and PS),
/// each as its length in Unicode scalars, which is how libyaml counts columns.
struct FuzzTextGeometry {
    let lineLengths: [Int]

    init(_ text: String) {
        var lengths: [Int] = []
        var current = 0
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR:
                previousWasCR = false
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lengths.append(current)
                current = 0
                previousWasCR = false
            case "\r":
                lengths.append(current)
                current = 0
                previousWasCR = true
            default:
                current += 1
                previousWasCR = false
            }
        }
        lengths.append(current)
        lineLengths = lengths
    }

    /// Whether `line`:`column` (1-based) is in the text or just past the end of a line.
    func contains(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lineLengths.count else { return false }
        return column >= 1 && column <= lineLengths[line - 1] + 1
    }
}

// MARK: - The pipeline and its checks

/// What happened to one input.
enum FuzzOutcome: Equatable {
    /// Laid out; `items` is the size of the display list.
    case figure(items: Int)
    /// Refused by the parser or the tree builder.
    case diagnostics(count: Int)
}

/// A broken property: `kind` groups like problems so a run reports each kind a few
/// times in full and then only counts it.
struct FuzzProblem {
    var kind: String
    var detail: String
}

/// Collects the problems of one test's cases: the first few of each kind fail the test
/// with their input, the rest are counted in one closing failure.
final class FuzzReport {
    let test: String
    /// How many problems of one kind are shown with their input.
    var shownPerKind = 3
    private(set) var counts: [String: Int] = [:]
    private(set) var outcomes: [String: Int] = [:]
    /// The slowest case so far and its time.
    private(set) var slowest: (label: String, seconds: Double) = ("", 0)
    private let start = FuzzClock.now()

    init(test: String) { self.test = test }

    func record(_ outcome: FuzzOutcome) {
        switch outcome {
        case .figure: outcomes["laid out", default: 0] += 1
        case .diagnostics: outcomes["refused", default: 0] += 1
        }
    }

    func record(time seconds: Double, label: String) {
        if seconds > slowest.seconds { slowest = (label, seconds) }
    }

    func record(_ problems: [FuzzProblem], label: String, text: String, file: StaticString, line: UInt) {
        var shown: [String] = []
        for problem in problems {
            counts[problem.kind, default: 0] += 1
            if counts[problem.kind]! <= shownPerKind { shown.append("[\(problem.kind)] \(problem.detail)") }
        }
        if !shown.isEmpty {
            XCTFail("\(label): \(shown.joined(separator: "; "))\n--- input ---\n\(FuzzPipeline.shown(text))\n--- end ---", file: file, line: line)
        }
    }

    /// Prints the totals, fails once more for every kind seen more often than shown,
    /// and counts the time against the suite bound.
    func finish(cases: Int, file: StaticString = #filePath, line: UInt = #line) {
        let elapsed = FuzzClock.now() - start
        let summary = outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print("fuzz \(test): \(cases) cases in \(String(format: "%.2f", elapsed)) s (\(summary)); slowest \(String(format: "%.3f", slowest.seconds)) s: \(slowest.label)")
        for (kind, count) in counts.sorted(by: { $0.key < $1.key }) where count > shownPerKind {
            XCTFail("\(test): \(count) cases in all had [\(kind)]; the first \(shownPerKind) are shown above", file: file, line: line)
        }
        FuzzClock.account(elapsed, test: test, file: file, line: line)
    }
}

/// Runs one input through parse → build → layout (and the renderer the caller passes)
/// and checks the properties every input must have, whatever it contains:
/// - nothing traps (a crash stops the process and the reporter prints the input);
/// - the parser gives a figure or a non-empty list of at most 50 diagnostics, in file
///   order, each one line shaped like `file:line:column: error: message` with a line and
///   column inside the text;
/// - a figure's frames are finite;
/// - every case finishes within `FuzzSettings.caseTimeLimit`.
struct FuzzPipeline {
    /// The file name diagnostics must carry.
    static let fileName = "fuzz.yaml"

    static let diagnosticPattern = try! NSRegularExpression(pattern: #"^[^:]+(:\d+:\d+)?: (error|warning): .+$"#)

    /// The folder of the samples, where image paths are resolved.
    static let samplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    /// Every `Samples/**/*.yaml`, read at test time, with the folder its image paths are relative to.
    static let samples: [(name: String, text: String, folder: URL)] = {
        let enumerator = FileManager.default.enumerator(atPath: samplesFolder.path)
        let names = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.compactMap { name in
            let url = samplesFolder.appendingPathComponent(name)
            return (try? String(contentsOf: url, encoding: .utf8)).map { (name, $0, url.deletingLastPathComponent()) }
        }
    }()

    var measurer: any TextMeasurer = CellTextMeasurer()
    /// Draws the figure (ASCII, Cairo…) and returns what is wrong with the result; it
    /// may throw a render error, which is allowed (a renderer may refuse a figure).
    var render: ((Figure, Int) throws -> [FuzzProblem])?

    /// Runs `text` and records what is wrong in `report` under `label` (the test, case
    /// number and seed); `index` is the case number, for renderers that draw a subset.
    @discardableResult
    func run(_ text: String, label: String, index: Int = 0, baseDirectory: URL = samplesFolder, report: FuzzReport,
             file: StaticString = #filePath, line: UInt = #line) -> FuzzOutcome {
        FuzzCrashReporter.begin(label, text: text)
        defer { FuzzCrashReporter.end() }
        if FuzzSettings.isReplay { print("--- \(label) ---\n\(text)\n--- end ---") }
        let start = FuzzClock.now()
        var problems: [FuzzProblem] = []
        let outcome = check(text, index: index, baseDirectory: baseDirectory, problems: &problems)
        let elapsed = FuzzClock.now() - start
        if elapsed > FuzzSettings.caseTimeLimit {
            problems.append(FuzzProblem(kind: "slow case", detail: "took \(String(format: "%.2f", elapsed)) s, more than \(FuzzSettings.caseTimeLimit) s"))
        }
        report.record(outcome)
        report.record(time: elapsed, label: label)
        if FuzzSettings.isVerbose, elapsed > 0.05 {
            print("fuzz slow: \(String(format: "%.3f", elapsed)) s \(label) \(outcome)")
        }
        report.record(problems, label: label, text: text, file: file, line: line)
        return outcome
    }

    /// The checks, with problems as sentences.
    func check(_ text: String, index: Int, baseDirectory: URL, problems: inout [FuzzProblem]) -> FuzzOutcome {
        let geometry = FuzzTextGeometry(text)
        let description: FigureDescription
        do {
            description = try DescriptionParser.parse(text, file: Self.fileName)
        } catch {
            problems += Self.problems(in: error, geometry: geometry, stage: "parser")
            return .diagnostics(count: error.diagnostics.count)
        }
        let figure: Figure
        do {
            figure = try TreeBuilder(measurer: measurer, baseDirectory: baseDirectory).figure(description)
        } catch {
            problems += Self.problems(in: error, geometry: geometry, stage: "tree builder")
            return .diagnostics(count: error.diagnostics.count)
        }
        problems += Self.problems(in: figure)
        if let render {
            do {
                problems += try render(figure, index)
            } catch {
                // A renderer may refuse a figure (a page too large for Cairo); it must not trap.
            }
        }
        return .figure(items: figure.items.count)
    }

    /// What is wrong with a list of diagnostics for a text of `geometry`.
    static func problems(in list: DiagnosticList, geometry: FuzzTextGeometry, stage: String, file: String = fileName) -> [FuzzProblem] {
        var problems: [FuzzProblem] = []
        if list.diagnostics.isEmpty {
            problems.append(FuzzProblem(kind: "empty diagnostic list", detail: "the \(stage) threw no diagnostics"))
        }
        if list.diagnostics.count > DescriptionParser.maximumDiagnostics {
            problems.append(FuzzProblem(kind: "too many diagnostics",
                                        detail: "the \(stage) reported \(list.diagnostics.count), more than \(DescriptionParser.maximumDiagnostics)"))
        }
        var previous = (line: 0, column: 0)
        for diagnostic in list.diagnostics {
            let text = diagnostic.description
            let range = NSRange(text.startIndex..., in: text)
            if diagnosticPattern.firstMatch(in: text, range: range) == nil {
                problems.append(FuzzProblem(kind: "malformed diagnostic", detail: shown(text)))
            } else if text.contains(where: \.isNewline) {
                problems.append(FuzzProblem(kind: "diagnostic of several lines", detail: shown(text)))
            }
            if let scalar = text.unicodeScalars.first(where: isControl) {
                problems.append(FuzzProblem(kind: "control character in diagnostic",
                                            detail: "U+\(String(scalar.value, radix: 16, uppercase: true)) in \(shown(text))"))
            }
            // A problem in an included file names that file, and its place is in that file's text.
            let isIncluded = diagnostic.file != file && FileManager.default.fileExists(atPath: diagnostic.file)
            if (diagnostic.file != file && !isIncluded) || !text.hasPrefix(diagnostic.file + ":") {
                problems.append(FuzzProblem(kind: "diagnostic names another file", detail: shown(text)))
            }
            if let location = diagnostic.location, !isIncluded {
                if !geometry.contains(line: location.line, column: location.column) {
                    let lines = geometry.lineLengths.count
                    let kind = location.line == lines + 1 && location.column == 1
                        ? "diagnostic on the line after the last" : "diagnostic outside the text"
                    problems.append(FuzzProblem(kind: kind, detail: "\(location.line):\(location.column) in a text of \(lines) lines: \(shown(text))"))
                }
                if stage == "parser", (location.line, location.column) < previous {
                    problems.append(FuzzProblem(kind: "diagnostics out of file order", detail: shown(text)))
                }
                previous = (location.line, location.column)
            }
        }
        return problems
    }

    /// Characters a diagnostic must not print raw: they break lines (so the message no
    /// longer reads as `file:line:column: …`) or drive the terminal (escape sequences).
    /// A tab does neither.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// What is wrong with a laid-out figure.
    static func problems(in figure: Figure) -> [FuzzProblem] {
        var problems: [FuzzProblem] = []
        if !(figure.size.width.isFinite && figure.size.height.isFinite && figure.size.width > 0 && figure.size.height > 0) {
            problems.append(FuzzProblem(kind: "unusable page size", detail: "\(figure.size)"))
        }
        let bad = figure.items.filter { item in
            ![item.frame.origin.x, item.frame.origin.y, item.frame.size.width, item.frame.size.height].allSatisfy(\.isFinite)
        }
        if let first = bad.first {
            problems.append(FuzzProblem(kind: "non-finite frame",
                                        detail: "\(bad.count) of \(figure.items.count) items, first \(first.frame) (\(first.name ?? "unnamed"))"))
        }
        return problems
    }

    /// A text for a failure message: escaped control characters, cut when long.
    static func shown(_ text: String) -> String {
        let limit = 3000
        let cut = text.unicodeScalars.count > limit
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\n": result += "\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return cut ? result + "… (\(text.unicodeScalars.count) scalars in all)" : result
    }
}
