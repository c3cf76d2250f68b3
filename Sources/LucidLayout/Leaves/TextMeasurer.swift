import Foundation

/// The size of a block of text as a render target will draw it.
public struct TextMetrics: Hashable, Sendable {
    /// The size of the laid-out lines.
    public var size: CGSize
    /// From the top of the first line to its baseline.
    public var firstBaseline: CGFloat

    public init(size: CGSize, firstBaseline: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
    }
}

/// Measures text the way one render target draws it: points and real fonts for Cairo,
/// character cells for ASCII. Labels carry the measurer of the target they are built
/// for, so a label wraps where that target will wrap it.
public protocol TextMeasurer: Sendable {
    /// The metrics of `text` in `style`, wrapped at word boundaries to `maxWidth`
    /// (no wrapping when nil).
    func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics

    /// The width of the widest piece of `text` that cannot be broken across lines: CSS's
    /// min-content width of the text. Default: the widest run between white space.
    func minContentWidth(of text: String, style: TextStyle) -> CGFloat

    /// The metrics of `text` set vertically (`style.writingMode`), its lines wrapped to
    /// `maxHeight` (no wrapping when nil): the size is the text's box as drawn, lines
    /// running down and stacked sideways. Default: the text measured horizontally with
    /// `maxHeight` as its width, turned a quarter turn (exact for a renderer that draws
    /// vertical text by turning horizontal text, as the Cairo renderer does).
    func measureVertically(_ text: String, style: TextStyle, maxHeight: CGFloat?) -> TextMetrics
}

extension TextMeasurer {
    public func minContentWidth(of text: String, style: TextStyle) -> CGFloat {
        text.split(whereSeparator: \.isWhitespace)
            .map { measure(String($0), style: style, maxWidth: nil).size.width }
            .max() ?? 0
    }

    public func measureVertically(_ text: String, style: TextStyle, maxHeight: CGFloat?) -> TextMetrics {
        let turned = measure(text, style: style, maxWidth: maxHeight)
        return TextMetrics(size: CGSize(width: turned.size.height, height: turned.size.width), firstBaseline: turned.firstBaseline)
    }
}
