import Foundation
import Hummingbird
@testable import LucidPreviewServer
import LucidPreview
import XCTest

/// The loopback server's limits (`ServerLimits`), each driven over a real socket: what a
/// hostile or careless client gets, and that the server goes on answering afterwards.
final class ServerLimitsTests: XCTestCase {
    private func startServer(_ limits: ServerLimits = ServerLimits()) async throws -> (PreviewServer, PreviewFixture) {
        let fixture = try PreviewFixture(for: self)
        let session = PreviewSession(renderer: PreviewRenderer(file: fixture.description.path), target: .svg(debug: false))
        try await session.start()
        let server = try await PreviewServer(session: session, port: 0, limits: limits)
        return (server, fixture)
    }

    /// Sends `request` as written and reads the whole answer until the server closes.
    private func exchange(_ request: String, port: UInt16) throws -> LoopbackClient.Response {
        let client = try LoopbackClient(port: port)
        try client.send(request)
        return try client.readResponse()
    }

    private func assertStillAnswers(_ port: UInt16, file: StaticString = #filePath, line: UInt = #line) throws {
        let page = try LoopbackClient.get("/", port: port)
        XCTAssertEqual(page.status, 200, file: file, line: line)
    }

    func testOverLongRequestLinesAndOverLargeHeadersAreRefused() async throws {
        let (server, _) = try await startServer()
        let port = server.port
        let host = "Host: 127.0.0.1:\(port)\r\n"
        // The request line: 414, with the limit named, for 9 KB and for 100 KB.
        for size in [9 * 1024, 100 * 1024] {
            let answer = try exchange("GET /" + String(repeating: "a", count: size) + " HTTP/1.1\r\n" + host + "\r\n", port: port)
            XCTAssertEqual(answer.status, 414)
            XCTAssertEqual(answer.headers["connection"], "close")
            XCTAssertEqual(answer.text, "the request line is longer than 8192 bytes\n")
        }
        // A request line just under the limit is read, and not found.
        let long = try exchange("GET /" + String(repeating: "a", count: 8000) + " HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n", port: port)
        XCTAssertEqual(long.status, 404)
        // One header of 100 KB, headers of 40 KB together, 200 headers: 431.
        for headers in [
            "X-Big: " + String(repeating: "b", count: 100 * 1024) + "\r\n",
            (0..<10).map { "X-\($0): " + String(repeating: "c", count: 4000) + "\r\n" }.joined(),
            (0..<200).map { "X-\($0): 1\r\n" }.joined(),
        ] {
            let answer = try exchange("GET / HTTP/1.1\r\n" + host + headers + "\r\n", port: port)
            XCTAssertEqual(answer.status, 431)
            XCTAssertEqual(answer.text, "the request's headers are too large\n")
        }
        // Not HTTP at all: 400.
        XCTAssertEqual(try exchange("\u{1}\u{2}garbage\r\n\r\n", port: port).status, 400)
        // A second request on a kept-alive connection has its request line measured too.
        let client = try LoopbackClient(port: port)
        try client.send("GET /render.svg HTTP/1.1\r\n" + host + "\r\n")
        XCTAssertEqual(try client.readResponse().status, 200)
        try client.send("GET /" + String(repeating: "a", count: 20 * 1024) + " HTTP/1.1\r\n" + host + "\r\n")
        XCTAssertEqual(try client.readResponse().status, 414)
        try assertStillAnswers(port)
        await server.stop()
    }

    func testOnlyLoopbackHostsWithThisPortAndOwnOriginsAreAnswered() async throws {
        let (server, _) = try await startServer()
        let port = server.port
        for host in ["Host: evil.example\r\n", "Host: 127.0.0.1\r\n", "Host: 127.0.0.1:1\r\n", "Host: evil.example:\(port)\r\n", "Host:\r\n", ""] {
            let answer = try exchange("GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n", port: port)
            XCTAssertEqual(answer.status, 403, host)
            XCTAssertEqual(answer.text, "only http://127.0.0.1 or http://localhost on this port may ask this server\n", host)
        }
        for host in ["127.0.0.1", "localhost", "LocalHost"] {
            XCTAssertEqual(try exchange("GET / HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n\r\n", port: port).status, 200, host)
        }
        // The event stream (and every other request) from another origin: 403.
        for origin in ["http://evil.example", "http://127.0.0.1:1", "https://127.0.0.1:\(port)", "null"] {
            let answer = try exchange(
                "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nConnection: close\r\n\r\n", port: port)
            XCTAssertEqual(answer.status, 403, origin)
            XCTAssertEqual(answer.text, "pages from other origins may not ask this server\n", origin)
        }
        let own = try LoopbackClient(port: port)
        try own.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")
        XCTAssertEqual(try own.readHead().status, 200)
        XCTAssertEqual(try own.nextEvent()?.event, "state")
        await server.stop()
    }

