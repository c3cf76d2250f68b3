import Foundation
import LucidRender

/// A picture drawn in a terminal with Unicode half blocks: each character cell shows two
/// pixels, the upper one as the foreground colour of "▀" and the lower one as its
/// background, in 24-bit colour. `lucid review` shows a failure's side-by-side image so.
public enum TerminalPicture {
    /// `image` scaled down (by averaging) to at most `columns` cells wide, one line per two
    /// pixel rows, each line reset at its end.
    public static func halfBlocks(_ image: RGBAImage, columns: Int) -> String {
        guard image.width > 0, image.height > 0, columns > 0 else { return "" }
        let scale = max(1, Int((Double(image.width) / Double(columns)).rounded(.up)))
        let width = image.width / scale, height = image.height / scale
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            var red = 0, green = 0, blue = 0, count = 0
            for dy in 0..<scale { for dx in 0..<scale {
                let p = image[x * scale + dx, y * scale + dy]
                // Shown over white, as the comparison sees translucent pixels.
                let alpha = Int(p.alpha)
                red += (Int(p.red) * alpha + 255 * (255 - alpha)) / 255
                green += (Int(p.green) * alpha + 255 * (255 - alpha)) / 255
                blue += (Int(p.blue) * alpha + 255 * (255 - alpha)) / 255
                count += 1
            } }
            return (red / count, green / count, blue / count)
        }
        var text = ""
        for row in stride(from: 0, to: height, by: 2) {
            for x in 0..<width {
                let top = pixel(x, row), bottom = row + 1 < height ? pixel(x, row + 1) : (255, 255, 255)
                text += "\u{1B}[38;2;\(top.0);\(top.1);\(top.2)m\u{1B}[48;2;\(bottom.0);\(bottom.1);\(bottom.2)m▀"
            }
            text += "\u{1B}[0m\n"
        }
        return text
    }
}
