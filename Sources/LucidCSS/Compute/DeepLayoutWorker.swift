import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the current thread's stack ends, so a deep recursion can tell when to continue on a
/// thread with more stack (`CSSLayoutEngine.compute` does, rather than overflowing).
///
/// Written by hand: neither Foundation nor a package on this machine reports a thread's stack
/// bounds. They come from pthreads; on Linux from `pthread_getattr_np`, a GNU extension that
/// Swift's Glibc module does not declare, so it is looked up by name (a C target would do,
/// but then every client compiling against LucidLayout would need its module map).
enum ThreadStack {
    /// Per thread, the lowest usable address of its stack, kept as a thread-specific value
    /// (finding it for the main thread reads /proc/self/maps, far too slow for every layout).
    private static let lowerBoundKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    #if canImport(Glibc)
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np").map { unsafeBitCast($0, to: GetAttributes.self) }
    #endif

    /// The address below which fewer than `reserve` bytes of the current thread's stack are
    /// left (stacks grow down). 0 when the bounds cannot be found: never treated as low.
    static func limit(reserve: UInt) -> UInt {
        let low = lowerBound()
        return low == 0 ? 0 : low + reserve
    }

    /// An address in the caller's stack frame.
    @inline(__always)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    private static func lowerBound() -> UInt {
        if let stored = pthread_getspecific(lowerBoundKey) { return UInt(bitPattern: stored) }
        var low: UInt = 0
        #if canImport(Glibc)
        var attributes = pthread_attr_t()
        if let getAttributes, getAttributes(pthread_self(), &attributes) == 0 {
            var address: UnsafeMutableRawPointer? = nil
            var size = 0
            if pthread_attr_getstack(&attributes, &address, &size) == 0, let address { low = UInt(bitPattern: address) }
            pthread_attr_destroy(&attributes)
        }
        #elseif canImport(Darwin)
        let thread = pthread_self()
        low = UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
        #endif
        if low != 0 { pthread_setspecific(lowerBoundKey, UnsafeRawPointer(bitPattern: low)) }
        return low
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
