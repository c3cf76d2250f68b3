import Foundation

/// The writing mode of a leaf's content (CSS `writing-mode`): whether its lines run
/// horizontally and stack downwards, or run vertically and stack sideways.
///
/// The engine lays boxes out in a horizontal writing mode; a leaf whose content is set
/// vertically (text in `vertical-rl` or `vertical-lr`) is supported through its measure
/// function: `measure(_:)` turns the measure of the content set horizontally into that of the
/// content set vertically, so its min-content and max-content sizes apply to heights and the
/// line count to widths. Vertical containers are not supported.
public enum CSSWritingMode: Hashable, Sendable {
    case horizontalTopToBottom
    case verticalRightToLeft
    case verticalLeftToRight

    /// Whether the inline axis (the direction lines run in) is vertical.
    public var isVertical: Bool { self != .horizontalTopToBottom }

    /// The measure function of content in this writing mode, given the measure of the same
    /// content set horizontally (`horizontal` is asked with the axes exchanged and its answer
    /// turned back). This is exact for content whose glyphs are as tall as they are wide when
    /// set sideways, such as CJK text or the Ahem test font.
    ///
    /// An indefinite inline (vertical) space is passed on as it is (max-content lines);
    /// browsers fall back to the viewport's height for such an orthogonal flow
    /// (css-writing-modes §7.3), which a measure function cannot know.
    public func measure(_ horizontal: @escaping CSSMeasureFunction) -> CSSMeasureFunction {
        guard isVertical else { return horizontal }
        return { input in
            let size = horizontal(input.transposed)
            return CGSize(width: size.height, height: size.width)
        }
    }
}

extension CSSMeasureInput {
    /// The same question with the horizontal and vertical axes exchanged.
    public var transposed: CSSMeasureInput {
        CSSMeasureInput(
            knownWidth: knownHeight, knownHeight: knownWidth,
            available: CSSAvailableSize(width: available.height, height: available.width))
    }
}
