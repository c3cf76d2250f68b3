import Foundation
import LucidPreview

/// The only files the preview server hands out besides the page itself: the files the
/// description uses (images, includes), each under `/files/` followed by its path
/// relative to the description's folder.
///
/// A request is answered only when its path is exactly one of these names, so `..`,
/// absolute paths and their percent-encoded forms (which FlyingFox decodes and
/// normalises before we see them) can never reach another file: they simply are not
/// on the list.
struct ServedFiles {
    /// URL path (e.g. `/files/images/logo.png`) → file on disk.
    private(set) var byURLPath: [String: String] = [:]

    init(description file: String, usedFiles: [String]) {
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for used in usedFiles {
            let path = URL(fileURLWithPath: used).standardizedFileURL.path
            // Files outside the description's folder are watched but not served.
            guard path.hasPrefix(prefix) else { continue }
            byURLPath["/files/" + path.dropFirst(prefix.count)] = path
        }
    }

    /// The file to send for a request's (decoded, normalised) path, if it is one.
    func file(for urlPath: String) -> String? {
        byURLPath[urlPath]
    }
}
