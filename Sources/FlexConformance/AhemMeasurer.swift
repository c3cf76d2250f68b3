import Foundation
import LucidLayout

/// The suite's Ahem text (`AhemText`) as a `TextMeasurer`, for labels in descriptions: a
/// label's size is the text box CSS gives it, as wide as the space offered between its
/// min-content and max-content widths, 10 points per line.
struct AhemMeasurer: TextMeasurer {
    func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
        let runs = AhemText.runs(text)
        let longest = CGFloat(runs.max() ?? 0) * AhemText.glyph
        let total = CGFloat(runs.reduce(0, +)) * AhemText.glyph
        guard total > 0 else { return TextMetrics(size: .zero, firstBaseline: 8) }
        let width = maxWidth.map { max(min($0, total), longest) } ?? total
        let height = CGFloat(AhemText.lineCount(runs: runs, width: width)) * AhemText.glyph
        return TextMetrics(size: CGSize(width: width, height: height), firstBaseline: 8)
    }

    func minContentWidth(of text: String, style: TextStyle) -> CGFloat {
        CGFloat(AhemText.runs(text).max() ?? 0) * AhemText.glyph
    }
}
