import Foundation
import LucidDescription
import LucidLayout
import LucidRender

/// One fuzz input through the path a user's file takes: parse, build, lay out, render as
/// ASCII (Cairo is left out: it is C, fuzzed by its own project, and slow per input).
/// Every error the input earns is expected; a crash, a trap or a hang is the bug.
enum FuzzInput {
    /// Where inputs are parsed as if they were: beside Samples, so `include` and image
    /// paths that name the samples' files reach real files.
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/fuzz-input.yaml").path

    static func run(_ data: Data) {
        guard data.count <= DescriptionParser.maximumFileSize, let text = String(data: data, encoding: .utf8) else { return }
        guard let description = try? DescriptionParser.parse(text, file: file) else { return }
        // The pipeline `lucid render --format ascii` runs, limits and all.
        _ = try? RenderPipeline(description).render(RenderTarget(.ascii))
    }
}
