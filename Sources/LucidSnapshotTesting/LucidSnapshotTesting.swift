// LucidSnapshotTesting: Lucid strategies for pointfreeco's swift-snapshot-testing, for
// tests that already use `assertSnapshot(of:as:)`: figures and layouts as ASCII,
// frames and SVG text (`Snapshotting<Figure, String>`), and as PNG data
// (`Snapshotting<Figure, Data>`), an image strategy that works on Linux, where that
// library's own image strategies do not exist. Differences are found and described by
// `SnapshotComparison`, as Lucid's own goldens are.
@_exported import LucidSnapshot
import SnapshotTesting
import LucidComparison
