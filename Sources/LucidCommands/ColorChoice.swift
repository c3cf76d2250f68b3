import Foundation
import ArgumentParser

/// `lucid render --color auto|always|never`: whether ASCII output carries ANSI colours.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    /// Colour a preview printed to a terminal, as `ColorEnvironment` decides for
    /// standard output; never colour a file named by `-o`, even with `FORCE_COLOR`
    /// (an environment meant for logs should not put escape sequences into files).
    case auto
    /// Colour wherever the output goes, files included, whatever the environment says
    /// (a command line option overrides `NO_COLOR`, as https://no-color.org asks).
    case always
    /// Never colour, even with `FORCE_COLOR`.
    case never

    /// Whether output written to standard output (`toStandardOutput`) or to a file
    /// is coloured, in `environment`.
    func colors(toStandardOutput: Bool, environment: ColorEnvironment) -> Bool {
        switch self {
        case .auto: toStandardOutput && environment.colors(STDOUT_FILENO)
        case .always: true
        case .never: false
        }
    }
}
