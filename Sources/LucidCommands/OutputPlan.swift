import ArgumentParser
import Foundation
import LucidRender

/// Decides the format and the output path of every input, from `-o` and `--format`.
struct OutputPlan {
    enum Target {
        /// Write to standard output (ASCII without -o, any format with `-o -`).
        case standardOutput
        /// Beside each input, named after it.
        case besideInputs
        /// One named file.
        case file(String)
        /// A directory; each output named after its input.
        case directory(String)
    }

    let format: OutputFormat
    let target: Target

    init(inputs: [String], output: String?, format: OutputFormat?) throws {
        guard let output else {
            self.format = format ?? .ascii
            target = self.format == .ascii ? .standardOutput : .besideInputs
            return
        }
        // `-o -` is standard output, as for curl or tar, in any format (ASCII unless
        // --format says otherwise): one output only, as a pipe holds one file.
        if output == "-" {
            guard inputs.count <= 1 else {
                throw ValidationError("-o - writes one output to standard output, but \(inputs.count) inputs were given")
            }
            self.format = format ?? .ascii
            target = .standardOutput
            return
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if inputs.count > 1 || output.hasSuffix("/") || (exists && isDirectory.boolValue) {
            self.format = format ?? .png
            target = .directory(output)
            return
        }
        let pathExtension = URL(fileURLWithPath: output).pathExtension
        let implied = OutputFormat(fileExtension: pathExtension)
        if let format, let implied, format != implied {
            throw ValidationError("output '\(output)' has extension .\(pathExtension) but the format is \(format.rawValue)")
        }
        guard let resolved = format ?? implied else {
            throw ValidationError("cannot tell the format from '\(output)': use --format \(Self.formatNames) or an extension \(Self.extensions)")
        }
        self.format = resolved
        target = .file(output)
    }

    /// Every format's name, as `--format` takes it: `png|svg|pdf|ascii`.
    static let formatNames = OutputFormat.allCases.map(\.rawValue).joined(separator: "|")

    /// Every format's file extension: `.png, .svg, .pdf or .txt`.
    static let extensions: String = {
        let names = OutputFormat.allCases.map { "." + $0.fileExtension }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()

    /// Refuses inputs that would be written to the same output (`a/x.yaml` and
    /// `b/x.yaml` into one folder), which would silently keep only the last.
    func checkDistinctDestinations(for inputs: [String]) throws {
        var seen: [String: String] = [:]
        let inputPaths = Set(inputs.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        for input in inputs {
            guard let destination = destination(for: input) else { continue }
            if inputPaths.contains(URL(fileURLWithPath: destination).resolvingSymlinksInPath().path) {
                throw ValidationError("the output '\(destination)' is an input file; it would be overwritten")
            }
            if let earlier = seen.updateValue(input, forKey: destination) {
                throw ValidationError("'\(earlier)' and '\(input)' would both be written to '\(destination)'")
            }
        }
    }

    /// The path to write for `input`, or nil for standard output.
    func destination(for input: String) -> String? {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent + "." + format.fileExtension
        switch target {
        case .standardOutput:
            return nil
        case .besideInputs:
            return URL(fileURLWithPath: input).deletingLastPathComponent().appendingPathComponent(name).path
        case let .file(path):
            return path
        case let .directory(path):
            return URL(fileURLWithPath: path).appendingPathComponent(name).path
        }
    }
}
