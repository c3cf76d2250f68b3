import Foundation

/// Keeps one `PreviewModel` up to date: renders the description, watches it and every
/// file it uses, renders again on each save, and hands each new model to whoever
/// listens (the terminal screen, the server's event streams).
public actor PreviewSession {
    public private(set) var model: PreviewModel
    public nonisolated let renderer: PreviewRenderer
    private var target: PreviewTarget
    private var watcher: FileWatcher?
    private var listeners: [UUID: AsyncStream<PreviewModel>.Continuation] = [:]

    public init(renderer: PreviewRenderer, target: PreviewTarget) {
        self.renderer = renderer
        self.target = target
        model = PreviewModel(file: renderer.file)
    }

    /// Renders once and starts watching. With `watching` false (tests of one render),
    /// nothing is watched.
    public func start(watching: Bool = true) throws {
        if watching {
            watcher = try FileWatcher { [weak self] in
                guard let self else { return }
                Task { await self.reload() }
            }
        }
        reload()
    }

    /// Draws for another target from now on (the terminal was resized), at once.
    public func retarget(_ target: PreviewTarget) {
        guard target != self.target else { return }
        self.target = target
        reload()
    }

    /// Renders the description as it is on disk now and tells every listener.
    public func reload() {
        let outcome = renderer.render(for: target)
        model.apply(outcome.result, usedFiles: outcome.usedFiles)
        watcher?.watch(watchedFiles)
        for listener in listeners.values { listener.yield(model) }
    }

    /// The description, the files it used when last read, and the file the current
    /// error is in (a broken include that the last good read did not know of yet).
    private var watchedFiles: [String] {
        var files = [model.file] + model.usedFiles
        if let problem = model.status.problem { files.append(problem.file) }
        return files
    }

    /// Every model from now on, starting with the current one.
    public func updates() -> AsyncStream<PreviewModel> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewModel.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(model)
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            Task { await self.removeListener(id) }
        }
        listeners[id] = continuation
        return stream
    }

    private func removeListener(_ id: UUID) {
        listeners[id] = nil
    }

    /// Stops watching and ends every listener's stream.
    public func stop() {
        watcher?.stop()
        watcher = nil
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }
}
