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

    /// The free band across the content box for a box from `top` that is `height` high (a
    /// box of no height meets the floats level with its top), and whether floats of the two
    /// sides cross there (`FloatBandEdges.crossing`).
    private func band(top: CGFloat, height: CGFloat) -> (left: CGFloat, right: CGFloat, crossing: Bool) {
        var edges = FloatBandEdges(left: left, right: right)
        // (A float whose margin box has no width excludes nothing: Chromium puts an 80-wide
        // flow root beside a 0-wide float in an 80-wide block, not below it.)
        for float in placed where float.rect.width > 0 && Self.overlaps(float.rect, top: top, height: height) {
            edges.take(float)
        }
        return (edges.low, edges.high, edges.crossing)
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
            let found = band(top: y, height: size.height)
            var band = (left: found.left, right: found.right)
            // (As for the boxes placed beside floats: a float that overhangs the block leaves
            // no room, where a float of no width still goes, at its edge; Chromium puts an
            // empty float after a 39-wide one with `margin-right: 2px` in a 39-wide block at 41.)
            let crossing = band.right < band.left && found.crossing
            if band.right < band.left { band.right = band.left }
            let fits = !crossing && band.right - band.left >= size.width || (band.left == left && band.right == right)
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
    @inline(never)
    mutating func adopt(_ floats: [Placed], offset: CGPoint) {
        for float in floats {
            placed.append(Placed(rect: float.rect.offsetBy(dx: offset.x, dy: offset.y), side: float.side))
            lowestTop = max(lowestTop, float.rect.minY + offset.y)
        }
    }

    /// A free rectangle beside the floats where a box that starts a formatting context of its
    /// own may go (Blink's layout opportunity): from `y` down `height` (infinite below the
    /// last float), between `left` and `right` (the narrowest band over that height, which
    /// floats overhanging the content box may make empty or inverted). `floatsOnLeft` and
    /// `floatsOnRight`: whether floats, not the content box, bound it on that side.
    struct Opportunity {
        var y: CGFloat
        var height: CGFloat
        var left: CGFloat
        var right: CGFloat
        var floatsOnLeft: Bool
        var floatsOnRight: Bool

        var width: CGFloat { right - left }
    }

    /// The opportunities from `top` down, in the order a box tries them: by their top (`top`,
    /// then each float's bottom below it), and from one top the shortest (widest) first, each
    /// ending where a float starts or ends, the last below every float. (CSS 2.2 §9.5: a
    /// box that starts a formatting context goes where its border box overlaps no float.)
    /// Made one top at a time, as the box asks: most boxes take one of the first, and a block
    /// of a thousand floats made all of them for every box in minutes.
    func opportunities(from top: CGFloat) -> Opportunities {
        Opportunities(exclusions: self, starts: [top] + Set(placed.map(\.rect.maxY).filter { $0 > top }).sorted())
    }

    /// The opportunities of `FloatExclusions.opportunities(from:)`, made one top at a time.
    struct Opportunities: Sequence, IteratorProtocol {
        let exclusions: FloatExclusions
        let starts: [CGFloat]
        var nextStart = 0
        /// The current top's opportunities not yet given, the next last.
        var pending: [Opportunity] = []

        mutating func next() -> Opportunity? {
            while pending.isEmpty {
                guard nextStart < starts.count else { return nil }
                pending = exclusions.opportunities(at: starts[nextStart]).reversed()
                nextStart += 1
            }
            return pending.popLast()
        }
    }

    /// The opportunities from `y`, shortest first: the band beside the floats from `y` to each
    /// end, its floats taken in as the end goes down (in one sweep, not a search per end).
    private func opportunities(at y: CGFloat) -> [Opportunity] {
        let ends = Set(placed.flatMap { [$0.rect.minY, $0.rect.maxY] }.filter { $0 > y }).sorted() + [.infinity]
        // (A float whose margin box has no width excludes nothing.)
        let reaching = placed.filter { $0.rect.width > 0 && $0.rect.maxY > y }.sorted { $0.rect.minY < $1.rect.minY }
        var edges = FloatBandEdges(left: left, right: right)
        var taken = 0
        var bands: [(end: CGFloat, left: CGFloat, right: CGFloat, crossing: Bool)] = []
        bands.reserveCapacity(ends.count)
        for end in ends {
            // (`y + (end - y)`, not `end`: the bottom `band(top:height:)` tests, to the last bit.)
            let limit = end == .infinity ? CGFloat.infinity : y + (end - y)
            while taken < reaching.count, reaching[taken].rect.minY < limit {
                edges.take(reaching[taken])
                taken += 1
            }
            bands.append((end, edges.low, edges.high, edges.crossing))
        }
        // (From the tallest up: a shorter one that is no wider adds nothing.)
        var fromY: [Opportunity] = []
        for found in bands.reversed() {
            var band = (left: found.left, right: found.right)
            if band.right < band.left {
                // Floats that leave no room leave no place, with one exception (Blink's
                // shelf): below the last float's top, one overhanging the content box
                // leaves a place of no width, at the edge of the float on the left, else
                // at the content box's left. (Chromium puts an empty flow root and text set
                // 0 wide beside a float wider than its block at the float's edge, but text
                // below a left float that crosses a right one, and below one overhanging
                // where a later float starts lower.)
                if found.crossing || found.end != .infinity { continue }
                band.right = band.left
            }
            if let taller = fromY.last, taller.left == band.left, taller.right == band.right { continue }
            fromY.append(Opportunity(
                y: y, height: found.end - y, left: band.left, right: band.right,
                floatsOnLeft: band.left != left, floatsOnRight: band.right != right))
        }
        return fromY.reversed()
    }

    private static func overlaps(_ rect: CGRect, top: CGFloat, height: CGFloat) -> Bool {
        height > 0 ? rect.minY < top + height && rect.maxY > top : rect.minY <= top && rect.maxY > top
    }
}
