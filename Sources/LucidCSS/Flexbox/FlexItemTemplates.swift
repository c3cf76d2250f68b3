import Foundation

/// The facts of the flex items (`FlexItemFacts`) that `makeItems` makes once and reads after,
/// kept per item position (its index in `childList`).
///
/// An item depends on its own styles, on its container's direction, wrapping and alignment
/// (the same in every pass) and, through its percentages, on the container's percentage base.
/// So an item without percentages has one slot, filled the first time it is made; one with
/// percentages has `keyedSlotCount` slots, each holding the item made for one percentage base
/// and filled in turn (a container is asked about at a few bases per layout: its content
/// width and height unknown, one of them known, both). Items with keyword sizes or an
/// aspect-ratio, which also depend on measuring, have none and are made in every pass.
///
/// A class for storage that stays in place while the engine (a struct) is mutated: items
/// point at their facts here. Copies of an engine laid out on different threads must not
/// write the same slots: `CSSLayoutEngine.clearCache` gives a copy fresh, empty ones.
final class FlexItemTemplates: @unchecked Sendable {
    /// The slots of one item position.
    struct Entry {
        var start: Int32 = 0
        var count: UInt8 = 0
        /// The slot to fill next when none matches (slots are refilled oldest first).
        var next: UInt8 = 0
    }

    /// Whether a slot holds an item, and the percentage base it was made for.
    struct SlotKey {
        var isFilled = false
        var base = OptSize()
    }

    /// Slots for an item with percentages: enough for the bases one layout asks about, which
    /// alternate from pass to pass (measured on the depth-4 benchmark tree: a base asked for
    /// is among the last four of its item 75 % of the time, the last two 47 %, the last one
    /// 20 %; the slots are refilled oldest first, not least recently used).
    static let keyedSlotCount = 4

    private let entries: FactTable<Entry>
    private let keys: FactTable<SlotKey>
    private let facts: FactTable<FlexItemFacts>

    /// Slots for item positions with `slotCounts[k]` each (0, 1 or `keyedSlotCount`).
    init(slotCounts: [Int]) {
        entries = FactTable(repeating: Entry(), count: slotCounts.count)
        var start = 0
        for (k, n) in slotCounts.enumerated() {
            entries[k].pointee = Entry(start: Int32(start), count: UInt8(n))
            start += n
        }
        keys = FactTable(repeating: SlotKey(), count: start)
        facts = FactTable(repeating: FlexItemFacts.blank, count: start)
    }

    /// The same positions and slots, none filled.
    func emptyCopy() -> FlexItemTemplates {
        FlexItemTemplates(slotCounts: (0..<entries.count).map { Int(entries[$0].pointee.count) })
    }

    /// The facts made at position `k` for percentage base `base`, if kept.
    @inline(__always)
    func facts(_ k: Int, base: OptSize) -> UnsafePointer<FlexItemFacts>? {
        let entry = entries[k].pointee
        if entry.count == 0 { return nil }
        let start = Int(entry.start)
        if entry.count == 1 { return keys[start].pointee.isFilled ? UnsafePointer(facts[start]) : nil }
        for s in start..<start + Int(entry.count) {
            let key = keys[s]
            if key.pointee.isFilled && key.pointee.base.isIdentical(to: base) { return UnsafePointer(facts[s]) }
        }
        return nil
    }

    /// Keeps `made`, made at position `k` for percentage base `base`, and returns where it is
    /// kept (nil when the position keeps none).
    func keep(_ made: FlexItemFacts, at k: Int, base: OptSize) -> UnsafePointer<FlexItemFacts>? {
        let entry = entries[k]
        let count = Int(entry.pointee.count)
        if count == 0 { return nil }
        let s = Int(entry.pointee.start) + Int(entry.pointee.next)
        keys[s].pointee = SlotKey(isFilled: true, base: base)
        facts[s].pointee = made
        entry.pointee.next = UInt8((Int(entry.pointee.next) + 1) % count)
        return UnsafePointer(facts[s])
    }
}
