import ArgumentParser
import Foundation
import LucidDescription

/// `lucid schema`: prints the JSON Schema of description files, for editors
/// (`lucid schema > lucid.schema.json`), or writes it to a file with `-o`. The schema is
/// written from the parser's own tables of keys, so it works from anywhere and always
/// matches this version's parser; `-o Schema/lucid.schema.json` (`make schema`)
/// regenerates the repository's copy.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of description files.",
        discussion: """
            Editors use it to complete keys, explain them and check descriptions as you type:

              lucid schema > lucid.schema.json

            then start a YAML description with

              # yaml-language-server: $schema=lucid.schema.json
            """
    )

    @Option(name: .shortAndLong, help: "Write the schema to this file (atomically) instead of printing it.")
    var output: String?

    func run() throws {
        let data = Data(DescriptionSchema.json.utf8)
        guard let output, output != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("lucid schema: cannot write '\(output)': \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
    }
}
