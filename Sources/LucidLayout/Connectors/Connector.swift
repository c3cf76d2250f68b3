import Foundation

/// A line joining two named nodes, drawn after layout from their final frames, so it
/// stays attached when the nodes move or grow: what architecture figures, flowcharts and
/// sequence diagrams draw between their boxes.
public struct Connector: Hashable, Sendable {
    /// Where the connector starts.
    public var from: End
    /// Where it ends (its arrowhead, by default).
    public var to: End
    public var routing: ConnectorRouting
    public var arrowheads: Arrowheads
    /// The line's colour, width, dash and opacity (`fill` and `cornerRadius` are not used).
    public var style: ShapeStyle
    /// Text set beside the path's longest run.
    public var label: String?
    public var labelStyle: TextStyle
    /// The connector's own name, listed in the frames dump.
    public var name: String?

    /// One end: the node it meets and, if given, the side (else the sides facing each other).
    public struct End: Hashable, Sendable {
        public var node: NodeAddress
        public var side: ConnectorSide?

        public init(_ node: NodeAddress, side: ConnectorSide? = nil) {
            self.node = node
            self.side = side
        }
    }

    public init(
        from: End, to: End, routing: ConnectorRouting = .orthogonal, arrowheads: Arrowheads = .end,
        style: ShapeStyle = ShapeStyle(stroke: .black), label: String? = nil, labelStyle: TextStyle = Connector.defaultLabelStyle,
        name: String? = nil
    ) {
        self.from = from
        self.to = to
        self.routing = routing
        self.arrowheads = arrowheads
        self.style = style
        self.label = label
        self.labelStyle = labelStyle
        self.name = name
    }

    /// A connector's label unless told otherwise: 12-point text.
    public static let defaultLabelStyle = TextStyle(font: Font(size: 12))
}
