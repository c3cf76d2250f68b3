import Foundation
import Yams

/// Reuse: `include` other files, `components` with parameters (`use: name`),
/// `styles` (style classes, `class: name`) and `themes` that restyle classes.
///
/// Components are expanded and classes filled in on the YAML nodes themselves, just
/// before a node is read, so everything after (checking, diagnostics, building) sees
/// ordinary nodes, and a problem inside a component points into its definition.
extension DescriptionParser {
    /// The document keys besides `canvas` and `layout`.
    static let reuseKeys = DocumentProperties.reuse.map(\.key)
    private typealias Document = DocumentProperties
    /// Text built from `${parameter}`s may be at most this long.
    static let maximumInterpolatedText = 65_536
    /// Includes nested deeper than this are refused.
    static let maximumIncludeDepth = 16

    /// Reads `include`, `components`, `styles` and `themes` from a document's entries.
    mutating func readReuse(_ document: inout MappingEntries, file: String) -> ReuseDefinitions {
        var definitions = ReuseDefinitions()
        if let include = document.take(Document.include) {
            let paths: [Yams.Node] = include.sequence.map(Array.init) ?? [include]
            for pathNode in paths {
                guard let path = string(pathNode, key: Document.include.key) else { continue }
                definitions.merge(loadInclude(path, at: pathNode, from: file))
            }
        }
        var own = ReuseDefinitions()
        if let node = document.take(Document.components) { own.components = readComponents(node) }
        if let node = document.take(Document.styles) { own.styles = readStyles(node, what: "'styles'") }
        if let node = document.take(Document.themes), let themes = entries(of: node, what: "'themes'") {
            for entry in themes.remaining {
                own.themes[entry.key] = readStyles(entry.value, what: "theme '\(entry.key.forDiagnostic)'")
            }
        }
        definitions.merge(own)
        return definitions
    }

    /// The extensions of the files `include` reads.
    static let descriptionExtensions: Set<String> = ["yaml", "yml", "json"]

    /// The definitions of an included file (and of the files it includes).
    private mutating func loadInclude(_ path: String, at node: Yams.Node, from includingFile: String) -> ReuseDefinitions {
        let folder = URL(fileURLWithPath: includingFile).deletingLastPathComponent()
        let resolved = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
        let display = path.hasPrefix("/") || !includingFile.contains("/")
            ? path : (includingFile as NSString).deletingLastPathComponent + "/" + path
        if !includedFiles.contains(resolved) { includedFiles.append(resolved) }
        if let start = includeStack.firstIndex(of: resolved) {
            let cycle = (includeStack[start...] + [resolved]).map { ($0 as NSString).lastPathComponent }
            report("include cycle: \(cycle.joined(separator: " → "))", at: node)
            return ReuseDefinitions()
        }
        guard includeStack.count < Self.maximumIncludeDepth else {
            report("includes are nested more than \(Self.maximumIncludeDepth) deep", at: node)
            return ReuseDefinitions()
        }
        if let known = loadedIncludes[resolved] { return known }
        // Only description files are read: any other file (a picture, /etc/passwd) is
        // refused by its name, so none of its lines is quoted in a diagnostic.
        guard Self.descriptionExtensions.contains(URL(fileURLWithPath: resolved).pathExtension.lowercased()) else {
            report("cannot include '\(path.forDiagnostic)': only description files (.yaml, .yml or .json) are included", at: node)
            return ReuseDefinitions()
        }
        let raw: String
        switch Self.readText(at: resolved) {
        case let .success(text):
            raw = text
        case let .failure(problem):
            report("cannot read included file '\(path.forDiagnostic)': \(problem.message)", at: node)
            return ReuseDefinitions()
        }
        let text = LineEndings.normalized(raw)
        guard let composed = compose(text, file: display), let parsed = composed else { return ReuseDefinitions() }
        guard let root = SourceTag.tagging(parsed, file: display, budget: &expansionBudget) else {
            reportExpansionLimit(at: node)
            return ReuseDefinitions()
        }
        guard var document = entries(of: root, what: "the included file") else { return ReuseDefinitions() }
        includeStack.append(resolved)
        defer { includeStack.removeLast() }
        let definitions = readReuse(&document, file: display)
        // An included file may be a figure of its own: its page and layout are not used here.
        for property in [Document.canvas, Document.layout, Document.theme, Document.check] { _ = document.take(property) }
        reportUnknownKeys(document, allowed: [Document.canvas.key, Document.layout.key] + Self.reuseKeys, in: "the included file")
        loadedIncludes[resolved] = definitions
        return definitions
    }

