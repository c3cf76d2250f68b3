import Foundation

/// The styles of a prepared tree, indexed by node, read in place.
///
/// Why not an array: reading one field of an array element (`styles[node].aspectRatio`)
/// copied the whole style (368 bytes) wherever the optimiser did not see through it, as in
/// the steps that read an item's aspect-ratio once per item and pass. This subscript hands
/// out the element's address, so reading a field loads that field only. Copy-on-write keeps
/// it a value: the layout clears and restores an aspect-ratio while it measures a box's
/// content, and a copied `CSSLayoutTree` must not see that.
struct StyleTable {
    private final class Storage {
        let base: UnsafeMutablePointer<CSSStyle>
        let count: Int

        init(_ styles: UnsafeBufferPointer<CSSStyle>) {
            count = styles.count
            base = .allocate(capacity: max(count, 1))
            if let source = styles.baseAddress { base.initialize(from: source, count: count) }
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    private var storage: Storage

    init(_ styles: [CSSStyle] = []) {
        storage = styles.withUnsafeBufferPointer { Storage($0) }
    }

    var count: Int { storage.count }

    subscript(index: Int) -> CSSStyle {
        unsafeAddress {
            precondition(index >= 0 && index < storage.count, "StyleTable index out of range")
            return UnsafePointer(storage.base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < storage.count, "StyleTable index out of range")
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(UnsafeBufferPointer(start: storage.base, count: storage.count))
            }
            return storage.base + index
        }
    }

    /// The address of a node's style, to read several fields of it in place. Valid until the
    /// table is next changed.
    func address(_ index: Int) -> UnsafePointer<CSSStyle> {
        precondition(index >= 0 && index < storage.count, "StyleTable index out of range")
        return UnsafePointer(storage.base + index)
    }
}
