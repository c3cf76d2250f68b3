import Foundation

/// One description to check, and where its goldens are: `goldenBase` plus each format's
/// extension (`Output/dream-list` → `Output/dream-list.png`, `.frames`, …).
public struct GoldenTarget: Hashable, Sendable {
    /// The description file, as found.
    public var description: String
    /// The goldens' path without extension.
    public var goldenBase: String
    /// The description's name relative to the path it was found under, without extension
    /// (`dream-list`, `docs/box`): how reports and artifacts name it.
    public var name: String

    public init(description: String, goldenBase: String, name: String) {
        self.description = description
        self.goldenBase = goldenBase
        self.name = name
    }

    /// The golden file of `format`.
    public func goldenPath(_ format: String) -> String { goldenBase + "." + format }
}

/// Why the descriptions to check could not be listed.
public struct GoldenDiscoveryError: Error, CustomStringConvertible {
    public var description: String
}

/// Finds the descriptions under the paths given to `lucid check` and names their goldens.
///
/// A file given by name is golden `DIR/<name>.<ext>`; a folder is searched recursively
/// for `.yaml`, `.yml` and `.json` files (hidden folders, `.build` and the golden folder
/// itself skipped), each golden at its path relative to that folder. Files are checked
/// in sorted order, so reports are stable. Files whose path (relative to the folder
/// searched, or as given) matches an `excluding` glob (`fnmatch`, where `*` also crosses
/// `/`) are left out.
public enum GoldenDiscovery {
    public static let descriptionExtensions: Set<String> = ["yaml", "yml", "json"]

    public static func targets(for paths: [String], goldenDirectory: String, excluding: [String] = []) throws -> [GoldenTarget] {
        func excluded(_ path: String) -> Bool { excluding.contains { fnmatch($0, path, 0) == 0 } }
        let fileManager = FileManager.default
        let golden = URL(fileURLWithPath: goldenDirectory).standardizedFileURL.path
        var targets: [GoldenTarget] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GoldenDiscoveryError(description: "\(path): no such file or folder")
            }
            guard isDirectory.boolValue else {
                if excluded(path) { continue }
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                targets.append(GoldenTarget(description: path, goldenBase: join(goldenDirectory, name), name: name))
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            guard let enumerator = fileManager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
                throw GoldenDiscoveryError(description: "\(path): cannot list the folder")
            }
            var found: [String] = []
            for case let url as URL in enumerator {
                let standard = url.standardizedFileURL
                if (try? standard.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if standard.path == golden || standard.lastPathComponent == ".build" { enumerator.skipDescendants() }
                    continue
                }
                guard descriptionExtensions.contains(standard.pathExtension.lowercased()) else { continue }
                let relative = String(standard.path.dropFirst(root.path.count + 1))
                if !excluded(relative) { found.append(relative) }
            }
            for relative in found.sorted() {
                let name = (relative as NSString).deletingPathExtension
                targets.append(GoldenTarget(description: join(path, relative), goldenBase: join(goldenDirectory, name), name: name))
            }
        }
        var owners: [String: String] = [:]
        for target in targets {
            if let other = owners[target.goldenBase], other != target.description {
                throw GoldenDiscoveryError(description: "\(other) and \(target.description) would share the goldens \(target.goldenBase).*")
            }
            owners[target.goldenBase] = target.description
        }
        var seen = Set<String>()
        return targets.filter { seen.insert($0.description).inserted }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
