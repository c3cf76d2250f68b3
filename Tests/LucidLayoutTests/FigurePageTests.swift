import Foundation
import XCTest
import LucidLayout

/// `FigurePage`, the one place a page is sized (descriptions' canvases, snapshots of
/// layouts written in Swift), and `RecordedNode`, the one way nodes are read back.
final class FigurePageTests: XCTestCase {
    private let card = Box(name: "card").frame(width: 40.25, height: 20.5)

    func testAFittedPageIsTheIdealSizeRoundedUpWhileTheLayoutKeepsItsOwn() {
        let figure = FigurePage().figure(laying: card)
        XCTAssertEqual(figure.size, CGSize(41, 21))
        XCTAssertEqual(figure.items.map(\.frame), [CGRect(0, 0, 40.25, 20.5)])
    }

    func testPaddingIsAddedAroundTheFittedLayoutAndTheBackgroundKept() {
        let page = FigurePage(padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), background: .white)
        let figure = page.figure(laying: card)
        XCTAssertEqual(figure.size, CGSize(47, 25))
        XCTAssertEqual(figure.background, .white)
        XCTAssertEqual(figure.items.map(\.frame), [CGRect(2, 1, 40.25, 20.5)])
    }

    func testAGivenSideIsKeptAndTheOtherFitted() {
        let figure = FigurePage(width: 100, padding: EdgeInsets(all: 10)).figure(laying: Box(name: "b").frame(height: 30.5))
        XCTAssertEqual(figure.size, CGSize(100, 51))
        XCTAssertEqual(figure.items.map(\.frame), [CGRect(10, 10, 80, 30.5)])
    }

    func testBothSidesGivenLayTheLayoutOutOnTheWholePage() {
        let figure = FigurePage(width: 30, height: 10).figure(laying: Box(name: "b"))
        XCTAssertEqual(figure.size, CGSize(30, 10))
        XCTAssertEqual(figure.items.map(\.frame), [CGRect(0, 0, 30, 10)])
    }

    func testAPageOutsideTheLimitIsRefusedWithItsSize() {
        XCTAssertThrowsError(try FigurePage().figure(laying: Box().frame(width: 40000, height: 10), maximumSide: FigurePage.maximumSide)) { error in
            XCTAssertEqual(error as? FigurePage.SizeError, FigurePage.SizeError(size: CGSize(40000, 10), maximumSide: 32767))
        }
        XCTAssertThrowsError(try FigurePage().figure(laying: Box().frame(width: 0, height: 10), maximumSide: 100))
        XCTAssertEqual(try FigurePage().figure(laying: Box().frame(width: 100, height: 1), maximumSide: 100).size, CGSize(100, 1))
        // Unchecked, any size is laid out (a snapshot's renderer reports what it cannot draw).
        XCTAssertEqual(FigurePage().figure(laying: Box().frame(width: 40000, height: 0)).size, CGSize(40000, 0))
    }

    func testALayoutSourceLaysOutOnItsPageAndIsCheckedOnlyWhenAskedTo() throws {
        let source = LayoutFigureSource(card, page: FigurePage(height: 30))
        let figure = try source.figure(measuredBy: CellTextMeasurer(), recordingNodes: true, maximumSide: nil)
        XCTAssertEqual(figure, FigurePage(height: 30).figure(laying: card))
        XCTAssertThrowsError(try source.figure(measuredBy: CellTextMeasurer(), recordingNodes: false, maximumSide: 40))
    }

    func testRecordedNodesAreReadBackInOrderAndLeftOutOfWhatIsDrawn() {
        let figure = Figure(size: CGSize(50, 50), items: [
            DisplayItem(frame: CGRect(0, 0, 50, 50), drawing: .node(kind: "vstack", depth: 0)),
            DisplayItem(frame: CGRect(0, 0, 50, 20), name: "top", drawing: .node(kind: "box", depth: 1)),
            DisplayItem(frame: CGRect(0, 0, 50, 20), name: "top", drawing: .box(ShapeStyle(fill: .black))),
        ])
        XCTAssertEqual(figure.recordedNodes, [
            RecordedNode(kind: "vstack", name: nil, depth: 0, frame: CGRect(0, 0, 50, 50)),
            RecordedNode(kind: "box", name: "top", depth: 1, frame: CGRect(0, 0, 50, 20)),
        ])
        XCTAssertTrue(figure.hasRecordedNodes)
        XCTAssertEqual(figure.withoutRecordedNodes.items, [figure.items[2]])
        XCTAssertFalse(figure.withoutRecordedNodes.hasRecordedNodes)
        XCTAssertEqual(figure.withoutRecordedNodes.recordedNodes, [])
    }
}
