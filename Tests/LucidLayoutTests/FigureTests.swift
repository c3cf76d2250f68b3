import Foundation
import XCTest
import LucidLayout

/// `Figure`, `DisplayItem` and `ImageSource`: the hand-off from layout to renderers.
final class FigureTests: XCTestCase {
    func testFigureLaysOutOnThePageAndCollectsItemsBackToFront() {
        let layout = ZStackLayout(children: [
            AnyLayout(Box(fill: .white, name: "back")),
            AnyLayout(HStack(spacing: 0, children: [Box(name: "left"), Box(name: "right")])),
            AnyLayout(Box(name: "badge").frame(width: 10, height: 10, alignment: .topLeading)),
        ])
        let figure = Figure(laying: layout, size: CGSize(100, 50), background: .black)
        XCTAssertEqual(figure.size, CGSize(100, 50))
        XCTAssertEqual(figure.background, .black)
        XCTAssertEqual(figure.items.map(\.name), ["back", "left", "right", "badge"])
        XCTAssertEqual(figure.items.map(\.frame), [
            CGRect(0, 0, 100, 50), CGRect(0, 0, 50, 50), CGRect(50, 0, 50, 50), CGRect(45, 20, 10, 10),
        ])
        XCTAssertEqual(figure.items[0].drawing, .box(ShapeStyle(fill: .white)))
    }

    func testFigureWithoutBackgroundIsTransparent() {
        let figure = Figure(laying: Box(name: "b"), size: CGSize(20, 10))
        XCTAssertNil(figure.background)
        XCTAssertEqual(figure.items, [DisplayItem(frame: CGRect(0, 0, 20, 10), name: "b", drawing: .box(ShapeStyle()))])
    }

    func testFigureCentresASizedLayoutOnThePage() {
        let figure = Figure(laying: Box(name: "b").frame(width: 40, height: 30), size: CGSize(100, 100))
        XCTAssertEqual(figure.items.map(\.frame), [CGRect(30, 35, 40, 30)])
    }

    func testFigureIsTheSameEveryTime() {
        let layout = MultiPaneLayout(content: cellLabel("hello world"), accessories: [Box(name: "a"), Box(name: "b")])
        XCTAssertEqual(Figure(laying: layout, size: CGSize(300, 100)), Figure(laying: layout, size: CGSize(300, 100)))
    }

    func testFigureOfAnEmptyLayoutHasNoItems() {
        XCTAssertEqual(Figure(laying: ZStackLayout(children: [Box]()), size: CGSize(10, 10)).items, [])
    }

    func testBoxStylesAndItems() {
        var box = Box(fill: Color("red"), stroke: .black, strokeWidth: 2, cornerRadius: 4, name: "box")
        box.layout(in: CGRect(1, 2, 3, 4))
        XCTAssertEqual(box.frame, CGRect(1, 2, 3, 4))
        XCTAssertEqual(box.contents, [DisplayItem(
            frame: CGRect(1, 2, 3, 4), name: "box",
            drawing: .box(ShapeStyle(fill: Color(red: 1, green: 0, blue: 0), stroke: .black, strokeWidth: 2, cornerRadius: 4)))])
        XCTAssertEqual(Box(style: ShapeStyle(fill: .white)).style, ShapeStyle(fill: .white, stroke: nil, strokeWidth: 1, cornerRadius: 0))
    }

    func testBoxIsFlexible() {
        XCTAssertEqual(Box().sizeThatFits(.unspecified), CGSize(10, 10))
        XCTAssertEqual(Box().sizeThatFits(ProposedSize(CGSize(123, 45))), CGSize(123, 45))
        XCTAssertEqual(Box().sizeThatFits(.zero), CGSize(0, 0))
    }

    func testImageItem() {
        var image = Image(source: ImageSource(path: "a.png", pixelSize: CGSize(40, 20)), name: "img")
        image.layout(in: CGRect(0, 0, 80, 80))
        XCTAssertEqual(image.contents, [DisplayItem(
            frame: CGRect(0, 0, 80, 80), name: "img",
            drawing: .image(ImageSource(path: "a.png", pixelSize: CGSize(40, 20), contentMode: .fit)))])
    }

    func testImageDrawnRectFitsOrFillsItsFrame() {
        let fit = ImageSource(path: "a.png", pixelSize: CGSize(40, 20), contentMode: .fit)
        XCTAssertEqual(fit.drawnRect(in: CGRect(0, 0, 100, 100)), CGRect(0, 25, 100, 50))
        XCTAssertEqual(fit.drawnRect(in: CGRect(10, 10, 100, 20)), CGRect(40, 10, 40, 20))
        let fill = ImageSource(path: "a.png", pixelSize: CGSize(40, 20), contentMode: .fill)
        XCTAssertEqual(fill.drawnRect(in: CGRect(0, 0, 100, 100)), CGRect(-50, 0, 200, 100))
        let empty = ImageSource(path: "a.png", pixelSize: .zero)
        XCTAssertEqual(empty.drawnRect(in: CGRect(1, 2, 3, 4)), CGRect(1, 2, 3, 4))
    }
}
