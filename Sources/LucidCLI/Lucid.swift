import ArgumentParser

/// The `lucid` command: render layout descriptions to pictures and text.
@main
struct Lucid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lucid",
        abstract: "Lay out declarative layout descriptions and render them to PNG, SVG or text.",
        subcommands: [RenderCommand.self]
    )
}
