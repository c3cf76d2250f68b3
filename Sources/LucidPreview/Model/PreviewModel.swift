import Foundation

/// Everything a preview shows, as one value: the terminal screen and the browser page
/// are both derived from it (`TerminalScreen`, `PreviewPayload`), and it changes only
/// through `apply(_:)`.
public struct PreviewModel: Sendable, Equatable {
    /// The description file being previewed, as given.
    public var file: String
    public private(set) var status: PreviewStatus = .loading
    /// How many renders have been attempted; viewers use it to tell updates apart.
    public private(set) var generation = 0
    /// The files the last successful read used besides `file` (includes, images):
    /// all are watched, and the server serves only these.
    public private(set) var usedFiles: [String] = []

    public init(file: String) {
        self.file = file
    }

    /// The outcome of rendering the description again: a new picture, or a problem
    /// shown over the last good picture.
    public mutating func apply(_ outcome: Result<PreviewRender, PreviewProblem>, usedFiles: [String]? = nil) {
        generation += 1
        if let usedFiles { self.usedFiles = usedFiles }
        switch outcome {
        case let .success(render):
            status = .rendered(render)
        case let .failure(problem):
            status = .failed(problem, lastGood: status.picture)
        }
    }
}
