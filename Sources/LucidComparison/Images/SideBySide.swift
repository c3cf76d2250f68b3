import LucidRender

/// Images next to each other, left to right and top-aligned (expected, actual, and the
/// diff), `gap` pixels of neutral grey apart, so a failure can be seen in one picture.
/// Translucent pixels are shown over white, as the comparison sees them; grey also fills
/// any space below a shorter image. Opaque.
enum SideBySide {
    static let gap = 4
    static let background = RGBAPixel(red: 200, green: 200, blue: 200)

    static func make(_ panels: [RGBAImage]) -> RGBAImage {
        let width = panels.reduce(0) { $0 + $1.width } + gap * max(panels.count - 1, 0)
        let height = panels.map(\.height).max() ?? 0
        var image = RGBAImage(width: width, height: height, filledWith: background)
        image.withUnsafeMutableBytes { output in
            var left = 0
            for panel in panels {
                panel.bytes.withUnsafeBufferPointer { input in
                    guard let source = input.baseAddress, panel.width > 0 else { return }
                    let rowBytes = panel.width * 4
                    for y in 0..<panel.height {
                        let from = source + y * rowBytes, to = output.baseAddress! + (y * width + left) * 4
                        to.update(from: from, count: rowBytes)
                        showOverWhite(to, count: panel.width)
                    }
                }
                left += panel.width + gap
            }
        }
        return image
    }

    /// Blends the `count` pixels at `pixels` that are not opaque over white, in place.
    private static func showOverWhite(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        var alpha = 3
        let end = count * 4
        while alpha < end {
            if pixels[alpha] != 255 {
                let pixel = pixels + alpha - 3
                let color = YIQ.blendedOverWhite(red: pixel[0], green: pixel[1], blue: pixel[2], alpha: pixel[3])
                pixel[0] = UInt8(color.red.rounded())
                pixel[1] = UInt8(color.green.rounded())
                pixel[2] = UInt8(color.blue.rounded())
                pixel[3] = 255
            }
            alpha += 4
        }
    }
}
