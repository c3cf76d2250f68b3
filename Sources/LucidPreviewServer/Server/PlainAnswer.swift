import HTTPTypes
import Hummingbird
import NIOCore

/// A short plain-text answer (a refusal, a not-found), in the one wording every server
/// route and connection handler uses.
struct PlainAnswer: Error, Sendable {
    var status: HTTPResponse.Status
    var text: String
    /// Whether the connection closes after it: a refused client keeps no place.
    var closes = true

    static let notFound = PlainAnswer(status: .notFound, text: "not found\n", closes: false)
    static let busy = PlainAnswer(status: .serviceUnavailable, text: "too many connections; try again in a moment\n")
    static let tooManyStreams = PlainAnswer(status: .serviceUnavailable, text: "too many event streams are open\n")
    static let foreignHost = PlainAnswer(status: .forbidden, text: "only http://127.0.0.1 or http://localhost on this port may ask this server\n")
    static let foreignOrigin = PlainAnswer(status: .forbidden, text: "pages from other origins may not ask this server\n")
    static let headersTooLarge = PlainAnswer(status: .requestHeaderFieldsTooLarge, text: "the request's headers are too large\n")
    static let badRequest = PlainAnswer(status: .badRequest, text: "the request is not valid HTTP/1.1\n")
    static let bodyTooLarge = PlainAnswer(status: .contentTooLarge, text: "the request's body is too large\n")
    static let bodyTooSlow = PlainAnswer(status: .requestTimeout, text: "the request's body did not arrive in time\n")
    static let methodNotAllowed = PlainAnswer(status: .methodNotAllowed, text: "method not allowed\n", closes: false)

    static func uriTooLong(_ maximum: Int) -> PlainAnswer {
        PlainAnswer(status: .uriTooLong, text: "the request line is longer than \(maximum) bytes\n")
    }

    /// The answer as a response from a route (`HTTPExchangeGuard` closes the connection
    /// after one that says `Connection: close`).
    var response: Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
        if closes { headers[.connection] = "close" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The answer's head as a response part, for handlers in the channel (`.connection:
    /// close`, since they close the connection after it).
    var head: HTTPResponse {
        HTTPResponse(status: status, headerFields: [
            .contentType: "text/plain; charset=utf-8", .contentLength: String(text.utf8.count), .connection: "close",
        ])
    }

    /// The whole answer as HTTP/1.1 bytes, for the handler that runs before the decoder.
    var rawHTTP: String {
        "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n\(text)"
    }
}
