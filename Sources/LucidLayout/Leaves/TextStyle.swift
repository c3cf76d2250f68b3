import Foundation

/// A font request: family, size in points, weight and slant.
public struct Font: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular, bold
    }

    public var family: String
    public var size: CGFloat
    public var weight: Weight
    public var italic: Bool

    public init(family: String = Font.defaultFamily, size: CGFloat = 14, weight: Weight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The family used when none is named: DejaVu Sans, bundled with the Cairo renderer
    /// (which also gives it for `sans-serif` and `serif`, and DejaVu Sans Mono for `monospace`).
    public static let defaultFamily = "DejaVu Sans"
}

/// How lines of a label sit horizontally inside its frame.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where a label's block of lines sits in a frame taller than the text: centred, as
/// `UILabel` and SwiftUI's `Text` do, or at the top, as text in a CSS box is (its line
/// boxes start at the content box's top), or at the bottom.
public enum TextVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom

    /// The share of the free height above the text.
    public var fraction: CGFloat {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// Where a label cut to its `lineLimit` shows the ellipsis: at the end of its last line
/// (tail), in its middle, or at its start (head), as SwiftUI's `truncationMode`.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    case tail, middle, head
}

/// Everything about how a label's text looks.
public struct TextStyle: Hashable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// Which end lines start from: it turns `leading` and `trailing` into a side.
    public var direction: TextDirection
    /// Points added between one line's bottom and the next line's top, as SwiftUI's
    /// `.lineSpacing(_:)`; 0 sets lines at the font's own line height. Not added above
    /// the first line or below the last.
    public var lineSpacing: CGFloat
    /// 0 (invisible) … 1 (as `color` says): multiplies the colour's alpha.
    public var opacity: Double
    /// Whether lines run horizontally or vertically; `alignment` places them along their
    /// own direction either way (leading is the top of a vertical line).
    public var writingMode: TextWritingMode
    /// Where the lines sit in a taller frame (across the lines, for vertical text).
    public var verticalAlignment: TextVerticalAlignment
    /// The most lines the text takes (nil: as many as it needs); text cut short ends with
    /// "…" where `truncation` says (in ASCII, at the end of the last line).
    public var lineLimit: Int?
    public var truncation: TextTruncation

    public init(
        font: Font = Font(), color: Color = .black, alignment: TextAlignment = .leading,
        lineSpacing: CGFloat = 0, opacity: Double = 1, writingMode: TextWritingMode = .horizontalTopToBottom,
        verticalAlignment: TextVerticalAlignment = .center, lineLimit: Int? = nil, truncation: TextTruncation = .tail,
        direction: TextDirection = .leftToRight
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.direction = direction
        self.lineSpacing = lineSpacing
        self.opacity = opacity
        self.writingMode = writingMode
        self.verticalAlignment = verticalAlignment
        self.lineLimit = lineLimit
        self.truncation = truncation
    }

    /// The side of each line the text sits on: its alignment read in its direction.
    public var lineSide: TextLineSide { alignment.side(in: direction) }
}
