import Foundation
import LucidLayout
import XCTest
@testable import LucidRender

/// Labels set vertically (`TextStyle.writingMode`): measured with their axes exchanged,
/// wrapped to a height, drawn as columns (right to left in `vertical-rl`, left to right in
/// `vertical-lr`) in ASCII and turned a quarter turn clockwise in Cairo.
final class VerticalTextTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let cells = CellTextMeasurer()
    private let rightToLeft = TextStyle(writingMode: .verticalRightToLeft)
    private let leftToRight = TextStyle(writingMode: .verticalLeftToRight)

    // MARK: Measuring

    func testCellsGiveOneRowPerCharacterAndOneColumnPerLine() {
        XCTAssertEqual(cells.measureVertically("ab cd\nefg", style: rightToLeft, maxHeight: nil).size, CGSize(width: 16, height: 80))
        // Three rows: "ab cd" wraps at its space, "efg" just fits.
        XCTAssertEqual(cells.measureVertically("ab cd\nefg", style: rightToLeft, maxHeight: 48).size, CGSize(width: 24, height: 48))
        XCTAssertEqual(cells.verticalLines("ab cd\nefg", maxHeight: 48), ["ab", "cd", "efg"])
        // A line holding a wide character takes two columns; line spacing adds whole columns.
        XCTAssertEqual(cells.measureVertically("縦書き\nab", style: rightToLeft, maxHeight: nil).size, CGSize(width: 24, height: 48))
        var spaced = rightToLeft
        spaced.lineSpacing = 16
        XCTAssertEqual(cells.measureVertically("ab\ncd", style: spaced, maxHeight: nil).size, CGSize(width: 32, height: 32))
        // A zero-width character takes no row, measured or drawn.
        XCTAssertEqual(cells.measureVertically("a\u{200B}b", style: rightToLeft, maxHeight: nil).size, CGSize(width: 8, height: 32))
        XCTAssertEqual(ASCIIRenderer().render(T.figure(1, 2, [DisplayItem(frame: T.cells(0, 0, 1, 2), drawing: .text("a\u{200B}b", rightToLeft))])),
                       T.picture("a", "b"))
    }

    func testALabelWrapsToTheHeightItIsOfferedAndHasNoBaseline() {
        let label = Label("ab cd\nefg", style: rightToLeft, measurer: cells)
        // The width offered does not matter; two rows break "efg" inside the word.
        XCTAssertEqual(label.sizeThatFits(ProposedSize(width: 8, height: 32)), CGSize(width: 32, height: 32))
        XCTAssertEqual(label.sizeThatFits(ProposedSize(width: nil, height: nil)), CGSize(width: 16, height: 80))
        XCTAssertEqual(label.minContentSize(height: nil), CGSize(width: 16, height: 80), "narrowest on one line per paragraph")
        XCTAssertEqual(label.minContentSize(height: 48), CGSize(width: 24, height: 48))
        XCTAssertNil(label.firstBaseline(in: CGSize(width: 16, height: 80)))
        XCTAssertEqual(Label("ab", measurer: cells).firstBaseline(in: CGSize(width: 16, height: 16)), 16, "horizontal text keeps its baseline")
    }

    func testPangoMeasuresLatinVerticalTextAsTheHorizontalTextTurned() {
        let pango = PangoTextMeasurer()
        let text = "Requests per second"
        for maxLength in [nil, 60] as [CGFloat?] {
            let flat = pango.measure(text, style: TextStyle(), maxWidth: maxLength).size
            XCTAssertEqual(pango.measureVertically(text, style: leftToRight, maxHeight: maxLength).size,
                           CGSize(width: flat.height, height: flat.width), "wrapped at \(String(describing: maxLength))")
        }
    }

    // MARK: ASCII

    func testASCIIColumnsRunRightToLeftOrLeftToRight() {
        let frame = T.cells(0, 0, 4, 3)
        let renderer = ASCIIRenderer()
        XCTAssertEqual(renderer.render(T.figure(4, 3, [DisplayItem(frame: frame, drawing: .text("ab\ncd", rightToLeft))])),
                       T.picture(" ca", " db", ""))
        XCTAssertEqual(renderer.render(T.figure(4, 3, [DisplayItem(frame: frame, drawing: .text("ab\ncd", leftToRight))])),
                       T.picture(" ac", " bd", ""))
    }

    func testASCIILinesAreAlignedDownTheirColumnAndCutWithAnEllipsis() {
        var centred = leftToRight
        centred.alignment = .center
        let renderer = ASCIIRenderer()
        XCTAssertEqual(renderer.render(T.figure(2, 4, [DisplayItem(frame: T.cells(0, 0, 2, 4), drawing: .text("ab\nc", centred))])),
                       T.picture("", "ac", "b", ""), "each line centred down its own column")
        XCTAssertEqual(renderer.render(T.figure(1, 3, [DisplayItem(frame: T.cells(0, 0, 1, 3), drawing: .text("abcdef", leftToRight))])),
                       T.picture("a", "b", "…"), "wrapped into two columns, of which one fits: it ends with …")
    }

    // MARK: Cairo

    /// The first line of `vertical-rl` text is its rightmost column, of `vertical-lr` its
    /// leftmost; all the ink stays inside the measured frame.
    func testCairoStacksTheLinesOnTheRightSide() throws {
        for (style, firstOnRight) in [(rightToLeft, true), (leftToRight, false)] {
            // A long first line and a one-letter second line: the long column is the first line.
            let text = "HHHHHH\nH"
            let size = PangoTextMeasurer().measureVertically(text, style: style, maxHeight: nil).size
            XCTAssertGreaterThan(size.height, size.width)
            let frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
            let figure = Figure(size: CGSize(width: size.width + 20, height: size.height + 20), background: .white,
                                items: [DisplayItem(frame: frame, drawing: .text(text, style))])
            let raster = try CairoRenderer().rasterize(figure)
            XCTAssertEqual(CairoTestSupport.darkPixels(in: raster, inside: frame).outside, 0, "\(style.writingMode)")
            let left = CGRect(x: frame.minX, y: frame.minY, width: frame.width / 2, height: frame.height)
            let right = CGRect(x: frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
            let (leftInk, rightInk) = (CairoTestSupport.darkPixelCount(in: raster, within: left),
                                       CairoTestSupport.darkPixelCount(in: raster, within: right))
            XCTAssertGreaterThan(firstOnRight ? rightInk : leftInk, 3 * (firstOnRight ? leftInk : rightInk), "\(style.writingMode)")
        }
    }
}
