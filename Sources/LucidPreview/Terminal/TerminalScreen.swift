import Foundation
import LucidLayout

/// The terminal preview's screen, derived from the model alone: a title line, the
/// picture (the last good one while the file is broken), and the error in place at the
/// bottom as `path:line:column: error: …` with its source line and caret.
public struct TerminalScreen: Sendable, Equatable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(20, columns)
        self.rows = max(4, rows)
    }

    /// The rows a picture may take: all but the title line and the key hint line.
    public var pictureRows: Int { rows - 2 }

    /// Exactly `rows` lines, none wider than `columns` cells.
    public func lines(for model: PreviewModel) -> [String] {
        var status: String
        switch model.status {
        case .loading: status = "loading…"
        case let .rendered(render): status = "rendered in \(Self.milliseconds(render.milliseconds))"
        case .failed: status = "error (showing the last good picture)"
        }
        if case .failed(_, nil) = model.status { status = "error" }
        let title = "lucid preview  \(model.file)  ·  \(status)"

        var bottom: [String] = []
        if let problem = model.status.problem {
            // At most half the screen for the error, so the picture stays in view.
            let errorLines = problem.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            bottom = Array(errorLines.prefix(max(1, pictureRows / 2)))
        } else if let warnings = model.status.picture?.warnings, !warnings.isEmpty {
            let warningLines = warnings.joined(separator: "\n").split(separator: "\n").map(String.init)
            bottom = Array(warningLines.prefix(max(1, pictureRows / 4)))
        }
        let hint = "q quit · saves re-render"
        let pictureSpace = pictureRows - bottom.count
        let picture = model.status.picture?.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        var lines = [title] + picture.prefix(pictureSpace)
        lines += Array(repeating: "", count: max(0, 1 + pictureSpace - lines.count))
        lines += bottom + [hint]
        return lines.prefix(rows).map(fit)
    }

    /// A line cut to the screen width (wide characters count two cells).
    private func fit(_ line: String) -> String {
        var cells = 0
        var fitted = ""
        for character in line {
            let width = CharacterWidth.cells(of: character)
            guard cells + width <= columns else { break }
            cells += width
            fitted.append(character)
        }
        return fitted
    }

    private static func milliseconds(_ value: Double) -> String {
        String(format: "%.1f ms", value)
    }
}
