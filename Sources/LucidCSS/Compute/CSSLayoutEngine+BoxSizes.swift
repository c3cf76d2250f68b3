import Foundation

/// Each node's resolved box sizes (sizes, min and max, margins, padding and border), stored
/// per node and resolved again only when the percentage base changes.
extension CSSLayoutEngine {
    /// `BoxSizes(style: styles[node], parent: parent)`, without recomputing it for nodes whose
    /// box does not depend on the parent's size, nor for the others against the same parent
    /// size within a layout.
    @inline(__always)
    mutating func boxSizes(_ node: Int, parent: OptSize) -> BoxSizes {
        if !usesParentSize[node] && !fixedBoxSizesUseRatio[node] { return fixedBoxSizes[node] }
        return resolvedBoxSizes(node, parent: parent)
    }

    /// Reads fields of a node's stored box sizes in place. (`fixedBoxSizes[node].field`
    /// inside the flex pass copied all 216 bytes of the sizes for each field read: the
    /// engine it is read out of is being changed around it.)
    @inline(__always)
    func readStoredBoxSizes<T>(_ node: Int, _ read: (UnsafePointer<BoxSizes>) -> T) -> T {
        fixedBoxSizes.withUnsafeBufferPointer { sizes in
            precondition(node >= 0 && node < sizes.count, "node out of range")
            return read(sizes.baseAddress! + node)
        }
    }

    /// `boxSizes` for nodes with percentages or an aspect-ratio.
    @inline(never)
    private mutating func resolvedBoxSizes(_ node: Int, parent: OptSize) -> BoxSizes {
        // Fresh while the layout measures a node's content without its aspect-ratio (it
        // clears `styles[node].aspectRatio` for that): the stored sizes include what the ratio
        // transfers.
        if styles[node].aspectRatio == nil && fixedBoxSizesUseRatio[node] { return BoxSizes(style: styles[node], parent: parent) }
        if usesParentSize[node] { refreshBoxSizes(node, parent: parent) }
        return fixedBoxSizes[node]
    }

    /// Makes `fixedBoxSizes[node]` the sizes of a node with percentages against `parent`.
    @inline(never)
    mutating func refreshBoxSizes(_ node: Int, parent: OptSize) {
        let parent = boxSizesUseParentHeight[node] ? parent : OptSize(width: parent.width, height: nil)
        if boxSizesResolved[node] && boxSizesParent[node] == parent { return }
        fixedBoxSizes[node] = BoxSizes(style: styles[node], parent: parent)
        boxSizesParent[node] = parent
        boxSizesResolved[node] = true
    }
}
