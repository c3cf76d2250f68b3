import Foundation
import LucidLayout
import Yams

/// `connectors`: lines joining named nodes. Their ends are checked against the parsed
/// tree here, so `lucid validate` reports a name that means no node (with did-you-mean)
/// or several; the frames they join are only known once the figure is laid out.
extension DescriptionParser {
    /// The most connectors a figure has: each is routed on its own, and no drawing by
    /// hand needs more.
    static let maximumConnectors = 2_000

    /// The connectors of `node` (a list), their ends looked up in `root`; nil when any is
    /// invalid (each problem reported).
    mutating func parseConnectors(_ node: Yams.Node, root: NodeDescription) -> [ConnectorDescription]? {
        let key = DocumentProperties.connectors.key
        guard let items = node.sequence else {
            report("expected a list of connectors for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        guard items.count <= Self.maximumConnectors else {
            report("'\(key)' has \(items.count) connectors; a figure has at most \(Self.maximumConnectors)", at: node)
            return nil
        }
        let tree = AddressTree(nodes: root.addressTree)
        var connectors: [ConnectorDescription] = []
        var valid = true
        for item in items {
            if let connector = parseConnector(item, tree: tree) { connectors.append(connector) } else { valid = false }
        }
        return valid ? connectors : nil
    }

    private mutating func parseConnector(_ node: Yams.Node, tree: AddressTree) -> ConnectorDescription? {
        typealias Keys = ConnectorProperties
        guard var keys = entries(of: node, what: "a connector") else { return nil }
        let errorsBefore = diagnostics.count
        let fromNode = required(Keys.from, in: &keys, of: node, kind: "connector")
        let toNode = required(Keys.to, in: &keys, of: node, kind: "connector")
        let from = fromNode.flatMap { end($0, key: Keys.from.key, tree: tree) }
        let to = toNode.flatMap { end($0, key: Keys.to.key, tree: tree) }
        let name = keys.take(Keys.name).flatMap { string($0, key: Keys.name.key) }
        let routing = keys.take(Keys.routing).flatMap { choice($0, Keys.routing, as: ConnectorRouting.self) } ?? .orthogonal
        let arrowheads = keys.take(Keys.arrowheads).flatMap { choice($0, Keys.arrowheads, as: Arrowheads.self) } ?? .end
        let style = shapeStyle(&keys, stroke: ShapeProperties.lineColor, base: ShapeStyle(stroke: .black))
        let label = keys.take(Keys.label).flatMap { connectorLabel($0) }
        reportUnknownKeys(keys, allowed: Keys.all.map(\.key), in: "a connector")
        guard diagnostics.count == errorsBefore, let from, let to, let fromNode, let toNode else { return nil }
        let connector = Connector(
            from: from, to: to, routing: routing, arrowheads: arrowheads, style: style,
            label: label?.text, labelStyle: label?.style ?? Connector.defaultLabelStyle, name: name)
        return ConnectorDescription(connector: connector, location: location(of: node), fromLocation: location(of: fromNode), toLocation: location(of: toNode))
    }

    /// A connector end: `name`, `outer/inner` or either with `.side`. The whole text is
    /// read as an address first (a name may hold a dot); failing that, a last `.word` is
    /// the side. The address must mean exactly one node of `tree`.
    private mutating func end(_ node: Yams.Node, key: String, tree: AddressTree) -> Connector.End? {
        guard let text = string(node, key: key) else { return nil }
        guard let whole = NodeAddress(text) else {
            report("invalid node address '\(text.forDiagnostic)' for '\(key)': expected a name, or names separated by '/'", at: node)
            return nil
        }
        let wholeMatches = tree.index.matches(whole).count
        if wholeMatches == 1 { return Connector.End(whole) }
        var address = whole
        var side: ConnectorSide?
        if let dot = text.lastIndex(of: "."), let named = NodeAddress(String(text[..<dot])) {
            let namedMatches = tree.index.matches(named).count
            if namedMatches > 0 || wholeMatches == 0 {
                let word = String(text[text.index(after: dot)...])
                let sides = ConnectorSide.allCases.map(\.rawValue)
                if let found = ConnectorSide(rawValue: word) {
                    (address, side) = (named, found)
                } else if namedMatches > 0 {
                    report("unknown side '\(word.forDiagnostic)' of '\(named)' for '\(key)': expected one of \(sides.joined(separator: ", "))\(Suggestion.hint(for: word, in: sides))", at: node)
                    return nil
                }
            }
        }
        let matches = address == whole ? wholeMatches : tree.index.matches(address).count
        guard matches == 1 else {
            report(Self.unresolvedEnd(address.description, key: key, matches: matches, candidates: NodeAddress.unambiguousAddresses(in: tree.nodes)), at: node)
            return nil
        }
        return Connector.End(address, side: side)
    }

    /// What is wrong with an end whose address means `matches` nodes (0, or several).
    static func unresolvedEnd(_ address: String, key: String, matches: Int, candidates: [String]) -> String {
        if matches == 0 {
            return "no node named '\(address.forDiagnostic)' for '\(key)'\(Suggestion.hint(for: address, in: candidates))"
        }
        let paths = candidates.filter { $0 == address || $0.hasSuffix("/" + address) }
        let written = paths.isEmpty ? "" : ": write \(paths.prefix(4).map { "'\($0.forDiagnostic)'" }.joined(separator: " or "))\(paths.count > 4 ? " or another path" : "")"
        return "'\(address.forDiagnostic)' for '\(key)' names \(matches) nodes\(written)"
    }

    /// A connector's label: its text, or a mapping of the text and the font keys.
    private mutating func connectorLabel(_ node: Yams.Node) -> (text: String, style: TextStyle)? {
        let key = ConnectorProperties.label.key
        if node.mapping == nil {
            return string(node, key: key).map { ($0, Connector.defaultLabelStyle) }
        }
        guard var keys = entries(of: node, what: "'\(key)'") else { return nil }
        var style = Connector.defaultLabelStyle
        readFontAndColor(&keys, into: &style)
        let text = required(LabelProperties.text, in: &keys, of: node, kind: key).flatMap { string($0, key: LabelProperties.text.key) }
        reportUnknownKeys(keys, allowed: ConnectorProperties.labelKeys.map(\.key), in: "'\(key)'")
        return text.map { ($0, style) }
    }
}

/// The parsed tree as connector ends look nodes up in it, indexed once for all of them.
struct AddressTree {
    var nodes: [(name: String?, depth: Int)]
    var index: NodeAddress.Index

    init(nodes: [(name: String?, depth: Int)]) {
        self.nodes = nodes
        index = NodeAddress.Index(nodes)
    }
}

extension NodeDescription {
    /// The nodes of the tree as connector ends look them up: each node's name and depth
    /// in pre-order, where, as in the laid-out tree's recorded nodes, a node's children
    /// are one deeper while its background and overlay layers sit beside it (the modifier
    /// encloses both), so an address means the same nodes in both.
    var addressTree: [(name: String?, depth: Int)] {
        var result: [(name: String?, depth: Int)] = []
        var pending: [(node: NodeDescription, depth: Int)] = [(self, 0)]
        while let (node, depth) = pending.popLast() {
            result.append((node.name, depth))
            let children = node.nestedNodes.map(\.node)
            let layers = node.modifiers.compactMap { modifier -> NodeDescription? in
                switch modifier {
                case let .background(layer, _), let .overlay(layer, _): layer
                default: nil
                }
            }
            let kindChildren = children.prefix(children.count - layers.count)
            pending += layers.reversed().map { ($0, depth) }
            pending += kindChildren.reversed().map { ($0, depth + 1) }
        }
        return result
    }
}
