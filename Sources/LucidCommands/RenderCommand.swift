import ArgumentParser
import Foundation
import LucidCheck
import LucidDescription
import LucidLayout
import LucidRender
import LucidComparison

/// `lucid render FILE... [-o PATH] [--format png|svg|pdf|ascii|frames]`, with options for
/// PNG scale and for ASCII characters, cells, shading and colour.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render description files (.yaml or .json) to PNG, SVG, PDF or ASCII.",
        discussion: """
            With no -o, ASCII is written to standard output and PNG, SVG or PDF next to each input.
            -o names a file, or a directory (several inputs, a trailing '/', or an existing \
            directory) where each output is named after its input, e.g. dream-list.png; \
            -o - writes the one output to standard output in any format (ASCII by default).
            The format follows the -o extension when --format is not given (.txt is ASCII).

            ASCII output can show fills: --shading fills boxes and ellipses with ░ ▒ ▓ █ \
            (. : % # with --charset ascii) by how dark their fill is; near-white fills stay \
            blank. --color colours outlines and lines in their stroke colour, text in its \
            colour and shading in its fill colour, with 24-bit ANSI escape sequences. With \
            --color auto (the default) that happens only when ASCII goes to standard output \
            and it is a terminal, unless NO_COLOR is set; FORCE_COLOR colours it into a pipe \
            too. Files written with -o are coloured only with --color always.
            """
    )

    @Argument(help: "Description files to render.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file, or directory for several inputs; - for standard output.")
    var output: String?

    @Option(name: .long, help: "Output format: png, svg, pdf, ascii or frames (the laid-out tree as text).")
    var format: OutputFormat?

    @Option(name: .long, help: "Theme: the built-in light or dark, or one the file defines under 'themes' (overrides the file's 'theme').")
    var theme: String?

    @Flag(name: .long, help: "Draw every node's frame outline, name and size over the figure (PNG, SVG, PDF).")
    var debug = false

    @Flag(name: .long, help: "Carry the description's file name and text inside PNG, SVG or PDF output (read it back with 'lucid source').")
    var embedSource = false

    @Option(name: .long, help: "ASCII box characters: light, heavy, double, rounded or ascii.")
    var charset: BoxCharset = .light

    @Option(name: .long, help: "ASCII cell size in points, WIDTHxHEIGHT (default 8x16).")
    var cell: CellSize = CellSize(CellTextMeasurer.defaultCellSize)

    @Flag(name: .long, help: "ASCII: shade the inside of filled boxes and ellipses by how dark the fill is.")
    var shading = false

    @Option(name: .long, help: "ASCII colours: auto (only on a terminal), always or never.")
    var color: ColorChoice = .auto

    @Option(name: .long, help: "PNG pixels per point (e.g. 2 for high-resolution figures); overrides the canvas 'scale'.")
    var scale: Double?

    func validate() throws {
        try plan().checkDistinctDestinations(for: files)
        if let scale, !(0.1...8).contains(scale) {
            throw ValidationError("--scale must be between 0.1 and 8, found \(scale)")
        }
        if let format = try? plan().format, !format.isCairo {
            if debug {
                throw ValidationError("--debug draws over PNG, SVG and PDF, not \(format.rawValue); the frames format lists every node's frame as text")
            }
            if embedSource {
                throw ValidationError("--embed-source applies to PNG, SVG and PDF, not \(format.rawValue)")
            }
        }
    }

    func run() throws {
        let plan = try plan()
        let environment = ColorEnvironment()
        try plan.format.checkResources()
        try DiagnosticOutput().eachDescription(in: files, theme: theme) { file, description in
            let options = RenderOptions(
                scale: scale.map { CGFloat($0) } ?? description.canvas.scale, charset: charset, cellSize: cell.size,
                shading: shading,
                ansiColor: color.colors(toStandardOutput: plan.destination(for: file) == nil, environment: environment),
                debug: debug, source: embedSource ? EmbeddedSource(file: file, text: description.source) : nil)
            try write(RenderPipeline(description).render(RenderTarget(plan.format, options: options)), for: file, plan: plan)
        }
    }

    /// Where outputs go and in which format, checked before any file is read.
    private func plan() throws -> OutputPlan {
        try OutputPlan(inputs: files, output: output, format: format)
    }

    private func write(_ bytes: Data, for input: String, plan: OutputPlan) throws {
        guard let destination = plan.destination(for: input) else {
            FileHandle.standardOutput.write(bytes)
            return
        }
        try AtomicFile.write(bytes, to: destination)
    }
}

extension OutputFormat: ExpressibleByArgument {}

extension BoxCharset: ExpressibleByArgument {}
