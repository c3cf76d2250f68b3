import Foundation
import XCTest

/// Type-level guarantees can only be tested by compiling: a decorating layout whose
/// content and decoration place different kinds of content must not compile.
final class CompileTimeTests: XCTestCase {
    /// Type-checks `source` against the built LucidLayout module; returns the compiler's status and errors.
    private func typecheck(_ source: String) throws -> (status: Int32, errors: String) {
        let folder = try Lucid.temporaryDirectory(for: self)
        let file = folder.appendingPathComponent("snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let modules = Lucid.executable.deletingLastPathComponent().appendingPathComponent("Modules")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private let leaves = """
        import Foundation
        import LucidLayout
        struct Cat: Layout {
            var frame = CGRect.zero
            mutating func layout(in rect: CGRect) { frame = rect }
            var contents: [String] { ["cat"] }
        }
        struct Dog: Layout {
            var frame = CGRect.zero
            mutating func layout(in rect: CGRect) { frame = rect }
            var contents: [Int] { [1] }
        }

        """

    func testMatchingContentCompiles() throws {
        let result = try typecheck(leaves + "let cell = DecoratingLayout(content: Cat(), decoration: CascadingLayout(children: [Cat(), Cat()]))\n")
        XCTAssertEqual(result.status, 0, result.errors)
    }

    func testMismatchedContentIsACompileError() throws {
        let result = try typecheck(leaves + "let cell = DecoratingLayout(content: Cat(), decoration: Dog())\n")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("snippet.swift:13:12: error: generic struct 'DecoratingLayout' requires the types"), result.errors)
        XCTAssertTrue(result.errors.contains("'String' and 'Int' be equivalent"), result.errors)
    }
}
