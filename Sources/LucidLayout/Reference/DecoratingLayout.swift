import Foundation

/// A content with a decoration at its left (Lucid Dreams' `DecoratingLayout`).
///
/// The decoration takes the left third of the rect, inset 5 at top, bottom and right;
/// the content takes the right two thirds, inset 5 on every side. Both parts are
/// measured from the rect's own origin (the sample forgot it for the content).
/// The two children must place the same kind of content: a mismatch does not compile.
public struct DecoratingLayout<Child: Layout, Decoration: Layout>: Layout
where Child.Content == Decoration.Content {
    public typealias Content = Child.Content

    public var content: Child
    public var decoration: Decoration

    public init(content: Child, decoration: Decoration) {
        self.content = content
        self.decoration = decoration
    }

    public mutating func layout(in rect: CGRect) {
        let third = rect.width / 3
        let decorationRect = CGRect(x: rect.minX, y: rect.minY, width: third, height: rect.height)
        let contentRect = CGRect(x: rect.minX + third, y: rect.minY, width: rect.width - third, height: rect.height)
        decoration.layout(in: decorationRect.inset(by: EdgeInsets(top: 5, left: 0, bottom: 5, right: 5)))
        content.layout(in: contentRect.inset(by: EdgeInsets(all: 5)))
    }

    /// The decoration's contents, then the content's: the content draws on top.
    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        decoration.collectContents(into: &result)
        content.collectContents(into: &result)
    }
}
