import Foundation
import XCTest

/// Inputs an attacker or a careless user gives: each gets a located error at once, never
/// a hang, and `validate` refuses what `render` would.
final class HostileInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try Lucid.temporaryDirectory(for: self)
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func fifo(_ name: String) {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(name).path, 0o644), 0)
    }

    /// A PNG of `width` × `height` pixels whose image data is `data` (not checked).
    private func png(width: Int, height: Int, data: [UInt8] = [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let length = UInt32(body.count)
            return [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)]
                + Array(type.utf8) + body + [0, 0, 0, 0]  // (CRCs are not checked before decoding)
        }
        let be = { (value: Int) in [UInt8(value >> 24 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)] }
        let header = be(width) + be(height) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", []))
    }

    func testANamedPipeAsTheInputIsRefusedAtOnce() throws {
        fifo("pipe.yaml")
        for command in ["render", "validate"] {
            let result = try Lucid.run([command, "pipe.yaml"], in: folder)
            XCTAssertEqual(result.status, 1, command)
            XCTAssertEqual(result.standardError, "pipe.yaml: error: not a regular file (a named pipe)\n", command)
        }
    }

    func testANamedPipeAsAnImageOrAnIncludeIsALocatedError() throws {
        fifo("pipe.png")
        fifo("pipe-include.yaml")
        try write("layout:\n  kind: image\n  src: pipe.png\n", to: "image.yaml")
        try write("include: pipe-include.yaml\nlayout: { kind: box }\n", to: "include.yaml")
        for command in ["render", "validate"] {
            let image = try Lucid.run([command, "image.yaml", "-o", "x.png"].filter { command == "render" || $0 != "-o" && $0 != "x.png" }, in: folder)
            XCTAssertEqual(image.status, 1)
            XCTAssertEqual(image.standardError, """
                image.yaml:2:3: error: cannot load image 'pipe.png': not a regular file (a named pipe)
                  kind: image
                  ^

                """, command)
            let include = try Lucid.run([command, "include.yaml"], in: folder)
            XCTAssertEqual(include.status, 1)
            XCTAssertTrue(include.standardError.hasPrefix(
                "include.yaml:1:10: error: cannot read included file 'pipe-include.yaml': not a regular file (a named pipe)\n"), include.standardError)
        }
    }

    func testATruncatedOrHugePNGIsRefusedByValidateAsByRender() throws {
        let whole = png(width: 4, height: 4)
        try whole.prefix(whole.count - 6).write(to: folder.appendingPathComponent("cut.png"))
        try png(width: 20000, height: 20000).write(to: folder.appendingPathComponent("huge.png"))
        try write("layout:\n  kind: image\n  src: cut.png\n", to: "cut.yaml")
        try write("layout:\n  kind: image\n  src: huge.png\n", to: "huge.yaml")
        let expected = [
            "cut.yaml": "cut.yaml:2:3: error: cannot load image 'cut.png': the PNG file is cut short (it ends before its last chunk)\n  kind: image\n  ^\n",
            "huge.yaml": "huge.yaml:2:3: error: cannot load image 'huge.png': the PNG is 20000 × 20000 pixels; at most 25 million pixels are drawn\n  kind: image\n  ^\n",
        ]
        for (file, message) in expected {
            let validate = try Lucid.run(["validate", file], in: folder)
            XCTAssertEqual(validate.status, 1, file)
            XCTAssertEqual(validate.standardError, message)
            let render = try Lucid.run(["render", file, "-o", "out.png"], in: folder)
            XCTAssertEqual(render.status, 1, file)
            XCTAssertEqual(render.standardError, message)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
    }

    func testAPolylineOfMoreThan2000PointsIsRefusedAtItsPoints() throws {
        let points = (0..<2001).map { "[\($0 % 2), 0.5]" }.joined(separator: ", ")
        try write("layout:\n  kind: polyline\n  points: [\(points)]\n", to: "points.yaml")
        let result = try Lucid.run(["validate", "points.yaml"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("points.yaml:3:11: error: 'points' has 2001 points; a polyline has at most 2000\n"), result.standardError)
        let fewer = (0..<2000).map { "[\($0 % 2), 0.5]" }.joined(separator: ", ")
        try write("layout:\n  kind: polyline\n  points: [\(fewer)]\n", to: "fewer.yaml")
        XCTAssertEqual(try Lucid.run(["validate", "fewer.yaml"], in: folder).status, 0)
    }

    func testAPageTooLargeAtItsScaleIsRefusedAtTheCanvasByValidateAsByRender() throws {
        try write("canvas:\n  width: 8000\n  height: 8000\n  scale: 4\nlayout: { kind: box, fill: red }\n", to: "scaled.yaml")
        let message = """
            scaled.yaml:2:3: error: cannot render a page of 32000 × 32000 pixels (each side must be 1 to 32767, and 100 million pixels at most)
              width: 8000
              ^

            """
        let validate = try Lucid.run(["validate", "scaled.yaml"], in: folder)
        XCTAssertEqual(validate.status, 1)
        XCTAssertEqual(validate.standardError, message)
        let render = try Lucid.run(["render", "scaled.yaml", "-o", "scaled.png"], in: folder)
        XCTAssertEqual(render.status, 1)
        XCTAssertEqual(render.standardError, message)
        // SVG is in points: the scale does not apply.
        XCTAssertEqual(try Lucid.run(["render", "scaled.yaml", "-o", "scaled.svg"], in: folder).status, 0)
    }

    func testGoldenNamingAFileIsAUsageErrorInLucidsWords() throws {
        try write("layout: { kind: box }\n", to: "card.yaml")
        try write("not a folder\n", to: "goldens")
        let result = try Lucid.run(["check", "card.yaml", "--golden", "goldens"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("Error: --golden names the folder of goldens, and 'goldens' is a file\n"), result.standardError)
        // A file where a folder of goldens must be made: said so, without Foundation's dump.
        // (`--record new` as outside CI, so the run is the same under CI=true.)
        let below = try Lucid.run(["check", "card.yaml", "--golden", "goldens/inner", "--record", "new"], in: folder)
        XCTAssertEqual(below.status, 1)
        XCTAssertTrue(below.text.contains("png: cannot record the golden: cannot write 'goldens/inner/card.png': its folder cannot be created ('goldens' is a file)"), below.text)
        XCTAssertFalse(below.text.contains("NSCocoaErrorDomain") || below.standardError.contains("NSCocoaErrorDomain"), below.text + below.standardError)
    }

    func testCheckRemovesTheTemporaryFilesOfAKilledRunButNotOfARunningOne() throws {
        try write("layout: { kind: box }\n", to: "card.yaml")
        // (`--record new` as outside CI, so the runs are the same under CI=true.)
        XCTAssertEqual(try Lucid.run(["check", "card.yaml", "--golden", "goldens", "--record", "new"], in: folder).status, 0)
        let goldens = folder.appendingPathComponent("goldens")
        // A process number no process has (above Linux's pid_max) and this test's own.
        let dead = goldens.appendingPathComponent(".card.png.4194304.tmp")
        let alive = goldens.appendingPathComponent(".card.png.\(getpid()).tmp")
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let deadInFolder = goldens.appendingPathComponent("docs/.box.frames.4194304.tmp")
        for file in [dead, alive, deadInFolder] { try Data("half".utf8).write(to: file) }
        let result = try Lucid.run(["check", "card.yaml", "--golden", "goldens", "--record", "new"], in: folder)
        XCTAssertEqual(result.status, 0, result.text)
        XCTAssertTrue(result.text.hasPrefix(
            "note: removed 2 temporary files left by an interrupted run: goldens/.card.png.4194304.tmp, goldens/docs/.box.frames.4194304.tmp\n"), result.text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dead.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: deadInFolder.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: alive.path))
    }

    func testTinyDashesAlongALongLineAreRefusedWhereTheLineIsWritten() throws {
        // 3.4 million dashes: most of the line is far off the page, and it still cost Cairo
        // gigabytes before the budget.
        try write("canvas: { width: 200, height: 200 }\nlayout:\n  kind: polyline\n  dash: [4, 4]\n  points: [[0, 0], [1000, 1000], [-1000, 1000]]\n  frame: { width: 8000, height: 8000 }\n", to: "dashes.yaml")
        let message = """
            dashes.yaml:3:3: error: this dashed line would draw 3,414,214 dashes; a figure draws at most 200,000: use longer dashes
              kind: polyline
              ^

            """
        for arguments in [["validate", "dashes.yaml"], ["render", "dashes.yaml", "-o", "dashes.svg"], ["render", "dashes.yaml", "-o", "dashes.png"]] {
            let result = try Lucid.run(arguments, in: folder)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.standardError, message, "\(arguments)")
        }
        // The same line with dashes a hundred times longer is drawn.
        try write("canvas: { width: 200, height: 200 }\nlayout:\n  kind: polyline\n  dash: [400, 400]\n  points: [[0, 0], [1000, 1000], [-1000, 1000]]\n  frame: { width: 8000, height: 8000 }\n", to: "long.yaml")
        XCTAssertEqual(try Lucid.run(["validate", "long.yaml"], in: folder).status, 0)
    }
}
