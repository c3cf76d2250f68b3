import Foundation

/// The pixels of a rendered PNG before encoding: Cairo ARGB32 words (premultiplied alpha,
/// `0xAARRGGBB`), row by row. Lets tests check what was drawn where.
struct CairoRaster: Equatable {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    /// The pixel at column `x`, row `y`.
    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
