import Foundation
import LucidLayout

/// An opaque 24-bit colour a character cell is drawn in, for ANSI terminal output.
///
/// A terminal cannot blend, so a translucent colour is flattened first: its alpha
/// times the item's opacity decides how much of it lies over white paper. White is
/// used whatever the page colour, so a colour (and the shade chosen from it) means
/// the same in every figure, and a half-transparent black reads as grey.
struct CellColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    static let black = CellColor(red: 0, green: 0, blue: 0)

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `color` at `opacity` composited over white. Components out of 0…1 are clamped;
    /// a non-finite alpha or opacity counts as opaque, a non-finite component as 0.
    init(_ color: Color, opacity: Double = 1) {
        let coverage = Self.unit(color.alpha, otherwise: 1) * Self.unit(opacity, otherwise: 1)
        func channel(_ value: Double) -> UInt8 {
            let mixed = Self.unit(value, otherwise: 0) * coverage + (1 - coverage)
            return UInt8((mixed * 255).rounded())
        }
        self.init(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }

    /// The relative luminance (WCAG 2, from linearised sRGB): 0 for black, 1 for white.
    var luminance: Double {
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The SGR sequence that makes following text this colour: `ESC[38;2;r;g;bm`.
    var foregroundSequence: String { "\u{1B}[38;2;\(red);\(green);\(blue)m" }

    private static func unit(_ value: Double, otherwise fallback: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : fallback
    }
}
