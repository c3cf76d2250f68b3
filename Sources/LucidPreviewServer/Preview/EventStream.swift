import Foundation
import HTTPTypes
import Hummingbird
import LucidPreview

/// The preview's server-sent event stream: the session's current state at once, then
/// each new one, with keep-alive comments between; it ends when the session stops or
/// the browser goes (its side of the connection closes), giving its place back at once.
struct EventStream {
    let session: PreviewSession
    let keepAliveInterval: Duration

    /// The streaming response to `request`; `place` (its place among the open streams) is
    /// given back when the stream ends.
    func response(to request: Request, holding place: GatePlace) -> Response {
        let session = self.session
        let interval = keepAliveInterval
        let body = ResponseBody { writer in
            let (messages, continuation) = AsyncStream.makeStream(of: Data.self)
            let forwarding = Task {
                for await model in await session.updates() {
                    continuation.yield(ServerSentEvent.message(event: "state", data: PreviewPayload(model).json))
                }
                continuation.finish()
            }
            let keepingAlive = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    continuation.yield(ServerSentEvent.keepAlive)
                }
            }
            defer {
                forwarding.cancel()
                keepingAlive.cancel()
                withExtendedLifetime(place) {}
            }
            // Hummingbird's way for long responses to learn that the client has gone.
            try await request.body.consumeWithInboundCloseHandler { _ in
                for await message in messages {
                    try await writer.write(ByteBuffer(bytes: message))
                }
            } onInboundClosed: {
                continuation.finish()
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"],
            body: body)
    }
}

/// One server-sent event's wire form (https://html.spec.whatwg.org/#server-sent-events):
/// an `event:` line, the data split over `data:` lines, a blank line.
enum ServerSentEvent {
    static func message(event: String, data: Data) -> Data {
        var text = "event: \(event)\n"
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return Data((text + "\n").utf8)
    }

    /// A comment line: keeps the connection open through proxies and lets a write fail
    /// soon after the browser has gone.
    static let keepAlive = Data(": keep-alive\n\n".utf8)
}
