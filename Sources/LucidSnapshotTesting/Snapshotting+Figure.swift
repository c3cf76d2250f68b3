import Foundation
import LucidLayout
import LucidRender
import LucidSnapshot
import SnapshotTesting
import LucidComparison

extension Snapshotting where Value == Figure, Format == String {
    /// The figure as an ASCII picture (light box-drawing characters, 8 × 16-point cells),
    /// saved as `.txt` and compared line by line.
    public static var ascii: Snapshotting { .ascii() }

    /// The figure as an ASCII picture in `charset`, with `cellSize` points per character
    /// cell and filled shapes shaded or not. Labels should be measured in cells of the
    /// same size (`SnapshotFormat.ascii(…).measurer`).
    public static func ascii(
        charset: BoxCharset = .light, cellSize: CGSize = CellTextMeasurer.defaultCellSize, shading: Bool = false
    ) -> Snapshotting {
        lucidText(.ascii(charset: charset, cellSize: cellSize, shading: shading))
    }

    /// Every item's kind, name and frame, one per line, saved as `.frames`.
    public static var frames: Snapshotting { lucidText(.frames) }

    /// The figure as SVG, saved as `.svg` and compared as text.
    public static var svg: Snapshotting { lucidText(.svg) }

    /// The figure rendered as the text format `format` (ASCII, frames or SVG).
    static func lucidText(_ format: SnapshotFormat) -> Snapshotting {
        Snapshotting(pathExtension: format.fileExtension, diffing: .lucidText(format.outputFormat)) { figure in
            render(figure, as: format) { String(decoding: $0, as: UTF8.self) }
        }
    }
}

extension Snapshotting where Value == Figure, Format == Data {
    /// The figure as a PNG at one pixel per point, compared as Lucid compares PNGs (see
    /// `Diffing.lucidImage`). Works on Linux, unlike swift-snapshot-testing's image
    /// strategies.
    public static var png: Snapshotting { .png() }

    /// The figure as a PNG at `scale` pixels per point, matching within `tolerance`.
    public static func png(scale: CGFloat = 1, tolerance: ImageTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .lucidImage(tolerance: tolerance)) { figure in
            render(figure, as: .png(scale: scale)) { $0 }
        }
    }
}

/// Renders `figure`. A figure that cannot be rendered (a page of zero size) has no
/// snapshot to save or compare: the error is reported as a test failure and the snapshot
/// never arrives, so `assertSnapshot` also fails (after its timeout) and, above all,
/// records no golden.
private func render<Format>(_ figure: Figure, as format: SnapshotFormat, _ convert: @escaping (Data) -> Format) -> Async<Format> {
    do {
        let data = try format.render(figure)
        return Async(value: convert(data))
    } catch {
        SnapshotIssue.record(
            "Lucid could not render the figure as \(format.fileExtension): \(error)",
            fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        return Async { _ in }
    }
}
