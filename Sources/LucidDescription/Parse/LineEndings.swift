/// Line endings as the parser and diagnostics see them.
///
/// YAML 1.1 (libyaml) ends lines at LF, CR LF, CR, NEL, LS and PS. All of them become
/// LF before parsing, so libyaml's line numbers, the source lines shown under
/// diagnostics and the user's editor agree on what "line 3" is.
public enum LineEndings {
    public static func normalized(_ text: String) -> String {
        let breaks: Set<Unicode.Scalar> = ["\r", "\u{85}", "\u{2028}", "\u{2029}"]
        guard text.unicodeScalars.contains(where: breaks.contains) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            result.append(breaks.contains(scalar) ? "\n" : scalar)
        }
        return String(result)
    }
}
