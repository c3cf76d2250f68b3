import FlyingFox
import FlyingSocks
import Foundation
import LucidPreview
import LucidCheck

/// `lucid review --serve`: the last check's failures as a web page on 127.0.0.1, each
/// with Accept and Reject buttons that do what the terminal review does (`GoldenReview`).
public final class ReviewServer: Sendable {
    private let server: HTTPServer
    private let running: Task<Void, Never>

    /// Serves the review of the check whose artifacts are in `artifactsDirectory` on `port`
    /// (0 picks a free one) and returns once it listens.
    /// - Throws: `GoldenReviewError`-like errors when there is no check result to review.
    public init(artifactsDirectory: String, port: UInt16) async throws {
        let session = ReviewSession(try GoldenReview(artifactsDirectory: artifactsDirectory))
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let server = HTTPServer(
            config: HTTPServer.Configuration(address: address, timeout: 60, logger: .disabled),
            handler: ReviewHTTPHandler(session: session))
        self.server = server
        running = Task { try? await server.run() }
        for _ in 0..<1000 {
            if await server.isListening { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw GoldenReviewError(description: "the review server did not start listening on 127.0.0.1:\(port)")
    }

    /// The page's address, e.g. `http://127.0.0.1:8471/`.
    public var url: URL {
        get async {
            var port: UInt16 = 0
            if case let .ip4(_, listening) = await server.listeningAddress { port = listening }
            return URL(string: "http://127.0.0.1:\(port)/")!
        }
    }

    public func stop() async {
        await server.stop(timeout: 0.5)
        running.cancel()
    }
}

/// The review the server's requests share, one at a time.
actor ReviewSession {
    private(set) var review: GoldenReview

    init(_ review: GoldenReview) {
        self.review = review
    }

    func accept(_ name: String) throws { try review.accept(name) }
    func reject(_ name: String) throws { try review.reject(name) }
}
