import Foundation

/// Which end of a line a label's text starts from (CSS `direction`, SwiftUI's
/// `layoutDirection`): it says where `leading` and `trailing` alignment put the lines.
/// In right-to-left text `leading` is the right (the bottom of a vertical line), as CSS's
/// `text-align: start` is in a `direction: rtl` box.
///
/// A label in a description file takes the direction of the CSS box it is in.
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Where lines sit along their own direction once the text direction has said which end
/// `leading` is: from the line's left (top, for vertical text), its middle or its right.
public enum TextLineSide: Hashable, Sendable {
    case start, middle, end

    /// The share of the room left beside a line that goes before it.
    public var fraction: CGFloat {
        switch self {
        case .start: 0
        case .middle: 0.5
        case .end: 1
        }
    }
}

extension TextAlignment {
    /// The side of the line this alignment puts text on in `direction`.
    public func side(in direction: TextDirection) -> TextLineSide {
        switch (self, direction) {
        case (.center, _): .middle
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .start
        case (.trailing, .leftToRight), (.leading, .rightToLeft): .end
        }
    }
}
