import Foundation
import LucidLayout

/// How large a page `RenderPipeline` lets a figure be.
public enum PageLimit: Sendable, Equatable {
    /// Each target's format's own limit (`OutputFormat.maximumPageSide`: PNG and PDF 32,767
    /// points a side, the vector and text formats 2²⁴), the largest of them where targets
    /// share one layout; `FigurePage.maximumSide` for a layout asked for without a target.
    case perFormat
    /// No limit: the conformance runner lays out trees of any size, with no page drawn.
    case unlimited

    /// The longest page side a layout shared by `targets` may have (nil: any).
    func side(for targets: [RenderTarget]) -> CGFloat? {
        switch self {
        case .perFormat: targets.map(\.format.maximumPageSide).max() ?? FigurePage.maximumSide
        case .unlimited: nil
        }
    }
}
