import Foundation

/// The frames of a laid-out `CSSNode` tree.
///
/// Nodes are numbered in pre-order (the root is 0, then its first child and that child's
/// subtree, then the next child…). Each frame is the node's border box, its origin relative
/// to its parent's border box (the root's origin is (0, 0)). Nodes with `display: none`
/// (and their subtrees) get zero frames.
public struct CSSLayoutResult: Sendable {
    /// Frames in pre-order.
    public var frames: [CGRect]
    /// First baselines in pre-order, from the top of each node's border box, where known.
    public var baselines: [CGFloat?]
    /// For each node, the pre-order indices of its children.
    public var children: [[Int]]
    /// The used track sizes of each grid container, by pre-order index (not rounded).
    public var gridTracks: [Int: CSSGridTracks] = [:]

    public init(frames: [CGRect], baselines: [CGFloat?], children: [[Int]]) {
        self.frames = frames
        self.baselines = baselines
        self.children = children
    }

    /// The frames snapped to whole points as browsers snap them (see `CSSRounding`).
    public func rounded() -> CSSLayoutResult {
        var result = self
        CSSRounding.round(&result)
        return result
    }

    /// The root's frame.
    public var rootFrame: CGRect { frames[0] }

    /// The first baseline of the root, from the top of its border box (`nil` if none).
    public var rootBaseline: CGFloat? { baselines[0] }

    /// The pre-order index of the node reached by following child indices from the root:
    /// `[]` is the root, `[1, 0]` the first child of the root's second child.
    public func index(at path: [Int]) -> Int {
        var node = 0
        for step in path { node = children[node][step] }
        return node
    }

    /// The frame of the node at `path` (see `index(at:)`).
    public func frame(at path: [Int]) -> CGRect { frames[index(at: path)] }

    /// The frame of the node at `path` relative to the root's border box.
    public func absoluteFrame(at path: [Int]) -> CGRect {
        var node = 0
        var origin = frames[0].origin
        for step in path {
            node = children[node][step]
            origin.x += frames[node].minX
            origin.y += frames[node].minY
        }
        return CGRect(origin: origin, size: frames[node].size)
    }
}
