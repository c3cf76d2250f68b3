import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import XCTest

/// `RenderPipeline` and `RenderTarget`: the one way every consumer goes from a figure
/// source to bytes, with the measurer and node recording decided in one place.
final class RenderPipelineTests: XCTestCase {
    /// A source that notes every figure it is asked for.
    private final class CountingSource: FigureSource {
        var requests: [(measurer: String, recording: Bool, maximumSide: CGFloat?)] = []

        func figure(measuredBy measurer: any TextMeasurer, recordingNodes: Bool, maximumSide: CGFloat?) throws -> Figure {
            requests.append(("\(type(of: measurer))", recordingNodes, maximumSide))
            var items = [DisplayItem(frame: CGRect(x: 2, y: 2, width: 16, height: 16), name: "b", drawing: .box(ShapeStyle(fill: .black)))]
            if recordingNodes { items.insert(DisplayItem(frame: items[0].frame, name: "b", drawing: .node(kind: "box", depth: 0)), at: 0) }
            return Figure(size: CGSize(width: 20, height: 20), background: .white, items: items)
        }
    }

    func testEachTargetChoosesItsMeasurementAndWhetherNodesAreRecorded() {
        XCTAssertEqual(RenderTarget(.png).measurement, .pango)
        XCTAssertEqual(RenderTarget(.svg).measurement, .pango)
        XCTAssertEqual(RenderTarget(.pdf).measurement, .pango)
        XCTAssertEqual(RenderTarget(.frames).measurement, .pango)
        XCTAssertEqual(RenderTarget(.ascii).measurement, .cells(CGSize(width: 8, height: 16)))
        XCTAssertEqual(RenderTarget(.ascii, options: RenderOptions(cellSize: CGSize(width: 6, height: 12))).measurement,
                       .cells(CGSize(width: 6, height: 12)))
        XCTAssertTrue(RenderTarget(.ascii).measurement.measurer is CellTextMeasurer)
        XCTAssertTrue(RenderTarget(.png).measurement.measurer is PangoTextMeasurer)
        XCTAssertEqual(OutputFormat.allCases.filter { RenderTarget($0).recordsNodes }, [.frames])
        XCTAssertEqual(OutputFormat.allCases.filter { RenderTarget($0, options: RenderOptions(debug: true)).recordsNodes },
                       [.png, .svg, .pdf, .frames])
    }

    func testSeveralTargetsShareOneLayoutPerMeasurementRecordingNodesOnlyWhenOneNeedsThem() throws {
        let source = CountingSource()
        let targets = [RenderTarget(.png), RenderTarget(.frames), RenderTarget(.ascii), RenderTarget(.svg)]
        let bytes = try RenderPipeline(source).render(targets)
        XCTAssertEqual(source.requests.map(\.measurer), ["PangoTextMeasurer", "CellTextMeasurer"])
        XCTAssertEqual(source.requests.map(\.recording), [true, false])
        XCTAssertEqual(source.requests.map(\.maximumSide), [16_777_216, 16_777_216])
        // Each the same bytes as the target rendered on its own.
        for (target, data) in zip(targets, bytes) {
            XCTAssertEqual(data, try RenderPipeline(CountingSource()).render(target), "\(target.format)")
        }
        XCTAssertEqual(String(decoding: bytes[1], as: UTF8.self), "page (0, 0, 20, 20)\n  box \"b\" (2, 2, 16, 16) [box, fill #000000]\n")
    }

    func testNodesAreRecordedWhenTheTargetOrTheCallerAsks() throws {
        let source = CountingSource()
        let pipeline = RenderPipeline(source, pageLimit: .unlimited)
        XCTAssertFalse(try pipeline.figure(for: RenderTarget(.png)).hasRecordedNodes)
        XCTAssertTrue(try pipeline.figure(for: RenderTarget(.png), recordingNodes: true).hasRecordedNodes)
        XCTAssertTrue(try pipeline.figure(for: RenderTarget(.png, options: RenderOptions(debug: true))).hasRecordedNodes)
        XCTAssertEqual(source.requests.map(\.maximumSide), [nil, nil, nil])
    }

    func testADescriptionGoesThroughThePipelineAsLucidRenderDrawsIt() throws {
        let description = try DescriptionParser.parse("""
            canvas: { padding: 4, background: white }
            layout:
              kind: vstack
              spacing: 2
              children:
                - { kind: label, name: title, text: Pipeline }
                - { kind: box, fill: "#336699", frame: { width: 30.5, height: 10 } }
            """, file: "pipeline.yaml")
        let pipeline = RenderPipeline(description)
        let frames = String(decoding: try pipeline.render(RenderTarget(.frames)), as: UTF8.self)
        let pageLine = try XCTUnwrap(frames.split(separator: "\n").first)
        let figure = try pipeline.figure(for: RenderTarget(.png))
        XCTAssertEqual(pageLine, "page (0, 0, \(Int(figure.size.width)), \(Int(figure.size.height)))")
        XCTAssertEqual(figure.size.width, figure.size.width.rounded(.up))
        XCTAssertFalse(figure.hasRecordedNodes)
        XCTAssertEqual(try pipeline.figure(for: RenderTarget(.frames)).recordedNodes.map(\.kind), ["vstack", "label", "frame", "box"])
        // ASCII is laid out in cells: the label is 8 cells of 8 points.
        let cells = try pipeline.figure(for: RenderTarget(.ascii))
        XCTAssertEqual(cells.items.first { $0.name == "title" }?.frame.width, 64)
    }

