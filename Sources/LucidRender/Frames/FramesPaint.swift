import Foundation
import LucidLayout

/// What a node paints, as the `frames` format writes it after the frame, so a change a
/// person can see (a colour, a text, a font, an image) is a named difference in the
/// golden even when no frame moved:
///
///     box "card" (11, 12, 40, 32) [box, fill #1f5fbf, stroke #000000 1]
///     label "title" (8, 12, 48, 16) [text "Lucid", font "DejaVu Sans" 17 bold, color #222222]
///
/// Each drawing is a list of fields, the first naming what is drawn, the others a key
/// and its value (only where it differs from the default: no fill, no stroke, square
/// corners, opaque, left-aligned horizontal text); a node that draws several things
/// (a container with a background, say) separates them with `;`.
public enum FramesPaint {
    /// The bracketed paint of `drawings`, or "" when they draw nothing.
    public static func describe(_ drawings: [Drawing]) -> String {
        let parts = drawings.compactMap(fields).map { $0.joined(separator: ", ") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: "; ") + "]"
    }

    /// One drawing's fields; nil for a node marker.
    static func fields(_ drawing: Drawing) -> [String]? {
        switch drawing {
        case let .box(style): ["box"] + shape(style)
        case let .ellipse(style): ["ellipse"] + shape(style)
        case let .polygon(points, style): ["polygon", "points " + points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")] + shape(style)
        case let .polyline(points, arrowheads, style):
            ["line", "points " + points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")]
                + shape(style) + (arrowheads == .none ? [] : ["arrowheads \(arrowheads.rawValue)"])
        case let .text(string, style): text(string, style)
        case let .image(source):
            ["image " + quoted((source.path as NSString).lastPathComponent), "mode \(source.contentMode.rawValue)"]
                + (source.opacity < 1 ? ["opacity \(number(source.opacity))"] : [])
        case .node: nil
        }
    }

    private static func shape(_ style: ShapeStyle) -> [String] {
        var fields: [String] = []
        if let fill = style.fill { fields.append("fill \(fill.hexString)") }
        if let stroke = style.stroke, style.strokeWidth > 0 { fields.append("stroke \(stroke.hexString) \(number(style.strokeWidth))") }
        if style.cornerRadius > 0 { fields.append("radius \(number(style.cornerRadius))") }
        if !style.dash.isEmpty { fields.append("dash " + style.dash.map { number($0) }.joined(separator: " ")) }
        if style.opacity < 1 { fields.append("opacity \(number(style.opacity))") }
        return fields
    }

    private static func text(_ string: String, _ style: TextStyle) -> [String] {
        let font = style.font
        var fields = [
            "text " + quoted(string),
            "font " + quoted(font.family) + " \(number(font.size))" + (font.weight == .bold ? " bold" : "") + (font.italic ? " italic" : ""),
            "color \(style.color.hexString)",
        ]
        if style.alignment != .leading { fields.append("align \(style.alignment.rawValue)") }
        if style.direction != .leftToRight { fields.append("direction \(style.direction.rawValue)") }
        if style.lineSpacing != 0 { fields.append("line spacing \(number(style.lineSpacing))") }
        if style.opacity < 1 { fields.append("opacity \(number(style.opacity))") }
        if style.writingMode != .horizontalTopToBottom { fields.append("writing \(style.writingMode.rawValue)") }
        if style.verticalAlignment != .center { fields.append("vertical \(style.verticalAlignment.rawValue)") }
        if let limit = style.lineLimit {
            fields.append("lines \(limit)" + (style.truncation == .tail ? "" : " \(style.truncation.rawValue)"))
        }
        return fields
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped, so a
    /// field never spans lines and `[`, `]`, `,` and `;` inside it are not read as syntax.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for character in string {
            switch character {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default: text.append(character)
            }
        }
        return text + "\""
    }

    private static func number(_ value: CGFloat) -> String { FramesRenderer.number(value) }
    private static func number(_ value: Double) -> String { FramesRenderer.number(CGFloat(value)) }
}
