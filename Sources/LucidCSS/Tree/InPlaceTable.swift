import Foundation

/// The styles of a prepared tree, indexed by node, read in place.
typealias StyleTable = InPlaceTable<CSSStyle>

/// A fixed-size table of values read in place: the styles of a prepared tree, its grid
/// containers' track lists.
///
/// Why not an array: reading one field of an array element (`styles[node].aspectRatio`)
/// copied the whole element (368 bytes for a style, a retain of each of a track list's
/// arrays) wherever the optimiser did not see through it, as in the steps that read an
/// item's aspect-ratio once per item and pass. This subscript hands out the element's
/// address, so reading a field loads that field only. Copy-on-write keeps it a value: the
/// layout clears and restores an aspect-ratio while it measures a box's content, and a copied
/// `CSSLayoutTree` must not see that.
struct InPlaceTable<Element> {
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let count: Int

        init(_ elements: UnsafeBufferPointer<Element>) {
            count = elements.count
            base = .allocate(capacity: max(count, 1))
            if let source = elements.baseAddress { base.initialize(from: source, count: count) }
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    private var storage: Storage

    init(_ elements: [Element] = []) {
        storage = elements.withUnsafeBufferPointer { Storage($0) }
    }

    var count: Int { storage.count }

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < storage.count, "InPlaceTable index out of range")
            return UnsafePointer(storage.base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < storage.count, "InPlaceTable index out of range")
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(UnsafeBufferPointer(start: storage.base, count: storage.count))
            }
            return storage.base + index
        }
    }

    /// The address of an element (a node's style), to read several fields of it in place.
    /// Valid until the table is next changed.
    func address(_ index: Int) -> UnsafePointer<Element> {
        precondition(index >= 0 && index < storage.count, "InPlaceTable index out of range")
        return UnsafePointer(storage.base + index)
    }
}