    func testAPageOverTheLimitIsALocatedDiagnosticUnlessTheLimitIsLifted() throws {
        let description = try DescriptionParser.parse("""
            layout: { kind: box, frame: { width: 40000, height: 10 } }
            """, file: "wide.yaml")
        XCTAssertThrowsError(try RenderPipeline(description).figure(for: RenderTarget(.png))) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.description), [
                "wide.yaml:1:1: error: the page fitted to the layout is 40000 × 10 points; each side must be 1 to 32767: give 'width' and 'height'",
            ])
        }
        XCTAssertEqual(try RenderPipeline(description, pageLimit: .unlimited).figure(for: RenderTarget(.png)).size, CGSize(width: 40000, height: 10))
    }

    func testVectorFormatsTakeALongerPageThanImages() throws {
        // A long block document (10,000 boxes are some 400,000 points tall) is drawn as
        // frames, SVG or text, and refused as PNG or PDF with the located limit of those.
        let description = try DescriptionParser.parse("""
            layout: { kind: box, frame: { width: 20, height: 400000 } }
            """, file: "long.yaml")
        let pipeline = RenderPipeline(description)
        XCTAssertEqual(try pipeline.figure(for: RenderTarget(.frames)).size, CGSize(width: 20, height: 400000))
        XCTAssertEqual(try pipeline.figure(for: RenderTarget(.svg)).size, CGSize(width: 20, height: 400000))
        for format in [OutputFormat.png, .pdf] {
            XCTAssertThrowsError(try pipeline.render(RenderTarget(format))) { error in
                XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.description), [
                    "long.yaml:1:1: error: the page fitted to the layout is 20 × 400000 points; each side must be 1 to 32767: give 'width' and 'height'",
                ])
            }
        }
        // Laid out once for both, each target checks its own side.
        XCTAssertThrowsError(try pipeline.render([RenderTarget(.frames), RenderTarget(.png)]))
        XCTAssertEqual(try pipeline.render([RenderTarget(.frames), RenderTarget(.svg)]).count, 2)
        // Past 2²⁴ points no format takes the page.
        let endless = try DescriptionParser.parse("""
            layout: { kind: box, frame: { width: 20, height: 1000000 } }
            canvas: { height: 16777216, width: 20 }
            """, file: "endless.yaml")
        XCTAssertEqual(try RenderPipeline(endless).figure(for: RenderTarget(.frames)).size, CGSize(width: 20, height: 16777216))
        XCTAssertThrowsError(try DescriptionParser.parse("""
            layout: { kind: box }
            canvas: { height: 16777217 }
            """, file: "endless.yaml"))
    }

    func testATextPageOfMoreCellsThanTextDrawsIsALocatedDiagnosticNotACutPicture() throws {
        let description = try DescriptionParser.parse("""
            canvas: { width: 9000, height: 100 }
            layout: { kind: box, stroke: black }
            """, file: "wide.yaml")
        let narrowCells = RenderTarget(.ascii, options: RenderOptions(cellSize: CGSize(width: 2, height: 10)))
        XCTAssertThrowsError(try RenderPipeline(description).render(narrowCells)) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.description), [
                "wide.yaml:1:9: error: the page is 4500 × 10 cells of text; text is at most 4096 cells a side: give larger cells ('--cell') or a smaller page",
            ])
        }
        // At the default 8-point cells the same page is 1125 columns, and drawn whole.
        let text = try XCTUnwrap(String(data: RenderPipeline(description).render(RenderTarget(.ascii)), encoding: .utf8))
        XCTAssertEqual(text.split(separator: "\n").first?.count, 1125)
    }

    func testAFigureBuiltInSwiftWithTooManyDashesIsRefusedBeforeDrawing() throws {
        let line = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], style: ShapeStyle(stroke: .black, dash: [0.01, 0.01]))
        let pipeline = RenderPipeline(LayoutFigureSource(line.frame(width: 4000, height: 3000)))
        XCTAssertThrowsError(try pipeline.render(RenderTarget(.svg))) { error in
            XCTAssertEqual(error as? RenderError, .tooManyDashes(250_000))
            XCTAssertEqual("\(error)", "the figure's dashed lines would draw 250000 dashes; a figure draws at most 200000")
        }
        // Frames draw nothing: no budget.
        XCTAssertNoThrow(try pipeline.render(RenderTarget(.frames)))
    }
}
