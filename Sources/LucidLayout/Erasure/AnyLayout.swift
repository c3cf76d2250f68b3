import Foundation

/// A layout of any type placing `Content`: the dynamic edge of the tree, where a
/// file read at run time decides the shape. Typed code should prefer generics.
///
/// It wraps a plain `any Layout` existential: mutating it copies a shared payload
/// first, so `AnyLayout` keeps value semantics. (A plain existential rather than
/// `any Layout<Content>`: opening a parameterised existential looks up its metadata
/// on every call, which doubled layout time in the benchmark.) The initialiser
/// guarantees the wrapped layout's `Content` is `Content`, which makes the
/// reinterpreting casts in the content accessors safe.
public struct AnyLayout<Content>: Layout {
    private var base: any Layout

    /// Copied out at wrapping time: laying out never changes them, and stacks ask for
    /// them on every measurement, so this saves a dynamic call each time.
    public let layoutPriority: Double
    public let spacerMinLength: CGFloat?

    public init<Base: Layout>(_ base: Base) where Base.Content == Content {
        if let erased = base as? AnyLayout<Content> {
            self = erased
        } else {
            self.base = base
            layoutPriority = base.layoutPriority
            spacerMinLength = base.spacerMinLength
        }
    }

    public mutating func layout(in rect: CGRect) { base.layout(in: rect) }

    public var contents: [Content] {
        func open<Base: Layout>(_ base: Base) -> [Content] {
            unsafeBitCast(base.contents, to: [Content].self)
        }
        return open(base)
    }

    public func collectContents(into result: inout [Content]) {
        func open<Base: Layout>(_ base: Base) {
            withUnsafeMutablePointer(to: &result) { pointer in
                pointer.withMemoryRebound(to: [Base.Content].self, capacity: 1) { base.collectContents(into: &$0.pointee) }
            }
        }
        open(base)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize { base.sizeThatFits(proposal) }

    public func minContentSize(height: CGFloat?) -> CGSize { base.minContentSize(height: height) }

    public func firstBaseline(in size: CGSize) -> CGFloat? { base.firstBaseline(in: size) }

    public var cssBox: CSSBox<Content>? {
        func open<Base: Layout>(_ base: Base) -> CSSBox<Content>? {
            base.cssBox.map { unsafeBitCast($0, to: CSSBox<Content>.self) }
        }
        return open(base)
    }
}
