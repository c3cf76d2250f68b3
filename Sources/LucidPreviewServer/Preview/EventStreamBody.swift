import FlyingFox
import FlyingSocks
import Foundation
import LucidPreview

/// A never-ending HTTP body for server-sent events: the bytes of each message as it is
/// yielded. FlyingFox writes a body chunk by chunk as its sequence produces them (with
/// chunked transfer encoding when the length is unknown), so each event reaches the
/// browser the moment it is yielded; FlyingFox has no ready-made type for this.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let messages: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator {
        Iterator(messages: messages.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<Data>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        /// The rest of the current message (up to `count` bytes), waiting for the next
        /// message when none is left; nil once the stream has finished.
        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = ArraySlice(message)
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
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
