import Foundation
import LucidCSS
import LucidLayout

/// One node of a description: a kind with its own settings, an optional name, and the
/// modifiers (frame, padding, …) applied around it, in a fixed documented order.
public struct NodeDescription: Sendable {
    public var kind: Kind
    public var name: String?
    public var modifiers: [Modifier]
    /// The node's style as an item of a flex container (its `flex` key), if given.
    public var flexItem: CSSStyle? {
        get { flexItemStorage?.style }
        set { flexItemStorage = newValue.map(FlexItemStorage.init) }
    }
    /// `flexItem`, boxed: a flex style is large, and descriptions nest 200 deep on the
    /// parser's stack, so nodes keep only a reference to it (immutable, so sharing is safe).
    private var flexItemStorage: FlexItemStorage?
    /// Where the node's mapping starts in the file.
    public var location: SourceLocation
    /// Whether a `.polyline` was written `kind: line` (its kind is named so in the frames
    /// dump and the debug overlay).
    public var isLine = false

    public init(kind: Kind, name: String? = nil, modifiers: [Modifier] = [], location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.modifiers = modifiers
        self.location = location
    }

    /// What a node is, with the settings of that kind.
    public indirect enum Kind: Sendable {
        case box(ShapeStyle)
        case ellipse(ShapeStyle)
        /// A closed shape through points in unit coordinates of its frame.
        case polygon(points: [CGPoint], style: ShapeStyle)
        /// A `line` (two points) or a `polyline`, in unit coordinates of its frame.
        case polyline(points: [CGPoint], arrowheads: Arrowheads, style: ShapeStyle)
        case label(String, TextStyle)
        case image(path: String, contentMode: ContentMode, opacity: Double)
        case spacer(minLength: CGFloat?)
        case hstack(alignment: VerticalAlignment, spacing: CGFloat?, children: [NodeDescription])
        case vstack(alignment: HorizontalAlignment, spacing: CGFloat?, children: [NodeDescription])
        case zstack(children: [NodeDescription])
        case inset(EdgeInsets, child: NodeDescription)
        case decorating(content: NodeDescription, decoration: NodeDescription)
        case cascading(overlapFactor: CGFloat, children: [NodeDescription])
        case multipane(content: NodeDescription, accessories: [NodeDescription])
        case background(background: NodeDescription, foreground: NodeDescription)
        /// A CSS box (`kind: flex`, `grid` or `block`, as `style.display` says): its style as a
        /// container, its grid template, and children whose `flexItem` styles place them.
        case cssBox(style: CSSStyle, grid: CSSGridTemplate, children: [NodeDescription])
    }

    /// The kind's name as written in files (`line` is read as a polyline).
    public var kindName: String {
        switch kind {
        case .box: "box"
        case .ellipse: "ellipse"
        case .polygon: "polygon"
        case .polyline: isLine ? "line" : "polyline"
        case .label: "label"
        case .image: "image"
        case .spacer: "spacer"
        case .hstack: "hstack"
        case .vstack: "vstack"
        case .zstack: "zstack"
        case .inset: "inset"
        case .decorating: "decorating"
        case .cascading: "cascading"
        case .multipane: "multipane"
        case .background: "background"
        case let .cssBox(style, _, _):
            switch style.display {
            case .grid: "grid"
            case .block: "block"
            case .flex, .none: "flex"
            }
        }
    }

    /// The nodes directly inside this one (children, and the layers of background and
    /// overlay modifiers), each with whether it is placed as a flex item.
    var nestedNodes: [(node: NodeDescription, isFlexItem: Bool)] {
        var nested: [(NodeDescription, Bool)] = []
        switch kind {
        case .box, .ellipse, .polygon, .polyline, .label, .image, .spacer: break
        case let .hstack(_, _, children), let .vstack(_, _, children), let .zstack(children), let .cascading(_, children):
            nested += children.map { ($0, false) }
        case let .inset(_, child): nested.append((child, false))
        case let .decorating(content, decoration): nested += [(content, false), (decoration, false)]
        case let .multipane(content, accessories): nested += [(content, false)] + accessories.map { ($0, false) }
        case let .background(background, foreground): nested += [(background, false), (foreground, false)]
        case let .cssBox(_, _, children): nested += children.map { ($0, true) }
        }
        for modifier in modifiers {
            switch modifier {
            case let .background(layer, _), let .overlay(layer, _): nested.append((layer, false))
            default: break
            }
        }
        return nested
    }

    /// Whether the node's kind, without its modifiers, sizes itself inside the rect it is
    /// given (the stacks) rather than filling it.
    var kindSizesItself: Bool {
        switch kind {
        case .hstack, .vstack: true
        default: false
        }
    }

    /// A SwiftUI-style modifier wrapped around a node.
    public enum Modifier: Sendable {
        case aspectRatio(CGFloat?, ContentMode)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        case flexibleFrame(FlexibleFrame)
        case padding(EdgeInsets)
        case background(NodeDescription, Alignment)
        case overlay(NodeDescription, Alignment)
        case priority(Double)

        /// Whether the modifier draws a node of its own around this one (background, overlay).
        var isLayer: Bool {
            switch self {
            case .background, .overlay: true
            default: false
            }
        }

        /// Whether the frames dump lists the modifier as a node of its own: all that
        /// place their node (a priority does not).
        var isListedAsNode: Bool {
            if case .priority = self { return false }
            return true
        }

        /// The modifier's name in the frames dump, as written in a description.
        var kindName: String {
            switch self {
            case .aspectRatio: "aspectRatio"
            case .fixedSize: "fixedSize"
            case .frame, .flexibleFrame: "frame"
            case .padding: "padding"
            case .background: "background"
            case .overlay: "overlay"
            case .priority: "priority"
            }
        }

        /// Whether the modified node sizes itself inside the rect it is given (padding
        /// fills it).
        var sizesItself: Bool {
            if case .padding = self { return false }
            return true
        }
    }

    /// The bounds of a flexible frame; nil means unconstrained.
    public struct FlexibleFrame: Sendable {
        public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
        public var alignment: Alignment
    }
}

/// An immutable box for a node's flex item style (see `NodeDescription.flexItem`).
private final class FlexItemStorage: Sendable {
    let style: CSSStyle
    init(_ style: CSSStyle) { self.style = style }
}
