import Foundation

/// What a leaf's measure function is asked: the content-box sizes already decided by the
/// parent (`nil` where the leaf decides), and the content-box space available in each axis.
public struct CSSMeasureInput: Hashable, Sendable {
    public var knownWidth: CGFloat?
    public var knownHeight: CGFloat?
    public var available: CSSAvailableSize

    @inlinable
    public init(knownWidth: CGFloat?, knownHeight: CGFloat?, available: CSSAvailableSize) {
        self.knownWidth = knownWidth
        self.knownHeight = knownHeight
        self.available = available
    }
}

/// Measures the content of a leaf (text, an image, a non-flex layout): returns its
/// content-box size for the given input. It must be a pure function of its input, because
/// the engine caches its answers.
public typealias CSSMeasureFunction = @Sendable (CSSMeasureInput) -> CGSize

/// A leaf's first baseline, in points from the top of its content box, for the content-box
/// size it was given; `nil` when the content has no baseline.
public typealias CSSBaselineFunction = @Sendable (CGSize) -> CGFloat?

/// One box of a flex layout tree: its style, its children in document order, and for a leaf
/// an optional measure function for its content.
///
/// A node with a `measure` function is a leaf; its children, if any, are ignored.
/// A node without children and without `measure` has an empty content box.
public struct CSSNode: Sendable {
    public var style: CSSStyle
    public var children: [CSSNode]
    public var measure: CSSMeasureFunction?
    public var baseline: CSSBaselineFunction?
    /// The rows and columns of a `display: grid` container (ignored for other boxes).
    public var grid = CSSGridTemplate()

    /// A container (or an empty box when `children` is empty).
    @inlinable
    public init(style: CSSStyle = CSSStyle(), children: [CSSNode] = []) {
        self.style = style
        self.children = children
        self.measure = nil
        self.baseline = nil
    }

    /// A grid container (`style.display` should be `.grid`) with its track lists.
    @inlinable
    public init(style: CSSStyle = CSSStyle(), grid: CSSGridTemplate, children: [CSSNode] = []) {
        self.style = style
        self.children = children
        self.measure = nil
        self.baseline = nil
        self.grid = grid
    }

    /// A leaf whose content size comes from `measure` (and its baseline from `baseline`).
    @inlinable
    public init(style: CSSStyle = CSSStyle(), measure: @escaping CSSMeasureFunction, baseline: CSSBaselineFunction? = nil) {
        self.style = style
        self.children = []
        self.measure = measure
        self.baseline = baseline
    }

    /// The number of nodes in this subtree, this one included. (Counted without recursion,
    /// so a tree of any depth can be counted on any thread.)
    public var nodeCount: Int {
        var count = 0
        var pending = [self]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }

    /// Lays this tree out in `available` space and returns every node's frame.
    ///
    /// - Parameters:
    ///   - available: the space offered to this (root) node, per axis definite or an
    ///     intrinsic constraint. The root is placed at (0, 0).
    ///   - rounding: snap frames to whole points as browsers do: absolute edges are rounded,
    ///     so sizes of adjacent boxes still add up.
    public func layout(in available: CSSAvailableSize, rounding: Bool = false) -> CSSLayoutResult {
        var engine = CSSLayoutEngine(tree: CSSFlatTree(self))
        return engine.run(available: available, rounding: rounding)
    }
}
