import ArgumentParser
import Foundation
import LucidDescription
import LucidLayout
import LucidRender

/// `lucid render FILE... [-o PATH] [--format png|svg|pdf|ascii]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render description files (.yaml or .json) to PNG, SVG, PDF or ASCII.",
        discussion: """
            With no -o, ASCII is written to standard output and PNG, SVG or PDF next to each input.
            -o names a file, or a directory (several inputs, a trailing '/', or an existing \
            directory) where each output is named after its input, e.g. dream-list.png.
            The format follows the -o extension when --format is not given (.txt is ASCII).
            """
    )

    @Argument(help: "Description files to render.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file, or directory for several inputs.")
    var output: String?

    @Option(name: .long, help: "Output format: png, svg, pdf, ascii or frames (the laid-out tree as text).")
    var format: OutputFormat?

    @Option(name: .long, help: "Theme whose style classes apply (overrides the file's 'theme').")
    var theme: String?

    @Option(name: .long, help: "ASCII box characters: light, heavy, double, rounded or ascii.")
    var charset: BoxCharset = .light

    @Option(name: .long, help: "ASCII cell size in points, WIDTHxHEIGHT (default 8x16).")
    var cell: CellSize = CellSize(CellTextMeasurer.defaultCellSize)

    @Option(name: .long, help: "PNG pixels per point (e.g. 2 for high-resolution figures); overrides the canvas 'scale'.")
    var scale: Double?

    func validate() throws {
        try plan().checkDistinctDestinations(for: files)
        if let scale, !(0.1...8).contains(scale) {
            throw ValidationError("--scale must be between 0.1 and 8, found \(scale)")
        }
    }

    func run() throws {
        let plan = try plan()
        try plan.format.checkResources()
        try DiagnosticOutput().eachDescription(in: files, theme: theme) { file, description in
            let options = RenderOptions(
                scale: scale.map { CGFloat($0) } ?? description.canvas.scale, charset: charset, cellSize: cell.size)
            var builder = TreeBuilder(measurer: plan.format.measurer(for: options), for: description)
            builder.recordsNodes = plan.format.recordsNodes
            let figure = try builder.figure(description)
            try write(plan.format.render(figure, options: options), for: file, plan: plan)
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
