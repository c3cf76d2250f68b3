import Foundation

/// Which way a label's lines run (CSS `writing-mode`, for text): horizontally, stacked
/// downwards, or vertically, stacked sideways (right to left in `vertical-rl`, left to
/// right in `vertical-lr`), as an axis title or a column header in East Asian layout.
///
/// Vertical text is set as horizontal text turned a quarter turn clockwise: each line reads
/// top to bottom, its glyphs turned with it. So a vertical label's height is the length of
/// its longest line and its width the lines' stacked height; offered a height, it wraps
/// its lines to it, as a horizontal label wraps to a width.
public enum TextWritingMode: String, Hashable, Sendable, CaseIterable {
    case horizontalTopToBottom = "horizontal-tb"
    case verticalRightToLeft = "vertical-rl"
    case verticalLeftToRight = "vertical-lr"

    /// Whether lines run vertically.
    public var isVertical: Bool { self != .horizontalTopToBottom }
}
