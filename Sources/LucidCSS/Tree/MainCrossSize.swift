import Foundation

extension CGSize {
    /// A size given along a flex container's main and cross axes (`isRow`: the main axis
    /// is horizontal).
    @inline(__always)
    init(main: CGFloat, cross: CGFloat, isRow: Bool) {
        self = isRow ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
