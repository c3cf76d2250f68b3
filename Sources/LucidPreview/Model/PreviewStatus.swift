import Foundation

/// Where the preview is: nothing shown yet, a picture, or an error shown over the last
/// picture that worked (if any), which stays visible until the file is fixed.
public enum PreviewStatus: Sendable, Equatable {
    case loading
    case rendered(PreviewRender)
    case failed(PreviewProblem, lastGood: PreviewRender?)

    /// The picture to show: the current render, or the last good one while failing.
    public var picture: PreviewRender? {
        switch self {
        case .loading: nil
        case let .rendered(render): render
        case let .failed(_, lastGood): lastGood
        }
    }

    /// The problem to show, when the latest render failed.
    public var problem: PreviewProblem? {
        if case let .failed(problem, _) = self { problem } else { nil }
    }
}
