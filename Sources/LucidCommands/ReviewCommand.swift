import ArgumentParser
import Foundation
import LucidCheck
import LucidPreview
import LucidRender

/// `lucid review`: walks the failures of the last `lucid check` (from its artifacts) and
/// accepts, rejects or skips each, as `cargo insta review` does; `--accept NAME…` and
/// `--accept-all` do it without asking, for scripts.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Accept or reject the failures of the last lucid check.",
        discussion: """
            Reads lucid-check.json from --artifacts (where lucid check wrote it; run review \
            from the same folder). For each failure it shows the layout changes, the summary, \
            and, on a colour terminal, the side-by-side picture, then asks: [a]ccept writes \
            the new outputs over the goldens (atomically, listed in lucid-goldens.json), \
            [r]eject leaves the goldens as they are, [s]kip decides later, [q]uit stops. \
            Answers are read a line at a time from standard input.

            With --serve the same review is a web page at http://127.0.0.1:PORT/ (8471 when \
            no port is given; 0 picks a free one), on the loopback interface only: each \
            failure with its pictures and Accept and Reject buttons. Ctrl-C stops it.

            Exit status: 0 done, 2 usage error (no check result, an unknown name).
            """
    )

    @Option(name: .long, help: "The artifacts folder of the check to review.")
    var artifacts = ".build/lucid-artifacts"

    @Option(name: .long, parsing: .upToNextOption, help: "Accept these failures (by name) without asking.")
    var accept: [String] = []

    @Flag(name: .customLong("accept-all"), help: "Accept every failure without asking.")
    var acceptAll = false

    @Option(name: .long, defaultAsFlag: 8471, parsing: .next,
            help: ArgumentHelp("Serve the review to a browser on 127.0.0.1, on PORT (default 8471; 0 picks a free port).", valueName: "port"))
    var serve: Int? = nil

    func validate() throws {
        if let serve, !(0...65535).contains(serve) {
            throw ValidationError("--serve takes a port from 0 to 65535, found \(serve)")
        }
    }

    func run() throws {
        if let serve {
            guard let serving = PageServers.review else { throw ValidationError(PageServers.handOver().description) }
            let artifacts = artifacts
            let outcome = ServerLifetime.blocking {
                let server = try await serving(artifacts, UInt16(serve))
                print("lucid review: serving \(artifacts) at \(await server.url) (Ctrl-C stops)")
                fflush(stdout)
                await ServerLifetime.untilStopped()
                await server.stop()
                print("lucid review: stopped")
                fflush(stdout)
            }
            if case let .failure(error) = outcome { throw ValidationError("\(error)") }
            return
        }
        var review: GoldenReview
        do {
            review = try GoldenReview(artifactsDirectory: artifacts)
        } catch {
            throw ValidationError("\(error)")
        }
        if acceptAll || !accept.isEmpty {
            let names = acceptAll ? review.pending.map(\.name) : accept
            for name in names {
                do {
                    try review.accept(name)
                } catch let error as GoldenReviewError {
                    throw ValidationError(error.description)
                }
                print("accepted \(name)")
            }
            print(summary(review, accepted: names.count, rejected: 0, skipped: 0))
            return
        }
        try ask(&review)
    }

    /// One failure at a time, answers from standard input.
    private func ask(_ review: inout GoldenReview) throws {
        let colours = ColorEnvironment().colors(STDOUT_FILENO)
        let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 100
        var accepted = 0, rejected = 0, skipped = 0
        let pending = review.pending
        if pending.isEmpty { print("nothing to review in \(artifacts)") }
        review: for (index, entry) in pending.enumerated() {
            print("[\(index + 1)/\(pending.count)] " + entry.text, terminator: "")
            let picture = artifacts + "/" + entry.name + ".side-by-side.png"
            if FileManager.default.fileExists(atPath: picture) {
                if colours, let data = FileManager.default.contents(atPath: picture), let image = try? RGBAImage(png: data) {
                    print(TerminalPicture.halfBlocks(image, columns: max(20, columns - 2)), terminator: "")
                }
                print("picture: \(picture)")
            }
            while true {
                print("accept, reject, skip, quit? [a/r/s/q] ", terminator: "")
                fflush(stdout)
                guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { break review }
                switch answer {
                case "a", "accept":
                    try review.accept(entry.name)
                    accepted += 1
                    print("accepted \(entry.name)")
                case "r", "reject":
                    try review.reject(entry.name)
                    rejected += 1
                    print("rejected \(entry.name)")
                case "s", "skip":
                    skipped += 1
                case "q", "quit":
                    break review
                default:
                    continue
                }
                break
            }
        }
        print(summary(review, accepted: accepted, rejected: rejected, skipped: skipped))
    }

    private func summary(_ review: GoldenReview, accepted: Int, rejected: Int, skipped: Int) -> String {
        "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped, \(review.pending.count) left to review"
    }
}
