import Foundation

/// Browser-style pixel snapping, as Chromium reports `offsetLeft`/`offsetWidth`: a box's
/// position relative to its parent is rounded, and its size is the distance between its
/// rounded absolute edges (so adjacent boxes never gain a gap or an overlap from rounding).
enum CSSRounding {
    /// Rounds half up, as layout engines do with their fixed-point units.
    @inline(__always)
    static func snap(_ value: CGFloat) -> CGFloat { (value + 0.5).rounded(.down) }

    static func round(_ result: inout CSSLayoutResult) {
        let unrounded = result.frames
        // (node, absolute unrounded origin of the parent, rounded absolute origin of the parent)
        var stack: [(Int, CGPoint, CGPoint)] = [(0, .zero, .zero)]
        while let (node, parentAbs, parentRounded) = stack.popLast() {
            let frame = unrounded[node]
            let absX = parentAbs.x + frame.minX
            let absY = parentAbs.y + frame.minY
            let left = snap(absX), top = snap(absY)
            let right = snap(absX + frame.width), bottom = snap(absY + frame.height)
            result.frames[node] = CGRect(x: snap(frame.minX), y: snap(frame.minY), width: right - left, height: bottom - top)
            for child in result.children[node] {
                stack.append((child, CGPoint(x: absX, y: absY), CGPoint(x: left, y: top)))
            }
        }
    }
}
