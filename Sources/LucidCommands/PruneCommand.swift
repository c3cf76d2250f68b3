import ArgumentParser
import Foundation
import LucidCheck

/// `lucid prune --golden DIR`: removes the obsolete goldens, those the manifest lists for a
/// description file that no longer exists, and their entries.
///
/// It decides from the manifest alone (a description is gone or it is not), never from
/// which descriptions one run happened to check, so pruning after a filtered or sharded
/// check cannot remove the goldens of descriptions that run left out.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove goldens whose description is gone (as lucid-goldens.json lists them).",
        discussion: "Exit status: 0 done (or nothing to remove), 2 usage error or an unreadable manifest."
    )

    @Option(name: .long, help: "The folder of golden files.")
    var golden: String

    @Flag(name: .customLong("dry-run"), help: "Only list what would be removed.")
    var dryRun = false

    func run() throws {
        var manifest: GoldenManifest
        do {
            manifest = try GoldenManifest.load(from: golden)
        } catch {
            throw ValidationError("\(error)")
        }
        let obsolete = manifest.obsolete(goldenDirectory: golden)
        for (name, entry) in obsolete {
            for format in entry.formats {
                let path = "\(golden)/\(name).\(format)"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                if !dryRun { try FileManager.default.removeItem(atPath: path) }
                print("\(dryRun ? "would remove" : "removed") \(path)")
            }
            manifest.entries[name] = nil
        }
        if !dryRun, !obsolete.isEmpty { try manifest.write(to: golden) }
        let count = obsolete.count
        print(count == 0 ? "nothing obsolete in \(golden)"
              : "\(count) obsolete description\(count == 1 ? "" : "s")\(dryRun ? "" : " pruned") from \(golden)")
    }
}
