import Foundation
import LucidCheck
import LucidPreview

/// `lucid review --serve`: the last check's failures as a web page on 127.0.0.1 (a
/// `LoopbackServer`), each with Accept and Reject buttons that do what the terminal review
/// does (`GoldenReview`).
public final class ReviewServer: Sendable {
    private let server: LoopbackServer

    /// Serves the review of the check whose artifacts are in `artifactsDirectory` on `port`
    /// (0 picks a free one) and returns once it listens.
    /// - Throws: `GoldenReviewError`-like errors when there is no check result to review.
    public init(artifactsDirectory: String, port: UInt16, limits: ServerLimits = ServerLimits()) async throws {
        let session = ReviewSession(try GoldenReview(artifactsDirectory: artifactsDirectory))
        server = try await LoopbackServer(page: ReviewRoutes(session: session), port: port, limits: limits)
    }

    /// The page's address, e.g. `http://127.0.0.1:8471/`.
    public var url: URL { server.url }

    public func stop() async {
        await server.stop()
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
