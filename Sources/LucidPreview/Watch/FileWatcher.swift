import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when any of a set of files changes, through Linux's inotify.
///
/// It watches the folders that hold the files, not the files: an editor that saves by
/// writing a new file and renaming it over the old one (vim, many IDEs) replaces the
/// inode a file watch would follow, while the folder sees the rename. Events arriving
/// close together (a save is often several: truncate, write, close, rename) are
/// debounced into one call of `onChange`, made on the watcher's own thread.
///
/// Foundation on Linux has no file-system events API and no library on this machine
/// wraps inotify, so this is written against the C calls directly.
public final class FileWatcher: @unchecked Sendable {
    /// How long after the last event the change is reported.
    public static let debounce: Duration = .milliseconds(25)

    private let descriptor: Int32
    private let onChange: @Sendable () -> Void
    private let lock = NSLock()
    /// Watched folders by watch descriptor, and the file names wanted in each.
    private var folders: [Int32: String] = [:]
    private var names: [String: Set<String>] = [:]
    private var stopped = false
    private var thread: Thread?

    /// Starts watching nothing yet; call `watch(_:)` with the files.
    public init(onChange: @escaping @Sendable () -> Void) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatchError(message: "cannot watch files: inotify_init1 failed (\(String(cString: strerror(errno))))") }
        self.onChange = onChange
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "lucid-file-watcher"
        self.thread = thread
        thread.start()
    }

    deinit {
        close(descriptor)
    }

    /// Watches exactly `files` (absolute or relative paths) from now on.
    public func watch(_ files: [String]) {
        var wanted: [String: Set<String>] = [:]
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            wanted[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
        }
        lock.lock()
        defer { lock.unlock() }
        for (descriptorOfFolder, folder) in folders where wanted[folder] == nil {
            inotify_rm_watch(descriptor, descriptorOfFolder)
            folders[descriptorOfFolder] = nil
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
        for folder in wanted.keys where !folders.values.contains(folder) {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { folders[watch] = folder }
        }
        names = wanted
    }

    /// Stops the watcher thread; no more calls of `onChange` follow once it returns.
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Waits for events, and once one concerns a watched file, for a quiet
    /// `debounce`, then reports.
    private func run() {
        var pending = false
        let debounceMilliseconds = Int32(Self.debounce.components.attoseconds / 1_000_000_000_000_000)
        while !isStopped {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, pending ? debounceMilliseconds : 100)
            if ready > 0 {
                if readEvents() { pending = true }
            } else if ready == 0, pending {
                pending = false
                if !isStopped { onChange() }
            }
        }
    }

    /// Reads what is queued; true when an event names a watched file.
    private func readEvents() -> Bool {
        var relevant = false
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            var offset = 0
            lock.lock()
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                if let folder = folders[event.wd], names[folder]?.contains(name) == true {
                    relevant = true
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
            lock.unlock()
        }
        return relevant
    }
}

/// The watcher could not be set up.
public struct WatchError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
