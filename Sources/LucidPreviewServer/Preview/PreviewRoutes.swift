import Foundation
import Hummingbird
import LucidPreview
import LucidRender

/// What the preview server answers. The whole surface:
///
/// - `GET /` — the page (`PreviewPage`)
/// - `GET /events` — server-sent events: a `state` event with the current
///   `PreviewPayload` at once and after every change (at most
///   `ServerLimits.maximumEventStreams` open at once, 503 beyond)
/// - `GET /render?debug=1&theme=NAME` — the payload drawn with those options (the page's
///   debug and theme toggles)
/// - `GET /render.svg` — the current picture on its own
/// - `GET /files/PATH` — a file the description uses (`ServedFiles`)
///
/// Anything else is 404; a method other than GET or HEAD is 405.
struct PreviewRoutes: LoopbackPage {
    let session: PreviewSession
    /// The event streams open now, against `ServerLimits.maximumEventStreams`.
    let streams: ConnectionGate
    /// How often an idle event stream sends a comment, so a closed tab is noticed.
    var keepAliveInterval: Duration = .seconds(15)

    func respond(to request: Request, limits: ServerLimits) async -> Response {
        guard request.method == .get || request.method == .head else { return PlainAnswer.methodNotAllowed.response }
        let path = request.uri.path.removingPercentEncoding ?? request.uri.path
        switch path {
        case "/", "/index.html":
            return Self.response(Data(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
        case "/events":
            guard let place = GatePlace(in: streams) else { return PlainAnswer.tooManyStreams.response }
            return EventStream(session: session, keepAliveInterval: keepAliveInterval).response(to: request, holding: place)
        case "/render":
            let query = request.uri.queryParameters
            let theme = query["theme"].flatMap { $0.isEmpty ? nil : String($0) }
            return await render(debug: query["debug"] == "1", theme: theme)
        case "/render.svg":
            guard let picture = await session.model.status.picture else { return PlainAnswer.notFound.response }
            return Self.response(Data(picture.picture.utf8), type: "image/svg+xml")
        default:
            let model = await session.model
            let served = ServedFiles(description: model.file, usedFiles: model.usedFiles)
            guard let data = served.contents(for: path) else { return PlainAnswer.notFound.response }
            return Self.response(data, type: Self.contentType(of: path))
        }
    }

    /// The description drawn now with the page's toggles, as a payload.
    private func render(debug: Bool, theme: String?) async -> Response {
        let base = session.renderer
        let renderer = PreviewRenderer(file: base.file, theme: theme ?? base.theme)
        var model = await session.model
        let outcome = renderer.render(for: .svg(debug: debug))
        // The model's own history supplies the last good picture if this render fails.
        model.apply(outcome.result, usedFiles: outcome.usedFiles)
        return Self.response(PreviewPayload(model).json, type: "application/json")
    }

    private static func response(_ body: Data, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

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
