/// One pixel of an `RGBAImage`: 8-bit red, green, blue and straight (not premultiplied)
/// alpha, as a PNG file stores them.
public struct RGBAPixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = RGBAPixel(red: 255, green: 255, blue: 255)
    public static let black = RGBAPixel(red: 0, green: 0, blue: 0)
    public static let clear = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// "rgba(31, 95, 191, 255)".
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
