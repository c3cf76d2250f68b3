import SnapshotTesting
import LucidComparison

extension SnapshotTestingConfiguration.Record {
    /// The swift-snapshot-testing record mode of the same name, so Lucid's setting
    /// (`RecordMode.fromEnvironment()`: `LUCID_RECORD`, else `never` when `CI` is set)
    /// can govern `assertSnapshot` too:
    ///
    ///     override func invokeTest() {
    ///         withSnapshotTesting(record: .init(try! RecordMode.fromEnvironment())) { super.invokeTest() }
    ///     }
    public init(_ mode: RecordMode) {
        switch mode {
        case .all: self = .all
        // (No manifest here: a new golden is a missing one.)
        case .missing, .new: self = .missing
        case .changed, .failed: self = .failed
        case .never: self = .never
        }
    }
}