    /// Reports (once) that expansion went past `maximumExpansion` nodes.
    private mutating func reportExpansionLimit(at node: Yams.Node) {
        guard !reportedExpansionLimit else { return }
        reportedExpansionLimit = true
        diagnostics.append(Diagnostic(
            "the description expands to more than \(Self.maximumExpansion) YAML nodes (aliases in components and included files count each time they are used)",
            at: location(of: node)))
    }

    /// `components: { name: { parameters: { p: default or ~ }, layout: node } }`.
    private mutating func readComponents(_ node: Yams.Node) -> [String: ReuseDefinitions.Component] {
        guard let all = entries(of: node, what: "'components'") else { return [:] }
        var components: [String: ReuseDefinitions.Component] = [:]
        for entry in all.remaining {
            guard var keys = entries(of: entry.value, what: "component '\(entry.key.forDiagnostic)'") else { continue }
            var parameters: [(name: String, defaultValue: Yams.Node?)] = []
            if let parameterNode = keys.take(ComponentProperties.parameters), let declared = entries(of: parameterNode, what: "'parameters'") {
                for parameter in declared.remaining {
                    guard Self.isIdentifier(parameter.key) else {
                        report("parameter name '\(parameter.key.forDiagnostic)' must be letters, digits and _, not starting with a digit", at: parameter.keyNode)
                        continue
                    }
                    // (A use site's own keys go to the component's root, so a parameter of that
                    // name could never be given.)
                    guard !Self.useSiteKeys.contains(parameter.key), parameter.key != NodeProperties.use.key else {
                        report("parameter name '\(parameter.key.forDiagnostic)' is a key of every use (name, class, flex, use and the modifiers go to the component's root): choose another, such as '\(parameter.key)Text'", at: parameter.keyNode)
                        continue
                    }
                    parameters.append((parameter.key, Self.isNull(parameter.value) ? nil : parameter.value))
                }
            }
            let layout = keys.take(ComponentProperties.layout)
            reportUnknownKeys(keys, allowed: ComponentProperties.all.map(\.key), in: "component '\(entry.key.forDiagnostic)'")
            guard let layout else {
                report("missing required key 'layout' in component '\(entry.key.forDiagnostic)'", at: entry.value)
                continue
            }
            components[entry.key] = .init(name: entry.key, parameters: parameters, layout: layout)
        }
        return components
    }

    /// `styles: { name: { key: value, … } }`: keys any kind or modifier accepts.
    private mutating func readStyles(_ node: Yams.Node, what: String) -> [String: ReuseDefinitions.Style] {
        guard let all = entries(of: node, what: what) else { return [:] }
        let known = Self.styleKeys
        var styles: [String: ReuseDefinitions.Style] = [:]
        for entry in all.remaining {
            guard let keys = entries(of: entry.value, what: "style '\(entry.key.forDiagnostic)'") else { continue }
            var kept: [MappingEntries.Entry] = []
            for key in keys.remaining {
                if known.contains(key.key) {
                    kept.append(key)
                } else {
                    report("unknown key '\(key.key.forDiagnostic)' in style '\(entry.key.forDiagnostic)'\(Suggestion.hint(for: key.key, in: known))", at: key.keyNode)
                }
            }
            styles[entry.key] = .init(name: entry.key, entries: kept)
        }
        return styles
    }

