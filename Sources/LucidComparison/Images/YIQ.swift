/// The colour arithmetic of the perceptual comparison (`PixelMatch`): colours in the YIQ
/// space of NTSC television, where Y is brightness and I and Q are colour, weighted as in
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (Kotsarenko and Ramos, 2010), the metric pixelmatch uses.
///
/// A pixel that is not opaque is first blended over white, so a translucent pixel counts
/// as the colour it shows on a white page (pixelmatch did this up to version 6; later
/// versions blend over a pattern instead; Lucid's figures are drawn for white pages).
enum YIQ {
    /// The largest `delta` of any two colours (red against cyan): pixelmatch's 35215. A
    /// threshold `t` (0…1) therefore means "differ when `delta` > 35215 × t²".
    static let maximumDelta = 35215.0

    /// A colour as compared: each channel 0…255, already blended over white.
    struct Color {
        var red: Double
        var green: Double
        var blue: Double
    }

    /// The colour of straight RGBA bytes as it shows over white.
    @inline(__always)
    static func blendedOverWhite(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Color {
        guard alpha != 255 else { return Color(red: Double(red), green: Double(green), blue: Double(blue)) }
        let opacity = Double(alpha) / 255
        return Color(red: 255 + (Double(red) - 255) * opacity,
                     green: 255 + (Double(green) - 255) * opacity,
                     blue: 255 + (Double(blue) - 255) * opacity)
    }

    /// Brightness, 0 (black) … 255 (white).
    @inline(__always)
    static func brightness(_ c: Color) -> Double { c.red * 0.29889531 + c.green * 0.58662247 + c.blue * 0.11448223 }

    @inline(__always)
    static func inPhase(_ c: Color) -> Double { c.red * 0.59597799 - c.green * 0.27417610 - c.blue * 0.32180189 }

    @inline(__always)
    static func quadrature(_ c: Color) -> Double { c.red * 0.21147017 - c.green * 0.52261711 + c.blue * 0.31114694 }

    /// How different two colours look: the weighted sum of squared Y, I and Q differences,
    /// 0 … `maximumDelta`.
    @inline(__always)
    static func delta(_ a: Color, _ b: Color) -> Double {
        let y = brightness(a) - brightness(b), i = inPhase(a) - inPhase(b), q = quadrature(a) - quadrature(b)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}
