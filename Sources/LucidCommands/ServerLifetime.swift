import Foundation

/// What the commands that serve a page (`preview --serve`, `review --serve`) share: running
/// their async work from a synchronous command, and serving until Ctrl-C or SIGTERM.
enum ServerLifetime {
    /// Returns when SIGINT or SIGTERM arrives (neither ends the process meanwhile).
    static func untilStopped() async {
        let (stop, stopping) = AsyncStream.makeStream(of: Void.self)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { stopping.yield() }
            source.resume()
            sources.append(source)
        }
        for await _ in stop { break }
        sources.forEach { $0.cancel() }
    }

    /// Runs async work from a synchronous command (the root command is synchronous) and
    /// waits for it.
    static func blocking(_ work: @escaping @Sendable () async throws -> Void) -> Result<Void, Error> {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Task {
            do { try await work() } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return box.result
    }
}

/// Carries an async result back to the waiting thread (written before the semaphore is
/// signalled, read after it is waited on).
private final class ResultBox: @unchecked Sendable {
    var result: Result<Void, Error> = .success(())
}
