import CThreadStack
import Foundation

/// Where the current thread's stack ends, so a deep recursion can tell when to continue on a
/// thread with more stack (`FlexLayoutEngine.compute` does, rather than overflowing).
enum ThreadStack {
    /// The address below which fewer than `reserve` bytes of the current thread's stack are
    /// left (stacks grow down). 0 when the bounds cannot be found: never treated as low.
    static func limit(reserve: UInt) -> UInt {
        let low = UInt(lucid_thread_stack_lower_bound())
        return low == 0 ? 0 : low + reserve
    }

    /// An address in the caller's stack frame.
    @inline(__always)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}

/// A long-lived thread with a large stack that lays out deep trees, so repeated layouts do
/// not pay for a new thread and for faulting in a fresh stack every time. One layout runs on
/// it at a time; a caller that finds it busy (or too small) gets a thread of its own.
final class DeepLayoutWorker: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: DeepLayoutWorker?

    private let stackSize: Int
    private let condition = NSCondition()
    private var job: (() -> Void)?
    private var busy = false

    private init(stackSize: Int) {
        self.stackSize = stackSize
        let thread = Thread { self.loop() }  // the thread keeps its worker alive
        thread.stackSize = stackSize
        thread.start()
    }

    private func loop() {
        while true {
            condition.lock()
            while job == nil { condition.wait() }
            let work = job!
            condition.unlock()
            work()
            condition.lock()
            job = nil
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Runs `work` on a thread with at least `stackSize` bytes of stack and waits for it.
    static func run(stackSize: Int, _ work: @escaping () -> Void) {
        lock.lock()
        var worker = shared
        if worker == nil || worker!.stackSize < stackSize || worker!.busy {
            if worker != nil && worker!.busy {
                worker = nil
            } else {
                // Replaces a too-small idle worker (its thread stays parked; this is rare).
                worker = DeepLayoutWorker(stackSize: max(stackSize, 64 << 20))
                shared = worker
            }
        }
        worker?.busy = true
        lock.unlock()

        guard let worker else {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return
        }
        worker.condition.lock()
        worker.job = work
        worker.condition.broadcast()
        while worker.job != nil { worker.condition.wait() }
        worker.condition.unlock()
        lock.lock()
        worker.busy = false
        lock.unlock()
    }
}
