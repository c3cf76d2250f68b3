import Foundation
import LucidCSS
import LucidLayout

/// Text in the Ahem font at 10px, as the suite specifies: every character is a 10×10 square,
/// lines break only at U+200B, and the first baseline is at 8 (Ahem's ascent is 0.8 em).
///
/// In a vertical writing mode (`writing-mode: vertical-lr` and the like) the text's inline
/// axis is vertical: lines run top to bottom and stack sideways, so every size swaps axes
/// (`CSSWritingMode.measure(_:)`, exact for Ahem's square glyphs).
enum AhemText {
    static let glyph: CGFloat = 10
    static let zeroWidthSpace: Character = "\u{200B}"

    /// The lengths (in characters) of the unbreakable runs of `text`.
    static func runs(_ text: String) -> [Int] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.split(separator: zeroWidthSpace as Character, maxSplits: Int.max, omittingEmptySubsequences: false).map { (run: Substring) -> Int in run.count }
    }

    /// The writing mode a `writing-mode` value gives text (`sideways-*` sets Ahem's square
    /// glyphs the same way as `vertical-*`).
    static func writingMode(_ value: String?) -> CSSWritingMode {
        switch value?.trimmingCharacters(in: .whitespaces) {
        case "vertical-rl"?, "sideways-rl"?: return .verticalRightToLeft
        case "vertical-lr"?, "sideways-lr"?: return .verticalLeftToRight
        default: return .horizontalTopToBottom
        }
    }

    /// (`fillsLongestRun`: lines are filled at least as wide as the longest run, as they are
    /// where the text is the anonymous item of a row flex container or a grid, whose automatic
    /// minimum width holds that run; in a block, or a column, they break at the box's width.)
    static func measure(runs: [Int], fillsLongestRun: Bool = true) -> CSSMeasureFunction {
        let minLength = runs.max() ?? 0
        let maxLength = runs.reduce(0, +)
        return { input in
            if let w = input.knownWidth, let h = input.knownHeight { return CGSize(width: w, height: h) }
            if maxLength == 0 { return CGSize(width: input.knownWidth ?? 0, height: input.knownHeight ?? 0) }
            let width: CGFloat
            if let known = input.knownWidth {
                width = known
            } else {
                switch input.available.width {
                case .minContent: width = CGFloat(minLength) * glyph
                case .maxContent: width = CGFloat(maxLength) * glyph
                case .definite(let v): width = max(min(v, CGFloat(maxLength) * glyph), CGFloat(minLength) * glyph)
                }
            }
            let height: CGFloat
            if let known = input.knownHeight {
                height = known
            } else {
                // Lines are filled at least as wide as the longest run, as the description
                // path's `AhemMeasurer` does (Chromium: "XX​H​HHHHHH" in a box 16.5 wide takes
                // two lines, "XX​H" and "HHHHHH", not three), unless the text is a block or a
                // column (`display: block`: "XXXXX​XXX​X" in a box 20 wide takes three).
                let lineWidth = fillsLongestRun ? max(width, CGFloat(minLength) * glyph) : width
                height = CGFloat(lineCount(runs: runs, width: lineWidth)) * glyph
            }
            return CGSize(width: width, height: height)
        }
    }

    /// The lines `runs` fill at `width`, each line taking runs while they fit: within one
    /// layout unit (1/64 px) more, as Blink's line breaker lets a line fit (Chromium sets
    /// text 110 wide on one line in a box 109.984375 wide).
    static func lineCount(runs: [Int], width: CGFloat) -> Int {
        let perLine = Int(((width + 1.0 / 64) / glyph + 1e-6).rounded(.down))
        var lines = 1
        var current = 0
        for run in runs {
            if current + run > perLine {
                if current > 0 { lines += 1 }
                current = run
            } else {
                current += run
            }
        }
        return lines
    }
}
