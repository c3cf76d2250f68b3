extension String {
    /// The string as it may appear inside a diagnostic, which must stay one line a
    /// terminal prints as-is: control characters and line or paragraph separators are
    /// written as escapes (`\n`, `\u{1B}`), and text beyond 60 characters is cut with "…".
    var forDiagnostic: String { escaped(limit: 60) }

    /// The string with control characters and line or paragraph separators written as
    /// escapes, whole: for messages made elsewhere (the engine's readers) that quote what
    /// was written.
    var withControlCharactersEscaped: String { escaped(limit: nil) }

    private func escaped(limit: Int?) -> String {
        var result = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let value = scalar.value
                let invisible = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || scalar.properties.generalCategory == .format
                result += invisible ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
            }
            count += 1
        }
        return result
    }
}
