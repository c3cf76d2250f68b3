import Foundation

/// What one of Lucid's loopback servers (`preview --serve`, `review --serve`) allows a
/// client, so that no request, however large, slow or numerous, can stop it answering.
///
/// Each limit answers with its own status: an over-long request line 414, over-large
/// headers 431, a body too large 413, a connection over the cap 503, and a request head or
/// body that does not arrive in time has its connection closed.
public struct ServerLimits: Sendable, Equatable {
    /// The longest request line (`GET /path HTTP/1.1`), in bytes: 414 beyond.
    public var maximumRequestLine = 8 * 1024
    /// The longest single header line, in bytes: 431 beyond.
    public var maximumHeaderField = 16 * 1024
    /// All header lines together, in bytes: 431 beyond.
    public var maximumHeaderBytes = 32 * 1024
    /// How many header lines a request may have: 431 beyond.
    public var maximumHeaderCount = 100
    /// The largest request body (the review's forms are a few dozen bytes): 413 beyond.
    public var maximumBody = 16 * 1024
    /// How long a connection may wait for (the rest of) a request head, and stay open idle
    /// between requests, in seconds: it is closed after that.
    public var headSeconds: Int64 = 10
    /// How long a request body may take to arrive, in seconds: 408 after that.
    public var bodySeconds = 10.0
    /// Connections open at once; further ones are answered 503 and closed, so the server
    /// never runs out of descriptors for the ones it serves.
    public var maximumConnections: Int
    /// Event streams (`/events`) open at once: 503 beyond. At most half the connections,
    /// so that subscribers never take every place from the page's other requests.
    public var maximumEventStreams: Int

    /// The limits above, with at most 128 connections, or half the descriptors this process
    /// may still open when that is fewer (the other half is kept for the files it reads while
    /// serving, and for refused connections on their way out), and at most 32 event streams.
    public init() {
        var limit = rlimit(rlim_cur: 4096, rlim_max: 4096)
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 16
        let free = Int(clamping: limit.rlim_cur) - open
        maximumConnections = max(4, min(128, free / 2))
        maximumEventStreams = min(32, maximumConnections / 2)
    }
}
