import Foundation
import LucidLayout
import LucidRender
import LucidSnapshot
import SnapshotTesting
import LucidComparison

/// Strategies for a layout written in Swift: it is laid out at `size`, or at its ideal
/// size when `size` is nil, then snapshotted as a `Figure`.
extension Snapshotting where Value: Layout, Value.Content == DisplayItem, Format == String {
    /// The layout at its ideal size as an ASCII picture.
    public static var ascii: Snapshotting { .ascii() }

    public static func ascii(
        size: CGSize? = nil, charset: BoxCharset = .light, cellSize: CGSize = CellTextMeasurer.defaultCellSize,
        shading: Bool = false
    ) -> Snapshotting {
        Snapshotting<Figure, String>.ascii(charset: charset, cellSize: cellSize, shading: shading).laying(at: size)
    }

    /// The layout at its ideal size as frames: its items' kinds, names and frames.
    public static var frames: Snapshotting { .frames() }

    public static func frames(size: CGSize? = nil) -> Snapshotting {
        Snapshotting<Figure, String>.frames.laying(at: size)
    }

    /// The layout at its ideal size as SVG text.
    public static var svg: Snapshotting { .svg() }

    public static func svg(size: CGSize? = nil) -> Snapshotting {
        Snapshotting<Figure, String>.svg.laying(at: size)
    }
}

extension Snapshotting where Value: Layout, Value.Content == DisplayItem, Format == Data {
    /// The layout at its ideal size as a PNG at one pixel per point.
    public static var png: Snapshotting { .png() }

    public static func png(size: CGSize? = nil, scale: CGFloat = 1, tolerance: ImageTolerance = .default) -> Snapshotting {
        Snapshotting<Figure, Data>.png(scale: scale, tolerance: tolerance).laying(at: size)
    }
}

extension Snapshotting where Value == Figure {
    /// This figure strategy pulled back to layouts laid out at `size` (nil: ideal size).
    fileprivate func laying<L: Layout>(at size: CGSize?) -> Snapshotting<L, Format> where L.Content == DisplayItem {
        pullback { layout in Figure(snapshotting: layout, size: size) }
    }
}
