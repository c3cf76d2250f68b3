import Foundation
import XCTest

/// Running the commands that serve a page (`preview --serve`, `review --serve`).
extension XCTestCase {
    /// Starts `lucid arguments` in `folder` and returns it with the address it announced
    /// on its first line ("PREFIX http://127.0.0.1:PORT/ (Ctrl-C stops)"); it is
    /// terminated when the test ends if still running. With `descriptorLimit` it may open
    /// only that many files and sockets (`ulimit -n`).
    func startServing(
        _ arguments: [String], in folder: URL, announcing prefix: String, descriptorLimit: Int? = nil
    ) throws -> (process: Process, url: String, output: Pipe, errors: Pipe) {
        let process = Lucid.process(arguments, in: folder, environment: [:], unsetting: [])
        if let descriptorLimit, let lucid = process.executableURL {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", lucid.path] + arguments
        }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        addTeardownBlock { if process.isRunning { process.terminate() } }
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed.append(chunk)
        }
        let line = String(decoding: printed, as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: "^" + NSRegularExpression.escapedPattern(for: prefix) + #"(http://127\.0\.0\.1:[0-9]+/) \(Ctrl-C stops\)\n$"#)
        let match = try XCTUnwrap(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        return (process, String(line[Range(match.range(at: 1), in: line)!]), output, errors)
    }

    /// Sends SIGINT as Ctrl-C does and returns the exit status and the rest of stdout.
    func interrupt(_ process: Process, output: Pipe) -> (status: Int32, rest: String) {
        kill(process.processIdentifier, SIGINT)
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
    }

    /// Runs one of the headless-Chromium scripts (`scripts/…/*.py`) with `arguments`;
    /// returns its exit status, the JSON it printed and what it complained of.
    func runBrowserScript(_ script: String, _ arguments: [String]) throws -> (status: Int32, json: Data, complaint: String) {
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        browser.arguments = ["python3", Lucid.root.appendingPathComponent(script).path] + arguments
        let report = Pipe(), problems = Pipe()
        browser.standardOutput = report
        browser.standardError = problems
        try browser.run()
        let json = report.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: problems.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        return (browser.terminationStatus, json, complaint)
    }
}
