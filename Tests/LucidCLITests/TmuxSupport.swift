import Foundation
import XCTest

/// Driving `lucid` in a real terminal: tmux on a private server socket (scripts/setup.sh
/// installs tmux), for the terminal preview and the interactive review.
extension XCTestCase {
    /// Runs tmux on a private server socket and returns what it printed.
    ///
    /// Spawned with `posix_spawn` rather than `Process`: the tmux server that
    /// `new-session` forks would inherit the descriptor Foundation watches to learn that
    /// a child has exited, and `waitUntilExit` would wait for the server to end too.
    func tmux(_ arguments: [String], socket: String) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, "tmux", &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Lucid.TerminalError(description: "cannot run tmux (errno \(spawned)); scripts/setup.sh installs it")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Lucid.TerminalError(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// The screen, polled until `condition` holds (up to 90 s: a test run on a busy machine
    /// took more than 15 s to review three figures; a passing run returns as soon as it holds).
    func screen(socket: String, session: String = "preview", until condition: (String) -> Bool, _ what: String) throws -> String {
        let deadline = Date().addingTimeInterval(90)
        var text = ""
        while Date() < deadline {
            text = try tmux(["capture-pane", "-p", "-t", session], socket: socket)
            if condition(text) { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("the terminal never showed \(what); it showed:\n\(text)")
        return text
    }
}
