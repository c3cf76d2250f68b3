import Foundation

/// Where an absolutely positioned box with both insets of an axis `auto` is aligned in that
/// axis: its static-position rectangle (css-position-3 §4.1), in one coordinate along the
/// axis.
///
/// The box is aligned in the box its static position is taken from (a container's content
/// box; in a block's block axis, the static position itself, a span of no length), but
/// may take the containing block's padding box on the side it grows towards: from the
/// content's start to the padding box's end when aligned to the start, from the padding
/// box's start to the content's end when aligned to the end, and the widest span about the
/// content's centre the padding box holds when centred. That span is what a `stretch` size
/// fills, and what a `safe` alignment must not overflow. (Chromium puts a 90-high
/// `align-self: safe end` child of a 100-high flex row with 10 of padding at the top and 6
/// at the bottom at 4, the end, as it fits from the padding box's top to the content's end;
/// a 200-high one at 0. In a block it aligns a `justify-self: end` child across the content
/// box and an `align-self: end` one above its static position.)
struct StaticPositionRectangle {
    /// The containing block's padding box, its edges in the same coordinate.
    var boxStart: CGFloat, boxEnd: CGFloat
    /// The box the static position is taken in.
    var contentStart: CGFloat, contentEnd: CGFloat

    /// The span a box aligned with `share` of the free space (0 at the start, ½ centred, 1
    /// at the end) is aligned in: its start and length.
    func span(share: CGFloat) -> (start: CGFloat, length: CGFloat) {
        switch share {
        case 0: return (contentStart, max(0, boxEnd - contentStart))
        case 1: return (boxStart, max(0, contentEnd - boxStart))
        default:
            let centre = contentStart + max(0, contentEnd - contentStart) / 2
            let reach = max(0, min(centre - boxStart, boxEnd - centre))
            return (centre - reach, 2 * reach)
        }
    }

    /// Where a margin box `outerLength` long starts: aligned with `share` of the content's
    /// free space, or at the start of its span where a `safe` alignment would overflow that.
    func marginBoxStart(outerLength: CGFloat, share: CGFloat, safe: Bool) -> CGFloat {
        if safe {
            let (start, length) = span(share: share)
            if length < outerLength { return start }
        }
        return contentStart + share * (contentEnd - contentStart - outerLength)
    }
}
