import NIOConcurrencyHelpers

/// Counts what is open at once (connections, event streams) against a cap; shared by the
/// event loops, so the count is kept under a lock.
final class ConnectionGate: Sendable {
    let capacity: Int
    private let open = NIOLockedValueBox(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes a place and returns true, or returns false when all are taken.
    func enter() -> Bool {
        open.withLockedValue { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
    }

    /// Gives back a place taken by `enter`.
    func leave() {
        open.withLockedValue { $0 -= 1 }
    }

    /// How many places are taken now.
    var count: Int { open.withLockedValue { $0 } }
}

/// A place taken in a `ConnectionGate`, given back when the last reference to it goes, so a
/// response that is dropped before its body runs cannot keep its place forever.
final class GatePlace: Sendable {
    private let gate: ConnectionGate

    /// Takes a place in `gate`, or nil when all are taken.
    init?(in gate: ConnectionGate) {
        guard gate.enter() else { return nil }
        self.gate = gate
    }

    deinit { gate.leave() }
}
