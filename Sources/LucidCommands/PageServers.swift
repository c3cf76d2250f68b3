import Foundation
import LucidPreview

/// A web page being served (`preview --serve`, `review --serve`): its address, and how to
/// stop it.
public protocol ServedPage: Sendable {
    var url: URL { get async }
    func stop() async
}

/// The web servers, installed by the `lucid-serve` executable.
///
/// `lucid` itself has none, so that no command it runs loads the HTTP library (and
/// through it Foundation's networking and libcurl, 17 shared libraries whose loading was
/// half of a `lucid render`'s start-up); when asked to serve it replaces itself with
/// `lucid-serve`, found beside it, with the same arguments.
public enum PageServers {
    /// Serves a preview session on 127.0.0.1 at a port (0: any free one).
    nonisolated(unsafe) public static var preview: (@Sendable (PreviewSession, UInt16) async throws -> any ServedPage)?
    /// Serves the review of a check's artifacts folder on 127.0.0.1 at a port.
    nonisolated(unsafe) public static var review: (@Sendable (String, UInt16) async throws -> any ServedPage)?

    /// The executable that serves, beside the running one (symbolic links followed).
    static var serveExecutable: String {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        return URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("lucid-serve").path
    }

    /// Replaces this process with `lucid-serve` and the same arguments; returns only with
    /// the reason it could not.
    static func handOver() -> ServeStartError {
        let path = serveExecutable
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return ServeStartError("serving needs lucid-serve beside lucid, and \(path) is missing: build it with 'swift build -c release --product lucid-serve' (make build does)")
        }
        fflush(stdout)
        fflush(stderr)
        var arguments = CommandLine.arguments
        arguments[0] = path
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        return ServeStartError("cannot run \(path): \(String(cString: strerror(errno)))")
    }
}

/// Why a page could not be served.
struct ServeStartError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
