import Foundation
import LucidCSS

/// A connected region of CSS boxes as one `Layout`: the boxes are one engine tree, laid
/// out by one engine call, so the engine sees the whole region (intrinsic sizes of nested
/// containers, stretch, percentages, baselines) and its caches and fast paths work across
/// it. Layouts that are not CSS boxes enter as measured leaves; a region inside one of
/// them is a region of its own.
///
/// Sized like a block-level box: a proposed width is taken whole unless the root's style
/// fixes it (a nil width takes the max-content width), and the height is the content's
/// unless the style fixes it. `layout(in:)` fills the rect in each axis the root's style
/// leaves `auto`; a root smaller than the rect (its style fixes its size) is placed in it
/// by `alignment`: at the top leading corner as CSS places a box, or centred as a SwiftUI
/// frame is (a description's `frame` on the root asks for that).
public struct CSSRegion<Content>: Layout {
    /// The root box and its subtree, as given.
    public let root: CSSBox<Content>
    /// The leaves' contents and the layers, in drawing order, as last placed (listed at the
    /// first layout: a region spliced into a parent's is never laid out itself).
    private var pieces: [CSSRegionPiece<Content>]?
    /// The engine tree, prepared once when first needed and shared by copies (the region
    /// never changes it).
    private let engine: CSSRegionEngine
    /// Where a root smaller than the rect it is laid out in sits.
    public var alignment: Alignment

    public init(root: CSSBox<Content>, alignment: Alignment = .topLeading) {
        self.root = root
        self.alignment = alignment
        self.engine = CSSRegionEngine { root.engineTree }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        engine.size(for: proposal)
    }

    /// The root's min-content width, found by the engine, and its height at that width.
    public func minContentSize(height: CGFloat?) -> CGSize {
        engine.size(in: CSSAvailableSize(width: .minContent, height: height.map { .definite($0) } ?? .maxContent))
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        engine.layout(filling: size).rootBaseline
    }

    public mutating func layout(in rect: CGRect) {
        let result = engine.layout(filling: rect.size)
        let origin = rect.aligning(result.rootFrame.size, alignment).origin
        var frames = result.frames
        frames[0].origin = origin
        // Pre-order: every parent's absolute origin is known before its children's.
        for parent in result.children.indices {
            for child in result.children[parent] {
                frames[child].origin.x += frames[parent].minX
                frames[child].origin.y += frames[parent].minY
            }
        }
        var placed = pieces ?? root.pieces
        for index in placed.indices { placed[index].place(on: frames[placed[index].box]) }
        pieces = placed
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        for piece in pieces ?? root.pieces { piece.layout.collectContents(into: &result) }
    }

    /// A region inside another CSS container joins that container's region.
    public var cssBox: CSSBox<Content>? { root }
}
