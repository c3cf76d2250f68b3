import Foundation

/// Something that can be laid out into a figure for a render target: a parsed
/// description, or a layout written in Swift. `RenderPipeline` (LucidRender) asks it for
/// one figure per way of measuring text, so every consumer lays out the same way.
public protocol FigureSource {
    /// The figure with labels measured by `measurer`, every node recorded (`RecordedNode`)
    /// when `recordingNodes` is true, on a page whose sides are at most `maximumSide`
    /// points (nil: any size).
    func figure(measuredBy measurer: any TextMeasurer, recordingNodes: Bool, maximumSide: CGFloat?) throws -> Figure

    /// `problem`, found when the figure was about to be drawn (a page too large at the
    /// chosen scale), placed where the source can say it comes from; by default as it is.
    func locate(_ problem: Error) -> Error
}

extension FigureSource {
    public func locate(_ problem: Error) -> Error { problem }
}

/// A layout written in Swift on a page (its ideal size unless the page gives one).
///
/// Its labels keep the measurer they were built with, and it records no nodes, so the
/// pipeline's measurer and node recording do not apply to it.
public struct LayoutFigureSource<L: Layout>: FigureSource where L.Content == DisplayItem {
    public var layout: L
    public var page: FigurePage

    public init(_ layout: L, page: FigurePage = FigurePage()) {
        self.layout = layout
        self.page = page
    }

    public func figure(measuredBy measurer: any TextMeasurer, recordingNodes: Bool, maximumSide: CGFloat?) throws -> Figure {
        guard let maximumSide else { return page.figure(laying: layout) }
        return try page.figure(laying: layout, maximumSide: maximumSide)
    }
}
