import Foundation
import LucidLayout
import LucidSnapshotTesting
import SnapshotTesting
import LucidComparison

/// A titled card with a swatch and a dot, as a layout.
func card(_ title: String = "Lucid", swatch: Color = Color("#f4a")!, measurer: any TextMeasurer) -> some Layout<DisplayItem> {
    VStack(spacing: 8) {
        Label(title, measurer: measurer, name: "title")
        HStack(spacing: 8) {
            Box(fill: swatch, name: "swatch").frame(width: 32, height: 16)
            Ellipse(fill: .white, stroke: .black, name: "dot").frame(width: 32, height: 16)
        }
    }
    .padding(16)
    .background(Box(fill: .white, stroke: .black, name: "card"))
}

/// The card laid out on a 160 × 96 page with a light grey background.
func cardFigure(_ title: String = "Lucid", swatch: Color = Color("#f4a")!, measurer: any TextMeasurer) -> Figure {
    Figure(laying: card(title, swatch: swatch, measurer: measurer), size: CGSize(width: 160, height: 96), background: Color("#eee")!)
}

/// The record mode Lucid's environment asks for (`LUCID_RECORD`, else never on CI, else
/// missing), for swift-snapshot-testing.
var recordFromEnvironment: SnapshotTestingConfiguration.Record {
    .init((try? RecordMode.fromEnvironment()) ?? .never)
}
