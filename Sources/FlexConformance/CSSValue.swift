import Foundation
import LucidCSS
import LucidLayout

/// Parsing of the CSS values used in the test files into `CSSStyle`.
enum CSSValue {
    static func length(_ value: String) -> CSSLength? {
        let v = value.trimmingCharacters(in: .whitespaces)
        switch v {
        case "auto": return .auto
        case "min-content": return .minContent
        case "max-content", "content": return .maxContent
        case "fit-content": return .fitContent
        case "stretch": return .stretch
        default: break
        }
        if v.hasSuffix("px"), let n = Double(v.dropLast(2)) { return .points(CGFloat(n)) }
        if v.hasSuffix("%"), let n = Double(v.dropLast()) { return .percent(CGFloat(n)) }
        if let n = Double(v) { return .points(CGFloat(n)) }
        return nil
    }

    /// A grid line: `auto`, a line number or `span N` (named lines are not supported).
    static func gridLine(_ value: String) -> CSSGridLine? { CSSGridPlacementParser.line(value) }

    /// The `grid-row`/`grid-column` shorthand (`CSSGridPlacementParser.lines`).
    static func gridLines(_ value: String) -> (CSSGridLine, CSSGridLine)? {
        CSSGridPlacementParser.lines(value).map { ($0.start, $0.end) }
    }

    /// A track list, read by the engine's own reader (`CSSGridTrackListParser`); nil for
    /// what it does not read yet (`repeat(auto-fill, …)`, line names…).
    static func gridTrackList(_ value: String) -> [CSSGridTrack]? {
        try? CSSGridTrackListParser(maximumTracks: 100_000).tracks(value)
    }

    /// A grid container's template from its attributes (nil when some part is unsupported).
    static func gridTemplate(_ a: [String: String]) -> CSSGridTemplate? {
        var template = CSSGridTemplate()
        let reader = CSSGridTrackListParser(maximumTracks: 100_000)
        if let v = a["grid-template-rows"] {
            guard let list = try? reader.trackList(v) else { return nil }
            (template.rows, template.rowRepeat, template.rowLineNames) = (list.tracks, list.autoRepeat, list.lineNames)
        }
        if let v = a["grid-template-columns"] {
            guard let list = try? reader.trackList(v) else { return nil }
            (template.columns, template.columnRepeat, template.columnLineNames) = (list.tracks, list.autoRepeat, list.lineNames)
        }
        if let v = a["grid-template-areas"], v != "none" {
            guard let rows = CSSGridPlacementParser.areaRows(v), let areas = try? CSSGridTemplateAreas(rows: rows) else { return nil }
            template.areas = areas
        }
        if let v = a["grid-auto-flow"] {
            guard let flow = CSSGridAutoFlow(css: v) else { return nil }
            template.autoFlow = flow
        }
        if let v = a["grid-auto-rows"] { guard let t = gridTrackList(v), !t.isEmpty else { return nil }; template.autoRowTracks = t }
        if let v = a["grid-auto-columns"] { guard let t = gridTrackList(v), !t.isEmpty else { return nil }; template.autoColumnTracks = t }
        return template
    }

    /// Why an element's grid attributes cannot be run, if so: the part of CSS Grid the engine
    /// does not implement.
    static func unsupportedGrid(_ a: [String: String]) -> String? {
        if let d = a["display"], d.contains("grid"), d != "grid" { return "display: \(d)" }
        if a["display"] == "grid", gridTemplate(a) == nil { return "grid: track list" }
        for key in ["grid-template", "grid"] where a[key] != nil { return key }
        if let v = a["grid-area"], CSSGridPlacementParser.area(v) == nil { return "grid-area" }
        for key in ["grid-row", "grid-column"] where a[key] != nil && gridLines(a[key]!) == nil { return "grid: named lines" }
        for key in ["grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end"] where a[key] != nil && gridLine(a[key]!) == nil {
            return "grid: named lines"
        }
        return nil
    }

    static func alignment(_ value: String) -> CSSAlignment? {
        var words = value.split(separator: " ").map(String.init)
        var safe = false, unsafe = false
        if words.first == "safe" { safe = true; words.removeFirst() } else if words.first == "unsafe" { unsafe = true; words.removeFirst() }
        let keyword: CSSAlignment.Keyword
        switch words.first ?? "" {
        case "start", "left": keyword = .start
        case "end", "right": keyword = .end
        case "flex-start": keyword = .flexStart
        case "flex-end": keyword = .flexEnd
        case "self-start": keyword = .selfStart
        case "self-end": keyword = .selfEnd
        case "center": keyword = .center
        case "baseline", "first": keyword = .baseline
        case "stretch": keyword = .stretch
        case "space-between": keyword = .spaceBetween
        case "space-around": keyword = .spaceAround
        case "space-evenly": keyword = .spaceEvenly
        default: return nil // normal, auto
        }
        return CSSAlignment(keyword, safe: safe, unsafe: unsafe)
    }

    static func overflow(_ value: String) -> CSSStyle.Overflow {
        switch value {
        case "hidden": return .hidden
        case "clip": return .clip
        case "scroll", "auto": return .scroll
        default: return .visible
        }
    }

