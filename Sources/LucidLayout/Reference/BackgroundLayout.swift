import Foundation

/// A foreground over a background; both get the whole rect, the background draws first.
public struct BackgroundLayout<Background: Layout, Foreground: Layout>: Layout
where Background.Content == Foreground.Content {
    public typealias Content = Foreground.Content

    public var background: Background
    public var foreground: Foreground

    public init(background: Background, foreground: Foreground) {
        self.background = background
        self.foreground = foreground
    }

    public mutating func layout(in rect: CGRect) {
        background.layout(in: rect)
        foreground.layout(in: rect)
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        background.collectContents(into: &result)
        foreground.collectContents(into: &result)
    }

    /// The foreground decides the size; the background follows it.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { foreground.sizeThatFits(proposal) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { foreground.firstBaseline(in: size) }

    public var layoutPriority: Double { foreground.layoutPriority }
}

extension Layout {
    /// This layout drawn over `background`, both filling the same rect.
    public func withBackground<Background: Layout>(_ background: Background) -> BackgroundLayout<Background, Self>
    where Background.Content == Content {
        BackgroundLayout(background: background, foreground: self)
    }
}
