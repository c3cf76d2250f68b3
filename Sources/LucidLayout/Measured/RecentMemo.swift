import Foundation

/// Remembers the results of a pure function for its last few arguments.
///
/// Layouts are measured many times in one pass (a parent probes a child's minimum
/// and maximum, then offers the real size, then lays it out); without a memory,
/// nested layouts re-measure their subtrees at every level. The memo is invisible:
/// its owner replaces it whenever its inputs change, so copies of a layout never see
/// each other's results go stale, and a lock guards it for copies measured on other
/// threads.
@usableFromInline
final class RecentMemo<Key: Equatable, Value>: @unchecked Sendable {
    @usableFromInline let capacity: Int
    @usableFromInline let lock = NSLock()
    @usableFromInline var entries: [(key: Key, value: Value)] = []
    @usableFromInline var next = 0

    @usableFromInline
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The remembered value for `key`, if any.
    @inlinable
    func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// Remembers `value` for `key`, replacing the oldest entry when full. (Two threads
    /// that computed the same key store it once.)
    @inlinable
    func store(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        guard !entries.contains(where: { $0.key == key }) else { return }
        if entries.count < capacity {
            entries.append((key, value))
        } else {
            entries[next] = (key, value)
            next = (next + 1) % capacity
        }
    }

    /// The value for `key`, computed by `compute` (outside the lock) when not remembered.
    @inlinable
    func value(for key: Key, _ compute: () -> Value) -> Value {
        if let known = value(for: key) { return known }
        let value = compute()
        store(value, for: key)
        return value
    }
}
