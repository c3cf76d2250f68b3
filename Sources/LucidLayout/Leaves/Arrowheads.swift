/// Which ends of a line carry an arrowhead.
///
/// The raw values are the names description files use (`arrowheads: end`).
public enum Arrowheads: String, CaseIterable, Hashable, Sendable {
    case none, start, end, both

    /// Whether the line's first point has an arrowhead (pointing away from the line).
    public var atStart: Bool { self == .start || self == .both }
    /// Whether the line's last point has an arrowhead.
    public var atEnd: Bool { self == .end || self == .both }
}
