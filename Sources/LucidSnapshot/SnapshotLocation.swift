import Foundation

/// Where one snapshot's golden and its failure artifacts are, laid out as
/// swift-snapshot-testing lays out references so both kinds of golden sit together:
///
///     Tests/FeatureTests/CardTests.swift
///     Tests/FeatureTests/__Snapshots__/CardTests/testCard.1.png        the golden
///     .build/lucid-artifacts/CardTests/testCard.1.actual.png           after a failure
public struct SnapshotLocation: Hashable, Sendable {
    /// The golden file.
    public var golden: URL
    /// The folder failure artifacts (actual output, diff images) are written to.
    public var artifactsFolder: URL
    /// `<test>.<identifier>`: the golden's name without its extension, which artifacts
    /// share ("testCard.1.actual.png").
    public var baseName: String

    /// - Parameters:
    ///   - testFilePath: The test's source file (`#filePath`); goldens go beside it in
    ///     `__Snapshots__/<file name without extension>/`.
    ///   - testName: The test function (`#function`), made safe for a file name.
    ///   - identifier: The snapshot's name, or its number within the test.
    ///   - snapshotDirectory: The golden folder to use instead.
    ///   - artifactsDirectory: The artifacts folder to use instead; else `LUCID_ARTIFACTS`
    ///     (with the test file's name appended), else `.build/lucid-artifacts/<file>` in
    ///     the package holding the test file, else the temporary folder.
    public init(
        testFilePath: String, testName: String, identifier: String, fileExtension: String,
        snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let testFile = URL(fileURLWithPath: testFilePath)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        let goldenFolder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        baseName = "\(Self.sanitize(testName)).\(Self.sanitize(identifier))"
        golden = goldenFolder.appendingPathComponent("\(baseName).\(fileExtension)")
        if let artifactsDirectory {
            artifactsFolder = URL(fileURLWithPath: artifactsDirectory, isDirectory: true)
        } else if let root = environment["LUCID_ARTIFACTS"], !root.isEmpty {
            artifactsFolder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(fileName)
        } else {
            let root = Self.packageRoot(above: testFile.deletingLastPathComponent())?.appendingPathComponent(".build")
                ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            artifactsFolder = root.appendingPathComponent("lucid-artifacts").appendingPathComponent(fileName)
        }
    }

    /// Where the artifact with `suffix` ("actual.png", "diff.png") goes.
    public func artifact(_ suffix: String) -> URL {
        artifactsFolder.appendingPathComponent("\(baseName).\(suffix)")
    }

    /// `name` as a path component, as swift-snapshot-testing makes it: every run of
    /// characters other than letters, digits and `_` becomes one `-`, and a `-` at either
    /// end is dropped ("testCard()" → "testCard", "dark mode" → "dark-mode").
    public static func sanitize(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    static func packageRoot(above folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }
}
