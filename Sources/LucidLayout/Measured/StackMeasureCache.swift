import Foundation

/// Remembers a stack's child sizes (and, with baseline alignment, their baselines)
/// for its last few proposals.
///
/// A stack is measured several times in one layout pass (its parent probes its
/// minimum and maximum, then offers the real size, then lays it out). Without a
/// memory, nested stacks re-measure their subtrees at every level, and the cost
/// grows exponentially with depth. The cache is an invisible memo of a pure
/// function: the stack replaces it whenever its children or settings change, so
/// copies of a stack never see each other's results go stale. It is guarded by a
/// lock because copies sharing it may be measured on different threads.
@usableFromInline
final class StackMeasureCache: @unchecked Sendable {
    @usableFromInline
    struct Entry {
        @usableFromInline var proposal: ProposedSize
        @usableFromInline var measurement: StackMeasurement

        @usableFromInline
        init(proposal: ProposedSize, measurement: StackMeasurement) {
            self.proposal = proposal
            self.measurement = measurement
        }
    }

    /// How many proposals are remembered. A nested stack sees each axis offered
    /// zero, infinity and one or two real lengths, so up to about 16 combinations.
    @usableFromInline static let capacity = 16

    @usableFromInline let lock = NSLock()
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var next = 0

    @usableFromInline
    init() {}

    /// The remembered measurement for `proposal`, if any.
    @inlinable
    func measurement(for proposal: ProposedSize) -> StackMeasurement? {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries where entry.proposal == proposal { return entry.measurement }
        return nil
    }

    /// Remembers `measurement` for `proposal`, replacing the oldest entry when full.
    @inlinable
    func store(_ measurement: StackMeasurement, for proposal: ProposedSize) {
        lock.lock()
        defer { lock.unlock() }
        let entry = Entry(proposal: proposal, measurement: measurement)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}

/// A stack's children measured for one proposal: their sizes and, with baseline
/// alignment, their first baselines at those sizes (nil for a child without text).
@usableFromInline
struct StackMeasurement {
    @usableFromInline var sizes: [CGSize]
    @usableFromInline var baselines: [CGFloat?]?

    @usableFromInline
    init(sizes: [CGSize], baselines: [CGFloat?]?) {
        self.sizes = sizes
        self.baselines = baselines
    }
}
