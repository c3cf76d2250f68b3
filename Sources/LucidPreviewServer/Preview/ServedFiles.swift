import Foundation
import LucidPreview

/// The only files the preview server hands out besides the page itself: the files the
/// description uses (images, includes), each under `/files/` followed by its path
/// relative to the description's folder.
///
/// A request is answered only when its (percent-decoded) path is exactly one of these
/// names, so `..`, absolute paths and their encoded forms can never name another file:
/// they simply are not on the list. And a name on the list is served only while the file,
/// every symbolic link followed, is still inside the folder and a regular file
/// (`ContainedFile`).
struct ServedFiles {
    /// URL path (e.g. `/files/images/logo.png`) → file on disk.
    private(set) var byURLPath: [String: String] = [:]
    /// The description's folder.
    let folder: String

    init(description file: String, usedFiles: [String]) {
        folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for used in usedFiles {
            let path = URL(fileURLWithPath: used).standardizedFileURL.path
            // Files outside the description's folder are watched but not served.
            guard path.hasPrefix(prefix) else { continue }
            byURLPath["/files/" + path.dropFirst(prefix.count)] = path
        }
    }

    /// The file named by a request's decoded path, if it is one of the list.
    func file(for urlPath: String) -> String? {
        byURLPath[urlPath]
    }

    /// The bytes to send for a request's decoded path, if it names a listed file that is
    /// still inside the folder.
    func contents(for urlPath: String) -> Data? {
        file(for: urlPath).flatMap { ContainedFile.read($0, inside: folder) }
    }
}
