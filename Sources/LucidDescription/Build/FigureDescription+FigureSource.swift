import Foundation
import LucidLayout

/// A parsed description is what `RenderPipeline` lays out for `lucid render`, `check`,
/// `validate` and `preview`: its tree built with the target's measurer, on its canvas.
extension FigureDescription: FigureSource {
    public func figure(measuredBy measurer: any TextMeasurer, recordingNodes: Bool, maximumSide: CGFloat?) throws -> Figure {
        var builder = TreeBuilder(measurer: measurer, for: self)
        builder.recordsNodes = recordingNodes
        builder.maximumPageSide = maximumSide
        return try builder.figure(self)
    }

    /// A page too large to draw is the canvas's problem: placed at `canvas`.
    public func locate(_ problem: Error) -> Error {
        if problem is DiagnosticList { return problem }
        return DiagnosticList([Diagnostic("\(problem)", at: canvas.location)])
    }
}
