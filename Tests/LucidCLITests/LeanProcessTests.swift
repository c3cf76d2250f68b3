import Foundation
import LucidRender
import XCTest

/// `lucid` loads only what its commands need: the web servers of `preview --serve` and
/// `review --serve` live in `lucid-serve`, which `lucid` hands those commands to.
final class LeanProcessTests: XCTestCase {
    /// The shared libraries the dynamic loader maps for `executable` (from `ldd`).
    private func sharedLibraries(of executable: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [executable.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
    }

    func testLucidLoadsNoNetworkingAndLinksNoHTTPServer() throws {
        let lucid = try sharedLibraries(of: Lucid.executable)
        XCTAssertFalse(lucid.contains { $0.hasPrefix("libcurl") || $0.hasPrefix("libFoundationNetworking") }, "\(lucid)")
        XCTAssertTrue(lucid.contains { $0.hasPrefix("libcairo") }, "\(lucid)")
        // The HTTP server (Hummingbird on SwiftNIO) is linked into lucid-serve only.
        let serveExecutable = Lucid.executable.deletingLastPathComponent().appendingPathComponent("lucid-serve")
        let serve = try sharedLibraries(of: serveExecutable)
        XCTAssertFalse(serve.contains { $0.hasPrefix("libcurl") || $0.hasPrefix("libFoundationNetworking") }, "\(serve)")
        let marker = Data("HummingbirdCore".utf8)
        XCTAssertNil(try Data(contentsOf: Lucid.executable, options: .alwaysMapped).range(of: marker))
        XCTAssertNotNil(try Data(contentsOf: serveExecutable, options: .alwaysMapped).range(of: marker))
    }

    func testVersionNamesLucidAndTheDrawingLibraries() throws {
        let result = try Lucid.run(["--version"])
        XCTAssertEqual(result.status, 0)
        let libraries = RenderEnvironment.libraryVersions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        XCTAssertEqual(result.text, "0.1.0 (\(libraries.joined(separator: ", ")))\n")
        XCTAssertEqual(libraries.map { $0.split(separator: " ")[0] }, ["Cairo", "FreeType", "HarfBuzz", "Pango", "fontconfig"])
        XCTAssertTrue(try Lucid.run(["--help"]).text.contains("--version"))
    }

    /// `lucid` alone (no `lucid-serve` beside it) says what is missing instead of serving.
    func testServingWithoutLucidServeIsAClearError() throws {
        // A hard link: the copy's own folder is where it looks for lucid-serve.
        let folder = Lucid.executable.deletingLastPathComponent().appendingPathComponent("lean-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("lucid")
        try FileManager.default.linkItem(at: Lucid.executable, to: alone)
        let work = try Lucid.temporaryDirectory(for: self)
        try "layout: { kind: box }\n".write(to: work.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = alone
        process.arguments = ["preview", "card.yaml", "--serve", "0"]
        process.currentDirectoryURL = work
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(message, "card.yaml: error: serving needs lucid-serve beside lucid, and \(folder.path)/lucid-serve is missing: build it with 'swift build -c release --product lucid-serve' (make build does)\n")
    }
}
