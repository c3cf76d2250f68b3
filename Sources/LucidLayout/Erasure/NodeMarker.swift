import Foundation

/// A layer that notes where a node was placed, as one `.node` display item for the
/// `frames` format: it fills the rect it is given and draws nothing. A CSS box records
/// itself this way, with a marker painted at its final border box (see `CSSBox.Layer`);
/// other nodes are wrapped in a `NodeRecorder`.
public struct NodeMarker: Layout {
    public var kind: String
    public var name: String?
    public var depth: Int
    /// The rect from the last `layout(in:)`.
    public private(set) var frame: CGRect = .zero

    public init(kind: String, name: String?, depth: Int) {
        self.kind = kind
        self.name = name
        self.depth = depth
    }

    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .node(kind: kind, depth: depth)) }
}