    /// Keys a style may set: those of any kind, and the modifiers.
    static var styleKeys: [String] {
        Array(Set(kindKeys.values.flatMap { $0 } + modifierKeys + [NodeProperties.name.key, NodeProperties.flex.key])).sorted()
    }

    // MARK: - Classes

    /// Fills in the keys of the node's style classes (`class: card` or
    /// `class: [card, wide]`) that the node's kind accepts and the node does not set;
    /// a later class wins over an earlier one.
    mutating func applyClasses(_ node: Yams.Node, to keys: inout MappingEntries, accepted: [String]) {
        let names: [Yams.Node] = node.sequence.map(Array.init) ?? [node]
        for nameNode in names.reversed() {
            guard let name = string(nameNode, key: "class") else { continue }
            guard let style = reuse.style(name, theme: theme) else {
                let known = reuse.styleNames
                report("unknown class '\(name.forDiagnostic)'\(Suggestion.hint(for: name, in: known))", at: nameNode)
                continue
            }
            for entry in style.entries where accepted.contains(entry.key) {
                keys.addIfAbsent(entry)
            }
        }
    }

    // MARK: - Components

    /// The node a `use:` node stands for: the component's layout with the arguments put
    /// in for its `$parameters`, and the use site's `name`, `class` and modifiers on its
    /// root. Nil (with a diagnostic) when it cannot be expanded.
    mutating func expandComponent(_ node: Yams.Node, keys: inout MappingEntries, useNode: Yams.Node) -> (node: Yams.Node, component: String)? {
        guard let name = string(useNode, key: "use") else { return nil }
        guard let component = reuse.components[name] else {
            let known = reuse.components.keys.sorted()
            report("unknown component '\(name.forDiagnostic)'\(Suggestion.hint(for: name, in: known))", at: useNode)
            return nil
        }
        // (A use that came in through an argument is checked against its caller's chain.)
        let context = argumentUseContext[location(of: useNode)] ?? expansions.count
        let enclosing = expansions.prefix(context)
        if let start = enclosing.firstIndex(where: { $0.component == name }) {
            let chain = enclosing[start...].map(\.component) + [name]
            report("component '\(name.forDiagnostic)' uses itself: \(chain.joined(separator: " → "))", at: useNode)
            return nil
        }
        let parameterNames = component.parameters.map(\.name)
        var passed: [MappingEntries.Entry] = []
        var arguments: [String: Yams.Node] = [:]
        for entry in keys.remaining {
            if Self.useSiteKeys.contains(entry.key) {
                passed.append(entry)
            } else if parameterNames.contains(entry.key) {
                arguments[entry.key] = entry.value
            } else {
                report("unknown parameter '\(entry.key.forDiagnostic)' of component '\(name.forDiagnostic)'\(Suggestion.hint(for: entry.key, in: parameterNames))", at: entry.keyNode)
            }
        }
        keys = MappingEntries([])
        var complete = true
        for parameter in component.parameters where arguments[parameter.name] == nil {
            if let value = parameter.defaultValue {
                arguments[parameter.name] = value
            } else {
                report("missing parameter '\(parameter.name)' of component '\(name.forDiagnostic)'", at: node)
                complete = false
            }
        }
        guard complete else { return nil }
        // Problems in the body belong to this use of the component.
        expansions.append((name, location(of: useNode)))
        let before = diagnostics.count
        let body = substitute(component.layout, arguments: arguments, component: name, callerContext: context)
        expansions.removeLast()
        guard diagnostics.count == before, expansionBudget >= 0 else { return nil }
        guard let root = body.mapping else { return (body, name) }
        // The use site's keys replace the component root's own.
        let replaced = Set(passed.map(\.key))
        let pairs = root.filter { !replaced.contains($0.key.scalar?.string ?? "") }.map { ($0.key, $0.value) }
            + passed.map { ($0.keyNode, $0.value) }
        return (.mapping(.init(pairs, root.tag, root.style, root.mark)), name)
    }

