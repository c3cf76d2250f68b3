import XCTest
// Tests arrive with the swift-snapshot-testing strategies.
final class LucidSnapshotTestingPlaceholderTests: XCTestCase {}
