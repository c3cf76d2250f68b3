import Foundation
import LucidLayout
import LucidRender

/// Figures rendered by Lucid and small hand-made images for the image-comparison tests.
enum ImageTestSupport {
    static let red = RGBAPixel(red: 255, green: 0, blue: 0)
    static let yellow = RGBAPixel(red: 255, green: 255, blue: 0)
    static let blue = RGBAPixel(red: 0x1f, green: 0x5f, blue: 0xbf)
    static let raspberry = RGBAPixel(red: 0xbf, green: 0x1f, blue: 0x5f)

    /// A 120 × 60 white page: a 30 × 20 box at (`boxX`, 10), an ellipse with a 3 pt black
    /// outline, an 8 × 8 black square at (100, 10) and a 14 pt label at (10, 36), everything
    /// moved right by `shift` points.
    static func figure(
        shift: CGFloat = 0, boxX: CGFloat = 10, boxColor: String = "#1f5fbf", text: String = "Box",
        size: CGSize = CGSize(width: 120, height: 60)
    ) -> Figure {
        let style = TextStyle()
        let textSize = PangoTextMeasurer().measure(text, style: style, maxWidth: nil).size
        return Figure(size: size, background: .white, items: [
            DisplayItem(frame: CGRect(x: boxX + shift, y: 10, width: 30, height: 20), drawing: .box(ShapeStyle(fill: Color(boxColor)))),
            DisplayItem(frame: CGRect(x: 50 + shift, y: 8, width: 40, height: 30),
                        drawing: .ellipse(ShapeStyle(fill: Color("#e0a030"), stroke: .black, strokeWidth: 3))),
            DisplayItem(frame: CGRect(x: 100 + shift, y: 10, width: 8, height: 8), drawing: .box(ShapeStyle(fill: .black))),
            DisplayItem(frame: CGRect(origin: CGPoint(x: 10 + shift, y: 36), size: textSize), drawing: .text(text, style)),
        ])
    }

    static func png(
        shift: CGFloat = 0, boxX: CGFloat = 10, boxColor: String = "#1f5fbf", text: String = "Box",
        size: CGSize = CGSize(width: 120, height: 60)
    ) throws -> Data {
        try CairoRenderer().png(figure(shift: shift, boxX: boxX, boxColor: boxColor, text: text, size: size))
    }

    /// A `width` × `height` image of `background` whose first `count` pixels, in reading
    /// order, are `changed`.
    static func image(width: Int = 10, height: Int = 10, background: RGBAPixel = .white, changing count: Int = 0,
                      to changed: RGBAPixel = red) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: background)
        for index in 0..<count { image[index % width, index / width] = changed }
        return image
    }

    /// How many pixels of `image` are exactly `pixel`.
    static func count(_ pixel: RGBAPixel, in image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == pixel { count += 1 }
        }
        return count
    }

    static func grey(_ value: UInt8) -> RGBAPixel { RGBAPixel(red: value, green: value, blue: value) }
}
