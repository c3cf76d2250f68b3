import Foundation

/// One remembered size, computed on first use: an invisible memo of a pure function.
/// The owning layout replaces it whenever the inputs change, so copies of the layout
/// never see a stale value; a lock guards it for copies measured on other threads.
final class SizeMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: CGSize?

    /// The remembered size, or `compute()`'s result, remembered.
    func value(_ compute: () -> CGSize) -> CGSize {
        lock.lock()
        if let stored {
            lock.unlock()
            return stored
        }
        lock.unlock()
        let size = compute()
        lock.lock()
        stored = size
        lock.unlock()
        return size
    }
}
