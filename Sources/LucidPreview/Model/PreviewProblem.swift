import Foundation

/// Why the description could not be shown: its first error's place and the whole
/// report, formatted as the command line prints it (`path:line:column: error: …`, the
/// source line and a caret).
public struct PreviewProblem: Error, Sendable, Equatable {
    /// The file the first error is in (an included file's path when it is there).
    public var file: String
    /// The first error's line and column (1-based), when it has a place.
    public var line: Int?
    public var column: Int?
    /// Every diagnostic, each with its source line and caret, one after another.
    public var text: String

    public init(file: String, line: Int? = nil, column: Int? = nil, text: String) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
    }
}
