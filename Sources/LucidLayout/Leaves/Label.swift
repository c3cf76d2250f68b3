import Foundation

/// A text leaf. Its ideal size is its text on one line; offered a width, it wraps
/// at word boundaries to fit. Inside a larger frame its lines are aligned by the
/// style's alignment and the block is placed by its vertical alignment (centred by
/// default, as `UILabel` does).
///
/// Set vertically (`style.writingMode`), the axes trade places: offered a height, its
/// lines wrap to it, and its min-content height is its longest word.
public struct Label: Layout {
    public var text: String { didSet { forgetMeasurements() } }
    public var style: TextStyle { didSet { forgetMeasurements() } }
    public var name: String?
    /// Measures the text as the render target will draw it.
    public var measurer: any TextMeasurer { didSet { forgetMeasurements() } }
    /// Measurements for the last few widths: stacks measure a label many times, and a
    /// real font measurement is not cheap.
    private var metrics = Self.newMemo()
    /// The width of the longest word, once measured (see `minContentSize`).
    private var longestWord = RecentMemo<Int, CGFloat>(capacity: 1)
    /// The rect from the last `layout(in:)`.
    public private(set) var frame: CGRect = .zero

    public init(_ text: String, style: TextStyle = TextStyle(), measurer: any TextMeasurer, name: String? = nil) {
        self.text = text
        self.style = style
        self.measurer = measurer
        self.name = name
    }

    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        measure(lineLength: style.writingMode.isVertical ? proposal.height : proposal.width).size
    }

    /// As wide as the longest word (the measurer's `minContentWidth`: text breaks only
    /// between words), and as tall as the text wrapped at that width. Vertical text is
    /// narrowest with its lines as long as they can be: wrapped to `height` when it is
    /// known, else on one line.
    public func minContentSize(height: CGFloat?) -> CGSize {
        guard !style.writingMode.isVertical else { return measure(lineLength: height).size }
        let widest = longestWord.value(for: 0) { measurer.minContentWidth(of: text, style: style) }
        return measure(lineLength: widest).size
    }

    /// The first line's baseline, with the text block placed in `size` by the vertical
    /// alignment; none for vertical
    /// text, whose lines have no horizontal baseline (a parent aligning baselines takes
    /// the box's bottom edge instead, as CSS does for an orthogonal box).
    public func firstBaseline(in size: CGSize) -> CGFloat? {
        guard !style.writingMode.isVertical else { return nil }
        let metrics = measure(lineLength: size.width)
        return (size.height - metrics.size.height) * style.verticalAlignment.fraction + metrics.firstBaseline
    }

    /// The text's metrics with its lines wrapped to `lineLength` (a width for horizontal
    /// text, a height for vertical text); nil for no wrapping.
    private func measure(lineLength: CGFloat?) -> TextMetrics {
        metrics.value(for: lineLength) {
            style.writingMode.isVertical
                ? measurer.measureVertically(text, style: style, maxHeight: lineLength)
                : measurer.measure(text, style: style, maxWidth: lineLength)
        }
    }

    private mutating func forgetMeasurements() {
        metrics = Self.newMemo()
        longestWord = RecentMemo(capacity: 1)
    }

    private static func newMemo() -> RecentMemo<CGFloat?, TextMetrics> { RecentMemo(capacity: 8) }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .text(text, style)) }
}
