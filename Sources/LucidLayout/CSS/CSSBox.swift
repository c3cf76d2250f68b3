import Foundation
import LucidCSS

/// One box of a CSS region (see `CSSRegion`): a flex, grid or block container whose
/// children are boxes of the same region, or a leaf whose content is any layout.
///
/// A box carries its whole CSS style (as a container and as an item of its parent), and
/// layers painted at its final border box: `behind` before its content, `inFront` after
/// it (a description's `background` and `overlay` modifiers, and the `frames` format's
/// node markers). A leaf's layout answers the engine's measuring questions and is laid
/// out at the leaf's final frame.
public struct CSSBox<Content> {
    /// What fills a box: other boxes of the region, or a layout measured as a leaf.
    public enum Body {
        case container([CSSBox<Content>])
        case leaf(AnyLayout<Content>)
    }

    /// A layout painted on a box's border box, offered the box's size and placed on it by
    /// `alignment` (as SwiftUI's `background` and `overlay` place theirs).
    public struct Layer {
        public var layout: AnyLayout<Content>
        public var alignment: Alignment

        public init(_ layout: AnyLayout<Content>, alignment: Alignment = .center) {
            self.layout = layout
            self.alignment = alignment
        }
    }

    public var style: CSSStyle
    /// The rows and columns, when `style.display` is `.grid`.
    public var grid: CSSGridTemplate
    public var body: Body
    public var behind: [Layer] = []
    public var inFront: [Layer] = []

    /// A container box; `style.display` says how it lays its children out.
    public init(style: CSSStyle, grid: CSSGridTemplate = CSSGridTemplate(), children: [CSSBox<Content>]) {
        self.style = style
        self.grid = grid
        self.body = .container(children)
    }

    /// A leaf box whose content size comes from `layout`.
    public init<Leaf: Layout>(style: CSSStyle, leaf: Leaf) where Leaf.Content == Content {
        self.style = style
        self.grid = CSSGridTemplate()
        self.body = .leaf(AnyLayout(leaf))
    }

    /// Whether the box takes no part in layout (`display: none`); its subtree draws nothing.
    var isHidden: Bool { style.display == .none }

    /// The number of boxes in this subtree, this one included.
    var boxCount: Int {
        guard case let .container(children) = body else { return 1 }
        return children.reduce(1) { $0 + $1.boxCount }
    }

    /// This subtree as the engine's tree, written out flat.
    var engineTree: CSSFlatTree {
        // (No capacity reserved: counting the boxes first would cost as much as writing them.)
        var tree = CSSFlatTree()
        write(into: &tree, parent: nil)
        return tree
    }

    /// Writes this subtree into `tree` in pre-order, under `parent`. A leaf is measured by
    /// its layout: known sizes are proposed exactly, a definite available length as it is,
    /// max-content as nil (the layout's ideal size), and a min-content width is its
    /// `minContentSize` (a label's longest word).
    private func write(into tree: inout CSSFlatTree, parent: Int?) {
        switch body {
        case let .container(children):
            let index = tree.appendContainer(style: style, grid: grid, parent: parent)
            for child in children { child.write(into: &tree, parent: index) }
        case let .leaf(layout):
            var leafStyle = style
            // A leaf lays out no children, whatever its display says: a flex container whose
            // content is one item, unless it says it is a block or grid box holding text (a
            // label's `display`), which the engine's rules for text tell apart.
            if style.display != .none && style.display != .block && style.display != .grid { leafStyle.display = .flex }
            // (Nor is its content one flex item stretched to its box: a label's box holds its
            // text whole, so a height its aspect-ratio gives grows to the text's, as a CSS
            // block's does; see `CSSLayoutEngine.textLineStretchesToBox`.)
            leafStyle.alignItems = .start
            tree.appendLeaf(
                style: leafStyle,
                measure: { input in
                    if input.knownWidth == nil, input.available.width == .minContent {
                        // (A definite available height counts as the height: vertical text
                        // wraps there, as in a grid row of fixed height.)
                        var height = input.knownHeight
                        if height == nil, case let .definite(length) = input.available.height { height = max(length, 0) }
                        return layout.minContentSize(height: height)
                    }
                    // Room without a known width is shrink-to-fit room (CSS 2.2 §10.3.7: an
                    // absolutely positioned or `fit-content` box is at least its min-content
                    // width), and the lines break at the width the box takes, not at less:
                    // Chromium sets an absolutely positioned block text of words 20, 30, 20,
                    // 40, 60 and 30 wide in a 0-wide box 60 wide on four lines, not six. (A
                    // max-width below that is the engine's: it lays the leaf out again at the
                    // width the box keeps, see `computeLeaf`.)
                    var width = input.knownWidth ?? Self.proposal(input.available.width)
                    if input.knownWidth == nil, case let .definite(room) = input.available.width {
                        width = max(room, layout.minContentSize(height: input.knownHeight).width)
                    }
                    return layout.sizeThatFits(ProposedSize(
                        width: width,
                        height: input.knownHeight ?? Self.proposal(input.available.height)))
                },
                baseline: { size in layout.firstBaseline(in: size) },
                parent: parent)
        }
    }

    private static func proposal(_ space: CSSAvailableSpace) -> CGFloat? {
        switch space {
        case let .definite(length): max(length, 0)
        case .minContent: 0
        case .maxContent: nil
        }
    }

    /// The layouts a region places at its boxes, in drawing order (see `collectPieces`).
    var pieces: [CSSRegionPiece<Content>] {
        var pieces: [CSSRegionPiece<Content>] = []
        var next = 0
        collectPieces(into: &pieces, next: &next)
        return pieces
    }

    /// Appends this subtree's pieces to `pieces` in drawing order (the layers behind a box,
    /// its content, the layers in front), each with the pre-order number of the box it is
    /// placed on; `next` is this box's number. A hidden box's subtree adds nothing.
    private func collectPieces(into pieces: inout [CSSRegionPiece<Content>], next: inout Int) {
        let number = next
        next += 1
        guard !isHidden else {
            next += boxCount - 1
            return
        }
        for layer in behind { pieces.append(CSSRegionPiece(layout: layer.layout, box: number, alignment: layer.alignment)) }
        switch body {
        case let .container(children):
            for child in children { child.collectPieces(into: &pieces, next: &next) }
        case let .leaf(layout):
            pieces.append(CSSRegionPiece(layout: layout, box: number, alignment: nil))
        }
        for layer in inFront { pieces.append(CSSRegionPiece(layout: layer.layout, box: number, alignment: layer.alignment)) }
    }
}

/// A layout a region places at one of its boxes: a leaf's content, which fills the box, or
/// a layer, offered the box's size and placed on it by `alignment`.
struct CSSRegionPiece<Content> {
    var layout: AnyLayout<Content>
    /// The box's pre-order number in the region's engine tree.
    var box: Int
    /// `nil` for a leaf's content; a layer's placement.
    var alignment: Alignment?

    mutating func place(on frame: CGRect) {
        guard let alignment else { return layout.layout(in: frame) }
        let size = layout.sizeThatFits(ProposedSize(frame.size))
        layout.layout(in: frame.aligning(size, alignment))
    }
}
