import XCTest
// Tests arrive with assertLayoutSnapshot.
final class LucidSnapshotPlaceholderTests: XCTestCase {}
