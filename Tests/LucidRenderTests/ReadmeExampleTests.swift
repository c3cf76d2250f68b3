import Foundation
import LucidLayout
import LucidRender
import XCTest

/// The Swift example in README.md, verbatim, so the documentation keeps compiling
/// and its picture stays what it claims.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeExample() throws {
        let showsShare = true
        // --- README example ---
        let cell = DecoratingLayout(
            content: Label("Riding a unicorn", measurer: CellTextMeasurer()),
            decoration: CascadingLayout(children: [Box(fill: .white), Box(fill: Color("#f4a")!)]))
        let toolbar = HStack(spacing: 8) {
            Label("Lucid", measurer: CellTextMeasurer())
            Spacer<DisplayItem>()
            if showsShare { Label("Share", measurer: CellTextMeasurer()) }
        }
        let figure = Figure(laying: cell.padding(12), size: CGSize(width: 480, height: 96))
        let text = ASCIIRenderer().render(figure)   // or CairoRenderer().png(figure)
        // --- end ---
        XCTAssertEqual(text, """

              ┌─────────────┐
              │  ┌──────────┴──┐ Riding a unicorn
              └──┤             │
                 └─────────────┘


            """)
        var bar = toolbar
        bar.layout(in: CGRect(x: 0, y: 0, width: 200, height: 16))
        XCTAssertEqual(bar.contents.map(\.frame.minX), [0, 160])
        XCTAssertNoThrow(try CairoRenderer().png(figure))
    }
}
