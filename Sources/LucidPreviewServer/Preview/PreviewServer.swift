import Foundation
import LucidPreview

/// `lucid preview --serve`: a `LoopbackServer` on 127.0.0.1 showing a `PreviewSession`
/// live in the browser (see `PreviewRoutes` for what it serves).
public final class PreviewServer: Sendable {
    public let session: PreviewSession
    private let server: LoopbackServer
    private let streams: ConnectionGate

    /// Starts serving on `port` (0 picks a free one) and returns once it listens.
    public init(session: PreviewSession, port: UInt16, limits: ServerLimits = ServerLimits()) async throws {
        self.session = session
        streams = ConnectionGate(capacity: limits.maximumEventStreams)
        let routes = PreviewRoutes(session: session, streams: streams)
        server = try await LoopbackServer(page: routes, port: port, limits: limits)
    }

    /// The port the server listens on (the chosen one when started with 0).
    public var port: UInt16 { server.port }

    /// The page's address, e.g. `http://127.0.0.1:8470/`.
    public var url: URL { server.url }

    /// Ends the event streams (the session stops; each is given a second to send its
    /// end) and closes the server.
    public func stop() async {
        await session.stop()
        for _ in 0..<100 where streams.count > 0 {
            try? await Task.sleep(for: .milliseconds(10))
        }
        await server.stop()
    }
}
