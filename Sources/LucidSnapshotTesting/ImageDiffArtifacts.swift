import Foundation
import LucidComparison

/// Where `Diffing<Data>.lucidImage` writes a failed comparison's diff images so they can
/// be opened outside Xcode: `$LUCID_ARTIFACTS`, else `$SNAPSHOT_ARTIFACTS` (where
/// swift-snapshot-testing writes the actual image), else the temporary folder, in
/// `lucid-image-diffs/`. A Diffing closure is not told which snapshot it compares, so
/// files are named by a hash of both images: the same failure writes the same files.
struct ImageDiffArtifacts {
    var folder: URL

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let root = [environment["LUCID_ARTIFACTS"], environment["SNAPSHOT_ARTIFACTS"]].compactMap { $0 }.first { !$0.isEmpty }
            ?? NSTemporaryDirectory()
        folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("lucid-image-diffs")
    }

    /// Writes `artifacts` as `<hash>.<suffix>` and returns the paths written; one that
    /// cannot be written is left out (the message then simply does not list it).
    func write(_ artifacts: [SnapshotArtifact], expected: Data, actual: Data) -> [URL] {
        let name = Self.hash(expected, actual)
        return artifacts.compactMap { artifact in
            let url = folder.appendingPathComponent("\(name).\(artifact.suffix)")
            return (try? AtomicFile.write(artifact.data, to: url.path)).map { url }
        }
    }

    /// 64-bit FNV-1a over both images, in hex.
    static func hash(_ first: Data, _ second: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in first + [0xff] + second {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
