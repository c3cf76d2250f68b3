import Foundation

/// Writes an output or golden file so that readers see either the old file or the whole new one,
/// never a partial write: the bytes go to a temporary file in the same folder, then a
/// rename replaces the target. A failed run leaves no temporary file behind.
///
/// What the path names is respected: through a symbolic link the file it points to is
/// replaced (the link stays), an existing file keeps its permissions, and a path that
/// is not a regular file (a pipe, `/dev/stdout`) is written to directly.
public enum AtomicFile {
    /// Why an output could not be written, in words for the user.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    public static func write(_ data: Data, to path: String) throws {
        // stat follows links, so a link to a pipe (like /dev/stdout) counts as a pipe.
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && (status.st_mode & S_IFMT) != S_IFREG {
            // A pipe or device: there is nothing to replace, only something to write to.
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw WriteError(path: path, reason: "it is not a regular file and cannot be opened for writing")
            }
            defer { try? handle.close() }
            do { try handle.write(contentsOf: data) } catch { throw WriteError(path: path, reason: describe(error)) }
            return
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "its folder cannot be created (\(describe(error)))")
        }
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            if exists { chmod(temporary.path, status.st_mode & 0o7777) }
            guard rename(temporary.path, target.path) == 0 else {
                throw WriteError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch let error as WriteError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: describe(error))
        }
    }

    /// A short reason from a Foundation error, without its internal dump.
    private static func describe(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(code)) {
            return String(cString: reason)
        }
        return (error as NSError).localizedDescription
    }
}
