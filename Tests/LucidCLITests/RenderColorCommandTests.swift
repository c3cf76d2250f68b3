import Foundation
import XCTest

/// `lucid render --shading` and `--color auto|always|never`: ASCII fills and terminal
/// colours from the command line, and when `auto` colours (a terminal on standard
/// output, unless `NO_COLOR`; `FORCE_COLOR` into a pipe; never into a -o file).
final class RenderColorCommandTests: XCTestCase {
    private static let red = "\u{1B}[38;2;255;0;0m", gray = "\u{1B}[38;2;128;128;128m"
    private static let blue = "\u{1B}[38;2;0;0;255m", reset = "\u{1B}[0m"

    /// A red-outlined grey box, 7 × 3 cells, with "hi" in blue in the middle.
    private static let shaded = """
        ┌─────┐
        │▒▒hi▒│
        └─────┘

        """
    private static let coloured = """
        \(red)┌─────┐\(reset)
        \(red)│\(gray)▒▒\(blue)hi\(gray)▒\(red)│\(reset)
        \(red)└─────┘\(reset)

        """

    private func sample() throws -> String {
        let url = try Lucid.temporaryDirectory(for: self).appendingPathComponent("box.yaml")
        try """
            canvas: { width: 56, height: 48 }
            layout:
              kind: box
              fill: gray
              stroke: red
              overlay: { kind: label, text: hi, alignment: center, color: blue }
            """.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func render(_ arguments: [String], environment: [String: String] = [:], unsetting: Set<String> = []) throws -> String {
        let result = try Lucid.run(["render"] + arguments, environment: environment, unsetting: unsetting)
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.text
    }

    func testShadingFillsTheBoxAndIsOffByDefault() throws {
        let file = try sample()
        XCTAssertEqual(try render([file, "--shading"]), Self.shaded)
        XCTAssertEqual(try render([file]), Self.shaded.replacingOccurrences(of: "▒", with: " "))
        XCTAssertEqual(try render([file, "--shading", "--charset", "ascii"]), """
            +-----+
            |::hi:|
            +-----+

            """)
    }

    func testColorAlwaysColoursThePipeEvenWithNoColor() throws {
        // The test environment sets NO_COLOR=1; an explicit option wins over it.
        XCTAssertEqual(try render([try sample(), "--shading", "--color", "always"]), Self.coloured)
    }

    func testAutoDoesNotColourAPipe() throws {
        let output = try render([try sample(), "--shading"], environment: ["TERM": "xterm-256color"], unsetting: ["NO_COLOR"])
        XCTAssertEqual(output, Self.shaded)
    }

    func testForceColorColoursAPipeInAutoButNotWithNever() throws {
        let file = try sample()
        XCTAssertEqual(try render([file, "--shading"], environment: ["FORCE_COLOR": "1"]), Self.coloured)
        XCTAssertEqual(try render([file, "--shading", "--color", "auto"], environment: ["FORCE_COLOR": "0"]), Self.shaded)
        XCTAssertEqual(try render([file, "--shading", "--color", "never"], environment: ["FORCE_COLOR": "1"]), Self.shaded)
    }

    func testAFileIsColouredOnlyWithAlways() throws {
        let file = try sample()
        let folder = try Lucid.temporaryDirectory(for: self)
        let auto = folder.appendingPathComponent("auto.txt"), always = folder.appendingPathComponent("always.txt")
        _ = try render([file, "--shading", "-o", auto.path], environment: ["FORCE_COLOR": "1"])
        _ = try render([file, "--shading", "--color", "always", "-o", always.path])
        XCTAssertEqual(try String(contentsOf: auto, encoding: .utf8), Self.shaded)
        XCTAssertEqual(try String(contentsOf: always, encoding: .utf8), Self.coloured)
    }

    func testAutoColoursATerminal() throws {
        let shown = try Lucid.runOnTerminal(
            ["render", try sample(), "--shading"], environment: ["TERM": "xterm-256color"], unsetting: ["NO_COLOR"])
        XCTAssertEqual(shown.status, 0, shown.pipe)
        XCTAssertEqual(shown.terminal, Self.coloured)
    }

    func testNoColorOfAnyValueKeepsATerminalPlain() throws {
        let file = try sample()
        for value in ["1", "0", "false"] {
            let shown = try Lucid.runOnTerminal(["render", file, "--shading"], environment: ["TERM": "xterm-256color", "NO_COLOR": value])
            XCTAssertEqual(shown.terminal, Self.shaded, "NO_COLOR=\(value)")
        }
        // Set but empty counts as not set (https://no-color.org).
        let empty = try Lucid.runOnTerminal(["render", file, "--shading"], environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        XCTAssertEqual(empty.terminal, Self.coloured)
    }

    func testADumbOrUnknownTerminalIsNotColoured() throws {
        let file = try sample()
        let dumb = try Lucid.runOnTerminal(["render", file, "--shading"], environment: ["TERM": "dumb"], unsetting: ["NO_COLOR"])
        XCTAssertEqual(dumb.terminal, Self.shaded)
        let unknown = try Lucid.runOnTerminal(["render", file, "--shading"], unsetting: ["NO_COLOR", "TERM"])
        XCTAssertEqual(unknown.terminal, Self.shaded)
    }

    func testDiagnosticsOnATerminalFollowTheSameRule() throws {
        let url = try Lucid.temporaryDirectory(for: self).appendingPathComponent("bad.yaml")
        try "layout: { kind: bx }\n".write(to: url, atomically: true, encoding: .utf8)
        let coloured = try Lucid.runOnTerminal(
            ["validate", url.path], stream: .standardError, environment: ["TERM": "xterm-256color"], unsetting: ["NO_COLOR"])
        XCTAssertEqual(coloured.status, 1)
        XCTAssertTrue(coloured.terminal.contains("\u{1B}[31;1merror:\u{1B}[0m"), coloured.terminal)
        let plain = try Lucid.runOnTerminal(
            ["validate", url.path], stream: .standardError, environment: ["TERM": "xterm-256color", "NO_COLOR": "0"])
        XCTAssertTrue(plain.terminal.contains("error: unknown kind"), plain.terminal)
        XCTAssertFalse(plain.terminal.contains("\u{1B}["), plain.terminal)
    }

    func testABadColorValueIsAUsageError() throws {
        let result = try Lucid.run(["render", try sample(), "--color", "sometimes"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("The value 'sometimes' is invalid for '--color <color>'"), result.standardError)
    }

    func testHelpNamesTheOptions() throws {
        let help = try Lucid.run(["render", "--help"]).text
        for phrase in ["--shading", "--color <color>", "auto, always, never", "NO_COLOR", "FORCE_COLOR"] {
            XCTAssertTrue(help.contains(phrase), phrase)
        }
    }
}
