import LucidLayout

/// One item of a description's `connectors`, with where its ends are written (an end that
/// names no node is reported there).
public struct ConnectorDescription: Sendable {
    public var connector: Connector
    /// Where the item's mapping starts.
    public var location: SourceLocation
    /// Where its `from` and `to` values are written.
    public var fromLocation: SourceLocation
    public var toLocation: SourceLocation

    public init(connector: Connector, location: SourceLocation, fromLocation: SourceLocation, toLocation: SourceLocation) {
        self.connector = connector
        self.location = location
        self.fromLocation = fromLocation
        self.toLocation = toLocation
    }
}
