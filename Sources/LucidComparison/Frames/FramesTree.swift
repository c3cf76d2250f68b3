import Foundation

/// A `frames` file read back: every node with a path that names it, for comparing the
/// layout of a golden with a new render (`FramesDiff`).
///
/// A node's path joins the names of its named ancestors with its own name, or its kind
/// when it has none: `dream-2/text`, `dream-2/box`, `vstack`. Unnamed containers do not
/// appear in the paths of the nodes below them, so a path survives wrapping a node in a
/// new stack. A path that repeats is told apart by its place: `dream-2/box#2`.
public struct FramesTree: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        public var path: String
        public var kind: String
        public var frame: [Double]  // x, y, width, height
        /// What the node paints (`FramesPaint`): per drawing, its fields (`box`,
        /// `fill #1f5fbf`, …); empty when it draws nothing.
        public var paint: [[String]] = []
        /// The index of the node's parent in `nodes`, nil at the top.
        public var parent: Int?
    }

    /// The page's width and height.
    public var page: [Double]
    /// The nodes in file order.
    public var nodes: [Node]

    /// Reads the text `FramesRenderer` writes; lines it cannot read are skipped.
    public init(_ text: String) {
        page = []
        nodes = []
        var named: [(depth: Int, name: String)] = []  // the named ancestors of the current line
        var open: [(depth: Int, index: Int)] = []  // the ancestors of the current line
        var seen: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let indent = line.prefix(while: { $0 == " " }).count
            guard let parsed = Self.parse(line.dropFirst(indent)) else { continue }
            if parsed.kind == "page", indent == 0 {
                page = Array(parsed.frame.suffix(2))
                continue
            }
            let depth = indent / 2
            while let last = named.last, last.depth >= depth { named.removeLast() }
            while let last = open.last, last.depth >= depth { open.removeLast() }
            var path = (named.map(\.name) + [parsed.name ?? parsed.kind]).joined(separator: "/")
            seen[path, default: 0] += 1
            if let count = seen[path], count > 1 { path += "#\(count)" }
            if let name = parsed.name { named.append((depth, name)) }
            nodes.append(Node(path: path, kind: parsed.kind, frame: parsed.frame, paint: parsed.paint, parent: open.last?.index))
            open.append((depth, nodes.count - 1))
        }
    }

    /// `kind "name" (x, y, width, height) [paint]`, the name and the paint optional.
    private static func parse(_ line: Substring) -> (kind: String, name: String?, frame: [Double], paint: [[String]])? {
        guard let open = line.range(of: " (") ?? (line.hasPrefix("(") ? line.startIndex..<line.startIndex : nil) else { return nil }
        // The frame is the first parenthesis after the kind and name (names hold no " (").
        let head = line[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let close = line[open.upperBound...].firstIndex(of: ")") else { return nil }
        let numbers = line[open.upperBound..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return nil }
        let rest = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
        var paint: [[String]] = []
        if rest.hasPrefix("["), rest.hasSuffix("]") {
            paint = Self.paint(rest.dropFirst().dropLast())
        } else if !rest.isEmpty {
            return nil
        }
        guard let kindEnd = head.firstIndex(of: " ") else { return (head, nil, numbers, paint) }
        let kind = String(head[..<kindEnd])
        let tail = head[kindEnd...].trimmingCharacters(in: .whitespaces)
        let name = tail.hasPrefix("\"") && tail.hasSuffix("\"") && tail.count >= 2 ? String(tail.dropFirst().dropLast()) : nil
        return (kind, name, numbers, paint)
    }

    /// `box, fill #1f5fbf; text "a, b", color #000000` → drawings of fields, splitting at
    /// `;` and `,` outside quoted strings.
    private static func paint(_ text: Substring) -> [[String]] {
        var drawings: [[String]] = [], fields: [String] = [], field = ""
        var inQuotes = false, escaped = false
        func endField() {
            let trimmed = field.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { fields.append(trimmed) }
            field = ""
        }
        for character in text {
            if inQuotes {
                field.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
                continue
            }
            switch character {
            case "\"": inQuotes = true; field.append(character)
            case ",": endField()
            case ";": endField(); drawings.append(fields); fields = []
            default: field.append(character)
            }
        }
        endField()
        if !fields.isEmpty { drawings.append(fields) }
        return drawings
    }
}
