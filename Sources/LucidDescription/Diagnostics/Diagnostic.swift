/// A problem in a description file that the user can fix, with where it is.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; a file-level problem has only a path.
    public var location: SourceLocation?
    /// The file, when there is no line and column.
    public var file: String

    public init(_ message: String, at location: SourceLocation, severity: Severity = .error) {
        self.severity = severity
        self.message = message
        self.location = location
        self.file = location.file
    }

    public init(_ message: String, file: String, severity: Severity = .error) {
        self.severity = severity
        self.message = message
        self.location = nil
        self.file = file
    }

    /// `path:line:column: error: message`, or `path: error: message` without a position.
    public var description: String {
        "\(location?.description ?? file): \(severity.rawValue): \(message)"
    }
}

/// All the errors found in one file: the parser reports every independent problem
/// it can, not just the first.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
