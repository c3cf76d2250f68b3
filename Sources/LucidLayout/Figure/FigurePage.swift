import Foundation

/// The page a layout is drawn on, and how it is sized: each side either given or fitted
/// to the layout's ideal length (plus the padding), a fitted side rounded up to whole
/// points while the layout keeps the length it asked for.
///
/// Descriptions (their `canvas`) and snapshots of layouts written in Swift both size
/// their pages here, so a page is sized one way whatever drew it.
public struct FigurePage: Hashable, Sendable {
    /// The page width in points; nil fits it to the layout.
    public var width: CGFloat?
    /// The page height in points; nil fits it to the layout.
    public var height: CGFloat?
    /// Space between the page's edges and the layout.
    public var padding: EdgeInsets
    /// The page colour; nil leaves it transparent.
    public var background: Color?

    /// The longest side a page drawn as an image or a PDF may have, in points: the longest
    /// side of an image Cairo draws (32767 pixels at scale 1). A long page (an article, a
    /// deep tree) fits; the renderers bound the rest, a PNG to 100 million pixels at its
    /// scale, each with its own error.
    public static let maximumSide: CGFloat = 32767

    /// The longest side of a page written as SVG, text or frames, in points: 2²⁴, past which
    /// the single-precision coordinates viewers and browsers keep no longer hold every whole
    /// point. (A block document of 10,000 boxes is some 400,000 points tall; text output
    /// bounds its page to 4096 cells a side on its own.)
    public static let maximumVectorSide: CGFloat = 16_777_216

    public init(width: CGFloat? = nil, height: CGFloat? = nil, padding: EdgeInsets = EdgeInsets(), background: Color? = nil) {
        self.width = width
        self.height = height
        self.padding = padding
        self.background = background
    }

    /// A page whose side is outside the allowed lengths.
    public struct SizeError: Error, Equatable, CustomStringConvertible {
        /// The page's size as sized.
        public var size: CGSize
        /// The longest side allowed.
        public var maximumSide: CGFloat

        public init(size: CGSize, maximumSide: CGFloat) {
            self.size = size
            self.maximumSide = maximumSide
        }

        public var description: String {
            "the page fitted to the layout is \(Self.format(size.width)) × \(Self.format(size.height)) points; each side must be 1 to \(Self.format(maximumSide)): give 'width' and 'height'"
        }

        private static func format(_ value: CGFloat) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
        }
    }

    /// Throws the `SizeError` of a page `size` unless each side is 1 to `maximumSide`.
    public static func check(_ size: CGSize, maximumSide: CGFloat) throws(SizeError) {
        let allowed = 1...maximumSide
        guard size.width.isFinite, size.height.isFinite, allowed.contains(size.width), allowed.contains(size.height) else {
            throw SizeError(size: size, maximumSide: maximumSide)
        }
    }

    /// `layout` laid out on this page, as a display list, whatever its size (a snapshot
    /// of a layout written in Swift: its renderer reports a page it cannot draw).
    public func figure<L: Layout>(laying layout: L) -> Figure where L.Content == DisplayItem {
        let (size, layoutSize) = sizes(of: layout)
        return lay(layout, in: layoutSize, on: size)
    }

    /// `layout` laid out on this page, as a display list, if each side is 1 to
    /// `maximumSide` points.
    public func figure<L: Layout>(laying layout: L, maximumSide: CGFloat) throws(SizeError) -> Figure where L.Content == DisplayItem {
        let (size, layoutSize) = sizes(of: layout)
        try Self.check(size, maximumSide: maximumSide)
        return lay(layout, in: layoutSize, on: size)
    }

    /// The page's size, and the size the layout is laid out at (its own ideal length on a
    /// fitted side, which the page rounds up).
    private func sizes<L: Layout>(of layout: L) -> (page: CGSize, layout: CGSize) where L.Content == DisplayItem {
        guard width == nil || height == nil else {
            let size = CGSize(width: width!, height: height!)
            return (size, size)
        }
        let proposal = ProposedSize(
            width: width.map { max(0, $0 - padding.horizontal) },
            height: height.map { max(0, $0 - padding.vertical) })
        let ideal = layout.sizeThatFits(proposal).outset(by: padding)
        return (CGSize(width: width ?? ideal.width.rounded(.up), height: height ?? ideal.height.rounded(.up)),
                CGSize(width: width ?? ideal.width, height: height ?? ideal.height))
    }

    private func lay<L: Layout>(_ layout: L, in layoutSize: CGSize, on size: CGSize) -> Figure where L.Content == DisplayItem {
        let rect = CGRect(origin: .zero, size: layoutSize)
        return padding == EdgeInsets()
            ? Figure(laying: layout, in: rect, size: size, background: background)
            : Figure(laying: layout.padding(padding), in: rect, size: size, background: background)
    }
}
