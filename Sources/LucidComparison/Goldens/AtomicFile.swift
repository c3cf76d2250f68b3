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
            throw WriteError(path: path, reason: "its folder cannot be created (\(fileInTheWay(of: (path as NSString).deletingLastPathComponent) ?? describe(error)))")
        }
        let temporary = folder.appendingPathComponent(temporaryName(for: target.lastPathComponent, process: ProcessInfo.processInfo.processIdentifier))
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

    /// The temporary file a write to `name` goes through first: `.NAME.PID.tmp`.
    static func temporaryName(for name: String, process: Int32) -> String { ".\(name).\(process).tmp" }

    /// Removes the temporary files of writes whose process is gone (killed mid-write:
    /// a finished or failed write removes its own) from `folder` and the folders in it,
    /// and returns their paths. Files of processes still running are left alone.
    @discardableResult
    public static func removeStaleTemporaryFiles(in folder: String) -> [String] {
        guard let names = FileManager.default.enumerator(atPath: folder) else { return [] }
        var removed: [String] = []
        for case let relative as String in names {
            let name = (relative as NSString).lastPathComponent
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { continue }
            let parts = name.dropLast(4).split(separator: ".")
            guard parts.count >= 2, let process = Int32(parts.last!), process > 0 else { continue }
            // kill with signal 0 only asks whether the process exists.
            guard kill(process, 0) != 0 && errno == ESRCH else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed.sorted()
    }

    /// "'a/b' is a file", when a file stands where one of `folder`'s folders must be.
    private static func fileInTheWay(of folder: String) -> String? {
        var path = folder
        while !path.isEmpty, path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : "'\(path)' is a file"
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// A short reason from a Foundation error, without its internal dump.
    public static func describe(_ error: Error) -> String {
        if let error = error as? WriteError { return error.description }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteFileExists: return "a file of that name is in the way"
            case .fileWriteOutOfSpace: return "no space left on the device"
            case .fileWriteVolumeReadOnly: return "the file system is read-only"
            default: break
            }
        }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(code)) {
            return String(cString: reason)
        }
        return (error as NSError).localizedDescription
    }
}
