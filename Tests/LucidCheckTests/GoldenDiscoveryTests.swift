import Foundation
import LucidCheck
import XCTest

/// Which descriptions `lucid check` finds, and where their goldens are.
final class GoldenDiscoveryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-discovery-\(UUID().uuidString)")
        for path in ["figs/a.yaml", "figs/sub/b.json", "figs/sub/c.yml", "figs/notes.txt", "figs/.hidden/d.yaml",
                     "figs/.build/e.yaml", "figs/goldens/f.yaml", "other/g.yaml", "other/a.yaml"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("layout: { kind: box }\n".utf8).write(to: url)
        }
        previousDirectory = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
    }

    private var previousDirectory = ""

    override func tearDownWithError() throws {
        FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        try FileManager.default.removeItem(at: folder)
    }

    func testFoldersAreSearchedAndGoldensKeepTheRelativePath() throws {
        let targets = try GoldenDiscovery.targets(for: ["figs", "other/g.yaml"], goldenDirectory: "figs/goldens")
        XCTAssertEqual(targets.map(\.description), ["figs/a.yaml", "figs/sub/b.json", "figs/sub/c.yml", "other/g.yaml"])
        XCTAssertEqual(targets.map(\.goldenBase), ["figs/goldens/a", "figs/goldens/sub/b", "figs/goldens/sub/c", "figs/goldens/g"])
        XCTAssertEqual(targets.map(\.name), ["a", "sub/b", "sub/c", "g"])
        XCTAssertEqual(targets[0].goldenPath("png"), "figs/goldens/a.png")
    }

    func testTwoDescriptionsCannotShareGoldensAndMissingPathsAreNamed() {
        XCTAssertThrowsError(try GoldenDiscovery.targets(for: ["figs/a.yaml", "other/a.yaml"], goldenDirectory: "out")) { error in
            XCTAssertEqual("\(error)", "figs/a.yaml and other/a.yaml would share the goldens out/a.*")
        }
        XCTAssertThrowsError(try GoldenDiscovery.targets(for: ["nowhere"], goldenDirectory: "out")) { error in
            XCTAssertEqual("\(error)", "nowhere: no such file or folder")
        }
        XCTAssertEqual(try GoldenDiscovery.targets(for: ["figs/a.yaml", "figs/a.yaml"], goldenDirectory: "out").count, 1)
    }
}
