import Foundation
import XCTest
@testable import LucidLayout

/// The built-in `light` and `dark` looks.
final class FigureThemeTests: XCTestCase {
    func testDarkTurnsLightnessOverAndRoundsToBytes() {
        XCTAssertEqual(Color.white.withInvertedLightness().hexString, "#1f1f1f")
        XCTAssertEqual(Color.black.withInvertedLightness().hexString, "#dedede")
        XCTAssertEqual(Color("#f4efe6")!.withInvertedLightness().hexString, "#2a261f")
        XCTAssertEqual(Color("red")!.withInvertedLightness().hexString, "#b60000")
        XCTAssertEqual(Color("skyblue")!.withInvertedLightness().hexString, "#00455a")
        XCTAssertEqual(Color("#ffffff80")!.withInvertedLightness().hexString, "#1f1f1f80")
    }

    func testDarkKeepsTheHue() {
        for name in ["red", "skyblue", "gold", "indigo", "teal", "coral"] {
            let before = OKLab(Color(name)!), after = OKLab(Color(name)!.withInvertedLightness())
            let hueBefore = atan2(before.b, before.a), hueAfter = atan2(after.b, after.a)
            // Clamping into sRGB and rounding to bytes may move the hue a little, never far.
            XCTAssertEqual(hueAfter, hueBefore, accuracy: 0.12, name)
        }
    }

    func testOKLabRoundTripsSRGB() {
        for name in ["white", "black", "red", "lime", "blue", "gold", "#123456"] {
            let color = Color(name)!
            XCTAssertEqual(OKLab(color).color.hexString, color.hexString, name)
        }
        XCTAssertEqual(OKLab(.white).lightness, 1, accuracy: 1e-6)
        XCTAssertEqual(OKLab(.black).lightness, 0, accuracy: 1e-6)
    }

    func testDarkRecoloursEveryShapeAndTextButNotPicturesOrFrames() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let picture = ImageSource(path: "a.png", pixelSize: CGSize(width: 2, height: 2))
        let figure = Figure(size: CGSize(width: 10, height: 10), background: .white, items: [
            DisplayItem(frame: frame, name: "box", drawing: .box(ShapeStyle(fill: .white, stroke: .black, strokeWidth: 2))),
            DisplayItem(frame: frame, drawing: .ellipse(ShapeStyle(fill: .black))),
            DisplayItem(frame: frame, drawing: .polyline([.zero, CGPoint(x: 1, y: 1)], Arrowheads.end, ShapeStyle(stroke: .black))),
            DisplayItem(frame: frame, drawing: .text("A", TextStyle(color: .white))),
            DisplayItem(frame: frame, drawing: .image(picture)),
            DisplayItem(frame: frame, drawing: .node(kind: "box", depth: 0)),
        ])
        let dark = FigureTheme.dark.apply(to: figure)
        let light = Color("#dedede")!, deep = Color("#1f1f1f")!
        XCTAssertEqual(dark.size, figure.size)
        XCTAssertEqual(dark.background, deep)
        XCTAssertEqual(dark.items.map(\.frame), figure.items.map(\.frame))
        XCTAssertEqual(dark.items[0], DisplayItem(frame: frame, name: "box", drawing: .box(ShapeStyle(fill: deep, stroke: light, strokeWidth: 2))))
        XCTAssertEqual(dark.items[1].drawing, .ellipse(ShapeStyle(fill: light)))
        XCTAssertEqual(dark.items[2].drawing, .polyline([.zero, CGPoint(x: 1, y: 1)], Arrowheads.end, ShapeStyle(stroke: light)))
        XCTAssertEqual(dark.items[3].drawing, .text("A", TextStyle(color: deep)))
        XCTAssertEqual(dark.items[4].drawing, .image(picture))
        XCTAssertEqual(dark.items[5].drawing, .node(kind: "box", depth: 0))
        XCTAssertEqual(FigureTheme.light.apply(to: figure), figure)
        XCTAssertNil(FigureTheme.dark.apply(to: Figure(size: figure.size, items: [])).background)
    }
}
