import Foundation
import LucidPreview
import LucidPreviewServer
import XCTest

/// Drives the real preview server on a free loopback port through a whole editing
/// session: the page, the event stream following saves, an error and its fix, requests
/// for files it must not serve, and stopping.
final class PreviewServerTests: XCTestCase {
    private struct State: Decodable {
        struct Problem: Decodable {
            var file: String
            var line: Int?
            var column: Int?
            var text: String
        }
        var generation: Int
        var status: String
        var svg: String?
        var nodes: [PreviewNode]
        var error: Problem?
        var width: Double?
        var height: Double?

        func node(_ name: String) -> PreviewNode? { nodes.first { $0.name == name } }
    }

    private func state(_ event: (event: String, data: String)?) throws -> State {
        let event = try XCTUnwrap(event, "the event stream ended")
        XCTAssertEqual(event.event, "state")
        return try JSONDecoder().decode(State.self, from: Data(event.data.utf8))
    }

    func testEditingSessionThroughTheServer() async throws {
        let fixture = try PreviewFixture(for: self)
        let session = PreviewSession(renderer: PreviewRenderer(file: fixture.description.path), target: .svg(debug: false))
        try await session.start()
        let server = try await PreviewServer(session: session, port: 0)
        let port = await server.port
        XCTAssertNotEqual(port, 0)
        let url = await server.url
        XCTAssertEqual(url.absoluteString, "http://127.0.0.1:\(port)/")

        // The page.
        let page = try LoopbackClient.get("/", port: port)
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(page.text.contains("new EventSource(\"/events\")"))

        // The event stream starts with the current render.
        let events = try LoopbackClient(port: port)
        try events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let head = try events.readHead()
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.headers["content-type"], "text/event-stream")
        let first = try state(events.nextEvent())
        XCTAssertEqual(first.status, "rendered")
        XCTAssertEqual(first.generation, 1)
        XCTAssertEqual(first.width, 240)
        XCTAssertEqual(first.node("card")?.width, 120)
        XCTAssertEqual(first.node("card")?.x, 36, "the row is centred: (224 - 168) / 2 + 8")
        XCTAssertEqual(first.node("logo")?.x, 164)
        let firstSVG = try XCTUnwrap(first.svg)
        XCTAssertTrue(firstSVG.hasPrefix("<?xml"))
        XCTAssertTrue(firstSVG.contains("rgb(82.7"), "the red fill #d32f2f")

        // A save: the next event carries the new render.
        let saved = ContinuousClock.now
        try fixture.save(PreviewFixture.card(width: 160, fill: "#1e88e5", label: "World"))
        let edited = try state(events.nextEvent())
        print("preview: the render of the edit arrived \(ContinuousClock.now - saved) after the save")
        XCTAssertEqual(edited.status, "rendered")
        XCTAssertEqual(edited.generation, 2)
        XCTAssertEqual(edited.node("card")?.width, 160)
        XCTAssertEqual(edited.node("card")?.x, 16)
        XCTAssertEqual(edited.node("logo")?.x, 184)
        XCTAssertNotEqual(edited.svg, firstSVG)
        XCTAssertTrue(try XCTUnwrap(edited.svg).contains("rgb(11.7"), "the blue fill #1e88e5")

        // A broken file: the error with its line, over the last good picture.
        try fixture.save(PreviewFixture.card(width: 160, fill: "#1e88e5", label: "World")
            .replacingOccurrences(of: "      frame: { width: 160", with: "      frame: { wdth: 160"))
        let broken = try state(events.nextEvent())
        XCTAssertEqual(broken.status, "failed")
        XCTAssertEqual(broken.generation, 3)
        let problem = try XCTUnwrap(broken.error)
        XCTAssertEqual(problem.line, 11)
        XCTAssertEqual(problem.column, 16)
        XCTAssertTrue(
            problem.text.hasPrefix("\(fixture.description.path):11:16: error: unknown key 'wdth' in 'frame'; did you mean 'width'?"), problem.text)
        XCTAssertTrue(problem.text.hasSuffix("\n      frame: { wdth: 160, height: 60 }\n               ^"), problem.text)
        XCTAssertEqual(broken.svg, edited.svg, "the last good picture stays")
        XCTAssertEqual(broken.node("card")?.width, 160)

        // Fixed again.
        try fixture.save(PreviewFixture.card(width: 100, fill: "#1e88e5", label: "Again"))
        let fixed = try state(events.nextEvent())
        XCTAssertEqual(fixed.status, "rendered")
        XCTAssertNil(fixed.error)
        XCTAssertEqual(fixed.node("card")?.width, 100)

        // The page's toggles: the same description drawn with the debug overlay and dark.
        let toggled = try LoopbackClient.get("/render?debug=1&theme=dark", port: port)
        XCTAssertEqual(toggled.status, 200)
        let toggledState = try JSONDecoder().decode(State.self, from: toggled.body)
        XCTAssertEqual(toggledState.node("card")?.width, 100)
        XCTAssertNotEqual(toggledState.svg, fixed.svg)
        XCTAssertFalse(try XCTUnwrap(toggledState.svg).contains("rgb(100%, 100%, 100%)"), "no white page in the dark theme")

        // The picture alone, and the image the description uses.
        let svg = try LoopbackClient.get("/render.svg", port: port)
        XCTAssertEqual(svg.status, 200)
        XCTAssertEqual(svg.headers["content-type"], "image/svg+xml")
        XCTAssertEqual(svg.text, fixed.svg)
        let image = try LoopbackClient.get("/files/assets/unicorn.png", port: port)
        XCTAssertEqual(image.status, 200)
        XCTAssertEqual(image.headers["content-type"], "image/png")
        XCTAssertEqual(image.body, try Data(contentsOf: fixture.image))

        // Nothing else: not the description's other files, not outside its folder, however
        // the path is spelled.
        for target in [
            "/files/assets/shark.png", "/files/card.yaml", "/card.yaml", "/assets/unicorn.png",
            "/../../../../etc/passwd", "/files/../card.yaml", "/files/assets/../card.yaml",
            "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/files/%2e%2e/%2e%2e/etc/passwd", "/files/..%2fcard.yaml",
            "/files//etc/passwd", "/files/" + fixture.image.path, "//etc/passwd", "/etc/passwd", "/index.php",
        ] {
            let response = try LoopbackClient.get(target, port: port)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertEqual(response.text, "not found\n", target)
        }

        // Stopping ends the event stream and closes the port.
        await server.stop()
        XCTAssertNil(try events.nextEvent())
        XCTAssertThrowsError(try LoopbackClient.get("/", port: port))
    }

    func testPortInUseIsAnError() async throws {
        let fixture = try PreviewFixture(for: self)
        let first = try await PreviewServer(
            session: PreviewSession(renderer: PreviewRenderer(file: fixture.description.path), target: .svg(debug: false)), port: 0)
        let port = await first.port
        do {
            _ = try await PreviewServer(
                session: PreviewSession(renderer: PreviewRenderer(file: fixture.description.path), target: .svg(debug: false)), port: port)
            XCTFail("a second server started on port \(port)")
        } catch {
            XCTAssertTrue("\(error)".lowercased().contains("address already in use"), "\(error)")
        }
        await first.stop()
    }
}
