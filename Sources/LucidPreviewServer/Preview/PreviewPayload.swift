import Foundation
import LucidPreview

/// The browser's view of a `PreviewModel`: what the page's one `show(state)` function
/// draws, sent as JSON in each server-sent event and by `/render`.
struct PreviewPayload: Encodable {
    struct Problem: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        /// `path:line:column: error: …`, the source line and a caret, for each diagnostic.
        var text: String
    }

    var generation: Int
    var file: String
    /// `loading`, `rendered` or `failed`.
    var status: String
    /// The picture shown: the new render, or while failing the last good one (nil if none).
    var svg: String?
    var width: Double?
    var height: Double?
    var nodes: [PreviewNode]
    var warnings: [String]
    var error: Problem?
    var milliseconds: Double?

    init(_ model: PreviewModel) {
        generation = model.generation
        file = model.file
        switch model.status {
        case .loading: status = "loading"
        case .rendered: status = "rendered"
        case .failed: status = "failed"
        }
        let picture = model.status.picture
        svg = picture?.picture
        width = picture?.width
        height = picture?.height
        nodes = picture?.nodes ?? []
        warnings = picture?.warnings ?? []
        milliseconds = picture?.milliseconds
        error = model.status.problem.map { Problem(file: $0.file, line: $0.line, column: $0.column, text: $0.text) }
    }

    /// The payload as compact JSON with sorted keys (the same model gives the same bytes).
    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
