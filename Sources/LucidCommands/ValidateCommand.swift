import ArgumentParser
import Foundation
import LucidDescription
import LucidLayout
import LucidRender

/// `lucid validate FILE...`: checks descriptions (syntax, keys, values, images,
/// page size) without rendering. Exit status 0 when all are valid, 1 when any is not.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check description files without rendering them.",
        discussion: """
            A file with no 'layout' that only defines styles, components or themes for other \
            files to include is checked on its own, as an included file is.

            Exit status: 0 all valid, 1 any invalid, 2 usage error.
            """
    )

    @Argument(help: "Description files to check.")
    var files: [String]

    @Option(name: .long, help: "Theme whose style classes apply (overrides the file's 'theme').")
    var theme: String?

    func run() throws {
        try OutputFormat.png.checkResources()
        try DiagnosticOutput().eachDescription(in: files, theme: theme, acceptingDefinitions: true) { _, description in
            // Lay it out and check it as a PNG at the canvas's scale would be, so what
            // `render` refuses (a page too large, too many dashes) is refused here too.
            try RenderPipeline(description).check(RenderTarget(.png, options: RenderOptions(scale: description.canvas.scale)))
        }
    }
}
