import Foundation
import LucidLayout

/// Turns a parsed description into a `Layout` tree for one render target.
///
/// The target's text measurer goes into every label, so text wraps where that target
/// draws it. Image files are read here (for their pixel size), relative to the
/// description's folder; a missing or broken image is a located diagnostic.
public struct TreeBuilder {
    public var measurer: any TextMeasurer
    /// The folder image paths are relative to.
    public var baseDirectory: URL
    /// The description file; an image in a node from another (included) file is
    /// found relative to that file's folder instead.
    public var file: String?
    /// Whether every node notes where it was placed (`.node` display items), for the
    /// `frames` format; renderers draw nothing for those.
    public var recordsNodes = false
    /// The longest side a page fitted to its layout may have (`nil`: any finite length):
    /// by default the longest any format takes (`RenderPipeline` gives each target's).
    /// Renderers need a bound; the conformance runner, which reads frames only, does not.
    public var maximumPageSide: CGFloat? = FigurePage.maximumVectorSide
    /// Whether a named node with a background or an overlay also notes their rect (a
    /// `ConnectorLayout.anchorKind` node): what a connector meets, the box drawn around
    /// a label with padding and a background rather than the text.
    var anchorsNamedNodes = false
    /// Where dashed shapes note their dashes (`figure(_:)` makes one per figure).
    var dashLedger: DashLedger?

    public init(measurer: any TextMeasurer, baseDirectory: URL) {
        self.measurer = measurer
        self.baseDirectory = baseDirectory
    }

    /// A builder for `figure`'s own folder.
    public init(measurer: any TextMeasurer, for figure: FigureDescription) {
        self.init(measurer: measurer, baseDirectory: URL(fileURLWithPath: figure.file).deletingLastPathComponent())
        file = figure.file
    }

    /// The figure laid out on its canvas, as a display list, in the description's built-in
    /// theme if it has one. The canvas is the figure's page (`FigurePage`): a side not
    /// given takes the layout's ideal length, plus the padding.
    public func figure(_ description: FigureDescription) throws(DiagnosticList) -> Figure {
        // Dashed shapes note their dashes as they are laid out; the budget is checked once
        // the figure is, when every length is known.
        var builder = self
        let ledger = DashLedger()
        builder.dashLedger = ledger
        // Connectors find their nodes among the recorded ones.
        if !description.connectors.isEmpty { (builder.recordsNodes, builder.anchorsNamedNodes) = (true, true) }
        let figure = try builder.figure(description, laying: try builder.build(description.root))
        let problems = ledger.problems()
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        // Nodes recorded only for the connectors are not the caller's.
        return recordsNodes || !builder.recordsNodes ? figure : figure.withoutRecordedNodes
    }

    /// `layout`, built from `description`'s root, laid out on the description's canvas (see
    /// `figure(_:)`; benchmarks time building and laying out apart).
    public func figure(_ description: FigureDescription, laying layout: AnyLayout<DisplayItem>) throws(DiagnosticList) -> Figure {
        let canvas = description.canvas
        let page = FigurePage(width: canvas.width, height: canvas.height, padding: canvas.padding, background: canvas.background)
        let figure: Figure
        do {
            figure = try page.figure(laying: layout, maximumSide: maximumPageSide ?? .greatestFiniteMagnitude)
        } catch {
            throw DiagnosticList([Diagnostic("\(error)", at: canvas.location)])
        }
        let connected = try placeConnectors(of: description, on: figure)
        return description.theme?.apply(to: connected) ?? connected
    }

    /// `figure` with `description`'s connectors drawn over it (it must have been built
    /// recording its nodes when there are any), each recorded as a `connector` node too.
    private func placeConnectors(of description: FigureDescription, on figure: Figure) throws(DiagnosticList) -> Figure {
        guard !description.connectors.isEmpty else { return figure }
        let layout = ConnectorLayout(connectors: description.connectors.map(\.connector), measurer: measurer)
        do {
            return try layout.place(on: figure, keepingRecordedNodes: true)
        } catch {
            // The parser found each end's node; one that was not laid out (display: none) is not drawn.
            let connector = description.connectors[error.connector]
            let key = error.isFrom ? "from" : "to"
            let address = (error.isFrom ? connector.connector.from : connector.connector.to).node.description
            let message = error.matches == 0
                ? "the node '\(address.forDiagnostic)' for '\(key)' is not drawn, so the connector has nothing to join"
                : DescriptionParser.unresolvedEnd(address, key: key, matches: error.matches, candidates: error.candidates)
            throw DiagnosticList([Diagnostic(message, at: error.isFrom ? connector.fromLocation : connector.toLocation)])
        }
    }

