import Foundation
@testable import LucidDescription
import LucidLayout
import LucidRender
import XCTest

/// docs/FORMAT.md stays true: its examples are the files under Samples/docs
/// verbatim, its figures are what Lucid renders from them today, and it documents
/// every kind and key the parser accepts.
final class DocumentationTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var format: String {
        get throws { try String(contentsOf: root.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8) }
    }

    /// Each `<!-- example: PATH -->` marker: the example file, the YAML block after it, and its figure.
    private func examples() throws -> [(path: String, block: String, figure: String)] {
        let pattern = try NSRegularExpression(
            pattern: #"<!-- example: (\S+) -->\n```yaml\n(.*?)```\n\n!\[[^\]]*\]\(([^)]+)\)"#,
            options: [.dotMatchesLineSeparators])
        let text = try format
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).map { match in
            func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
            return (group(1), group(2), group(3))
        }
    }

    func testEveryExampleIsItsSampleFileVerbatim() throws {
        let found = try examples()
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples/docs").path)
            .filter { $0.hasSuffix(".yaml") }.map { "Samples/docs/" + $0 }
        XCTAssertEqual(Set(found.map(\.path)), Set(files), "every docs sample is shown once, and only those")
        for example in found {
            let file = try String(contentsOf: root.appendingPathComponent(example.path), encoding: .utf8)
            XCTAssertEqual(example.block, file, "\(example.path) differs from its copy in docs/FORMAT.md")
        }
    }

    func testEveryFigureIsWhatLucidRendersNow() throws {
        for example in try examples() {
            let path = root.appendingPathComponent(example.path).path
            let description = try DescriptionParser.parse(contentsOf: path)
            let fresh = try RenderPipeline(description).render(RenderTarget(.png, options: RenderOptions(scale: description.canvas.scale)))
            let committed = try? Data(contentsOf: root.appendingPathComponent("docs").appendingPathComponent(example.figure))
            XCTAssertEqual(committed, fresh, "docs/\(example.figure) is stale: run `make run`")
        }
    }

    func testEveryKindAndKeyIsDocumented() throws {
        // Sections start at "### "; a kind's keys must appear in a section whose heading names it.
        let sections = try format.components(separatedBy: "\n### ").dropFirst()
        for (kind, keys) in DescriptionParser.kindKeys {
            let section = sections.first { $0.prefix(while: { $0 != "\n" }).contains("`\(kind)`") }
            XCTAssertNotNil(section, "kind '\(kind)' has no section")
            for key in keys {
                XCTAssertTrue(section?.contains("| `\(key)` |") ?? false, "key '\(key)' of '\(kind)' is not in its table")
            }
        }
        for key in DescriptionParser.modifierKeys + DescriptionParser.canvasKeys + DescriptionParser.reuseKeys + DescriptionParser.checkKeys + DescriptionParser.flexItemKeys + ["use", "class", "check", "flex"] {
            XCTAssertTrue(try format.contains("| `\(key)` |"), "key '\(key)' is not documented")
        }
    }
}
