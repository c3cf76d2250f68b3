import CCairo
import Foundation
import LucidLayout

/// Measures text with Pango exactly as `CairoRenderer` draws it: same fonts, font options,
/// wrapping and alignment, so a label sized by this measurer renders on the lines it measured.
///
/// Sizes are in points (1 point is 1 pixel at scale 1). Widths are rounded up to 1/64 point,
/// and the renderer gives Pango a little slack, so a frame of exactly the measured size never
/// wraps again. Safe to use from several threads: Pango calls are serialised.
public struct PangoTextMeasurer: TextMeasurer, Hashable {
    public init() {}

    public func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
        PangoFontSession.shared.withContext { context in
            if let maxWidth, maxWidth <= Self.narrowestWidth {
                return Self.oneCharacterPerLine(text, style: style, context: context)
            }
            return PangoTextLayout.with(context: context, text: text, style: style, width: maxWidth) { $0.metrics }
        }
    }

    /// Offered at most this width (a stack asking for a label's minimum size offers 0),
    /// every character goes on a line of its own.
    static let narrowestWidth: CGFloat = 1

    /// The text one character per line, as Pango would wrap it at width 0, computed from
    /// the widths of its distinct characters. (Pango itself wraps a long word at width 0
    /// in time quadratic in its length: seconds for a few thousand characters.)
    private static func oneCharacterPerLine(_ text: String, style: TextStyle, context: OpaquePointer) -> TextMetrics {
        let characters = text.filter { !$0.isWhitespace }
        guard let first = characters.first else {
            return PangoTextLayout.with(context: context, text: text, style: style, width: nil) { $0.metrics }
        }
        var widths: [Character: CGFloat] = [:]
        for character in Set(characters) {
            widths[character] = PangoTextLayout.with(context: context, text: String(character), style: style, width: nil) { $0.metrics.size.width }
        }
        let line = PangoTextLayout.with(context: context, text: String(first), style: style, width: nil) { $0.metrics }
        let lines = CGFloat(characters.count)
        return TextMetrics(
            size: CGSize(
                width: widths.values.max() ?? 0,
                height: line.size.height * lines + PangoTextLayout.lineSpacing(style) * (lines - 1)),
            firstBaseline: line.firstBaseline)
    }
}
