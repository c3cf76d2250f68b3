import Foundation

/// Text written into XML and HTML (SVG metadata, fontconfig files, the check reports), and
/// read back: one escaping for all of them.
public enum XMLText {
    /// Text safe inside an XML element or a double-quoted attribute. Characters XML 1.0
    /// cannot carry at all (most C0 controls) become U+FFFD; a carriage return becomes
    /// `&#13;` so an XML reader's line-end normalisation cannot drop it.
    public static func escaped<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The inverse of `escaped` (the entities it writes; "\u{FFFD}" stays as it is).
    public static func unescaped<S: StringProtocol>(_ text: S) -> String {
        String(text)
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#13;", with: "\r")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
