/// Line endings as the parser and diagnostics see them.
///
/// YAML 1.1 (libyaml) ends lines at LF, CR LF, CR, NEL, LS and PS. All of them become
/// LF before parsing, so libyaml's line numbers, the source lines shown under
/// diagnostics and the user's editor agree on what "line 3" is.
public enum LineEndings {
    public static func normalized(_ text: String) -> String {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "\r", "\u{85}", "\u{2028}", "\u{2029}": true
            default: false
            }
        }
        // Most files have none: a byte scan finds that without decoding (CR is 0x0D; the
        // others are encoded from the lead bytes 0xC2 and 0xE2).
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 }),
              text.unicodeScalars.contains(where: isBreak) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            result.append(isBreak(scalar) ? "\n" : scalar)
        }
        return String(result)
    }
}
