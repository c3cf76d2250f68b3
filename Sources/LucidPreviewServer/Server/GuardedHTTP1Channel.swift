import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1.1 connection with Lucid's limits around it (`ServerLimits`): a
/// cap on open connections (503 beyond), `RequestLineGuard` before the decoder (414),
/// the decoder's header limits with `HTTPExchangeGuard` after it (431, 400; refusals close
/// their connection), and the idle
/// timeout, which closes a connection whose request head has not arrived whole in time.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    private let http1: HTTP1Channel
    private let limits: ServerLimits
    private let connections: ConnectionGate

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ServerLimits, connections: ConnectionGate) {
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maximumHeaderField, maxHeaderListSize: limits.maximumHeaderBytes,
            maxHeaderFieldCount: limits.maximumHeaderCount)
        http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(
                additionalChannelHandlers: [HTTPExchangeGuard()], idleTimeout: .seconds(limits.headSeconds),
                httpDecoderConfiguration: decoder))
        self.limits = limits
        self.connections = connections
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = connections.enter()
        if admitted {
            let connections = self.connections
            channel.closeFuture.whenComplete { _ in connections.leave() }
        }
        do {
            try channel.pipeline.syncOperations.addHandler(RequestLineGuard(maximumLength: limits.maximumRequestLine, refused: !admitted))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return http1.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
