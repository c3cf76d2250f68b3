import Foundation

/// A unified diff of two texts (as `diff -u` prints it), for text goldens: ASCII, frames
/// and SVG. Lines are compared with the standard library's `difference(from:)` (a Myers
/// diff), and changes are shown in hunks with `context` unchanged lines around them.
public enum UnifiedDiff {
    /// The diff from `expected` to `actual`, headed `--- expectedName` / `+++ actualName`;
    /// nil when the texts are equal. A text that does not end with a newline is marked
    /// as diff marks it.
    public static func diff(expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3) -> String? {
        guard expected != actual else { return nil }
        let old = lines(expected), new = lines(actual)
        let script = editScript(from: old, to: new)
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        var index = 0
        while index < script.count {
            guard script[index].isChange else { index += 1; continue }
            // A hunk runs from `context` lines before this change to `context` lines after
            // the last change that follows within 2 × context unchanged lines.
            var last = index
            var probe = index + 1
            while probe < script.count, probe - last <= 2 * context {
                if script[probe].isChange { last = probe }
                probe += 1
            }
            let start = max(0, index - context), end = min(script.count, last + context + 1)
            let hunk = script[start..<end]
            let oldLines = hunk.compactMap(\.old), newLines = hunk.compactMap(\.new)
            let oldBefore = script[..<start].compactMap(\.old).count, newBefore = script[..<start].compactMap(\.new).count
            output += "@@ -\(range(oldBefore, oldLines.count)) +\(range(newBefore, newLines.count)) @@\n"
            for step in hunk {
                switch (step.old, step.new) {
                case let (line?, _?): output += " " + old[line].text + old[line].ending
                case let (line?, nil): output += "-" + old[line].text + old[line].ending
                case let (nil, line?): output += "+" + new[line].text + new[line].ending
                case (nil, nil): break
                }
            }
            index = end
        }
        return output
    }

    /// One line's text and what follows it: "\n", or the marker for a missing final newline.
    private struct Line: Equatable {
        var text: Substring
        var ending: String
    }

    private static func lines(_ text: String) -> [Line] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated().map { index, text in
            Line(text: text, ending: index == parts.count - 1 && !endsWithNewline ? "\n\\ No newline at end of file\n" : "\n")
        }
    }

    /// One step through both texts: a kept line (both indices), a removed one (old only)
    /// or an inserted one (new only).
    private struct Step {
        var old: Int?
        var new: Int?
        var isChange: Bool { old == nil || new == nil }
    }

    private static func editScript(from old: [Line], to new: [Line]) -> [Step] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Step] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(Step(old: i, new: nil)); i += 1
            } else if j < new.count, inserted.contains(j) {
                script.append(Step(old: nil, new: j)); j += 1
            } else {
                script.append(Step(old: i, new: j)); i += 1; j += 1
            }
        }
        return script
    }

    /// `start,count` as diff prints it: 1-based, `,1` left out, and an empty range named
    /// by the line before it.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }
}
