import ArgumentParser
import Foundation
import LucidDescription

/// `lucid schema`: prints the JSON Schema of description files, for editors
/// (`lucid schema > lucid.schema.json`). The schema is compiled into the binary,
/// so it works from anywhere and always matches this version's parser.
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

    func run() throws {
        FileHandle.standardOutput.write(Data(DescriptionSchema.json.utf8))
    }
}
