import Foundation

/// An sRGB colour with alpha, each component 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, or a CSS colour name.
    /// Returns nil for anything else.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("#") {
            guard let color = Color(hex: trimmed.dropFirst()) else { return nil }
            self = color
        } else if let named = Color.named[trimmed] {
            self = named
        } else {
            return nil
        }
    }

    private init?(hex: Substring) {
        guard hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let digits = hex.compactMap { $0.hexDigitValue.map(Double.init) }
        switch digits.count {
        case 3, 4:
            let components = digits.map { $0 * 17 / 255 }
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
        case 6, 8:
            let components: [Double] = stride(from: 0, to: digits.count, by: 2).map { (index: Int) -> Double in
                let high: Double = digits[index] * 16
                return (high + digits[index + 1]) / 255
            }
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
        default:
            return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let clamped = value.isFinite ? Int((min(max(value, 0), 1) * 255).rounded()) : 0
            let digits = String(clamped, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The CSS basic colour names, plus a few common extended ones.
    public static let named: [String: Color] = {
        let table: [(String, String)] = [
            ("black", "#000000"), ("white", "#ffffff"), ("gray", "#808080"), ("grey", "#808080"),
            ("silver", "#c0c0c0"), ("lightgray", "#d3d3d3"), ("lightgrey", "#d3d3d3"), ("darkgray", "#a9a9a9"),
            ("darkgrey", "#a9a9a9"), ("red", "#ff0000"), ("maroon", "#800000"), ("orange", "#ffa500"),
            ("yellow", "#ffff00"), ("gold", "#ffd700"), ("olive", "#808000"), ("lime", "#00ff00"),
            ("green", "#008000"), ("teal", "#008080"), ("cyan", "#00ffff"), ("aqua", "#00ffff"),
            ("blue", "#0000ff"), ("navy", "#000080"), ("purple", "#800080"), ("fuchsia", "#ff00ff"),
            ("magenta", "#ff00ff"), ("pink", "#ffc0cb"), ("brown", "#a52a2a"), ("beige", "#f5f5dc"),
            ("ivory", "#fffff0"), ("indigo", "#4b0082"), ("violet", "#ee82ee"), ("coral", "#ff7f50"),
            ("salmon", "#fa8072"), ("tomato", "#ff6347"), ("skyblue", "#87ceeb"), ("steelblue", "#4682b4"),
            ("slategray", "#708090"), ("whitesmoke", "#f5f5f5"), ("transparent", "#00000000"),
        ]
        return Dictionary(uniqueKeysWithValues: table.map { ($0.0, Color($0.1)!) })
    }()
}
