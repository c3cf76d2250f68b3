import Hummingbird

/// Reads a request's body within `ServerLimits`: at most `maximumBody` bytes (413 beyond)
/// arriving within `bodySeconds` (408 after), so a client that sends a body slowly, or
/// never, cannot hold a request open (the idle timeout only covers the head).
enum RequestBodyReader {
    static func text(of request: Request, limits: ServerLimits) async -> Result<String, PlainAnswer> {
        await withTaskGroup(of: Result<String, PlainAnswer>.self) { group in
            group.addTask {
                do {
                    let buffer = try await request.body.collect(upTo: limits.maximumBody)
                    return .success(String(buffer: buffer))
                } catch {
                    return .failure(Task.isCancelled ? .bodyTooSlow : .bodyTooLarge)
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(limits.bodySeconds))
                return .failure(.bodyTooSlow)
            }
            let first = await group.next() ?? .failure(.bodyTooSlow)
            group.cancelAll()
            return first
        }
    }
}
