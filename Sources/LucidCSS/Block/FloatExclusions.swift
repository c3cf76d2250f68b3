import Foundation

/// The floats a block container has placed so far, and the room they leave (CSS 2.2 §9.5):
/// where the next float goes, where a box that clears them starts, and the band beside them
/// that a box starting a formatting context of its own (a flow root, a flex or grid
/// container, text) is laid out in.
///
/// Coordinates are the container's border box; `left` and `right` are its content box's
/// edges. The floats are kept as their margin boxes, in placing order (a handful per
/// container: the searches are linear).
struct FloatExclusions {
    struct Placed {
        var rect: CGRect
        var side: CSSStyle.Float
    }

    private(set) var placed: [Placed] = []
    /// No float may start above an earlier one (§9.5.1 rule 5).
    private var lowestTop: CGFloat = -.infinity
    let left: CGFloat
    let right: CGFloat

    init(left: CGFloat, right: CGFloat) {
        self.left = left
        self.right = right
    }

    var isEmpty: Bool { placed.isEmpty }

    /// The bottom of the lowest float (nil without floats): a box that starts a formatting
    /// context grows to hold its floats.
    /// (A loop, not `map` and `max`: every block asks, and most have no floats.)
    var bottom: CGFloat? {
        guard var lowest = placed.first?.rect.maxY else { return nil }
        for float in placed.dropFirst() { lowest = max(lowest, float.rect.maxY) }
        return lowest
    }

    /// Where a box with `clear` starts at the earliest: below the floats of the sides it clears.
    func clearance(_ clear: CSSStyle.Clear) -> CGFloat? {
        let bottoms = placed.filter { float in
            switch clear {
            case .none: return false
            case .both: return true
            case .left: return float.side == .left
            case .right: return float.side == .right
            }
        }.map(\.rect.maxY)
        return bottoms.max()
    }

    /// The free band across the content box for a box from `top` that is `height` high
    /// (a box of no height meets the floats level with its top).
    func band(top: CGFloat, height: CGFloat) -> (left: CGFloat, right: CGFloat) {
        var low = left, high = right
        for float in placed where Self.overlaps(float.rect, top: top, height: height) {
            if float.side == .left { low = max(low, float.rect.maxX) } else { high = min(high, float.rect.minX) }
        }
        return (low, high)
    }

    /// The next height below `y` at which a float ends, where the band may widen.
    func nextBottom(below y: CGFloat) -> CGFloat? {
        placed.map(\.rect.maxY).filter { $0 > y }.min()
    }

    /// Places a float's margin box (`size`) on `side`, at `top` or below: as high as it fits
    /// beside the earlier floats, else below them (a float wider than the content box goes
    /// where nothing else is beside it). Returns the margin box's origin.
    mutating func place(_ size: CGSize, side: CSSStyle.Float, top: CGFloat) -> CGPoint {
        var y = max(top, lowestTop)
        while true {
            let band = band(top: y, height: size.height)
            let fits = band.right - band.left >= size.width || (band.left == left && band.right == right)
            if fits || nextBottom(below: y) == nil {
                let x = side == .left ? band.left : band.right - size.width
                placed.append(Placed(rect: CGRect(origin: CGPoint(x: x, y: y), size: size), side: side))
                lowestTop = y
                return CGPoint(x: x, y: y)
            }
            y = nextBottom(below: y)!
        }
    }

    /// Takes over the floats of a block in this flow (`floats`, in its border box at
    /// `offset`), which hang out of it.
    mutating func adopt(_ floats: [Placed], offset: CGPoint) {
        for float in floats {
            placed.append(Placed(rect: float.rect.offsetBy(dx: offset.x, dy: offset.y), side: float.side))
            lowestTop = max(lowestTop, float.rect.minY + offset.y)
        }
    }

    /// Where a box that may not overlap the floats goes, from `top` down: the first band at
    /// least `width` wide for its `height`, or the first clear of floats when none is.
    /// `size(bandWidth)` lays the box out in a band and returns its margin box, for a box
    /// whose width (and so height) follows the band.
    func avoid(top: CGFloat, size: (CGFloat) -> CGSize) -> (band: (left: CGFloat, right: CGFloat), y: CGFloat, size: CGSize) {
        var y = top
        while true {
            let first = band(top: y, height: 0)
            let boxSize = size(max(0, first.right - first.left))
            let band = band(top: y, height: boxSize.height)
            let clear = band.left == left && band.right == right
            if clear || (band.right - band.left >= boxSize.width && band == first) {
                return (band, y, boxSize)
            }
            guard let next = nextBottom(below: y) else { return (band, y, boxSize) }
            y = next
        }
    }

    private static func overlaps(_ rect: CGRect, top: CGFloat, height: CGFloat) -> Bool {
        height > 0 ? rect.minY < top + height && rect.maxY > top : rect.minY <= top && rect.maxY > top
    }
}
