import Foundation
import LucidRender
import LucidComparison

/// The list of goldens kept beside them (`lucid-goldens.json`): for each golden name, the
/// description it belongs to and the formats it has goldens in.
///
/// Why: without it a golden file that disappears looks the same as one never recorded, so
/// a deleted `.png` passed `lucid check` (formats were "whichever goldens exist") or came
/// back unnoticed. With it, a listed golden that is gone is *lost*, a failure unless
/// recording it is asked for (`--record missing`), and a golden whose description is gone
/// is *obsolete*, reported and removable (`lucid prune`).
///
/// The file is JSON with sorted keys, one golden per entry, so it diffs well in review.
/// Description paths are relative to the golden folder, so the folder can be checked from
/// anywhere.
public struct GoldenManifest: Equatable, Sendable {
    public static let fileName = "lucid-goldens.json"

    /// What the manifest knows of one golden name.
    public struct Entry: Codable, Equatable, Sendable {
        /// The description file, relative to the golden folder.
        public var description: String
        /// The formats with a golden, by file extension (`png`, `frames`, `txt`…), sorted.
        public var formats: [String]

        public init(description: String, formats: [String]) {
            self.description = description
            self.formats = formats.sorted()
        }
    }

    /// Entries by golden name (`card`, `docs/box`).
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The manifest in `goldenDirectory`; empty when there is none.
    /// - Throws: `GoldenManifestError` for a file that is not a manifest.
    public static func load(from goldenDirectory: String) throws -> GoldenManifest {
        let path = goldenDirectory + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return GoldenManifest() }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            return GoldenManifest(entries: file.goldens)
        } catch {
            throw GoldenManifestError(description: "\(path): not a golden manifest (\(Self.reason(error))); fix or delete it and record again")
        }
    }

    /// The manifest's bytes: sorted keys, two-space indents, a final newline.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // (Encoding dictionaries of strings cannot fail.)
        var data = (try? encoder.encode(File(goldens: entries))) ?? Data()
        data.append(0x0A)
        return data
    }

    /// Writes the manifest into `goldenDirectory`, atomically.
    public func write(to goldenDirectory: String) throws {
        try AtomicFile.write(json(), to: goldenDirectory + "/" + Self.fileName)
    }

    /// The formats listed for `target`: none when the manifest does not know it.
    public func listedFormats(of target: GoldenTarget) -> [OutputFormat] {
        (entries[target.name]?.formats ?? []).compactMap(OutputFormat.init(fileExtension:))
    }

    /// The entries whose description file no longer exists, by name.
    public func obsolete(goldenDirectory: String) -> [(name: String, entry: Entry)] {
        entries.keys.sorted().compactMap { name in
            let entry = entries[name]!
            let path = Self.resolve(entry.description, from: goldenDirectory)
            return FileManager.default.fileExists(atPath: path) ? nil : (name, entry)
        }
    }

    /// Where an entry's description is, as a path from the current folder (for messages).
    public static func descriptionPath(of entry: Entry, goldenDirectory: String) -> String {
        relativePath(of: resolve(entry.description, from: goldenDirectory), from: FileManager.default.currentDirectoryPath)
    }

    /// Records that `target` has goldens in `formats`, besides those already listed.
    public mutating func list(_ target: GoldenTarget, formats: [OutputFormat], goldenDirectory: String) {
        list(name: target.name, description: target.description, formats: formats, goldenDirectory: goldenDirectory)
    }

    /// Records that golden `name`, of the description file `description` (a path from the
    /// current folder), has goldens in `formats`, besides those already listed.
    public mutating func list(name: String, description: String, formats: [OutputFormat], goldenDirectory: String) {
        guard !formats.isEmpty else { return }
        let known = Set(entries[name]?.formats ?? [])
        entries[name] = Entry(
            description: Self.relativePath(of: description, from: goldenDirectory), formats: Array(known.union(formats.map(\.fileExtension))))
    }

    /// `path` (absolute, or relative to the current folder) relative to `folder`.
    static func relativePath(of path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return parts.joined(separator: "/")
    }

    /// A manifest path (relative to `folder`) as a path from the current folder.
    static func resolve(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context): context.debugDescription
        default: "\(error)"
        }
    }

    /// The file's shape: `{ "goldens": { name: entry } }`, room left for more keys.
    private struct File: Codable {
        var goldens: [String: Entry]
    }
}

/// A golden manifest that cannot be read.
public struct GoldenManifestError: Error, CustomStringConvertible {
    public var description: String
}
