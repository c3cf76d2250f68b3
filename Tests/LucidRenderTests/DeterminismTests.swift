import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import XCTest

/// Every format, rendered twice in one process (with other figures in between, which
/// bump Cairo's process-wide counters and Pango's caches), gives the same bytes.
final class DeterminismTests: XCTestCase {
    private let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    private func render(_ sample: String, as format: OutputFormat, options: RenderOptions = RenderOptions()) throws -> Data {
        let description = try DescriptionParser.parse(contentsOf: samples.appendingPathComponent(sample).path)
        return try RenderPipeline(description).render(RenderTarget(format, options: options))
    }

    func testEveryFormatIsByteIdenticalWithinAProcess() throws {
        for format in OutputFormat.allCases {
            let first = try render("dream-list.yaml", as: format)
            _ = try render("stacks.yaml", as: format)
            _ = try render("arrows.yaml", as: format)
            XCTAssertEqual(try render("dream-list.yaml", as: format), first, format.rawValue)
            XCTAssertFalse(first.isEmpty)
        }
    }

    func testDebugAndEmbeddedRendersAreByteIdenticalWithinAProcess() throws {
        let options = RenderOptions(debug: true, source: EmbeddedSource(file: "dream-list.yaml", text: "text"))
        for format in OutputFormat.allCases where format.isCairo {
            let first = try render("dream-list.yaml", as: format, options: options)
            _ = try render("stacks.yaml", as: format, options: options)
            XCTAssertEqual(try render("dream-list.yaml", as: format, options: options), first, format.rawValue)
        }
    }
}