    /// Where an image node's `src` points: relative to the folder of the file the node
    /// was written in (an included file's own folder), else to `baseDirectory`.
    func imageURL(_ path: String, in node: NodeDescription) -> URL {
        let folder = file != nil && node.location.file != file
            ? URL(fileURLWithPath: node.location.file).deletingLastPathComponent()
            : baseDirectory
        return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }

    /// Every file building `description` reads besides the description itself: its
    /// included files and its images, as absolute paths, each once, in the order met.
    /// A previewer watches these (and serves only these).
    public func usedFiles(of description: FigureDescription) -> [String] {
        var files = description.includedFiles
        var pending = [description.root]
        while let node = pending.popLast() {
            if case let .image(path, _, _) = node.kind {
                let resolved = imageURL(path, in: node).path
                if !files.contains(resolved) { files.append(resolved) }
            }
            pending += node.nestedNodes.reversed().map(\.node)
        }
        return files
    }

    private static func format(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// The layout tree of `node`, or every image problem found in it.
    public func build(_ node: NodeDescription) throws(DiagnosticList) -> AnyLayout<DisplayItem> {
        var problems: [Diagnostic] = []
        let layout = build(node, depth: 0, problems: &problems)
        guard problems.isEmpty else {
            // A node reached through several YAML aliases reports its problem once.
            var seen: Set<Diagnostic> = []
            let distinct = problems.filter { seen.insert($0).inserted }
            throw DiagnosticList(Array(distinct.prefix(DescriptionParser.maximumDiagnostics)))
        }
        return layout
    }

    /// When nodes are recorded (the frames dump), each modifier that places its node
    /// (`frame`, `padding`, `background`…) is listed as a node of its own around it, so
    /// every node is listed at the rect where it is drawn and the nesting shows: the
    /// outermost modifier at `depth`, the node itself inside the last of them.
    func build(_ node: NodeDescription, depth: Int, problems: inout [Diagnostic]) -> AnyLayout<DisplayItem> {
        // A CSS box is a region's root: it records itself (see `buildRegion`).
        if node.isCSSBox { return buildRegion(node, depth: depth, problems: &problems) }
        let listed = recordsNodes ? node.modifiers.filter(\.isListedAsNode).count : 0
        var level = depth + listed
        var layout = buildKind(node, depth: level, problems: &problems)
        if recordsNodes {
            layout = AnyLayout(NodeRecorder(child: layout, kind: node.kindName, name: node.name, depth: level, sizesItself: node.kindSizesItself))
        }
        for modifier in node.modifiers {
            let listsIt = recordsNodes && modifier.isListedAsNode
            if listsIt { level -= 1 }
            layout = apply(modifier, to: layout, depth: level, problems: &problems)
            if listsIt {
                layout = AnyLayout(NodeRecorder(
                    child: layout, kind: modifier.kindName, name: nil, depth: level, sizesItself: modifier.sizesItself))
            }
        }
        // (Background and overlay are the outermost modifiers that place their node, and
        // padding is inside them: their rect is the box drawn around it. Without them,
        // padding is space around the node, which connectors do not cross.)
        if anchorsNamedNodes, let name = node.name, let outermost = node.modifiers.last(where: \.isLayer) {
            layout = AnyLayout(NodeRecorder(
                child: layout, kind: ConnectorLayout.anchorKind, name: name, depth: depth, sizesItself: outermost.sizesItself))
        }
        return layout
    }

    private func buildKind(_ node: NodeDescription, depth: Int, problems: inout [Diagnostic]) -> AnyLayout<DisplayItem> {
        func build(_ child: NodeDescription) -> AnyLayout<DisplayItem> {
            self.build(child, depth: depth + 1, problems: &problems)
        }
        func all(_ nodes: [NodeDescription]) -> [AnyLayout<DisplayItem>] {
            nodes.map { build($0) }
        }
        switch node.kind {
        case let .box(style):
            return counted(Box(style: style, name: node.name), style: style, at: node)
        case let .ellipse(style):
            return counted(Ellipse(style: style, name: node.name), style: style, at: node)
        case let .polygon(points, style):
            return counted(Polygon(points: points, style: style, name: node.name), style: style, at: node)
        case let .polyline(points, arrowheads, style):
            return counted(Polyline(points: points, arrowheads: arrowheads, style: style, name: node.name), style: style, at: node)
        case let .label(text, style):
            return AnyLayout(Label(text, style: style, measurer: measurer, name: node.name))
        case let .image(path, contentMode, opacity):
            let url = imageURL(path, in: node)
            do {
                return AnyLayout(try Image(path: url.path, contentMode: contentMode, opacity: opacity, name: node.name))
            } catch {
                let reason = (error as? PNGHeader.Error)?.description ?? (error as? RegularFile.Problem)?.description ?? "cannot read file"
                problems.append(Diagnostic("cannot load image '\(path.forDiagnostic)': \(reason)", at: node.location))
                return AnyLayout(Box(name: node.name))
            }
        case let .spacer(minLength):
            return AnyLayout(Spacer<DisplayItem>(minLength: minLength))
        case let .hstack(alignment, spacing, children):
            return AnyLayout(HStack(alignment: alignment, spacing: spacing, children: all(children)))
        case let .vstack(alignment, spacing, children):
            return AnyLayout(VStack(alignment: alignment, spacing: spacing, children: all(children)))
        case let .zstack(children):
            return AnyLayout(ZStackLayout(children: all(children)))
        case let .inset(insets, child):
            return AnyLayout(InsetLayout(child: build(child), insets: insets))
        case let .decorating(content, decoration):
            return AnyLayout(DecoratingLayout(content: build(content), decoration: build(decoration)))
        case let .cascading(overlapFactor, children):
            return AnyLayout(CascadingLayout(children: all(children), overlapFactor: overlapFactor))
        case let .multipane(content, accessories):
            return AnyLayout(MultiPaneLayout(content: build(content), accessories: all(accessories)))
        case let .background(background, foreground):
            return AnyLayout(BackgroundLayout(background: build(background), foreground: build(foreground)))
        case .cssBox:
            return buildRegion(node, depth: depth, problems: &problems)
        }
    }

    /// `shape`, noting its dashes in the ledger when it is dashed.
    private func counted<Shape: Layout>(_ shape: Shape, style: ShapeStyle, at node: NodeDescription) -> AnyLayout<DisplayItem>
    where Shape.Content == DisplayItem {
        guard let dashLedger, !style.dash.isEmpty, style.stroke != nil else { return AnyLayout(shape) }
        return AnyLayout(DashCounter(child: shape, ledger: dashLedger, entry: dashLedger.add(at: node.location)))
    }

    func apply(_ modifier: NodeDescription.Modifier, to layout: AnyLayout<DisplayItem>, depth: Int, problems: inout [Diagnostic]) -> AnyLayout<DisplayItem> {
        switch modifier {
        case let .aspectRatio(ratio, mode):
            return AnyLayout(layout.aspectRatio(ratio, contentMode: mode))
        case let .fixedSize(horizontal, vertical):
            return AnyLayout(layout.fixedSize(horizontal: horizontal, vertical: vertical))
        case let .frame(width, height, alignment):
            return AnyLayout(layout.frame(width: width, height: height, alignment: alignment))
        case let .flexibleFrame(frame):
            return AnyLayout(layout.frame(
                minWidth: frame.minWidth, idealWidth: frame.idealWidth, maxWidth: frame.maxWidth,
                minHeight: frame.minHeight, idealHeight: frame.idealHeight, maxHeight: frame.maxHeight,
                alignment: frame.alignment))
        case let .padding(insets):
            return AnyLayout(layout.padding(insets))
        case let .background(node, alignment):
            return AnyLayout(layout.background(build(node, depth: depth + 1, problems: &problems), alignment: alignment))
        case let .overlay(node, alignment):
            return AnyLayout(layout.overlay(build(node, depth: depth + 1, problems: &problems), alignment: alignment))
        case let .priority(priority):
            return AnyLayout(layout.layoutPriority(priority))
        }
    }
}
