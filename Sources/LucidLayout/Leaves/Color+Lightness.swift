import Foundation

extension Color {
    /// The colour with its perceived lightness turned over and its hue and colourfulness
    /// kept: white becomes a near-black, black a near-white, a light blue a dark blue.
    ///
    /// Worked out in OKLab (Björn Ottosson's perceptual space), where lightness `L` runs
    /// 0…1 and is independent of hue, so a red stays exactly as red as before. `L` maps
    /// linearly from 0…1 onto `brightest`…`darkest`: pure white and black end up a
    /// comfortable grey-black (#1e1e1e-ish) and grey-white (#e0e0e0-ish) rather than the
    /// harsh extremes, the way editors' dark modes do. A colour that falls outside sRGB
    /// (a vivid yellow made dark) loses colourfulness, not hue, until it fits. The result
    /// is rounded to whole 8-bit channels, so every output format writes the same colour;
    /// alpha is kept.
    public func withInvertedLightness(brightest: Double = 0.9, darkest: Double = 0.24) -> Color {
        let lab = OKLab(self)
        let inverted = OKLab(lightness: brightest + (darkest - brightest) * lab.lightness, a: lab.a, b: lab.b)
        var color = inverted.fittedIntoSRGB.color
        color.alpha = alpha
        return color.roundedToBytes
    }

    /// Every channel rounded to the nearest of 256 steps and kept within 0…1.
    var roundedToBytes: Color {
        func byte(_ value: Double) -> Double { value.isFinite ? (min(max(value, 0), 1) * 255).rounded() / 255 : 0 }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }
}

/// A colour in the OKLab perceptual space: lightness 0…1 and two opponent axes
/// (a: green–red, b: blue–yellow). Conversions follow Ottosson's published matrices.
struct OKLab: Equatable {
    var lightness: Double
    var a: Double
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The OKLab coordinates of an sRGB colour (alpha ignored).
    init(_ color: Color) {
        let r = Self.linear(color.red), g = Self.linear(color.green), bl = Self.linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The same lightness and hue with the chroma reduced, by bisection, until the colour
    /// is inside the sRGB gamut (to within 1/1000 of a channel); unchanged when it already is.
    var fittedIntoSRGB: OKLab {
        guard !isInSRGB else { return self }
        var inside = 0.0, outside = 1.0
        for _ in 0..<24 {
            let middle = (inside + outside) / 2
            if withChroma(scaledBy: middle).isInSRGB { inside = middle } else { outside = middle }
        }
        return withChroma(scaledBy: inside)
    }

    private func withChroma(scaledBy factor: Double) -> OKLab { OKLab(lightness: lightness, a: a * factor, b: b * factor) }

    private var isInSRGB: Bool {
        let linear = linearRGB
        return [linear.r, linear.g, linear.b].allSatisfy { (-0.001...1.001).contains($0) }
    }

    /// The colour as linear-light sRGB channels, unclamped.
    private var linearRGB: (r: Double, g: Double, b: Double) {
        let l = pow3(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = pow3(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = pow3(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// The opaque sRGB colour with these coordinates, channels clamped to 0…1.
    var color: Color {
        let linear = linearRGB
        return Color(red: Self.gamma(linear.r), green: Self.gamma(linear.g), blue: Self.gamma(linear.b))
    }

    private func pow3(_ value: Double) -> Double { value * value * value }

    /// sRGB's transfer function undone: a channel 0…1 as linear light.
    private static func linear(_ channel: Double) -> Double {
        let c = min(max(channel, 0), 1)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light as an sRGB channel, clamped to 0…1.
    private static func gamma(_ value: Double) -> Double {
        let c = min(max(value, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
