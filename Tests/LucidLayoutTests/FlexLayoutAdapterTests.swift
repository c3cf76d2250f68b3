import Foundation
import LucidCSS
import XCTest
@testable import LucidLayout

/// `FlexLayout`: any layouts as flex items, sized by their own `sizeThatFits`.
final class FlexLayoutAdapterTests: XCTestCase {
    private func box(_ name: String) -> AnyLayout<DisplayItem> { AnyLayout(Box(fill: .black, name: name)) }

    private func frames(_ layout: FlexLayout<AnyLayout<DisplayItem>>, in rect: CGRect) -> [String: CGRect] {
        var layout = layout
        layout.layout(in: rect)
        return Dictionary(uniqueKeysWithValues: layout.contents.map { ($0.name ?? "?", $0.frame) })
    }

    func testItemsGrowShareAndJustifyLikeCSS() {
        var container = CSSStyle()
        container.justifyContent = .spaceBetween
        container.alignItems = .center
        var fixed = CSSStyle()
        fixed.width = .points(50)
        fixed.height = .points(20)
        var growing = fixed
        growing.flexGrow = 1
        let layout = FlexLayout(style: container, children: [box("a"), box("b"), box("c")], itemStyles: [fixed, growing, fixed])
        XCTAssertEqual(frames(layout, in: CGRect(x: 10, y: 5, width: 300, height: 100)), [
            "a": CGRect(x: 10, y: 45, width: 50, height: 20),
            "b": CGRect(x: 60, y: 45, width: 200, height: 20),
            "c": CGRect(x: 260, y: 45, width: 50, height: 20),
        ])
        var spaced = layout
        spaced.itemStyles = [fixed, fixed, fixed]
        XCTAssertEqual(frames(spaced, in: CGRect(x: 0, y: 0, width: 300, height: 100))["b"], CGRect(x: 125, y: 40, width: 50, height: 20))
    }

    func testAContainerIsAsWideAsProposedAndAsTallAsItsContent() {
        let label = AnyLayout(Label("abc def", measurer: CellTextMeasurer(cellSize: CGSize(width: 10, height: 10))))
        var column = CSSStyle()
        column.flexDirection = .column
        column.rowGap = .points(4)
        let layout = FlexLayout(style: column, children: [label, box("b")], itemStyles: [CSSStyle(), { var s = CSSStyle(); s.height = .points(6); return s }()])
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 200, height: nil)), CGSize(width: 200, height: 20))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: nil, height: nil)), CGSize(width: 70, height: 20))
        // At 40 points the text wraps onto two lines: 20 + 4 + 6.
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 40, height: nil)), CGSize(width: 40, height: 30))
        XCTAssertEqual(layout.sizeThatFits(ProposedSize(width: 40, height: nil)), CGSize(width: 40, height: 30), "remembered")
    }

    func testAFlexContainerNestsInStacksAndStacksInIt() {
        var row = CSSStyle()
        row.columnGap = .points(10)
        var grow = CSSStyle()
        grow.flexGrow = 1
        let inner = AnyLayout(VStack(spacing: 0, children: [AnyLayout(box("v1").frame(width: 20, height: 10)), AnyLayout(box("v2").frame(width: 20, height: 10))]))
        let flex = FlexLayout(style: row, children: [inner, box("g")], itemStyles: [CSSStyle(), grow])
        let outer = HStack(spacing: 0, children: [AnyLayout(flex), AnyLayout(box("side").frame(width: 30, height: 30))])
        var laidOut = outer
        laidOut.layout(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        let placed = Dictionary(uniqueKeysWithValues: laidOut.contents.map { ($0.name ?? "?", $0.frame) })
        // The stack is stretched to 40 points tall (align-items: stretch) and centres its 20.
        XCTAssertEqual(placed["v1"]?.origin, CGPoint(x: 0, y: 10))
        XCTAssertEqual(placed["g"], CGRect(x: 30, y: 0, width: 140, height: 40))
        XCTAssertEqual(placed["side"], CGRect(x: 170, y: 5, width: 30, height: 30))
    }
}
