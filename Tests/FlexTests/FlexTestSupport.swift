import Foundation
import LucidCSS
import LucidLayout

// Helpers shared by the flex tests.

/// A style: the defaults, changed by `configure`.
func box(_ configure: (inout CSSStyle) -> Void) -> CSSStyle {
    var style = CSSStyle()
    configure(&style)
    return style
}

/// A leaf of a fixed border-box size (its style further changed by `configure`).
func fixed(_ width: CGFloat, _ height: CGFloat, _ configure: (inout CSSStyle) -> Void = { _ in }) -> CSSNode {
    CSSNode(style: box { $0.width = .points(width); $0.height = .points(height); configure(&$0) })
}
