import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// A label's `verticalAlignment`: where its lines sit in a frame taller than the text, the
/// same in its baseline, in ASCII and in Cairo (centred by default, as before).
final class TextVerticalAlignmentTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let cells = CellTextMeasurer()

    private func style(_ alignment: TextVerticalAlignment) -> TextStyle {
        TextStyle(verticalAlignment: alignment)
    }

    func testTheBaselineFollowsTheLines() {
        // One line of cells is 16 high with its baseline at 16; the frame is 48 high.
        let size = CGSize(width: 16, height: 48)
        XCTAssertEqual(Label("ab", style: style(.top), measurer: cells).firstBaseline(in: size), 16)
        XCTAssertEqual(Label("ab", style: style(.center), measurer: cells).firstBaseline(in: size), 32)
        XCTAssertEqual(Label("ab", style: style(.bottom), measurer: cells).firstBaseline(in: size), 48)
        XCTAssertEqual(Label("ab", measurer: cells).firstBaseline(in: size), 32, "centred by default")
    }

    func testASCIIPlacesTheLinesAtTheTopCentreOrBottom() {
        let frame = T.cells(0, 0, 2, 3)
        func picture(_ alignment: TextVerticalAlignment) -> String {
            ASCIIRenderer().render(T.figure(2, 3, [DisplayItem(frame: frame, drawing: .text("ab", style(alignment)))]))
        }
        XCTAssertEqual(picture(.top), T.picture("ab", "", ""))
        XCTAssertEqual(picture(.center), T.picture("", "ab", ""))
        XCTAssertEqual(picture(.bottom), T.picture("", "", "ab"))
    }

    func testCairoDrawsTheInkInTheRightThird() throws {
        // A 90-high frame holds one line of 14-point text: its ink is in the top, middle or
        // bottom third.
        let frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        for (alignment, third) in [(TextVerticalAlignment.top, 0), (.center, 1), (.bottom, 2)] {
            let figure = Figure(size: frame.size, background: .white, items: [
                DisplayItem(frame: frame, drawing: .text("Hxg", style(alignment))),
            ])
            let raster = try CairoRenderer().rasterize(figure)
            for band in 0..<3 {
                let rect = CGRect(x: 0, y: CGFloat(band) * 30, width: 120, height: 30)
                let ink = CairoTestSupport.darkPixelCount(in: raster, within: rect)
                if band == third {
                    XCTAssertGreaterThan(ink, 0, "\(alignment): ink in band \(band)")
                } else {
                    XCTAssertEqual(ink, 0, "\(alignment): no ink in band \(band)")
                }
            }
        }
    }
}
