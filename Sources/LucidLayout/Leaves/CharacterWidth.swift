import Foundation

/// How many terminal cells a character takes: 2 for East Asian wide and fullwidth
/// characters and emoji, 0 for combining marks and zero-width characters, else 1.
///
/// Written by hand because no package on this machine provides `wcwidth`; the ranges
/// are the wide blocks of Unicode's East Asian Width property and the emoji blocks.
public enum CharacterWidth {
    public static func cells(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation
        return cells(of: first)
    }

    public static func cells(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value) || value == 0xFEFF {
            return 0
        }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// The cells taken by a whole string.
    public static func cells<S: StringProtocol>(of text: S) -> Int {
        text.reduce(0) { $0 + cells(of: $1) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F680...0x1F6FF, 0x20000...0x3FFFD,
    ]
}
