import Foundation

/// One node of a laid-out tree, as a figure built with recorded nodes notes it (the
/// `.node` display items `NodeRecorder` leaves): what the frames format lists, the debug
/// overlay outlines, the preview's inspector shows and the conformance runner compares.
public struct RecordedNode: Hashable, Sendable {
    /// The node's kind as a description writes it (`box`, `vstack`, `flex`, …).
    public var kind: String
    public var name: String?
    /// How deep the node is in its tree, the root at 0.
    public var depth: Int
    /// Where the node was placed, in page points.
    public var frame: CGRect

    public init(kind: String, name: String?, depth: Int, frame: CGRect) {
        self.kind = kind
        self.name = name
        self.depth = depth
        self.frame = frame
    }
}

extension Figure {
    /// The recorded nodes, in display-list order (parents before their children); empty
    /// for a figure built without recording them.
    public var recordedNodes: [RecordedNode] {
        items.compactMap { item in
            guard case let .node(kind, depth) = item.drawing else { return nil }
            return RecordedNode(kind: kind, name: item.name, depth: depth, frame: item.frame)
        }
    }

    /// Whether any node was recorded.
    public var hasRecordedNodes: Bool { items.contains { $0.drawing.isRecordedNode } }

    /// The figure with only what is drawn: its recorded nodes left out (renderers draw
    /// nothing for them, but the debug overlay outlines whatever it finds).
    public var withoutRecordedNodes: Figure {
        var figure = self
        figure.items.removeAll { $0.drawing.isRecordedNode }
        return figure
    }
}

extension Drawing {
    /// Whether this item only records where a node was placed (it draws nothing).
    public var isRecordedNode: Bool {
        if case .node = self { true } else { false }
    }
}