    /// The style of an element from its attributes (CSS initial values otherwise, but
    /// `border-box` sizing, which the suite's border-box variants assume).
    static func style(_ a: [String: String], isText: Bool) -> CSSStyle {
        var s = CSSStyle()
        func len(_ key: String) -> CSSLength? { a[key].flatMap(length) }
        switch a["display"] {
        case "none": s.display = .none
        case "block": s.display = .block
        case "flow-root": s.display = .block; s.isFlowRoot = true
        case "grid": s.display = .grid
        default: s.display = .flex
        }
        if a["position"] == "absolute" { s.position = .absolute }
        switch a["float"] {
        case "left"?: s.float = .left
        case "right"?: s.float = .right
        default: break
        }
        switch a["clear"] {
        case "left"?: s.clear = .left
        case "right"?: s.clear = .right
        case "both"?: s.clear = .both
        default: break
        }
        switch a["text-align"] {
        case "-webkit-left"?: s.textAlign = .legacyLeft
        case "-webkit-right"?: s.textAlign = .legacyRight
        case "-webkit-center"?: s.textAlign = .legacyCenter
        default: break
        }
        if a["direction"] == "rtl" { s.direction = .rtl }
        switch a["flex-direction"] {
        case "row-reverse": s.flexDirection = .rowReverse
        case "column": s.flexDirection = .column
        case "column-reverse": s.flexDirection = .columnReverse
        default: break
        }
        // `flex-wrap: [wrap | wrap-reverse] || balance` (`balance` alone wraps).
        if let words = a["flex-wrap"]?.split(separator: " ") {
            let reverse = words.contains("wrap-reverse")
            if words.contains("balance") { s.flexWrap = reverse ? .balanceReverse : .balance }
            else if reverse { s.flexWrap = .wrapReverse }
            else if words.contains("wrap") { s.flexWrap = .wrap }
        }
        if let n = a["flex-line-count"].flatMap(Int.init), n > 0 { s.lineCount = n }
        if let v = a["flex-grow"].flatMap(Double.init) { s.flexGrow = CGFloat(v) }
        if let v = a["flex-shrink"].flatMap(Double.init) { s.flexShrink = CGFloat(v) }
        if let v = len("flex-basis") { s.flexBasis = v }
        s.justifyContent = a["justify-content"].flatMap(alignment)
        s.alignItems = a["align-items"].flatMap(alignment)
        s.alignSelf = a["align-self"].flatMap(alignment)
        s.alignContent = a["align-content"].flatMap(alignment)
        s.justifyItems = a["justify-items"].flatMap(alignment)
        s.justifySelf = a["justify-self"].flatMap(alignment)
        if let area = a["grid-area"].flatMap(CSSGridPlacementParser.area) {
            (s.gridRowStart, s.gridColumnStart, s.gridRowEnd, s.gridColumnEnd) = area
        }
        if let (start, end) = a["grid-row"].flatMap(gridLines) { s.gridRowStart = start; s.gridRowEnd = end }
        if let (start, end) = a["grid-column"].flatMap(gridLines) { s.gridColumnStart = start; s.gridColumnEnd = end }
        if let v = a["grid-row-start"].flatMap(gridLine) { s.gridRowStart = v }
        if let v = a["grid-row-end"].flatMap(gridLine) { s.gridRowEnd = v }
        if let v = a["grid-column-start"].flatMap(gridLine) { s.gridColumnStart = v }
        if let v = a["grid-column-end"].flatMap(gridLine) { s.gridColumnEnd = v }
        if let g = a["gap"].flatMap(length) { s.rowGap = g; s.columnGap = g }
        if let g = len("row-gap") { s.rowGap = g }
        if let g = len("column-gap") { s.columnGap = g }
        func edges(_ prefix: String, _ suffix: String = "", _ base: CSSEdges<CSSLength>) -> CSSEdges<CSSLength> {
            var e = base
            if let v = len(prefix + "left" + suffix) { e.left = v }
            if let v = len(prefix + "right" + suffix) { e.right = v }
            if let v = len(prefix + "top" + suffix) { e.top = v }
            if let v = len(prefix + "bottom" + suffix) { e.bottom = v }
            return e
        }
        s.padding = edges("padding-", "", .zero)
        s.border = edges("border-", "", .zero)
        if let v = len("border-left-width") { s.border.left = v }
        if let v = len("border-right-width") { s.border.right = v }
        if let v = len("border-top-width") { s.border.top = v }
        if let v = len("border-bottom-width") { s.border.bottom = v }
        s.margin = edges("margin-", "", .zero)
        s.inset = edges("", "", .auto)
        if let v = len("width") { s.width = v }
        if let v = len("height") { s.height = v }
        if let v = len("min-width") { s.minWidth = v }
        if let v = len("min-height") { s.minHeight = v }
        if let v = len("max-width") { s.maxWidth = v }
        if let v = len("max-height") { s.maxHeight = v }
        if let r = a["aspect-ratio"] {
            let parts = r.split(separator: "/").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if parts.count == 2, parts[1] != 0 { s.aspectRatio = CGFloat(parts[0] / parts[1]) }
            else if parts.count == 1 { s.aspectRatio = CGFloat(parts[0]) }
        }
        if a["box-sizing"] == "content-box" { s.boxSizing = .contentBox }
        if let o = a["overflow"] { s.overflowX = overflow(o); s.overflowY = overflow(o) }
        if let o = a["overflow-x"] { s.overflowX = overflow(o) }
        if let o = a["overflow-y"] { s.overflowY = overflow(o) }
        if let w = a["scrollbar-width"].flatMap(Double.init) { s.scrollbarWidth = CGFloat(w) }
        return s
    }
}
