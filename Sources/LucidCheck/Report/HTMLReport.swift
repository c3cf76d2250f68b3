import Foundation
import LucidRender

/// `report.html` in the artifacts folder: every failure with its images side by side
/// (expected, actual, diff), its structural changes and its text diffs, for a CI run's
/// artifacts. Self-contained apart from the images, which it links by relative path.
public struct HTMLReport {
    /// The folder the report is written to; image links are relative to it.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func html(_ outcomes: [CheckOutcome], summary: CheckSummary, goldenDirectory: String, environmentChanges: [String]) -> String {
        page(sections: outcomes.map(section(for:)), summaryLine: summary.line(goldenDirectory: goldenDirectory), environmentChanges: environmentChanges)
    }

    /// One description's part of the report: its problems, layout changes and failed
    /// formats; "" when it passed (or was recorded). Shards keep these to merge them.
    public func section(for outcome: CheckOutcome) -> String {
        guard outcome.failed || outcome.isInputError else { return "" }
        var html = "<section>\n<h2>\(escape(outcome.target.name)) <small>\(escape(outcome.target.description))</small></h2>\n"
        if let diagnostics = outcome.diagnostics {
            html += "<pre class=\"problem\">\(escape(diagnostics.diagnostics.map(\.description).joined(separator: "\n")))</pre>\n"
        }
        if let error = outcome.renderError { html += "<pre class=\"problem\">\(escape(error))</pre>\n" }
        if !outcome.structuralChanges.isEmpty {
            html += "<h3>Layout</h3>\n<ul class=\"layout\">\n"
                + outcome.structuralChanges.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
        }
        for format in outcome.formats where format.failed {
            html += section(for: format)
        }
        return html + "</section>\n"
    }

    /// The whole page around the descriptions' `sections`.
    public func page(sections: [String], summaryLine: String, environmentChanges: [String]) -> String {
        var body = "<h1>Lucid golden check</h1>\n<p class=\"summary\">\(escape(summaryLine))</p>\n"
        if !environmentChanges.isEmpty {
            body += "<p class=\"environment\">The goldens were recorded in another environment: "
                + escape(environmentChanges.joined(separator: ", ")) + ". Expect small differences in text.</p>\n"
        }
        let shown = sections.filter { !$0.isEmpty }
        if shown.isEmpty { body += "<p>Every golden matches.</p>\n" }
        body += shown.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Lucid golden check</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
            section { border-top: 1px solid #ddd; padding: 1em 0; }
            small { color: #777; font-weight: normal; }
            .images { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { color: #555; font-size: 12px; }
            img { border: 1px solid #ccc; max-width: 100%; image-rendering: pixelated; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            pre { background: #f6f6f6; padding: 0.8em; overflow: auto; }
            .del { color: #b00020; } .ins { color: #006b2d; } .problem, .environment { color: #b00020; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private func section(for format: FormatOutcome) -> String {
        var html = "<h3>\(escape(format.format.fileExtension))</h3>\n"
        switch format.status {
        case .missing(lost: false):
            return html + "<p>No golden at <code>\(escape(format.goldenPath))</code>.</p>\n"
        case .missing(lost: true):
            return html + "<p>Lost: <code>\(escape(format.goldenPath))</code> is listed in \(GoldenManifest.fileName) but gone.</p>\n"
        case let .mismatched(mismatch):
            html += "<p>\(escape(mismatch.summary))</p>\n"
            if let whereChanged = mismatch.whereChanged { html += "<p>In: \(escape(whereChanged))</p>\n" }
            // Expected, actual, diff: the order people compare in.
            let order = ["expected.png", "actual.png", "diff.png"]
            let images = format.artifacts.filter { order.contains($0.suffix) }
                .sorted { order.firstIndex(of: $0.suffix)! < order.firstIndex(of: $1.suffix)! }
            if format.format == .png, !images.isEmpty {
                html += "<div class=\"images\">\n"
                for image in images {
                    html += "<figure><img src=\"\(escape(relative(image.path)))\" alt=\"\(escape(image.suffix))\"><figcaption>\(escape(image.suffix))</figcaption></figure>\n"
                }
                html += "</div>\n"
            }
            if let diff = mismatch.diff {
                let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                    let text = escape(String(line))
                    if line.hasPrefix("-"), !line.hasPrefix("---") { return "<span class=\"del\">\(text)</span>" }
                    if line.hasPrefix("+"), !line.hasPrefix("+++") { return "<span class=\"ins\">\(text)</span>" }
                    return text
                }
                html += "<pre>\(lines.joined(separator: "\n"))</pre>\n"
            }
            return html
        case .matched, .recorded:
            return ""
        }
    }

    /// `path` relative to the report's folder when it lies inside it.
    private func relative(_ path: String) -> String {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.path + "/"
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        return file.hasPrefix(folder) ? String(file.dropFirst(folder.count)) : "file://" + file
    }
}

/// Text safe in HTML and XML content and attribute values.
func escape(_ text: String) -> String { XMLText.escaped(text) }
