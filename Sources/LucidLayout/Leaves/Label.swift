import Foundation

/// A text leaf. Its ideal size is its text on one line; offered a width, it wraps
/// at word boundaries to fit. Inside a larger frame its lines are aligned by the
/// style's alignment and the block is centred vertically, as `UILabel` does.
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
        measure(maxWidth: proposal.width).size
    }

    /// As wide as the longest word (the measurer's `minContentWidth`: text breaks only
    /// between words), and as tall as the text wrapped at that width.
    public func minContentSize(height: CGFloat?) -> CGSize {
        let widest = longestWord.value(for: 0) { measurer.minContentWidth(of: text, style: style) }
        return measure(maxWidth: widest).size
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        let metrics = measure(maxWidth: size.width)
        return (size.height - metrics.size.height) / 2 + metrics.firstBaseline
    }

    private func measure(maxWidth: CGFloat?) -> TextMetrics {
        metrics.value(for: maxWidth) { measurer.measure(text, style: style, maxWidth: maxWidth) }
    }

    private mutating func forgetMeasurements() {
        metrics = Self.newMemo()
        longestWord = RecentMemo(capacity: 1)
    }

    private static func newMemo() -> RecentMemo<CGFloat?, TextMetrics> { RecentMemo(capacity: 8) }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .text(text, style)) }
}
