import Foundation

/// A size whose dimensions may be unknown.
struct OptSize: Hashable {
    // Stored unboxed (`OptLength`: an unknown dimension is a NaN), which halves the size of
    // this and of every struct holding it; reads and writes go through optionals as before.
    private var storedWidth: OptLength
    private var storedHeight: OptLength

    @inline(__always) var width: CGFloat? {
        get { storedWidth.value }
        set { storedWidth.value = newValue }
    }
    @inline(__always) var height: CGFloat? {
        get { storedHeight.value }
        set { storedHeight.value = newValue }
    }

    @inline(__always) init(width: CGFloat? = nil, height: CGFloat? = nil) {
        storedWidth = OptLength(width)
        storedHeight = OptLength(height)
    }

    /// Whether both dimensions are the same bit for bit (unknown alike, and 0 apart from -0):
    /// what a cache of results computed from a size must compare.
    @inline(__always) func isIdentical(to other: OptSize) -> Bool {
        storedWidth.isIdentical(to: other.storedWidth) && storedHeight.isIdentical(to: other.storedHeight)
    }

    static func == (a: OptSize, b: OptSize) -> Bool { a.width == b.width && a.height == b.height }
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    init(main: CGFloat?, cross: CGFloat?, isRow: Bool) {
        self = isRow ? OptSize(width: main, height: cross) : OptSize(width: cross, height: main)
    }

    @inline(__always) func main(_ isRow: Bool) -> CGFloat? { isRow ? width : height }
    @inline(__always) func cross(_ isRow: Bool) -> CGFloat? { isRow ? height : width }

    @inline(__always) func or(_ other: OptSize) -> OptSize {
        OptSize(storedWidth: storedWidth.or(other.storedWidth), storedHeight: storedHeight.or(other.storedHeight))
    }

    /// Each known dimension within `min` and `max` where known (`min` wins), as
    /// `CGFloat?.clamped` per axis.
    @inline(__always) func clamped(min: OptSize, max: OptSize) -> OptSize {
        OptSize(
            storedWidth: storedWidth.clamped(min: min.storedWidth, max: max.storedWidth),
            storedHeight: storedHeight.clamped(min: min.storedHeight, max: max.storedHeight))
    }

    @inline(__always) private init(storedWidth: OptLength, storedHeight: OptLength) {
        self.storedWidth = storedWidth
        self.storedHeight = storedHeight
    }

    /// Fills an unknown dimension from the other through `ratio` (width / height), applied to
    /// the box that `adjustment` (padding and border for content-box sizing) is removed from.
    /// Neither side is smaller than its `paddingBorder` (Chromium's `InlineSizeFromAspectRatio`
    /// and `BlockSizeFromAspectRatio`: the known side is at least its padding and border before
    /// it transfers, and with border-box sizing the result is floored the same way).
    func applyingAspectRatio(_ ratio: CGFloat?, adjustment: CGSize, paddingBorder: CGSize) -> OptSize {
        guard let ratio, ratio > 0 else { return self }
        switch (width, height) {
        case (nil, let h?):
            let h = Swift.max(h, paddingBorder.height)
            return OptSize(width: Swift.max(AspectRatioTransfer.width(fromHeight: h, ratio: ratio, adjustment: adjustment), paddingBorder.width), height: h)
        case (let w?, nil):
            let w = Swift.max(w, paddingBorder.width)
            return OptSize(width: w, height: Swift.max(AspectRatioTransfer.height(fromWidth: w, ratio: ratio, adjustment: adjustment), paddingBorder.height))
        default: return self
        }
    }
}
