import Foundation
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Numbers the unnamed snapshots of one test, 1, 2, 3…, so each gets its own golden.
///
/// Counts are kept per test and golden folder. Under XCTest they start again with every
/// test case (an observer resets them, as swift-snapshot-testing does, so a repeated
/// run finds the same goldens); under Swift Testing the key includes the running test's
/// id. A parameterised test runs under one id for all its arguments, so its snapshots
/// need names (`named:`).
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()

    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    /// The next number for `key`, from 1.
    func next(for key: String) -> Int {
        Self.observeTestCases()
        lock.lock()
        defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }

    func reset() {
        lock.lock()
        defer { lock.unlock() }
        counts.removeAll()
    }

    /// The key for the snapshots of `testName` whose goldens are in `folder`.
    static func key(folder: String, testName: String) -> String {
        #if canImport(Testing)
            if let test = Test.current { return "\(test.id)|\(folder)|\(testName)" }
        #endif
        return "\(folder)|\(testName)"
    }

    private static let observer: Void = {
        let register = { XCTestObservationCenter.shared.addTestObserver(CounterReset()) }
        if Thread.isMainThread { register() } else { DispatchQueue.main.sync(execute: register) }
    }()

    /// Registers the XCTest observer once, when an XCTest test takes its first snapshot.
    private static func observeTestCases() {
        #if canImport(Testing)
            guard Test.current == nil else { return }
        #endif
        _ = observer
    }

    /// Resets the XCTest counts after every test case.
    private final class CounterReset: NSObject, XCTestObservation {
        func testCaseDidFinish(_ testCase: XCTestCase) { SnapshotCounter.shared.reset() }
    }
}
