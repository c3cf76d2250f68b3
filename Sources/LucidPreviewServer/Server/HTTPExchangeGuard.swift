import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Sits after the HTTP decoder and watches each request and response on the connection:
///
/// - what the decoder refuses is answered: headers over the limits
///   (`HTTPParserError.headerOverflow`) 431, any other malformed request 400, and the
///   connection closed (Hummingbird would answer every parse error 400);
/// - a response that says `Connection: close` (the servers' refusals) closes the connection
///   once written, so a refused client does not keep its place;
/// - `RequestLineGuard` is told when a request has been read whole, so the next request
///   line on the connection is measured too.
final class HTTPExchangeGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var lineGuard: RequestLineGuard?
    private var answered = false
    private var closeAfterResponse = false

    func handlerAdded(context: ChannelHandlerContext) {
        lineGuard = try? context.pipeline.syncOperations.handler(type: RequestLineGuard.self)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) { lineGuard?.requestEnded() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            closeAfterResponse = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            guard closeAfterResponse else { return context.write(data, promise: promise) }
            let channel = context.channel
            context.writeAndFlush(data).whenComplete { result in
                promise?.completeWith(result)
                channel.close(promise: nil)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard let parseError = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        guard !answered else { return }
        answered = true
        let answer = parseError == .headerOverflow ? PlainAnswer.headersTooLarge : PlainAnswer.badRequest
        let channel = context.channel
        context.write(wrapOutboundOut(.head(answer.head)), promise: nil)
        context.write(wrapOutboundOut(.body(channel.allocator.buffer(string: answer.text))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
        }
        channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
    }
}
