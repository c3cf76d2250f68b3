import ArgumentParser
import Foundation
import LucidLayout
import LucidPreview
import LucidRender

/// `lucid preview FILE [--serve [PORT]]`: shows a description live, re-rendering on every
/// save of it or of any file it uses — full-screen in the terminal, or in the browser.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a description live, re-rendered on every save: in the terminal, or in the browser with --serve.",
        discussion: """
            In a terminal (the default), the picture is drawn in ASCII/Unicode, fitted to the \
            window, and redrawn when the file or anything it includes or shows changes and \
            when the window is resized. Errors appear at the bottom with their source line \
            while the last good picture stays. q, Ctrl-C or Ctrl-D quits.

            With --serve the preview is a web page at http://127.0.0.1:PORT/ (8470 when no \
            port is given; 0 picks a free one), served on the loopback interface only. It \
            updates itself on every save, shows errors with their source line, and shows a \
            node's name, kind and frame under the pointer; it has toggles for the debug \
            overlay, the dark theme and zoom. Ctrl-C stops the server.
            """
    )

    @Argument(help: "The description file to preview.")
    var file: String

    @Option(name: .long, defaultAsFlag: PreviewCommand.defaultPort, parsing: .next,
            help: ArgumentHelp("Serve the preview to a browser on 127.0.0.1, on PORT (default \(PreviewCommand.defaultPort); 0 picks a free port).", valueName: "port"))
    var serve: Int? = nil

    @Option(name: .long, help: "Theme: the built-in light or dark, or one the file defines under 'themes'.")
    var theme: String?

    @Option(name: .long, help: "Terminal: box characters, light, heavy, double, rounded or ascii.")
    var charset: BoxCharset = .light

    @Flag(name: .long, help: "Terminal: shade filled boxes and ellipses by how dark their fill is.")
    var shading = false

    static let defaultPort = 8470

    func validate() throws {
        if let serve, !(0...65535).contains(serve) {
            throw ValidationError("--serve takes a port from 0 to 65535, found \(serve)")
        }
        if serve == nil, isatty(STDOUT_FILENO) == 0 || isatty(STDIN_FILENO) == 0 {
            throw ValidationError("the terminal preview needs a terminal on standard input and output: use --serve for the browser preview, or 'lucid render' for one picture")
        }
    }

    func run() throws {
        do {
            try RegularFile.open(file).close()
        } catch {
            DiagnosticOutput().report(file: file, error: PreviewStartError("\(error)"))
            throw ExitCode(1)
        }
        let renderer = PreviewRenderer(file: file, theme: theme)
        let outcome: Result<Void, Error>
        if let serve {
            guard let server = PageServers.preview else {
                DiagnosticOutput().report(file: file, error: PageServers.handOver())
                throw ExitCode(1)
            }
            outcome = ServerLifetime.blocking { try await Self.serve(renderer, port: UInt16(serve), with: server) }
        } else {
            let charset = charset, shading = shading
            outcome = ServerLifetime.blocking { try await TerminalPreview.run(renderer: renderer, charset: charset, shading: shading) }
        }
        if case let .failure(error) = outcome {
            DiagnosticOutput().report(file: file, error: error)
            throw ExitCode(1)
        }
    }

    /// Serves until SIGINT or SIGTERM, logging each render's outcome to standard error.
    private static func serve(
        _ renderer: PreviewRenderer, port: UInt16, with serving: (PreviewSession, UInt16) async throws -> any ServedPage
    ) async throws {
        let session = PreviewSession(renderer: renderer, target: .svg(debug: false))
        try await session.start()
        let server: any ServedPage
        do {
            server = try await serving(session, port)
        } catch {
            await session.stop()
            throw PreviewStartError("cannot serve on 127.0.0.1:\(port): \(error) (choose another port with --serve PORT; 0 picks a free one)")
        }
        print("lucid preview: serving \(renderer.file) at \(await server.url) (Ctrl-C stops)")
        fflush(stdout)
        let log = Task {
            for await model in await session.updates() { Self.log(model) }
        }
        await ServerLifetime.untilStopped()
        await server.stop()
        log.cancel()
        print("lucid preview: stopped")
        fflush(stdout)
    }

    /// One line per render on standard error: its time, or the error it hit.
    private static func log(_ model: PreviewModel) {
        let line: String
        switch model.status {
        case .loading: return
        case let .rendered(render): line = "rendered \(model.file) in \(String(format: "%.1f", render.milliseconds)) ms"
        case let .failed(problem, _): line = problem.text
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Why the preview could not start.
struct PreviewStartError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
