import Crypto
import Foundation
import LucidRender

/// The rendering environment a set of goldens was recorded in: library versions and the
/// SHA-256 of every bundled font file, kept in `lucid-environment.json` beside the goldens.
///
/// `lucid check` compares it with the running environment first and says what changed,
/// so "Pango 1.50 → 1.52" explains a wave of small PNG differences before anyone hunts
/// for a layout regression.
public struct EnvironmentFingerprint: Codable, Equatable, Sendable {
    /// Library name → version.
    public var libraries: [String: String]
    /// Font file name → SHA-256, in hex.
    public var fonts: [String: String]

    /// The file name it is kept under, in the golden folder.
    public static let fileName = "lucid-environment.json"

    public init(libraries: [String: String], fonts: [String: String]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The environment this process renders in.
    public static func current() throws -> EnvironmentFingerprint {
        var fonts: [String: String] = [:]
        for (name, path) in try RenderEnvironment.fontFiles() {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            fonts[name] = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
        }
        return EnvironmentFingerprint(libraries: RenderEnvironment.libraryVersions, fonts: fonts)
    }

    /// The fingerprint kept in `folder`, nil when there is none (or it cannot be read).
    public static func recorded(in folder: String) -> EnvironmentFingerprint? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + fileName) else { return nil }
        return try? JSONDecoder().decode(EnvironmentFingerprint.self, from: data)
    }

    /// The JSON kept beside the goldens: sorted keys and a final newline, so it diffs well.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// What differs from `recorded` (the goldens'), one phrase each, libraries then fonts:
    /// "Pango 1.50.12 → 1.52.0", "font DejaVuSans.ttf changed". Empty when nothing does.
    public func changes(since recorded: EnvironmentFingerprint) -> [String] {
        var changes: [String] = []
        for name in Set(libraries.keys).union(recorded.libraries.keys).sorted() where libraries[name] != recorded.libraries[name] {
            changes.append("\(name) \(recorded.libraries[name] ?? "(none)") → \(libraries[name] ?? "(none)")")
        }
        for name in Set(fonts.keys).union(recorded.fonts.keys).sorted() where fonts[name] != recorded.fonts[name] {
            switch (recorded.fonts[name], fonts[name]) {
            case (nil, _): changes.append("font \(name) added")
            case (_, nil): changes.append("font \(name) removed")
            default: changes.append("font \(name) changed")
            }
        }
        return changes
    }
}
