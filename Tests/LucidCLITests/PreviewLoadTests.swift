import Foundation
import XCTest

/// `lucid preview --serve` under a bounded load on loopback (`scripts/preview/load_test.py`),
/// started as a user would with few descriptors (`ulimit -n 64`): oversized request lines
/// and headers, slow clients, more event-stream subscribers than it takes, and more idle
/// connections than it may open. A prober asks for the page every 100 ms throughout.
final class PreviewLoadTests: XCTestCase {
    private struct Report: Decodable {
        struct Phase: Decodable {
            var probes: Int
            var statuses: [String: Int]
            var slowest: Double
        }
        var phases: [String: Phase]
        var loadAnswers: [String: [String: Int]]
        var foreignHost: Int

        enum CodingKeys: String, CodingKey {
            case phases
            case loadAnswers = "load answers"
            case foreignHost = "foreign host"
        }
    }

    func testTheServerKeepsAnsweringUnderLoadWithFewDescriptors() throws {
        let folder = try Lucid.temporaryDirectory(for: self)
        try "canvas: { width: 120, height: 60 }\nlayout: { kind: box, fill: '#1e88e5' }\n"
            .write(to: folder.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let (process, url, output, errors) = try startServing(
            ["preview", "card.yaml", "--serve", "0"], in: folder, announcing: "lucid preview: serving card.yaml at ", descriptorLimit: 64)
        let port = try XCTUnwrap(URL(string: url)?.port)
        let run = try runBrowserScript("scripts/preview/load_test.py", [String(port)])
        XCTAssertEqual(run.status, 0, run.complaint)
        let report = try JSONDecoder().decode(Report.self, from: run.json)
        print("load test:", String(decoding: run.json, as: UTF8.self))

        // Every probe was answered, in every phase: the page, or 503 while the connections
        // the server allows itself are all held by the load.
        XCTAssertEqual(Set(report.phases.keys), ["idle", "oversized", "slow clients", "subscribers", "descriptor pressure", "after"])
        for (name, phase) in report.phases {
            XCTAssertGreaterThan(phase.probes, 0, name)
            XCTAssertTrue(Set(phase.statuses.keys).isSubset(of: ["200", "503"]), "\(name): \(phase.statuses)")
        }
        XCTAssertEqual(report.phases["idle"]?.statuses, ["200": report.phases["idle"]?.probes ?? -1])
        XCTAssertEqual(report.phases["after"]?.statuses, ["200": report.phases["after"]?.probes ?? -1], "served again once the load is gone")
        // The subscribers' streams are capped below the connections, so the page is still served.
        XCTAssertEqual(report.phases["subscribers"]?.statuses.keys.sorted(), ["200"])

        // What the load itself was answered.
        XCTAssertEqual(report.loadAnswers["oversized"], ["414": 40, "431": 40])
        let subscribers = try XCTUnwrap(report.loadAnswers["subscribers"])
        XCTAssertEqual(subscribers.values.reduce(0, +), 48)
        XCTAssertGreaterThan(subscribers["200"] ?? 0, 0)
        XCTAssertGreaterThan(subscribers["503"] ?? 0, 0, "more subscribers than the cap")
        XCTAssertEqual(report.foreignHost, 403)

        // Ctrl-C stops it at once, though an event stream and a half-sent request are open.
        XCTAssertTrue(process.isRunning)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["python3", "-c", """
            import socket, time
            host = b"Host: 127.0.0.1:\(port)\\r\\n"
            stream = socket.create_connection(("127.0.0.1", \(port)))
            stream.sendall(b"GET /events HTTP/1.1\\r\\n" + host + b"\\r\\n")
            print(stream.recv(12).decode(), flush=True)
            slow = socket.create_connection(("127.0.0.1", \(port)))
            slow.sendall(b"GET / HTTP/1.1\\r\\n" + host)
            time.sleep(30)
            """]
        let held = Pipe()
        holder.standardOutput = held
        try holder.run()
        addTeardownBlock { if holder.isRunning { holder.terminate() } }
        XCTAssertTrue(String(decoding: held.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        let interrupted = ContinuousClock.now
        let (status, rest) = interrupt(process, output: output)
        print("load test: stopped \(ContinuousClock.now - interrupted) after Ctrl-C")
        // (What the server said on its error stream, and how it ended, shown if it did not
        // stop cleanly: a run under load once ended with status 4 and no message.)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(status, 0, "ended by \(process.terminationReason == .uncaughtSignal ? "signal" : "exit") \(status): \(complaint)")
        XCTAssertEqual(rest, "lucid preview: stopped\n", complaint)
    }
}
