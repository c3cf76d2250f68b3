import Foundation

/// A CSS box tree written out flat, node by node in pre-order (a node, then each child's
/// whole subtree in document order): what the engine lays out. A `CSSNode` tree is
/// flattened into one; a caller that walks a tree of its own (a description's CSS region)
/// can write one directly and skip building `CSSNode`s only to have them taken apart.
public struct CSSFlatTree {
    private(set) var styles: [CSSStyle] = []
    private(set) var measures: [CSSMeasureFunction?] = []
    private(set) var baselines: [CSSBaselineFunction?] = []
    /// Each node's parent (-1 for the root) and children, by pre-order number.
    private(set) var parents: [Int] = []
    private(set) var children: [[Int]] = []
    /// The track lists of the grid containers.
    private(set) var grids: [Int: CSSGridTemplate] = [:]
    /// The containers from the root to the last node written: the nodes whose subtrees are
    /// still open, so the only ones a next node can be a child of.
    private var openPath: [Int] = []

    /// An empty tree.
    public init() {}

    /// `root`'s tree, flattened. (Walked without recursion, so a tree of any depth can be
    /// flattened on any thread; a node is read in place, not copied.)
    public init(_ root: CSSNode) {
        // (No capacity reserved: counting the nodes first would walk the tree twice.)
        self.init()
        appendNode(root, parent: nil)
        // Each entry: a list of siblings, the next one to write, and their parent.
        var stack: [(siblings: [CSSNode], next: Int, parent: Int)] = []
        if root.measure == nil, !root.children.isEmpty { stack.append((root.children, 0, 0)) }
        while !stack.isEmpty {
            let top = stack.count - 1
            let next = stack[top].next
            guard next < stack[top].siblings.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let index = appendNode(stack[top].siblings[next], parent: stack[top].parent)
            if stack[top].siblings[next].measure == nil, !stack[top].siblings[next].children.isEmpty {
                stack.append((stack[top].siblings[next].children, 0, index))
            }
        }
    }

    @discardableResult
    private mutating func appendNode(_ node: borrowing CSSNode, parent: Int?) -> Int {
        if let measure = node.measure {
            return appendLeaf(style: node.style, measure: measure, baseline: node.baseline, parent: parent)
        }
        return appendContainer(style: node.style, grid: node.grid, parent: parent)
    }

    /// The number of nodes written.
    public var count: Int { styles.count }

    /// Writes a container (or, with no children written under it, an empty box) as the
    /// next node, a child of `parent` (nil for the root), and returns its number. A grid
    /// container's track lists are `grid`.
    @discardableResult
    public mutating func appendContainer(style: CSSStyle, grid: CSSGridTemplate? = nil, parent: Int?) -> Int {
        let index = append(style: style, measure: nil, baseline: nil, parent: parent)
        if let grid, style.display == .grid { grids[index] = grid }
        return index
    }

    /// Writes a leaf measured by `measure` as the next node, a child of `parent` (nil for
    /// the root), and returns its number. Nothing may be written under it.
    @discardableResult
    public mutating func appendLeaf(style: CSSStyle, measure: @escaping CSSMeasureFunction, baseline: CSSBaselineFunction? = nil, parent: Int?) -> Int {
        append(style: style, measure: measure, baseline: baseline, parent: parent)
    }

    private mutating func append(style: CSSStyle, measure: CSSMeasureFunction?, baseline: CSSBaselineFunction?, parent: Int?) -> Int {
        let index = styles.count
        precondition((parent == nil) == (index == 0), "the root must be written first, and only once")
        if let parent {
            while let last = openPath.last, last != parent { openPath.removeLast() }
            precondition(!openPath.isEmpty, "a node's parent must be a container whose subtree is still being written (pre-order)")
            children[parent].append(index)
        }
        if measure == nil { openPath.append(index) }
        styles.append(style)
        measures.append(measure)
        baselines.append(baseline)
        parents.append(parent ?? -1)
        children.append([])
        return index
    }
}
