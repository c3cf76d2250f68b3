import Foundation
import LucidLayout
#if canImport(Glibc)
import Glibc
#endif

/// A file the servers may hand out: one inside a given folder once every symbolic link on
/// its path is followed, and a regular file. A link in the description's folder that points
/// elsewhere (`assets -> /etc`) is not served.
enum ContainedFile {
    /// The largest file served (the description's images are at most 25 million pixels).
    static let maximumSize = 256 * 1024 * 1024

    /// The real path of `path` when it lies inside the real path of `folder`.
    static func resolve(_ path: String, inside folder: String) -> String? {
        guard let realFolder = realPath(folder), let realFile = realPath(path) else { return nil }
        let prefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
        return realFile.hasPrefix(prefix) ? realFile : nil
    }

    /// The bytes of `path` if it lies inside `folder` and is a regular file.
    static func read(_ path: String, inside folder: String) -> Data? {
        guard let file = resolve(path, inside: folder) else { return nil }
        return try? RegularFile.read(file, upTo: maximumSize)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
