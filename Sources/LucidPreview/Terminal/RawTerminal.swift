import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The terminal a full-screen preview takes over: keys arrive one by one without echo,
/// the picture is drawn on the alternate screen with the cursor hidden, and `restore()`
/// puts everything back as it was (the shell's screen and scrollback reappear).
final class RawTerminal: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private var saved = termios()
    private var active = false
    private let lock = NSLock()

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// The terminal's size in character cells (80 × 24 if it will not say).
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Keys unbuffered and unechoed (Ctrl-C arrives as a key, so quitting restores the
    /// terminal first), alternate screen, cursor hidden.
    func enter() {
        lock.lock()
        defer { lock.unlock() }
        guard !active else { return }
        if isatty(input) != 0, tcgetattr(input, &saved) == 0 {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(input, TCSAFLUSH, &raw)
        }
        write("\u{1B}[?1049h\u{1B}[?25l")
        active = true
    }

    /// Back to how the terminal was; safe to call more than once.
    func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard active else { return }
        active = false
        write("\u{1B}[?25h\u{1B}[?1049l")
        if isatty(input) != 0 { tcsetattr(input, TCSAFLUSH, &saved) }
    }

    /// Draws `lines` from the top-left corner, clearing what each line and the rest of
    /// the screen held before, in one write (no flicker).
    func draw(_ lines: [String]) {
        var frame = "\u{1B}[H"
        frame += lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
        frame += "\u{1B}[J"
        write(frame)
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Waits for one key and returns its byte; nil when input has ended.
    func readKey() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
