import Foundation
import LucidLayout
import XCTest

/// `lucid render` end to end: real process, real files.
final class RenderCommandTests: XCTestCase {
    private let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    func testASCIIGoesToStandardOutputWithoutOutputOption() throws {
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.text, """
            ┌──────────────────────────────────────┐
            │┌─┬────────┐                          │
            ││u│ shark  │ The unicorn and the      │
            ││ │        │ shark go sailing         │
            │└─┴────────┘                          │
            └──────────────────────────────────────┘

            """)
    }

    /// `-o -` is standard output in every format, and writes no file named `-`.
    func testDashOutputIsStandardOutputInEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = Lucid.root.appendingPathComponent("Samples/creature-cell.yaml").path
        let ascii = try Lucid.run(["render", sample, "-o", "-"], in: folder)
        XCTAssertEqual(ascii.status, 0, ascii.standardError)
        XCTAssertEqual(ascii.text, try Lucid.run(["render", sample]).text)
        for (format, magic) in [("png", Data([0x89, 0x50, 0x4E, 0x47])), ("pdf", Data("%PDF".utf8)), ("svg", Data("<?xml".utf8))] {
            let result = try Lucid.run(["render", sample, "--format", format, "-o", "-"], in: folder)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput.prefix(magic.count), magic, format)
        }
        let frames = try Lucid.run(["render", sample, "--format", "frames", "-o", "-"], in: folder)
        XCTAssertTrue(frames.text.hasPrefix("page "), frames.text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file named '-'")
        let two = try Lucid.run(["render", sample, sample, "-o", "-"], in: folder)
        XCTAssertNotEqual(two.status, 0)
        XCTAssertTrue(two.standardError.contains("-o - writes one output to standard output, but 2 inputs were given"), two.standardError)
    }

    func testFormatFollowsTheOutputExtension() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let png = folder.appendingPathComponent("cell.png")
        let svg = folder.appendingPathComponent("cell.svg")
        let txt = folder.appendingPathComponent("cell.txt")
        for output in [png, svg, txt] {
            let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "-o", output.path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput, Data())
        }
        let pngData = try Data(contentsOf: png)
        XCTAssertEqual(pngData.prefix(8), pngSignature)
        XCTAssertEqual(try PNGHeader.pixelSize(of: pngData), CGSize(width: 320, height: 96))
        XCTAssertTrue(try String(contentsOf: svg, encoding: .utf8).contains("<svg"))
        XCTAssertEqual(try String(contentsOf: txt, encoding: .utf8), try Lucid.run(["render", "Samples/creature-cell.yaml"]).text)
    }

    func testSeveralInputsGoIntoADirectoryNamedAfterEachInput() throws {
        let folder = try Lucid.temporaryDirectory(for: self).appendingPathComponent("renders")
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "Samples/stacks.yaml", "-o", folder.path, "--format", "svg"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["creature-cell.svg", "stacks.svg"])
    }

    func testTrailingSlashMeansADirectoryEvenForOneInput() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let result = try Lucid.run(["render", "Samples/dream-list.yaml", "-o", folder.path + "/out/"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out"), ["dream-list.png"])
    }

    func testBadFileReportsLocationAndWritesNothing() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let bad = folder.appendingPathComponent("bad.yaml")
        try """
            canvas: { width: 100, height: 50 }
            layout:
              kind: label
              text: Hello
              colour: red
            """.write(to: bad, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("bad.png")
        let result = try Lucid.run(["render", bad.path, "-o", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, """
            \(bad.path):5:3: error: unknown key 'colour' in 'label'; did you mean 'color'?
              colour: red
              ^

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["bad.yaml"])
    }

    func testFailedRunLeavesAnExistingOutputUntouched() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let bad = folder.appendingPathComponent("broken.yaml")
        try "canvas: { width: 100, height: 50\n".write(to: bad, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("golden.png")
        try Data("previous picture".utf8).write(to: golden)
        let result = try Lucid.run(["render", bad.path, "-o", golden.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(bad.path):2:1: error: invalid YAML: "), result.standardError)
        XCTAssertEqual(try Data(contentsOf: golden), Data("previous picture".utf8))
    }

    func testMissingInputFile() throws {
        let result = try Lucid.run(["render", "Samples/nothing.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "Samples/nothing.yaml: error: no such file\n")
    }

    func testConflictingFormatAndExtensionIsAUsageError() throws {
        let result = try Lucid.run(["render", "Samples/stacks.yaml", "-o", "/tmp/x.svg", "--format", "png"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("output '/tmp/x.svg' has extension .svg but the format is png"), result.standardError)
    }
}

/// PNG scale: `--scale` on the command line, or `scale` in the canvas.
final class RenderScaleTests: XCTestCase {
    func testScaleOptionMultipliesThePixelSize() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let png = folder.appendingPathComponent("cell@2x.png")
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "-o", png.path, "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try PNGHeader.pixelSize(of: Data(contentsOf: png)), CGSize(width: 640, height: 192))
    }

    func testCanvasScaleIsUsedWithoutTheOption() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let description = folder.appendingPathComponent("scaled.yaml")
        try "canvas: { width: 50, height: 20, scale: 1.5 }\nlayout: { kind: box, fill: red }\n".write(to: description, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("scaled.png")
        XCTAssertEqual(try Lucid.run(["render", description.path, "-o", png.path]).status, 0)
        XCTAssertEqual(try PNGHeader.pixelSize(of: Data(contentsOf: png)), CGSize(width: 75, height: 30))
    }

    func testScaleOutOfRangeIsAUsageError() throws {
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "--scale", "0"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--scale must be between 0.1 and 8, found 0.0"), result.standardError)
    }
}

/// Where outputs go: never over an input, through links, keeping permissions, and
/// plain messages when writing fails.
final class OutputWritingTests: XCTestCase {
    private func sample(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("a.yaml")
        try "layout: { kind: box, fill: red, frame: { width: 8, height: 8 } }\n".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testAnOutputThatIsAnInputIsRefused() throws {
        let input = try sample(in: try Lucid.temporaryDirectory(for: self))
        let result = try Lucid.run(["render", input.path, "-o", input.path, "--format", "svg"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("the output '\(input.path)' is an input file; it would be overwritten"), result.standardError)
        XCTAssertTrue(try String(contentsOf: input, encoding: .utf8).hasPrefix("layout:"))
    }

    func testASymbolicLinkIsWrittenThroughAndPermissionsAreKept() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let input = try sample(in: folder)
        let real = folder.appendingPathComponent("real.txt"), link = folder.appendingPathComponent("link.txt")
        try Data("old".utf8).write(to: real)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real.path)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        XCTAssertEqual(try Lucid.run(["render", input.path, "-o", link.path]).status, 0)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), real.path)
        XCTAssertNotEqual(try String(contentsOf: real, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int, 0o600)
    }

    func testAWriteFailureIsOneClearLine() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let input = try sample(in: folder)
        let result = try Lucid.run(["render", input.path, "-o", input.path + "/x.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("\(input.path): error: cannot write '\(input.path)/x.png': its folder cannot be created"), result.standardError)
    }
}

/// ASCII options: character set and cell size (which also decides how labels wrap).
final class ASCIIOptionTests: XCTestCase {
    func testCharsetAndCellSize() throws {
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "--charset", "rounded", "--cell", "10x20"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.text, """
            ╭──────────────────────────────╮
            │╭┬──────╮ The unicorn and the │
            │││shark │ shark go sailing    │
            │╰┴──────╯                     │
            ╰──────────────────────────────╯

            """)
    }

    func testBadCellSizeIsAUsageError() throws {
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "--cell", "0x4"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("The value '0x4' is invalid for '--cell <cell>'"), result.standardError)
    }
}

/// `-o /dev/stdout` writes into the pipe instead of replacing the device entry.
final class PipeOutputTests: XCTestCase {
    func testOutputToDevStdoutGoesThroughThePipe() throws {
        let result = try Lucid.run(["render", "Samples/creature-cell.yaml", "-o", "/dev/stdout", "--format", "svg"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.text.hasPrefix("<?xml"), String(result.text.prefix(40)))
        var status = stat()
        XCTAssertEqual(lstat("/dev/stdout", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFLNK)  // still the link it was
    }
}

/// `lucid render --debug` and `--theme` end to end.
final class RenderDebugAndThemeCommandTests: XCTestCase {
    func testDebugIsRefusedForTextFormats() throws {
        for format in ["ascii", "frames"] {
            let result = try Lucid.run(["render", "Samples/stacks.yaml", "--format", format, "--debug"])
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.standardError.contains(
                "--debug draws over PNG, SVG and PDF, not \(format); the frames format lists every node's frame as text"), result.standardError)
        }
    }

    func testDebugDrawsOutlinesInSVG() throws {
        let plain = try Lucid.run(["render", "Samples/stacks.yaml", "--format", "svg", "-o", "/dev/stdout"])
        let debug = try Lucid.run(["render", "Samples/stacks.yaml", "--format", "svg", "-o", "/dev/stdout", "--debug"])
        XCTAssertEqual(plain.status, 0, plain.standardError)
        XCTAssertEqual(debug.status, 0, debug.standardError)
        XCTAssertTrue(debug.text.contains("rgb(83.921569%,0%,47.843137%)"), "the depth-0 outline colour #d6007a")
        XCTAssertFalse(plain.text.contains("rgb(83.921569%,0%,47.843137%)"))
    }

    func testDarkThemeRecoloursTheOutput() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let file = folder.appendingPathComponent("card.yaml")
        try "canvas: { width: 40, height: 20 }\nlayout: { kind: box, fill: white }\n".write(to: file, atomically: true, encoding: .utf8)
        let light = try Lucid.run(["render", file.path, "--format", "svg", "-o", "/dev/stdout"])
        let dark = try Lucid.run(["render", file.path, "--format", "svg", "-o", "/dev/stdout", "--theme", "dark"])
        XCTAssertEqual(light.status, 0, light.standardError)
        XCTAssertEqual(dark.status, 0, dark.standardError)
        XCTAssertTrue(light.text.contains("rgb(100%,100%,100%)"))
        XCTAssertTrue(dark.text.contains("rgb(12.156863%,12.156863%,12.156863%)"), "white becomes #1f1f1f")
        XCTAssertFalse(dark.text.contains("rgb(100%,100%,100%)"))
    }
}

/// `lucid render --embed-source` and `lucid source`.
final class EmbedSourceCommandTests: XCTestCase {
    func testEachCairoFormatGivesItsDescriptionBack() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let original = try String(contentsOfFile: Lucid.root.appendingPathComponent("Samples/stacks.yaml").path, encoding: .utf8)
        for format in ["png", "svg", "pdf"] {
            let figure = folder.appendingPathComponent("stacks.\(format)").path
            let render = try Lucid.run(["render", "Samples/stacks.yaml", "--embed-source", "-o", figure])
            XCTAssertEqual(render.status, 0, render.standardError)
            let source = try Lucid.run(["source", figure])
            XCTAssertEqual(source.status, 0, source.standardError)
            XCTAssertEqual(source.text, original, format)
            XCTAssertEqual(try Lucid.run(["source", "--path", figure]).text, "Samples/stacks.yaml\n")
        }
    }

    func testAFigureWithoutASourceOrAMissingFileIsAnError() throws {
        let plain = try Lucid.run(["source", "Output/stacks.png"])
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.standardError,
                       "Output/stacks.png: error: no description is embedded in this file (render it with 'lucid render --embed-source')\n")
        let missing = try Lucid.run(["source", "nowhere.png"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "nowhere.png: error: no such file\n")
    }

    func testEmbeddingIsRefusedForTextFormats() throws {
        let result = try Lucid.run(["render", "Samples/stacks.yaml", "--embed-source"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--embed-source applies to PNG, SVG and PDF, not ascii"), result.standardError)
    }
}
