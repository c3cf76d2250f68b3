import Foundation
import LucidDescription
import LucidLayout
import XCTest

/// Files become layout trees with the same meaning as the Swift API.
final class TreeBuilderTests: XCTestCase {
    private let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    private func figure(_ text: String, file: String = "test.yaml") throws -> Figure {
        let description = try DescriptionParser.parse(text, file: file)
        return try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: samples).figure(description)
    }

    private func frames(_ figure: Figure) -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: figure.items.map { ($0.name ?? "?", $0.frame) })
    }

    func testDecoratingLayoutFromAFileHasTheSampleNumbers() throws {
        let result = try figure("""
            canvas: { width: 90, height: 40 }
            layout:
              kind: decorating
              content: { kind: box, name: content }
              decoration: { kind: box, name: decoration }
            """)
        XCTAssertEqual(result.items.map(\.name), ["decoration", "content"])
        XCTAssertEqual(frames(result)["decoration"], CGRect(x: 0, y: 5, width: 25, height: 30))
        XCTAssertEqual(frames(result)["content"], CGRect(x: 35, y: 5, width: 50, height: 30))
    }

    func testStackOverflowsLikeSwiftUI() throws {
        let result = try figure("""
            canvas: { width: 150, height: 20 }
            layout:
              kind: hstack
              spacing: 0
              children:
                - { kind: box, name: a, frame: { maxWidth: 100 } }
                - { kind: box, name: b, frame: { minWidth: 100 } }
            """)
        XCTAssertEqual(frames(result)["a"], CGRect(x: -12.5, y: 0, width: 75, height: 20))
        XCTAssertEqual(frames(result)["b"], CGRect(x: 62.5, y: 0, width: 100, height: 20))
    }

    func testJSONMeansTheSameAsYAML() throws {
        let yaml = try figure("""
            canvas: { width: 200, height: 100, background: "#fff" }
            layout:
              kind: vstack
              spacing: 4
              padding: 10
              children:
                - { kind: label, name: title, text: "Hello world", alignment: center }
                - { kind: cascading, overlapFactor: 0.5, children: [{ kind: box, name: one }, { kind: box, name: two }] }
            """)
        let json = try figure("""
            {"canvas": {"width": 200, "height": 100, "background": "#fff"},
             "layout": {"kind": "vstack", "spacing": 4, "padding": 10, "children": [
                {"kind": "label", "name": "title", "text": "Hello world", "alignment": "center"},
                {"kind": "cascading", "overlapFactor": 0.5, "children": [{"kind": "box", "name": "one"}, {"kind": "box", "name": "two"}]}]}}
            """, file: "test.json")
        XCTAssertEqual(yaml, json)
        // The label is 11 cells × 8 pt on one line; the cascade takes the rest.
        XCTAssertEqual(frames(yaml)["title"], CGRect(x: 56, y: 10, width: 88, height: 16))
        XCTAssertEqual(frames(yaml)["one"], CGRect(x: 10, y: 30, width: 120, height: 40))
        XCTAssertEqual(frames(yaml)["two"], CGRect(x: 70, y: 50, width: 120, height: 40))
    }

    func testModifiersApplyInTheDocumentedOrder() throws {
        // padding inside background: the background covers the padded area.
        let result = try figure("""
            canvas: { width: 100, height: 100 }
            layout:
              kind: box
              name: core
              frame: { width: 20, height: 10 }
              padding: 5
              background: { kind: box, name: behind }
              overlay: { layout: { kind: box, name: badge, frame: { width: 4, height: 4 } }, alignment: topTrailing }
            """)
        XCTAssertEqual(result.items.map(\.name), ["behind", "core", "badge"])
        XCTAssertEqual(frames(result)["core"], CGRect(x: 40, y: 45, width: 20, height: 10))
        XCTAssertEqual(frames(result)["behind"], CGRect(x: 35, y: 40, width: 30, height: 20))
        XCTAssertEqual(frames(result)["badge"], CGRect(x: 61, y: 40, width: 4, height: 4))
    }

    func testImagesAreReadRelativeToTheFile() throws {
        let result = try figure("""
            canvas: { width: 200, height: 200 }
            layout: { kind: image, name: pic, src: assets/unicorn.png, fixedSize: true }
            """)
        guard case let .image(source) = result.items[0].drawing else { return XCTFail("not an image") }
        XCTAssertEqual(source.pixelSize, CGSize(width: 96, height: 96))
        XCTAssertEqual(result.items[0].frame, CGRect(x: 52, y: 52, width: 96, height: 96))
    }

    func testMissingImageIsALocatedError() throws {
        let description = try DescriptionParser.parse("""
            canvas: { width: 200, height: 200 }
            layout:
              kind: zstack
              children:
                - { kind: image, src: assets/nothing.png }
            """, file: "pics.yaml")
        XCTAssertThrowsError(try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: samples).figure(description)) { error in
            XCTAssertEqual("\(error)", "pics.yaml:5:7: error: cannot load image 'assets/nothing.png': no such file")
        }
    }

    func testEverySampleParsesAndBuilds() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for file in files {
            let description = try DescriptionParser.parse(contentsOf: samples.appendingPathComponent(file).path)
            let result = try TreeBuilder(measurer: CellTextMeasurer(), for: description).figure(description)
            XCTAssertFalse(result.items.isEmpty, file)
        }
    }

    /// A page fitted to its layout has whole sides, but the layout keeps the size it asked
    /// for: a 44.5-point stack on a 45-point page starts at the padding, not 0.25 below it.
    func testAFittedPageLaysTheLayoutOutAtItsOwnSize() throws {
        let result = try figure("""
            canvas: { width: 100, padding: 12 }
            layout:
              kind: vstack
              children: [{ kind: box, name: bar, frame: { width: 50, height: 20.5 } }]
            """)
        XCTAssertEqual(result.size, CGSize(width: 100, height: 45))
        XCTAssertEqual(frames(result)["bar"], CGRect(x: 25, y: 12, width: 50, height: 20.5))
    }
}

/// JSON has no bare words, so a flexible frame's "infinity" may be quoted.
final class InfinityInJSONTests: XCTestCase {
    func testQuotedInfinityIsAccepted() throws {
        let description = try DescriptionParser.parse("""
            {"canvas": {"width": 100, "height": 20}, "layout": {"kind": "box", "name": "bar", "frame": {"maxWidth": "infinity", "minHeight": 5, "maxHeight": 5}}}
            """, file: "bar.json")
        let figure = try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
        XCTAssertEqual(figure.items.first?.frame, CGRect(x: 0, y: 7.5, width: 100, height: 5))
    }
}
