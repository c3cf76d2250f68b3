import Foundation
import LucidRender

/// A file written next to a failure so people can look at it: `name.actual.png`,
/// `name.diff.png`, …
public struct SnapshotArtifact: Hashable, Sendable {
    /// What goes after the golden's name: "actual.png", "expected.png", "diff.png",
    /// "side-by-side.png", "actual.txt", "diff".
    public var suffix: String
    public var data: Data

    public init(suffix: String, data: Data) {
        self.suffix = suffix
        self.data = data
    }
}

/// How one format's new output differs from its golden.
public struct SnapshotMismatch: Sendable {
    public var format: OutputFormat
    /// One line for the report: "PNG differs in 312 pixels (0.16 %)", "PNG size differs:
    /// expected 480 × 400, actual 480 × 402", "ASCII differs (3 lines)".
    public var summary: String
    /// For text formats, the unified diff from golden to new output.
    public var diff: String?
    /// The actual output, the expected one, and for PNG the diff and side-by-side images.
    public var artifacts: [SnapshotArtifact]
    /// For PNG, when the layout was given: the nodes the differing pixels fall in
    /// (`PixelAttribution`), most first: "step 2301 px, title 12 px".
    public var whereChanged: String?

    public init(format: OutputFormat, summary: String, diff: String? = nil, artifacts: [SnapshotArtifact] = []) {
        self.format = format
        self.summary = summary
        self.diff = diff
        self.artifacts = artifacts
    }
}

/// Compares a new output with its golden, the way every Lucid golden check does (the
/// `lucid check` command and `assertLayoutSnapshot`): text formats exactly, with a
/// unified diff; PNG byte for byte first, then perceptually within a tolerance; PDF byte
/// for byte.
public enum SnapshotComparison {
    /// Nil when `actual` matches `expected`; `name` labels the diff's headers. For a PNG,
    /// `layout` (a `.frames` text) and `scale` (its pixels per point) let the mismatch say
    /// which nodes its differing pixels fall in.
    public static func compare(
        expected: Data, actual: Data, format: OutputFormat, name: String, tolerance: ImageTolerance = .default,
        layout: String? = nil, scale: Double = 1
    ) throws -> SnapshotMismatch? {
        guard expected != actual else { return nil }
        let suffix = format.fileExtension
        let files = [SnapshotArtifact(suffix: "actual.\(suffix)", data: actual), SnapshotArtifact(suffix: "expected.\(suffix)", data: expected)]
        switch format {
        case .png:
            let comparison = try ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
            guard !comparison.matches else { return nil }
            var artifacts = files
            if let diff = comparison.diffImage { artifacts.append(SnapshotArtifact(suffix: "diff.png", data: diff)) }
            if let sideBySide = comparison.sideBySide { artifacts.append(SnapshotArtifact(suffix: "side-by-side.png", data: sideBySide)) }
            var mismatch = SnapshotMismatch(format: format, summary: summary(of: comparison), artifacts: artifacts)
            if let layout, !comparison.differentPixelIndices.isEmpty {
                let nodes = PixelAttribution.nodes(
                    holding: comparison.differentPixelIndices, width: comparison.expectedSize.width, scale: scale, in: FramesTree(layout))
                mismatch.whereChanged = PixelAttribution.summary(nodes)
            }
            return mismatch
        case .pdf:
            return SnapshotMismatch(format: format, summary: "PDF differs (\(expected.count) bytes expected, \(actual.count) actual)", artifacts: files)
        case .svg, .ascii, .frames:
            let old = String(decoding: expected, as: UTF8.self), new = String(decoding: actual, as: UTF8.self)
            let diff = UnifiedDiff.diff(expected: old, actual: new, expectedName: "\(name).\(suffix) (golden)", actualName: "\(name).\(suffix) (actual)")
            let changed = diff.map { $0.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count } ?? 0
            var artifacts = files
            if let diff { artifacts.append(SnapshotArtifact(suffix: "\(suffix).diff", data: Data(diff.utf8))) }
            return SnapshotMismatch(
                format: format, summary: "\(label(format)) differs (\(changed) line\(changed == 1 ? "" : "s") changed)",
                diff: diff, artifacts: artifacts)
        }
    }

    static func label(_ format: OutputFormat) -> String {
        switch format {
        case .ascii: "ASCII"
        case .frames: "frames"
        default: format.rawValue.uppercased()
        }
    }

    private static func summary(of comparison: ImageComparison) -> String {
        guard comparison.expectedSize == comparison.actualSize else {
            let common = PixelSize(
                width: min(comparison.expectedSize.width, comparison.actualSize.width),
                height: min(comparison.expectedSize.height, comparison.actualSize.height))
            let count = comparison.differentPixels
            return "PNG size differs: expected \(comparison.expectedSize), actual \(comparison.actualSize); "
                + "in the \(common) both cover, \(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "")"
        }
        let total = max(comparison.totalPixels, 1)
        let percent = Double(comparison.differentPixels) * 100 / Double(total)
        return "PNG differs in \(comparison.differentPixels) pixel\(comparison.differentPixels == 1 ? "" : "s") (\(String(format: "%.2f", percent)) %)"
            + (comparison.antialiasedPixels > 0 ? "; \(comparison.antialiasedPixels) more look like anti-aliasing and are not counted" : "")
    }
}
