import Foundation

/// SwiftUI's `background(_:alignment:)` and `overlay(_:alignment:)`: a secondary layer
/// offered exactly the base's size and placed on it by `alignment`, drawn behind or in
/// front. The base alone decides the size.
public struct LayeredLayout<Base: Layout, Layer: Layout>: Layout where Base.Content == Layer.Content {
    public typealias Content = Base.Content

    /// Whether the layer draws behind the base (a background) or in front (an overlay).
    public enum Position: Hashable, Sendable {
        case behind, inFront
    }

    public var base: Base
    public var layer: Layer
    public var position: Position
    public var alignment: Alignment

    public init(base: Base, layer: Layer, position: Position, alignment: Alignment = .center) {
        self.base = base
        self.layer = layer
        self.position = position
        self.alignment = alignment
    }

    public mutating func layout(in rect: CGRect) {
        let bounds = placement(in: rect)
        base.layout(in: bounds)
        let layerSize = layer.sizeThatFits(ProposedSize(bounds.size))
        layer.layout(in: bounds.aligning(layerSize, alignment))
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        switch position {
        case .behind:
            layer.collectContents(into: &result)
            base.collectContents(into: &result)
        case .inFront:
            base.collectContents(into: &result)
            layer.collectContents(into: &result)
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { base.sizeThatFits(proposal) }

    public func minContentSize(height: CGFloat?) -> CGSize { base.minContentSize(height: height) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { base.firstBaseline(in: size) }

    public var layoutPriority: Double { base.layoutPriority }
}
