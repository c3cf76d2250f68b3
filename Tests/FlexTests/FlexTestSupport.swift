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

/// A `box-sizing: content-box` style (the random Chromium trees' sizing), changed by `configure`.
func contentBox(_ configure: (inout CSSStyle) -> Void) -> CSSStyle {
    box { $0.boxSizing = .contentBox; configure(&$0) }
}

/// A leaf of a fixed border-box size (its style further changed by `configure`).
func fixed(_ width: CGFloat, _ height: CGFloat, _ configure: (inout CSSStyle) -> Void = { _ in }) -> CSSNode {
    CSSNode(style: box { $0.width = .points(width); $0.height = .points(height); configure(&$0) })
}
