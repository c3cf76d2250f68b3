import Foundation

/// A size carried from one axis to the other through an aspect-ratio (width / height), the
/// one place it is computed.
///
/// `adjustment` is the part of each side the ratio does not scale (padding and border under
/// `box-sizing: content-box`). The result is kept in 64ths of a pixel, truncated, as Chromium
/// keeps it (`width: 11px; aspect-ratio: 3` is 3.65625 tall, not 3.6667).
enum AspectRatioTransfer {
    /// The width that `height` gives.
    static func width(fromHeight height: CGFloat, ratio: CGFloat, adjustment: CGSize) -> CGFloat {
        CSSLength.layoutUnit((height - adjustment.height) * ratio) + adjustment.width
    }

    /// The height that `width` gives.
    static func height(fromWidth width: CGFloat, ratio: CGFloat, adjustment: CGSize) -> CGFloat {
        CSSLength.layoutUnit((width - adjustment.width) / ratio) + adjustment.height
    }

    /// A flex item's main size from its cross size (`isRow`: the main axis is the width).
    static func main(fromCross cross: CGFloat, ratio: CGFloat, adjustment: CGSize, isRow: Bool) -> CGFloat {
        isRow ? width(fromHeight: cross, ratio: ratio, adjustment: adjustment) : height(fromWidth: cross, ratio: ratio, adjustment: adjustment)
    }
}
