import Foundation
import LucidCSS
import LucidLayout

/// Writes a test's input tree as a Lucid description (YAML), so that it can be laid out the
/// way `lucid render` lays out a file: every `div` is a CSS box (`kind: flex`, `grid` or
/// `block`, from its `display`) and every `text` a `label`, each CSS property under the
/// description's key for it (container properties on the node, item properties in its
/// `flex` mapping; see docs/FORMAT.md). Lengths in px are written as plain points.
enum DescriptionWriter {
    /// Why the case cannot be written as a description, if so: a vertical writing mode on
    /// a container (a label's text can be set vertically; a container's flow cannot).
    static func unsupportedReason(_ input: XMLElementNode) -> String? {
        var pending = [input]
        while let element = pending.popLast() {
            if element.name != "text", AhemText.writingMode(element.attributes["writing-mode"]).isVertical {
                return "vertical writing-mode on a container"
            }
            pending += element.children
        }
        return nil
    }

    /// The description of `test`: its viewport as the canvas, its input tree as the layout.
    static func yaml(_ test: ConformanceCase) -> String {
        // A point of padding keeps the page at least 1 × 1 when the root is empty (a page
        // must have area); a definite viewport is the space inside it. The viewport is
        // space offered, not a page to fill: a page of fixed height would stretch a root
        // whose height is auto, so that page fits the layout's height instead (the same
        // root height, unless a percentage resolves against the viewport's).
        var canvas = ["padding: 1"]
        if case let .definite(width) = test.viewport.width { canvas.append("width: \(number(width + 2))") }
        if case let .definite(height) = test.viewport.height, test.input.attributes["height"]?.hasSuffix("%") ?? false {
            canvas.append("height: \(number(height + 2))")
        }
        var lines = ["# \(test.name): written by flex-conformance from the suite's XML", "canvas: { \(canvas.joined(separator: ", ")) }", "layout:"]
        write(test.input, indent: "  ", into: &lines, isRoot: true, viewport: test.viewport)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(
        _ element: XMLElementNode, indent: String, into lines: inout [String], isRoot: Bool = false, viewport: CSSAvailableSize? = nil,
        parentIsBlock: Bool = true, parentIsFlexRow: Bool = false
    ) {
        let a = element.attributes
        let isText = element.name == "text"
        let display = a["display"] ?? "flex"
        let kind = isText ? "label" : display == "grid" ? "grid" : display == "block" || display == "flow-root" ? "block" : "flex"
        var own: [(String, String)] = [("kind", kind)]
        var item: [(String, String)] = []
        if isText {
            own.append(("text", quoted(element.text.trimmingCharacters(in: .whitespacesAndNewlines))))
            // (Text in a CSS box starts at its top, and so does its baseline.)
            own.append(("verticalAlignment", "top"))
            // A block or column `<text>` breaks its lines at its width (`AhemMeasurer`).
            let direction = a["flex-direction"] ?? "row"
            if !(display == "grid" || display == "flex" && !direction.hasPrefix("column")) {
                own.append(("font", quoted(AhemMeasurer.blockFamily)))
            }
            // Ahem's glyphs are square, so `sideways-*` sets them as `vertical-*` does.
            switch AhemText.writingMode(a["writing-mode"]) {
            case .verticalRightToLeft: own.append(("writingMode", "vertical-rl"))
            case .verticalLeftToRight: own.append(("writingMode", "vertical-lr"))
            case .horizontalTopToBottom: break
            }
        } else {
            if kind == "flex" {
                copy(a, "flex-direction", as: "flexDirection", into: &own)
                copy(a, "flex-wrap", as: "flexWrap", into: &own)
                if let value = a["flex-line-count"] { own.append(("flexLineCount", value)) }
            }
            if kind == "block" {
                if display == "flow-root" { own.append(("flowRoot", "true")) }
                copy(a, "justify-items", as: "justifyItems", into: &own)
            }
            if kind == "grid" {
                for (css, key) in [("grid-template-columns", "gridTemplateColumns"), ("grid-template-rows", "gridTemplateRows"),
                                   ("grid-auto-columns", "gridAutoColumns"), ("grid-auto-rows", "gridAutoRows")] {
                    // Description files read track lists with the CSS grammar, `px` and all.
                    if let value = a[css] { own.append((key, quoted(value))) }
                }
                copy(a, "justify-items", as: "justifyItems", into: &own)
                if let value = a["grid-template-areas"], value != "none" { own.append(("gridTemplateAreas", quoted(value))) }
                if let value = a["grid-auto-flow"] { own.append(("gridAutoFlow", quoted(value))) }
            }
            for (css, key) in [("justify-content", "justifyContent"), ("align-items", "alignItems"), ("align-content", "alignContent"),
                               ("direction", "direction"), ("box-sizing", "boxSizing")] {
                copy(a, css, as: key, into: &own)
            }
            // (Only the `-webkit-` values move boxes, which a description's `left`, `right` and
            // `center` are; a plain CSS value aligns only text: `auto` here, for the boxes.)
            if let value = a["text-align"] { own.append(("textAlign", value.hasPrefix("-webkit-") ? quoted(value) : "auto")) }
            for (css, key) in [("gap", "gap"), ("row-gap", "rowGap"), ("column-gap", "columnGap")] {
                if let value = a[css] { own.append((key, length(value))) }
            }
            if let edges = edges(a, prefix: "padding-") { own.append(("padding", edges)) }
            if let edges = edges(a, prefix: "border-", suffix: "-width") ?? edges(a, prefix: "border-") { own.append(("border", edges)) }
        }
        if display == "none" { item.append(("display", "none")) }
        // (A text that is a block or grid box holding text, not a flex container of one item:
        // a label says so with its `display`.)
        if isText, display == "block" || display == "flow-root" || display == "grid" {
            item.append(("display", display == "grid" ? "grid" : "block"))
        }
        for (css, key) in [("overflow", "overflow"), ("overflow-x", "overflowX"), ("overflow-y", "overflowY")] {
            if let value = a[css] { item.append((key, overflow(value))) }
        }
        if let value = a["scrollbar-width"] { item.append(("scrollbarWidth", length(value))) }
        if a["position"] == "absolute" { item.append(("position", "absolute")) }
        for key in ["float", "clear"] { if let value = a[key], value != "none" { item.append((key, value)) } }
        for (css, key) in [("flex-grow", "grow"), ("flex-shrink", "shrink")] {
            if let value = a[css] { item.append((key, value)) }
        }
        for (css, key) in [("flex-basis", "basis"), ("width", "width"), ("height", "height"), ("min-width", "minWidth"),
                           ("max-width", "maxWidth"), ("min-height", "minHeight"), ("max-height", "maxHeight"),
                           ("top", "top"), ("right", "right"), ("bottom", "bottom"), ("left", "left")] {
            if let value = a[css] { item.append((key, length(value))) }
        }
        for (css, key) in [("align-self", "alignSelf"), ("justify-self", "justifySelf"), ("grid-area", "gridArea"), ("grid-row", "gridRow"), ("grid-column", "gridColumn"),
                           ("grid-row-start", "gridRowStart"), ("grid-row-end", "gridRowEnd"),
                           ("grid-column-start", "gridColumnStart"), ("grid-column-end", "gridColumnEnd")] {
            copy(a, css, as: key, into: &item)
        }
        if let edges = edges(a, prefix: "margin-") { item.append(("margin", edges)) }
        if let ratio = a["aspect-ratio"] {
            let parts = ratio.split(separator: "/").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if parts.count == 2, parts[1] != 0 { item.append(("aspectRatio", number(CGFloat(parts[0] / parts[1])))) }
            else if parts.count == 1 { item.append(("aspectRatio", number(CGFloat(parts[0])))) }
            // A label's box holds its text whole (docs/FORMAT.md, `aspectRatio`); a `<text>` in
            // block flow, in a flex row, or absolutely positioned, whose one line of flex items
            // is stretched keeps its ratio height instead, its text overflowing, which
            // `minHeight: 0` says in a description. (Not in a grid, where `minHeight: 0` would
            // also take the text's automatic minimum out of its row's size; in a row it is the
            // cross axis's, which only that floor reads.)
            if isText, parentIsBlock || parentIsFlexRow || a["position"] == "absolute", a["min-height"] == nil, a["height"] == nil,
               Self.textLineStretches(a) {
                item.append(("minHeight", "0"))
            }
        }
        // A min-content viewport is the root's width at min-content.
        if isRoot, viewport?.width == .minContent, a["width"] == nil { item.append(("width", "min-content")) }
        // A definite viewport: the suite's root fits it rather than filling it (see
        // `CaseEngineTree.root`).
        if isRoot, case .definite? = viewport?.width, a["width"] == nil { item.append(("width", "fit-content")) }
        if isRoot, viewport?.height == .minContent, a["height"] == nil { item.append(("height", "min-content")) }

        for (key, value) in own { lines.append("\(indent)\(key): \(value)") }
        if !item.isEmpty { lines.append("\(indent)flex: { \(item.map { "\($0.0): \($0.1)" }.joined(separator: ", ")) }") }
        guard !isText else { return }
        if element.children.isEmpty {
            lines.append("\(indent)children: []")
            return
        }
        lines.append("\(indent)children:")
        for child in element.children {
            var childLines: [String] = []
            write(
                child, indent: indent + "    ", into: &childLines, parentIsBlock: display == "block" || display == "flow-root",
                parentIsFlexRow: display == "flex" && ["row", "row-reverse"].contains(a["flex-direction"] ?? "row"))
            childLines[0] = indent + "  - " + childLines[0].dropFirst(indent.count + 4)
            lines += childLines
        }
    }

    /// Whether a `<text>` (a flex container around one anonymous item) stretches its one
    /// line of items to its height: a row that does not wrap, its items aligned by `stretch`.
    private static func textLineStretches(_ a: [String: String]) -> Bool {
        (a["display"] ?? "flex") == "flex" && ["row", "row-reverse"].contains(a["flex-direction"] ?? "row")
            && (a["flex-wrap"] ?? "nowrap") == "nowrap" && ["stretch", "normal"].contains(a["align-items"] ?? "normal")
    }

    private static func copy(_ a: [String: String], _ css: String, as key: String, into list: inout [(String, String)]) {
        guard var value = a[css] else { return }
        // (`left` and `right` are read as `start` and `end`, `CSSValue.alignment`, which a
        // description says.)
        if css.hasPrefix("justify-") || css.hasPrefix("align-") {
            value = value.split(separator: " ").map { $0 == "left" ? "start" : $0 == "right" ? "end" : String($0) }.joined(separator: " ")
        }
        list.append((key, quoted(value)))
    }

    /// `{ top: …, left: …, bottom: …, right: … }` from `PREFIXside` attributes, or nil.
    private static func edges(_ a: [String: String], prefix: String, suffix: String = "") -> String? {
        let sides = ["top", "left", "bottom", "right"].compactMap { side in a[prefix + side + suffix].map { "\(side): \(length($0))" } }
        return sides.isEmpty ? nil : "{ \(sides.joined(separator: ", ")) }"
    }

    /// A CSS length as a description value: px as plain points, other units as written.
    static func length(_ value: String) -> String {
        let v = value.trimmingCharacters(in: .whitespaces)
        if v.hasSuffix("px"), let n = Double(v.dropLast(2)) { return number(CGFloat(n)) }
        if let n = Double(v) { return number(CGFloat(n)) }
        return quoted(v)
    }

    /// One grid track as a description writes it: px as plain points, the rest as written.
    private static func overflow(_ value: String) -> String {
        value == "auto" ? "scroll" : quoted(value)
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// A double-quoted YAML string; characters outside printable ASCII are escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value > 0x7e: out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
