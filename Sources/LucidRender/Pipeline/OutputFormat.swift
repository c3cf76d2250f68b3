import Foundation
import LucidLayout

/// The files Lucid writes (`RenderTarget` pairs one with how it is drawn).
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, ascii, frames

    /// The file extension, without the dot (ASCII pictures are `.txt`).
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .svg: "svg"
        case .pdf: "pdf"
        case .ascii: "txt"
        case .frames: "frames"
        }
    }

    /// The format a file name's extension asks for, if any.
    public init?(fileExtension: String) {
        guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension.lowercased() }) else { return nil }
        self = format
    }

    /// The longest page side this format takes, in points: an image's (PNG, and PDF, whose
    /// readers take little more) or a vector page's (SVG, text, frames; text output also
    /// has its own cell limit). A long block document fits the second and not the first.
    public var maximumPageSide: CGFloat {
        self == .png || self == .pdf ? FigurePage.maximumSide : FigurePage.maximumVectorSide
    }

    /// Whether this is one of the Cairo formats, which alone draw `RenderOptions.debug`'s
    /// overlay and carry `RenderOptions.source`.
    public var isCairo: Bool { self == .png || self == .svg || self == .pdf }

    /// Loads what laying out and drawing in this format needs (the bundled fonts for every
    /// format measured with Pango), so that a broken installation is an error up front
    /// rather than a stop in the middle of a layout.
    public func checkResources() throws {
        guard RenderTarget(self).measurement == .pango else { return }
        _ = try PangoFontSession.loaded.get()
    }
}
