import Foundation

/// What a description file holds: a figure, or only definitions (`styles`, `components`,
/// `themes`, `include`) that other files include, with no `layout` of its own. Folders of
/// figures usually keep such shared files beside them: `validate` checks one on its own
/// and `check` skips it, neither counting it as unreadable.
public enum DescriptionFile: Sendable {
    case figure(FigureDescription)
    /// Definitions only; `warnings` are the problems short of errors found in them.
    case definitions(warnings: [Diagnostic])
}
