import Foundation
import LucidLayout
import LucidSnapshotTesting
import SnapshotTesting
import Testing

/// Lucid's strategies in Swift Testing, with the record mode set by the `.snapshots` trait
/// from Lucid's environment.
@Suite(.snapshots(record: recordFromEnvironment))
struct SwiftTestingStrategyTests {
    @Test func layoutAsASCIIAndPNG() {
        assertSnapshot(of: card(measurer: SnapshotFormat.ascii.measurer), as: .ascii)
        assertSnapshot(of: card(measurer: SnapshotFormat.png.measurer), as: .png)
    }

    /// A figure that cannot be drawn reports why and gives no snapshot, so nothing is
    /// recorded (swift-snapshot-testing then times out waiting for it).
    @Test func aFigureThatCannotBeRenderedIsReportedAndNotRecorded() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lucid-references-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var failure: String?
        withKnownIssue {
            failure = verifySnapshot(
                of: Figure(size: .zero, items: []), as: .png, named: "empty", record: .missing,
                snapshotDirectory: folder.path, timeout: 0.1)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Lucid could not render the figure as png: ")
        }
        #expect(failure?.contains("Exceeded timeout") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("aFigureThatCannotBeRenderedIsReportedAndNotRecorded.empty.png").path))
    }
}
