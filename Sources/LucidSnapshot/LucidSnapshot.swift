// LucidSnapshot: golden-file assertions for a package's own XCTest and Swift Testing
// tests. `assertLayoutSnapshot(of:as:)` renders a layout or figure, compares it with a
// golden beside the test file (`__Snapshots__/<TestFile>/<test>.<name>.<ext>`) using
// `SnapshotComparison`, and reports a difference through whichever test library runs.
// `verifyLayoutSnapshot(of:as:)` does the same work and returns the failure instead.
@_exported import LucidComparison
// The layouts and formats a snapshot test builds: one import is enough.
@_exported import LucidLayout
@_exported import LucidRender
