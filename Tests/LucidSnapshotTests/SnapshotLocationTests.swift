import Foundation
import LucidSnapshot
import XCTest

/// Where goldens and artifacts go.
final class SnapshotLocationTests: XCTestCase {
    func testGoldensGoBesideTheTestFileLikeSwiftSnapshotTestingReferences() {
        let location = SnapshotLocation(
            testFilePath: "/p/Tests/FeatureTests/CardTests.swift", testName: "testCard()", identifier: "1",
            fileExtension: "png", environment: [:])
        XCTAssertEqual(location.golden.path, "/p/Tests/FeatureTests/__Snapshots__/CardTests/testCard.1.png")
        XCTAssertEqual(location.baseName, "testCard.1")
    }

    func testNamesAreMadeSafeForFileNames() {
        XCTAssertEqual(SnapshotLocation.sanitize("testCard()"), "testCard")
        XCTAssertEqual(SnapshotLocation.sanitize("dark mode, wide!"), "dark-mode-wide")
        XCTAssertEqual(SnapshotLocation.sanitize("test(a:b:)"), "test-a-b")
        XCTAssertEqual(SnapshotLocation.sanitize("snake_case2"), "snake_case2")
    }

    func testAGivenSnapshotDirectoryHoldsTheGoldenItself() {
        let location = SnapshotLocation(
            testFilePath: "/p/T.swift", testName: "testA", identifier: "dark mode", fileExtension: "txt",
            snapshotDirectory: "/goldens", artifactsDirectory: "/artifacts", environment: [:])
        XCTAssertEqual(location.golden.path, "/goldens/testA.dark-mode.txt")
        XCTAssertEqual(location.artifact("actual.txt").path, "/artifacts/testA.dark-mode.actual.txt")
    }

    func testArtifactsGoWhereLucidArtifactsSaysInAFolderPerTestFile() {
        let location = SnapshotLocation(
            testFilePath: "/p/Tests/CardTests.swift", testName: "testCard", identifier: "1", fileExtension: "png",
            environment: ["LUCID_ARTIFACTS": "/ci/artifacts"])
        XCTAssertEqual(location.artifact("diff.png").path, "/ci/artifacts/CardTests/testCard.1.diff.png")
    }

    func testArtifactsGoIntoThePackagesBuildFolderByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data().write(to: folder.url.appendingPathComponent("Package.swift"))
        let location = SnapshotLocation(
            testFilePath: folder.path("Tests/FeatureTests/CardTests.swift"), testName: "testCard", identifier: "1",
            fileExtension: "png", environment: [:])
        XCTAssertEqual(
            location.artifactsFolder.standardizedFileURL.path,
            folder.url.appendingPathComponent(".build/lucid-artifacts/CardTests").standardizedFileURL.path)
    }

    func testArtifactsGoIntoTheTemporaryFolderOutsideAPackage() {
        let location = SnapshotLocation(
            testFilePath: "/nowhere-\(UUID().uuidString)/CardTests.swift", testName: "testCard", identifier: "1",
            fileExtension: "png", environment: [:])
        XCTAssertEqual(
            location.artifactsFolder.standardizedFileURL.path,
            URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lucid-artifacts/CardTests").standardizedFileURL.path)
    }
}
