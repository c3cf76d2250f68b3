import Foundation
import LucidCSS
import LucidLayout

/// A conformance case's elements as a `CSSNode` tree for the engine API (a test-file reader,
/// not a description builder: descriptions have one, `TreeBuilder`): `div` → container, `text` → an Ahem
/// text leaf (set vertically under a vertical `writing-mode`).
enum CaseEngineTree {
    /// The case's root: in a definite viewport the suite's root is sized to fit it, not
    /// stretched across it (Chromium: a grid of two 40–80-wide columns offered 400 is 160
    /// wide, offered 60 is 80), as an absolutely positioned box is.
    static func root(_ test: ConformanceCase) -> CSSNode {
        var root = node(test.input)
        if case .definite = test.viewport.width, test.input.attributes["width"] == nil { root.style.position = .absolute }
        return root
    }

    /// The element's tree, built bottom-up with a stack of its own rather than by recursion
    /// (a case 1,000 levels deep outgrew a debug build's thread stack).
    static func node(_ root: XMLElementNode) -> CSSNode {
        // (`direction` and `text-align` are inherited, as in CSS: an element without one
        // takes its parent's.)
        func inherited(_ element: XMLElementNode, from parent: [String: String]) -> [String: String] {
            var values = parent
            for name in inheritedAttributes { if let own = element.attributes[name] { values[name] = own } }
            return values
        }
        var stack: [(element: XMLElementNode, next: Int, built: [CSSNode], inherited: [String: String])] = [(root, 0, [], inherited(root, from: [:]))]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].element.children.count {
                let child = stack[top].element.children[stack[top].next]
                stack[top].next += 1
                stack.append((child, 0, [], inherited(child, from: stack[top].inherited)))
                continue
            }
            let done = stack.removeLast()
            let made = node(done.element, children: done.built, inherited: done.inherited)
            if stack.isEmpty { return made }
            stack[stack.count - 1].built.append(made)
        }
    }

    /// The attributes an element takes from its parent when it has none of its own.
    static let inheritedAttributes = ["direction", "text-align"]

    /// One element as a node, given its children's nodes and its inherited attributes.
    private static func node(_ element: XMLElementNode, children: [CSSNode], inherited: [String: String]) -> CSSNode {
        let isText = element.name == "text"
        let attributes = element.attributes.merging(inherited) { _, inherited in inherited }
        let style = CSSValue.style(attributes, isText: isText)
        if isText {
            let runs = AhemText.runs(element.text)
            let mode = AhemText.writingMode(element.attributes["writing-mode"])
            if mode.isVertical {
                // Vertical text has no alphabetic baseline in a horizontal parent: the parent
                // synthesises one from the box's edge.
                return CSSNode(style: style, measure: mode.measure(AhemText.measure(runs: runs)))
            }
            // The first line's baseline, also where the box is too short for the line (Chromium
            // aligns a `height: 0` text by its overflowing line's baseline, 8); text without
            // a line has none.
            let hasLine = runs.contains { $0 > 0 }
            let fillsLongestRun = style.display == .grid || style.display == .flex && style.flexDirection.isRow
            return CSSNode(style: style, measure: AhemText.measure(runs: runs, fillsLongestRun: fillsLongestRun), baseline: { _ in hasLine ? 8 : nil })
        }
        if style.display == .grid {
            return CSSNode(style: style, grid: CSSValue.gridTemplate(element.attributes) ?? CSSGridTemplate(), children: children)
        }
        return CSSNode(style: style, children: children)
    }
}

