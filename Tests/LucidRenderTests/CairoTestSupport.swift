import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// Reading rendered pixels and making figures for the Cairo tests.
enum CairoTestSupport {
    /// Red, green, blue and alpha bytes of a premultiplied ARGB32 pixel.
    static func components(_ pixel: UInt32) -> (red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
        (pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF, pixel >> 24)
    }

    /// An opaque pixel darker than mid grey: ink from black text on white.
    static func isDark(_ pixel: UInt32) -> Bool {
        let (red, green, blue, alpha) = components(pixel)
        return alpha > 0 && red < 128 && green < 128 && blue < 128
    }

    /// The dark pixels of `raster` (at `scale` pixels per point) inside and outside `rect`.
    static func darkPixels(in raster: CairoRaster, inside rect: CGRect, scale: CGFloat = 1) -> (inside: Int, outside: Int) {
        let inside = darkPixelCount(in: raster, within: rect, scale: scale)
        let all = darkPixelCount(in: raster, within: CGRect(x: 0, y: 0, width: raster.width, height: raster.height), scale: 1)
        return (inside, all - inside)
    }

    /// How many dark pixels of `raster` have their centre in `rect` (in points, at `scale`).
    static func darkPixelCount(in raster: CairoRaster, within rect: CGRect, scale: CGFloat = 1) -> Int {
        let columns = max(0, Int((rect.minX * scale).rounded(.down)))..<min(raster.width, Int((rect.maxX * scale).rounded(.up)))
        let rows = max(0, Int((rect.minY * scale).rounded(.down)))..<min(raster.height, Int((rect.maxY * scale).rounded(.up)))
        guard !columns.isEmpty, !rows.isEmpty else { return 0 }
        var count = 0
        for y in rows {
            for x in columns where isDark(raster[x, y]) {
                let centre = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
                if rect.contains(centre) { count += 1 }
            }
        }
        return count
    }

    /// A label item with frame at `origin` and exactly its measured size at `maxWidth`.
    static func label(_ text: String, at origin: CGPoint, maxWidth: CGFloat? = nil, style: TextStyle = TextStyle()) -> DisplayItem {
        let size = PangoTextMeasurer().measure(text, style: style, maxWidth: maxWidth).size
        return DisplayItem(frame: CGRect(origin: origin, size: size), drawing: .text(text, style))
    }

    /// Writes a PNG of `size` filled with `color` to a fresh temporary file (removed when
    /// `test` ends) and returns its path.
    static func temporaryPNG(size: CGSize, color: LucidLayout.Color, for test: XCTestCase? = nil) throws -> String {
        let figure = Figure(size: size, background: color, items: [])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-cairo-\(UUID().uuidString).png")
        try CairoRenderer().png(figure).write(to: url)
        test?.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// A page with a box, a wrapped label and an image: every kind of item. Its image is
    /// one PNG shared by the renders of a test class, so renders of the same figure name
    /// the same file; `removeSampleImage()` deletes it when the class is done.
    static func sampleFigure(text: String = longText) throws -> Figure {
        let source = ImageSource(path: try sampleImagePath(), pixelSize: CGSize(width: 8, height: 8), contentMode: .fill)
        return Figure(size: CGSize(width: 240, height: 120), background: .white, items: [
            DisplayItem(frame: CGRect(x: 0, y: 0, width: 240, height: 120),
                        drawing: .box(ShapeStyle(fill: .white, stroke: .black, strokeWidth: 2, cornerRadius: 8))),
            DisplayItem(frame: CGRect(x: 10, y: 10, width: 40, height: 40), drawing: .image(source)),
            label(text, at: CGPoint(x: 60, y: 10), maxWidth: 170),
        ])
    }

    private static func sampleImagePath() throws -> String {
        if let path = sampleImage { return path }
        let path = try temporaryPNG(size: CGSize(width: 8, height: 8), color: LucidLayout.Color(red: 0, green: 0.5, blue: 1))
        sampleImage = path
        return path
    }

    static func removeSampleImage() {
        if let path = sampleImage { try? FileManager.default.removeItem(atPath: path) }
        sampleImage = nil
    }

    nonisolated(unsafe) private static var sampleImage: String?

    static let longText = "The quick brown fox jumps over the lazy dog while the cat watches from the window sill."
}
