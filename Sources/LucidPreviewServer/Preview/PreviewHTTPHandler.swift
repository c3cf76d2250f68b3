import FlyingFox
import Foundation
import LucidPreview
import LucidRender

/// Answers the preview server's requests. The whole surface:
///
/// - `GET /` — the page (`PreviewPage`)
/// - `GET /events` — server-sent events: a `state` event with the current
///   `PreviewPayload` at once and after every change
/// - `GET /render?debug=1&theme=NAME` — the payload drawn with those options (the page's
///   debug and theme toggles)
/// - `GET /render.svg` — the current picture on its own
/// - `GET /files/PATH` — a file the description uses (`ServedFiles`)
///
/// Anything else is 404.
struct PreviewHTTPHandler: HTTPHandler {
    let session: PreviewSession
    /// How often an idle event stream sends a comment, so a closed tab is noticed.
    var keepAliveInterval: Duration = .seconds(15)

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else { return Self.notFound }
        switch request.path {
        case "/", "/index.html":
            return Self.response(Data(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
        case "/events":
            return events()
        case "/render":
            return await render(debug: request.query["debug"] == "1", theme: request.query["theme"].flatMap { $0.isEmpty ? nil : $0 })
        case "/render.svg":
            guard let picture = await session.model.status.picture else { return Self.notFound }
            return Self.response(Data(picture.picture.utf8), type: "image/svg+xml")
        default:
            let model = await session.model
            let served = ServedFiles(description: model.file, usedFiles: model.usedFiles)
            guard let file = served.file(for: request.path), let data = FileManager.default.contents(atPath: file) else {
                return Self.notFound
            }
            return Self.response(data, type: Self.contentType(of: file))
        }
    }

    /// The event stream: the current state, then each new one, with keep-alive
    /// comments between; it ends when the session stops.
    private func events() -> HTTPResponse {
        let session = self.session
        let interval = keepAliveInterval
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
        continuation.onTermination = { _ in
            forwarding.cancel()
            keepingAlive.cancel()
        }
        return HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPHeader("X-Accel-Buffering"): "no"],
            body: HTTPBodySequence(from: EventStreamBody(messages: messages)))
    }

    /// The description drawn now with the page's toggles, as a payload.
    private func render(debug: Bool, theme: String?) async -> HTTPResponse {
        let base = session.renderer
        let renderer = PreviewRenderer(file: base.file, theme: theme ?? base.theme)
        var model = await session.model
        let outcome = renderer.render(for: .svg(debug: debug))
        // The model's own history supplies the last good picture if this render fails.
        model.apply(outcome.result, usedFiles: outcome.usedFiles)
        return Self.response(PreviewPayload(model).json, type: "application/json")
    }

    private static func response(_ body: Data, type: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: body)
    }

    static let notFound = HTTPResponse(
        statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found\n".utf8))

    private static func contentType(of file: String) -> String {
        switch URL(fileURLWithPath: file).pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        case "yaml", "yml": "text/yaml; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