/// Compares expected frames (an `<expectations>` tree) with a layout result, and the used
/// track sizes of grid containers (`resolved-rows`/`resolved-columns`, unrounded) where the
/// expectations give them as plain lengths.
enum FrameComparison {
    static func differences(expected: XMLElementNode, result: CSSLayoutResult, tolerance: CGFloat, checksTracks: Bool = true) -> [String] {
        var out: [String] = []
        let reported = reportedFrames(result)
        func visit(_ e: XMLElementNode, _ index: Int, _ path: [Int]) {
            func value(_ key: String) -> CGFloat { CGFloat(Double(e.attributes[key] ?? "0") ?? 0) }
            let want = CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
            let got = reported[index]
            if abs(want.minX - got.minX) > tolerance || abs(want.minY - got.minY) > tolerance
                || abs(want.width - got.width) > tolerance || abs(want.height - got.height) > tolerance {
                let name = path.isEmpty ? "root" : "root/" + path.map(String.init).joined(separator: "/")
                out.append("\(name): expected \(fmt(want)) got \(fmt(got))")
            }
            for (key, isRows) in [("resolved-rows", true), ("resolved-columns", false)] where checksTracks {
                guard let text = e.attributes[key], let want = trackSizes(text) else { continue }
                let tracks = result.gridTracks[index]
                let got = isRows ? tracks?.rows : tracks?.columns
                let matches = got.map { $0.count == want.count && zip($0, want).allSatisfy { abs($0 - $1) <= tolerance } } ?? false
                if !matches {
                    let name = path.isEmpty ? "root" : "root/" + path.map(String.init).joined(separator: "/")
                    let shown = got.map { $0.map { fmt($0) + "px" }.joined(separator: " ") } ?? "no grid"
                    out.append("\(name): expected \(key) \(text) got \(shown)")
                }
            }
            let kids = result.children[index]
            for (i, child) in e.children.enumerated() where child.name == "node" && i < kids.count {
                visit(child, kids[i], path + [i])
            }
        }
        visit(expected, 0, [])
        return out
    }

    /// The frames as the browser reports them to the generators' script: `getBoundingClientRect()`
    /// gives each box's page rectangle in single precision (Blink maps the border box to the page
    /// as a `float` quad: its corners are the page offset as a `float`, and that plus the size as a
    /// `float`), and the script subtracts the parent's left and top. Below 2²⁰ px this changes
    /// nothing the 0.1 tolerance sees (a `float` there is within 1/32 px); past 2²³ px the
    /// browser's figures are whole or even numbers
    /// (Chromium lays a box out 8,999,996.5 wide and reports it 8,999,996 wide), so the layout's
    /// exact frames are reported the same way before they are compared.
    static func reportedFrames(_ result: CSSLayoutResult) -> [CGRect] {
        var reported = result.frames
        func visit(_ index: Int, parentOrigin: (x: Double, y: Double), parentCorner: (x: Float, y: Float)) {
            let frame = result.frames[index]
            let origin = (x: parentOrigin.x + Double(frame.minX), y: parentOrigin.y + Double(frame.minY))
            let corner = (x: Float(origin.x), y: Float(origin.y))
            let width = (corner.x + Float(frame.width)) - corner.x
            let height = (corner.y + Float(frame.height)) - corner.y
            reported[index] = CGRect(
                x: Double(corner.x) - Double(parentCorner.x), y: Double(corner.y) - Double(parentCorner.y),
                width: Double(width), height: Double(height))
            for child in result.children[index] { visit(child, parentOrigin: origin, parentCorner: corner) }
        }
        guard !result.frames.isEmpty else { return reported }
        // (The root is reported relative to itself: its own offset is the frame's.)
        visit(0, parentOrigin: (0, 0), parentCorner: (0, 0))
        return reported
    }

    /// A resolved track list of lengths ("40px 40px", line names in brackets skipped); nil for
    /// anything else (`none`, `repeat()`), which is then not checked.
    static func trackSizes(_ text: String) -> [CGFloat]? {
        var sizes: [CGFloat] = []
        var inNames = false
        for word in text.split(separator: " ") {
            if word.hasPrefix("[") { inNames = true }
            if inNames {
                if word.hasSuffix("]") { inNames = false }
                continue
            }
            guard word.hasSuffix("px"), let v = Double(word.dropLast(2)) else { return nil }
            sizes.append(CGFloat(v))
        }
        return sizes.isEmpty ? nil : sizes
    }

    static func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }

    static func fmt(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width))×\(n(r.height)))"
    }
}
