import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle

/// What a page served on the loopback interface answers: the preview's routes and the
/// review's. The server has checked `Host` and `Origin` before a request reaches it.
protocol LoopbackPage: Sendable {
    func respond(to request: Request, limits: ServerLimits) async -> Response
}

/// The HTTP server of `preview --serve` and `review --serve`: Hummingbird (SwiftNIO) on
/// 127.0.0.1 only, with `ServerLimits` on every connection (`GuardedHTTP1Channel`) and
/// every request checked for a loopback `Host` with this port and, when it has one, an
/// `Origin` of this server (403 otherwise).
///
/// Hummingbird replaced FlyingFox here because, measured through `lucid-serve`, FlyingFox
/// read a request's head in quadratic time (25 KB of headers 11.8 s, 50 KB 46 s, 100 KB
/// over two minutes, on one connection) and has no limits to set; NIO's parser is linear
/// and limited, and its accept loop backs off instead of closing when descriptors run out.
final class LoopbackServer: Sendable {
    /// The port the server listens on (the chosen one when started with 0).
    let port: UInt16
    private let services: ServiceGroup
    private let running: Task<Void, Never>
    private let stopped: NIOLockedValueBox<Bool>

    /// Starts serving `page` on 127.0.0.1:`port` (0 picks a free one) and returns once it
    /// listens, or throws why it cannot (a port in use).
    init(page: some LoopbackPage, port: UInt16, limits: ServerLimits = ServerLimits()) async throws {
        let listening = NIOLockedValueBox<UInt16>(0)
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            let address = LoopbackAddress(port: listening.withLockedValue { $0 })
            guard address.allowsHost(request.head.authority) else { return PlainAnswer.foreignHost.response }
            guard address.allowsOrigin(request.headers[.origin]) else { return PlainAnswer.foreignOrigin.response }
            return await page.respond(to: request, limits: limits)
        }
        let connections = ConnectionGate(capacity: limits.maximumConnections)
        let (started, starting) = AsyncStream.makeStream(of: Result<UInt16, Error>.self)
        let application = Application(
            responder: responder,
            server: HTTPServerBuilder { respond in GuardedHTTP1Channel(responder: respond, limits: limits, connections: connections) },
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: Int(port))),
            onServerRunning: { channel in
                let bound = UInt16(channel.localAddress?.port ?? 0)
                listening.withLockedValue { $0 = bound }
                starting.yield(.success(bound))
            },
            logger: Logger(label: "lucid-serve", factory: { _ in SwiftLogNoOpLogHandler() }))
        let stopped = NIOLockedValueBox(false)
        // (Run in a group of its own, so that `stop` can shut it down gracefully.)
        let services = ServiceGroup(configuration: .init(services: [application], logger: application.logger))
        self.services = services
        running = Task {
            do { try await services.run() } catch { starting.yield(.failure(error)) }
            stopped.withLockedValue { $0 = true }
            starting.finish()
        }
        self.stopped = stopped
        var outcome: Result<UInt16, Error>?
        for await first in started {
            outcome = first
            break
        }
        switch outcome {
        case .success(let bound)?:
            self.port = bound
        case .failure(let error)?:
            throw error
        case nil:
            throw StartFailure()
        }
    }

    /// The page's address, e.g. `http://127.0.0.1:8470/`.
    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Closes the listener, then every connection once its answer is sent (event streams
    /// end when their session stops), waiting two seconds at most; connections still open
    /// then (a request head that never ends) are cut, waiting another second at most.
    ///
    /// (Gracefully first: cancelling the server's task while the listener may still hold
    /// accepted connections that no one has taken up makes SwiftNIO trap, "Deinited
    /// NIOAsyncWriter without calling finish()", swift-nio issue 3481. `lucid preview` ended
    /// by SIGILL after Ctrl-C under load, about once in twenty runs.)
    func stop() async {
        await services.triggerGracefulShutdown()
        for _ in 0..<200 where !stopped.withLockedValue({ $0 }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        guard !stopped.withLockedValue({ $0 }) else { return }
        running.cancel()
        for _ in 0..<100 where !stopped.withLockedValue({ $0 }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    struct StartFailure: Error, CustomStringConvertible {
        var description: String { "the server stopped before it listened" }
    }
}
