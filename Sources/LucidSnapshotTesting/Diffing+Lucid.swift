import Foundation
import LucidRender
import SnapshotTesting
import LucidComparison

extension Diffing where Value == String {
    /// Text in `format` (ASCII, frames or SVG), compared exactly: a difference fails with
    /// `SnapshotComparison`'s summary ("ASCII differs (2 lines changed)") and unified diff,
    /// the diff also attached as "difference.patch".
    public static func lucidText(_ format: OutputFormat) -> Diffing<String> {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { golden, actual in
            let mismatch: SnapshotMismatch?
            do {
                mismatch = try SnapshotComparison.compare(
                    expected: Data(golden.utf8), actual: Data(actual.utf8), format: format, name: "snapshot")
            } catch {
                return ("cannot compare with the reference: \(error)", [])
            }
            guard let mismatch else { return nil }
            let diff = mismatch.diff ?? ""
            return (mismatch.summary + "\n\n" + diff, [.data(Data(diff.utf8), name: "difference.patch")])
        }
    }
}

extension Diffing where Value == Data {
    /// PNG bytes, compared as Lucid compares PNG goldens: byte for byte, then
    /// perceptually within `tolerance`. A difference fails with the comparison's summary
    /// ("PNG differs in 312 pixels (0.16 %)"); its diff and side-by-side images are
    /// attached and, since attachments show only in Xcode, also written to
    /// `lucid-image-diffs/` in `$LUCID_ARTIFACTS`, `$SNAPSHOT_ARTIFACTS` or the temporary
    /// folder, with their paths in the message.
    public static func lucidImage(tolerance: ImageTolerance = .default) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { golden, actual in
            let mismatch: SnapshotMismatch?
            do {
                mismatch = try SnapshotComparison.compare(
                    expected: golden, actual: actual, format: .png, name: "snapshot", tolerance: tolerance)
            } catch {
                return ("cannot compare with the reference: \(error)", [])
            }
            guard let mismatch else { return nil }
            // swift-snapshot-testing keeps the actual image itself; the reference is the golden.
            let images = mismatch.artifacts.filter { !$0.suffix.hasPrefix("actual.") && !$0.suffix.hasPrefix("expected.") }
            var message = mismatch.summary
            let written = ImageDiffArtifacts().write(images, expected: golden, actual: actual)
            if !written.isEmpty { message += "\n\nDiff images:\n" + written.map { "  " + $0.path }.joined(separator: "\n") }
            return (message, images.map { .data($0.data, name: $0.suffix) })
        }
    }
}
