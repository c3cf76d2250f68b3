import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a blocking loopback socket, so the tests talk to the
/// preview server exactly as a browser's connection would: raw request paths (with
/// `..` and percent escapes left as written), chunked responses, and a server-sent
/// event stream read event by event.
final class LoopbackClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: Int32
    private var buffer = Data()

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    init(port: UInt16, timeout: Int = 10) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket failed") }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
    }

    deinit { close(socket) }

    /// One GET of `target`, sent byte for byte as given, and its whole response.
    static func get(_ target: String, port: UInt16) throws -> Response {
        let client = try LoopbackClient(port: port)
        try client.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        return try client.readResponse()
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            sent += count
        }
    }

    /// The status line and headers of the response.
    func readHead() throws -> (status: Int, headers: [String: String]) {
        let head = try readLine(upTo: "\r\n\r\n")
        let lines = head.components(separatedBy: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else {
            throw Failure(description: "bad status line: \(head)")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// A whole response (Content-Length or chunked).
    func readResponse() throws -> Response {
        let (status, headers) = try readHead()
        var body = Data()
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            while let chunk = try readChunk() { body.append(chunk) }
        } else if let length = headers["content-length"].flatMap(Int.init) {
            body = try read(count: length)
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// The next server-sent event of a chunked event stream: its `event` name and its
    /// `data` lines joined; comments (keep-alives) are skipped. Nil when the stream ends.
    func nextEvent() throws -> (event: String, data: String)? {
        while true {
            if let end = pendingEvents.range(of: "\n\n") {
                let block = String(pendingEvents[..<end.lowerBound])
                pendingEvents = String(pendingEvents[end.upperBound...])
                var name = "message", data: [String] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                if data.isEmpty && name == "message" { continue }  // a comment
                return (name, data.joined(separator: "\n"))
            }
            guard let chunk = try readChunk() else { return nil }
            pendingEvents += String(decoding: chunk, as: UTF8.self)
        }
    }

    private var pendingEvents = ""

    private func readChunk() throws -> Data? {
        let sizeLine = try readLine(upTo: "\r\n")
        guard let size = Int(sizeLine.trimmingCharacters(in: .whitespaces), radix: 16) else {
            throw Failure(description: "bad chunk size: \(sizeLine)")
        }
        if size == 0 {
            _ = try? readLine(upTo: "\r\n")
            return nil
        }
        let data = try read(count: size)
        _ = try readLine(upTo: "\r\n")
        return data
    }

    private func readLine(upTo separator: String) throws -> String {
        let mark = Data(separator.utf8)
        while true {
            if let range = buffer.range(of: mark) {
                let line = buffer[buffer.startIndex..<range.lowerBound]
                buffer.removeSubrange(buffer.startIndex..<range.upperBound)
                return String(decoding: line, as: UTF8.self)
            }
            try fill()
        }
    }

    private func read(count: Int) throws -> Data {
        while buffer.count < count { try fill() }
        let data = buffer.prefix(count)
        buffer.removeFirst(count)
        return Data(data)
    }

    private func fill() throws {
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(socket, &bytes, bytes.count, 0)
        guard count > 0 else { throw Failure(description: count == 0 ? "connection closed" : "read timed out or failed: errno \(errno)") }
        buffer.append(contentsOf: bytes[0..<count])
    }
}
