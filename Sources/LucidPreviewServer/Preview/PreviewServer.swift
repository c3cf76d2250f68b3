import FlyingFox
import FlyingSocks
import Foundation
import LucidPreview

/// `lucid preview --serve`: a FlyingFox HTTP server on 127.0.0.1 only, showing a
/// `PreviewSession` live in the browser (see `PreviewHTTPHandler` for what it serves).
public final class PreviewServer: Sendable {
    public let session: PreviewSession
    private let server: HTTPServer
    private let running: Task<Void, Never>

    /// Starts serving on `port` (0 picks a free one) and returns once it listens.
    public init(session: PreviewSession, port: UInt16) async throws {
        self.session = session
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let server = HTTPServer(
            config: HTTPServer.Configuration(address: address, timeout: 60, logger: .disabled),
            handler: PreviewHTTPHandler(session: session))
        self.server = server
        let failure = StartFailure()
        running = Task {
            do { try await server.run() } catch { failure.error = error }
        }
        // Listening, or the reason `run` stopped (a port in use), whichever comes first.
        for _ in 0..<1000 {
            if await server.isListening { return }
            if let error = failure.error { throw error }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw StartFailure.Timeout()
    }

    /// The port the server listens on (the chosen one when started with 0).
    public var port: UInt16 {
        get async {
            if case let .ip4(_, port) = await server.listeningAddress { return port }
            return 0
        }
    }

    /// The page's address, e.g. `http://127.0.0.1:8470/`.
    public var url: URL {
        get async { URL(string: "http://127.0.0.1:\(await port)/")! }
    }

    /// Ends the event streams (the session stops) and closes the server.
    public func stop() async {
        await session.stop()
        await server.stop(timeout: 0.5)
        running.cancel()
    }
}

/// Why `run` ended before the server listened, written by the server's task and read
/// by `PreviewServer.init` while it waits.
private final class StartFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?

    var error: Error? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    struct Timeout: Error, CustomStringConvertible {
        var description: String { "the server did not start listening within 10 seconds" }
    }
}
