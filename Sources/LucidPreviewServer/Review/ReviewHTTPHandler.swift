import FlyingFox
import Foundation
import LucidPreview
import LucidCheck
import LucidRender

/// Answers the review server's requests. The whole surface:
///
/// - `GET /` — the page: each failure's part of the report, with Accept and Reject buttons
///   while it is undecided
/// - `POST /accept`, `POST /reject` — a form with the failure's `name`; the decision is
///   made, then the page is shown again (303 to `/`)
/// - `GET /artifacts/PATH` — an image the page shows, and only those
///
/// Requests whose `Host` is not the loopback address are refused (403), so a page on
/// another site cannot reach the server through a name of its own (DNS rebinding).
struct ReviewHTTPHandler: HTTPHandler {
    let session: ReviewSession

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard Self.isLoopback(host: request.headers[.host]) else {
            return Self.text(.forbidden, "only http://127.0.0.1 or http://localhost may ask this server\n")
        }
        let review = await session.review
        switch (request.method, request.path) {
        case (.GET, "/"), (.GET, "/index.html"):
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                body: Data(Self.page(review).utf8))
        case (.POST, "/accept"), (.POST, "/reject"):
            let form = Self.form(String(decoding: try await request.bodyData, as: UTF8.self))
            guard let name = form["name"] else { return Self.text(.badRequest, "no name\n") }
            do {
                if request.path == "/accept" { try await session.accept(name) } else { try await session.reject(name) }
            } catch {
                return Self.text(.conflict, "\(error)\n")
            }
            return HTTPResponse(statusCode: .seeOther, headers: [.location: "/"])
        case (.GET, let path) where path.hasPrefix("/artifacts/"):
            let relative = String(path.dropFirst("/artifacts/".count))
            guard Self.images(review).contains(relative),
                  let data = FileManager.default.contents(atPath: review.directory + "/" + relative) else {
                return Self.text(.notFound, "not found\n")
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: data)
        default:
            return Self.text(.notFound, "not found\n")
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

    /// `name=a%2Fb&x=1` → ["name": "a/b", "x": "1"].
    static func form(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// Whether a `Host` header names the loopback interface (any port).
    static func isLoopback(host: String?) -> Bool {
        guard let host else { return false }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return name == "127.0.0.1" || name == "localhost" || name == "[::1]"
    }

    private static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}
