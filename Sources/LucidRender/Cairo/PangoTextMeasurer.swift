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
            PangoTextLayout.with(context: context, text: text, style: style, width: maxWidth) { $0.metrics }
        }
    }
}
