import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `lucid` with one of its streams on a pseudo-terminal, as when a user types the
/// command, so tests can see what it does for a terminal (`isatty` is true there).
extension Lucid {
    enum Stream {
        case standardOutput, standardError
    }

    struct TerminalError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `lucid` with `stream` on a new terminal and the other stream on a pipe, in
    /// the test environment (see `run`); returns what each showed, the terminal's
    /// "\r\n" line ends turned back into "\n".
    static func runOnTerminal(
        _ arguments: [String], stream: Stream = .standardOutput, environment extra: [String: String] = [:],
        unsetting: Set<String> = []
    ) throws -> (terminal: String, pipe: String, status: Int32) {
        let pty = try PseudoTerminalCalls()
        let master = pty.openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw TerminalError(description: "posix_openpt failed: errno \(errno)") }
        defer { close(master) }
        guard pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.slaveName(master) else {
            throw TerminalError(description: "cannot set up the pseudo-terminal: errno \(errno)")
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw TerminalError(description: "cannot open \(String(cString: name)): errno \(errno)") }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let pipe = Pipe()
        let process = process(arguments, in: root, environment: extra, unsetting: unsetting)
        switch stream {
        case .standardOutput:
            process.standardOutput = terminal
            process.standardError = pipe
        case .standardError:
            process.standardOutput = pipe
            process.standardError = terminal
        }
        try process.run()
        try terminal.close()  // the child has its own copy; reads end when it exits
        var shown = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }  // EIO once the child has closed the terminal
            shown.append(contentsOf: buffer[0..<count])
        }
        let piped = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: shown, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return (text, String(decoding: piped, as: UTF8.self), process.terminationStatus)
    }
}

/// The C library's pseudo-terminal calls, which Swift's Glibc module leaves out (they
/// are declared only for `_XOPEN_SOURCE`), looked up by name in the running process.
private struct PseudoTerminalCalls {
    let openMaster: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let slaveName: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
        let process = dlopen(nil, RTLD_NOW)
        func find<T>(_ name: String, as type: T.Type) throws -> T {
            guard let symbol = dlsym(process, name) else { throw Lucid.TerminalError(description: "no \(name) in the C library") }
            return unsafeBitCast(symbol, to: type)
        }
        openMaster = try find("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try find("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try find("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        slaveName = try find("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
}
