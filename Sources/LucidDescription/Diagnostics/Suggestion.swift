/// "Did you mean …?" for misspelt keys and kinds: the closest candidate by edit distance.
enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let allowed = max(1, word.count / 3)
        // Lengths differing by more than the allowed distance can never be close
        // enough; skipping them keeps a huge misspelt value from costing seconds.
        let near = candidates.filter { abs($0.count - word.count) <= allowed }
        guard !near.isEmpty else { return nil }
        let lowered = word.lowercased()
        let scored = near.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= allowed ? best.0 : nil
    }

    /// What to append to a message: `; did you mean 'x'?`, or nothing. A name from CSS,
    /// SwiftUI or HTML that Lucid spells differently is answered with Lucid's name when that
    /// is one of the candidates (`flexGrow` → `grow`, `fontSize` → `size`, `text` → `label`);
    /// otherwise the closest candidate.
    static func hint(for word: String, in candidates: [String]) -> String {
        (synonym(of: word, in: candidates) ?? closest(to: word, in: candidates)).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Lucid's name for `word` as another tool spells it, when that name is a candidate.
    static func synonym(of word: String, in candidates: [String]) -> String? {
        let key = word.lowercased().filter { $0 != "-" && $0 != "_" }
        return synonyms[key]?.first { candidates.contains($0) }
    }

    /// Names people type first (CSS properties in camelCase or with dashes, SwiftUI
    /// modifiers and views, HTML elements), lowercased without dashes, and Lucid's names
    /// for them, most likely first; only those that are candidates where the word was
    /// written are offered.
    private static let synonyms: [String: [String]] = [
        // CSS item and box properties.
        "flexgrow": ["grow"], "flexshrink": ["shrink"], "flexbasis": ["basis"],
        "borderradius": ["cornerRadius"], "bordercolor": ["stroke"], "borderwidth": ["strokeWidth", "border"],
        "backgroundcolor": ["fill", "background"], "lineheight": ["lineSpacing"],
        "textalign": ["alignment", "textAlign"], "verticalalign": ["verticalAlignment"],
        "fontsize": ["size"], "fontweight": ["weight"], "fontfamily": ["font"], "fontstyle": ["italic"],
        "textcolor": ["color"], "foregroundcolor": ["color"], "foregroundstyle": ["color"],
        "writing": ["writingMode"], "content": ["text"], "value": ["text"],
        "url": ["src"], "source": ["src", "from"], "href": ["src"],
        // Kinds.
        "text": ["label"], "span": ["label"], "p": ["label"], "paragraph": ["label"],
        "rect": ["box"], "rectangle": ["box"], "roundedrectangle": ["box"], "div": ["block", "box"],
        "circle": ["ellipse"], "oval": ["ellipse"], "img": ["image"], "picture": ["image"],
        "row": ["hstack", "flex"], "column": ["vstack", "flex"], "stack": ["zstack"],
        "arrow": ["line", "arrowheads"], "path": ["polyline"],
        "diamond": ["polygon"], "triangle": ["polygon"], "rhombus": ["polygon"], "shape": ["polygon"],
        // Keys of connectors as D2, Graphviz and Mermaid write them (`source` and `text` are above).
        "target": ["to"], "head": ["arrowheads"], "arrowhead": ["arrowheads"], "arrows": ["arrowheads"],
    ]

    /// Edit distance between two strings, counting a swap of neighbouring letters as
    /// one edit (optimal string alignment), since "titel" for "title" is a typical typo.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
