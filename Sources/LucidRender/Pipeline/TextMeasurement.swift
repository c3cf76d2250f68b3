import Foundation
import LucidLayout

/// How a render target measures labels: with Pango in points, as Cairo draws them, or in
/// character cells of one size, as ASCII draws them. Targets with the same measurement
/// can share one layout (`RenderPipeline.render(_:)`).
public enum TextMeasurement: Hashable, Sendable {
    case pango
    case cells(CGSize)

    /// The measurer labels are built with.
    public var measurer: any TextMeasurer {
        switch self {
        case .pango: PangoTextMeasurer()
        case let .cells(size): CellTextMeasurer(cellSize: size)
        }
    }
}
