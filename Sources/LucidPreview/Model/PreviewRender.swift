import Foundation

/// One successful render of the previewed description: the picture and where each
/// named node landed, so a viewer can say what is under the pointer.
public struct PreviewRender: Sendable, Equatable {
    /// The picture: SVG text for the browser, ASCII/Unicode text for the terminal.
    public var picture: String
    /// The page size in points.
    public var width: Double
    public var height: Double
    /// Every laid-out node, back to front (parents before their children).
    public var nodes: [PreviewNode]
    /// The file's warnings, formatted like the command line prints them.
    public var warnings: [String]
    /// How long reading, laying out and drawing took.
    public var milliseconds: Double

    public init(picture: String, width: Double, height: Double, nodes: [PreviewNode] = [], warnings: [String] = [], milliseconds: Double = 0) {
        self.picture = picture
        self.width = width
        self.height = height
        self.nodes = nodes
        self.warnings = warnings
        self.milliseconds = milliseconds
    }
}

/// A laid-out node as the preview shows it on hover: its kind, name and frame.
public struct PreviewNode: Sendable, Equatable, Codable {
    public var kind: String
    public var name: String?
    public var depth: Int
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(kind: String, name: String?, depth: Int, x: Double, y: Double, width: Double, height: Double) {
        self.kind = kind
        self.name = name
        self.depth = depth
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
