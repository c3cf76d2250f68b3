import Foundation

/// The item and line arrays the flex pass borrows and returns, so a layout allocates them
/// once per nesting level rather than once per container and question.
extension CSSLayoutEngine {
    /// An item array with room for `capacity` items (a reused one when available). It may
    /// still hold another container's items: the caller overwrites them and trims the rest
    /// (emptying it on return cost more than the items themselves in small containers).
    mutating func takeItemBuffer(capacity: Int) -> [FlexItem] {
        var items = itemBuffers.popLast() ?? []
        items.reserveCapacity(capacity)
        return items
    }

    /// A line array holding the one line `0..<count` (none when `count` is 0), reusing a
    /// kept array when there is one.
    mutating func singleLine(count: Int) -> [FlexLine] {
        var lines = lineBuffers.popLast() ?? []
        if count == 0 {
            if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
        } else if lines.isEmpty {
            lines.append(FlexLine(range: 0..<count))
        } else {
            lines[0] = FlexLine(range: 0..<count)
            if lines.count > 1 { lines.removeSubrange(1...) }
        }
        return lines
    }

    /// Returns a line array to the pool.
    mutating func recycleLineBuffer(_ lines: inout [FlexLine]) {
        lineBuffers.append(lines)
        lines = []
    }

    /// Returns an item array to the pool (its storage and stale items kept for reuse).
    mutating func recycleItemBuffer(_ items: inout [FlexItem]) {
        itemBuffers.append(items)
        items = []
    }
}
