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

    /// Gives the table storage of its own, if another copy shares it: done before a layout,
    /// so that `setInPlace` never writes where another copy reads.
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(UnsafeBufferPointer(start: storage.base, count: storage.count))
        }
    }

    /// Writes an element where it is, whoever else holds the storage: for a change the caller
    /// undoes before anything outside it reads the table (the layout takes an aspect-ratio off
    /// a style while it measures the box's content). Unlike the subscript's setter, it never
    /// moves the table: a copy of the engine made meanwhile (as the receiver of a call, say)
    /// would otherwise take the old storage with it when it goes, and with it every address
    /// handed out by `address(_:)` to the callers up the stack.
    func setInPlace(_ index: Int, _ update: (inout Element) -> Void) {
        precondition(index >= 0 && index < storage.count, "InPlaceTable index out of range")
        update(&storage.base[index])
    }

    /// The address of an element (a node's style), to read several fields of it in place.
    /// Valid until the table is next changed.
    func address(_ index: Int) -> UnsafePointer<Element> {
        precondition(index >= 0 && index < storage.count, "InPlaceTable index out of range")
        return UnsafePointer(storage.base + index)
    }
}
