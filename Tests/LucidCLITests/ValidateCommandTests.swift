import Foundation
import XCTest

/// `lucid validate`: checks without rendering; 0 valid, 1 invalid, 2 usage error.
final class ValidateCommandTests: XCTestCase {
    private func write(_ text: String, named name: String) throws -> URL {
        let url = try Lucid.temporaryDirectory(for: self).appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testEverySampleIsValid() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Lucid.root.appendingPathComponent("Samples").path)
            .filter { $0.hasSuffix(".yaml") }.map { "Samples/" + $0 }
        let result = try Lucid.run(["validate"] + samples)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.text, "")
    }

    func testInvalidFilesAreAllReportedWithSourceLineAndCaret() throws {
        let bad = try write("""
            canvas: { width: 200, height: 100 }
            layout:
              kind: vstack
              children:
                - { kind: label, text: 日本語, colour: red }
                - { kind: image, src: missing.png }
            """, named: "bad.yaml")
        let result = try Lucid.run(["validate", bad.path, "Samples/stacks.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, """
            \(bad.path):5:33: error: unknown key 'colour' in 'label'; did you mean 'color'?
                - { kind: label, text: 日本語, colour: red }
                                               ^

            """)
    }

    func testMissingImageIsFoundWithoutRendering() throws {
        let bad = try write("""
            canvas: { width: 200, height: 100 }
            layout:
              { kind: image, src: missing.png }
            """, named: "images.yaml")
        let result = try Lucid.run(["validate", bad.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, """
            \(bad.path):3:3: error: cannot load image 'missing.png': no such file
              { kind: image, src: missing.png }
              ^

            """)
    }

    func testUsageErrorsExitWithTwo() throws {
        XCTAssertEqual(try Lucid.run(["validate"]).status, 2)
        XCTAssertEqual(try Lucid.run(["render", "--format", "jpg", "Samples/stacks.yaml"]).status, 2)
        XCTAssertEqual(try Lucid.run(["validate", "--no-such-option", "Samples/stacks.yaml"]).status, 2)
    }

    func testColourOnlyWhenAskedForOrOnATerminal() throws {
        let bad = try write("canvas: { width: 1, height: 1 }\nlayout: { kind: bx }\n", named: "colour.yaml")
        let plain = try Lucid.run(["validate", bad.path])
        XCTAssertFalse(plain.standardError.contains("\u{1B}["), plain.standardError)
        let forced = try Lucid.run(["validate", bad.path], environment: ["FORCE_COLOR": "1"])
        XCTAssertTrue(forced.standardError.contains("\u{1B}[31;1merror:\u{1B}[0m"), forced.standardError)  // bold red "error:"
        XCTAssertEqual(forced.status, 1)
    }
}

/// Warnings reach the user without failing the run.
final class WarningOutputTests: XCTestCase {
    func testWarningsArePrintedAndTheFileIsStillValid() throws {
        let url = try Lucid.temporaryDirectory(for: self).appendingPathComponent("w.yaml")
        try "layout: { kind: box, cornerRadius: 4 }\n".write(to: url, atomically: true, encoding: .utf8)
        let result = try Lucid.run(["validate", url.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, """
            \(url.path):1:36: warning: 'cornerRadius' has no effect on a box with neither 'fill' nor 'stroke'
            layout: { kind: box, cornerRadius: 4 }
                                               ^

            """)
    }
}

/// What validate checks beyond parsing, and output names that would collide.
final class ValidateLayoutAndDestinationTests: XCTestCase {
    func testValidateChecksTheFittedPageSizeLikeRender() throws {
        let url = try Lucid.temporaryDirectory(for: self).appendingPathComponent("wide.yaml")
        try "layout: { kind: box, frame: { width: 40000, height: 10 } }\n".write(to: url, atomically: true, encoding: .utf8)
        let result = try Lucid.run(["validate", url.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(url.path):1:1: error: the page fitted to the layout is 40000 × 10 points; each side must be 1 to 32767"), result.standardError)
    }

    func testInputsThatWouldOverwriteEachOtherAreRefused() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try "layout: { kind: box }\n".write(to: folder.appendingPathComponent("\(sub)/x.yaml"), atomically: true, encoding: .utf8)
        }
        let a = folder.appendingPathComponent("a/x.yaml").path, b = folder.appendingPathComponent("b/x.yaml").path
        let out = folder.appendingPathComponent("out").path
        let result = try Lucid.run(["render", a, b, "-o", out + "/"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("'\(a)' and '\(b)' would both be written to '\(out)/x.png'"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
