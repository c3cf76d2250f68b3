import Foundation
import LucidDescription
import LucidLayout

/// The frame of each named item of `text` laid out on its canvas, with labels in 10-point
/// character cells (the first item of a name where several share it); `recordsNodes` adds
/// the `frames` format's node marks, so named containers are listed too.
func namedFrames(_ text: String, file: String = "test.yaml", recordsNodes: Bool = false) throws -> [String: CGRect] {
    let description = try DescriptionParser.parse(text, file: file)
    var builder = TreeBuilder(measurer: CellTextMeasurer(cellSize: CGSize(width: 10, height: 10)), baseDirectory: URL(fileURLWithPath: "/"))
    builder.recordsNodes = recordsNodes
    let figure = try builder.figure(description)
    return Dictionary(figure.items.map { ($0.name ?? "?", $0.frame) }, uniquingKeysWith: { first, _ in first })
}
