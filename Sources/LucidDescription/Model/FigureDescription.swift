import Foundation
import LucidLayout

/// A parsed description file: the page and the tree of nodes, each with its location.
/// Parsing produces it; building turns it into a `Layout` tree.
public struct FigureDescription: Sendable {
    /// The file it was read from (as given, for diagnostics).
    public var file: String
    /// The page: its size (or fitting), padding, background and scale.
    public var canvas: CanvasDescription
    public var root: NodeDescription
    /// Lines joining named nodes, drawn over the laid-out tree (the `connectors` key).
    public var connectors: [ConnectorDescription] = []
    /// Things in the file that do nothing (a valid file may have some), in file order.
    public var warnings: [Diagnostic]
    /// The built-in look to draw the figure in (from `theme:` or `--theme`), nil for as
    /// written; nil too when the file defines a theme of that name itself.
    public var theme: FigureTheme?
    /// How closely `lucid check` must find the PNG matching its golden (the `check` key).
    public var check = GoldenCheckSettings()
    /// The file's text as parsed (line endings normalised), for embedding in outputs.
    public var source = ""
    /// The files its `include`s name (and theirs), resolved to absolute paths.
    public var includedFiles: [String] = []

    public init(file: String, canvas: CanvasDescription, root: NodeDescription, warnings: [Diagnostic] = []) {
        self.file = file
        self.canvas = canvas
        self.root = root
        self.warnings = warnings
    }
}

/// The page a layout is placed on.
public struct CanvasDescription: Sendable {
    /// The page width in points; nil sizes the page to fit the layout's ideal width.
    public var width: CGFloat?
    /// The page height in points; nil sizes the page to fit the layout's ideal height.
    public var height: CGFloat?
    /// Space between the page's edges and the layout.
    public var padding: EdgeInsets
    /// The page colour; nil leaves it transparent.
    public var background: Color?
    /// Pixels per point in PNG output.
    public var scale: CGFloat
    /// Where `canvas` is written, for problems found when the page is sized.
    public var location: SourceLocation

    public init(width: CGFloat?, height: CGFloat?, padding: EdgeInsets = .zero, background: Color? = nil, scale: CGFloat = 1, location: SourceLocation) {
        self.width = width
        self.height = height
        self.padding = padding
        self.background = background
        self.scale = scale
        self.location = location
    }
}
