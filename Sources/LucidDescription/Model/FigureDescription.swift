import Foundation
import LucidLayout

/// A parsed description file: the page and the tree of nodes, each with its location.
/// Parsing produces it; building turns it into a `Layout` tree.
public struct FigureDescription: Sendable {
    /// The file it was read from (as given, for diagnostics).
    public var file: String
    /// The page size in points.
    public var size: CGSize
    public var background: Color?
    public var root: NodeDescription

    public init(file: String, size: CGSize, background: Color?, root: NodeDescription) {
        self.file = file
        self.size = size
        self.background = background
        self.root = root
    }
}
