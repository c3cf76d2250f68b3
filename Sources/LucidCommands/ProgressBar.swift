import Foundation

/// A one-line progress bar on standard error, redrawn in place, for runs on a terminal:
/// `[########------------] 12/30 dream-list`. Drawn only when standard error is a
/// terminal and not in CI, so logs and pipes get no carriage returns.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let width = 24

    init(total: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.total = total
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        enabled = total > 1 && !ci && isatty(STDERR_FILENO) != 0 && environment["TERM"] != "dumb"
    }

    /// Redraws the bar: `done` of the total finished, the last one `name`.
    func update(done: Int, name: String) {
        guard enabled else { return }
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[2K[\(bar)] \(done)/\(total) \(name)".utf8))
    }

    /// Clears the line, so the report starts on a clean one.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
