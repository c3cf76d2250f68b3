import Foundation
import LucidRender
import LucidComparison

/// Deciding on the failures of the last `lucid check` (its `CheckResultFile`), insta-style:
/// accepting one writes its new outputs over its goldens (atomically, and lists them in
/// the manifest); rejecting one leaves its goldens as they are. Decisions are kept in the
/// result file, so a review can stop and go on later.
public struct GoldenReview {
    public private(set) var result: CheckResultFile
    /// The artifacts folder the result was read from.
    public let directory: String

    public init(artifactsDirectory: String) throws {
        directory = artifactsDirectory
        result = try CheckResultFile.load(from: artifactsDirectory)
    }

    /// The failures still to decide on (those with new outputs to accept), in order.
    public var pending: [CheckResultFile.Entry] {
        result.descriptions.filter { $0.state == "failed" && !$0.accepts.isEmpty }
    }

    /// Writes the new outputs of the pending failure `name` over its goldens.
    /// - Throws: `GoldenReviewError` when no pending failure has that name, or a file
    ///   cannot be read or written.
    public mutating func accept(_ name: String) throws {
        let index = try pendingIndex(name)
        let entry = result.descriptions[index]
        var manifest = try GoldenManifest.load(from: result.goldenDirectory)
        for acceptance in entry.accepts {
            guard let data = FileManager.default.contents(atPath: acceptance.actual) else {
                throw GoldenReviewError(description: "\(acceptance.actual): the new output is gone (run lucid check again)")
            }
            try FileManager.default.createDirectory(
                atPath: (acceptance.golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(data, to: acceptance.golden)
            if let format = OutputFormat(fileExtension: acceptance.format) {
                manifest.list(name: name, description: entry.description, formats: [format], goldenDirectory: result.goldenDirectory)
            }
        }
        try manifest.write(to: result.goldenDirectory)
        result.descriptions[index].state = "accepted"
        try save()
    }

    /// Leaves the goldens of the pending failure `name` as they are, and says so.
    public mutating func reject(_ name: String) throws {
        let index = try pendingIndex(name)
        result.descriptions[index].state = "rejected"
        try save()
    }

    private func pendingIndex(_ name: String) throws -> Int {
        guard let index = result.descriptions.firstIndex(where: { $0.name == name && $0.state == "failed" && !$0.accepts.isEmpty }) else {
            let names = pending.map(\.name)
            throw GoldenReviewError(description: "no failure named '\(name)' to review in \(directory)/\(CheckResultFile.fileName)"
                + (names.isEmpty ? " (nothing is left to review)" : "; the failures are: \(names.joined(separator: ", "))"))
        }
        return index
    }

    private func save() throws {
        try AtomicFile.write(result.json(), to: directory + "/" + CheckResultFile.fileName)
    }
}

/// A review step that cannot be done.
public struct GoldenReviewError: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}
