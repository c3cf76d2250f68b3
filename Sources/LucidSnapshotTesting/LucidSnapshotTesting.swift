// LucidSnapshotTesting: Lucid strategies for pointfreeco's swift-snapshot-testing.
// (To come: Snapshotting<…>.ascii, .frames and a Linux image strategy.)
import LucidSnapshot
import SnapshotTesting
