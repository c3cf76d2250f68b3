import Foundation

/// Whether text written to a stream is coloured when the command line does not say:
/// the one rule the diagnostics (standard error) and ASCII previews (standard
/// output) share, read from the environment.
///
/// - `FORCE_COLOR` set to anything but "" or "0" asks for colour even into a pipe or
///   a log, and wins over `NO_COLOR`, as Rainbow (which styles the diagnostics) has it.
/// - Otherwise `NO_COLOR` set to anything non-empty, whatever its value, turns colour
///   off (https://no-color.org).
/// - Otherwise colour goes only to a terminal whose `TERM` is set and not "dumb".
struct ColorEnvironment {
    let environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// `FORCE_COLOR` asks for colour.
    var isForced: Bool { nonEmpty("FORCE_COLOR").map { $0 != "0" } ?? false }

    /// `NO_COLOR` asks for none.
    var isRefused: Bool { nonEmpty("NO_COLOR") != nil }

    /// Whether text written to the file descriptor `descriptor` should be coloured.
    func colors(_ descriptor: Int32) -> Bool {
        if isForced { return true }
        if isRefused { return false }
        let dumb = environment["TERM"].map { $0.lowercased() == "dumb" } ?? true
        return !dumb && isatty(descriptor) != 0
    }

    private func nonEmpty(_ name: String) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