    /// `node` with `$name` values replaced by the arguments, and `${name}` inside text
    /// replaced by their text.
    ///
    /// The `use` nodes inside an argument are remembered as the caller's (`callerContext`:
    /// the expansions around the use site), see `argumentUseContext`.
    private mutating func substitute(_ node: Yams.Node, arguments: [String: Yams.Node], component: String, callerContext: Int) -> Yams.Node {
        expansionBudget -= 1
        guard expansionBudget >= 0 else {
            reportExpansionLimit(at: node)
            return node
        }
        switch node {
        case let .scalar(scalar):
            let text = scalar.string
            if text.hasPrefix("$"), !text.hasPrefix("${"), Self.isIdentifier(String(text.dropFirst())) {
                if let argument = arguments[String(text.dropFirst())] {
                    rememberUses(in: argument, context: callerContext)
                    return argument
                }
                report("unknown parameter '\(text.forDiagnostic)' in component '\(component.forDiagnostic)'", at: node)
                return node
            }
            guard text.contains("${") else { return node }
            return .scalar(.init(interpolate(text, node: node, arguments: arguments, component: component), scalar.tag, scalar.style, scalar.mark))
        case let .mapping(mapping):
            let pairs = mapping.map { ($0.key, substitute($0.value, arguments: arguments, component: component, callerContext: callerContext)) }
            return .mapping(.init(pairs, mapping.tag, mapping.style, mapping.mark))
        case let .sequence(sequence):
            return .sequence(.init(sequence.map { substitute($0, arguments: arguments, component: component, callerContext: callerContext) }, sequence.tag, sequence.style, sequence.mark))
        case .alias:
            return node
        }
    }

    /// Records the `use` nodes in `argument` as written where `context` expansions
    /// enclosed them (the smallest, for an argument passed on again).
    private mutating func rememberUses(in argument: Yams.Node, context: Int) {
        var pending = [argument]
        var visited = 0
        while let node = pending.popLast(), visited < Self.maximumArgumentNodesScanned {
            visited += 1
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    if key.scalar?.string == NodeProperties.use.key {
                        let place = location(of: value)
                        argumentUseContext[place] = min(argumentUseContext[place] ?? context, context)
                    }
                    pending.append(value)
                }
            case let .sequence(sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
    }

    /// How many nodes of one argument are looked through for uses (the expansion budget
    /// bounds the whole description; this bounds one argument's walk).
    static let maximumArgumentNodesScanned = 100_000

    /// Keys of a `use` node that belong to the use site rather than to the component's
    /// parameters: its name, class, item style and modifiers, put on the component's root.
    static var useSiteKeys: Set<String> {
        Set([NodeProperties.name.key, NodeProperties.class.key, NodeProperties.flex.key] + modifierKeys)
    }

    /// Text with each `${name}` replaced by the argument's text.
    private mutating func interpolate(_ text: String, node: Yams.Node, arguments: [String: Yams.Node], component: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = String(rest[open.upperBound..<close])
            if let value = arguments[name]?.scalar?.string {
                // Components passing text on doubled would otherwise grow it exponentially.
                guard result.utf8.count + value.utf8.count <= Self.maximumInterpolatedText else {
                    report("text made from parameters is longer than \(Self.maximumInterpolatedText) bytes", at: node)
                    return result
                }
                result += value
            } else if arguments[name] != nil {
                report("parameter '\(name.forDiagnostic)' of component '\(component.forDiagnostic)' is not text, so it cannot be put inside text", at: node)
            } else {
                report("unknown parameter '${\(name.forDiagnostic)}' in component '\(component.forDiagnostic)'", at: node)
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) }
    }

    private static func isNull(_ node: Yams.Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
