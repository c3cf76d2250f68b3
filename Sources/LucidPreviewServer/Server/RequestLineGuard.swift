import NIOCore

/// The first handler of every connection, before the HTTP decoder, on the raw bytes:
///
/// - a connection over `ServerLimits.maximumConnections` is answered 503 at once and
///   closed, without being parsed;
/// - a request line longer than `ServerLimits.maximumRequestLine` is answered 414 and
///   closed. The decoder (NIO's llhttp, linear in the bytes it reads) limits header sizes
///   and counts, but reports an over-long request line and over-large headers as the same
///   error; this handler tells them apart by watching only for the line's end, one scan
///   of each byte.
///
/// `HTTPExchangeGuard`, after the decoder, tells it when a request has been read whole, so
/// the next request line is measured too.
final class RequestLineGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum State {
        /// Reading a request line, `length` bytes of it so far.
        case requestLine(length: Int)
        /// The line has ended: the rest of the request goes to the decoder as it is.
        case restOfRequest
        /// This handler has answered; what the client still sends is dropped.
        case answered
    }

    private var state = State.requestLine(length: 0)
    private let maximumLength: Int
    private let refused: Bool

    /// - Parameter refused: whether the connection is over the cap (answered 503).
    init(maximumLength: Int, refused: Bool) {
        self.maximumLength = maximumLength
        self.refused = refused
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if refused, context.channel.isActive { answer(context, PlainAnswer.busy) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if refused, case .requestLine = state { answer(context, PlainAnswer.busy) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch state {
        case .answered:
            // A refused client's request has arrived: its answer is on the way, and the
            // descriptor is worth more than waiting for the client to close.
            if refused { context.close(promise: nil) }
        case .restOfRequest:
            context.fireChannelRead(data)
        case .requestLine(let length):
            let bytes = unwrapInboundIn(data)
            let view = bytes.readableBytesView
            if let end = view.firstIndex(of: UInt8(ascii: "\n")) {
                guard length + (end - view.startIndex) <= maximumLength else { return answer(context, PlainAnswer.uriTooLong(maximumLength)) }
                state = .restOfRequest
            } else {
                guard length + view.count <= maximumLength else { return answer(context, PlainAnswer.uriTooLong(maximumLength)) }
                state = .requestLine(length: length + view.count)
            }
            context.fireChannelRead(data)
        }
    }

    /// A request has been read whole: the next bytes begin a request line.
    func requestEnded() {
        if case .restOfRequest = state { state = .requestLine(length: 0) }
    }

    /// Writes `answer` as raw HTTP and closes the connection. A refused connection (over
    /// the cap) is closed as soon as the answer is written: it holds a descriptor the
    /// server may need, and a flood of them must not stall the accept loop. Any other is
    /// first closed for writing only (so the client reads the answer, then the end, rather
    /// than a reset while it is still sending) and wholly a second later at the latest.
    private func answer(_ context: ChannelHandlerContext, _ answer: PlainAnswer) {
        if case .answered = state { return }
        state = .answered
        let channel = context.channel
        var buffer = channel.allocator.buffer(capacity: 256)
        buffer.writeString(answer.rawHTTP)
        let refused = self.refused
        context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
            channel.close(mode: refused ? .all : .output, promise: nil)
        }
        if !refused {
            channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
        }
    }
}
