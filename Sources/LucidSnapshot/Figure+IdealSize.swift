import Foundation
import LucidLayout

extension Figure {
    /// Lays `layout` out on a page of `size`, or when `size` is nil on a page of the
    /// layout's ideal size (its answer to an unspecified proposal), as a snapshot of a
    /// layout written in Swift needs no page size of its own.
    public init<L: Layout>(snapshotting layout: L, size: CGSize?) where L.Content == DisplayItem {
        self.init(laying: layout, size: size ?? layout.sizeThatFits(.unspecified))
    }
}
