import Foundation
import LucidRender

/// The report `lucid check` prints: one block per description that failed or recorded
/// (passing ones only counted), structural changes before pixel counts, the paths of the
/// artifacts, and the unified diff of text formats.
///
///     ✗ dream-list (Samples/dream-list.yaml)
///         changed: dream-2/text: x 55 → 57, width 90 → 88
///         png: PNG differs in 312 pixels (0.16 %)
///             diff: .build/lucid-artifacts/dream-list.diff.png
public struct TextReport {
    /// Styling for a terminal (colour); identity by default.
    public var failure: (String) -> String = { $0 }
    public var recorded: (String) -> String = { $0 }
    public var removed: (String) -> String = { $0 }
    public var added: (String) -> String = { $0 }
    /// The most diff lines shown per format; the rest are in the artifacts.
    public var maximumDiffLines = 40
    /// The most characters of a diff line shown (SVG lines carry whole images).
    public var maximumLineLength = 160

    public init() {}

    /// The block for one outcome; empty for a description that passed. Input errors are
    /// printed by the caller, with their source lines.
    public func block(for outcome: CheckOutcome) -> String {
        if let renderError = outcome.renderError {
            return failure("✗") + " \(outcome.target.name) (\(outcome.target.description))\n    \(renderError)\n"
        }
        guard outcome.failed || outcome.recorded else { return "" }
        var text = (outcome.failed ? failure("✗") : recorded("●")) + " \(outcome.target.name) (\(outcome.target.description))\n"
        if outcome.failed {
            for change in outcome.structuralChanges.prefix(maximumDiffLines) { text += "    changed: \(change)\n" }
            if outcome.structuralChanges.count > maximumDiffLines {
                text += "    changed: … and \(outcome.structuralChanges.count - maximumDiffLines) more\n"
            }
        }
        for format in outcome.formats {
            let label = format.format.fileExtension
            switch format.status {
            case .matched:
                continue
            case .missing(lost: false):
                text += "    \(label): no golden \(format.goldenPath) (record it with 'lucid record', or --record missing)\n"
            case .missing(lost: true):
                text += "    \(label): lost: \(format.goldenPath) is listed in \(GoldenManifest.fileName) but gone (restore it with --record missing)\n"
            case let .recorded(mismatch):
                text += "    \(label): recorded \(format.goldenPath)" + (mismatch.map { " (was: \($0.summary))" } ?? "") + "\n"
            case let .mismatched(mismatch):
                text += "    \(label): \(mismatch.summary)\n"
                if let whereChanged = mismatch.whereChanged { text += "        in: \(whereChanged)\n" }
                for artifact in format.artifacts where !artifact.suffix.hasSuffix(".diff") {
                    text += "        \(artifact.suffix): \(artifact.path)\n"
                }
                if let diff = mismatch.diff, format.format != .frames, format.format != .svg {
                    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    for line in lines.prefix(maximumDiffLines) {
                        let shown = line.count > maximumLineLength ? line.prefix(maximumLineLength) + "…" : line
                        text += "        " + style(String(shown)) + "\n"
                    }
                    if lines.count > maximumDiffLines { text += "        … \(lines.count - maximumDiffLines) more lines in the .diff artifact\n" }
                }
            }
        }
        return text
    }

    private func style(_ line: String) -> String {
        if line.hasPrefix("-"), !line.hasPrefix("---") { return removed(line) }
        if line.hasPrefix("+"), !line.hasPrefix("+++") { return added(line) }
        return line
    }
}
