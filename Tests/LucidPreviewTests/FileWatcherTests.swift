import Foundation
import LucidPreview
import XCTest

/// inotify through `FileWatcher`: plain writes, editors' save-by-rename, files appearing,
/// and silence for files nobody watches.
final class FileWatcherTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        let changed = DispatchSemaphore(value: 0)
        func hit() {
            lock.withLock { value += 1 }
            changed.signal()
        }
        var count: Int { lock.withLock { value } }
    }

    private func waitForChange(_ counter: Counter, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(counter.changed.wait(timeout: .now() + 10), .success, message, file: file, line: line)
    }

    func testWritesRenamesAndCreationAreSeenOncePerSave() throws {
        let fixture = try PreviewFixture(for: self)
        let counter = Counter()
        let watcher = try FileWatcher { counter.hit() }
        defer { watcher.stop() }
        let include = fixture.folder.appendingPathComponent("later.yaml")
        watcher.watch([fixture.description.path, include.path])

        // In place (truncate and write), as `echo >` or some editors do.
        let handle = try FileHandle(forWritingTo: fixture.description)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("layout: { kind: box }\n".utf8))
        try handle.close()
        waitForChange(counter, "an in-place write")

        // Save by rename: a new inode takes the name.
        try fixture.save("layout: { kind: ellipse }\n")
        waitForChange(counter, "a save by rename")

        // A watched file that did not exist yet appears.
        try Data("components: {}\n".utf8).write(to: include)
        waitForChange(counter, "a watched file created")

        // Others in the same folder are ignored.
        Thread.sleep(forTimeInterval: 0.2)
        let before = counter.count
        try Data("x".utf8).write(to: fixture.folder.appendingPathComponent("notes.txt"), options: .atomic)
        try Data("y".utf8).write(to: fixture.folder.appendingPathComponent("assets/shark.png"))
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(counter.count, before)
    }

    func testWatchingAnotherSetDropsTheOldOne() throws {
        let fixture = try PreviewFixture(for: self)
        let counter = Counter()
        let watcher = try FileWatcher { counter.hit() }
        defer { watcher.stop() }
        watcher.watch([fixture.description.path])
        watcher.watch([fixture.image.path])
        try fixture.save("layout: { kind: box }\n")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(counter.count, 0)
        try Data("png?".utf8).write(to: fixture.image, options: .atomic)
        waitForChange(counter, "the newly watched image")
    }
}
