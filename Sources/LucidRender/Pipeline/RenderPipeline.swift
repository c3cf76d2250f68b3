import Foundation
import LucidLayout

/// The one way from something to draw to the bytes of each output: a figure source (a
/// parsed description, a layout written in Swift) is laid out once per way of measuring
/// text, with nodes recorded when a target needs them, and drawn for each target.
///
/// `lucid render`, `check`, `validate` and `preview`, the snapshot assertions and
/// strategies, the benchmarks and the conformance runner's description mode all go
/// through it, so a fix to a stage reaches every one of them.
public struct RenderPipeline {
    public var source: any FigureSource
    /// How large a page may be: each format's own limit (each target then checks its own
    /// after a shared layout), or none.
    public var pageLimit: PageLimit

    public init(_ source: any FigureSource, pageLimit: PageLimit = .perFormat) {
        self.source = source
        self.pageLimit = pageLimit
    }

    /// The figure laid out with `measurer`, nodes recorded or not: for a caller that lays
    /// out without drawing (the conformance runner measures with its own test font).
    public func figure(measuredBy measurer: any TextMeasurer, recordingNodes: Bool) throws -> Figure {
        try source.figure(measuredBy: measurer, recordingNodes: recordingNodes, maximumSide: pageLimit.side(for: []))
    }

    /// The figure as `target` draws it: labels measured its way, nodes recorded if it
    /// lists or outlines them, or if `recordingNodes` asks (the preview's inspector).
    public func figure(for target: RenderTarget, recordingNodes: Bool = false) throws -> Figure {
        try source.figure(
            measuredBy: target.measurement.measurer, recordingNodes: recordingNodes || target.recordsNodes,
            maximumSide: pageLimit.side(for: [target]))
    }

    /// The figure as `target` would draw it, checked against the target's limits but not
    /// drawn: what `lucid validate` asks, so it refuses what `render` would.
    @discardableResult
    public func check(_ target: RenderTarget) throws -> Figure {
        let figure = try figure(for: target)
        try checkLimits(figure, for: target)
        return figure
    }

    /// The bytes of `target`.
    public func render(_ target: RenderTarget) throws -> Data {
        try target.render(check(target))
    }

    /// The format's page limit and `target.checkLimits(figure)`, the problem placed by the
    /// source.
    private func checkLimits(_ figure: Figure, for target: RenderTarget) throws {
        do {
            // (Laid out within the largest of its targets' limits: this target's own.)
            if pageLimit == .perFormat { try FigurePage.check(figure.size, maximumSide: target.format.maximumPageSide) }
            try target.checkLimits(figure)
        } catch {
            throw source.locate(error)
        }
    }

    /// The bytes of each target, in order, laid out once per measurement: the Cairo
    /// formats and frames share one layout, as they must show the same frames.
    public func render(_ targets: [RenderTarget]) throws -> [Data] {
        var figures: [TextMeasurement: Figure] = [:]
        for measurement in targets.map(\.measurement) where figures[measurement] == nil {
            let sharing = targets.filter { $0.measurement == measurement }
            figures[measurement] = try source.figure(
                measuredBy: measurement.measurer, recordingNodes: sharing.contains(where: \.recordsNodes),
                maximumSide: pageLimit.side(for: sharing))
        }
        return try targets.map { target in
            let figure = figures[target.measurement]!
            try checkLimits(figure, for: target)
            return try target.render(target.recordsNodes ? figure : figure.withoutRecordedNodes)
        }
    }
}
