import Foundation

/// A fixed-size table of values read in place through pointers: filled while a tree is
/// prepared (or, for kept flex items, the first time a layout needs an entry), then only read.
///
/// Why not an array: the flex pass reads structs of 100–400 bytes per node (item templates,
/// replay facts) many times per layout, and reading an array element out of the engine (a struct that
/// the pass keeps mutating) copied it each time; a pointer into storage no layout writes to
/// reads just the fields used.
final class FactTable<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    /// A table of `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The entry at `index` (bounds-checked), to read in place or, while preparing, to write.
    @inline(__always)
    subscript(index: Int) -> UnsafeMutablePointer<Element> {
        precondition(index >= 0 && index < count, "FactTable index out of range")
        return base + index
    }
}
