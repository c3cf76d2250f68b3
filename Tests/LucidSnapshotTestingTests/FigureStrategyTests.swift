import Foundation
import LucidLayout
import LucidSnapshotTesting
import SnapshotTesting
import XCTest

/// Lucid's strategies through swift-snapshot-testing's `assertSnapshot`, against the
/// references committed in `__Snapshots__/FigureStrategyTests/`. Record mode follows
/// Lucid's environment, so on CI (`CI` set) a missing reference fails and none is written.
final class FigureStrategyTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: recordFromEnvironment) { super.invokeTest() }
    }

    private let cells = SnapshotFormat.ascii.measurer
    private let pango = SnapshotFormat.png.measurer

    func testFigureAsText() {
        assertSnapshot(of: cardFigure(measurer: cells), as: .ascii)
        assertSnapshot(of: cardFigure(measurer: cells), as: .ascii(charset: .double, shading: true), named: "double")
        assertSnapshot(of: cardFigure(measurer: CellTextMeasurer(cellSize: CGSize(width: 4, height: 8))),
                       as: .ascii(cellSize: CGSize(width: 4, height: 8)), named: "small-cells")
        assertSnapshot(of: cardFigure(measurer: pango), as: .frames)
        assertSnapshot(of: cardFigure(measurer: pango), as: .svg)
    }

    func testFigureAsPNG() {
        assertSnapshot(of: cardFigure(measurer: pango), as: .png)
        assertSnapshot(of: cardFigure(measurer: pango), as: .png(scale: 2), named: "retina")
    }

    func testLayoutAtItsIdealSize() {
        assertSnapshot(of: card(measurer: cells), as: .ascii)
        assertSnapshot(of: card(measurer: pango), as: .frames)
        assertSnapshot(of: card(measurer: pango), as: .png)
        assertSnapshot(of: card(measurer: pango), as: .svg)
    }

    func testLayoutAtAGivenSize() {
        assertSnapshot(of: card(measurer: cells), as: .ascii(size: CGSize(width: 160, height: 64)))
        assertSnapshot(of: card(measurer: pango), as: .frames(size: CGSize(width: 200, height: 100)))
        assertSnapshot(of: AnyLayout(card(measurer: pango)), as: .png(size: CGSize(width: 120, height: 80), scale: 2))
    }
}
