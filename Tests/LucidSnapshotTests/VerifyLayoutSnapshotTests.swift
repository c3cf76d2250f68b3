import Foundation
import LucidLayout
import LucidRender
import LucidSnapshot
import XCTest
import LucidComparison

/// `verifyLayoutSnapshot` in a temporary folder of goldens: what each record mode writes,
/// what a failure says, and which artifacts it leaves.
final class VerifyLayoutSnapshotTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var goldens: String { folder.path("goldens") }
    private var artifacts: String { folder.path("artifacts") }
    private let cells = CellTextMeasurer()

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    private func verify(
        _ layout: some Layout<DisplayItem>, as format: SnapshotFormat = .ascii, named name: String? = "card",
        record: RecordMode = .missing, testName: String = #function
    ) -> SnapshotFailure? {
        verifyLayoutSnapshot(
            of: layout, as: format, named: name, record: record,
            snapshotDirectory: goldens, artifactsDirectory: artifacts, testName: testName)
    }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testAMissingGoldenIsRecordedAndTheCheckFailsSayingSo() throws {
        let failure = try XCTUnwrap(verify(card(measurer: cells)))
        XCTAssertEqual(failure.kind, .missing)
        XCTAssertTrue(failure.recorded)
        XCTAssertEqual(failure.golden.path, goldens + "/testAMissingGoldenIsRecordedAndTheCheckFailsSayingSo.card.txt")
        XCTAssertTrue(failure.message.contains("had no golden: recorded one at\n\(failure.golden.path)"), failure.message)
        XCTAssertEqual(try text(failure.golden.path), ASCIIRenderer().render(Figure(snapshotting: card(measurer: cells), size: nil)))
        // Written whole, through a temporary file that is gone.
        XCTAssertEqual(try folder.files(), ["goldens/testAMissingGoldenIsRecordedAndTheCheckFailsSayingSo.card.txt"])

        XCTAssertNil(verify(card(measurer: cells)))
        XCTAssertNil(verify(card(measurer: cells), record: .never))
    }

    func testRecordModeNeverRecordsNothingAndLeavesTheOutputAsAnArtifact() throws {
        let failure = try XCTUnwrap(verify(card(measurer: cells), record: .never))
        XCTAssertEqual(failure.kind, .missing)
        XCTAssertFalse(failure.recorded)
        XCTAssertTrue(failure.message.contains("record mode is never"), failure.message)
        XCTAssertEqual(try folder.files(), ["artifacts/testRecordModeNeverRecordsNothingAndLeavesTheOutputAsAnArtifact.card.actual.txt"])
        XCTAssertEqual(failure.artifacts.map(\.path), [artifacts + "/testRecordModeNeverRecordsNothingAndLeavesTheOutputAsAnArtifact.card.actual.txt"])
        XCTAssertTrue(failure.message.contains(failure.artifacts[0].path), failure.message)
    }

    func testADifferentOutputFailsWithTheSummaryAndADiffAndLeavesArtifacts() throws {
        _ = verify(card(measurer: cells))
        let golden = try text(goldens + "/testADifferentOutputFailsWithTheSummaryAndADiffAndLeavesArtifacts.card.txt")
        let failure = try XCTUnwrap(verify(card("Lucent", measurer: cells)))
        XCTAssertEqual(failure.kind, .mismatch)
        XCTAssertFalse(failure.recorded)
        XCTAssertEqual(failure.mismatch?.summary.hasPrefix("ASCII differs ("), true)
        for part in [
            "Snapshot \"card\" does not match its golden \(failure.golden.path)\nASCII differs (",
            "--- testADifferentOutputFailsWithTheSummaryAndADiffAndLeavesArtifacts.card.txt (golden)",
            "\n-", "Lucid", "\n+", "Lucent", "Artifacts:\n  \(artifacts)/",
        ] {
            XCTAssertTrue(failure.message.contains(part), "\(part) not in \(failure.message)")
        }
        XCTAssertEqual(failure.artifacts.map(\.lastPathComponent), [
            "testADifferentOutputFailsWithTheSummaryAndADiffAndLeavesArtifacts.card.actual.txt",
            "testADifferentOutputFailsWithTheSummaryAndADiffAndLeavesArtifacts.card.expected.txt",
            "testADifferentOutputFailsWithTheSummaryAndADiffAndLeavesArtifacts.card.txt.diff",
        ])
        XCTAssertTrue(try text(failure.artifacts[0].path).contains("Lucent"))
        XCTAssertEqual(try text(failure.golden.path), golden, "record mode missing leaves a differing golden alone")
        for path in failure.artifacts.map(\.path) { XCTAssertTrue(failure.message.contains(path)) }
    }

    func testRecordModeFailedRewritesADifferingGoldenAndStillFails() throws {
        _ = verify(card(measurer: cells))
        let failure = try XCTUnwrap(verify(card("Lucent", measurer: cells), record: .failed))
        XCTAssertEqual(failure.kind, .mismatch)
        XCTAssertTrue(failure.recorded)
        XCTAssertTrue(failure.message.contains("Record mode is failed: recorded the new output over the golden"), failure.message)
        XCTAssertTrue(try text(failure.golden.path).contains("Lucent"))
        XCTAssertNil(verify(card("Lucent", measurer: cells), record: .failed))
        XCTAssertFalse(try folder.files().contains { $0.hasSuffix(".tmp") })
    }

    func testRecordModeAllRewritesEvenAMatchingGoldenAndFails() throws {
        _ = verify(card(measurer: cells))
        let same = try XCTUnwrap(verify(card(measurer: cells), record: .all))
        XCTAssertEqual(same.kind, .recordedAll)
        XCTAssertTrue(same.message.contains("record mode is all"), same.message)
        let changed = try XCTUnwrap(verify(card("Lucent", measurer: cells), record: .all))
        XCTAssertEqual(changed.kind, .mismatch)
        XCTAssertTrue(changed.recorded)
        XCTAssertTrue(try text(changed.golden.path).contains("Lucent"))
    }

    func testUnnamedSnapshotsAreNumberedWithinATest() throws {
        _ = verify(card(measurer: cells), named: nil)
        _ = verify(card("Two", measurer: cells), named: nil)
        XCTAssertEqual(try folder.files(), [
            "goldens/testUnnamedSnapshotsAreNumberedWithinATest.1.txt",
            "goldens/testUnnamedSnapshotsAreNumberedWithinATest.2.txt",
        ])
        XCTAssertEqual(verify(card(measurer: cells), named: nil, record: .never)?.golden.lastPathComponent,
                       "testUnnamedSnapshotsAreNumberedWithinATest.3.txt")
    }

    func testALayoutIsDrawnAtItsIdealSizeUnlessGivenOne() throws {
        let layout = card(measurer: cells)
        let ideal = layout.sizeThatFits(.unspecified)
        XCTAssertEqual(verify(layout, as: .frames, named: "ideal")?.kind, .missing)
        XCTAssertEqual(verifyLayoutSnapshot(
            of: layout, size: CGSize(width: 200, height: 100), as: .frames, named: "sized", record: .missing,
            snapshotDirectory: goldens, artifactsDirectory: artifacts)?.kind, .missing)
        let prefix = goldens + "/testALayoutIsDrawnAtItsIdealSizeUnlessGivenOne"
        XCTAssertTrue(try text(prefix + ".ideal.frames").hasPrefix("page (0, 0, \(Int(ideal.width)), \(Int(ideal.height)))\n"))
        let sized = try text(prefix + ".sized.frames")
        XCTAssertTrue(sized.hasPrefix("page (0, 0, 200, 100)\n"), sized)
        // A layout from Swift records no nodes: its display items are listed.
        XCTAssertTrue(sized.contains("\n  box \"swatch\" ("), sized)
        XCTAssertTrue(sized.contains("\n  label \"title\" ("), sized)
    }

    func testAFigureIsCheckedAsItIs() throws {
        let figure = Figure(size: CGSize(width: 32, height: 32), items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 32, height: 32), name: "box", drawing: .box(ShapeStyle(stroke: .black)))
        ])
        XCTAssertEqual(verifyLayoutSnapshot(
            of: figure, as: .ascii, named: "figure", record: .missing, snapshotDirectory: goldens, artifactsDirectory: artifacts)?.kind, .missing)
        XCTAssertNil(verifyLayoutSnapshot(
            of: figure, as: .ascii, named: "figure", record: .never, snapshotDirectory: goldens, artifactsDirectory: artifacts))
        XCTAssertEqual(try text(goldens + "/testAFigureIsCheckedAsItIs.figure.txt"), ASCIIRenderer().render(figure))
    }

    /// PNG: the same render passes, a clearly different one fails with the actual image
    /// among the artifacts (true of a byte comparison and of a perceptual one).
    func testPNGsThatAreTheSameMatchAndClearlyDifferentOnesDoNot() throws {
        let pango = SnapshotFormat.png.measurer
        XCTAssertEqual(verify(card(measurer: pango), as: .png)?.kind, .missing)
        XCTAssertNil(verify(card(measurer: pango), as: .png, record: .never))
        let failure = try XCTUnwrap(verify(card(swatch: Color("#0000ff")!, measurer: pango), as: .png, record: .never))
        XCTAssertEqual(failure.kind, .mismatch)
        XCTAssertTrue(failure.mismatch?.summary.hasPrefix("PNG") == true, failure.message)
        XCTAssertTrue(failure.artifacts.map(\.lastPathComponent).contains("testPNGsThatAreTheSameMatchAndClearlyDifferentOnesDoNot.card.actual.png"))
        XCTAssertEqual(try Data(contentsOf: failure.artifacts[0]), try SnapshotFormat.png.render(
            Figure(snapshotting: card(swatch: Color("#0000ff")!, measurer: pango), size: nil)))
    }

    func testAGoldenThatIsNoPNGIsADifferenceThatRecordModeFailedRepairs() throws {
        let golden = goldens + "/testAGoldenThatIsNoPNGIsADifferenceThatRecordModeFailedRepairs.card.png"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: golden))
        let pango = SnapshotFormat.png.measurer
        XCTAssertEqual(verify(card(measurer: pango), as: .png, record: .never)?.kind, .mismatch)
        XCTAssertEqual(verify(card(measurer: pango), as: .png, record: .failed)?.recorded, true)
        XCTAssertNil(verify(card(measurer: pango), as: .png, record: .never))
    }

    func testAFigureThatCannotBeRenderedFailsWithTheReasonAndWritesNothing() throws {
        let failure = try XCTUnwrap(verifyLayoutSnapshot(
            of: Figure(size: .zero, items: []), as: .png, named: "empty", record: .missing,
            snapshotDirectory: goldens, artifactsDirectory: artifacts))
        XCTAssertEqual(failure.kind, .error)
        XCTAssertTrue(failure.message.hasPrefix("Snapshot \"empty\" could not be made: "), failure.message)
        XCTAssertEqual(try folder.files(), [])
    }

    func testOptionsReachTheRenderer() throws {
        let format = SnapshotFormat.ascii(charset: .ascii)
        XCTAssertEqual(verify(card(measurer: format.measurer), as: format)?.kind, .missing)
        let picture = try text(goldens + "/testOptionsReachTheRenderer.card.txt")
        XCTAssertTrue(picture.contains("+--"), picture)
        XCTAssertFalse(picture.contains("┌"), picture)
        XCTAssertEqual(SnapshotFormat.png(scale: 2).options.scale, 2)
        XCTAssertEqual(SnapshotFormat.ascii.fileExtension, "txt")
        XCTAssertEqual(SnapshotFormat.frames.fileExtension, "frames")
    }
}
