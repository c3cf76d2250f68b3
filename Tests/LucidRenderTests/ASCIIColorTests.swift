import Foundation
import LucidDescription
import LucidLayout
import LucidRender
import XCTest

/// `ASCIIRenderer.ansiColor`: 24-bit ANSI colours for a terminal preview, written only
/// where the colour changes, reset at the end of each row that set one, and taking no
/// columns, so stripping them gives exactly the uncoloured text.
final class ASCIIColorTests: XCTestCase {
    private typealias T = ASCIITestSupport
    private let colored = ASCIIRenderer(ansiColor: true)

    private static let reset = "\u{1B}[0m"
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> String { "\u{1B}[38;2;\(red);\(green);\(blue)m" }
    private static let red = rgb(255, 0, 0)

    /// `text` without its SGR sequences.
    static func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    private func label(_ text: String, _ frame: CGRect, color: String, opacity: Double = 1, _ alignment: TextAlignment = .leading) -> DisplayItem {
        DisplayItem(frame: frame, drawing: .text(text, TextStyle(color: Color(color)!, alignment: alignment, opacity: opacity)))
    }

    func testExactSequencesForAShadedBoxWithALabel() {
        let figure = T.figure(7, 3, [
            T.box(T.cells(0, 0, 7, 3), fill: "gray", stroke: "red"),
            label("hi", T.cells(1, 1, 5, 1), color: "blue", .center),
        ])
        let gray = Self.rgb(128, 128, 128), blue = Self.rgb(0, 0, 255), red = Self.red, reset = Self.reset
        XCTAssertEqual(ASCIIRenderer(shading: true, ansiColor: true).render(figure), T.picture(
            "\(red)┌─────┐\(reset)",
            "\(red)│\(gray)▒\(blue)hi\(gray)▒▒\(red)│\(reset)",
            "\(red)└─────┘\(reset)"))
    }

    func testASequenceOnlyWhereTheColourChangesAndSpacesChangeNothing() {
        let figure = T.figure(9, 3, [
            T.box(T.cells(0, 0, 3, 3), fill: "white", stroke: "red"),
            T.box(T.cells(6, 0, 3, 3), fill: "white", stroke: "red"),
        ])
        XCTAssertEqual(colored.render(figure), T.picture(
            "\(Self.red)┌─┐   ┌─┐\(Self.reset)",
            "\(Self.red)│ │   │ │\(Self.reset)",
            "\(Self.red)└─┘   └─┘\(Self.reset)"))
    }

    func testBlackIsTheTerminalsDefaultColourAndRowsWithoutColourHaveNoSequences() {
        // Black, the default ink, is left to the terminal so it reads on dark
        // backgrounds too; a row that set a colour goes back with ESC[39m and ends reset.
        let figure = T.figure(6, 2, [
            label("ab", T.cells(0, 0, 2, 1), color: "black"),
            label("cd", T.cells(2, 0, 2, 1), color: "red"),
            label("e", T.cells(5, 0, 1, 1), color: "black"),
            label("plain", T.cells(0, 1, 6, 1), color: "black"),
        ])
        XCTAssertEqual(colored.render(figure), T.picture(
            "ab\(Self.red)cd \u{1B}[39me\(Self.reset)",
            "plain"))
    }

    func testTrailingSpacesAreTrimmedBeforeTheReset() {
        let figure = T.figure(8, 1, [label("x", T.cells(0, 0, 8, 1), color: "red")])
        XCTAssertEqual(colored.render(figure), T.picture("\(Self.red)x\(Self.reset)"))
    }

    func testOpacityAndAlphaAreFlattenedOverWhite() {
        let figure = T.figure(3, 3, [
            label("a", T.cells(0, 0, 1, 1), color: "blue", opacity: 0.5),
            label("b", T.cells(0, 1, 1, 1), color: "#ff000080"),
            DisplayItem(frame: T.cells(0, 2, 3, 1), drawing: .polyline(
                [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)], .none, ShapeStyle(stroke: .black, opacity: 0.5))),
        ])
        XCTAssertEqual(colored.render(figure), T.picture(
            "\(Self.rgb(128, 128, 255))a\(Self.reset)",
            "\(Self.rgb(255, 127, 127))b\(Self.reset)",
            "\(Self.rgb(128, 128, 128))───\(Self.reset)"))
    }

    func testAnOutlineWithoutAStrokeTakesTheFillColourAndImagesHaveNone() {
        let figure = T.figure(9, 3, [
            T.box(T.cells(0, 0, 3, 3), fill: "red"),
            T.box(T.cells(3, 0, 3, 3)),
            T.image("a", T.cells(6, 0, 3, 3)),
        ])
        XCTAssertEqual(colored.render(figure), T.picture(
            "\(Self.red)┌─┐\u{1B}[39m┌─┐┌─┐\(Self.reset)",
            "\(Self.red)│ │\u{1B}[39m│ ││a│\(Self.reset)",
            "\(Self.red)└─┘\u{1B}[39m└─┘└─┘\(Self.reset)"))
    }

    func testWideCharactersKeepTheirColumns() {
        let figure = T.figure(6, 1, [label("日本", T.cells(0, 0, 4, 1), color: "red"), label("x", T.cells(4, 0, 1, 1), color: "red")])
        let text = colored.render(figure)
        XCTAssertEqual(text, T.picture("\(Self.red)日本x\(Self.reset)"))
        XCTAssertEqual(Self.stripped(text), ASCIIRenderer().render(figure))
    }

    func testOffByDefault() {
        let figure = T.figure(3, 1, [label("abc", T.cells(0, 0, 3, 1), color: "red")])
        XCTAssertEqual(ASCIIRenderer().render(figure), "abc\n")
        XCTAssertEqual(RenderOptions().ansiColor, false)
    }

    func testOutputFormatPassesColourThrough() throws {
        let figure = T.figure(3, 1, [label("abc", T.cells(0, 0, 3, 1), color: "red")])
        let data = try RenderTarget(.ascii, options: RenderOptions(ansiColor: true)).render(figure)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "\(Self.red)abc\(Self.reset)\n")
    }

    /// Every description under Samples/, in each charset, shaded or not: the coloured
    /// text without its sequences is the uncoloured text, every row that sets a colour
    /// ends with a reset, and no row ends in a space.
    func testStrippingTheColoursOfEverySampleGivesThePlainText() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let samples = root.appendingPathComponent("Samples")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: samples.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 17, files.joined(separator: ", "))
        var coloredRows = 0
        for file in files {
            let description = try DescriptionParser.parse(contentsOf: samples.appendingPathComponent(file).path)
            let figure = try TreeBuilder(measurer: CellTextMeasurer(), for: description).figure(description)
            for charset in BoxCharset.allCases {
                for shading in [false, true] {
                    let plain = ASCIIRenderer(charset: charset, shading: shading).render(figure)
                    let text = ASCIIRenderer(charset: charset, shading: shading, ansiColor: true).render(figure)
                    let name = "\(file) in \(charset)\(shading ? ", shaded" : "")"
                    XCTAssertEqual(Self.stripped(text), plain, name)
                    for row in text.split(separator: "\n") where row.contains("\u{1B}") {
                        coloredRows += 1
                        XCTAssertTrue(row.hasSuffix(Self.reset), "\(name): \(row)")
                        XCTAssertFalse(Self.stripped(String(row)).hasSuffix(" "), "\(name): \(row)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(coloredRows, 100)
    }
}
