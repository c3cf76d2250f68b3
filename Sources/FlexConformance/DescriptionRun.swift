import Foundation
import LucidCSS
import LucidDescription
import LucidLayout
import LucidRender

/// Lays a test out through a description file, as `lucid render` would: the YAML from
/// `DescriptionWriter` is parsed, built (Ahem labels, every node recorded as for the
/// `frames` format) and laid out on its canvas; the nodes' recorded frames, in document
/// order, become a `CSSLayoutResult` for `FrameComparison`. Grid track sizes are not
/// recorded in a figure, so they are not compared this way.
enum DescriptionRun {
    enum Outcome {
        case laidOut(CSSLayoutResult)
        case rejected([String])
    }

    static func run(_ test: ConformanceCase) -> Outcome {
        let yaml = DescriptionWriter.yaml(test)
        let figure: Figure
        do {
            let description = try DescriptionParser.parse(yaml, file: test.name + ".yaml")
            // (Frames only: a page wider than a renderer allows is fine here.)
            figure = try RenderPipeline(description, pageLimit: .unlimited).figure(measuredBy: AhemMeasurer(), recordingNodes: true)
        } catch let problems as DiagnosticList {
            return .rejected(problems.diagnostics.map(\.description))
        } catch {
            return .rejected(["\(error)"])
        }
        var marks = figure.recordedNodes.map(\.frame)[...]
        // Element i of the input, in pre-order; hidden subtrees record nothing (zero frames).
        var absolute: [CGRect] = []
        var hiddenNodes: [Bool] = []
        var parents: [Int] = []
        var children: [[Int]] = []
        func visit(_ element: XMLElementNode, parent: Int, hidden: Bool) {
            let index = absolute.count
            let isHidden = hidden || element.attributes["display"] == "none"
            absolute.append(isHidden ? .zero : (marks.popFirst() ?? .zero))
            hiddenNodes.append(isHidden)
            parents.append(parent)
            children.append([])
            if parent >= 0 { children[parent].append(index) }
            for child in element.children { visit(child, parent: index, hidden: isHidden) }
        }
        visit(test.input, parent: -1, hidden: false)
        let frames = absolute.indices.map { index -> CGRect in
            let parent = parents[index]
            guard !hiddenNodes[index] else { return .zero }
            // The root is placed in the canvas's 1-point padding (see `DescriptionWriter`).
            guard parent >= 0 else { return absolute[index].offsetBy(dx: -1, dy: -1) }
            return absolute[index].offsetBy(dx: -absolute[parent].minX, dy: -absolute[parent].minY)
        }
        let result = CSSLayoutResult(frames: frames, baselines: Array(repeating: nil, count: frames.count), children: children)
        return .laidOut(test.useRounding ? result.rounded() : result)
    }
}
