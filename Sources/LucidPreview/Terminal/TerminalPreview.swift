import Foundation
import LucidRender
#if canImport(Glibc)
import Glibc
#endif

/// `lucid preview FILE` on a terminal: the picture fitted to the window, redrawn after
/// every save and on every resize, until `q`, Ctrl-C or Ctrl-D (or SIGINT, SIGTERM,
/// SIGHUP), after which the terminal is as it was.
public enum TerminalPreview {
    /// What the preview reacts to, handled one at a time in one loop.
    private enum Event: Sendable {
        case model(PreviewModel)
        case resized
        case quit
    }

    /// Runs the preview of `renderer`'s file until the user quits.
    public static func run(renderer: PreviewRenderer, charset: BoxCharset, shading: Bool) async throws {
        let terminal = RawTerminal()
        var screen = screen(of: terminal)
        let session = PreviewSession(renderer: renderer, target: target(for: screen, charset: charset, shading: shading))
        try await session.start()
        terminal.enter()
        defer { terminal.restore() }

        let (events, sink) = AsyncStream.makeStream(of: Event.self)
        let forwarding = Task {
            for await model in await session.updates() { sink.yield(.model(model)) }
        }
        // Keys are read on a thread of their own: `read` blocks.
        let keys = Thread {
            while let key = terminal.readKey() {
                if key == UInt8(ascii: "q") || key == UInt8(ascii: "Q") || key == 3 || key == 4 { break }
            }
            sink.yield(.quit)
        }
        keys.start()
        var sources: [DispatchSourceSignal] = []
        for (number, event) in [(SIGINT, Event.quit), (SIGTERM, .quit), (SIGHUP, .quit), (SIGWINCH, .resized)] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { sink.yield(event) }
            source.resume()
            sources.append(source)
        }
        defer { sources.forEach { $0.cancel() } }

        var model = await session.model
        loop: for await event in events {
            switch event {
            case let .model(new):
                model = new
                terminal.draw(screen.lines(for: model))
            case .resized:
                screen = Self.screen(of: terminal)
                // Redraw at once (cropped), then again when the fitted render arrives.
                terminal.draw(screen.lines(for: model))
                await session.retarget(target(for: screen, charset: charset, shading: shading))
            case .quit:
                break loop
            }
        }
        await session.stop()
        forwarding.cancel()
    }

    private static func screen(of terminal: RawTerminal) -> TerminalScreen {
        let size = terminal.size
        return TerminalScreen(columns: size.columns, rows: size.rows)
    }

    private static func target(for screen: TerminalScreen, charset: BoxCharset, shading: Bool) -> PreviewTarget {
        .text(columns: screen.columns, rows: screen.pictureRows, charset: charset, shading: shading)
    }
}
