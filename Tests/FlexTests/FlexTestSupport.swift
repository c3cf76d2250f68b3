import Foundation
import LucidLayout

// Helpers shared by the flex tests.

/// A style: the defaults, changed by `configure`.
func box(_ configure: (inout FlexStyle) -> Void) -> FlexStyle {
    var style = FlexStyle()
    configure(&style)
    return style
}

/// A leaf of a fixed border-box size (its style further changed by `configure`).
func fixed(_ width: CGFloat, _ height: CGFloat, _ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
    FlexNode(style: box { $0.width = .points(width); $0.height = .points(height); configure(&$0) })
}
