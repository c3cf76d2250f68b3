import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LucidCheck
import XCTest

/// `lucid check` and `lucid record` end to end, on goldens in temporary folders.
final class CheckCommandTests: XCTestCase {
    /// A folder with `figures/card.yaml` (a box placed by `left` padding, with a fill) and
    /// an empty `goldens/`.
    private func project(left: Double = 11, fill: String = "#1f5fbf") throws -> URL {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("figures"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        try write(card(left: left, fill: fill), to: folder.appendingPathComponent("figures/card.yaml"))
        return folder
    }

    private func card(left: Double, fill: String) -> String {
        """
        canvas: { width: 96, height: 48, background: white }
        layout:
          kind: hstack
          padding: { left: \(left), top: 8 }
          children:
            - { kind: box, name: card, fill: "\(fill)", stroke: black, frame: { width: 40, height: 32 } }
            - { kind: spacer }

        """
    }

    private func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Every file under `folder` with its bytes.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = try Data(contentsOf: folder.appendingPathComponent(path)) }
        }
        return files
    }

    private func check(_ folder: URL, _ extra: [String] = [], environment: [String: String] = ["CI": "true"]) throws -> CommandResult {
        try Lucid.run(["check", "figures", "--golden", "goldens"] + extra, in: folder, environment: environment,
                      unsetting: environment["LUCID_RECORD"] == nil ? ["LUCID_RECORD"] : [])
    }

    func testTheSamplesMatchOutputAndCheckingWritesNothing() throws {
        let output = Lucid.root.appendingPathComponent("Output")
        let before = try snapshot(of: output)
        let samples = ["arrows", "creature-cell", "dream-list", "stacks"].map { "Samples/\($0).yaml" }
        let artifacts = try Lucid.temporaryDirectory(for: self).path
        let result = try Lucid.run(["check"] + samples + ["--golden", "Output", "--artifacts", artifacts], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 0, result.text + result.standardError)
        XCTAssertEqual(result.text, "4 passed, 0 failed (20 goldens in Output)\n")
        XCTAssertEqual(try snapshot(of: output), before)
    }

    func testRecordWritesDefaultGoldensAndTheEnvironment() throws {
        let folder = try project()
        let result = try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder)
        XCTAssertEqual(result.status, 0, result.text + result.standardError)
        XCTAssertEqual(result.text, """
            ● card (figures/card.yaml)
                png: recorded goldens/card.png
                frames: recorded goldens/card.frames
            0 passed, 0 failed, 1 recorded (2 goldens in goldens)

            """)
        XCTAssertEqual(Set(try snapshot(of: folder.appendingPathComponent("goldens")).keys), ["card.png", "card.frames", "lucid-environment.json", "lucid-goldens.json"])
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("goldens/card.frames"), encoding: .utf8), """
            page (0, 0, 96, 48)
              padding (0, 0, 96, 48)
                hstack (11, 12, 85, 32)
                  frame (11, 12, 40, 32)
                    box "card" (11, 12, 40, 32) [box, fill #1f5fbf, stroke #000000 1]
                  spacer (59, 28, 37, 0)

            """)
        XCTAssertEqual(try check(folder).status, 0)
    }

    func testANodeMovedOnePointIsCaughtByFramesAndASCII() throws {
        let folder = try project(left: 11)
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens", "--formats", "frames,ascii"], in: folder).status, 0)
        let goldens = try snapshot(of: folder.appendingPathComponent("goldens"))
        try write(card(left: 12, fill: "#1f5fbf"), to: folder.appendingPathComponent("figures/card.yaml"))
        let result = try check(folder, ["--artifacts", "artifacts"])
        XCTAssertEqual(result.status, 1, result.text + result.standardError)
        XCTAssertEqual(result.text, """
            ✗ card (figures/card.yaml)
                changed: hstack: x 11 → 12, width 85 → 84
                changed: card: x 11 → 12
                changed: spacer: x 59 → 60, width 37 → 36
                txt: ASCII differs (2 lines changed)
                    actual.txt: artifacts/card.actual.txt
                    expected.txt: artifacts/card.expected.txt
                    --- card.txt (golden)
                    +++ card.txt (actual)
                    @@ -1,3 +1,3 @@
                     
                    - ┌───┐
                    - └───┘
                    +  ┌───┐
                    +  └───┘
                frames: frames differs (4 lines changed)
                    actual.frames: artifacts/card.actual.frames
                    expected.frames: artifacts/card.expected.frames
            0 passed, 1 failed (2 goldens in goldens)
            report: artifacts/report.html

            """)
        XCTAssertEqual(try snapshot(of: folder.appendingPathComponent("goldens")), goldens, "check never writes goldens")
        let report = try String(contentsOf: folder.appendingPathComponent("artifacts/report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("<li>card: x 11 → 12</li>"), report)
        XCTAssertTrue(report.contains("<span class=\"del\">- ┌───┐</span>"), report)
    }

    func testAChangedColourIsNamedByFramesAndCaughtByPNG() throws {
        let folder = try project()
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens", "--formats", "png,frames,ascii"], in: folder).status, 0)
        try write(card(left: 11, fill: "#bf1f5f"), to: folder.appendingPathComponent("figures/card.yaml"))
        let result = try check(folder, ["--artifacts", "artifacts"])
        XCTAssertEqual(result.status, 1, result.text + result.standardError)
        let lines = result.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "✗ card (figures/card.yaml)")
        XCTAssertEqual(lines[1], "    changed: card: fill #1f5fbf → #bf1f5f", "the node that changed colour, though nothing moved")
        XCTAssertTrue(lines[2].hasPrefix("    png: PNG differs in "), result.text)
        XCTAssertTrue(result.text.contains("    frames: frames differs (1 line changed)"), result.text)
        XCTAssertFalse(result.text.contains("txt:"), "ASCII shows no colours")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/card.actual.png").path))
        let report = try String(contentsOf: folder.appendingPathComponent("artifacts/report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("<li>card: fill #1f5fbf → #bf1f5f</li>"), report)
    }

    /// The flowchart: a fill from cream to light orange on 3 % of the page, which
    /// pixelmatch's threshold let through, fails the default check, named, in every format
    /// that shows colour.
    func testASubtleFillChangeFailsTheDefaultCheckAndNamesTheNode() throws {
        let folder = try project()
        func flow(_ fill: String) -> String {
            """
            canvas: { width: 240, height: 120, background: white }
            layout:
              kind: vstack
              spacing: 8
              padding: 12
              children:
                - { kind: label, name: title, text: "Deploy", size: 16, weight: bold }
                - { kind: box, name: step, fill: "\(fill)", stroke: "#c9a66b", cornerRadius: 6, frame: { width: 80, height: 30 } }

            """
        }
        try write(flow("#fdf0d5"), to: folder.appendingPathComponent("figures/card.yaml"))
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        try write(flow("#fde2b0"), to: folder.appendingPathComponent("figures/card.yaml"))
        let result = try check(folder, ["--artifacts", "artifacts"])
        XCTAssertEqual(result.status, 1, result.text)
        let lines = result.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "    changed: step: fill #fdf0d5 → #fde2b0")
        XCTAssertTrue(lines[2].hasPrefix("    png: PNG differs in 2"), result.text)
        // The pixels are placed in the figure: all inside the box (its anti-aliased
        // border aside), none in the title.
        let counted = try XCTUnwrap(Int(lines[2].dropFirst("    png: PNG differs in ".count).prefix { $0.isNumber }))
        XCTAssertEqual(lines[3], "        in: step \(counted) px")
        let report = try String(contentsOf: folder.appendingPathComponent("artifacts/report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("<p>In: step \(counted) px</p>"), report)
        // Only frames: still named.
        XCTAssertEqual(try check(folder, ["--formats", "frames"]).text.split(separator: "\n")[1], "    changed: step: fill #fdf0d5 → #fde2b0")
    }

    func testAMissingGoldenFailsUnderNeverAndIsCreatedUnderMissing() throws {
        let folder = try project()
        let never = try check(folder)
        XCTAssertEqual(never.status, 1)
        XCTAssertEqual(never.text, """
            ✗ card (figures/card.yaml)
                png: no golden goldens/card.png (record it with 'lucid record', or --record missing)
                frames: no golden goldens/card.frames (record it with 'lucid record', or --record missing)
            0 passed, 1 failed (2 goldens in goldens)
            report: .build/lucid-artifacts/report.html

            """)
        XCTAssertEqual(try snapshot(of: folder.appendingPathComponent("goldens")), [:])
        let missing = try check(folder, ["--record", "missing"])
        XCTAssertEqual(missing.status, 0, missing.text + missing.standardError)
        XCTAssertEqual(Set(try snapshot(of: folder.appendingPathComponent("goldens")).keys), ["card.png", "card.frames", "lucid-environment.json", "lucid-goldens.json"])
        // LUCID_RECORD chooses the mode when --record does not; CI alone means never.
        let other = try project()
        XCTAssertEqual(try check(other, environment: ["CI": "true", "LUCID_RECORD": "missing"]).status, 0)
        let bad = try check(other, environment: ["LUCID_RECORD": "sometimes"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.contains("LUCID_RECORD is 'sometimes'; expected one of all, missing, failed, never, new, changed"), bad.standardError)
    }

    func testFailedRecordsOnlyWhatDiffers() throws {
        let folder = try project()
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens", "--formats", "frames,ascii"], in: folder).status, 0)
        let ascii = try Data(contentsOf: folder.appendingPathComponent("goldens/card.txt"))
        try write(card(left: 11.25, fill: "#1f5fbf"), to: folder.appendingPathComponent("figures/card.yaml"))
        let result = try check(folder, ["--record", "failed"])
        XCTAssertEqual(result.status, 0, result.text)
        XCTAssertTrue(result.text.contains("frames: recorded goldens/card.frames (was: frames differs (4 lines changed))"), result.text)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("goldens/card.txt")), ascii, "an unchanged golden is left alone")
        XCTAssertEqual(try check(folder).status, 0)
    }

    func testUnreadableDescriptionsAndBadOptionsExitWithTwo() throws {
        let folder = try project()
        try write("layout: { kind: bx }\n", to: folder.appendingPathComponent("figures/broken.yaml"))
        let result = try check(folder, ["--record", "missing"])
        XCTAssertEqual(result.status, 2, result.text)
        XCTAssertTrue(result.standardError.contains("figures/broken.yaml:1:17: error: unknown kind 'bx'; did you mean 'box'?"), result.standardError)
        XCTAssertTrue(result.text.hasSuffix("0 passed, 0 failed, 1 recorded, 1 unreadable (2 goldens in goldens)\nreport: .build/lucid-artifacts/report.html\n"), result.text)
        let formats = try check(folder, ["--formats", "png,gif"])
        XCTAssertEqual(formats.status, 2)
        XCTAssertTrue(formats.standardError.contains("--formats"), formats.standardError)
        let nowhere = try Lucid.run(["check", "nowhere", "--golden", "goldens"], in: folder)
        XCTAssertEqual(nowhere.status, 2)
        XCTAssertTrue(nowhere.standardError.contains("nowhere: no such file or folder"), nowhere.standardError)
    }

    func testAChangedEnvironmentIsReportedFirst() throws {
        let folder = try project()
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        let path = folder.appendingPathComponent("goldens/lucid-environment.json")
        var fingerprint = try XCTUnwrap(EnvironmentFingerprint.recorded(in: folder.appendingPathComponent("goldens").path))
        let pango = try XCTUnwrap(fingerprint.libraries["Pango"])
        fingerprint.libraries["Pango"] = "1.0.0"
        try fingerprint.json().write(to: path)
        try write(card(left: 11, fill: "#bf1f5f"), to: folder.appendingPathComponent("figures/card.yaml"))
        let result = try check(folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.text.hasPrefix(
            "note: the goldens were recorded in another environment: Pango 1.0.0 → \(pango); differences in text rendering may come from that, not from the layout\n✗ card"),
            result.text)
    }

    func testJUnitReport() throws {
        let folder = try project()
        let result = try check(folder, ["--junit", "junit.xml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8), """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
            <testsuite name="lucid check" tests="1" failures="1" errors="0">
            <testcase classname="lucid check" name="card" file="figures/card.yaml">
            <failure message="no golden goldens/card.png">✗ card (figures/card.yaml)
                png: no golden goldens/card.png (record it with 'lucid record', or --record missing)
                frames: no golden goldens/card.frames (record it with 'lucid record', or --record missing)
            </failure>
            </testcase>
            </testsuite>
            </testsuites>

            """)
    }
}

/// The manifest (`lucid-goldens.json`): a listed golden that is gone is lost, not new; a
/// golden whose description is gone is obsolete, reported, and pruned on request.
final class GoldenManifestCommandTests: XCTestCase {
    private func project(_ names: [String]) throws -> URL {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("figures"), withIntermediateDirectories: true)
        for name in names {
            let text = "canvas: { width: 64, height: 32, background: white }\nlayout: { kind: box, name: \(name), fill: \"#1f5fbf\" }\n"
            try text.write(to: folder.appendingPathComponent("figures/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func check(_ folder: URL, _ extra: [String] = [], ci: Bool) throws -> CommandResult {
        try Lucid.run(["check", "figures", "--golden", "goldens"] + extra, in: folder,
                      environment: ci ? ["CI": "true"] : [:], unsetting: ci ? ["LUCID_RECORD"] : ["CI", "LUCID_RECORD"])
    }

    func testRecordingWritesASortedManifest() throws {
        let folder = try project(["b", "a"])
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens", "--formats", "png,frames,ascii"], in: folder).status, 0)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("goldens/lucid-goldens.json"), encoding: .utf8), """
            {
              "goldens" : {
                "a" : {
                  "description" : "../figures/a.yaml",
                  "formats" : [
                    "frames",
                    "png",
                    "txt"
                  ]
                },
                "b" : {
                  "description" : "../figures/b.yaml",
                  "formats" : [
                    "frames",
                    "png",
                    "txt"
                  ]
                }
              }
            }

            """)
    }

    func testADeletedGoldenIsLostWithAndWithoutCIUntilRecordMissingRestoresIt() throws {
        let folder = try project(["card"])
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        let png = folder.appendingPathComponent("goldens/card.png")
        let recorded = try Data(contentsOf: png)
        try FileManager.default.removeItem(at: png)
        let lost = """
            ✗ card (figures/card.yaml)
                png: lost: goldens/card.png is listed in lucid-goldens.json but gone (restore it with --record missing)
            0 passed, 1 failed (2 goldens in goldens)
            report: .build/lucid-artifacts/report.html

            """
        for ci in [true, false] {
            let result = try check(folder, ci: ci)
            XCTAssertEqual(result.status, 1, "CI: \(ci)")
            XCTAssertEqual(result.text, lost, "CI: \(ci)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: png.path), "the default mode does not bring a lost golden back (CI: \(ci))")
        }
        // A new description beside it is recorded by the default mode outside CI.
        try "layout: { kind: box, name: new, frame: { width: 8, height: 8 } }\n".write(
            to: folder.appendingPathComponent("figures/new.yaml"), atomically: true, encoding: .utf8)
        XCTAssertTrue(try check(folder, ci: false).text.contains("● new (figures/new.yaml)\n    png: recorded goldens/new.png"))
        let restored = try check(folder, ["--record", "missing"], ci: true)
        XCTAssertEqual(restored.status, 0, restored.text)
        XCTAssertEqual(try Data(contentsOf: png), recorded, "recorded again byte for byte")
        XCTAssertEqual(try check(folder, ci: true).status, 0)
    }

    func testAnObsoleteGoldenIsReportedFailsUnderStrictAndIsPruned() throws {
        let folder = try project(["card", "old"])
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("figures/old.yaml"))
        let warning = "warning: obsolete: goldens/old.frames, goldens/old.png (figures/old.yaml is gone; remove them with 'lucid prune --golden goldens')\n"
        let result = try check(folder, ci: true)
        XCTAssertEqual(result.status, 0, result.text)
        XCTAssertEqual(result.text, warning + "1 passed, 0 failed, 1 obsolete (2 goldens in goldens)\n")
        let strict = try check(folder, ["--strict"], ci: true)
        XCTAssertEqual(strict.status, 1, strict.text)
        XCTAssertTrue(strict.text.hasPrefix("error: obsolete: goldens/old.frames"), strict.text)
        // Checking one file does not make the others obsolete.
        let one = try Lucid.run(["check", "figures/card.yaml", "--golden", "goldens", "--strict"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(one.status, 1, "old.yaml is still gone")
        let dry = try Lucid.run(["prune", "--golden", "goldens", "--dry-run"], in: folder)
        XCTAssertEqual(dry.text, "would remove goldens/old.frames\nwould remove goldens/old.png\n1 obsolete description from goldens\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/old.png").path))
        let pruned = try Lucid.run(["prune", "--golden", "goldens"], in: folder)
        XCTAssertEqual(pruned.status, 0)
        XCTAssertEqual(pruned.text, "removed goldens/old.frames\nremoved goldens/old.png\n1 obsolete description pruned from goldens\n")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("goldens").path)),
                       ["card.png", "card.frames", "lucid-environment.json", "lucid-goldens.json"])
        XCTAssertEqual(try check(folder, ["--strict"], ci: true).status, 0)
        XCTAssertEqual(try Lucid.run(["prune", "--golden", "goldens"], in: folder).text, "nothing obsolete in goldens\n")
    }

    func testAnUnreadableManifestIsAUsageError() throws {
        let folder = try project(["card"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        try "{ \"goldens\": 3 }".write(to: folder.appendingPathComponent("goldens/lucid-goldens.json"), atomically: true, encoding: .utf8)
        let result = try check(folder, ci: true)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("goldens/lucid-goldens.json: not a golden manifest ("), result.standardError)
        XCTAssertEqual(try Lucid.run(["prune", "--golden", "goldens"], in: folder).status, 2)
    }
}

/// Folders that keep shared definitions beside their figures, and files left out on purpose.
final class SharedFilesCommandTests: XCTestCase {
    private func project() throws -> URL {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("figures/drafts"), withIntermediateDirectories: true)
        let files = [
            "figures/shared.yaml": "styles:\n  tag: { color: \"#1f3b63\", size: 12, weight: bold }\n",
            "figures/card.yaml": "include: shared.yaml\nlayout: { kind: label, text: Hi, class: tag }\n",
            "figures/drafts/wip.yaml": "layout: { kind: box, fill: red, frame: { width: 8, height: 8 } }\n",
        ]
        for (path, text) in files { try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8) }
        return folder
    }

    func testAFileOfDefinitionsIsValidatedOnItsOwnAndSkippedByCheck() throws {
        let folder = try project()
        let validate = try Lucid.run(["validate", "figures/shared.yaml"], in: folder)
        XCTAssertEqual(validate.status, 0, validate.standardError)
        XCTAssertEqual(validate.standardError, "")
        let render = try Lucid.run(["render", "figures/shared.yaml", "-o", "shared.png"], in: folder)
        XCTAssertEqual(render.status, 1)
        XCTAssertTrue(render.standardError.contains(
            "figures/shared.yaml:1:1: error: the file has no 'layout': it only defines styles, components or themes for other files to include, so there is nothing to draw"),
            render.standardError)
        let record = try Lucid.run(["record", "figures", "--golden", "goldens", "--exclude", "drafts/*"], in: folder)
        XCTAssertEqual(record.status, 0, record.text + record.standardError)
        XCTAssertTrue(record.text.hasSuffix("0 passed, 0 failed, 1 recorded, 1 shared file of definitions (2 goldens in goldens)\n"), record.text)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("goldens").path)),
                       ["card.png", "card.frames", "lucid-environment.json", "lucid-goldens.json"], "nothing for the definitions or the excluded draft")
        // A broken file of definitions is an input error, located in it.
        try "styles:\n  tag: { wieght: bold }\n".write(to: folder.appendingPathComponent("figures/shared.yaml"), atomically: true, encoding: .utf8)
        let broken = try Lucid.run(["check", "figures", "--golden", "goldens", "--exclude", "drafts/*"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.standardError.contains("figures/shared.yaml:2:10: error: unknown key 'wieght' in style 'tag'; did you mean 'weight'?"), broken.standardError)
    }

    func testExcludedFilesAreNotChecked() throws {
        let folder = try project()
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("figures/drafts/wip.yaml"))
        try "layout: { kind: box, fill: blue, frame: { width: 8, height: 8 } }\n".write(
            to: folder.appendingPathComponent("figures/drafts/other.yaml"), atomically: true, encoding: .utf8)
        let all = try Lucid.run(["check", "figures", "--golden", "goldens"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(all.status, 1, "drafts/other.yaml has no goldens")
        let some = try Lucid.run(["check", "figures", "--golden", "goldens", "--exclude", "drafts/*", "--exclude", "nothing"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(some.status, 0, some.text)
        XCTAssertTrue(some.text.hasPrefix("warning: obsolete: goldens/drafts/wip.frames"), "the removed draft's goldens are still obsolete")
    }
}

/// Sharding a suite over a CI job matrix, and merging the shards' reports.
final class ShardCommandTests: XCTestCase {
    func testShardsCoverEveryDescriptionOnceAndMergeToTheUnshardedTotals() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("figures"), withIntermediateDirectories: true)
        for index in 1...12 {
            let text = "canvas: { width: 40, height: 20, background: white }\nlayout: { kind: box, name: b\(index), fill: \"#1f5fbf\", frame: { width: \(index + 5), height: 10 } }\n"
            try text.write(to: folder.appendingPathComponent("figures/f\(index).yaml"), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        for index in [3, 8] {
            let file = folder.appendingPathComponent("figures/f\(index).yaml")
            try (try String(contentsOf: file, encoding: .utf8)).replacingOccurrences(of: "#1f5fbf", with: "#bf1f5f")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        let whole = try Lucid.run(["check", "figures", "--golden", "goldens", "--artifacts", "whole"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(whole.status, 1)
        let wholeSummary = "10 passed, 2 failed (24 goldens in goldens)"
        XCTAssertTrue(whole.text.contains(wholeSummary + "\n"), whole.text)
        let everyName = (1...12).map { "f\($0)" }.sorted()
        for count in [2, 3, 7] {
            var names: [String] = []
            var folders: [String] = []
            for index in 1...count {
                let artifacts = "shard-\(count)-\(index)"
                let result = try Lucid.run(["check", "figures", "--golden", "goldens", "--shard", "\(index)/\(count)", "--artifacts", artifacts],
                                           in: folder, environment: ["CI": "true"])
                XCTAssertNotEqual(result.status, 2, result.standardError)
                let file = try CheckResultFile.load(from: folder.appendingPathComponent(artifacts).path)
                XCTAssertEqual(file.shard, "\(index)/\(count)")
                names += file.descriptions.map(\.name)
                folders.append(artifacts)
            }
            XCTAssertEqual(names.sorted(), everyName, "shards of \(count) cover every description exactly once")
            let merged = try Lucid.run(["report", "merge"] + folders + ["--output", "merged-\(count)", "--junit", "merged-\(count).xml"], in: folder)
            XCTAssertEqual(merged.status, 1)
            XCTAssertTrue(merged.text.hasSuffix(wholeSummary + "\nreport: merged-\(count)/report.html\n"), merged.text)
            XCTAssertTrue(merged.text.hasPrefix("✗ f3 (figures/f3.yaml)\n"), merged.text)
            let html = try String(contentsOf: folder.appendingPathComponent("merged-\(count)/report.html"), encoding: .utf8)
            XCTAssertTrue(html.contains("<p class=\"summary\">\(wholeSummary)</p>"), html)
            XCTAssertTrue(html.contains("src=\"../shard-\(count)-"), "images linked from the shards' folders")
            let junit = try String(contentsOf: folder.appendingPathComponent("merged-\(count).xml"), encoding: .utf8)
            XCTAssertTrue(junit.contains("<testsuite name=\"lucid check\" tests=\"12\" failures=\"2\" errors=\"0\">"), junit)
        }
        // The shard follows FNV-1a of the name, the same on every machine and in every
        // process (values computed apart: f1 → 0x08988b07b5422838, f5 → 0x08988f07b5422f04,
        // docs/box → 0x32b1c2049dc00c78).
        XCTAssertEqual([3, 7].map { count in (1...count).first { CheckShard(index: $0, count: count)!.contains("f1") } }, [2, 5])
        XCTAssertEqual([3, 7].map { count in (1...count).first { CheckShard(index: $0, count: count)!.contains("f5") } }, [3, 3])
        XCTAssertEqual([3, 7].map { count in (1...count).first { CheckShard(index: $0, count: count)!.contains("docs/box") } }, [1, 7])
        XCTAssertNil(CheckShard("0/3"))
        XCTAssertNil(CheckShard("4/3"))
        XCTAssertEqual(try Lucid.run(["check", "figures", "--golden", "goldens", "--shard", "4/3"], in: folder).status, 2)
        XCTAssertEqual(try Lucid.run(["report", "merge", "nowhere"], in: folder).status, 2)
    }
}

/// Deciding on the failures of the last check: by name, all at once, or one at a time.
final class ReviewCommandTests: XCTestCase {
    /// Three recorded boxes, then two recoloured and one new file without goldens: three
    /// failures in the last check.
    private func failedProject() throws -> URL {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("figures"), withIntermediateDirectories: true)
        func write(_ name: String, _ fill: String) throws {
            let text = "canvas: { width: 40, height: 20, background: white }\nlayout: { kind: box, name: \(name), fill: \"\(fill)\", frame: { width: 20, height: 10 } }\n"
            try text.write(to: folder.appendingPathComponent("figures/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        for name in ["a", "b", "c"] { try write(name, "#1f5fbf") }
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens"], in: folder).status, 0)
        try write("a", "#bf1f5f")
        try write("b", "#bf1f5f")
        try write("d", "#06d6a0")
        XCTAssertEqual(try check(folder).status, 1)
        return folder
    }

    private func check(_ folder: URL) throws -> CommandResult {
        try Lucid.run(["check", "figures", "--golden", "goldens"], in: folder, environment: ["CI": "true"])
    }

    func testAcceptingByNameMakesTheNextCheckPassForIt() throws {
        let folder = try failedProject()
        let unknown = try Lucid.run(["review", "--accept", "z"], in: folder)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("no failure named 'z' to review in .build/lucid-artifacts/lucid-check.json; the failures are: a, b, d"),
                      unknown.standardError)
        let accepted = try Lucid.run(["review", "--accept", "a", "d"], in: folder)
        XCTAssertEqual(accepted.status, 0, accepted.standardError)
        XCTAssertEqual(accepted.text, "accepted a\naccepted d\n2 accepted, 0 rejected, 0 skipped, 1 left to review\n")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("goldens/a.png")),
                       try Data(contentsOf: folder.appendingPathComponent(".build/lucid-artifacts/a.actual.png")))
        let manifest = try GoldenManifest.load(from: folder.appendingPathComponent("goldens").path)
        XCTAssertEqual(manifest.entries["d"], GoldenManifest.Entry(description: "../figures/d.yaml", formats: ["png", "frames"]))
        let next = try check(folder)
        XCTAssertEqual(next.status, 1)
        XCTAssertTrue(next.text.hasPrefix("✗ b (figures/b.yaml)"), next.text)
        XCTAssertTrue(next.text.hasSuffix("3 passed, 1 failed (8 goldens in goldens)\nreport: .build/lucid-artifacts/report.html\n"), next.text)
        XCTAssertEqual(try Lucid.run(["review", "--accept-all"], in: folder).text, "accepted b\n1 accepted, 0 rejected, 0 skipped, 0 left to review\n")
        XCTAssertEqual(try check(folder).status, 0)
    }

    /// Answers read a line at a time: accept the first, reject the second, quit.
    func testAnsweringOneAtATime() throws {
        let folder = try failedProject()
        let goldenB = try Data(contentsOf: folder.appendingPathComponent("goldens/b.png"))
        let review = try Lucid.run(["review"], in: folder, input: "a\nmaybe\nr\nq\n")
        XCTAssertEqual(review.status, 0, review.standardError)
        XCTAssertTrue(review.text.hasPrefix("[1/3] ✗ a (figures/a.yaml)\n    changed: a: fill #1f5fbf → #bf1f5f\n"), review.text)
        XCTAssertTrue(review.text.contains("picture: .build/lucid-artifacts/a.side-by-side.png\naccept, reject, skip, quit? [a/r/s/q] accepted a\n[2/3] ✗ b"), review.text)
        XCTAssertTrue(review.text.contains("[a/r/s/q] accept, reject, skip, quit? [a/r/s/q] rejected b\n[3/3] ✗ d"), "an unknown answer asks again")
        XCTAssertTrue(review.text.hasSuffix("1 accepted, 1 rejected, 0 skipped, 1 left to review\n"), review.text)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("goldens/b.png")), goldenB, "rejected: the golden stays")
        XCTAssertEqual(try Lucid.run(["review", "--accept", "b"], in: folder).status, 2, "b was decided")
    }

    /// The review as a web page: headless Chromium clicks one failure's Accept button,
    /// and that golden is written; requests naming another host are refused.
    func testTheServedPageAcceptsAChangeInABrowser() throws {
        let folder = try failedProject()
        let (process, url, output, _) = try startServing(["review", "--serve", "0"], in: folder, announcing: "lucid review: serving .build/lucid-artifacts at ")
        let page = String(decoding: try Data(contentsOf: URL(string: url)!), as: UTF8.self)
        XCTAssertTrue(page.contains("<p class=\"summary\">1 passed, 3 failed (8 goldens in goldens) · 3 left to review</p>"), page)
        XCTAssertTrue(page.contains("<button id=\"accept-a\">Accept</button>"), page)
        XCTAssertTrue(page.contains("src=\"/artifacts/a.expected.png\""), page)
        XCTAssertEqual(try Data(contentsOf: URL(string: url + "artifacts/a.diff.png")!),
                       try Data(contentsOf: folder.appendingPathComponent(".build/lucid-artifacts/a.diff.png")))
        var foreign = URLRequest(url: URL(string: url)!)
        foreign.setValue("evil.example", forHTTPHeaderField: "Host")
        XCTAssertEqual(try statusCode(of: foreign), 403, "DNS rebinding: another host name is refused")
        XCTAssertEqual(try statusCode(of: URLRequest(url: URL(string: url + "artifacts/lucid-check.json")!)), 404, "only the page's images")

        let shot = folder.appendingPathComponent("review.png")
        let (status, json, complaint) = try runBrowserScript("scripts/review/chromium_accept.py", [url, "b", "--shot", shot.path])
        XCTAssertEqual(status, 0, complaint)
        struct State: Decodable { var summary: String; var hasAccept: Bool; var decided: [String] }
        struct Report: Decodable { var before: State; var after: State }
        let states = try JSONDecoder().decode(Report.self, from: json)
        XCTAssertTrue(states.before.hasAccept)
        XCTAssertEqual(states.after.decided, ["Accepted: the goldens were written."])
        XCTAssertTrue(states.after.summary.hasSuffix("· 2 left to review"), states.after.summary)
        XCTAssertEqual(interrupt(process, output: output).status, 0)
        let next = try check(folder)
        XCTAssertFalse(next.text.contains("✗ b "), "b's golden was accepted:\n\(next.text)")
        XCTAssertTrue(next.text.contains("2 passed, 2 failed"), next.text)
    }

    /// An HTTP request's status, without following redirects' bodies.
    private func statusCode(of request: URLRequest) throws -> Int {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var status = 0
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.signal()
        }.resume()
        done.wait()
        return status
    }

    /// The same in a real terminal (tmux): the picture drawn with half blocks, then accept
    /// one, reject one, quit.
    func testReviewingInATerminal() throws {
        let folder = try failedProject()
        let socket = "lucid-review-\(UUID().uuidString)"
        defer { _ = try? tmux(["kill-server"], socket: socket) }
        // (As a user's terminal: the test environment's NO_COLOR would turn the picture off.)
        let command = "cd '\(folder.path)' && COLUMNS=60 env -u NO_COLOR -u FORCE_COLOR '\(Lucid.executable.path)' review"
        _ = try tmux(["new-session", "-d", "-s", "review", "-x", "80", "-y", "40", command, ";",
                      "set-option", "-t", "review", "remain-on-exit", "on"], socket: socket)
        let first = try screen(socket: socket, session: "review", until: { $0.contains("[a/r/s/q]") }, "the first question")
        XCTAssertTrue(first.contains("[1/3] ✗ a (figures/a.yaml)"), first)
        XCTAssertTrue(first.contains("▀▀▀▀"), "the side-by-side picture in half blocks:\n\(first)")
        _ = try tmux(["send-keys", "-t", "review", "a", "Enter"], socket: socket)
        _ = try screen(socket: socket, session: "review", until: { $0.contains("[2/3] ✗ b") }, "the second failure")
        _ = try tmux(["send-keys", "-t", "review", "r", "Enter"], socket: socket)
        _ = try screen(socket: socket, session: "review", until: { $0.contains("[3/3] ✗ d") }, "the third failure")
        _ = try tmux(["send-keys", "-t", "review", "q", "Enter"], socket: socket)
        let last = try screen(socket: socket, session: "review", until: { $0.contains("left to review") }, "the summary")
        XCTAssertTrue(last.contains("1 accepted, 1 rejected, 0 skipped, 1 left to review"), last)
        let next = try check(folder)
        XCTAssertTrue(next.text.contains("2 passed, 2 failed"), next.text)
    }
}

/// `make run` checks the samples against Output/ rather than recording them anew: a
/// changed sample is reported and its goldens left alone, so `make test` then fails on it.
final class MakeRunGoldensTests: XCTestCase {
    /// The arguments `make run` gives `lucid` for the samples, read from the Makefile.
    private func makeRunArguments() throws -> [String] {
        let makefile = try String(contentsOf: Lucid.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try XCTUnwrap(makefile.split(separator: "\n").first { $0.contains("$(LUCID) check Samples --golden Output") })
        let command = line.components(separatedBy: "$(LUCID) ")[1].components(separatedBy: " \\")[0]
        return command.split(separator: " ").map(String.init)
    }

    func testAChangedSampleLeavesItsGoldensAndFailsTheNextCheck() throws {
        let arguments = try makeRunArguments()
        XCTAssertEqual(arguments, ["check", "Samples", "--golden", "Output", "--formats", "png,svg,pdf,ascii,frames", "--record", "new"])
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Samples"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Output"), withIntermediateDirectories: true)
        for name in ["stacks.yaml", "assets"] {
            try FileManager.default.copyItem(at: Lucid.root.appendingPathComponent("Samples/\(name)"), to: folder.appendingPathComponent("Samples/\(name)"))
        }
        for format in ["png", "svg", "pdf", "txt", "frames"] {
            try FileManager.default.copyItem(at: Lucid.root.appendingPathComponent("Output/stacks.\(format)"), to: folder.appendingPathComponent("Output/stacks.\(format)"))
        }
        XCTAssertEqual(try Lucid.run(arguments, in: folder, unsetting: ["CI", "LUCID_RECORD"]).status, 0, "unchanged: passes (and lists the goldens)")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Output").path).sorted()
            .map { ($0, try Data(contentsOf: folder.appendingPathComponent("Output/\($0)"))) }
        let sample = folder.appendingPathComponent("Samples/stacks.yaml")
        try (try String(contentsOf: sample, encoding: .utf8)).replacingOccurrences(of: "#ffd166", with: "#ff9966").write(to: sample, atomically: true, encoding: .utf8)
        let run = try Lucid.run(arguments, in: folder, unsetting: ["CI", "LUCID_RECORD"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.text.contains("    changed: sharing/capped: fill #ffd166 → #ff9966\n"), run.text)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Output").path).sorted()
            .map { ($0, try Data(contentsOf: folder.appendingPathComponent("Output/\($0)"))) }
        XCTAssertEqual(after.map(\.0), before.map(\.0))
        XCTAssertTrue(zip(after, before).allSatisfy { $0.1 == $1.1 }, "Output/ is left as it was")
        XCTAssertEqual(try Lucid.run(["check", "Samples", "--golden", "Output", "--record", "never"], in: folder).status, 1, "as make test runs it")
    }
}

/// A record run killed part way leaves every golden whole: old or new, never partial.
final class InterruptedRecordTests: XCTestCase {
    func testKillingARecordRunLeavesEveryGoldenWhole() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        let figures = folder.appendingPathComponent("figures"), fresh = folder.appendingPathComponent("fresh")
        try FileManager.default.createDirectory(at: figures, withIntermediateDirectories: true)
        func writeFigures(fill: String) throws {
            for index in 0..<40 {
                let text = "canvas: { width: 400, height: 300, background: white }\nlayout: { kind: ellipse, name: e\(index), fill: \"\(fill)\" }\n"
                try text.write(to: figures.appendingPathComponent("f\(index).yaml"), atomically: true, encoding: .utf8)
            }
        }
        try writeFigures(fill: "#1f5fbf")
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens", "--jobs", "1"], in: folder).status, 0)
        let goldens = folder.appendingPathComponent("goldens")
        let old = try FileManager.default.contentsOfDirectory(atPath: goldens.path).reduce(into: [String: Data]()) {
            $0[$1] = try Data(contentsOf: goldens.appendingPathComponent($1))
        }
        try writeFigures(fill: "#bf1f5f")
        // What a complete run writes, in another folder.
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "fresh", "--jobs", "1"], in: folder).status, 0)
        for delay in [0.05, 0.15, 0.3] {
            let process = Lucid.process(["record", "figures", "--golden", "goldens", "--jobs", "1"], in: folder, environment: [:], unsetting: [])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if delay == 0.05 {
                // 40 renders take far longer than 50 ms: this run really was cut short.
                XCTAssertEqual(process.terminationReason, .uncaughtSignal)
            }
            for (name, oldBytes) in old where name != "lucid-environment.json" {
                let now = try Data(contentsOf: goldens.appendingPathComponent(name))
                let new = try Data(contentsOf: fresh.appendingPathComponent(name))
                XCTAssertTrue(now == oldBytes || now == new, "\(name) is neither the old nor the new golden after a kill at \(delay) s")
            }
            // Goldens are whole files named as goldens; temporary files are hidden and
            // never taken for goldens by check.
            let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter { !$0.hasPrefix(".") }
            XCTAssertEqual(Set(names), Set(old.keys), "no partial files under golden names")
        }
    }
}

/// The progress bar: on a terminal only, cleared before the report.
final class CheckProgressTests: XCTestCase {
    func testAProgressBarIsDrawnOnATerminalAndNotInAPipe() throws {
        let samples = ["Samples/arrows.yaml", "Samples/stacks.yaml"]
        let artifacts = try Lucid.temporaryDirectory(for: self).path
        let arguments = ["check"] + samples + ["--golden", "Output", "--jobs", "1", "--artifacts", artifacts]
        let shown = try Lucid.runOnTerminal(arguments, stream: .standardError, environment: ["TERM": "xterm"], unsetting: ["CI"])
        XCTAssertEqual(shown.status, 0, shown.pipe)
        XCTAssertEqual(shown.terminal, "\r\u{1B}[2K[############------------] 1/2 arrows\r\u{1B}[2K[########################] 2/2 stacks\r\u{1B}[2K")
        XCTAssertEqual(shown.pipe, "2 passed, 0 failed (10 goldens in Output)\n")
        let inCI = try Lucid.runOnTerminal(arguments, stream: .standardError, environment: ["TERM": "xterm", "CI": "true"])
        XCTAssertEqual(inCI.terminal, "", "no progress bar in CI logs")
        let piped = try Lucid.run(arguments, unsetting: ["CI"])
        XCTAssertEqual(piped.standardError, "")
    }
}

/// Anti-aliasing noise alone does not fail a PNG golden; a real change does.
final class CheckAntialiasingTests: XCTestCase {
    private func figure(x: Double, fill: String = "#1f5fbf") -> String {
        """
        canvas: { width: 120, height: 60, background: white }
        layout:
          kind: zstack
          children:
            - { kind: ellipse, name: dot, fill: "\(fill)", stroke: black, strokeWidth: 3, frame: { width: 40, height: 30 }, padding: { left: \(x) } }

        """
    }

    /// A folder with `figures/dot.yaml` (the dot at x 10) and its PNG golden recorded.
    private func recordedDot() throws -> (folder: URL, file: URL) {
        let folder = try Lucid.temporaryDirectory(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("figures"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("figures/dot.yaml")
        try figure(x: 10).write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Lucid.run(["record", "figures", "--golden", "goldens", "--formats", "png"], in: folder).status, 0)
        return (folder, file)
    }

    func testASubPixelShiftPassesAndTheCountsAreReported() throws {
        let (folder, file) = try recordedDot()
        try figure(x: 10.3).write(to: file, atomically: true, encoding: .utf8)
        let shifted = try Lucid.run(["check", "figures", "--golden", "goldens"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(shifted.status, 0, shifted.text)
        XCTAssertEqual(shifted.text, "1 passed, 0 failed (1 golden in goldens)\n")
        try figure(x: 10.3, fill: "#bf1f5f").write(to: file, atomically: true, encoding: .utf8)
        let recoloured = try Lucid.run(["check", "figures", "--golden", "goldens"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(recoloured.status, 1, recoloured.text)
        XCTAssertTrue(recoloured.text.contains("png: PNG differs in "), recoloured.text)
        XCTAssertTrue(recoloured.text.contains("more look like anti-aliasing and are not counted"), recoloured.text)
        // A tolerance in the description lets the change through.
        try (figure(x: 10.3, fill: "#bf1f5f") + "check: { maxDifferentRatio: 0.5 }\n").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Lucid.run(["check", "figures", "--golden", "goldens"], in: folder, environment: ["CI": "true"]).status, 0)
    }

    func testRecordChangedLeavesAGoldenWithinTheToleranceAloneAndRewritesARealChange() throws {
        let (folder, file) = try recordedDot()
        let golden = folder.appendingPathComponent("goldens/dot.png")
        let original = try Data(contentsOf: golden)
        // Byte-different, within the tolerance: left as it was.
        try figure(x: 10.3).write(to: file, atomically: true, encoding: .utf8)
        let within = try Lucid.run(["check", "figures", "--golden", "goldens", "--record", "changed"], in: folder)
        XCTAssertEqual(within.text, "1 passed, 0 failed (1 golden in goldens)\n")
        XCTAssertEqual(try Data(contentsOf: golden), original)
        // A real change: rewritten.
        try figure(x: 10.3, fill: "#bf1f5f").write(to: file, atomically: true, encoding: .utf8)
        let changed = try Lucid.run(["check", "figures", "--golden", "goldens", "--record", "changed"], in: folder)
        XCTAssertEqual(changed.status, 0, changed.text)
        XCTAssertTrue(changed.text.contains("png: recorded goldens/dot.png (was: PNG differs in "), changed.text)
        XCTAssertNotEqual(try Data(contentsOf: golden), original)
        XCTAssertEqual(try Lucid.run(["check", "figures", "--golden", "goldens"], in: folder, environment: ["CI": "true"]).status, 0)
    }
}
