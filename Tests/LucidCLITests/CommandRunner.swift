import Foundation
import XCTest

/// Runs the built `lucid` executable as a user would and captures what it prints.
struct CommandResult {
    var status: Int32
    var standardOutput: Data
    var standardError: String
    var text: String { String(decoding: standardOutput, as: UTF8.self) }
}

enum Lucid {
    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder with the built products: the test bundle sits beside `lucid`.
    static var executable: URL {
        let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        return folder.appendingPathComponent("lucid")
    }

    /// Runs `lucid` with `arguments` in `directory`, with `NO_COLOR=1` and without
    /// `FORCE_COLOR` unless `extra` sets them, and without the variables in `unsetting`;
    /// `input`, when given, is its standard input.
    static func run(
        _ arguments: [String], in directory: URL = root, environment extra: [String: String] = [:], unsetting: Set<String> = [],
        input: String? = nil
    ) throws -> CommandResult {
        let process = process(arguments, in: directory, environment: extra, unsetting: unsetting)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, standardOutput: outputData, standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A `lucid` process, not started, in `directory` and the test environment (see `run`).
    static func process(_ arguments: [String], in directory: URL, environment extra: [String: String], unsetting: Set<String>) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "FORCE_COLOR")
        environment.merge(extra) { _, new in new }
        for name in unsetting { environment.removeValue(forKey: name) }
        process.environment = environment
        return process
    }

    /// A new empty folder, removed when the test ends.
    static func temporaryDirectory(for test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
