import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Opens the files Lucid reads (descriptions, included files, images) only when they are
/// regular files.
///
/// A named pipe opened for reading waits for a writer, possibly forever, and a device can
/// be endless, so each file is opened without blocking and checked before a byte is read:
/// anything but a regular file is an error at once. (Foundation's `FileHandle` and
/// `Data(contentsOf:)` open with a blocking `open`, which is why this is done by hand.)
public enum RegularFile {
    /// Why a file cannot be read, in Lucid's words.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// A handle for reading the regular file at `path`.
    public static func open(_ path: String) throws(Problem) -> FileHandle {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(description: reason(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let problem = Problem(description: reason(errno))
            close(descriptor)
            throw problem
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            throw Problem(description: "not a regular file (\(name(ofKind: kind)))")
        }
        // Regular files never block; reads go on as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Up to `count` bytes from the start of the regular file at `path`.
    public static func read(_ path: String, upTo count: Int) throws(Problem) -> Data {
        let handle = try open(path)
        defer { try? handle.close() }
        do {
            return try handle.read(upToCount: count) ?? Data()
        } catch {
            throw Problem(description: "cannot read file")
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many symbolic links"
        case ENAMETOOLONG: "the path is too long"
        default: "cannot read file"
        }
    }

    private static func name(ofKind kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }
}
