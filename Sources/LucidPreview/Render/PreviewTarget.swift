import Foundation
import LucidRender

/// What a preview render draws for: the browser (SVG, optionally with the debug
/// overlay) or a terminal of a given size (ASCII/Unicode text fitted into it).
public enum PreviewTarget: Sendable, Equatable {
    case svg(debug: Bool)
    case text(columns: Int, rows: Int, charset: BoxCharset, shading: Bool)
}
