import LucidLayout

/// How the inside of a filled box or ellipse looks in text: a shading character as
/// dense as the fill is dark (░ ▒ ▓ █, or . : % # in plain ASCII), drawn in the fill's
/// colour when the output is coloured.
///
/// The fill is first flattened over white paper (`CellColor`: its alpha times the
/// shape's opacity), then its relative luminance Y (linear light, 0 black … 1 white)
/// picks the density. The bands, with the grey at which each starts:
///
/// | Y            | from grey | density  | Unicode | ASCII |
/// |--------------|-----------|----------|---------|-------|
/// | ≥ 0.90       | `#f4f4f4` | none     | blank   | blank |
/// | 0.50 … 0.90  | `#bcbcbc` | `light`  | ░       | .     |
/// | 0.18 … 0.50  | `#767676` | `medium` | ▒       | :     |
/// | 0.03 … 0.18  | `#313131` | `dark`   | ▓       | %     |
/// | < 0.03       | `#303030` | `solid`  | █       | #     |
///
/// The blank band keeps white and near-white cards (white, whitesmoke, ivory) as
/// blank paper rather than greying every card. It needs the fill to be nearly
/// neutral too (its channels at most 51 apart, a fifth of the range): saturated
/// light colours such as yellow (Y 0.93) are as bright as white yet plainly a fill,
/// so they get the light shade. Mid grey (`#808080`, Y 0.22) is `medium`, and only
/// near-black fills are `solid`, so a solid block still stands out from a dark one.
struct CellShade: Hashable, Sendable {
    /// How much of its cell the shading character covers, lightest first.
    enum Density: Int, CaseIterable, Comparable, Sendable {
        case light, medium, dark, solid

        /// The density for a luminance below the blank band (see the table above).
        init(luminance: Double) {
            switch luminance {
            case 0.5...: self = .light
            case 0.18...: self = .medium
            case 0.03...: self = .dark
            default: self = .solid
            }
        }

        static func < (lhs: Density, rhs: Density) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The luminance from which a nearly neutral fill counts as blank paper.
    static let blankLuminance = 0.9
    /// The largest spread between a fill's channels (0…255) that still counts as neutral.
    static let neutralSpread = 51

    var density: Density
    /// The colour the shading characters are drawn in: the flattened fill.
    var color: CellColor

    init(density: Density, color: CellColor) {
        self.density = density
        self.color = color
    }

    /// The shade of a fill of `fill` at `opacity`; nil when the fill is near white,
    /// so the inside is drawn blank.
    init?(fill: Color, opacity: Double) {
        let color = CellColor(fill, opacity: opacity)
        let luminance = color.luminance
        let channels = [Int(color.red), Int(color.green), Int(color.blue)]
        let spread = channels.max()! - channels.min()!
        if luminance >= Self.blankLuminance && spread <= Self.neutralSpread { return nil }
        self.init(density: Density(luminance: luminance), color: color)
    }
}
