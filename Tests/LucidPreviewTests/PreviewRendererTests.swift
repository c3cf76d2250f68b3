import Foundation
import LucidPreview
import XCTest

final class PreviewRendererTests: XCTestCase {
    func testTextFittedIntoTheTerminal() throws {
        let fixture = try PreviewFixture(for: self)
        let renderer = PreviewRenderer(file: fixture.description.path)
        // 240 × 120 points in the usual 8 × 16-point cells is 30 × 8 characters: it fits.
        let roomy = try renderer.render(for: .text(columns: 80, rows: 20, charset: .light, shading: false)).result.get()
        let roomyLines = roomy.picture.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(roomyLines, [
            "", "",
            "     ┌─────────────┐",
            "     │    Hello    │ logo┐",
            "     │             │ └───┘",
            "     └─────────────┘",
            "", "",
        ])
        // In a smaller window the cells grow until the picture fits.
        let small = try renderer.render(for: .text(columns: 20, rows: 5, charset: .light, shading: false)).result.get()
        let smallLines = small.picture.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertLessThanOrEqual(smallLines.count, 5)
        XCTAssertLessThanOrEqual(smallLines.map(\.count).max() ?? 0, 20)
        XCTAssertGreaterThanOrEqual(smallLines.map(\.count).max() ?? 0, 15, "not shrunk more than needed")
        XCTAssertEqual(small.nodes.first { $0.name == "card" }?.width, 120, "frames stay in points")
    }

    func testSVGWithNodesAndUsedFiles() throws {
        let fixture = try PreviewFixture(for: self)
        let outcome = PreviewRenderer(file: fixture.description.path).render(for: .svg(debug: false))
        let render = try outcome.result.get()
        XCTAssertTrue(render.picture.hasPrefix("<?xml"))
        XCTAssertEqual(render.width, 240)
        XCTAssertEqual(render.height, 120)
        // Modifiers are nodes of their own, so each node is outlined where it is drawn.
        XCTAssertEqual(render.nodes.map(\.kind), ["padding", "hstack", "overlay", "frame", "box", "label", "frame", "image"])
        XCTAssertEqual(render.nodes.map(\.name), [nil, "row", nil, nil, "card", "title", nil, "logo"])
        XCTAssertEqual(render.nodes.map(\.depth), [0, 1, 2, 3, 4, 3, 2, 3])
        XCTAssertEqual(outcome.usedFiles, [fixture.image.path])
    }

    func testIncludedFilesAndTheirImagesAreUsedFiles() throws {
        let fixture = try PreviewFixture(for: self)
        let parts = fixture.folder.appendingPathComponent("parts")
        try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
        try """
        components:
          badge:
            layout:
              kind: image
              src: ../assets/shark.png
        """.write(to: parts.appendingPathComponent("badge.yaml"), atomically: true, encoding: .utf8)
        try """
        include: parts/badge.yaml
        layout:
          kind: hstack
          children:
            - use: badge
            - { kind: image, src: assets/unicorn.png }
        """.write(to: fixture.description, atomically: true, encoding: .utf8)
        let outcome = PreviewRenderer(file: fixture.description.path).render(for: .svg(debug: false))
        XCTAssertNoThrow(try outcome.result.get())
        XCTAssertEqual(outcome.usedFiles, [
            parts.appendingPathComponent("badge.yaml").path,
            fixture.folder.appendingPathComponent("assets/shark.png").path,
            fixture.image.path,
        ])
    }

    func testProblemsAreFormattedWithTheSourceLine() throws {
        let fixture = try PreviewFixture(for: self)
        try fixture.save("layout:\n  kind: box\n  fill: 12\n")
        let outcome = PreviewRenderer(file: fixture.description.path).render(for: .svg(debug: false))
        guard case let .failure(problem) = outcome.result else { return XCTFail("rendered a broken file") }
        XCTAssertNil(outcome.usedFiles)
        XCTAssertEqual(problem.file, fixture.description.path)
        XCTAssertEqual(problem.line, 3)
        XCTAssertEqual(problem.column, 9)
        XCTAssertTrue(problem.text.hasPrefix("\(fixture.description.path):3:9: error: "), problem.text)
        XCTAssertTrue(problem.text.hasSuffix("\n  fill: 12\n        ^"), problem.text)
    }

    func testMissingFileIsAProblemNotACrash() {
        let outcome = PreviewRenderer(file: "/nonexistent/lucid/x.yaml").render(for: .svg(debug: false))
        guard case let .failure(problem) = outcome.result else { return XCTFail("rendered a missing file") }
        XCTAssertEqual(problem.text, "/nonexistent/lucid/x.yaml: error: no such file")
        XCTAssertNil(problem.line)
    }
}
