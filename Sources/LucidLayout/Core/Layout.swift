import Foundation

/// A value that places its contents inside a rectangle.
///
/// This is the protocol of Apple's "Lucid Dreams" sample, extended with measurement
/// in the proposal model: a parent proposes a size, the child answers with the size
/// it wants, and the parent then calls `layout(in:)` with the rect it chose.
/// Only `layout(in:)` and `contents` are required; every measurement member has a
/// default, so a layout in the original style (one that fills its rect) conforms
/// with those two members alone.
public protocol Layout<Content> {
    /// The kind of leaf this layout places (a display item, a test recorder, a view…).
    associatedtype Content

    /// Places the layout's contents inside `rect`.
    mutating func layout(in rect: CGRect)

    /// The placed leaves in drawing order, back to front: later entries draw on top.
    var contents: [Content] { get }

    /// Appends the placed leaves to `result`; containers override it so collecting a
    /// tree is linear. Default: appends `contents`.
    func collectContents(into result: inout [Content])

    /// The size this layout wants when offered `proposal`.
    ///
    /// Default: the proposal itself, with an unspecified dimension taken as 10 points,
    /// which is how SwiftUI sizes a flexible shape.
    func sizeThatFits(_ proposal: ProposedSize) -> CGSize

    /// The narrowest size this layout takes without breaking what cannot be broken (CSS's
    /// min-content width: a label's longest word), with the height it then needs, or the
    /// proposed height. CSS regions ask it of their leaves. Default: the size that fits a
    /// width of 0 (the layout's smallest, in the proposal model).
    func minContentSize(height: CGFloat?) -> CGSize

    /// The distance from the top of a frame of `size` to the first text baseline, if any.
    /// Stacks aligned by `.firstTextBaseline` use it. Default: `nil` (no text).
    func firstBaseline(in size: CGSize) -> CGFloat?

    /// Stacks offer space to higher priorities first. Default: 0.
    var layoutPriority: Double { get }

    /// Non-nil only for a spacer: the least length it takes along a stack's axis.
    /// A stack sizes a spacer itself, because a spacer only stretches along the stack.
    var spacerMinLength: CGFloat? { get }

    /// Non-nil only for a CSS box (a flex, grid or block container): the box with its
    /// subtree, so a CSS container that holds this layout splices it into its own engine
    /// tree instead of measuring it as a leaf (see `CSSRegion`). Default: `nil`.
    var cssBox: CSSBox<Content>? { get }
}

extension Layout {
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func minContentSize(height: CGFloat?) -> CGSize {
        sizeThatFits(ProposedSize(width: 0, height: height))
    }

    @inlinable
    public func firstBaseline(in size: CGSize) -> CGFloat? { nil }

    @inlinable
    public var layoutPriority: Double { 0 }

    @inlinable
    public var spacerMinLength: CGFloat? { nil }

    public var cssBox: CSSBox<Content>? { nil }
}