    func testEventStreamsAndConnectionsOverTheirCapsGet503AndTheServerRecovers() async throws {
        var limits = ServerLimits()
        limits.maximumEventStreams = 2
        limits.maximumConnections = 4
        let (server, _) = try await startServer(limits)
        let port = server.port
        var streams: [LoopbackClient] = []
        for _ in 0..<2 {
            let stream = try LoopbackClient(port: port)
            try stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            XCTAssertEqual(try stream.readHead().status, 200)
            XCTAssertEqual(try stream.nextEvent()?.event, "state")
            streams.append(stream)
        }
        let third = try exchange("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port)
        XCTAssertEqual(third.status, 503)
        XCTAssertEqual(third.text, "too many event streams are open\n")
        // Two streams and two idle connections fill the four places: the next is refused
        // at once, before it has sent a byte.
        var idle = try (0..<2).map { _ in try LoopbackClient(port: port) }
        try await Task.sleep(for: .milliseconds(200))
        let refused = try LoopbackClient(port: port).readResponse()
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(refused.text, "too many connections; try again in a moment\n")
        // Places are given back as soon as connections close, streams too (not at their
        // next keep-alive, 15 s away): a third stream is served again.
        idle.removeAll()
        streams.removeAll()
        var status: Int?
        for _ in 0..<50 where status != 200 {
            try await Task.sleep(for: .milliseconds(100))
            let stream = try? LoopbackClient(port: port)
            try? stream?.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            status = try? stream?.readHead().status
        }
        XCTAssertEqual(status, 200, "places were given back")
        await server.stop()
    }

    func testAHalfSentRequestIsClosedAfterTheHeadTimeout() async throws {
        var limits = ServerLimits()
        limits.headSeconds = 1
        let (server, _) = try await startServer(limits)
        let port = server.port
        let slow = try LoopbackClient(port: port, timeout: 10)
        try slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
        XCTAssertThrowsError(try slow.readHead()) { error in
            XCTAssertEqual("\(error)", "connection closed", "closed by the server, not by the client's 10 s timeout")
        }
        try assertStillAnswers(port)
        await server.stop()
    }

    func testASymbolicLinkOutOfTheFolderIsNotServed() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        let (server, fixture) = try await startServer()
        let port = server.port
        // A folder linked inside the description's folder is served.
        try FileManager.default.createSymbolicLink(at: fixture.folder.appendingPathComponent("pictures"), withDestinationURL: fixture.folder.appendingPathComponent("assets"))
        // A file whose link leads out of it is not, though the description uses it.
        try FileManager.default.copyItem(at: fixture.folder.appendingPathComponent("assets/shark.png"), to: outside.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(at: fixture.folder.appendingPathComponent("assets/secret.png"), withDestinationURL: outside.appendingPathComponent("secret.png"))
        try fixture.save(PreviewFixture.card(width: 120, fill: "#d32f2f", label: "Hello")
            .replacingOccurrences(of: "src: assets/unicorn.png, frame: { width: 40", with: "src: pictures/unicorn.png, frame: { width: 40")
            + "    - { kind: image, name: secret, src: assets/secret.png, frame: { width: 10, height: 10 } }\n")
        var served: Int?
        for _ in 0..<100 where served != 200 {
            try await Task.sleep(for: .milliseconds(50))
            served = try LoopbackClient.get("/files/pictures/unicorn.png", port: port).status
        }
        XCTAssertEqual(served, 200)
        let secret = try LoopbackClient.get("/files/assets/secret.png", port: port)
        XCTAssertEqual(secret.status, 404)
        XCTAssertEqual(secret.text, "not found\n")
        await server.stop()
    }

    /// The issue this guards: out of descriptors, the listener closed for good while the
    /// process lived on. Here every descriptor the process may have is taken while a client
    /// (another process, started before) connects; once some are free again it is answered.
    ///
    /// It runs in a test process of its own (`runAlone`): taking every descriptor of the
    /// shared one would also starve whatever earlier tests left running there (a watcher, a
    /// child process's reader), which is not what this test is about, and once crashed it.
    ///
    /// Known flake, outside Lucid: on a loaded machine this process itself may end by
    /// SIGILL while its descriptors are all taken. A core dump (November 28) shows where:
    /// libdispatch's worker-pool monitor on Linux (`_dispatch_workq_monitor_pools`) opens
    /// `/proc/<tid>/stat` for each worker about once a second when its queues are backed
    /// up, and crashes the process when that `open` fails ("workq: registered worker
    /// exited prematurely"). Busy CPUs make the monitor run; two `yes` processes beside
    /// the test made it crash on the first run. So the descriptors are held only until the
    /// client has connected and 0.3 s more (the monitor's period is about one), and a run that ends by a signal
    /// while they are held (Swift's backtracer then cannot open a file: "unable to fetch
    /// crash info") is run again, twice at most; a crash of Lucid's own there would crash
    /// every run.
    func testTheListenerSurvivesRunningOutOfDescriptors() async throws {
        guard ProcessInfo.processInfo.environment[Self.aloneVariable] != nil else {
            return try runAlone("testTheListenerSurvivesRunningOutOfDescriptors", rerunsOnCrashWithoutDescriptors: 2)
        }
        let (server, _) = try await startServer()
        let port = server.port
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        client.arguments = ["python3", "-c", """
            import socket, sys, time
            sys.stdin.readline()
            start = time.monotonic()
            s = socket.create_connection(("127.0.0.1", \(port)), timeout=20)
            s.settimeout(20)
            s.sendall(b"GET / HTTP/1.1\\r\\nHost: 127.0.0.1:\(port)\\r\\nConnection: close\\r\\n\\r\\n")
            print("connected", flush=True)
            print(s.recv(12).decode(), round(time.monotonic() - start, 2))
            """]
        let input = Pipe(), output = Pipe()
        client.standardInput = input
        client.standardOutput = output
        try client.run()

        // Take every descriptor left: lower this process's limit to what is open now plus
        // a few, and fill those (restored whatever happens).
        var original = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        var lowered = original
        lowered.rlim_cur = rlim_t(open + 8)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lowered), 0)
        var taken: [Int32] = []
        defer {
            taken.forEach { close($0) }
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)
        }
        /// Opens /dev/null until none is left (any descriptor freed meanwhile is taken too).
        func takeEveryDescriptor() {
            while taken.count < 256 {
                let descriptor = Glibc.open("/dev/null", O_RDONLY)
                guard descriptor >= 0 else { return XCTAssertEqual(errno, EMFILE) }
                taken.append(descriptor)
            }
        }
        takeEveryDescriptor()
        // The client connects now (the kernel completes the connection; the server cannot
        // accept it) and says so; the server must not give up.
        input.fileHandleForWriting.write(Data("go\n".utf8))
        let reader = output.fileHandleForReading.fileDescriptor
        /// What the client has printed and is waiting in the pipe (read without a descriptor).
        func printed() -> String {
            var pending = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            guard poll(&pending, 1, 0) > 0 else { return "" }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(reader, &buffer, buffer.count)
            return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
        }
        var said = ""
        for _ in 0..<50 where !said.hasSuffix("connected\n") {
            try await Task.sleep(for: .milliseconds(100))
            takeEveryDescriptor()
            said += printed()
        }
        XCTAssertEqual(said, "connected\n", "the client did not connect while no descriptor was free")
        for _ in 0..<3 {
            try await Task.sleep(for: .milliseconds(100))
            takeEveryDescriptor()
        }
        XCTAssertEqual(printed(), "", "the client was answered while no descriptor was free")
        taken.forEach { close($0) }
        taken.removeAll()
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)

        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        client.waitUntilExit()
        print("out of descriptors: the client was answered \(answer)")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        try assertStillAnswers(port)
        await server.stop()
    }

    /// Set in the environment of a test process started by `runAlone`.
    private static let aloneVariable = "LUCID_TEST_RUNS_ALONE"

    /// Runs `test` of this class in a fresh process of the same test binary and asserts that
    /// it passed there; its log is printed here. (`rerunsOnCrashWithoutDescriptors`: how
    /// often a run that a signal ended while the process had no descriptor left, so that
    /// the backtracer could not read its crash, is run again; see the test using it.)
    private func runAlone(
        _ test: String, rerunsOnCrashWithoutDescriptors: Int = 0, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["LucidPreviewTests.ServerLimitsTests/\(test)"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.aloneVariable: "1"]) { $1 }
        let log = Pipe()
        child.standardOutput = log
        child.standardError = log
        try child.run()
        let printed = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        print(printed)
        if rerunsOnCrashWithoutDescriptors > 0, child.terminationReason == .uncaughtSignal,
           printed.contains("swift-backtrace: unable to fetch crash info") {
            print("\(test): the process ended by signal \(child.terminationStatus) with no descriptor free; running it again")
            return try runAlone(test, rerunsOnCrashWithoutDescriptors: rerunsOnCrashWithoutDescriptors - 1, file: file, line: line)
        }
        XCTAssertEqual(child.terminationStatus, 0, "\(test) failed in a process of its own", file: file, line: line)
        XCTAssertTrue(printed.contains("Executed 1 test, with 0 failures"), "\(test) did not run alone", file: file, line: line)
    }

    /// Stopping while connections keep arriving: some are accepted and not yet taken up
    /// when the server stops. It shuts down gracefully (cancelling its task then made
    /// SwiftNIO trap, "Deinited NIOAsyncWriter without calling finish()", which ended this
    /// whole test process) and closes its port, in each of eight rounds.
    func testStoppingWhileConnectionsArriveClosesThePortCleanly() async throws {
        for round in 0..<8 {
            let (server, _) = try await startServer()
            let port = server.port
            let connecting = ConnectionBurst(port: port)
            connecting.start()
            // (Until a first connection is in, however busy the machine: a fixed pause let a
            // loaded test run stop the server before the burst's thread had connected once.)
            let deadline = Date().addingTimeInterval(30)
            while connecting.connected == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
            try await Task.sleep(for: .milliseconds(30))
            await server.stop()
            let connected = connecting.finish()
            XCTAssertGreaterThan(connected, 0, "round \(round): no connection reached the server")
            XCTAssertThrowsError(try LoopbackClient(port: port), "round \(round): the port still accepts")
        }
    }

    func testRequestBodiesAreLimitedInSizeAndTime() async throws {
        var limits = ServerLimits()
        limits.maximumBody = 16
        limits.bodySeconds = 0.5
        func request(_ body: RequestBody) -> Request {
            Request(head: HTTPRequest(method: .post, scheme: nil, authority: "127.0.0.1", path: "/accept"), body: body)
        }
        let small = await RequestBodyReader.text(of: request(RequestBody(buffer: ByteBuffer(string: "name=a"))), limits: limits)
        XCTAssertEqual(try small.get(), "name=a")
        let large = await RequestBodyReader.text(of: request(RequestBody(buffer: ByteBuffer(string: String(repeating: "x", count: 17)))), limits: limits)
        XCTAssertEqual(large.failureAnswer?.status, .contentTooLarge)
        // A body that never finishes arriving.
        let (body, source) = RequestBody.makeStream()
        await source.yield(ByteBuffer(string: "name="))
        let slow = await RequestBodyReader.text(of: request(body), limits: limits)
        XCTAssertEqual(slow.failureAnswer?.status, .requestTimeout)
        XCTAssertEqual(slow.failureAnswer?.text, "the request's body did not arrive in time\n")
        source.finish()
    }
}

private extension Result where Failure == PlainAnswer {
    var failureAnswer: PlainAnswer? {
        if case .failure(let answer) = self { return answer }
        return nil
    }
}

/// Opens connections to a port as fast as it can on a thread of its own, each left open
/// without a request, until `finish`.
private final class ConnectionBurst: @unchecked Sendable {
    let port: UInt16
    private let lock = NSLock()
    private var stopped = false
    private var clients: [LoopbackClient] = []
    private let done = DispatchSemaphore(value: 0)

    init(port: UInt16) { self.port = port }

    var connected: Int { lock.withLock { clients.count } }

    func start() {
        Thread.detachNewThread { [self] in
            while !lock.withLock({ stopped }), connected < 200 {
                guard let client = try? LoopbackClient(port: port, timeout: 1) else { break }
                lock.withLock { clients.append(client) }
            }
            done.signal()
        }
    }

    /// Stops connecting, closes the connections and returns how many there were.
    func finish() -> Int {
        lock.withLock { stopped = true }
        done.wait()
        return lock.withLock {
            defer { clients.removeAll() }
            return clients.count
        }
    }
}
