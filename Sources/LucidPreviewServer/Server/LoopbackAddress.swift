/// The names by which a page may reach a server on 127.0.0.1 at `port`.
///
/// A page on another site can resolve a name of its own to 127.0.0.1 (DNS rebinding) and
/// then read what the server answers; its requests carry that name in `Host`, so only the
/// loopback names with this port are accepted. A request that carries an `Origin` (a
/// form post, an event stream or a script's request) must come from a page of this
/// server.
struct LoopbackAddress: Sendable {
    static let names = ["127.0.0.1", "localhost", "[::1]"]

    let port: UInt16

    /// Whether `authority` (a request's `Host`, e.g. `127.0.0.1:8470`) names this server.
    func allowsHost(_ authority: String?) -> Bool {
        guard let authority = authority?.lowercased() else { return false }
        return Self.names.contains { authority == "\($0):\(port)" || (port == 80 && authority == $0) }
    }

    /// Whether a request's `Origin` (when it has one) is a page of this server.
    func allowsOrigin(_ origin: String?) -> Bool {
        guard let origin = origin?.lowercased() else { return true }
        guard origin.hasPrefix("http://") else { return false }
        return allowsHost(String(origin.dropFirst("http://".count)))
    }
}
