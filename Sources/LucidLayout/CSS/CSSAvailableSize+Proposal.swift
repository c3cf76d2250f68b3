import Foundation
import LucidCSS

extension CSSAvailableSize {
    /// Reads a `ProposedSize` (nil or infinite means max-content): the question a Lucid
    /// layout asks, as the CSS engine's available space.
    @inlinable
    public init(_ proposal: ProposedSize) {
        self.init(width: CSSAvailableSpace(proposed: proposal.width), height: CSSAvailableSpace(proposed: proposal.height))
    }
}

extension CSSNode {
    /// Lays this tree out for a `ProposedSize` (nil or infinite dimensions: max-content).
    public func layout(proposing proposal: ProposedSize, rounding: Bool = false) -> CSSLayoutResult {
        layout(in: CSSAvailableSize(proposal), rounding: rounding)
    }
}
