/// How a connector's path runs between its two ends.
///
/// The raw values are the words description files use (`routing: straight`).
public enum ConnectorRouting: String, CaseIterable, Hashable, Sendable {
    /// Horizontal and vertical runs only, going around the shapes between the ends.
    case orthogonal
    /// One straight segment from end to end.
    case straight
}
