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
            nodes.append(Node(path: path, kind: parsed.kind, frame: parsed.frame, parent: open.last?.index))
            open.append((depth, nodes.count - 1))
        }
    }

    /// `kind "name" (x, y, width, height)`, the name optional.
    private static func parse(_ line: Substring) -> (kind: String, name: String?, frame: [Double])? {
        guard line.hasSuffix(")"), let open = line.lastIndex(of: "(") else { return nil }
        let numbers = line[line.index(after: open)..<line.index(before: line.endIndex)]
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return nil }
        let head = line[..<open].trimmingCharacters(in: .whitespaces)
        guard let kindEnd = head.firstIndex(of: " ") else { return (head, nil, numbers) }
        let kind = String(head[..<kindEnd])
        let rest = head[kindEnd...].trimmingCharacters(in: .whitespaces)
        let name = rest.hasPrefix("\"") && rest.hasSuffix("\"") && rest.count >= 2 ? String(rest.dropFirst().dropLast()) : nil
        return (kind, name, numbers)
    }
}
