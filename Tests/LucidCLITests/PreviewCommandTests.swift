import Foundation
import LucidRender
import XCTest

/// `lucid preview` as users run it: the browser mode as a process (address printed,
/// Ctrl-C stops it), the page in real headless Chromium following an edit, the terminal
/// mode in tmux following edits, an error, a resize and `q`, and the refusals.
final class PreviewCommandTests: XCTestCase {
    /// A folder with `card.yaml` (a red box labelled Hello beside the unicorn) and the image.
    private func cardFolder() throws -> URL {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Lucid.root.appendingPathComponent("Samples/assets/unicorn.png"), to: folder.appendingPathComponent("assets/unicorn.png"))
        try save(card(fill: "#d32f2f", width: 120, text: "Hello"), in: folder)
        return folder
    }

    private func card(fill: String, width: Int, text: String) -> String {
        """
        canvas: { width: 240, height: 96, background: white }
        layout:
          kind: hstack
          spacing: 8
          children:
            - { kind: box, name: card, fill: "\(fill)", frame: { width: \(width), height: 48 }, overlay: { kind: label, text: "\(text)" } }
            - { kind: image, name: logo, src: assets/unicorn.png, frame: { width: 32, height: 32 } }

        """
    }

    /// Saves as editors do: a new file renamed over the old.
    private func save(_ text: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("card.yaml"), options: .atomic)
    }

    /// `lucid preview card.yaml --serve 0` running in `folder`, and the page's address.
    private func startServer(in folder: URL) throws -> (process: Process, url: String, output: Pipe, errors: Pipe) {
        try startServing(["preview", "card.yaml", "--serve", "0"], in: folder, announcing: "lucid preview: serving card.yaml at ")
    }

    func testServeAnswersOnLoopbackAndStopsCleanlyOnControlC() throws {
        let folder = try cardFolder()
        let (process, url, output, errors) = try startServer(in: folder)
        let page = try Data(contentsOf: URL(string: url)!)
        XCTAssertTrue(String(decoding: page, as: UTF8.self).hasPrefix("<!doctype html>"))
        let (status, rest) = interrupt(process, output: output)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(rest, "lucid preview: stopped\n")
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.hasPrefix("rendered card.yaml in "), log)
        XCTAssertThrowsError(try Data(contentsOf: URL(string: url)!), "the port is closed")
    }

    func testTerminalModeNeedsATerminal() throws {
        let folder = try cardFolder()
        let result = try Lucid.run(["preview", "card.yaml"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix(
            "Error: the terminal preview needs a terminal on standard input and output: use --serve for the browser preview, or 'lucid render' for one picture"),
            result.standardError)
    }

    func testMissingFileAndBadPort() throws {
        let folder = try cardFolder()
        let missing = try Lucid.run(["preview", "nothing.yaml", "--serve", "0"], in: folder)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "nothing.yaml: error: no such file\n")
        let port = try Lucid.run(["preview", "card.yaml", "--serve", "70000"], in: folder)
        XCTAssertEqual(port.status, 2)
        XCTAssertTrue(port.standardError.hasPrefix("Error: --serve takes a port from 0 to 65535, found 70000"), port.standardError)
    }

    // MARK: - The page in a real browser

    func testPageInHeadlessChromiumUpdatesAfterAnEditWithoutReloading() throws {
        let folder = try cardFolder()
        let (process, url, output, _) = try startServer(in: folder)
        let edited = folder.appendingPathComponent("edited.yaml.txt")
        try card(fill: "#1e88e5", width: 160, text: "World").write(to: edited, atomically: true, encoding: .utf8)
        let shots = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

        let (status, json, complaint) = try runBrowserScript("scripts/preview/chromium_check.py", [
            url, "--save", folder.appendingPathComponent("card.yaml").path, "--content", edited.path,
            "--shots", shots.path, "--hover", "card",
        ])
        XCTAssertEqual(status, 0, complaint)

        struct PageState: Decodable {
            var generation: Int
            var status: String
            var svgWidth: String?
            var errorShown: Bool
            var marker: String?
            var screenshot: String
            var tip: String?
        }
        struct Report: Decodable {
            var before: PageState
            var after: PageState
        }
        let states = try JSONDecoder().decode(Report.self, from: json)
        XCTAssertEqual(states.before.status, "rendered")
        XCTAssertEqual(states.before.svgWidth, "240")
        XCTAssertEqual(states.after.status, "rendered")
        XCTAssertEqual(states.after.generation, states.before.generation + 1)
        XCTAssertEqual(states.after.marker, "same page", "the page updated in place, without a reload")
        XCTAssertFalse(states.after.errorShown)
        XCTAssertEqual(states.after.tip, "\"card\" box\nx 20  y 24  160 × 48")

        // The pictures themselves: the red box, then only the wider blue one.
        func count(_ red: UInt8, _ green: UInt8, _ blue: UInt8, in path: String) throws -> Int {
            let image = try RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: path)))
            var found = 0
            for index in stride(from: 0, to: image.bytes.count, by: 4)
            where abs(Int(image.bytes[index]) - Int(red)) <= 2 && abs(Int(image.bytes[index + 1]) - Int(green)) <= 2
                && abs(Int(image.bytes[index + 2]) - Int(blue)) <= 2 {
                found += 1
            }
            return found
        }
        let redBefore = try count(0xd3, 0x2f, 0x2f, in: states.before.screenshot)
        let redAfter = try count(0xd3, 0x2f, 0x2f, in: states.after.screenshot)
        let blueAfter = try count(0x1e, 0x88, 0xe5, in: states.after.screenshot)
        XCTAssertGreaterThan(redBefore, 120 * 48 - 400, "the red box, less its label")
        XCTAssertEqual(redAfter, 0)
        XCTAssertGreaterThan(blueAfter, 160 * 48 - 400, "the blue box, less its label")
        XCTAssertLessThanOrEqual(blueAfter, 160 * 48)

        XCTAssertEqual(interrupt(process, output: output).status, 0)
    }

    // MARK: - The terminal mode, in tmux

    func testTerminalPreviewFollowsEditsErrorsAndResizesAndQuitsCleanly() throws {
        let folder = try cardFolder()
        let socket = "lucid-test-\(UUID().uuidString)"
        defer { _ = try? tmux(["kill-server"], socket: socket) }
        // The shell writes lucid's exit status to a file (tmux's own record of it races
        // with the terminal closing).
        let statusFile = folder.appendingPathComponent("status")
        let command = "cd '\(folder.path)' && '\(Lucid.executable.path)' preview card.yaml; echo $? > '\(statusFile.path)'"
        _ = try tmux(["new-session", "-d", "-s", "preview", "-x", "60", "-y", "16", command, ";",
                      "set-option", "-t", "preview", "remain-on-exit", "on"], socket: socket)

        let first = try screen(socket: socket, until: { $0.contains("Hello") }, "the first picture")
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[0].hasPrefix("lucid preview  card.yaml  ·  rendered in "), first)
        XCTAssertTrue(first.contains("┌───"), first)
        XCTAssertTrue(first.contains("logo"), first)
        XCTAssertTrue(first.contains("q quit · saves re-render"), first)

        try save(card(fill: "#1e88e5", width: 160, text: "World"), in: folder)
        let edited = try screen(socket: socket, until: { $0.contains("World") }, "the edit")
        XCTAssertFalse(edited.contains("Hello"))

        try save(card(fill: "#1e88e5", width: 160, text: "World").replacingOccurrences(of: "spacing: 8", with: "spacing: [8]"), in: folder)
        let broken = try screen(socket: socket, until: { $0.contains("error:") }, "the error")
        XCTAssertTrue(broken.contains("card.yaml:4:12: error: "), broken)
        XCTAssertTrue(broken.contains("  spacing: [8]\n           ^"), broken)
        XCTAssertTrue(broken.contains("World"), "the last good picture stays:\n\(broken)")
        XCTAssertTrue(broken.split(separator: "\n")[0].contains("error"), broken)

        try save(card(fill: "#1e88e5", width: 160, text: "Fixed"), in: folder)
        let fixed = try screen(socket: socket, until: { $0.contains("Fixed") }, "the fix")
        XCTAssertFalse(fixed.contains("error:"), fixed)

        _ = try tmux(["resize-window", "-t", "preview", "-x", "34", "-y", "10"], socket: socket)
        let small = try screen(socket: socket, until: { text in
            text.split(separator: "\n").allSatisfy { $0.count <= 34 } && text.contains("q quit")
                && text.split(separator: "\n", omittingEmptySubsequences: false).count <= 11 && text.contains("┌")
        }, "the picture fitted to 34 × 10")
        XCTAssertTrue(small.hasPrefix("lucid preview  card.yaml  ·  rend"), small)

        _ = try tmux(["send-keys", "-t", "preview", "q"], socket: socket)
        let deadline = Date().addingTimeInterval(60)
        var state = ""
        while Date() < deadline {
            state = (try? String(contentsOf: statusFile, encoding: .utf8)) ?? ""
            if state.hasSuffix("\n") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(state, "0\n", "lucid exited with status 0 after q")
        let after = try tmux(["capture-pane", "-p", "-t", "preview"], socket: socket)
        XCTAssertFalse(after.contains("lucid preview"), "the alternate screen is gone, the terminal restored:\n\(after)")
    }
}
