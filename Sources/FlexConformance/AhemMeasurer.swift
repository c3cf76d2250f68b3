import Foundation
import LucidLayout

/// The suite's Ahem text (`AhemText`) as a `TextMeasurer`, for labels in descriptions: a
/// label's size is the text box CSS gives it, as wide as the space offered between its
/// min-content and max-content widths, 10 points per line.
///
/// Lines are filled at least as wide as the longest run, as a `<text>` that is a row flex
/// container or a grid fills them (its anonymous item's automatic minimum width holds that
/// run); a `<text>` that is a block or a column breaks its lines at the width offered, its
/// words overflowing, which `DescriptionWriter` says with the font family `blockFamily`
/// (a name only this measurer reads: descriptions run through it are never drawn).
struct AhemMeasurer: TextMeasurer {
    static let blockFamily = "Ahem block"

    func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
        let runs = AhemText.runs(text)
        let longest = CGFloat(runs.max() ?? 0) * AhemText.glyph
        let total = CGFloat(runs.reduce(0, +)) * AhemText.glyph
        guard total > 0 else { return TextMetrics(size: .zero, firstBaseline: 8) }
        let width = maxWidth.map { max(min($0, total), longest) } ?? total
        let lineWidth = style.font.family == Self.blockFamily ? maxWidth.map { min($0, total) } ?? total : width
        let height = CGFloat(AhemText.lineCount(runs: runs, width: lineWidth)) * AhemText.glyph
        return TextMetrics(size: CGSize(width: width, height: height), firstBaseline: 8)
    }

    func minContentWidth(of text: String, style: TextStyle) -> CGFloat {
        CGFloat(AhemText.runs(text).max() ?? 0) * AhemText.glyph
    }
}
