import Foundation
import LucidLayout
import LucidSnapshot
import Testing

/// `assertLayoutSnapshot` inside Swift Testing `@Test`s: goldens are found the same way,
/// and failures are recorded as issues at the assertion.
struct AssertLayoutSnapshotSwiftTests {
    @Test func aCardAsASCIIAndFrames() {
        assertLayoutSnapshot(of: card(measurer: SnapshotFormat.ascii.measurer), as: .ascii)
        assertLayoutSnapshot(of: card(measurer: SnapshotFormat.frames.measurer), as: .frames)
    }

    @Test func aCardAsPNG() {
        assertLayoutSnapshot(of: card(measurer: SnapshotFormat.png.measurer), as: .png, named: "card")
    }

    /// The committed golden `aMismatchIsRecordedAsAnIssue.mismatch.txt` is the card
    /// titled "Lucid"; this one is titled "Lucent".
    @Test func aMismatchIsRecordedAsAnIssue() {
        let line = #line + 2
        withKnownIssue {
            assertLayoutSnapshot(of: card("Lucent", measurer: SnapshotFormat.ascii.measurer), as: .ascii, named: "mismatch", record: .never)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return message.contains("Snapshot \"mismatch\" does not match its golden") && message.contains("ASCII differs (")
                && message.contains("Lucent") && issue.sourceLocation?.line == line
        }
    }

    @Test func aMissingGoldenIsRecordedAsAnIssueWhenRecordingIsOff() {
        withKnownIssue {
            assertLayoutSnapshot(of: card(measurer: SnapshotFormat.ascii.measurer), as: .ascii, named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no golden at")
        }
    }
}
