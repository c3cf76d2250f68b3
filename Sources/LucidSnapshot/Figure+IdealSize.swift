import Foundation
import LucidLayout

extension Figure {
    /// Lays `layout` out on a page of `size`, or when `size` is nil on a page fitted to the
    /// layout's ideal size (`FigurePage`, as a description's canvas without width and
    /// height), as a snapshot of a layout written in Swift needs no page size of its own.
    public init<L: Layout>(snapshotting layout: L, size: CGSize?) where L.Content == DisplayItem {
        self = FigurePage(width: size?.width, height: size?.height).figure(laying: layout)
    }
}
