import Foundation
import LucidLayout
import LucidRender
@testable import LucidSnapshotTesting
import SnapshotTesting
import XCTest
import LucidComparison

/// The Diffing closures directly, and `verifySnapshot` with Lucid's strategies against a
/// temporary folder of references.
final class DiffingTests: XCTestCase {
    private let cells = SnapshotFormat.ascii.measurer
    private let pango = SnapshotFormat.png.measurer

    private func ascii(_ figure: Figure) -> String { ASCIIRenderer().render(figure) }

    func testEqualTextMatches() {
        let text = ascii(cardFigure(measurer: cells))
        XCTAssertNil(Diffing<String>.lucidText(.ascii).diffV2(text, text))
    }

    func testChangedTextFailsWithTheSummaryAndAUnifiedDiff() throws {
        let (message, attachments) = try XCTUnwrap(Diffing<String>.lucidText(.ascii).diffV2(
            ascii(cardFigure(measurer: cells)), ascii(cardFigure("Lucent", measurer: cells))))
        XCTAssertTrue(message.hasPrefix("ASCII differs (1 line changed)\n\n--- snapshot.txt (golden)\n+++ snapshot.txt (actual)\n@@ "), message)
        XCTAssertTrue(message.contains("\n-") && message.contains("Lucid") && message.contains("\n+") && message.contains("Lucent"), message)
        guard case let .data(data, name)? = attachments.first else { return XCTFail("no patch attached") }
        XCTAssertEqual(name, "difference.patch")
        XCTAssertTrue(String(decoding: data, as: UTF8.self).hasPrefix("--- snapshot.txt (golden)"))
    }

    func testFramesAndSVGAreNamedInTheSummary() throws {
        let frames = Diffing<String>.lucidText(.frames).diffV2("page (0, 0, 1, 1)\n", "page (0, 0, 2, 1)\n")
        XCTAssertEqual(frames?.0.hasPrefix("frames differs (1 line changed)"), true)
        let svg = Diffing<String>.lucidText(.svg).diffV2("<svg/>\n", "<svg></svg>\n")
        XCTAssertEqual(svg?.0.hasPrefix("SVG differs (1 line changed)"), true)
    }

    func testTheSameImageMatches() throws {
        let png = try RenderTarget(.png).render(cardFigure(measurer: pango))
        XCTAssertNil(Diffing<Data>.lucidImage().diffV2(png, png))
    }

    /// A clearly different image (another swatch colour) fails with the PNG summary,
    /// whether images are compared by bytes or by pixels.
    func testAChangedImageFailsWithTheSummary() throws {
        let golden = try RenderTarget(.png).render(cardFigure(measurer: pango))
        let actual = try RenderTarget(.png).render(cardFigure(swatch: Color("#0000ff")!, measurer: pango))
        let (message, attachments) = try XCTUnwrap(Diffing<Data>.lucidImage().diffV2(golden, actual))
        XCTAssertTrue(message.hasPrefix("PNG differs"), message)
        for attachment in attachments {
            guard case let .data(_, name) = attachment else { return XCTFail("unexpected attachment") }
            XCTAssertTrue(["diff.png", "side-by-side.png"].contains(name), name)
            XCTAssertTrue(message.contains(".\(name)"), message)
        }
    }

    func testAnImageThatIsNoPNGCannotMatch() throws {
        let png = try RenderTarget(.png).render(cardFigure(measurer: pango))
        XCTAssertNotNil(Diffing<Data>.lucidImage().diffV2(Data("not a png".utf8), png))
    }

    func testDiffImagesAreWrittenWhereTheEnvironmentSaysNamedByBothImages() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lucid-diffs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = ImageDiffArtifacts(environment: ["SNAPSHOT_ARTIFACTS": folder.path])
        XCTAssertEqual(artifacts.folder.path, folder.appendingPathComponent("lucid-image-diffs").path)
        XCTAssertEqual(ImageDiffArtifacts(environment: ["LUCID_ARTIFACTS": "/a", "SNAPSHOT_ARTIFACTS": "/b"]).folder.path, "/a/lucid-image-diffs")
        let written = artifacts.write([SnapshotArtifact(suffix: "diff.png", data: Data([1, 2]))], expected: Data([1]), actual: Data([2]))
        XCTAssertEqual(written.map(\.lastPathComponent), ["\(ImageDiffArtifacts.hash(Data([1]), Data([2]))).diff.png"])
        XCTAssertEqual(try Data(contentsOf: written[0]), Data([1, 2]))
        XCTAssertNotEqual(ImageDiffArtifacts.hash(Data([1]), Data([2])), ImageDiffArtifacts.hash(Data([2]), Data([1])))
    }

    func testRecordModesMapByName() {
        XCTAssertEqual(SnapshotTestingConfiguration.Record(RecordMode.all), .all)
        XCTAssertEqual(SnapshotTestingConfiguration.Record(RecordMode.missing), .missing)
        XCTAssertEqual(SnapshotTestingConfiguration.Record(RecordMode.failed), .failed)
        XCTAssertEqual(SnapshotTestingConfiguration.Record(RecordMode.never), .never)
    }

    /// The whole round through swift-snapshot-testing's `verifySnapshot`: recorded, then
    /// matched, then a changed figure fails with Lucid's summary and diff.
    func testVerifySnapshotRecordsMatchesAndReportsLucidsDiff() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lucid-references-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let test = #function
        func verify(_ figure: Figure, record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: figure, as: .ascii, named: "card", record: record, snapshotDirectory: folder.path, testName: test)
        }
        let recorded = try XCTUnwrap(verify(cardFigure(measurer: cells), record: .missing))
        XCTAssertTrue(recorded.contains("Automatically recorded snapshot"), recorded)
        let reference = folder.appendingPathComponent("testVerifySnapshotRecordsMatchesAndReportsLucidsDiff.card.txt")
        XCTAssertEqual(try String(contentsOf: reference, encoding: .utf8), ascii(cardFigure(measurer: cells)))
        XCTAssertNil(verify(cardFigure(measurer: cells), record: .never))
        let failure = try XCTUnwrap(verify(cardFigure("Lucent", measurer: cells), record: .never))
        XCTAssertTrue(failure.contains("ASCII differs (1 line changed)"), failure)
        XCTAssertTrue(failure.contains("+++ snapshot.txt (actual)"), failure)
    }

    func testVerifySnapshotOfPNGsMatchesTheSameAndFailsADifferentOne() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lucid-references-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let test = #function
        func verify(_ layout: some Layout<DisplayItem>, record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: layout, as: .png, named: "card", record: record, snapshotDirectory: folder.path, testName: test)
        }
        XCTAssertNotNil(verify(card(measurer: pango), record: .missing))
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("testVerifySnapshotOfPNGsMatchesTheSameAndFailsADifferentOne.card.png").path))
        XCTAssertNil(verify(card(measurer: pango), record: .never))
        let failure = try XCTUnwrap(verify(card(swatch: Color("#0000ff")!, measurer: pango), record: .never))
        XCTAssertTrue(failure.contains("PNG differs"), failure)
    }
}
