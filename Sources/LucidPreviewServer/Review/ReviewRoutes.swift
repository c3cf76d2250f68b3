import Foundation
import Hummingbird
import LucidCheck
import LucidPreview
import LucidRender

/// What the review server answers. The whole surface:
///
/// - `GET /` — the page: each failure's part of the report, with Accept and Reject buttons
///   while it is undecided
/// - `POST /accept`, `POST /reject` — a form with the failure's `name`; the decision is
///   made, then the page is shown again (303 to `/`)
/// - `GET /artifacts/PATH` — an image the page shows, and only those
///
/// (`LoopbackServer` has refused requests from other hosts and origins before, so a page
/// on another site can neither read the review nor press its buttons.)
struct ReviewRoutes: LoopbackPage {
    let session: ReviewSession

    func respond(to request: Request, limits: ServerLimits) async -> Response {
        let review = await session.review
        let path = request.uri.path.removingPercentEncoding ?? request.uri.path
        switch (request.method, path) {
        case (.get, "/"), (.get, "/index.html"):
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: Self.page(review))))
        case (.post, "/accept"), (.post, "/reject"):
            let body: String
            switch await RequestBodyReader.text(of: request, limits: limits) {
            case .success(let text): body = text
            case .failure(let answer): return answer.response
            }
            guard let name = try? URLEncodedFormDecoder().decode(DecisionForm.self, from: body).name else {
                return PlainAnswer(status: .badRequest, text: "no name\n").response
            }
            do {
                if path == "/accept" { try await session.accept(name) } else { try await session.reject(name) }
            } catch {
                return PlainAnswer(status: .conflict, text: "\(error)\n").response
            }
            return Response(status: .seeOther, headers: [.location: "/"])
        case (.get, let path) where path.hasPrefix("/artifacts/"):
            let relative = String(path.dropFirst("/artifacts/".count))
            guard Self.images(review).contains(relative),
                  let data = ContainedFile.read(review.directory + "/" + relative, inside: review.directory) else {
                return PlainAnswer.notFound.response
            }
            return Response(
                status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        default:
            return PlainAnswer.notFound.response
        }
    }

    /// The report's page with a decision form in each undecided failure.
    static func page(_ review: GoldenReview) -> String {
        let sections = review.result.descriptions.map { entry -> String in
            guard !entry.html.isEmpty else { return "" }
            var html = ReportMerge.relinked(entry.html, prefix: "/artifacts/")
            let name = XMLText.escaped(entry.name)
            let decision: String
            switch entry.state {
            case "accepted": decision = "<p class=\"decided\">Accepted: the goldens were written.</p>\n"
            case "rejected": decision = "<p class=\"decided\">Rejected: the goldens were left as they were.</p>\n"
            default:
                guard !entry.accepts.isEmpty else { return html }
                decision = """
                    <div class="decide">
                    <form method="post" action="/accept"><input type="hidden" name="name" value="\(name)"><button id="accept-\(name)">Accept</button></form>
                    <form method="post" action="/reject"><input type="hidden" name="name" value="\(name)"><button id="reject-\(name)">Reject</button></form>
                    </div>

                    """
            }
            if let end = html.range(of: "</section>", options: .backwards) { html.insert(contentsOf: decision, at: end.lowerBound) }
            return html
        }
        let left = review.pending.count
        let summary = review.result.summary.line(goldenDirectory: review.result.goldenDirectory) + " · \(left) left to review"
        return HTMLReport(directory: review.directory).page(sections: sections, summaryLine: summary, environmentChanges: review.result.environmentChanges)
    }

    /// The image paths (relative to the artifacts folder) the report links.
    static func images(_ review: GoldenReview) -> Set<String> {
        var found = Set<String>()
        for entry in review.result.descriptions {
            var rest = Substring(entry.html)
            while let start = rest.range(of: "src=\""), let end = rest[start.upperBound...].firstIndex(of: "\"") {
                found.insert(XMLText.unescaped(rest[start.upperBound..<end]))
                rest = rest[end...]
            }
        }
        return found
    }

    /// The decision forms' one field.
    private struct DecisionForm: Decodable {
        var name: String
    }
}
